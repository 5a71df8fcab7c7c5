package odds

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// battleHex and fromHex are where test battles are fought and where the
// attackers came from: the middle of a 5x5 map and its west neighbour.
var (
	battleHex = hexmap.Offset{Col: 2, Row: 2}.Hex()
	fromHex   = hexmap.Offset{Col: 1, Row: 2}.Hex()
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

// pending builds the scene and brings it to side 0's combat phase with the
// battle declared and not yet fought. Attackers get ids 1..len(att).
func pending(t testing.TB, sc scene) *sim.State {
	t.Helper()
	m := hexmap.New(5, 5)
	for _, h := range m.Hexes() {
		m.SetTerrain(h, sc.ter)
	}
	var units []sim.UnitSetup
	for i, ty := range append(append([]string{}, sc.att...), sc.def...) {
		side := 0
		if i >= len(sc.att) {
			side = 1
		}
		units = append(units, sim.UnitSetup{Type: ty, Side: side, Hex: battleHex, CV: sc.cv[i]})
	}
	setup := sim.Setup{Map: m, Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}}, Units: units, Victory: sim.Victory{Turns: 5}}
	if sc.edit != nil {
		sc.edit(&setup)
	}
	s, _, err := sim.NewGame(setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20 && !(s.Phase == sim.PhaseMovement && s.ActiveSide() == 0); i++ {
		mustApply(t, s, sim.Command{Kind: sim.CmdEndPhase, Side: s.ActiveSide()})
	}
	b := sim.Battle{Hex: battleHex, Attacker: 0, Defender: 1}
	for i := range sc.att {
		b.Moves = append(b.Moves, sim.BattleMove{Unit: sim.UnitID(i + 1), From: fromHex})
	}
	s.Battles = append(s.Battles, b)
	mustApply(t, s, sim.Command{Kind: sim.CmdEndPhase, Side: 0})
	for s.Phase == sim.PhaseCombat && len(s.Committing) > 0 {
		mustApply(t, s, sim.Command{Kind: sim.CmdEndCommit, Side: s.Committing[0]})
	}
	// The map has no cities, so the supply check cut everyone off; tests
	// that want a unit out of supply set it themselves.
	for i := range s.Units {
		s.Units[i].OutOfSupply = false
	}
	if s.Phase != sim.PhaseCombat || s.BattleAt(battleHex) == nil {
		t.Fatalf("no pending battle: phase %s, battles %v", s.Phase, s.Battles)
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
