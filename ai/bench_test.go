package ai

import (
	"testing"

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
