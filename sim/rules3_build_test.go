package sim

import (
	"strings"
	"testing"

	"hexstorm/hexmap"
)

// factoryBuild is a CmdBuild (seed 004 production) in the named power's city.
func factoryBuild(s *State, power, typ string) Command {
	p := s.Campaign.power(power)
	return Command{Kind: CmdBuild, Side: p.Side, UnitType: typ, Hex: p.Cities[0]}
}

// withArmyAndAirPP gives the Axis army and air pools plenty of PP.
func withArmyAndAirPP(st *Setup) {
	buildable(st)
	st.Pools = []Pool{{Side: sideAxis, Kind: FactoryArmy, PP: 40}, {Side: sideAxis, Kind: FactoryAir, PP: 40}}
}

// DESIGN D35, seed 000 18.41A: a factory build of a power needs its
// activity counters too.
func TestSeed000_18_41A_FactoryBuildNeedsActivityCounters(t *testing.T) {
	s := newCampaign(t, func(st *Setup) { withArmyAndAirPP(st); st.Campaign.Powers[0].Activity = 1 })
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, factoryBuild(s, "Germany", "infantry"), "seed 000 18.41A")

	s = newCampaign(t, withArmyAndAirPP)
	toProduction(t, s, sideAxis)
	mustApply(t, s, factoryBuild(s, "Germany", "infantry"))
	if g := pw(t, s, "Germany"); g.ActivityUsed != BuildCost {
		t.Errorf("a factory build used %d activity points, want %d", g.ActivityUsed, BuildCost)
	}
}

// DESIGN D35, seed 000 18.41B: one unit of each type a turn, whichever
// command builds it.
func TestSeed000_18_41B_FactoryBuildOneUnitOfEachType(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		withArmyAndAirPP(st)
		st.Campaign.Powers[0].Reserve[1].Count = 2 // two armor
	})
	toProduction(t, s, sideAxis)
	mustApply(t, s, factoryBuild(s, "Germany", "infantry"))
	mustRefuse(t, s, factoryBuild(s, "Germany", "infantry"), "seed 000 18.41B")
	mustRefuse(t, s, order(s, "Germany", "infantry"), "seed 000 18.41B")
	mustApply(t, s, order(s, "Germany", "armor"))
	mustRefuse(t, s, factoryBuild(s, "Germany", "armor"), "seed 000 18.41B")
}

// DESIGN D35, seed 000 18.21A: a factory build comes from the Reserve, and a
// unit so built that is lost goes back to the count it left.
func TestSeed000_18_21A_FactoryBuildComesFromReserve(t *testing.T) {
	s := newCampaign(t, withArmyAndAirPP)
	toProduction(t, s, sideAxis)
	mustRefuse(t, s, factoryBuild(s, "Germany", "heavy_bomber"), "seed 000 18.21A")
	mustApply(t, s, factoryBuild(s, "Germany", "infantry"))
	if n := pw(t, s, "Germany").reserveCount("infantry"); n != 1 {
		t.Fatalf("Reserve infantry %d after a factory build, want 1", n)
	}
	endEconomicPhase(t, s)
	u := s.Units[len(s.Units)-1]
	if u.Type != "infantry" || s.Campaign.PowerOf(u.ID) != s.Campaign.PowerIndex("Germany") {
		t.Fatalf("built unit %+v is not German infantry", u)
	}
	s.Units = s.Units[:len(s.Units)-1]
	s.Eliminated = append(s.Eliminated, u)
	nextTurn(t, s)
	if n := pw(t, s, "Germany").reserveCount("infantry"); n != 2 {
		t.Errorf("Reserve infantry %d after losing the built unit, want 2 (the count it left)", n)
	}
}

// DESIGN D35, seed 000 18.31: a factory build of a power is secret until the
// end of the economic phase, and may be taken back like any order.
func TestSeed000_18_31_FactoryBuildIsSecret(t *testing.T) {
	s := newCampaign(t, withArmyAndAirPP)
	toProduction(t, s, sideAxis)
	units := len(s.Units)
	pool := s.PoolPP(sideAxis, FactoryAir)
	evs := mustApply(t, s, factoryBuild(s, "Germany", "fighter"))
	for _, e := range evs {
		if e.Kind == EvUnitBuilt || e.Unit != 0 || strings.Contains(e.Why, "ighter") {
			t.Errorf("the build event gives the build away: %+v", e)
		}
	}
	if len(s.Units) != units {
		t.Fatal("the build was placed before the economic phase ended")
	}
	mustApply(t, s, Command{Kind: CmdCancelOrder, Side: sideAxis, Power: "Germany", Card: 0})
	if s.PoolPP(sideAxis, FactoryAir) != pool || pw(t, s, "Germany").ActivityUsed != 0 {
		t.Fatalf("taking the build back left pool %d (want %d), activity %d", s.PoolPP(sideAxis, FactoryAir), pool, pw(t, s, "Germany").ActivityUsed)
	}
	mustApply(t, s, factoryBuild(s, "Germany", "fighter"))
	built := kinds(endEconomicPhase(t, s), EvUnitBuilt)
	if len(built) != 1 || len(s.Units) != units+1 || s.Units[len(s.Units)-1].Type != "fighter" {
		t.Fatalf("want the fighter revealed at the end of the economic phase, got %v", built)
	}
}

// DESIGN D35: a unit is placed only at a factory of its kind holding at
// least 1 PP; PP earned elsewhere do not place it at a bombed-out factory.
func TestDesignD35_PlacementNeedsFactoryWithPP(t *testing.T) {
	s := logisticsGame(t, []Factory{
		{Hex: at(5, 1), Kind: FactoryAir, PP: 0, Side: 0},
		{Hex: at(5, 3), Kind: FactoryAir, PP: 3, Side: 0},
	}, []Pool{{Side: 0, Kind: FactoryAir, PP: 20}}, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "heavy_bomber", Hex: at(5, 1)}, "DESIGN D35")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "heavy_bomber", Hex: at(5, 3)})
}

// seed 001 Lake Combatant, DESIGN D39: a Juggernaut is built only where it
// may sail, in a port on a lake's shore, never in one on the open sea.
func TestSeed001_JuggernautBuiltOnlyOnLakes(t *testing.T) {
	s := logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 2, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryNaval, PP: 60}}, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "juggernaut", Hex: at(1, 1)}, "seed 001 Lake Combatant")

	// The same port on an enclosed lake builds it.
	lake := func(st *Setup) {
		st.Map = asciiMap(t, ".......", ".C...C.", "..~~...", ".....C.")
		st.Map.SetSettlement(at(1, 1), hexmap.City, 3, "A")
		st.Map.SetPort(at(1, 1), true)
	}
	s = logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 2, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryNaval, PP: 60}}, lake)
	if !InLakeZone(s.Map, at(1, 1)) {
		t.Fatal("the test map's port is not on a lake")
	}
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "juggernaut", Hex: at(1, 1)})
}
