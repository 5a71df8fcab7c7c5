package sim

import (
	"strings"
	"testing"
)

// An air strike that destroys every defender has won the battle, though its
// aircraft fly home and leave the hex empty (DESIGN D17); one that retreats
// has lost it.
func TestDesignD17_AirOnlyBattleNamesItsWinner(t *testing.T) {
	for _, tc := range []struct {
		name    string
		dice    []func(int) bool
		retreat bool
		want    int
	}{
		{"strike destroys the defender", []func(int) bool{hit(2), miss(1)}, false, 0},
		{"strike retreats", []func(int) bool{miss(2), miss(3)}, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
			s := newTestGame(t, twoSides(m,
				UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
				UnitSetup{Type: "infantry", Side: 1, Hex: battleHex}), 1)
			toMovement(t, s, 0)
			mustApply(t, s, Command{Kind: CmdAirStrike, Side: 0, Hex: battleHex, Units: []UnitID{1}})
			mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
			s.Units[0].OutOfSupply, s.Units[1].OutOfSupply = false, false
			s.Rand = diceFor(t, tc.dice...)
			evs := fight(t, s)
			if tc.retreat {
				evs = append(evs, mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})...)
			}
			ends := kinds(evs, EvBattleEnded)
			if len(ends) != 1 || ends[0].Value != tc.want {
				t.Fatalf("battle_ended events %+v, want one with winner %d", ends, tc.want)
			}
			if want := s.sideName(0) + " attack wins: "; !tc.retreat && !strings.HasPrefix(ends[0].Why, want) {
				t.Errorf("result %q, want it to begin %q: a side's name with a verb of its own may not agree (\"Allies wins\")", ends[0].Why, want)
			}
		})
	}
}

// A defence that destroys every attacker holds, in words that read right
// whatever the side is called.
func TestDesignD17_DefenceThatDestroysTheAttackersHolds(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry"}})
	s.Units[0].CV = 1
	s.Rand = diceFor(t, miss(1), hit(1))
	evs := fight(t, s)
	ends := kinds(evs, EvBattleEnded)
	if len(ends) != 1 || ends[0].Why != s.sideName(1)+" defence holds: every attacking unit is gone" {
		t.Fatalf("battle_ended events %+v, want the defence holding", ends)
	}
}

// Every die of a battle shows in the events with the battle's hex, so the
// client can animate it there (issue: dice shown in the events).
func TestDesignD17_BattleDiceNameTheirHex(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "artillery"}, def: []string{"infantry"}})
	evs := fight(t, s)
	dice := kinds(evs, EvDiceRolled)
	if len(dice) == 0 {
		t.Fatal("the battle threw no dice")
	}
	for _, e := range dice {
		if e.From != battleHex || e.To != battleHex || e.Sides != 12 {
			t.Fatalf("die %+v does not name the battle hex %s", e, battleHex)
		}
	}
}
