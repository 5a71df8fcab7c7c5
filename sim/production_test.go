package sim

import (
	"strings"
	"testing"

	"hexstorm/hexmap"
)

// toProduction ends phases until side is in its Production Phase.
func toProduction(t testing.TB, s *State, side int) []Event {
	t.Helper()
	var evs []Event
	for i := 0; i < 20; i++ {
		if s.Phase == PhaseProduction && s.ActiveSide() == side {
			return evs
		}
		evs = append(evs, mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})...)
	}
	t.Fatalf("side %d never reached its Production Phase", side)
	return nil
}

// mustRefuse applies a command the test expects to be refused citing rule,
// and checks the state did not change.
func mustRefuse(t testing.TB, s *State, c Command, rule string) {
	t.Helper()
	before := snapshot(t, s)
	_, err := s.Apply(c)
	if err == nil {
		t.Fatalf("%s: accepted, want refused citing %q", c, rule)
	}
	re, ok := err.(*RuleError)
	if !ok || !strings.Contains(re.Rule, rule) {
		t.Fatalf("%s: refused with %v, want rule %q", c, err, rule)
	}
	if snapshot(t, s) != before {
		t.Fatalf("%s: refused but the state changed", c)
	}
}

// factoryMap: a size-3 port city A at 1,1 and a size-2 city B at 5,1, both
// on the coast and joined by a road, and a size-3 inland city D at 5,3.
//
//	~~~~~~~
//	.A...B.
//	.......
//	.....D.
func factoryMap(t testing.TB) *hexmap.Map {
	m := asciiMap(t,
		"~~~~~~~",
		".C...C.",
		".......",
		".....C.")
	m.SetSettlement(at(1, 1), hexmap.City, 3, "A")
	m.SetPort(at(1, 1), true)
	m.SetSettlement(at(5, 1), hexmap.City, 2, "B")
	m.SetSettlement(at(5, 3), hexmap.City, 3, "D")
	roadAlong(t, m, row(1, 1, 5)...)
	return m
}

// logisticsGame starts a Logistics game on factoryMap with side 0 holding
// every city, the given factories and pools, and options changed by opt.
func logisticsGame(t testing.TB, factories []Factory, pools []Pool, opt func(*Setup), units ...UnitSetup) *State {
	t.Helper()
	m := factoryMap(t)
	setup := twoSides(m, units...)
	setup.Options.Logistics = true
	setup.Control = controlled(m, 0, at(1, 1), at(5, 1), at(5, 3))
	setup.Factories = factories
	setup.Pools = pools
	if opt != nil {
		opt(&setup)
	}
	return newTestGame(t, setup, 1)
}

func TestDesignD23_FactoryIncomeByType(t *testing.T) {
	s := logisticsGame(t, []Factory{
		{Hex: at(1, 1), Kind: FactoryAir, PP: 2, Side: 0},
		{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0},
		{Hex: at(5, 1), Kind: FactoryArmy, PP: 2, Side: 0},
		{Hex: at(5, 3), Kind: FactoryArmy, PP: 1, Side: 1},
	}, []Pool{{Side: 0, Kind: FactoryArmy, PP: 1}}, nil)
	evs := toProduction(t, s, 0)
	want := map[FactoryKind]int{FactoryArmy: 3, FactoryAir: 2, FactoryNaval: 1, PoolGeneric: 0}
	for k, pp := range want {
		if got := s.PoolPP(0, k); got != pp {
			t.Errorf("side 0 %s pool = %d, want %d", k, got, pp)
		}
	}
	incomes := 0
	for _, e := range evs {
		if e.Kind == EvIncome {
			incomes++
		}
	}
	if incomes != 3 {
		t.Errorf("%d income events, want 3 (army, air, naval)", incomes)
	}
	// The other side is paid in its own Production Phase.
	if s.Order[0] == 0 && s.PoolPP(1, FactoryArmy) != 0 {
		t.Errorf("side 1 was paid before its Production Phase")
	}
	// Pools carry over: one more turn adds the same again.
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	toProduction(t, s, 0)
	if got := s.PoolPP(0, FactoryArmy); got != 5 {
		t.Errorf("army pool after two turns = %d, want 5", got)
	}
	if s.PoolPP(1, FactoryAir) != 0 || s.PoolPP(1, FactoryNaval) != 0 {
		t.Errorf("side 1 was paid from side 0's factories")
	}
}

func TestDesignD23_GenericIncomeWithoutLogistics(t *testing.T) {
	m := asciiMap(t,
		"C.t.C",
		".....")
	m.SetSettlement(at(4, 0), hexmap.City, 3, "")
	setup := twoSides(m)
	setup.Control = controlled(m, 0, at(0, 0), at(2, 0))
	setup.Control[m.Index(at(4, 0))] = 1
	setup.Factories = []Factory{{Hex: at(0, 0), Kind: FactoryAir, PP: 2, Side: 0}} // ignored without Logistics
	s := newTestGame(t, setup, 1)
	toProduction(t, s, 0)
	if got := s.PoolPP(0, PoolGeneric); got != 4 {
		t.Errorf("generic pool = %d, want 4 (city 2 + town 2)", got)
	}
	if got := s.PoolPP(0, FactoryAir); got != 0 {
		t.Errorf("air pool = %d without the Logistics set", got)
	}
	// A unit of any class is paid from the generic pool.
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(0, 0)})
	if got := s.PoolPP(0, PoolGeneric); got != 1 {
		t.Errorf("generic pool after infantry = %d, want 1", got)
	}
}

func TestSeed004_FactoriesProduceLikeUnits(t *testing.T) {
	s := logisticsGame(t, []Factory{
		{Hex: at(5, 1), Kind: FactoryAir, PP: 2, Side: 0},
	}, []Pool{{Side: 0, Kind: FactoryAir, PP: 20}, {Side: 0, Kind: FactoryArmy, PP: 20}}, nil)
	toProduction(t, s, 0)
	// No army factory in B: no infantry there, whatever the army pool holds.
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 1)}, "DESIGN D24")
	// An air factory cannot be told to build infantry.
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 1), Factory: "air"}, "seed 004 Factories")
	evs := mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "fighter", Hex: at(5, 1)})
	if len(evs) != 1 || evs[0].Kind != EvUnitBuilt {
		t.Fatalf("events %+v, want one unit_built", evs)
	}
	u := s.Unit(evs[0].Unit)
	if u == nil || u.Type != "fighter" || u.Hex != at(5, 1) || u.CV != 1 || u.Side != 0 {
		t.Fatalf("built unit %+v", u)
	}
	// 20 + 2 income - 10 for the fighter; the army pool is untouched.
	if s.PoolPP(0, FactoryAir) != 12 || s.PoolPP(0, FactoryArmy) != 20 {
		t.Errorf("pools air %d army %d, want 12 and 20", s.PoolPP(0, FactoryAir), s.PoolPP(0, FactoryArmy))
	}
	if s.NextUnitID != u.ID+1 {
		t.Errorf("NextUnitID %d after building unit %d", s.NextUnitID, u.ID)
	}
}

func TestDesignD24_BuildCostsPoolAndNeedsSupply(t *testing.T) {
	factories := []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}, {Hex: at(5, 1), Kind: FactoryArmy, PP: 2, Side: 0}}
	s := logisticsGame(t, factories, nil, nil)
	toProduction(t, s, 0)
	// Income 5: heavy artillery (5) fits, a second unit does not.
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "heavy_artillery", Hex: at(5, 3)})
	if s.PoolPP(0, FactoryArmy) != 0 {
		t.Errorf("army pool %d after spending it all", s.PoolPP(0, FactoryArmy))
	}
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)}, "DESIGN D24")
	// Not a city at all.
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(3, 1)}, "DESIGN D24")
	// Outside the Production Phase.
	s = logisticsGame(t, factories, []Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, nil)
	toMovement(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 1)}, "DESIGN D11")
}

func TestDesignD24_BuildOnlyInFriendlyCity(t *testing.T) {
	// A city the enemy controls is not friendly.
	s := logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, func(st *Setup) { st.Control[st.Map.Index(at(5, 3))] = 1 })
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)}, "DESIGN D24")
	// Nor is one an enemy unit stands in.
	s = logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryArmy, PP: 10}}, nil,
		UnitSetup{Type: "infantry", Side: 1, Hex: at(5, 3)})
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)}, "DESIGN D24")
}

func TestDesignD8_DoctrineAndCannotBuild(t *testing.T) {
	pools := []Pool{{Side: 0, Kind: FactoryArmy, PP: 30}, {Side: 0, Kind: FactoryNaval, PP: 30}}
	factories := []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}, {Hex: at(1, 1), Kind: FactoryNaval, PP: 3, Side: 0}}
	s := logisticsGame(t, factories, pools, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "mechanized_infantry", Hex: at(5, 3)}, "DESIGN D8")
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "auxiliaries", Hex: at(5, 3)}, "DESIGN D8")
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "dreadnaught", Hex: at(1, 1)}, "DESIGN D8")
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "no_such_unit", Hex: at(5, 3)}, "")

	s = logisticsGame(t, factories, pools, func(st *Setup) { st.Sides[0].Doctrines = []string{"Mechanization"} })
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "mechanized_infantry", Hex: at(5, 3)})
}

func TestDesignD31_MajorIndustrialComplex(t *testing.T) {
	pools := []Pool{{Side: 0, Kind: FactoryArmy, PP: 60}, {Side: 0, Kind: FactoryNaval, PP: 60}}
	// Only B (size 2) has a factory: no Major Industrial Complex at all.
	s := logisticsGame(t, []Factory{{Hex: at(5, 1), Kind: FactoryArmy, PP: 2, Side: 0}}, pools, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "armor", Hex: at(5, 1)}, "DESIGN D31")

	// With a factory in D (size 3), armor may be placed at B, heavy armor only at D.
	s = logisticsGame(t, []Factory{
		{Hex: at(5, 1), Kind: FactoryArmy, PP: 2, Side: 0},
		{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0},
	}, pools, nil)
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "armor", Hex: at(5, 1)})
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "heavy_armor", Hex: at(5, 1)}, "DESIGN D31")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "heavy_armor", Hex: at(5, 3)})
}

func TestSeed001_BattleshipNeedsMajorFactoryAndNavalBase(t *testing.T) {
	pools := []Pool{{Side: 0, Kind: FactoryNaval, PP: 60}}
	// A (size 3 port) with a 0 PP Naval factory is no operative naval base;
	// since rules version 3 it places no ship at all (DESIGN D35).
	s := logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 0, Side: 0}}, pools, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "battleship", Hex: at(1, 1)}, "DESIGN D35")
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "destroyer", Hex: at(1, 1)}, "DESIGN D35")
	// A size-2 port with a working Naval factory is no Major Factory.
	s = logisticsGame(t, []Factory{{Hex: at(5, 1), Kind: FactoryNaval, PP: 1, Side: 0}}, pools, func(st *Setup) { st.Map.SetPort(at(5, 1), true) })
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "battleship", Hex: at(5, 1)}, "DESIGN D31")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "destroyer", Hex: at(5, 1)})

	s = logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0}}, pools, nil)
	toProduction(t, s, 0)
	evs := mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "battleship", Hex: at(1, 1)})
	if u := s.Unit(evs[0].Unit); u.CV != 2 {
		t.Errorf("battleship built at cv %d, want full strength 2", u.CV)
	}
}

func TestSeed004_NavalUnitsOnlyInCoastalCities(t *testing.T) {
	// Without Logistics any friendly supplied city builds, but ships need a coast.
	m := factoryMap(t)
	setup := twoSides(m)
	setup.Control = controlled(m, 0, at(1, 1), at(5, 3))
	setup.Pools = []Pool{{Side: 0, Kind: PoolGeneric, PP: 30}}
	s := newTestGame(t, setup, 1)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "destroyer", Hex: at(5, 3)}, "seed 004 Factories")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "destroyer", Hex: at(1, 1)})
	// With it, a coastal city needs a Naval factory.
	s = logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryAir, PP: 3, Side: 0}},
		[]Pool{{Side: 0, Kind: FactoryNaval, PP: 30}}, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "destroyer", Hex: at(1, 1)}, "DESIGN D24")
}

func TestDesignD15_BuildRespectsStacking(t *testing.T) {
	var units []UnitSetup
	for range MaxGroundStack {
		units = append(units, UnitSetup{Type: "infantry", Side: 0, Hex: at(5, 3)})
	}
	units = append(units, UnitSetup{Type: "fighter", Side: 0, Hex: at(1, 1)}, UnitSetup{Type: "fighter", Side: 0, Hex: at(1, 1)})
	s := logisticsGame(t, []Factory{
		{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0},
		{Hex: at(1, 1), Kind: FactoryAir, PP: 3, Side: 0},
	}, []Pool{{Side: 0, Kind: FactoryArmy, PP: 30}, {Side: 0, Kind: FactoryAir, PP: 30}}, nil, units...)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)}, "DESIGN D15")
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "fighter", Hex: at(1, 1)}, "DESIGN D15")
}

// optionalGame has an Air factory in B and a Naval factory in A, with full pools.
func optionalGame(t *testing.T, opt func(*Options)) *State {
	t.Helper()
	s := logisticsGame(t, []Factory{
		{Hex: at(5, 1), Kind: FactoryAir, PP: 2, Side: 0},
		{Hex: at(1, 1), Kind: FactoryNaval, PP: 3, Side: 0},
	}, []Pool{{Side: 0, Kind: FactoryAir, PP: 30}, {Side: 0, Kind: FactoryNaval, PP: 30}}, func(st *Setup) {
		st.Sides[0].Doctrines = []string{"Airborne Operations"}
		opt(&st.Options)
	})
	toProduction(t, s, 0)
	return s
}

func TestSeed004_OptionalEngineerBuilding(t *testing.T) {
	s := optionalGame(t, func(*Options) {})
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "engineers", Hex: at(5, 1), Factory: "air"}, "seed 004 Factories")
	s = optionalGame(t, func(o *Options) { o.EngineerBuilding = true })
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "engineers", Hex: at(5, 1), Factory: "air"})
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "engineers", Hex: at(1, 1), Factory: "naval"})
	// Pools of 30 plus income (air 2, naval 3), less 5 for each engineer.
	if s.PoolPP(0, FactoryAir) != 27 || s.PoolPP(0, FactoryNaval) != 28 {
		t.Errorf("pools air %d naval %d, want 27 and 28", s.PoolPP(0, FactoryAir), s.PoolPP(0, FactoryNaval))
	}
	// Other ground units still need an Army factory.
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 1), Factory: "air"}, "seed 004 Factories")
}

func TestSeed004_OptionalAirborneBuilding(t *testing.T) {
	s := optionalGame(t, func(*Options) {})
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "paratroopers", Hex: at(5, 1), Factory: "air"}, "seed 004 Factories")
	s = optionalGame(t, func(o *Options) { o.AirborneBuilding = true })
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "paratroopers", Hex: at(1, 1), Factory: "naval"}, "seed 004 Factories")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "paratroopers", Hex: at(5, 1), Factory: "air"})
	if s.PoolPP(0, FactoryAir) != 30 {
		t.Errorf("air pool %d, want 30 + 2 - 2", s.PoolPP(0, FactoryAir))
	}
}

func TestSeed004_OptionalMarineBuilding(t *testing.T) {
	s := optionalGame(t, func(*Options) {})
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "marines", Hex: at(1, 1), Factory: "naval"}, "seed 004 Factories")
	s = optionalGame(t, func(o *Options) { o.MarineBuilding = true })
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "marines", Hex: at(5, 1), Factory: "air"}, "seed 004 Factories")
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "marines", Hex: at(1, 1), Factory: "naval"})
	if s.PoolPP(0, FactoryNaval) != 30 {
		t.Errorf("naval pool %d, want 30 + 3 - 3", s.PoolPP(0, FactoryNaval))
	}
}

func TestSeed004_FactoryExchange(t *testing.T) {
	factories := []Factory{
		{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0},
		{Hex: at(1, 1), Kind: FactoryArmy, PP: 2, Side: 0},
		{Hex: at(5, 1), Kind: FactoryAir, PP: 2, Side: 0},
		{Hex: at(5, 3), Kind: FactoryArmy, PP: 1, Side: 0},
	}
	pools := []Pool{{Side: 0, Kind: FactoryArmy, PP: 30}, {Side: 0, Kind: FactoryAir, PP: 30}}
	s := logisticsGame(t, factories, pools, nil)
	toProduction(t, s, 0)
	// Seed example: a 1PP Naval Factory exchanged for a 0PP Air Factory.
	evs := mustApply(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(1, 1), Factory: "naval", NewFactory: "air"})
	if len(evs) != 1 || evs[0].Kind != EvFactoryExchanged {
		t.Fatalf("events %+v", evs)
	}
	if s.factoryAt(at(1, 1), FactoryNaval, 0) != nil {
		t.Fatal("the naval factory is still there")
	}
	if f := s.factoryAt(at(1, 1), FactoryAir, 0); f == nil || f.PP != 0 {
		t.Fatalf("air factory after exchange: %+v, want 0 PP", f)
	}
	// The city does no production this phase, and no second exchange.
	mustRefuse(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(1, 1)}, "seed 004 Factories")
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(1, 1), Factory: "army", NewFactory: "naval"}, "seed 004 Factories")

	// D is inland: never a Naval factory there.
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(5, 3), Factory: "army", NewFactory: "naval"}, "seed 004 Factories")
	// B produces, then may not exchange.
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "fighter", Hex: at(5, 1)})
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(5, 1), Factory: "air", NewFactory: "army"}, "seed 004 Factories")
	// To a type the city already has, or the same type: refused.
	s = logisticsGame(t, factories, pools, nil)
	toProduction(t, s, 0)
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(1, 1), Factory: "naval", NewFactory: "army"}, "seed 004 Factories")
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(1, 1), Factory: "naval", NewFactory: "naval"}, "seed 004 Factories")
	mustRefuse(t, s, Command{Kind: CmdExchangeFactory, Side: 0, Hex: at(1, 1), Factory: "air", NewFactory: "naval"}, "seed 004 Factories")
}

func TestSeed004_FactoryRecoveryExample(t *testing.T) {
	// "a 2PP city can support a 2PP Factory. If the Factory is reduced to
	// 1PP, it rebuilds to 2PP on the next Production."
	s := logisticsGame(t, []Factory{{Hex: at(5, 1), Kind: FactoryArmy, PP: 1, Side: 0}}, nil, nil)
	toProduction(t, s, 0)
	if got := s.PoolPP(0, FactoryArmy); got != 1 {
		t.Fatalf("income from the reduced factory = %d, want 1", got)
	}
	if f := s.factoryAt(at(5, 1), FactoryArmy, 0); f.PP != 1 {
		t.Fatalf("factory at %d PP before the phase ends, want 1: recovery is at the end", f.PP)
	}
	evs := mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if f := s.factoryAt(at(5, 1), FactoryArmy, 0); f.PP != 2 {
		t.Fatalf("factory at %d PP after the Production Phase, want 2", f.PP)
	}
	if evs[0].Kind != EvFactoryRecovered || evs[0].Value != 2 {
		t.Errorf("first event %+v, want factory_recovered to 2", evs[0])
	}
	// At its maximum it grows no further.
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if f := s.factoryAt(at(5, 1), FactoryArmy, 0); f.PP != 2 {
		t.Errorf("factory grew past its city's size to %d", f.PP)
	}
}

func TestSeed004_FactoryRecoveryPicksWeakest(t *testing.T) {
	// A 3PP city with 2PP Air and a Naval factory bombed to 0 rebuilds the Naval one.
	s := logisticsGame(t, []Factory{
		{Hex: at(1, 1), Kind: FactoryAir, PP: 2, Side: 0},
		{Hex: at(1, 1), Kind: FactoryNaval, PP: 0, Side: 0},
	}, nil, nil)
	toProduction(t, s, 0)
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if a, n := s.factoryAt(at(1, 1), FactoryAir, 0).PP, s.factoryAt(at(1, 1), FactoryNaval, 0).PP; a != 2 || n != 1 {
		t.Errorf("air %d naval %d, want 2 and 1", a, n)
	}
}

// TestDesignD35_OnlyCapitalShipsMendFreeInPort: the free repair in a naval
// base is a capital ship's (seed 001 Capital Ship, D24); an infantry block
// or a fighter worn in the same port buys its steps back one a phase
// (D35). The repair had mended every block of several steps standing in a
// friendly port, so Gathering Storm's Allied infantry in London regained a
// step in the first Production Phase for nothing.
func TestDesignD35_OnlyCapitalShipsMendFreeInPort(t *testing.T) {
	s := logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0}}, nil, nil,
		UnitSetup{Type: "battleship", Side: 0, Hex: at(1, 1), CV: 1},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1), CV: 2},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(1, 1), CV: 1})
	evs := toProduction(t, s, 0)
	if s.Unit(1).CV != 2 {
		t.Errorf("the battleship has %d steps, want 2 (mended free)", s.Unit(1).CV)
	}
	if s.Unit(2).CV != 2 || s.Unit(3).CV != 1 {
		t.Errorf("infantry %d and fighter %d steps, want 2 and 1 (not mended free)", s.Unit(2).CV, s.Unit(3).CV)
	}
	for _, e := range evs {
		if e.Kind == EvUnitRepaired && e.Unit != 1 {
			t.Errorf("unit %d repaired free: %+v", e.Unit, e)
		}
	}
}

func TestDesignD24_CapitalShipRepair(t *testing.T) {
	ships := []UnitSetup{
		{Type: "battleship", Side: 0, Hex: at(1, 1), CV: 1},
		{Type: "battleship", Side: 0, Hex: at(3, 0), CV: 1}, // at sea: no repair
	}
	s := logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0}}, nil, nil, ships...)
	evs := toProduction(t, s, 0)
	if s.Unit(1).CV != 2 || s.Unit(2).CV != 1 {
		t.Fatalf("cv in port %d at sea %d, want 2 and 1", s.Unit(1).CV, s.Unit(2).CV)
	}
	repaired := 0
	for _, e := range evs {
		if e.Kind == EvUnitRepaired {
			repaired++
		}
	}
	if repaired != 1 {
		t.Errorf("%d repair events, want 1", repaired)
	}
	if s.PoolPP(0, FactoryNaval) != 1 {
		t.Errorf("repair cost PP: naval pool %d, want 1 (the income)", s.PoolPP(0, FactoryNaval))
	}
	// A Naval factory at 0 PP is no operative naval base.
	s = logisticsGame(t, []Factory{{Hex: at(1, 1), Kind: FactoryNaval, PP: 0, Side: 0}}, nil, nil, ships...)
	toProduction(t, s, 0)
	if s.Unit(1).CV != 1 {
		t.Errorf("repaired at an inoperative naval base")
	}
	// Without the Logistics set a supplied friendly port city is a naval base.
	m := factoryMap(t)
	setup := twoSides(m, ships...)
	setup.Control = controlled(m, 0, at(1, 1))
	s = newTestGame(t, setup, 1)
	toProduction(t, s, 0)
	if s.Unit(1).CV != 2 {
		t.Errorf("not repaired in a supplied port without the Logistics set")
	}
}

func TestSeed004_ResourceExample(t *testing.T) {
	// "given 2PP Air and 1PP Naval in a 3PP City, a Resource 2PP converts to
	// an additional 4PP Air and 1PP Naval": read with D25 as the city then
	// yielding 4PP Air and 1PP Naval, the owner having assigned the
	// resource's 2PP to Air.
	s := logisticsGame(t, []Factory{
		{Hex: at(1, 1), Kind: FactoryAir, PP: 2, Side: 0},
		{Hex: at(1, 1), Kind: FactoryNaval, PP: 1, Side: 0},
	}, nil, func(st *Setup) {
		st.Resources = []Resource{{Hex: at(1, 1), PP: 2, Kind: FactoryAir}}
	})
	toProduction(t, s, 0)
	if a, n := s.PoolPP(0, FactoryAir), s.PoolPP(0, FactoryNaval); a != 4 || n != 1 {
		t.Fatalf("air %d naval %d, want 4 and 1", a, n)
	}
	// The owner may reassign it to another type present, from the next income.
	mustRefuse(t, s, Command{Kind: CmdAssignResource, Side: 0, Hex: at(1, 1), Factory: "army"}, "DESIGN D25")
	mustApply(t, s, Command{Kind: CmdAssignResource, Side: 0, Hex: at(1, 1), Factory: "naval"})
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	toProduction(t, s, 0)
	if a, n := s.PoolPP(0, FactoryAir), s.PoolPP(0, FactoryNaval); a != 6 || n != 4 {
		t.Fatalf("air %d naval %d after reassigning, want 6 and 4", a, n)
	}
}

func TestDesignD24_FriendlyCityAlwaysSupplied(t *testing.T) {
	// cityInSupply skips the trace because a friendly city free of enemy
	// units is a source (D22); check that against the trace itself.
	m := factoryMap(t)
	setup := twoSides(m, UnitSetup{Type: "infantry", Side: 1, Hex: at(5, 3)})
	setup.Control = controlled(m, 0, at(1, 1), at(5, 3))
	setup.Control[m.Index(at(5, 1))] = 1
	s := newTestGame(t, setup, 1)
	for side := range 2 {
		sup := s.SupplyMap(side)
		for _, h := range []hexmap.Hex{at(1, 1), at(5, 1), at(5, 3)} {
			if s.cityInSupply(h, side) && !sup[m.Index(h)] {
				t.Errorf("side %d: city %s counted in supply but the trace disagrees", side, h)
			}
		}
	}
	if !s.cityInSupply(at(1, 1), 0) || s.cityInSupply(at(5, 3), 0) || !s.cityInSupply(at(5, 1), 1) {
		t.Errorf("cityInSupply: A for side 0, B for side 1 should hold; D (enemy unit inside) should not")
	}
}

func TestSeed004_ProductionContinuesInStorm(t *testing.T) {
	// "Production in a city within a storm area continues as normal."
	s := logisticsGame(t, []Factory{{Hex: at(5, 3), Kind: FactoryArmy, PP: 3, Side: 0}}, nil, nil)
	toProduction(t, s, 0)
	s.Storm = Storm{On: true, Hex: at(5, 3)} // the storm settles on the city
	before := s.PoolPP(0, FactoryArmy)
	(&tx{s: s}).income(0)
	if got := s.PoolPP(0, FactoryArmy) - before; got != 3 {
		t.Fatalf("income under the storm %d, want 3", got)
	}
	mustApply(t, s, Command{Kind: CmdBuild, Side: 0, UnitType: "infantry", Hex: at(5, 3)})
}
