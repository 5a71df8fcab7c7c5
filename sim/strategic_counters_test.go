package sim

import "testing"

// germanyWith starts a campaign where Germany has support and the Axis a
// Balance of Power advantage of the given sizes, from research results and
// research counters (seed 003 16.11), then goes to the Axis economic phase.
func germanyWith(t *testing.T, support, advantage int, extra ...ScheduledEvent) *State {
	t.Helper()
	var evs []ScheduledEvent
	results := []string{"west_wall", "max_armor", "max_rockets", "atomic"}
	for i := 0; i < support; i++ {
		evs = append(evs, fact(1, FactResearch, "Germany", results[i], 0))
	}
	evs = append(evs, fact(1, FactBalance, "Germany", "armor", advantage))
	evs = append(evs, extra...)
	s := newCampaign(t, schedule(evs...))
	toProduction(t, s, sideAxis)
	return s
}

func counter(power, minor string) Command {
	side := sideAllies
	if power == "Germany" || power == "Italy" {
		side = sideAxis
	}
	return Command{Kind: CmdPlaceCounter, Side: side, Power: power, Minor: minor}
}

func TestSeed003_24_43ABC_GermanCountersByBalanceAndSupport(t *testing.T) {
	for _, c := range []struct{ support, adv, want int }{{0, 3, 0}, {3, 0, 0}, {1, 1, 1}, {2, 3, 2}, {3, 2, 2}, {3, 3, 3}, {4, 4, 3}} {
		s := germanyWith(t, c.support, c.adv)
		if got := s.MilitaryCounterLimit(s.Campaign.PowerIndex("Germany")); got != c.want {
			t.Errorf("support %d advantage %d: %d counters, want %d", c.support, c.adv, got, c.want)
		}
	}
}

func TestSeed003_24_42_PlacementCostAndLimits(t *testing.T) {
	s := germanyWith(t, 3, 3, fact(1, FactAggression, "Germany", MinorRhineland, 0))
	tiles := pw(t, s, "Germany").Tiles
	mustApply(t, s, counter("Germany", "Austria"))
	if got := pw(t, s, "Germany").Tiles; got != tiles-1 {
		t.Errorf("tiles %d, want %d: one tile point a counter (24.42E)", got, tiles-1)
	}
	if pw(t, s, "Germany").ActivityUsed != 0 {
		t.Error("diplomatic use needs no activity counter (24.42E)")
	}
	mustRefuse(t, s, counter("Germany", "Austria"), "seed 003 24.42D")
	mustApply(t, s, counter("Germany", "Czechoslovakia"))
	mustApply(t, s, counter("Germany", "Belgium/Luxembourg"))
	mustRefuse(t, s, counter("Germany", MinorPoland), "seed 003 24.42C")
}

func TestSeed003_24_43D_GermanTargets(t *testing.T) {
	s := germanyWith(t, 3, 3)
	mustRefuse(t, s, counter("Germany", "Finland"), "24.43D")
	mustRefuse(t, s, counter("Germany", "Belgium/Luxembourg"), "seed 003 24.43D") // Rhineland not remilitarized
	mustApply(t, s, counter("Germany", MinorRhineland))
}

func TestSeed003_24_43D_GermanyInterveneInOneCivilWar(t *testing.T) {
	s := germanyWith(t, 0, 0)
	for _, m := range []string{"Spain", "Greece"} {
		s.Campaign.minor(m).CivilWar = true
	}
	used := pw(t, s, "Germany").ActivityUsed
	mustApply(t, s, counter("Germany", "Spain")) // no support or advantage needed
	if got := pw(t, s, "Germany").ActivityUsed; got != used+1 {
		t.Errorf("civil war intervention used %d activity points, want 1 (24.42E)", got-used)
	}
	mustRefuse(t, s, counter("Germany", "Greece"), "seed 003 24.43D")
}

func TestSeed003_24_44_ItalyOnlyInCivilWarsAndNotWhileConquering(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactAggression, "Italy", MinorEthiopia, 0)))
	s.Campaign.minor("Spain").CivilWar = true
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, counter("Italy", "Austria"), "seed 003 24.44")
	mustRefuse(t, s, counter("Italy", "Spain"), "seed 003 24.44A")
	s = newCampaign(t, nil)
	s.Campaign.minor("Spain").CivilWar = true
	toProduction(t, s, sideAxis)
	mustApply(t, s, counter("Italy", "Spain"))
}

func TestSeed003_24_45_FrenchCounter(t *testing.T) {
	s := newCampaign(t, schedule(fact(1, FactResearch, "France", "maginot_line", 0), fact(1, FactBalance, "France", "air", 1)))
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, counter("France", "Austria"), "24.45A")
	mustApply(t, s, counter("France", MinorRhineland))
	// Without an Allied advantage France may not.
	s = newCampaign(t, schedule(fact(1, FactResearch, "France", "maginot_line", 0)))
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, counter("France", "Belgium/Luxembourg"), "seed 002 10.22")
}

func TestSeed003_24_45A_24_46_CivilWarWhenAlliesSupportRebels(t *testing.T) {
	s := newCampaign(t, nil)
	g := s.Campaign.minor("Greece")
	g.CivilWar = true
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, counter("Britain", "Greece"), "24.46")
	mustRefuse(t, s, counter("Britain", "Austria"), "seed 003 24.44, 24.46")
	g = s.Campaign.minor("Greece")
	g.Rebels = []string{"France"}
	mustApply(t, s, counter("Britain", "Greece"))
	mustApply(t, s, counter("France", "Greece"))
}

func TestSeed003_24_47_RussianCountersByGarrisonAndSupport(t *testing.T) {
	for _, c := range []struct{ surplus, support, want int }{{0, 3, 0}, {2, 3, 1}, {3, 3, 2}, {6, 3, 3}, {6, 1, 1}, {9, 0, 0}} {
		s := newCampaign(t, func(st *Setup) {
			st.Campaign.Facts.GarrisonRequired = 1 - c.surplus // one infantry on the map
		})
		r := s.Campaign.PowerIndex("Russia")
		s.Campaign.Powers[r].Support = c.support
		if got := s.MilitaryCounterLimit(r); got != c.want {
			t.Errorf("surplus %d support %d: %d counters, want %d", c.surplus, c.support, got, c.want)
		}
	}
}

func TestSeed003_24_47D_RussianTargetsAndPurge(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Facts.GarrisonRequired = -5 // 6 surplus: +3 support, three counters
	})
	toProduction(t, s, sideAllies)
	mustApply(t, s, counter("Russia", "Finland"))
	mustRefuse(t, s, counter("Russia", "Austria"), "24.47D")
	s.Campaign.minor("Spain").CivilWar = true
	mustRefuse(t, s, counter("Russia", "Spain"), "24.47D") // Russia not backing the rebels
	s.Campaign.minor("Spain").Rebels = []string{"Russia"}
	mustApply(t, s, counter("Russia", "Spain"))
	s = newCampaign(t, func(st *Setup) {
		st.Campaign.Facts.GarrisonRequired = -5
		st.Campaign.Facts.Purge = true
	})
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, counter("Russia", "Finland"), "seed 003 24.47D")
}

func TestSeed002_10_91B_PactCommands(t *testing.T) {
	s := newCampaign(t, nil)
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, Command{Kind: CmdProposePact, Side: sideAxis, Power: "Italy"}, "10.91B")
	mustApply(t, s, Command{Kind: CmdProposePact, Side: sideAxis, Power: "Germany"})
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAxis})
	toProduction(t, s, sideAllies)
	mustApply(t, s, Command{Kind: CmdSignPact, Side: sideAllies, Power: "Russia"})
	if s.Campaign.Facts.Pact.Signed != 1 {
		t.Fatalf("Pact %+v, want signed in turn 1", s.Campaign.Facts.Pact)
	}
	nextTurn(t, s)
	if got := modifier(t, s, "Russia", "seed 002 10.91C"); got != 1 {
		t.Errorf("Russia Pact modifier %+d, want +1", got)
	}
}

func TestSeed002_10_91C_ProposalStandsIntoNextTurn(t *testing.T) {
	s := newCampaign(t, nil)
	toProduction(t, s, sideAxis)
	mustApply(t, s, Command{Kind: CmdProposePact, Side: sideAxis, Power: "Germany"})
	nextTurn(t, s)
	toProduction(t, s, sideAllies)
	mustApply(t, s, Command{Kind: CmdSignPact, Side: sideAllies, Power: "Russia"})
	s = newCampaign(t, nil)
	toProduction(t, s, sideAxis)
	mustApply(t, s, Command{Kind: CmdProposePact, Side: sideAxis, Power: "Germany"})
	nextTurn(t, s)
	nextTurn(t, s)
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, Command{Kind: CmdSignPact, Side: sideAllies, Power: "Russia"}, "10.91C")
}
