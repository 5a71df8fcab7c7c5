package ai

import (
	"testing"
	"time"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// BenchmarkAITurnNormal times one Normal player turn on the Channel
// scenario: the side's movement, its battles and any production, with a
// Normal opponent answering air commitment (DESIGN section 4: under 2 s).
func BenchmarkAITurnNormal(b *testing.B) {
	start := channelGame(b, 1).State
	side := start.Actor()
	for b.Loop() {
		s := start.Clone()
		ps := []*Player{New(Normal, 0, 1), New(Normal, 1, 2)}
		for s.Phase != sim.PhaseGameOver && s.ActiveSide() == side && s.Turn == start.Turn {
			c, err := ps[s.Actor()].Next(s)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := s.Apply(c); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGameEasy times a whole recorded Channel game between two Easy
// players (12 turns) and reports the time scaled to 100 turns (DESIGN
// section 4: a 100-turn game under 2 s).
func BenchmarkGameEasy(b *testing.B) {
	turns := 0
	for b.Loop() {
		g, _ := playChannel(b, 1, Easy, Easy)
		turns = g.State.Turn
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(turns)*100, "ms/100turns")
}

// BenchmarkGameHard is BenchmarkGameEasy for two Hard players.
func BenchmarkGameHard(b *testing.B) {
	turns := 0
	for b.Loop() {
		g, _ := playChannel(b, 1, Hard, Hard)
		turns = g.State.Turn
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(turns)*100, "ms/100turns")
}

// BenchmarkGameEasyUnrecorded is BenchmarkGameEasy without the record, whose
// per-command state hash is about half the cost of a recorded game: what
// the AI and the rules alone take.
func BenchmarkGameEasyUnrecorded(b *testing.B) {
	turns := 0
	for b.Loop() {
		s := channelGame(b, 1).State
		ps := []*Player{New(Easy, 0, 8), New(Easy, 1, 15)}
		apply := func(c sim.Command) error { _, err := s.Apply(c); return err }
		if _, err := Play(s, apply, ps, commandCap); err != nil {
			b.Fatal(err)
		}
		turns = s.Turn
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(turns)*100, "ms/100turns")
}

// BenchmarkAITurnByLevel times the computer's thinking on every built-in
// scenario at every level: a whole game with every side played by the
// level, the time spent in Next (deciding, not applying) summed per player
// turn. It reports the mean and the slowest player turn (DESIGN section 4:
// Normal under 2 s a turn).
func BenchmarkAITurnByLevel(b *testing.B) {
	for _, info := range scenarios.Builtins() {
		for _, level := range []Level{Easy, Normal, Hard} {
			b.Run(info.ID+"/"+level.String(), func(b *testing.B) {
				sc, err := scenarios.Builtin(info.ID)
				if err != nil {
					b.Fatal(err)
				}
				var total, slowest time.Duration
				turns := 0
				for b.Loop() {
					s, _, err := sc.NewGame(5)
					if err != nil {
						b.Fatal(err)
					}
					var ps []*Player
					for side := range sc.Setup.Sides {
						ps = append(ps, New(level, side, uint64(31+side)))
					}
					var turn time.Duration
					key := [2]int{s.Turn, s.ActiveSide()}
					for n := 0; s.Phase != sim.PhaseGameOver && n < 100000; n++ {
						if k := [2]int{s.Turn, s.ActiveSide()}; k != key {
							total, slowest, turns = total+turn, max(slowest, turn), turns+1
							turn, key = 0, k
						}
						t0 := time.Now()
						c, err := ps[s.Actor()].Next(s)
						turn += time.Since(t0)
						if err != nil {
							b.Fatal(err)
						}
						if _, err := s.Apply(c); err != nil {
							b.Fatalf("%v: %v", c, err)
						}
					}
					total, slowest, turns = total+turn, max(slowest, turn), turns+1
				}
				b.ReportMetric(float64(total.Microseconds())/1000/float64(turns), "ms/turn")
				b.ReportMetric(float64(slowest.Microseconds())/1000, "ms/slowest-turn")
			})
		}
	}
}
