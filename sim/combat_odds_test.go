package sim

import (
	"reflect"
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
		}
	}
}
