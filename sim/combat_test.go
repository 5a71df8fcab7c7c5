package sim

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The battle lifecycle: declaration, rounds, steps, retreat, the end.

func TestDesignD17_MoveOntoEnemyDeclaresBattle(t *testing.T) {
	m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 2)},
		UnitSetup{Type: "infantry", Side: 1, Hex: battleHex}), 1)
	toMovement(t, s, 0)
	evs := mustApply(t, s, move(0, 1, fromHex, battleHex))
	b := s.BattleAt(battleHex)
	if b == nil || b.Attacker != 0 || b.Defender != 1 || len(kinds(evs, EvBattleDeclared)) != 1 {
		t.Fatalf("no battle declared: %+v", s.Battles)
	}
	if mv, ok := b.moveOf(1); !ok || mv.From != fromHex {
		t.Errorf("the battle records unit 1 from %v, want %s", mv, fromHex)
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	var re *RuleError
	if _, err := s.Apply(Command{Kind: CmdEndPhase, Side: 0}); !errors.As(err, &re) {
		t.Errorf("the combat phase ended with a battle unfought (err %v)", err)
	}
}

func TestDesignD17_ThreeRoundsThenAttackerRetreats(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.Rand = diceFor(t, repeat(6, miss(3))...)
	fight(t, s)
	for round := 1; round < MaxRounds; round++ {
		b := s.BattleAt(battleHex)
		if b == nil || !b.AwaitingOrders || b.Round != round {
			t.Fatalf("after round %d the battle should wait for orders: %+v", round, b)
		}
		mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex})
	}
	if s.BattleAt(battleHex) != nil {
		t.Fatalf("the battle goes on after round 3")
	}
	if u := s.Unit(1); u == nil || u.Hex != fromHex {
		t.Errorf("the attacker should have retreated to %s: %+v", fromHex, u)
	}
	if u := s.Unit(2); u == nil || u.Hex != battleHex {
		t.Errorf("the defender should hold %s: %+v", battleHex, u)
	}
}

func TestDesignD17_AttackerMayRetreatAfterAnyRound(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	var re *RuleError
	if _, err := s.Apply(Command{Kind: CmdRetreat, Side: 0, Hex: battleHex}); !errors.As(err, &re) {
		t.Errorf("a retreat before the first round was accepted (err %v)", err)
	}
	s.Rand = diceFor(t, miss(2), miss(3))
	fight(t, s)
	evs := mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if len(kinds(evs, EvUnitRetreated)) != 1 || s.Unit(1).Hex != fromHex || len(s.Battles) != 0 {
		t.Errorf("retreat after round 1 failed: unit at %s, battles %v", s.Unit(1).Hex, s.Battles)
	}
}

func TestDesignD17_RetreatPrefersHexItCameFrom(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.BattleAt(battleHex).Moves[0].From = at(3, 2)
	s.Rand = diceFor(t, miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if got := s.Unit(1).Hex; got != at(3, 2) {
		t.Errorf("retreated to %s, want %s where it came from", got, at(3, 2))
	}
}

func TestDesignD17_UnitThatCannotRetreatIsEliminated(t *testing.T) {
	// The battle hex is an island whose only land neighbour holds the enemy.
	s := newBattle(t, battleSetup{rows: []string{"~~~~~", "~~~~~", "~..~~", "~~~~~", "~~~~~"},
		att: []string{"infantry"}, def: []string{"infantry"},
		extra: []UnitSetup{{Type: "infantry", Side: 1, Hex: fromHex}}})
	s.Rand = diceFor(t, miss(2), miss(3))
	fight(t, s)
	evs := mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if s.Unit(1) != nil || len(kinds(evs, EvUnitEliminated)) != 1 {
		t.Errorf("a unit with nowhere to retreat should be eliminated")
	}
}

func TestDesignD17_DefenderWipedOutAttackerTakesControl(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.Rand = diceFor(t, hit(2), miss(3))
	evs := fight(t, s)
	if s.Unit(2) != nil || len(s.Battles) != 0 {
		t.Fatalf("the defender should be eliminated and the battle over")
	}
	if s.ControlOf(battleHex) != 0 {
		t.Errorf("the attacker should control %s", battleHex)
	}
	if ends := kinds(evs, EvBattleEnded); len(ends) != 1 || ends[0].Value != 0 {
		t.Errorf("battle end events %+v, want one won by side 0", ends)
	}
}

func TestDesignD17_AirStrikeReturnsToBase(t *testing.T) {
	m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
	base := at(0, 0)
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "fighter", Side: 0, Hex: base},
		UnitSetup{Type: "infantry", Side: 1, Hex: battleHex}), 1)
	toMovement(t, s, 0)
	mustApply(t, s, Command{Kind: CmdAirStrike, Side: 0, Hex: battleHex, Units: []UnitID{1}})
	if s.Unit(1).Hex != battleHex || s.BattleAt(battleHex) == nil {
		t.Fatalf("the strike did not reach %s", battleHex)
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	s.Units[0].OutOfSupply, s.Units[1].OutOfSupply = false, false
	s.Rand = diceFor(t, miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if s.Unit(1).Hex != base {
		t.Errorf("the fighter is at %s after the battle, want its base %s", s.Unit(1).Hex, base)
	}
}

func TestDesignD11_DefenderCommitsAir(t *testing.T) {
	base := at(4, 4)
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"},
		extra: []UnitSetup{{Type: "fighter", Side: 1, Hex: base}}})
	if s.Actor() != 1 {
		t.Fatalf("the defender should be asked to commit air units, actor is %d", s.Actor())
	}
	var re *RuleError
	if _, err := s.Apply(Command{Kind: CmdFight, Side: 0, Hex: battleHex}); !errors.As(err, &re) {
		t.Errorf("the attacker fought before the defender committed (err %v)", err)
	}
	mustApply(t, s, Command{Kind: CmdCommitAir, Side: 1, Hex: battleHex, Units: []UnitID{3}})
	mustApply(t, s, Command{Kind: CmdEndCommit, Side: 1})
	if s.Actor() != 0 || s.Unit(3).Hex != battleHex {
		t.Fatalf("after committing: actor %d, fighter at %s", s.Actor(), s.Unit(3).Hex)
	}
	// Ground step: attacking infantry misses; the fighter fires in the air step.
	s.Rand = diceFor(t, miss(2), miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if s.Unit(3).Hex != base {
		t.Errorf("the committed fighter is at %s after the battle, want %s", s.Unit(3).Hex, base)
	}
}

func TestDesignD18_StepsInOrder(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"artillery", "fighter", "infantry"}, def: []string{"infantry"},
		edit: func(su *Setup) { su.Factories = []Factory{{Hex: battleHex, Kind: FactoryArmy, PP: 2, Side: 1}} }})
	s.Rand = diceFor(t, miss(2), miss(2), miss(2), miss(3), miss(1))
	evs := fight(t, s)
	var got []int
	for _, e := range kinds(evs, EvStepStarted) {
		got = append(got, e.Value)
	}
	want := []int{int(StepFirstStrike), int(StepAir), int(StepGround), int(StepFactories)}
	if len(got) != len(want) {
		t.Fatalf("steps %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("steps %v, want %v", got, want)
		}
	}
	if n := len(kinds(evs, EvDiceRolled)); n != 5 {
		t.Errorf("%d dice rolled, want 5 (one per unit and factory)", n)
	}
}

func TestDesignD18_CasualtiesRemovedBeforeNextStep(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"artillery"}, def: []string{"infantry"}})
	s.Rand = diceFor(t, hit(2))
	evs := fight(t, s)
	if s.Unit(2) != nil {
		t.Fatalf("the first strike should have eliminated the infantry")
	}
	if r := rollsBy(evs, 2); len(r) != 0 {
		t.Errorf("the eliminated infantry still fired: %+v", r)
	}
}

func TestDesignD18_BothSidesFireAtOnce(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.Rand = diceFor(t, hit(2), hit(3))
	fight(t, s)
	if s.Unit(1) != nil || s.Unit(2) != nil || len(s.Battles) != 0 {
		t.Errorf("within a step both sides' hits land: both infantry should be eliminated")
	}
}

// DESIGN D34: the automatic policy takes each hit from the strongest
// eligible block, ties broken by the cheaper type, then the lower id.
func TestDesignD34_StrongestBlockFirst(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"armor", "infantry", "artillery"}})
	all := []UnitID{2, 3, 4}
	got := s.AssignHits([]Hit{{Face: 1, Targets: all}}, false)
	if got[0] != 3 {
		t.Errorf("one hit falls on unit %d, want 3 (one step each; cost 3 like the artillery, lower id)", got[0])
	}
	got = s.AssignHits([]Hit{{Face: 1, Targets: all}, {Face: 1, Targets: all}, {Face: 1, Targets: all}}, false)
	if got[0] != 3 || got[1] != 4 || got[2] != 2 {
		t.Errorf("three hits fall on %v, want [3 4 2]", got)
	}
	// With steps the blocks wear down evenly: infantry 3 steps, armor 2,
	// artillery 1.
	s.Unit(2).CV, s.Unit(3).CV, s.Unit(4).CV = 2, 3, 1
	six := make([]Hit, 6)
	for i := range six {
		six[i] = Hit{Face: 1, Targets: all}
	}
	if got := s.AssignHits(six, false); !slices.Equal(got, []UnitID{3, 3, 2, 3, 4, 2}) {
		t.Errorf("six hits on blocks of 2, 3 and 1 steps fall on %v, want [3 3 2 3 4 2]", got)
	}
	// A narrow hit is placed first: it can only reach the infantry.
	got = s.AssignHits([]Hit{{Face: 1, Targets: all}, {Face: 3, Targets: []UnitID{4}}}, false)
	if got[0] != 3 || got[1] != 4 {
		t.Errorf("hits fall on %v, want [3 4]", got)
	}
}

func TestDesignD19_CapitalShipDamagedBeforeAnySunk(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"destroyer"}, def: []string{"destroyer", "battleship"}})
	all := []UnitID{2, 3}
	if got := s.AssignHits([]Hit{{Targets: all}}, false); got[0] != 3 {
		t.Errorf("one hit falls on %d, want the battleship's damage step (3)", got[0])
	}
	if got := s.AssignHits([]Hit{{Targets: all}, {Targets: all}}, false); got[0] != 3 || got[1] != 2 {
		t.Errorf("two hits fall on %v, want [3 2]", got)
	}
}

func TestDesignD19_ManualCasualties(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry", "armor"}})
	s.Sides[1].ChooseCasualties = true
	s.Rand = diceFor(t, hit(3), miss(3), miss(3))
	fight(t, s)
	b := s.BattleAt(battleHex)
	if b == nil || len(b.Decisions) != 1 || s.Actor() != 1 {
		t.Fatalf("the battle should wait for side 1's casualty choice: %+v", b)
	}
	var re *RuleError
	if _, err := s.Apply(Command{Kind: CmdCasualties, Side: 1, Hex: battleHex, Units: []UnitID{1}}); !errors.As(err, &re) {
		t.Errorf("a hit placed on the attacker's own unit was accepted (err %v)", err)
	}
	if _, err := s.Apply(Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex}); !errors.As(err, &re) {
		t.Errorf("the attacker acted while side 1 chooses (err %v)", err)
	}
	mustApply(t, s, Command{Kind: CmdCasualties, Side: 1, Hex: battleHex, Units: []UnitID{3}})
	if s.Unit(3) != nil || s.Unit(2) == nil {
		t.Errorf("side 1 chose its armor: armor should be gone, infantry standing")
	}
	if b := s.BattleAt(battleHex); b == nil || !b.AwaitingOrders || s.Actor() != 0 {
		t.Errorf("the battle should go on to the attacker's orders")
	}
}

func TestSeed001_TorpedoFirerChoosesManually(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"torpedo_bomber"}, def: []string{"destroyer", "coastal_battleship"}})
	s.Sides[0].ChooseCasualties = true
	s.Rand = diceFor(t, hit(6), miss(4), miss(4))
	fight(t, s)
	if s.Actor() != 0 {
		t.Fatalf("the torpedo bomber's side should place its hit, actor is %d", s.Actor())
	}
	mustApply(t, s, Command{Kind: CmdCasualties, Side: 0, Hex: battleHex, Units: []UnitID{2}})
	if s.Unit(2) != nil || s.Unit(3) == nil {
		t.Errorf("the attacker chose the destroyer: it should be sunk, the coastal battleship afloat")
	}
}

func TestSeed004_RetreatIntoStormLosesOneCV(t *testing.T) {
	s := newBattle(t, battleSetup{rows: []string{".....", ".....", ".~~..", ".....", "....."},
		att: []string{"battleship"}, def: []string{"destroyer"}})
	s.Storm = Storm{On: true, Hex: at(0, 2)}
	if !s.Storm.Covers(fromHex) || s.Storm.Covers(battleHex) {
		t.Fatalf("test storm misplaced")
	}
	s.Rand = diceFor(t, miss(8), miss(4))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if u := s.Unit(1); u == nil || u.Hex != fromHex || u.CV != 1 {
		t.Errorf("the battleship should retreat into the storm at 1 cv: %+v", u)
	}
}

func TestSeed004_RetreatAvoidsStormWhenAnotherHexIsOpen(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.Storm = Storm{On: true, Hex: at(0, 2)}
	s.Rand = diceFor(t, miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if u := s.Unit(1); u == nil || s.Storm.Covers(u.Hex) || u.CV != 1 {
		t.Errorf("the infantry should retreat outside the storm at full strength: %+v", u)
	}
}

func TestDesignD17_AirStrikeNeedsRange(t *testing.T) {
	m := asciiMap(t, "........", "........", "........", "........", "........")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "fighter", Side: 0, Hex: at(7, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(0, 4)}), 1)
	toMovement(t, s, 0)
	var re *RuleError
	if _, err := s.Apply(Command{Kind: CmdAirStrike, Side: 0, Hex: at(0, 4), Units: []UnitID{1}}); !errors.As(err, &re) {
		t.Errorf("a strike beyond the fighter's range of 4 was accepted (err %v)", err)
	}
	if _, err := s.Apply(Command{Kind: CmdAirStrike, Side: 0, Hex: at(3, 3), Units: []UnitID{1}}); !errors.As(err, &re) {
		t.Errorf("a strike on an empty hex was accepted (err %v)", err)
	}
}

// unitsOf counts units on the map and eliminated.
func unitsOf(s *State) int { return len(s.Units) + len(s.Eliminated) }

// TestDesignD18_CombatDieNamesFirerAndRating: every combat die's event names
// the unit that threw it and the rating it needed, the same figures its
// explanation gives, so a client never reads them from the text.
func TestDesignD18_CombatDieNamesFirerAndRating(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "armor"}, def: []string{"infantry"}})
	evs := fight(t, s)
	n := 0
	for _, e := range kinds(evs, EvDiceRolled) {
		if e.Sides != 12 {
			continue
		}
		n++
		u := s.Unit(e.Unit)
		want := fmt.Sprintf("unit %d ", e.Unit)
		if e.Unit == 0 || !strings.HasPrefix(e.Why, want) || !strings.Contains(e.Why, fmt.Sprintf("(rating %d)", e.Value)) {
			t.Errorf("die event unit %d, value %d, why %q", e.Unit, e.Value, e.Why)
		}
		if u != nil && u.Side != e.Side {
			t.Errorf("die of unit %d credited to side %d", e.Unit, e.Side)
		}
	}
	if n == 0 {
		t.Fatal("the battle threw no combat die")
	}
}
