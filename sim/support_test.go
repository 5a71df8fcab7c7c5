package sim

import (
	"testing"
)

// The "Support from Mobilizations - 10.41A" chart, row by row: the support
// for 1 to 15 military factories.
func TestSeed002_10_41A_MilitaryFactoryTable(t *testing.T) {
	want := map[string][15]int{
		"Germany": {0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6},
		"Italy":   {0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2},
		"Britain": {0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3},
		"France":  {0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2},
		"Russia":  {0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 7},
	}
	for _, name := range []string{"Germany", "Italy", "Britain", "France", "Russia"} {
		for n := 1; n <= 15; n++ {
			if got := FactorySupport(FactorySteps(name), n); got != want[name][n-1] {
				t.Errorf("%s with %d military factories: support %+d, want %+d", name, n, got, want[name][n-1])
			}
		}
	}
	// The maxima the chart's note gives: Germany +6, Italy and France +2,
	// Britain +3, Russia +7.
	for name, top := range map[string]int{"Germany": 6, "Italy": 2, "France": 2, "Britain": 3, "Russia": 7} {
		if got := FactorySupport(FactorySteps(name), 99); got != top {
			t.Errorf("%s maximum %d, want %d", name, got, top)
		}
	}
}

// withFactories gives each named power army factories of n PP in its city.
func withFactories(n map[string]int) func(*Setup) {
	return func(s *Setup) {
		s.Options.Logistics = true
		for _, p := range s.Campaign.Powers {
			if n[p.Name] > 0 {
				s.Factories = append(s.Factories, Factory{Hex: p.Cities[0], Kind: FactoryArmy, PP: n[p.Name], Side: p.Side})
			}
		}
	}
}

func TestSeed002_10_41A_CountsThePowersFactoriesOnTheMap(t *testing.T) {
	s := newCampaign(t, withFactories(map[string]int{"Germany": 8, "Italy": 4, "Britain": 6}))
	for name, want := range map[string]int{"Germany": 3, "Italy": 1, "Britain": 2, "France": 0} {
		if got := modifier(t, s, name, "seed 002 10.41A"); got != want {
			t.Errorf("%s factory support %+d, want %+d", name, got, want)
		}
	}
	if got := s.MilitaryFactories(s.Campaign.PowerIndex("Germany")); got != 8 {
		t.Errorf("Germany counts %d military factories, want 8", got)
	}
}

func TestSeed002_10_41A_RussiaCappedAtNineWithout14_43C(t *testing.T) {
	s := newCampaign(t, withFactories(map[string]int{"Russia": 10}))
	if got := modifier(t, s, "Russia", "seed 002 10.41A"); got != 2 {
		t.Errorf("Russia with 10 factories and no 14.43C: %+d, want +2 (9 count)", got)
	}
	// Germany attacks the Baltic States: Russia may count all ten.
	s = newCampaign(t, func(st *Setup) {
		withFactories(map[string]int{"Russia": 10})(st)
		schedule(fact(1, FactAggression, "Germany", MinorBaltic, 0))(st)
	})
	if got := modifier(t, s, "Russia", "seed 002 10.41A"); got != 3 {
		t.Errorf("Russia with 10 factories after Baltic aggression: %+d, want +3", got)
	}
	// Poland without the Pact also lifts the cap; with the Pact it does not.
	s = newCampaign(t, func(st *Setup) {
		withFactories(map[string]int{"Russia": 10})(st)
		schedule(fact(1, FactPactSigned, "", "", 0), fact(1, FactAggression, "Germany", MinorPoland, 0))(st)
	})
	if got := modifier(t, s, "Russia", "seed 002 10.41A"); got != 2 {
		t.Errorf("Russia after Poland with the Pact signed: %+d, want +2", got)
	}
}

func TestSeed002_10_31_SupportStartsAtZeroEachTurn(t *testing.T) {
	s := newCampaign(t, nil)
	g := pw(t, s, "Germany")
	if g.Support != 0 || len(g.Breakdown) != 0 {
		t.Fatalf("Germany with no modifiers: support %+d %v, want 0", g.Support, g.Breakdown)
	}
	// A turn-only event in turn 1 does not carry into turn 2.
	g.TurnMods = append(g.TurnMods, Modifier{Rule: "seed 002 10.24", Label: "test", Value: 3})
	nextTurn(t, s)
	if got := pw(t, s, "Germany").Support; got != 0 {
		t.Errorf("turn 2 support %+d, want 0: it starts from zero (10.31)", got)
	}
}

func TestSeed002_10_21_NationalIncomeIncludesSupport(t *testing.T) {
	s := newCampaign(t, withFactories(map[string]int{"Germany": 8}))
	if got := pw(t, s, "Germany").Tiles; got != 13 {
		t.Errorf("Germany tiles %d, want 10 base + 3 support = 13", got)
	}
	if got := pw(t, s, "Italy").Tiles; got != 10 {
		t.Errorf("Italy tiles %d, want 10", got)
	}
}

func TestSeed002_10_41C_PreviousTurnDeficit(t *testing.T) {
	s := newCampaign(t, func(st *Setup) { st.Campaign.Powers[1].Income = -12 }) // Italy
	it := pw(t, s, "Italy")
	if it.Tiles != 0 || it.Deficit != 12 {
		t.Fatalf("Italy tiles %d deficit %d, want 0 and 12", it.Tiles, it.Deficit)
	}
	nextTurn(t, s)
	if got := modifier(t, s, "Italy", "seed 002 10.41C"); got != -12 {
		t.Errorf("turn 2 deficit modifier %+d, want -12", got)
	}
}

func TestSeed002_10_24_TurnOnlyEventChangesTilesAndCarriesDeficit(t *testing.T) {
	card := EventCard{Name: "Strikes", Power: "Germany", Kind: "support", Value: -15, Secret: true}
	s := newCampaign(t, func(st *Setup) { st.Campaign.Deck = []EventCard{card} })
	g := pw(t, s, "Germany")
	if len(g.Hand) != 1 || g.Support != 0 {
		t.Fatalf("a secret event is held, not applied: hand %v support %d", g.Hand, g.Support)
	}
	toMovement(t, s, sideAxis)
	mustApply(t, s, Command{Kind: CmdPlayEvent, Side: sideAxis, Power: "Germany"})
	g = pw(t, s, "Germany")
	if g.Support != -15 || g.Tiles != 0 || g.Deficit != 5 {
		t.Errorf("after -15: support %d tiles %d deficit %d, want -15, 0, 5", g.Support, g.Tiles, g.Deficit)
	}
	nextTurn(t, s)
	if got := modifier(t, s, "Germany", "seed 002 10.24"); got != 0 {
		t.Errorf("the event lasted into turn 2: %+d", got)
	}
	if got := modifier(t, s, "Germany", "seed 002 10.41C"); got != -5 {
		t.Errorf("turn 2 deficit %+d, want -5", got)
	}
}

func TestSeed002_10_41B_PublicEventRevealedAtTurnStart(t *testing.T) {
	card := EventCard{Name: "Rearmament rally", Power: "Germany", Kind: "support", Value: 2}
	s, evs, err := NewGame(func() Setup {
		st := campaignSetup(t)
		st.Campaign.Deck = []EventCard{card}
		return st
	}(), 3)
	if err != nil {
		t.Fatal(err)
	}
	if got := modifier(t, s, "Germany", "seed 002 10.41B"); got != 2 {
		t.Errorf("public event modifier %+d, want +2", got)
	}
	if pw(t, s, "Germany").Tiles != 12 {
		t.Errorf("income %d, want 12: the public event is part of the turn's support", pw(t, s, "Germany").Tiles)
	}
	if len(kinds(evs, EvRandomEvent)) != 1 {
		t.Errorf("want one random event revealed, got %v", kinds(evs, EvRandomEvent))
	}
}

func TestSeed002_10_41B_SecretEventTargetsAnotherPower(t *testing.T) {
	card := EventCard{Name: "Show trials", Power: "Germany", Kind: "support", Target: "Russia", Value: -1, Secret: true}
	s := newCampaign(t, func(st *Setup) { st.Campaign.Deck = []EventCard{card} })
	toMovement(t, s, sideAxis)
	mustApply(t, s, Command{Kind: CmdPlayEvent, Side: sideAxis, Power: "Germany"})
	if got := pw(t, s, "Russia").Support; got != -1 {
		t.Errorf("Russia support %+d, want -1", got)
	}
}

func TestSeed002_10_41B_DiplomaticEventForTakenOverMinorIsSupport(t *testing.T) {
	card := EventCard{Name: "Polish guarantee", Power: "Britain", Kind: "minor", Target: MinorPoland, Value: 2}
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Deck = []EventCard{card}
		schedule(fact(1, FactAggression, "Germany", MinorPoland, 0))(st)
	})
	if got := modifier(t, s, "Britain", "seed 002 10.41B"); got != 2 {
		t.Errorf("Britain support from an unusable Polish event %+d, want +2", got)
	}
	s = newCampaign(t, func(st *Setup) { st.Campaign.Deck = []EventCard{card} })
	if got := modifier(t, s, "Britain", "seed 002 10.41B"); got != 0 {
		t.Errorf("a Polish event with Poland free is not a support event: %+d", got)
	}
}

func TestSeed002_10_41B_RussianDiplomaticEventAtFullCohesionIsSupport(t *testing.T) {
	card := EventCard{Name: "Trade mission", Power: "Britain", Kind: "russia_flag", Value: 1}
	s := newCampaign(t, func(st *Setup) {
		st.Campaign.Deck = []EventCard{card}
		st.Campaign.Facts.Cohesion = CohesionFull
	})
	if got := modifier(t, s, "Britain", "seed 002 10.41B"); got != 1 {
		t.Errorf("Britain support %+d, want +1 from the unused modifier", got)
	}
	if n := len(s.Campaign.Facts.Flags); n != 0 {
		t.Errorf("%d flags placed in Russia at full cohesion, want 0", n)
	}
}

func TestSeed002_10_51A_GermanResearch(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactResearch, "Germany", "west_wall", 0),
		fact(1, FactResearch, "Germany", "max_armor", 0),
		fact(1, FactResearch, "Germany", "atomic", 0),
		fact(1, FactResearch, "Germany", "max_transports", 0), // not a German modifier
		fact(1, FactResearch, "Germany", "maginot_line", 0),   // French only
	))
	if got := modifier(t, s, "Germany", "seed 002 10.51A"); got != 3 {
		t.Errorf("German research support %+d, want +3", got)
	}
}

func TestSeed002_10_71A_10_81A_10_91A_Research(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactResearch, "Britain", "max_transports", 0),
		fact(1, FactResearch, "Britain", "max_armor", 0), // not British
		fact(1, FactResearch, "France", "maginot_line", 0),
		fact(1, FactResearch, "France", "atomic", 0), // not French
		fact(1, FactResearch, "Russia", "max_rockets", 0),
		fact(1, FactResearch, "Russia", "max_transports", 0), // not Russian
		fact(1, FactResearch, "Italy", "atomic", 0),          // Italy has none
	))
	for _, c := range []struct{ power, rule string }{{"Britain", "seed 002 10.71A"}, {"France", "seed 002 10.81A"}, {"Russia", "seed 002 10.91A"}} {
		if got := modifier(t, s, c.power, c.rule); got != 1 {
			t.Errorf("%s research %+d, want +1", c.power, got)
		}
	}
	if got := pw(t, s, "Italy").Support; got != 0 {
		t.Errorf("Italy research support %+d, want 0", got)
	}
}

func TestSeed003_16_18_ThirdAdvancedResearchResult(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(1, FactResearch, "Germany", "advanced_submarines_3", 0),
		fact(1, FactResearch, "Britain", "advanced_submarines_3", 0), // Germany's only
		fact(1, FactResearch, "Britain", "advanced_jets_3", 0),
		fact(1, FactResearch, "Russia", "advanced_rockets_3", 0),
	))
	for power, want := range map[string]int{"Germany": 1, "Britain": 1, "Russia": 1} {
		if got := pw(t, s, power).Support; got != want {
			t.Errorf("%s support %+d, want %+d", power, got, want)
		}
	}
}

func TestSeed003_11_52A_MidTurnResearchGainsTiles(t *testing.T) {
	s := newCampaign(t, schedule(fact(2, FactResearch, "Germany", "atomic", 0)))
	before := pw(t, s, "Germany").Tiles
	t2 := s.Clone()
	nextTurn(t, t2)
	// Scheduled at the start of turn 2: part of the support income is paid from.
	if got := pw(t, t2, "Germany").Tiles; got != before+11 {
		t.Errorf("turn 2 tiles %d, want %d", got, before+11)
	}
	// The same result in mid-turn gains its tile point at once.
	tx := &tx{s: s}
	if err := tx.applyFact(FactChange{Kind: FactResearch, Power: "Germany", Target: "atomic"}); err != nil {
		t.Fatal(err)
	}
	tx.refreshSupport(true, "research")
	if g := pw(t, s, "Germany"); g.Support != 1 || g.Tiles != before+1 {
		t.Errorf("mid-turn atomic result: support %+d tiles %d, want +1 and %d", g.Support, g.Tiles, before+1)
	}
}

func TestSeed002_10_31_FactoryModifierHoldsForTheTurn(t *testing.T) {
	s := newCampaign(t, withFactories(map[string]int{"Germany": 8}))
	s.Factories[0].PP = 2 // bombed in mid-turn
	tx := &tx{s: s}
	if err := tx.applyFact(FactChange{Kind: FactResearch, Power: "Germany", Target: "west_wall"}); err != nil {
		t.Fatal(err)
	}
	tx.refreshSupport(true, "research")
	if got := modifier(t, s, "Germany", "seed 002 10.41A"); got != 3 {
		t.Errorf("factory support %+d in mid-turn, want the turn's +3", got)
	}
	nextTurn(t, s)
	if got := modifier(t, s, "Germany", "seed 002 10.41A"); got != 0 {
		t.Errorf("factory support %+d next turn, want 0 for 2 (+1 recovered) factories", got)
	}
}

func TestSeed002_10_14_NoLimitToSupport(t *testing.T) {
	card := EventCard{Name: "Collapse", Power: "Italy", Kind: "support", Value: -40}
	s := newCampaign(t, func(st *Setup) { st.Campaign.Deck = []EventCard{card} })
	if got := pw(t, s, "Italy").Support; got != -40 {
		t.Errorf("support %+d, want -40: no lower limit", got)
	}
}
