package sim

import (
	"strings"
	"testing"
)

// buildable gives every power a 1 PP army and a 1 PP air factory in its
// city, too few for factory support, so it can place infantry, armor and
// fighters (DESIGN D24).
func buildable(st *Setup) {
	for _, p := range st.Campaign.Powers {
		st.Factories = append(st.Factories,
			Factory{Hex: p.Cities[0], Kind: FactoryArmy, PP: 1, Side: p.Side},
			Factory{Hex: p.Cities[0], Kind: FactoryAir, PP: 1, Side: p.Side})
	}
}

// order is a CmdOrderBuild for the named power in its home city.
func order(s *State, power, typ string) Command {
	p := s.Campaign.power(power)
	return Command{Kind: CmdOrderBuild, Side: p.Side, Power: power, UnitType: typ, Hex: p.Cities[0]}
}

// endEconomicPhase ends production phases until the economic phase is over.
func endEconomicPhase(t *testing.T, s *State) []Event {
	t.Helper()
	var evs []Event
	for s.Phase == PhaseProduction {
		evs = append(evs, mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})...)
	}
	return evs
}

func TestSeed000_18_11_EveryUnitCostsTwoActivityPoints(t *testing.T) {
	s := newCampaign(t, buildable)
	toProduction(t, s, sideAxis)
	g := pw(t, s, "Germany")
	tiles := g.Tiles
	for i, typ := range []string{"infantry", "armor", "fighter"} {
		mustApply(t, s, order(s, "Germany", typ))
		if g = pw(t, s, "Germany"); g.ActivityUsed != 2*(i+1) || g.Tiles != tiles-2*(i+1) {
			t.Errorf("after %s: %d activity points used, %d tiles; want %d and %d", typ, g.ActivityUsed, g.Tiles, 2*(i+1), tiles-2*(i+1))
		}
	}
}

func TestSeed000_18_21_BuiltUnitMovesFromReserveToActiveWithBalanceCounter(t *testing.T) {
	s := newCampaign(t, buildable)
	toProduction(t, s, sideAxis)
	before := pw(t, s, "Germany").Balance
	mustApply(t, s, order(s, "Germany", "armor"))
	endEconomicPhase(t, s)
	g := pw(t, s, "Germany")
	if g.reserveCount("armor") != 0 {
		t.Errorf("armor still in Reserve: %v", g.Reserve)
	}
	u := s.Units[len(s.Units)-1]
	if u.Type != "armor" || s.Campaign.PowerOf(u.ID) != s.Campaign.PowerIndex("Germany") || u.Hex != powerCity["Germany"] {
		t.Errorf("built unit %+v not German armor in Germany's city", u)
	}
	if g.Balance[CatArmor] != before[CatArmor]+1 || g.Balance[CatInfantry] != before[CatInfantry] {
		t.Errorf("Balance %v, want one more armor than %v", g.Balance, before)
	}
	if got := s.Campaign.BlocBalance(BlocAxis).Total(); got != 3 {
		t.Errorf("Axis chart %d counters, want 3 (two infantry and the armor)", got)
	}
}

func TestSeed000_18_31_BuildsSecretUntilEndOfEconomicPhase(t *testing.T) {
	s := newCampaign(t, buildable)
	var first int
	toProduction(t, s, s.Order[0])
	first = s.ActiveSide()
	power := "Germany"
	if first == sideAllies {
		power = "Britain"
	}
	units := len(s.Units)
	evs := mustApply(t, s, order(s, power, "fighter"))
	for _, e := range evs {
		if e.Unit != 0 || strings.Contains(e.Why, "fighter") || e.To != (Event{}).To {
			t.Errorf("the order event gives the build away: %+v", e)
		}
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: first})
	if len(s.Units) != units || s.Phase != PhaseProduction {
		t.Fatalf("the build was placed before the economic phase ended")
	}
	other := s.Campaign.power(map[string]string{"Germany": "Britain", "Britain": "Germany"}[power])
	mustApply(t, s, order(s, other.Name, "infantry"))
	evs = endEconomicPhase(t, s)
	built := kinds(evs, EvUnitBuilt)
	if len(built) != 2 || len(s.Units) != units+2 {
		t.Fatalf("want both builds revealed together, got %v", built)
	}
}

func TestSeed000_18_41A_BuildsNeedActivityCounters(t *testing.T) {
	s := newCampaign(t, func(st *Setup) { buildable(st); st.Campaign.Powers[0].Activity = 1 })
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, order(s, "Germany", "infantry"), "seed 000 18.41A")
}

func TestSeed000_18_41B_OneUnitOfEachTypePerTurn(t *testing.T) {
	s := newCampaign(t, buildable)
	toProduction(t, s, sideAxis)
	mustApply(t, s, order(s, "Germany", "infantry"))
	mustRefuse(t, s, order(s, "Germany", "infantry"), "seed 000 18.41B")
	mustApply(t, s, order(s, "Germany", "armor"))
	// A random event allows a second unit of a type.
	s = newCampaign(t, func(st *Setup) {
		buildable(st)
		st.Campaign.Deck = []EventCard{{Name: "Call-up", Power: "Germany", Kind: "extra_build", Target: "infantry"}}
	})
	toProduction(t, s, sideAxis)
	mustApply(t, s, order(s, "Germany", "infantry"))
	mustApply(t, s, order(s, "Germany", "infantry"))
}

func TestSeed000_18_21A_OnlyReserveUnits(t *testing.T) {
	s := newCampaign(t, buildable)
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, order(s, "Germany", "heavy_bomber"), "seed 000 18.21A")
}

func TestSeed000_LostUnitReturnsToReserve(t *testing.T) {
	s := newCampaign(t, buildable)
	g := s.Campaign.PowerIndex("Germany")
	id := UnitID(1)
	u := *s.Unit(id)
	s.Units = s.Units[1:]
	s.Eliminated = append(s.Eliminated, u)
	nextTurn(t, s)
	p := pw(t, s, "Germany")
	if p.reserveCount("infantry") != 3 || p.Balance[CatInfantry] != 0 || s.Campaign.PowerOf(id) != -1 {
		t.Errorf("after losing its infantry: reserve %v balance %v owner %d (power %d)", p.Reserve, p.Balance, s.Campaign.PowerOf(id), g)
	}
}

// seed 000 18.21, DESIGN D35: a unit a power builds at a factory leaves its
// Reserve and, revealed at the end of the economic phase, belongs to the
// power of its city with a counter on the chart.
func TestSeed000_18_21B_FactoryBuiltUnitJoinsItsPower(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		buildable(st)
		st.Pools = []Pool{{Side: sideAxis, Kind: FactoryArmy, PP: 10}}
	})
	toProduction(t, s, sideAxis)
	mustApply(t, s, Command{Kind: CmdBuild, Side: sideAxis, UnitType: "infantry", Hex: powerCity["Italy"]})
	if it := pw(t, s, "Italy"); it.reserveCount("infantry") != 1 || it.ActivityUsed != BuildCost {
		t.Errorf("Italy's factory build: reserve %v, activity used %d; want one infantry gone and %d points", it.Reserve, it.ActivityUsed, BuildCost)
	}
	endEconomicPhase(t, s)
	u := s.Units[len(s.Units)-1]
	if u.Type != "infantry" || s.Campaign.PowerOf(u.ID) != s.Campaign.PowerIndex("Italy") || pw(t, s, "Italy").Balance[CatInfantry] != 2 {
		t.Errorf("a unit built in Italy's city belongs to Italy with a chart counter")
	}
}

// russiaNegative starts a campaign where Russia's support is -1 (low cohesion).
func russiaNegative(extra func(*Setup)) func(*Setup) {
	return func(st *Setup) {
		buildable(st)
		st.Campaign.Facts.Cohesion = CohesionLow
		st.Campaign.Facts.GarrisonRequired = 1 // no surplus
		for i := range st.Campaign.Minors {
			if st.Campaign.Minors[i].Name == "Spain" {
				st.Campaign.Minors[i].CivilWar, st.Campaign.Minors[i].Rebels = true, []string{"Russia"}
			}
		}
		if extra != nil {
			extra(st)
		}
	}
}

func TestSeed000_18_51_RussiaMustBuildWhenSupportNegative(t *testing.T) {
	s := newCampaign(t, russiaNegative(nil))
	if got := pw(t, s, "Russia").Support; got != -1 {
		t.Fatalf("Russia support %+d, want -1", got)
	}
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, Command{Kind: CmdEndPhase, Side: sideAllies}, "seed 000 18.51")
	cmd, ok := s.RequiredBuild(sideAllies)
	if !ok || cmd.Power != "Russia" {
		t.Fatalf("RequiredBuild = %v, %v", cmd, ok)
	}
	mustApply(t, s, cmd)
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAllies})
}

func TestSeed000_18_51A_RequiredUnitComesBeforeOtherExpenditure(t *testing.T) {
	s := newCampaign(t, russiaNegative(func(st *Setup) {
		st.Campaign.Powers[4].Income = 3 // 2 tiles after -1 support
	}))
	toProduction(t, s, sideAllies)
	if got := pw(t, s, "Russia").Tiles; got != 2 {
		t.Fatalf("Russia tiles %d, want 2", got)
	}
	mustRefuse(t, s, Command{Kind: CmdPlaceCounter, Side: sideAllies, Power: "Russia", Minor: "Spain"}, "seed 000 18.51A")
}

func TestSeed000_18_51B_NoTilesNoOtherExpenditure(t *testing.T) {
	s := newCampaign(t, russiaNegative(func(st *Setup) {
		st.Campaign.Powers[4].Income = 2 // 1 tile: not enough for the unit
	}))
	toProduction(t, s, sideAllies)
	mustRefuse(t, s, Command{Kind: CmdPlaceCounter, Side: sideAllies, Power: "Russia", Minor: "Spain"}, "seed 000 18.51B")
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAllies}) // unable to build: the phase may end
}

func TestSeed000_18_51C_NoUnitAvailableLiftsRequirement(t *testing.T) {
	s := newCampaign(t, russiaNegative(func(st *Setup) { st.Campaign.Powers[4].Reserve = nil }))
	toProduction(t, s, sideAllies)
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAllies})
}

func TestSeed000_18_51D_NegativeSecretEventsNotCounted(t *testing.T) {
	card := EventCard{Name: "Famine", Power: "Russia", Kind: "support", Value: -3, Secret: true}
	s := newCampaign(t, func(st *Setup) { buildable(st); st.Campaign.Deck = []EventCard{card} })
	toProduction(t, s, sideAllies)
	mustApply(t, s, Command{Kind: CmdPlayEvent, Side: sideAllies, Power: "Russia"})
	if got := pw(t, s, "Russia").Support; got != -3 {
		t.Fatalf("Russia support %+d, want -3", got)
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAllies}) // no duty: the -3 is a secret event
	// A positive secret event played first lifts Russia to zero.
	card = EventCard{Name: "Five-year plan", Power: "Russia", Kind: "support", Value: 1, Secret: true}
	s = newCampaign(t, russiaNegative(func(st *Setup) { st.Campaign.Deck = []EventCard{card} }))
	toProduction(t, s, sideAllies)
	mustApply(t, s, Command{Kind: CmdPlayEvent, Side: sideAllies, Power: "Russia"})
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: sideAllies})
}

func TestSeed000_18_21B_RussianBuildsJoinTheGarrisonNotTheChart(t *testing.T) {
	s := newCampaign(t, func(st *Setup) { buildable(st); st.Campaign.Facts.GarrisonRequired = 2 })
	if got := modifier(t, s, "Russia", "seed 002 10.91D"); got != -1 {
		t.Fatalf("one garrison unit of two required: %+d, want -1", got)
	}
	allied := s.Campaign.BlocBalance(BlocAllied)
	toProduction(t, s, sideAllies)
	mustApply(t, s, order(s, "Russia", "infantry"))
	evs := endEconomicPhase(t, s)
	if got := s.Campaign.BlocBalance(BlocAllied); got != allied {
		t.Errorf("Allied chart %v changed to %v by a Russian build", allied, got)
	}
	// Seed 002 10.91D: the garrison counts again at the end of the economic phase.
	if got := modifier(t, s, "Russia", "seed 002 10.91D"); got != 0 {
		t.Errorf("garrison modifier %+d after the build, want 0", got)
	}
	if len(kinds(evs, EvSupportChanged)) == 0 {
		t.Error("no support change reported at the end of the economic phase")
	}
}
