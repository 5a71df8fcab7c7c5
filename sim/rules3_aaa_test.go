package sim

import (
	"slices"
	"strings"
	"testing"
)

// aaaRolls returns the dice thrown by unit id at attacking aircraft.
func aaaRolls(evs []Event, id UnitID) []Event {
	var out []Event
	for _, e := range rollsBy(evs, id) {
		if strings.Contains(e.Why, "attacking aircraft") {
			out = append(out, e)
		}
	}
	return out
}

// DESIGN D38: before the first round of a battle in which enemy aircraft
// attack the hex, AAA fires at them, hitting on 2; a heavy bomber striking
// an AAA's hex is shot down by a hit.
func TestDesignD38_AAAFiresAtAttackingAircraft(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"heavy_bomber"}, def: []string{"aaa", "infantry"}})
	s.Rand = diceFor(t, hit(aaaRating))
	evs := fight(t, s)
	if n := len(aaaRolls(evs, 2)); n != 1 {
		t.Fatalf("the AAA threw %d dice at the bomber, want 1", n)
	}
	if s.Unit(1) != nil {
		t.Fatal("the AAA's hit did not bring the heavy bomber down")
	}
}

// DESIGN D38: each AAA step fires at up to three attacking aircraft, once,
// before round 1 only; ground attackers draw no fire.
func TestDesignD38_AAAFiresAtUpToThreeAircraftOnce(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"fighter", "fighter", "fighter", "fighter", "infantry"}, def: []string{"aaa", "infantry"}})
	s.Rand = diceFor(t, repeat(3, miss(aaaRating))...)
	evs := fight(t, s)
	for s.BattleAt(battleHex) != nil && s.BattleAt(battleHex).AwaitingOrders {
		evs = append(evs, mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex})...)
	}
	rolls := aaaRolls(evs, 6)
	if len(rolls) != 3 {
		t.Fatalf("the AAA threw %d dice in the battle, want 3 (one at each of three aircraft, before round 1)", len(rolls))
	}
	var aimed []string
	for _, e := range rolls {
		aimed = append(aimed, e.Why)
		if e.Value != aaaRating {
			t.Errorf("AAA die rated %d, want %d", e.Value, aaaRating)
		}
	}
	if slices.ContainsFunc(aimed, func(w string) bool { return strings.Contains(w, "aircraft 5 ") }) {
		t.Errorf("the AAA fired at the infantry: %v", aimed)
	}
	s = newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"aaa", "infantry"}})
	if n := len(aaaRolls(fight(t, s), 2)); n != 0 {
		t.Errorf("the AAA fired %d dice at a ground attack", n)
	}
}
