package odds

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// mcRuns is how many battles each Monte Carlo comparison fights.
const mcRuns = 10000

// battleCase is a battle the exact odds are checked on against sim.
type battleCase struct {
	name    string
	sc      scene
	pol     Policy
	factory *sim.FactoryKind
}

var armyFactory = sim.FactoryArmy

var battleCases = []battleCase{
	{name: "DesignD17_SmallInfantryFight", sc: scene{att: []string{"infantry", "infantry", "infantry"}, def: []string{"infantry", "infantry"}}},
	{name: "Seed001_ArtillerySupportAndSpotter", pol: Policy{After: 2},
		sc: scene{att: []string{"infantry", "infantry", "artillery", "artillery", "armored_car"}, def: []string{"infantry", "infantry", "heavy_infantry", "light_armor"}}},
	{name: "Seed001_FirstStrikeAndAmbush", pol: Policy{Losing: true},
		sc: scene{att: []string{"armor", "armor", "infantry", "cavalry"}, def: []string{"anti_tank_gun", "artillery", "infantry", "infantry"}}},
	{name: "Seed001_CapitalShipsTakeDamageSteps",
		sc: scene{ter: hexmap.Sea, att: []string{"battleship", "destroyer", "destroyer", "submarine"}, def: []string{"fast_battleship", "cruiser", "juggernaut"}, cv: map[int]int{6: 2}}},
	{name: "Seed001_TorpedoBombersChooseTargets",
		sc: scene{ter: hexmap.Sea, att: []string{"torpedo_bomber", "torpedo_bomber", "dive_bomber", "fighter"}, def: []string{"battleship", "carrier", "destroyer", "fighter"},
			cv: map[int]int{0: 1, 1: 1, 2: 1, 3: 1}}}, // one-step aircraft: the configuration walk follows every firer's choice
	// Battles of blocks with several steps (DESIGN D33): one die a step, a
	// step lost a hit, pairings counted in steps.
	{name: "DesignD33_StepBlocksWithSupport", pol: Policy{Losing: true},
		sc: scene{att: []string{"infantry", "infantry", "artillery"}, def: []string{"infantry", "armor"}, cv: map[int]int{0: 3, 1: 2, 2: 2, 3: 4, 4: 2}}},
	{name: "DesignD33_StepCavalryCharge", pol: Policy{After: 2},
		sc: scene{att: []string{"cavalry", "cavalry"}, def: []string{"infantry", "infantry"}, cv: map[int]int{0: 3, 1: 2, 2: 2, 3: 2}}},
	{name: "DesignD33_StepGunsAndScouts",
		sc: scene{att: []string{"armored_car", "artillery", "infantry"}, def: []string{"infantry", "anti_tank_gun"}, cv: map[int]int{0: 2, 1: 3, 2: 2, 3: 3, 4: 2}}},
	{name: "Seed001_ShoreAndOffshoreBombardment",
		sc: scene{att: []string{"marines", "infantry"}, def: []string{"infantry", "infantry", "artillery"},
			edit: func(s *sim.Setup) {
				sea := hexmap.Offset{Col: 2, Row: 1}.Hex()
				s.Map.SetTerrain(sea, hexmap.Sea)
				s.Units = append(s.Units, sim.UnitSetup{Type: "destroyer", Side: 0, Hex: sea}, sim.UnitSetup{Type: "battleship", Side: 0, Hex: sea})
			},
			prep: func(t testing.TB, s *sim.State) {
				s.Unit(1).Amphibious = true // an amphibious assault: the battleship bombards too
			}}},
	{name: "Seed004_AirStrikeOnFactory", factory: &armyFactory,
		sc: scene{att: []string{"light_bomber", "light_bomber", "fighter"}, def: []string{"infantry"},
			edit: func(s *sim.Setup) {
				s.Factories = append(s.Factories, sim.Factory{Hex: battleHex, Kind: sim.FactoryArmy, PP: 3, Side: 1})
			},
			prep: func(t testing.TB, s *sim.State) {
				mustApply(t, s, sim.Command{Kind: sim.CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []sim.UnitID{1, 2},
					Target: sim.LogisticsTarget{Kind: sim.TargetFactory, Factory: sim.FactoryArmy}})
			}}},
}

// TestExactOddsAgreeWithMonteCarlo fights each battle many times with sim's
// commands and checks every exact figure lies within 4 standard errors.
func TestExactOddsAgreeWithMonteCarlo(t *testing.T) {
	for _, bc := range append(slices.Clone(battleCases), counterCases...) {
		t.Run(bc.name, func(t *testing.T) {
			s := pending(t, bc.sc)
			r, err := Compute(s, battleHex, Options{Retreat: bc.pol})
			if err != nil {
				t.Fatal(err)
			}
			compare(t, r, fightMany(t, s, bc.pol, mcRuns, bc.factory))
		})
	}
}

// TestDesignD18_CachedDiceMatchStepShots: in every state of every battle,
// in both walks, the dice worked out once per configuration (with one enemy
// unit standing for each type) are the dice sim's StepShots lists for the
// whole state.
func TestDesignD18_CachedDiceMatchStepShots(t *testing.T) {
	for _, bc := range append(append(battleCases, counterCases...), bigCase()) {
		for _, walk := range []string{"config", "counter"} {
			if walk == "config" && bc.name == bigCase().name {
				continue // far too many configurations
			}
			t.Run(bc.name+"/"+walk, func(t *testing.T) {
				s := pending(t, bc.sc)
				opts := Options{Retreat: bc.pol, checkShots: true, configWalk: walk == "config", counterWalk: walk == "counter"}
				if _, err := Compute(s, battleHex, opts); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// bigCase is 30 full-strength blocks a side of mixed types (about 100
// steps each): the second bar of DESIGN section 4.
func bigCase() battleCase {
	att := []string{"infantry", "infantry", "artillery", "armor", "light_armor", "fighter", "heavy_infantry", "armored_car", "cavalry", "dive_bomber"}
	def := []string{"infantry", "infantry", "anti_tank_gun", "heavy_armor", "artillery", "fighter", "mountain_infantry", "infantry", "self_propelled_gun", "light_bomber"}
	var bc battleCase
	bc.name = "DesignSection4_ThirtyAgainstThirty"
	for i := range 30 {
		bc.sc.att = append(bc.sc.att, att[i%len(att)])
		bc.sc.def = append(bc.sc.def, def[i%len(def)])
	}
	return bc
}

// thirtyStepsCase is 30 steps a side, ten 3-step blocks each of mixed
// types: the first bar of DESIGN section 4.
func thirtyStepsCase() battleCase {
	att := []string{"armor", "artillery", "cavalry", "light_armor", "armored_car"}
	def := []string{"artillery", "anti_tank_gun", "armor", "motorized_infantry", "self_propelled_gun"}
	bc := battleCase{name: "DesignSection4_ThirtyStepsASide", sc: scene{cv: map[int]int{}}}
	for i := range 10 {
		bc.sc.att = append(bc.sc.att, att[i%len(att)])
		bc.sc.def = append(bc.sc.def, def[i%len(def)])
	}
	for i := range 20 {
		bc.sc.cv[i] = 3
	}
	return bc
}

// BenchmarkOdds30StepsASide is the first bar of DESIGN section 4: exact
// odds for a battle of 30 steps a side (ten 3-step blocks each) in under
// 5 ms.
func BenchmarkOdds30StepsASide(b *testing.B) {
	benchOdds(b, thirtyStepsCase())
}

// BenchmarkOdds30v30 is the second bar of DESIGN section 4: exact odds for
// 30 full-strength blocks a side of mixed types (about 100 steps each) in
// under 50 ms, with the dropped probability mass reported (below 1e-9).
func BenchmarkOdds30v30(b *testing.B) {
	benchOdds(b, bigCase())
}

func benchOdds(b *testing.B, bc battleCase) {
	s := pending(b, bc.sc)
	b.ReportAllocs()
	var r Result
	for b.Loop() {
		var err error
		if r, err = Compute(s, battleHex, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(r.Dropped, "dropped")
	b.ReportMetric(float64(r.Sides[0].StartCV), "steps/att")
	b.ReportMetric(float64(r.Sides[1].StartCV), "steps/def")
}

// TestDesignSection4_DroppedMassBelowOneInABillion: the bars' battles drop
// less than 1e-9 of the probability mass.
func TestDesignSection4_DroppedMassBelowOneInABillion(t *testing.T) {
	for _, bc := range []battleCase{thirtyStepsCase(), bigCase()} {
		r, err := Compute(pending(t, bc.sc), battleHex, Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d against %d steps, dropped %.3g", bc.name, r.Sides[0].StartCV, r.Sides[1].StartCV, r.Dropped)
		if r.Dropped >= 1e-9 {
			t.Errorf("%s dropped %.3g of the probability mass, want below 1e-9", bc.name, r.Dropped)
		}
	}
}

// TestDesignD38_OddsSayAntiAircraftFireIsNotCounted: the exact walk starts
// at round 1, so a pending battle in which the defender's AAA will fire at
// attacking aircraft first says that fire is left out.
func TestDesignD38_OddsSayAntiAircraftFireIsNotCounted(t *testing.T) {
	s := pending(t, scene{att: []string{"light_bomber", "infantry"}, def: []string{"infantry", "aaa"}})
	r, err := Compute(s, battleHex, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(r.Notes, func(n string) bool {
		return strings.Contains(n, "anti-aircraft fire before the first round is not counted")
	}) {
		t.Fatalf("notes %q", r.Notes)
	}
	s = pending(t, scene{att: []string{"infantry"}, def: []string{"infantry", "aaa"}})
	if r, _ := Compute(s, battleHex, Options{}); len(r.Notes) > 0 {
		t.Fatalf("a battle without attacking aircraft notes %q", r.Notes)
	}
}
