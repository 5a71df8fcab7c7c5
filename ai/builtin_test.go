package ai

import (
	"testing"

	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// TestEveryBuiltinValidatesAndPlaysToItsEnd: each built-in scenario passes
// the loader's validation and two AI players take it headless from the first
// turn to its result, every command accepted and the record verifying
// (issue 8: every built-in playable from start to victory).
func TestEveryBuiltinValidatesAndPlaysToItsEnd(t *testing.T) {
	infos := scenarios.Builtins()
	if len(infos) < 3 {
		t.Fatalf("%d built-in scenarios, want at least 3", len(infos))
	}
	for _, info := range infos {
		t.Run(info.ID, func(t *testing.T) {
			sc, err := scenarios.Builtin(info.ID)
			if err != nil {
				t.Fatal(err)
			}
			if probs := sc.File.Validate(info.ID); len(probs) > 0 {
				t.Fatalf("problems:\n%v", probs)
			}
			g, _, err := replay.New(sc, 3)
			if err != nil {
				t.Fatal(err)
			}
			players := []*Player{New(Normal, 0, 11), New(Hard, 1, 12)}
			for side := 2; side < len(sc.Setup.Sides); side++ {
				players = append(players, New(Normal, side, uint64(20+side)))
			}
			apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
			n, err := Play(g.State, apply, players, 100000)
			if err != nil {
				t.Fatalf("after %d commands: %v", n, err)
			}
			if g.State.Phase != sim.PhaseGameOver || g.State.Result == "" || g.State.Turn != sc.File.Victory.Turns {
				t.Fatalf("game stopped in turn %d, phase %s, result %q", g.State.Turn, g.State.Phase, g.State.Result)
			}
			if _, err := replay.Verify(&g.Record); err != nil {
				t.Fatalf("record does not verify: %v", err)
			}
			t.Logf("%d commands, %s", n, g.State.Result)
		})
	}
}

// TestBuiltinsUseEveryUnitTypeAndEveryLogisticsPiece: between them the
// built-in scenarios place every unit type of the catalog (seed 001) and
// every piece of seed 004: factories of each type, minor and major
// airfields, a Mulberry, a destroyed bridge and a destroyed canal, and the
// Storm, with the Logistics set on.
func TestBuiltinsUseEveryUnitTypeAndEveryLogisticsPiece(t *testing.T) {
	types := map[string]bool{}
	factories := map[string]bool{}
	var minor, major, mulberry, brokenBridge, brokenCanal, storm, canal bool
	for _, info := range scenarios.Builtins() {
		sc, err := scenarios.Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		f := sc.File
		for _, u := range f.Units {
			types[u.Type] = true
		}
		for _, fd := range f.Factories {
			factories[fd.Type] = true
		}
		for _, a := range f.Airfields {
			major = major || a.Major
			minor = minor || !a.Major
		}
		mulberry = mulberry || len(f.Mulberries) > 0
		brokenBridge = brokenBridge || len(f.Destroyed.Bridges) > 0
		brokenCanal = brokenCanal || len(f.Destroyed.Canals) > 0
		canal = canal || len(f.Canals) > 0
		storm = storm || (f.Storm != nil && f.Options.Logistics)
	}
	for _, typ := range sim.UnitTypes() {
		if !types[typ.ID] {
			t.Errorf("no built-in scenario places a %s", typ.Name)
		}
	}
	for _, k := range []string{"army", "air", "naval"} {
		if !factories[k] {
			t.Errorf("no built-in scenario has a %s factory", k)
		}
	}
	for what, ok := range map[string]bool{"minor airfield": minor, "major airfield": major, "Mulberry": mulberry,
		"destroyed bridge": brokenBridge, "destroyed canal": brokenCanal, "canal": canal, "Storm": storm} {
		if !ok {
			t.Errorf("no built-in scenario has a %s", what)
		}
	}
}
