package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// supportAt plays a campaign to turn and returns the named power's support
// under rule there.
func supportAt(t *testing.T, s *State, turn int, power, rule string) int {
	t.Helper()
	for s.Turn < turn {
		nextTurn(t, s)
	}
	return modifier(t, s, power, rule)
}

func TestSeed002_10_51B_BalticAnnexationRaisesGermanSupport(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactAggression, "Germany", MinorBaltic, 0)))
	if got := modifier(t, s, "Germany", "seed 002 10.51B"); got != 0 {
		t.Errorf("turn of the annexation: %+d, want 0", got)
	}
	if got := supportAt(t, s, 2, "Germany", "seed 002 10.51B"); got != 1 {
		t.Errorf("turn after: %+d, want +1", got)
	}
	if got := supportAt(t, s, 5, "Germany", "seed 002 10.51B"); got != 1 {
		t.Errorf("remainder of the game: %+d, want +1", got)
	}
}

func TestSeed002_10_91F_FlagsInRussia(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactFlag, "Germany", "", 0),
		fact(1, FactFlag, "Italy", "", 0),
		fact(1, FactFlag, "Britain", "", 0), // removes an opposing (Axis) flag
		fact(1, FactFlag, "France", "", 0),  // removes the other
		fact(1, FactFlag, "France", "", 0),  // places a French flag
	))
	flags := s.Campaign.Facts.Flags
	if len(flags) != 1 || s.Campaign.Powers[flags[0].Power].Name != "France" {
		t.Fatalf("flags in Russia %v, want one French flag", flags)
	}
	if got := modifier(t, s, "France", "seed 002 10.81D"); got != 1 {
		t.Errorf("France +%d, want +1 (10.81D)", got)
	}
	if got := modifier(t, s, "Russia", "seed 002 10.91F"); got != -1 {
		t.Errorf("Russia %+d, want -1", got)
	}
	for _, p := range []string{"Germany", "Italy", "Britain"} {
		if pw(t, s, p).Support != 0 {
			t.Errorf("%s support %+d, want 0", p, pw(t, s, p).Support)
		}
	}
}

func TestSeed002_10_51C_10_61B_10_71D_AxisAndAlliedFlags(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactFlag, "Germany", "", 0), fact(1, FactFlag, "Italy", "", 0)))
	if g, i, r := modifier(t, s, "Germany", "seed 002 10.51C"), modifier(t, s, "Italy", "seed 002 10.61B"), modifier(t, s, "Russia", "seed 002 10.91F"); g != 1 || i != 1 || r != -2 {
		t.Errorf("Germany %+d Italy %+d Russia %+d, want +1 +1 -2", g, i, r)
	}
	s = newCampaign(t, schedule(fact(1, FactFlag, "Britain", "", 0)))
	if got := modifier(t, s, "Britain", "seed 002 10.71D"); got != 1 {
		t.Errorf("Britain %+d, want +1", got)
	}
}

func TestSeed002_10_91F_PlacementAndRemovalInMidTurnMoveTiles(t *testing.T) {
	s := newCampaign(t, nil)
	g0, r0 := pw(t, s, "Germany").Tiles, pw(t, s, "Russia").Tiles
	tx := &tx{s: s}
	tx.placeFlag(s.Campaign.PowerIndex("Germany"), "test")
	tx.refreshSupport(true, "flag placed")
	if g, r := pw(t, s, "Germany"), pw(t, s, "Russia"); g.Support != 1 || r.Support != -1 || g.Tiles != g0+1 || r.Tiles != r0-1 {
		t.Errorf("after placement: Germany %+d/%d Russia %+d/%d", g.Support, g.Tiles, r.Support, r.Tiles)
	}
	// Removal negates the flag at once (10.91F "Removal of a Flag").
	tx.placeFlag(s.Campaign.PowerIndex("Russia"), "test")
	tx.refreshSupport(true, "flag removed")
	if g, r := pw(t, s, "Germany"), pw(t, s, "Russia"); g.Support != 0 || r.Support != 0 || g.Tiles != g0 || r.Tiles != r0 {
		t.Errorf("after removal: Germany %+d/%d Russia %+d/%d", g.Support, g.Tiles, r.Support, r.Tiles)
	}
}

func TestSeed002_10_91F_RussianFlagKeepsForeignFlagOut(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactFlag, "Russia", "", 0), fact(1, FactFlag, "Germany", "", 0)))
	if n := len(s.Campaign.Facts.Flags); n != 0 {
		t.Errorf("the German event should remove the Russian flag rather than place one; flags %v", s.Campaign.Facts.Flags)
	}
	if pw(t, s, "Germany").Support != 0 || pw(t, s, "Russia").Support != 0 {
		t.Error("a Russian flag has no support effect")
	}
}

func TestSeed002_10_91F_FullCohesionEliminatesAFlagEachTurn(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Facts.Cohesion = CohesionFull
		st.Campaign.Facts.Flags = []Flag{{Power: 0}, {Power: 1}}
	})
	if n := len(s.Campaign.Facts.Flags); n != 1 {
		t.Fatalf("turn 1: %d flags, want 1", n)
	}
	nextTurn(t, s)
	if n := len(s.Campaign.Facts.Flags); n != 0 {
		t.Errorf("turn 2: %d flags, want 0", n)
	}
}

func TestSeed002_10_91F_NoPurgeEliminatesAForeignFlag(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Facts.Flags = []Flag{{Power: 0}}
		st.Campaign.Deck = []EventCard{{Name: "No Purge", Power: "Russia", Kind: "no_purge"}}
	})
	if n := len(s.Campaign.Facts.Flags); n != 0 {
		t.Errorf("%d flags after No Purge, want 0", n)
	}
}

func TestSeed002_10_61A_EthiopiaConqueredThreeTurnsAfterAttack(t *testing.T) {
	s := newCampaign(t, schedule(fact(2, FactAggression, "Italy", MinorEthiopia, 0)))
	for turn, want := range []int{0, 0, 0, 0, 0, 1, 1} { // by turn; attack in 2, conquest in 5
		if turn == 0 {
			continue
		}
		if got := supportAt(t, s, turn, "Italy", "seed 002 10.61A"); got != want {
			t.Errorf("turn %d: %+d, want %+d", turn, got, want)
		}
	}
}

func TestSeed002_10_71B_10_81B_AggressionIncreases(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactAggression, "Italy", MinorEthiopia, 0),
		fact(1, FactAggression, "Germany", MinorRhineland, 0),
		fact(2, FactAggression, "Germany", "Austria", 0),
		fact(4, FactAggression, "Germany", "Czechoslovakia", 0),
	))
	for _, c := range []struct {
		turn, perm, temp int
	}{{2, 0, 0}, {3, 0, 1}, {4, 0, 0}, {5, 1, 1}, {6, 1, 0}} {
		var perm, temp int
		for s.Turn < c.turn {
			nextTurn(t, s)
		}
		for _, m := range pw(t, s, "Britain").Breakdown {
			if m.Rule == "seed 002 10.71B" && m.Label == "second Axis aggression after Ethiopia and the Rhineland" {
				perm += m.Value
			} else if m.Rule == "seed 002 10.71B" {
				temp += m.Value
			}
		}
		if perm != c.perm || temp != c.temp {
			t.Errorf("turn %d: Britain permanent %+d temporary %+d, want %+d %+d", c.turn, perm, temp, c.perm, c.temp)
		}
		if f := modifier(t, s, "France", "seed 002 10.81B"); f != c.perm+c.temp {
			t.Errorf("turn %d: France %+d, want %+d", c.turn, f, c.perm+c.temp)
		}
	}
}

func TestSeed002_10_71C_10_81C_ShipbuildingIncreases(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactShipbuilding, "Germany", "", 0), fact(1, FactShipbuilding, "Italy", "", 0)))
	if b, f := modifier(t, s, "Britain", "seed 002 10.71C"), modifier(t, s, "France", "seed 002 10.81C"); b != 1 || f != 1 {
		t.Errorf("Britain %+d France %+d, want +1 each", b, f)
	}
}

func TestSeed002_10_71E_10_81E_10_91C_NaziSovietPact(t *testing.T) {
	s := newCampaign(t, schedule(fact(2, FactPactSigned, "", "", 0)))
	for _, c := range []struct{ power, rule string }{{"Britain", "seed 002 10.71E"}, {"France", "seed 002 10.81E"}, {"Russia", "seed 002 10.91C"}} {
		if got := supportAt(t, s, 2, c.power, c.rule); got != 0 {
			t.Errorf("%s in the turn of signing: %+d, want 0", c.power, got)
		}
	}
	for _, c := range []struct{ power, rule string }{{"Britain", "seed 002 10.71E"}, {"France", "seed 002 10.81E"}, {"Russia", "seed 002 10.91C"}} {
		if got := supportAt(t, s, 3, c.power, c.rule); got != 1 {
			t.Errorf("%s the turn after: %+d, want +1", c.power, got)
		}
	}
}

func TestSeed003_31_82_PactBrokenInSigningTurnWasNeverSigned(t *testing.T) {
	s := newCampaign(t, schedule(fact(2, FactPactSigned, "", "", 0), fact(2, FactPactBroken, "", "", 0)))
	if got := supportAt(t, s, 3, "Russia", "seed 002 10.91C"); got != 0 {
		t.Errorf("Russia %+d, want 0: the Pact counts as never signed", got)
	}
}

// The example of 10.71F: Spring 1941 +1, Summer 1941 +2, Fall 1941 +3.
func TestSeed002_10_71F_10_81F_Post1940Increases(t *testing.T) {
	s := newCampaign(t, func(st *Setup) { st.Campaign.Calendar = Calendar{Year: 1940, Season: Fall} })
	want := map[string]int{"Fall 1940": 0, "Winter 1941": 0, "Spring 1941": 1, "Summer 1941": 2, "Fall 1941": 3, "Winter 1942": 4}
	for turn := 1; turn <= 6; turn++ {
		date := s.Campaign.Calendar.Date(turn)
		if got := supportAt(t, s, turn, "Britain", "seed 002 10.71F"); got != want[date] {
			t.Errorf("%s: Britain %+d, want %+d", date, got, want[date])
		}
		if got := modifier(t, s, "France", "seed 002 10.81F"); got != want[date] {
			t.Errorf("%s: France %+d, want %+d", date, got, want[date])
		}
	}
}

func TestSeed002_10_91B_GermanAggressionsRaiseRussianSupport(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactAggression, "Germany", MinorDanzig, 0),
		fact(2, FactAggression, "Germany", MinorPoland, 0),
		fact(3, FactAggression, "Germany", MinorBaltic, 0),
	))
	if got := supportAt(t, s, 2, "Russia", "seed 002 10.91B"); got != 0 {
		t.Errorf("Danzig and the Corridor: %+d, want 0", got)
	}
	if got := supportAt(t, s, 3, "Russia", "seed 002 10.91B"); got != 3 {
		t.Errorf("after Poland with no Pact proposed: %+d, want +2 +1", got)
	}
	if got := supportAt(t, s, 4, "Russia", "seed 002 10.91B"); got != 4 {
		t.Errorf("after the Baltic States too: %+d, want +4", got)
	}
	// The Pact proposed in the turn of the attack on Poland: no +1.
	s = newCampaign(t, schedule(fact(2, FactPactProposed, "", "", 0), fact(2, FactAggression, "Germany", MinorPoland, 0)))
	if got := supportAt(t, s, 3, "Russia", "seed 002 10.91B"); got != 2 {
		t.Errorf("Poland with the Pact proposed: %+d, want +2", got)
	}
}

func TestSeed002_10_91D_GarrisonTable(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 1, 2: 1, 3: 2, 5: 2, 6: 3, 8: 3, 9: 4, 12: 5, -1: -1, -3: -2, -6: -3, -9: -4} {
		if got := GarrisonSupport(n); got != want {
			t.Errorf("%d surplus: %+d, want %+d", n, got, want)
		}
	}
}

func TestSeed002_10_91D_GarrisonCountsRussianUnits(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Facts.GarrisonRequired = 4
		st.Campaign.Facts.GarrisonCounters = 6 // with its one infantry: 3 surplus
	})
	if got := modifier(t, s, "Russia", "seed 002 10.91D"); got != 2 {
		t.Errorf("3 surplus garrison units: %+d, want +2", got)
	}
	if got := s.GarrisonSurplus(); got != 3 {
		t.Errorf("surplus %d, want 3", got)
	}
}

func TestSeed002_10_91E_Cohesion(t *testing.T) {
	for lvl, want := range map[Cohesion]int{CohesionLow: -1, CohesionMedium: 0, CohesionHigh: 1, CohesionFull: 2} {
		s := newCampaign(t, func(st *Setup) { st.Campaign.Facts.Cohesion = lvl })
		if got := modifier(t, s, "Russia", "seed 002 10.91E"); got != want {
			t.Errorf("%s cohesion: %+d, want %+d", lvl, got, want)
		}
	}
}

func TestSeed003_27_62_AggressorBacksDown(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactBackDown, "Germany", "", 0)))
	nextTurn(t, s)
	for power, want := range map[string]int{"Germany": -1, "Italy": 0, "Britain": 1, "France": 1, "Russia": 0} {
		if got := modifier(t, s, power, "seed 003 27.62A"); got != want {
			t.Errorf("%s support %+d, want %+d", power, got, want)
		}
		if got := pw(t, s, power).activityLeft(); got != 6+want {
			t.Errorf("%s activity %d, want %d (27.62B)", power, got, 6+want)
		}
	}
	nextTurn(t, s) // temporary: nothing in the second turn after
	for _, power := range []string{"Germany", "Britain"} {
		if got := modifier(t, s, power, "seed 003 27.62A"); got != 0 || pw(t, s, power).activityLeft() != 6 {
			t.Errorf("%s still affected two turns later", power)
		}
	}
}

// The example of 34.92C: 18-22 points -3 VPs; 23-27 -2; 28-32 -1; 33-37 0;
// 38-42 +1.
func TestSeed003_34_92C_NaziSovietPactVP(t *testing.T) {
	for lo, want := range map[int]int{18: -3, 23: -2, 28: -1, 33: 0, 38: 1, 43: 2} {
		for c := lo; c < lo+5; c++ {
			if got := PactVP(c); got != want {
				t.Errorf("%d concessions: %+d VP, want %+d", c, got, want)
			}
		}
	}
	s := newCampaign(t, func(st *Setup) { st.Campaign.Facts.Pact.Concessions = 40 })
	if got := s.CampaignPoints(sideAllies); got != 1 {
		t.Errorf("Russia's side gains %+d, want +1", got)
	}
	if got := s.CampaignPoints(sideAxis); got != 0 {
		t.Errorf("the Axis side gains %+d from Russia's adjustment", got)
	}
}

func TestCalendarDates(t *testing.T) {
	c, err := ParseDate("Spring 1941")
	if err != nil {
		t.Fatal(err)
	}
	for turn, want := range map[int]string{1: "Spring 1941", 2: "Summer 1941", 3: "Fall 1941", 4: "Winter 1942", 8: "Winter 1943"} {
		if got := c.Date(turn); got != want {
			t.Errorf("turn %d: %q, want %q", turn, got, want)
		}
	}
	for _, bad := range []string{"", "Spring", "Monsoon 1941", "Spring 0"} {
		if _, err := ParseDate(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestDesignD28_CapturingAMinorCapitalIsAggression(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		st.Units = append(st.Units, UnitSetup{Type: "infantry", Side: sideAxis, Hex: at(0, 2), Power: "Germany"})
	})
	toMovement(t, s, sideAxis)
	id := UnitID(6)
	mustApply(t, s, Command{Kind: CmdMove, Side: sideAxis, Unit: id, Path: []hexmap.Hex{at(1, 2)}})
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAxis})
	a := s.Campaign.Facts.aggressed(s.Campaign.PowerIndex("Germany"), MinorPoland)
	if a == nil || a.Turn != 1 {
		t.Fatalf("aggressions %v, want Germany against Poland in turn 1", s.Campaign.Facts.Aggressions)
	}
}
