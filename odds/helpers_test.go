package odds

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// battleHex and fromHex are where test battles are fought and where the
// attackers came from: the middle of a 5x5 map and its west neighbour.
var (
	battleHex = SandboxHex
	fromHex   = sandboxFrom
)

// scene describes a test battle: side 0's units att attack side 1's units def
// in battleHex of a 5x5 map whose terrain is all ter (clear by default).
type scene struct {
	att, def []string
	// cv overrides starting strengths by unit index (attackers first).
	cv   map[int]int
	ter  hexmap.Terrain
	edit func(*sim.Setup)
	// prep changes the state once the battle is pending, e.g. to assign
	// logistics targets.
	prep func(testing.TB, *sim.State)
}

// pending builds the scene as a sandbox (Sandbox.State) and runs prep.
// Attackers get ids 1..len(att).
func pending(t testing.TB, sc scene) *sim.State {
	t.Helper()
	var cv []int
	for i := range len(sc.att) + len(sc.def) {
		cv = append(cv, sc.cv[i])
	}
	s, err := Sandbox{Attacker: sc.att, Defender: sc.def, Terrain: sc.ter, CV: cv, Edit: sc.edit}.State()
	if err != nil {
		t.Fatal(err)
	}
	if sc.prep != nil {
		sc.prep(t, s)
	}
	return s
}

// mustApply applies a command the test expects to be legal.
func mustApply(t testing.TB, s *sim.State, c sim.Command) []sim.Event {
	t.Helper()
	evs, err := s.Apply(c)
	if err != nil {
		t.Fatalf("%s: %v", c, err)
	}
	return evs
}
