package sim

import (
	"testing"
)

// plainRows: open clear land, a forest at 3,1 and a marsh at 4,1.
var plainRows = []string{"........", "...fm...", "........"}

func TestDesignD14_BlitzPassesOneEnemyHex(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "armor", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "cavalry", Side: 0, Hex: at(0, 2)})
	setControl(s, 1, at(1, 0), at(1, 2), at(2, 2))
	refusedBy(t, s, move(0, 2, at(1, 0), at(2, 0)), "DESIGN D13-D14")
	evs := mustApply(t, s, move(0, 1, at(1, 0), at(2, 0)))
	if s.ControlOf(at(1, 0)) != 0 || len(kinds(evs, EvControlChange)) == 0 || kinds(evs, EvControlChange)[0].To != at(1, 0) {
		t.Fatal("the blitzed hex was not taken (DESIGN D14)")
	}
	// Blitz is a 2-space move: after the enemy hex the next one ends it.
	refusedBy(t, s, move(0, 3, at(1, 2), at(2, 2), at(3, 2)), "DESIGN D13-D14")
	mustApply(t, s, move(0, 3, at(1, 2), at(2, 2)))
	if s.ControlOf(at(1, 2)) != 0 || s.ControlOf(at(2, 2)) != 0 || s.Unit(3).Halted == StopNone {
		t.Fatal("a blitz into a second enemy hex did not take both and stop")
	}
}

func TestDesignD14_NoBlitzThroughEnemyUnits(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "armor", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(1, 0)})
	setControl(s, 1, at(1, 0))
	refusedBy(t, s, move(0, 1, at(1, 0), at(2, 0)), "DESIGN D13-D14")
}

func TestSeed001_BlitzWithArmor(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "armor", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "mechanized_infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "motorized_infantry", Side: 0, Hex: at(0, 0)})
	setControl(s, 1, at(1, 0))
	refusedBy(t, s, move(0, 2, at(1, 0), at(2, 0)), "DESIGN D13-D14")                  // alone
	refusedBy(t, s, group(0, []UnitID{1, 2, 3}, at(1, 0), at(2, 0)), "DESIGN D13-D14") // one tank, two partners
	mustApply(t, s, group(0, []UnitID{2, 1}, at(1, 0), at(2, 0)))
	if s.Unit(1).Hex != at(2, 0) || s.Unit(2).Hex != at(2, 0) {
		t.Fatal("the mechanized infantry did not blitz with its tank")
	}
	// Mechanized infantry: "This bonus cannot be granted by light armor".
	g, err := mvGame(t, plainRows, nil,
		UnitSetup{Type: "mechanized_infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "light_armor", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "motorized_infantry", Side: 0, Hex: at(0, 0)}).planGroup(group(0, []UnitID{1, 2, 3}))
	if err != nil || g[0].blitz || !g[2].blitz {
		t.Fatalf("light armor pairing: %+v %v; want the motorized infantry only to blitz", g, err)
	}
}

func TestSeed001_MoveWithArtilleryRuleOfThree(t *testing.T) {
	var units []UnitSetup
	for range 4 {
		units = append(units, UnitSetup{Type: "artillery", Side: 0, Hex: at(0, 0)})
	}
	for range 4 {
		units = append(units, UnitSetup{Type: "motorized_infantry", Side: 0, Hex: at(0, 0)})
	}
	s := mvGame(t, plainRows, nil, units...)
	g, err := s.planGroup(group(0, []UnitID{1, 2, 3, 4, 5, 6, 7, 8}, at(1, 0)))
	if err != nil {
		t.Fatal(err)
	}
	towed := 0
	for _, m := range g {
		if m.move == 3 {
			towed++
		}
	}
	if towed != 3 {
		t.Fatalf("%d artillery towed at move 3, want 3 (Rule of Three)", towed)
	}
	setControl(s, 1, at(1, 0))
	g, _ = s.planGroup(group(0, []UnitID{1, 5}, at(1, 0), at(2, 0)))
	if g[0].move != 0 {
		t.Fatal("artillery towed during a blitz (seed 001: cannot occur if the infantry blitzes)")
	}
}

func TestSeed001_ForcedMarch(t *testing.T) {
	var units []UnitSetup
	for range 4 {
		units = append(units, UnitSetup{Type: "cavalry", Side: 0, Hex: at(0, 0)})
	}
	units = append(units, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 2)})
	s := mvGame(t, plainRows, nil, units...)
	refusedBy(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: 1}, "seed 001 Forced March") // has not moved
	mustApply(t, s, move(0, 1, along(0, 1, 3)...))
	evs := mustApply(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: 1})
	if s.MovePoints(s.Unit(1)) != 3 || !hasEvent(evs, EvForcedMarch, 1) {
		t.Fatal("forced march did not renew the movement points")
	}
	mustApply(t, s, move(0, 1, along(0, 4, 6)...))
	refusedBy(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: 1}, "seed 001 Forced March") // once
	mustApply(t, s, move(0, 5, at(1, 2)))
	refusedBy(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: 5}, "seed 001 Forced March") // infantry
	for id := UnitID(2); id <= 3; id++ {
		mustApply(t, s, move(0, id, at(1, 0)))
		mustApply(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: id})
	}
	mustApply(t, s, move(0, 4, at(1, 0)))
	refusedBy(t, s, Command{Kind: CmdForcedMarch, Side: 0, Unit: 4}, "DESIGN D7")
	// A move that ended by entering an enemy-controlled hex is not a non-combat move.
	c := mvGame(t, plainRows, nil, UnitSetup{Type: "cavalry", Side: 0, Hex: at(0, 0)})
	setControl(c, 1, at(1, 0))
	mustApply(t, c, move(0, 1, at(1, 0)))
	refusedBy(t, c, Command{Kind: CmdForcedMarch, Side: 0, Unit: 1}, "seed 001 Forced March")
}

func TestDesignD31_SupplyColumnMovesAfterCombat(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "supply_column", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 2)})
	mustApply(t, s, group(0, []UnitID{1, 2}, at(1, 0), at(2, 0)))
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if s.Phase != PhaseCombat {
		t.Fatalf("phase %s, want combat", s.Phase)
	}
	refusedBy(t, s, move(0, 3, at(1, 2)), "DESIGN D31") // no column in the stack
	setControl(s, 1, at(3, 0))
	refusedBy(t, s, group(0, []UnitID{1, 2}, at(3, 0)), "DESIGN D31") // not an attack
	mustApply(t, s, group(0, []UnitID{2, 1}, at(2, 1), at(2, 2)))
	if s.Unit(1).Hex != at(2, 2) || s.Unit(2).Hex != at(2, 2) || !s.Unit(1).ColumnMoved {
		t.Fatal("the stack with a Supply Column did not move after combat")
	}
	refusedBy(t, s, group(0, []UnitID{1, 2}, at(3, 2)), "DESIGN D31") // once a turn
}

func TestSeed001_FieldcraftIgnoresForestAndMarsh(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "auxiliaries", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)})
	aux, inf := s.StepCost(s.Unit(1)), s.StepCost(s.Unit(2))
	d, _ := at(2, 1).DirectionTo(at(3, 1))
	if c, _ := aux(at(2, 1), at(3, 1), d); c != 1 {
		t.Errorf("auxiliaries enter forest for %d, want 1", c)
	}
	if c, _ := inf(at(2, 1), at(3, 1), d); c != 2 {
		t.Errorf("infantry enters forest for %d, want 2", c)
	}
	d, _ = at(3, 1).DirectionTo(at(4, 1))
	if c, _ := aux(at(3, 1), at(4, 1), d); c != 1 {
		t.Errorf("auxiliaries enter marsh for %d, want 1", c)
	}
}

func TestDesignD13_MinimumMoveOfOneHex(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "light_armor", Side: 0, Hex: at(2, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	mustApply(t, s, move(0, 1, at(3, 1))) // forest costs 2, light armor moves 1
	if s.Unit(1).Spent != 1 {
		t.Fatalf("the minimum move spent %d, want the whole allowance 1", s.Unit(1).Spent)
	}
	// A unit that has moved pays full price.
	mustApply(t, s, move(0, 2, at(2, 1)))
	refusedBy(t, s, move(0, 2, at(3, 1)), "DESIGN D13")
}

func TestSeed001_AAAMovesOnlyNonCombat(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "aaa", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(0, 2)})
	setControl(s, 1, at(1, 0))
	refusedBy(t, s, move(0, 1, at(1, 0)), "DESIGN D15")
	refusedBy(t, s, move(0, 1, at(0, 1), at(0, 2)), "DESIGN D15")
	mustApply(t, s, move(0, 1, at(0, 1)))
}

func TestDesignD16_AircraftCannotFlyThroughStorm(t *testing.T) {
	s := mvGame(t, []string{"C.......C", "........."}, func(st *Setup) { h := at(4, 1); st.Storm = &h },
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(4, 0)},
		UnitSetup{Type: "heavy_bomber", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(6, 0)})
	s.Storm = Storm{On: true, Hex: at(4, 1)}
	refusedBy(t, s, move(0, 1, along(0, 1, 4)...), "seed 004 Storms")
	refusedBy(t, s, move(0, 2, at(5, 0)), "seed 004 Storms") // inside it cannot move
	// DESIGN D37: every flight, not only a move, goes round the storm; the
	// bomber's 6 reaches 6,0 as the crow flies, but the storm walls it off.
	refusedBy(t, s, Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{3}, Hex: at(6, 0)}, "DESIGN D37")
}

func TestDesignD11_MovementMarksLastOnePlayerTurn(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "troopship", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	setControl(s, 1, at(2, 2))
	mustApply(t, s, load(0, 2, 1))
	mustApply(t, s, unload(0, 2, at(2, 2)))
	if !s.Unit(2).Amphibious || len(s.Captured) != 1 {
		t.Fatal("the landing was not marked amphibious and the hex captured")
	}
	for turn := s.Turn; s.Turn == turn; {
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})
	}
	toMovement(t, s, 0)
	if s.Unit(2).Amphibious || s.Unit(2).Engaged || len(s.Captured) != 0 {
		t.Fatal("movement marks survived into the side's next player turn")
	}
}

func TestSeed001_BlitzCapturesAAA(t *testing.T) {
	s := mvGame(t, plainRows, nil,
		UnitSetup{Type: "armored_car", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "aaa", Side: 1, Hex: at(1, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)})
	setControl(s, 1, at(1, 0))
	refusedBy(t, s, move(0, 3, at(1, 0), at(2, 0)), "DESIGN D13-D14") // no blitz: AAA stops it
	evs := mustApply(t, s, move(0, 1, at(1, 0), at(2, 0)))
	if s.Unit(2).Side != 0 || !hasEvent(evs, EvUnitCaptured, 2) || s.ControlOf(at(1, 0)) != 0 {
		t.Fatal("the blitzed AAA was not captured with its hex")
	}
}
