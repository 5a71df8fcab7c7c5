package sim

import (
	"reflect"
	"slices"
	"testing"
)

// TestDesignD18_RoundShotsMatchesStepShots: the odds calculator's one-view
// round of dice is the same list StepShots gives step by step, in every
// round and with every pairing the combat view works out.
func TestDesignD18_RoundShotsMatchesStepShots(t *testing.T) {
	for _, bs := range []battleSetup{
		{att: []string{"infantry", "artillery", "armored_car", "cavalry", "cavalry"}, def: []string{"infantry", "fortification", "anti_tank_gun"}},
		{att: []string{"fighter", "dive_bomber", "submarine", "battleship"}, def: []string{"carrier", "fighter", "destroyer", "transport_aircraft"}},
		{att: []string{"heavy_artillery", "paratroopers"}, def: []string{"armor", "heavy_infantry"}},
	} {
		s := newBattle(t, bs)
		b := s.BattleAt(battleHex)
		for round := 0; round <= MaxRounds; round++ {
			b.Round = round
			got := s.RoundShots(b)
			if len(got) != NumFireSteps {
				t.Fatalf("RoundShots gives %d steps, want %d", len(got), NumFireSteps)
			}
			for p := range numSteps {
				if want := s.StepShots(b, p); !reflect.DeepEqual(got[p], want) {
					t.Errorf("%v round %d step %s: RoundShots %+v, StepShots %+v", bs.att, round, p, got[p], want)
				}
			}
			// One side's dice alone are that side's part of the list.
			for _, side := range []int{b.Attacker, b.Defender} {
				one := s.RoundShotsOf(b, side)
				for p := range numSteps {
					var want []Shot
					for _, sh := range got[p] {
						if sh.Side == side {
							want = append(want, sh)
						}
					}
					if !reflect.DeepEqual(one[p], want) {
						t.Errorf("%v round %d step %s side %d: RoundShotsOf %+v, want %+v", bs.att, round, p, side, one[p], want)
					}
				}
			}
		}
	}
}

// TestSeed001_EnemyCountsCompareWithCountingUnits: three cavalry make the
// number of defending infantry matter up to three (Charge! is on while the
// cavalry outnumber them); submarines only ask whether a destroyer is there;
// infantry and artillery read no enemy numbers.
func TestSeed001_EnemyCountsCompareWithCountingUnits(t *testing.T) {
	got := EnemyCounts([]string{"cavalry", "infantry", "cavalry", "cavalry", "submarine", "submarine"})
	if len(got) != 2 || got[0].Limit != 3 || !slices.Contains(got[0].Types, "infantry") || got[1].Limit != 1 || !slices.Contains(got[1].Types, "destroyer") {
		t.Errorf("EnemyCounts = %+v, want infantry up to 3 and destroyers up to 1", got)
	}
	if got := EnemyCounts([]string{"infantry", "artillery"}); len(got) != 0 {
		t.Errorf("EnemyCounts of infantry and artillery = %+v, want none", got)
	}
}
