package sim

import (
	"errors"
	"slices"
	"testing"

	"hexstorm/hexmap"
)

// Logistics targets in battle (DESIGN D20, seed 004).

func factoryBattle(t *testing.T, pp int) *State {
	return newBattle(t, battleSetup{att: []string{"armor", "armor"}, def: []string{"infantry"},
		edit: func(su *Setup) {
			su.Factories = []Factory{{Hex: battleHex, Kind: FactoryArmy, PP: pp, Side: 1}}
		}})
}

func targetFactory(t *testing.T, s *State, units ...UnitID) {
	t.Helper()
	mustApply(t, s, Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: units,
		Target: LogisticsTarget{Kind: TargetFactory, Factory: FactoryArmy}})
}

func TestDesignD20_FactoryLosesOnePPPerHit(t *testing.T) {
	s := factoryBattle(t, 3)
	targetFactory(t, s, 1, 2)
	// Both armor hit the factory; the infantry and the factory miss.
	s.Rand = diceFor(t, hit(4), hit(4), miss(3), miss(1))
	evs := fight(t, s)
	if pp := s.Factories[0].PP; pp != 1 {
		t.Errorf("factory at %d PP after two hits, want 1", pp)
	}
	if n := len(kinds(evs, EvLogisticsHit)); n != 2 {
		t.Errorf("%d logistics hit events, want 2", n)
	}
	if s.Unit(3) == nil {
		t.Errorf("hits on the factory should not fall on units")
	}
}

func TestSeed004_FactoryZeroStepCannotBeEliminated(t *testing.T) {
	s := factoryBattle(t, 1)
	targetFactory(t, s, 1, 2)
	s.Rand = diceFor(t, hit(4), hit(4), miss(3), miss(1))
	fight(t, s)
	if len(s.Factories) != 1 || s.Factories[0].PP != 0 {
		t.Fatalf("factories %+v, want the army factory still there at 0 PP", s.Factories)
	}
	var re *RuleError
	_, err := s.Apply(Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []UnitID{1},
		Target: LogisticsTarget{Kind: TargetFactory, Factory: FactoryArmy}})
	if !errors.As(err, &re) {
		t.Errorf("a 0 PP factory could be targeted (err %v)", err)
	}
	if len(s.BattleAt(battleHex).Targets) != 0 {
		t.Errorf("units still fire at a factory at 0 PP")
	}
}

func TestDesignD20_FactoriesDefendAtOne(t *testing.T) {
	s := factoryBattle(t, 2)
	shots := s.StepShots(s.BattleAt(battleHex), StepFactories)
	if len(shots) != 1 || shots[0].Side != 1 || len(shots[0].Aims) != 2 {
		t.Fatalf("factory shots %+v, want one die at both attackers", shots)
	}
	for _, a := range shots[0].Aims {
		if a.Hit != 1 {
			t.Errorf("a factory hits on %d, want 1", a.Hit)
		}
	}
}

func TestDesignD20_TwoHitsInOneBattle(t *testing.T) {
	for _, c := range []struct {
		name   string
		target LogisticsTarget
		gone   func(*State) bool
	}{
		{"major airfield becomes minor", LogisticsTarget{Kind: TargetAirfield}, func(s *State) bool { return !s.Airfields[0].Major }},
		{"mulberry destroyed", LogisticsTarget{Kind: TargetMulberry}, func(s *State) bool { return len(s.Mulberries) == 0 }},
		{"bridge destroyed", LogisticsTarget{Kind: TargetBridge, Dir: hexmap.North}, func(s *State) bool {
			return slices.Contains(s.BrokenBridges, hexmap.SideOf(battleHex, hexmap.North))
		}},
		{"canal destroyed", LogisticsTarget{Kind: TargetCanal}, func(s *State) bool { return s.canalBroken(battleHex) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry"},
				edit: func(su *Setup) {
					su.Airfields = []Airfield{{Hex: battleHex, Major: true, Side: 1}}
					su.Mulberries = []Mulberry{{Hex: battleHex, Side: 1}}
					su.Map.SetRiver(battleHex, hexmap.North, true)
					su.Map.SetBridge(battleHex, hexmap.North, true)
					su.Map.SetCanal(battleHex, true)
				}})
			mustApply(t, s, Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []UnitID{1}, Target: c.target})
			tx := &tx{s: s}
			bi := s.battleIndex(battleHex)
			tx.hitLogistics(bi, c.target, 1)
			if c.gone(s) {
				t.Fatalf("one hit was enough")
			}
			tx.hitLogistics(bi, c.target, 1)
			if !c.gone(s) {
				t.Errorf("two hits in the same battle did not do it")
			}
			if len(kinds(tx.events, EvLogisticsDestroyed)) != 1 {
				t.Errorf("want one destroyed event, got %+v", tx.events)
			}
			if len(s.BattleAt(battleHex).Targets) != 0 {
				t.Errorf("the unit still fires at a destroyed target")
			}
		})
	}
}

func TestDesignD20_OnlyEnemyTargetsInTheHex(t *testing.T) {
	s := factoryBattle(t, 2)
	var re *RuleError
	for _, l := range []LogisticsTarget{{Kind: TargetMulberry}, {Kind: TargetFactory, Factory: FactoryAir}, {Kind: "road"}} {
		if _, err := s.Apply(Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []UnitID{1}, Target: l}); !errors.As(err, &re) {
			t.Errorf("targeting %v was accepted (err %v)", l, err)
		}
	}
}
