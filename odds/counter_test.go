package odds

import (
	"math"
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// counterCases are battles in which each side is hit by one kind of hit,
// so the counter walk is exact, chosen to exercise the rules it must follow
// through sim's own code.
var counterCases = []battleCase{
	{name: "Seed001_ArtilleryFirstStrikeBothSides",
		sc: scene{att: []string{"artillery", "artillery", "infantry", "infantry", "armor"}, def: []string{"artillery", "infantry", "infantry", "heavy_infantry"}}},
	{name: "Seed001_SpottedGunsRerollMisses", pol: Policy{Losing: true},
		sc: scene{att: []string{"armored_car", "armored_car", "artillery", "artillery", "self_propelled_gun", "infantry"}, def: []string{"infantry", "infantry", "infantry", "armored_car", "artillery"}}},
	{name: "Seed001_ChargeWhileCavalryOutnumberInfantry", pol: Policy{After: 2},
		sc: scene{att: []string{"cavalry", "cavalry", "cavalry", "cavalry", "infantry"}, def: []string{"infantry", "infantry", "mountain_infantry"}}},
	{name: "Seed001_CapitalShipsDamagedRatings",
		sc: scene{ter: hexmap.Sea, att: []string{"battleship", "juggernaut", "destroyer", "cruiser"}, def: []string{"fast_battleship", "battleship", "destroyer", "destroyer", "cruiser"}, cv: map[int]int{0: 1}}},
}

// oneKind reports whether every side of the battle in s takes one kind of
// hit, the case the counter walk follows exactly.
func oneKind(t *testing.T, bc battleCase) bool {
	t.Helper()
	e, err := newEngine(pending(t, bc.sc), battleHex, Options{Retreat: bc.pol})
	if err != nil {
		t.Fatal(err)
	}
	_, kinds := e.newCounterWalk()
	return len(kinds[0]) <= 1 && len(kinds[1]) <= 1
}

// TestCounterWalkEqualsConfigWalkForOneKindOfHit: where each side takes one
// kind of hit, following hits absorbed per side gives the same distribution
// as following every unit's strength: outcomes, rounds, every unit's
// survival and the logistics targets, to rounding.
func TestCounterWalkEqualsConfigWalkForOneKindOfHit(t *testing.T) {
	n := 0
	for _, bc := range append(slices.Clone(battleCases), counterCases...) {
		if !oneKind(t, bc) {
			continue
		}
		n++
		t.Run(bc.name, func(t *testing.T) {
			s := pending(t, bc.sc)
			want, err := Compute(s, battleHex, Options{Retreat: bc.pol, configWalk: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := Compute(s, battleHex, Options{Retreat: bc.pol, counterWalk: true})
			if err != nil {
				t.Fatal(err)
			}
			near := func(what string, a, b float64) {
				if math.Abs(a-b) > 1e-9 {
					t.Errorf("%s: counter walk %.12f, config walk %.12f", what, a, b)
				}
			}
			near("attacker wins", got.AttackerWins, want.AttackerWins)
			near("defender holds", got.DefenderHolds, want.DefenderHolds)
			near("both standing", got.BothStanding, want.BothStanding)
			near("both eliminated", got.BothEliminated, want.BothEliminated)
			near("retreated", got.Retreated, want.Retreated)
			for r := range got.EndsInRound {
				near("ends in round", got.EndsInRound[r], want.EndsInRound[r])
			}
			for i := range got.Units {
				near("unit survives", got.Units[i].Survive, want.Units[i].Survive)
				near("unit cv", got.Units[i].CV, want.Units[i].CV)
			}
			for i := range got.Targets {
				near("target falls", got.Targets[i].Falls, want.Targets[i].Falls)
			}
			if len(got.Notes) != len(want.Notes) {
				t.Errorf("notes: counter walk %q, config walk %q", got.Notes, want.Notes)
			}
		})
	}
	if n < 5 {
		t.Errorf("only %d one-kind battles compared", n)
	}
}

// bigOneKindCase is 30 units a side that each take one kind of hit: no
// fighters, anti-tank guns, tactical bombers or charging cavalry.
func bigOneKindCase() battleCase {
	att := []string{"infantry", "infantry", "artillery", "armor", "heavy_infantry", "light_armor"}
	def := []string{"infantry", "artillery", "heavy_armor", "mountain_infantry", "self_propelled_gun", "infantry"}
	bc := battleCase{name: "DesignSection4_ThirtyAgainstThirtyOneKind", pol: Policy{Losing: true}}
	for i := range 30 {
		bc.sc.att = append(bc.sc.att, att[i%len(att)])
		bc.sc.def = append(bc.sc.def, def[i%len(def)])
	}
	return bc
}

// TestCounterWalkAgreesWithMonteCarloAtThirtyAgainstThirty: a battle far
// too big to follow unit by unit, in which each side takes one kind of hit,
// is exact: every figure lies within 4 standard errors of sim's own battles.
func TestCounterWalkAgreesWithMonteCarloAtThirtyAgainstThirty(t *testing.T) {
	bc := bigOneKindCase()
	if !oneKind(t, bc) {
		t.Fatal("the case should give each side one kind of hit")
	}
	s := pending(t, bc.sc)
	r, err := Compute(s, battleHex, Options{Retreat: bc.pol})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Notes) > 0 {
		t.Errorf("an exact battle carries notes: %q", r.Notes)
	}
	compare(t, r, fightMany(t, s, bc.pol, 2000, nil))
}

// TestMergedLossOrderStaysNearMonteCarlo: in the mixed 30-against-30
// battle (fighters' air-only hits, anti-tank guns' armour-only hits,
// Tactical Air Support placed by the firer) the counter walk follows one
// interleaved order of losses and says so in the notes. The win, hold and
// standing chances still lie within 4 standard errors (plus 1%) of sim's
// battles, and the expected units left within half a unit: which units
// fall is approximate, the hits scored are not.
func TestMergedLossOrderStaysNearMonteCarlo(t *testing.T) {
	bc := bigCase()
	s := pending(t, bc.sc)
	r, err := Compute(s, battleHex, Options{Retreat: bc.pol})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(r.Notes, func(n string) bool { return strings.Contains(n, "several kinds of hit") }) {
		t.Errorf("no note on the approximated loss order: %q", r.Notes)
	}
	st := fightMany(t, s, bc.pol, 2000, nil)
	loose := func(what string, exact float64, samples []float64, slack float64) {
		t.Helper()
		mean, se := meanSE(samples)
		if math.Abs(exact-mean) > 4*se+slack {
			t.Errorf("%s: counter walk %.4f, Monte Carlo %.4f ± %.4f", what, exact, mean, se)
		} else {
			t.Logf("%s: counter walk %.4f, Monte Carlo %.4f ± %.4f", what, exact, mean, se)
		}
	}
	loose("attacker wins", r.AttackerWins, st.win, 0.01)
	loose("defender holds", r.DefenderHolds, st.hold, 0.01)
	loose("both standing", r.BothStanding, st.standing, 0.01)
	for i := range 2 {
		loose(r.Sides[i].Name+" units left", r.Sides[i].Alive, st.alive[i], 0.5)
	}
}

// TestSeed001_ChargeSwitchingOnIsNoted: three cavalry against three
// infantry (and a heavy armour, which dies last) do not charge; once an
// infantry unit falls they do, and their 3s then hit only infantry, a kind
// of hit the first round did not have.
// The counter walk says its loss order is approximate from then on; the
// configuration walk, which a battle this small gets, needs no such note.
func TestSeed001_ChargeSwitchingOnIsNoted(t *testing.T) {
	s := pending(t, scene{att: []string{"cavalry", "cavalry", "cavalry", "infantry"}, def: []string{"infantry", "infantry", "infantry", "heavy_armor"},
		cv: map[int]int{0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1}}) // one-step blocks: small enough for the configuration walk
	r, err := Compute(s, battleHex, Options{counterWalk: true})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(r.Notes, func(n string) bool { return strings.Contains(n, "appears during the battle") }) {
		t.Errorf("counter walk notes %q lack the kind that appears", r.Notes)
	}
	r, err = Compute(s, battleHex, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Notes) > 0 {
		t.Errorf("configuration walk notes %q, want none", r.Notes)
	}
}

// TestDesignD17_CounterWalkResumesARunningBattle: between rounds, with
// losses taken, both walks start from the battle as it stands and agree.
func TestDesignD17_CounterWalkResumesARunningBattle(t *testing.T) {
	bc := counterCases[0]
	s := pending(t, bc.sc)
	mustApply(t, s, sim.Command{Kind: sim.CmdFight, Side: 0, Hex: battleHex})
	b := s.BattleAt(battleHex)
	if b == nil || !b.AwaitingOrders || b.Round != 1 {
		t.Fatalf("the battle should wait for orders after round 1: %+v", b)
	}
	want, err := Compute(s, battleHex, Options{configWalk: true})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Compute(s, battleHex, Options{counterWalk: true})
	if err != nil {
		t.Fatal(err)
	}
	if want.EndsInRound[0] != 0 || math.Abs(want.EndsInRound[1]+want.EndsInRound[2]+want.Dropped-1) > 1e-9 {
		t.Errorf("a battle past round 1 ends in rounds %v", want.EndsInRound)
	}
	for _, c := range [][2]float64{{got.AttackerWins, want.AttackerWins}, {got.DefenderHolds, want.DefenderHolds},
		{got.BothStanding, want.BothStanding}, {got.Sides[0].CV, want.Sides[0].CV}, {got.Sides[1].CV, want.Sides[1].CV}} {
		if math.Abs(c[0]-c[1]) > 1e-9 {
			t.Errorf("counter walk %v, configuration walk %v", got, want)
			break
		}
	}
}
