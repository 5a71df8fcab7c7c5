package play

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/session"
	"hexstorm/sim"
)

// The ticker says what happened in a line per step a player cares about:
// a unit's hexes and the storm's hexes merge into one line each, dice show
// who threw them and why, and phases without a side stay quiet.
func TestEventTicker_Lines(t *testing.T) {
	_, st := newTestScene(t)
	inf := st.Units[0].ID
	name := func(id string) string { return map[string]string{"infantry": "Infantry"}[id] }
	events := []sim.Event{
		{Kind: sim.EvTurnBegan, Turn: 2, Side: -1},
		{Kind: sim.EvPhaseBegan, Turn: 2, Phase: sim.PhaseInitiative, Side: -1},
		{Kind: sim.EvDiceRolled, Turn: 2, Side: 1, Dice: []int{4}, Sides: 6, Why: "initiative"},
		{Kind: sim.EvInitiative, Turn: 2, Side: 1},
		{Kind: sim.EvStormStep, Side: -1, From: at(3, 2), To: at(4, 1), Value: int(hexmap.NorthEast)},
		{Kind: sim.EvStormStep, Side: -1, From: at(4, 1), To: at(5, 1), Value: int(hexmap.NorthEast)},
		{Kind: sim.EvUnitMoved, Side: 0, Unit: inf, From: at(1, 1), To: at(2, 1)},
		{Kind: sim.EvUnitMoved, Side: 0, Unit: inf, From: at(2, 1), To: at(3, 1)},
		{Kind: sim.EvControlChange, Side: 0, From: at(6, 1), To: at(6, 1)},
		{Kind: "bridge_blown", Side: 1, Why: "two hits (seed 004)"},
	}
	want := []string{
		"— Turn 2 —",
		"Axis rolls d6: 4 (initiative)",
		"Turn 2: Axis wins initiative",
		"Storm moves NE 2 hexes to 5,1",
		"Allies Infantry moves 1,1 → 3,1",
		"Allies take control of 6,1 (Testburg)", // a plural name takes a plural verb
		"Axis: bridge blown (two hits)",         // the rule it cites is for the rules reference
	}
	got := session.DescribeEvents(st, events, name)
	if len(got) != len(want) {
		t.Fatalf("got %d lines %q, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}
}
