package sim

import (
	"strings"
	"testing"
)

// DESIGN D29: scenarios define victory by objective hexes held at the end of
// the last turn, with marginal and decisive levels.
func TestDesignD29_ObjectivesScoreAtLastTurn(t *testing.T) {
	for _, tc := range []struct {
		name             string
		points0, points1 int
		decisive         int
		winner           int
		result           string
	}{
		{"decisive", 5, 1, 3, 0, "decisive victory for Allies, 5 to 1 points"},
		{"marginal", 5, 1, 5, 0, "marginal victory for Allies, 5 to 1 points"},
		{"second side wins", 1, 2, 0, 1, "marginal victory for Axis, 2 to 1 points"},
		{"draw", 2, 2, 3, -1, "draw: 2 points each"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
			setup := twoSides(m,
				UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
				UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 4)})
			setup.Control = make([]int8, m.Len())
			for i := range setup.Control {
				setup.Control[i] = -1
			}
			setup.Control[m.Index(at(0, 0))], setup.Control[m.Index(at(4, 4))] = 0, 1
			setup.Victory = Victory{Turns: 1, Decisive: tc.decisive, Objectives: []Objective{
				{Hex: at(0, 0), Points: tc.points0}, {Hex: at(4, 4), Points: tc.points1}}}
			s := newTestGame(t, setup, 1)
			if got := s.VictoryPoints(); len(got) != 2 || got[0] != tc.points0 || got[1] != tc.points1 {
				t.Errorf("VictoryPoints() = %v before the end, want [%d %d]", got, tc.points0, tc.points1)
			}
			for i := 0; i < 20 && s.Phase != PhaseGameOver; i++ {
				mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.Actor()})
			}
			if s.Phase != PhaseGameOver || s.Turn != 1 {
				t.Fatalf("game not over after turn 1: turn %d, phase %s", s.Turn, s.Phase)
			}
			if s.Winner != tc.winner || !strings.Contains(s.Result, tc.result) {
				t.Errorf("winner %d, result %q; want %d, %q", s.Winner, s.Result, tc.winner, tc.result)
			}
			if _, err := s.Apply(Command{Kind: CmdEndPhase, Side: 0}); err == nil {
				t.Error("a command was accepted after the game ended")
			}
		})
	}
}
