package sim_test

import (
	"testing"

	"hexstorm/ai"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// channelTurn returns the opening state of a Channel game and the commands
// two Easy computer players give in its whole first turn: both sides'
// movement, air commitment, battles and production, up to the start of turn 2.
func channelTurn(b *testing.B) (*sim.State, []sim.Command) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		b.Fatal(err)
	}
	start, _, err := sim.NewGame(sc.Setup, 1)
	if err != nil {
		b.Fatal(err)
	}
	s := start.Clone()
	ps := []*ai.Player{ai.New(ai.Easy, 0, 8), ai.New(ai.Easy, 1, 15)}
	var cmds []sim.Command
	for s.Turn == start.Turn && s.Phase != sim.PhaseGameOver {
		c, err := ps[s.Actor()].Next(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Apply(c); err != nil {
			b.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	return start, cmds
}

// BenchmarkFullTurnChannelRules times the rules alone over one full turn of
// the built-in scenario: the commands two computer players gave, applied to
// the opening state (every phase of both sides, battles with their dice,
// supply checks, production and the turn's automatic phases).
func BenchmarkFullTurnChannelRules(b *testing.B) {
	start, cmds := channelTurn(b)
	for b.Loop() {
		s := start.Clone()
		for _, c := range cmds {
			if _, err := s.Apply(c); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(cmds)), "commands/turn")
}

// BenchmarkFullTurnChannelEasyAI is the same turn with the two Easy
// players deciding every command as it is played.
func BenchmarkFullTurnChannelEasyAI(b *testing.B) {
	start, _ := channelTurn(b)
	for b.Loop() {
		s := start.Clone()
		ps := []*ai.Player{ai.New(ai.Easy, 0, 8), ai.New(ai.Easy, 1, 15)}
		for s.Turn == start.Turn && s.Phase != sim.PhaseGameOver {
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
