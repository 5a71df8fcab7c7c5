package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// Blocks with steps (DESIGN D33-D35) and the seed-004 sentences they serve.

// withCV sets the steps of the setup's units, by unit id (1-based), before
// the game starts.
func withCV(cv map[int]int) func(*Setup) {
	return func(st *Setup) {
		for id, n := range cv {
			st.Units[id-1].CV = n
		}
	}
}

// diceOf returns the hit numbers of unit id's dice in shots, in order.
func diceOf(shots []Shot, id UnitID) []int {
	var out []int
	for _, sh := range shots {
		if sh.Firer == id {
			out = append(out, sh.Best())
		}
	}
	return out
}

// DESIGN D33: "a block rolls one d12 per current step at its type's rating".
func TestDesignD33_ThreeStepInfantryRollsThreeDice(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}, edit: withCV(map[int]int{1: 3, 2: 2})})
	b := s.BattleAt(battleHex)
	shots := s.StepShots(b, StepGround)
	if got := diceOf(shots, 1); len(got) != 3 || got[0] != 2 {
		t.Errorf("a 3-step infantry block attacks with dice %v, want three at 2", got)
	}
	if got := diceOf(shots, 2); len(got) != 2 || got[0] != 3 {
		t.Errorf("a 2-step infantry block defends with dice %v, want two at 3", got)
	}
	// Each hit removes one step: one hit leaves the 2-step block at 1.
	s.Rand = diceFor(t, hit(2), miss(2), miss(2), miss(3), miss(3))
	evs := fight(t, s)
	if u := s.Unit(2); u == nil || u.CV != 1 {
		t.Fatalf("one hit on a 2-step block should leave it at 1 step: %+v", u)
	}
	if n := len(kinds(evs, EvUnitDamaged)); n != 1 {
		t.Errorf("%d step-loss events, want 1", n)
	}
}

// DESIGN D33: a capital ship keeps one die and its damaged ratings.
func TestDesignD33_CapitalShipRollsOneDie(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"battleship"}, def: []string{"destroyer"}})
	if got := diceOf(s.StepShots(s.BattleAt(battleHex), StepNaval), 1); len(got) != 1 {
		t.Errorf("a battleship at 2 hits rolls %d dice, want 1", len(got))
	}
}

// DESIGN D33 with seed 001 Supported by Artillery 1:1: two artillery steps
// support two infantry steps; the third infantry step fires unsupported.
func TestDesignD33_TwoArtilleryStepsSupportTwoInfantrySteps(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "artillery"}, def: []string{"infantry"}, edit: withCV(map[int]int{1: 3, 2: 2})})
	got := diceOf(s.StepShots(s.BattleAt(battleHex), StepGround), 1)
	want := []int{3, 3, 2}
	if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("3 infantry steps with 2 artillery steps attack at %v, want %v", got, want)
	}
}

// DESIGN D33 with seed 001 Charge!: the cavalry's steps are counted against
// the defending infantry's steps, and at most three charge (Rule of Three).
func TestDesignD33_ChargeCountsSteps(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"cavalry"}, def: []string{"infantry"}, edit: withCV(map[int]int{1: 3, 2: 2})})
	got := diceOf(s.StepShots(s.BattleAt(battleHex), StepGround), 1)
	if len(got) != 3 || got[0] != 3 {
		t.Errorf("3 cavalry steps against 2 infantry steps: dice %v, want three charging at 3", got)
	}
	s = newBattle(t, battleSetup{att: []string{"cavalry"}, def: []string{"infantry"}, edit: withCV(map[int]int{1: 3, 2: 3})})
	if got := diceOf(s.StepShots(s.BattleAt(battleHex), StepGround), 1); got[0] == 3 {
		t.Errorf("3 cavalry steps against 3 infantry steps charge (dice %v)", got)
	}
}

// DESIGN D33 with seed 001 Move with Artillery: each towed step needs a
// motorized step, at most three pairs a move.
func TestDesignD33_MoveWithArtilleryCountsSteps(t *testing.T) {
	m := asciiMap(t, ".......", ".......", ".......")
	plan := func(mot, art int) int {
		s := newTestGame(t, Setup{Map: m, Sides: []Side{{Name: "A"}, {Name: "B"}}, Victory: Victory{Turns: 5},
			Units: []UnitSetup{{Type: "motorized_infantry", Side: 0, Hex: at(0, 1), CV: mot}, {Type: "artillery", Side: 0, Hex: at(0, 1), CV: art}}}, 1)
		g, err := s.planGroup(Command{Kind: CmdMove, Side: 0, Unit: 1, Units: []UnitID{2}, Path: []hexmap.Hex{at(1, 1)}})
		if err != nil {
			t.Fatal(err)
		}
		return g[1].move
	}
	if got := plan(2, 2); got != 3 {
		t.Errorf("2 artillery steps with 2 motorized steps move %d, want 3", got)
	}
	if got := plan(1, 2); got != 0 {
		t.Errorf("2 artillery steps with 1 motorized step are towed (move %d)", got)
	}
}

// seed 004 Airfields, "Reduce an Engineer by 1cv" (DESIGN D35): a 2-step
// Engineer builds a minor airfield and is left at 1 step.
func TestSeed004_TwoStepEngineerBuildsMinorAirfieldLeftAtOneStep(t *testing.T) {
	s := buildGame(t, withCV(map[int]int{1: 2}), UnitSetup{Type: "engineers", Side: 0, Hex: at(1, 2)})
	evs := mustApply(t, s, construct(CmdBuildAirfield, 0, 1, hexmap.Hex{}))
	if len(s.Airfields) != 1 {
		t.Fatalf("airfields %+v, want one", s.Airfields)
	}
	if u := s.Unit(1); u == nil || u.CV != 1 || !hasEvent(evs, EvUnitDamaged, 1) {
		t.Errorf("the Engineer should be left at 1 step: %+v", u)
	}
}

// One construction a block a Production Phase, now that builders have steps.
func TestDesignD35_OneConstructionPerBlockPerPhase(t *testing.T) {
	s := buildGame(t, withCV(map[int]int{1: 3}), UnitSetup{Type: "engineers", Side: 0, Hex: canalHex})
	mustApply(t, s, construct(CmdRebuildCanal, 0, 1, hexmap.Hex{}))
	mustRefuse(t, s, construct(CmdBuildAirfield, 0, 1, hexmap.Hex{}), "seed 004 Airfields")
	if u := s.Unit(1); u == nil || u.CV != 2 {
		t.Errorf("the Engineer should be left at 2 steps: %+v", u)
	}
}

// seed 004 Storms, "retreat into a storm subject to an automatic 1cv loss":
// a 3-step block retreating into the Storm is left at 2.
func TestSeed004_ThreeStepBlockRetreatingIntoStormLeftAtTwo(t *testing.T) {
	rows := []string{"~~~~~", "~~~~~", "~..~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: rows, att: []string{"infantry"}, def: []string{"infantry"}, edit: withCV(map[int]int{1: 3, 2: 1})})
	s.Storm = Storm{On: true, Hex: at(0, 2)}
	if !s.Storm.Covers(fromHex) || s.Storm.Covers(battleHex) {
		t.Fatalf("test storm misplaced")
	}
	s.Rand = diceFor(t, miss(2), miss(2), miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if u := s.Unit(1); u == nil || u.Hex != fromHex || u.CV != 2 {
		t.Errorf("the 3-step infantry should retreat into the storm at 2 steps: %+v", u)
	}
}

// DESIGN D35: a new block is built at 1 step; a ship whole.
func TestDesignD35_NewBlockBuiltAtOneStep(t *testing.T) {
	s := logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, nil)
	toProduction(t, s, 0)
	evs := mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)})
	built := kinds(evs, EvUnitBuilt)
	if len(built) != 1 || s.Unit(built[0].Unit).CV != 1 {
		t.Fatalf("a new infantry block should have 1 step: %+v", evs)
	}
	if bb, _ := LookupUnitType("battleship"); bb.NewStrength() != 2 {
		t.Errorf("a new battleship has %d hits, want 2", bb.NewStrength())
	}
}

// DESIGN D35: reinforce adds one step to a block in supply outside the
// storm area, paid from its factory kind's pool, and refuses a second step
// in the same Production Phase.
func TestDesignD35_ReinforceAddsOneStepAndRefusesSecond(t *testing.T) {
	s := logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, withCV(map[int]int{1: 2, 2: 4}),
		UnitSetup{Type: "infantry", Side: 0, Hex: at(5, 3)}, UnitSetup{Type: "infantry", Side: 0, Hex: at(5, 3)})
	mustRefuse(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1}, "DESIGN D11") // not the Production Phase
	toProduction(t, s, 0)
	pool := s.PoolPP(0, FactoryArmy)
	evs := mustApply(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1})
	if u := s.Unit(1); u.CV != 3 || !hasEvent(evs, EvUnitReinforced, 1) {
		t.Fatalf("reinforced infantry at %d steps, want 3 (events %+v)", u.CV, evs)
	}
	if got := s.PoolPP(0, FactoryArmy); got != pool-3 {
		t.Errorf("army pool %d after a 3 PP step, want %d", got, pool-3)
	}
	mustRefuse(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1}, "DESIGN D35") // a second step this phase
	mustRefuse(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 2}, "DESIGN D35") // full strength
	// Next Production Phase it may gain another.
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1})
	if u := s.Unit(1); u.CV != 4 {
		t.Errorf("infantry at %d steps after a second phase, want 4", u.CV)
	}
}

// DESIGN D35: a block out of supply or in the storm area is not reinforced.
func TestDesignD35_ReinforceNeedsSupplyAndNoStorm(t *testing.T) {
	s := logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, withCV(map[int]int{1: 2}),
		UnitSetup{Type: "infantry", Side: 0, Hex: at(5, 3)})
	toProduction(t, s, 0)
	s.Units[0].OutOfSupply = true
	mustRefuse(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1}, "DESIGN D35")
	s.Units[0].OutOfSupply = false
	s.Storm = Storm{On: true, Hex: at(5, 3)}
	mustRefuse(t, s, Command{Kind: CmdReinforce, Side: 0, Unit: 1}, "DESIGN D35")
}

// DESIGN D33: a scenario's cv sets a block's steps, 1 to its maximum.
func TestDesignD33_ScenarioCVSetsSteps(t *testing.T) {
	m := asciiMap(t, "...", "...")
	for _, c := range []struct{ cv, want int }{{0, 4}, {2, 2}, {5, -1}, {-1, -1}} {
		s, _, err := NewGame(Setup{Map: m, Sides: []Side{{Name: "A"}, {Name: "B"}}, Victory: Victory{Turns: 5},
			Units: []UnitSetup{{Type: "infantry", Side: 0, Hex: at(0, 0), CV: c.cv}}}, 1)
		switch {
		case c.want < 0 && err == nil:
			t.Errorf("cv %d accepted for infantry (max 4)", c.cv)
		case c.want > 0 && (err != nil || s.Units[0].CV != c.want):
			t.Errorf("cv %d: %v, want %d steps", c.cv, err, c.want)
		}
	}
}
