package sim

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
)

// Captures, the Storm and Mulberries, strategic bombing and stacking
// (seed 004).

// captureRows: sea along row 0; side 1's city at 2,1 on the shore, side 0's
// city at 0,3.
var captureRows = []string{
	"~~~~~",
	".....",
	".....",
	".....",
}

// captureGame sets side 1's city X at 2,1 (size 2) holding pieces, side 0's
// city at 0,3, and runs to side 0's movement phase.
func captureGame(t *testing.T, opt func(*Setup), units ...UnitSetup) *State {
	t.Helper()
	m := asciiMap(t, captureRows...)
	m.SetSettlement(at(2, 1), hexmap.City, 2, "X")
	m.SetSettlement(at(0, 3), hexmap.City, 2, "Home")
	setup := twoSides(m, units...)
	setup.Options.Logistics = true
	setup.Storm = ptr(at(4, 3)) // parked in the corner, clear of the action
	setup.Control = controlled(m, 1, at(2, 1), at(3, 1))
	setup.Control[m.Index(at(0, 3))] = 0
	if opt != nil {
		opt(&setup)
	}
	s := newTestGame(t, setup, 1)
	s.Storm.On = false // keep the storm from wandering onto the test
	toMovement(t, s, 0)
	return s
}

func ptr[T any](v T) *T { return &v }

func TestSeed004_FactoryCapturedAtCurrentStrength(t *testing.T) {
	s := captureGame(t, func(su *Setup) {
		su.Factories = []Factory{{Hex: at(2, 1), Kind: FactoryArmy, PP: 1, Side: 1}}
	}, UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	evs := mustApply(t, s, move(0, 1, at(2, 1)))
	if f := s.Factories[0]; f.Side != 0 || f.PP != 1 {
		t.Fatalf("factory after capture %+v, want side 0 at its 1 PP", f)
	}
	if len(kinds(evs, EvLogisticsCaptured)) != 1 || len(s.Battles) != 0 {
		t.Fatalf("want one capture event and no battle (captured instantly): %+v", evs)
	}
	// It produces for the captor and recovers for it (seed 004 Factories).
	toProduction(t, s, 0)
	if s.PoolPP(0, FactoryArmy) != 1 {
		t.Errorf("captor's army pool %d, want the captured factory's 1 PP", s.PoolPP(0, FactoryArmy))
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if s.Factories[0].PP != 2 {
		t.Errorf("captured factory at %d PP after its captor's Production Phase, want 2", s.Factories[0].PP)
	}
}

func TestSeed004_FactoryNotCapturedWhileDefended(t *testing.T) {
	s := captureGame(t, func(su *Setup) {
		su.Factories = []Factory{{Hex: at(2, 1), Kind: FactoryArmy, PP: 2, Side: 1}}
	}, UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)}, UnitSetup{Type: "infantry", Side: 1, Hex: at(2, 1)})
	mustApply(t, s, move(0, 1, at(2, 1)))
	if s.Factories[0].Side != 1 || s.BattleAt(at(2, 1)) == nil {
		t.Fatalf("factory %+v, battles %v: want a battle and the factory still side 1's", s.Factories[0], s.Battles)
	}
}

func TestSeed004_FactoryNotCapturedByAir(t *testing.T) {
	// Only Army units capture: an air strike on the city leaves it side 1's.
	s := captureGame(t, func(su *Setup) {
		su.Factories = []Factory{{Hex: at(2, 1), Kind: FactoryArmy, PP: 2, Side: 1}}
	}, UnitSetup{Type: "heavy_bomber", Side: 0, Hex: at(0, 3)})
	mustApply(t, s, Command{Kind: CmdAirStrike, Side: 0, Hex: at(2, 1), Units: []UnitID{1}})
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	mustApply(t, s, Command{Kind: CmdFight, Side: 0, Hex: at(2, 1)})
	if s.Factories[0].Side != 1 {
		t.Fatal("an air unit captured a factory")
	}
}

func TestSeed004_MulberryCapturedByArmyServesNextTurn(t *testing.T) {
	s := captureGame(t, func(su *Setup) {
		su.Mulberries = []Mulberry{{Hex: at(3, 1), Side: 1}}
	}, UnitSetup{Type: "infantry", Side: 0, Hex: at(4, 1)})
	evs := mustApply(t, s, move(0, 1, at(3, 1)))
	if m := s.Mulberries[0]; m.Side != 0 || m.UsableFrom != s.Turn+1 || len(kinds(evs, EvLogisticsCaptured)) != 1 {
		t.Fatalf("Mulberry after capture %+v, want side 0 from turn %d", m, s.Turn+1)
	}
	if s.usableMulberry(at(3, 1), 0) {
		t.Error("a captured Mulberry works as the captor's port in the turn of capture")
	}
	toMovement(t, s, 1)
	for turn := s.Turn; s.Turn == turn; {
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})
	}
	if !s.usableMulberry(at(3, 1), 0) {
		t.Error("the captured Mulberry is no port for the captor on the next turn")
	}
}

// stormMulberryMap is a 7x7 map of land; a Mulberry stands on every hex so
// each storm landing shows what it does to the hex it ends on, the hexes
// next to it, and those it only passed.
func stormMulberryGame(t *testing.T, seed uint64) (*State, []Event, []Mulberry) {
	t.Helper()
	m := asciiMap(t, ".......", ".......", ".......", ".......", ".......", ".......", ".......")
	setup := twoSides(m)
	setup.Options.Logistics = true
	var all []Mulberry
	for _, h := range m.Hexes() {
		all = append(all, Mulberry{Hex: h, Side: 0})
	}
	setup.Mulberries = all
	s, evs, err := NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s, evs, all
}

func TestSeed004_StormDestroysMulberry(t *testing.T) {
	var restarts, adjacentKept, adjacentLost int
	for seed := uint64(1); seed <= 60; seed++ {
		s, evs, all := stormMulberryGame(t, seed)
		land := s.Storm.Hex
		if slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvStormRestart }) {
			restarts++
		}
		rolls := map[hexmap.Hex]int{}
		for _, e := range kinds(evs, EvDiceRolled) {
			if strings.HasPrefix(e.Why, "Mulberry at ") {
				if e.Side != 0 || e.Sides != 6 {
					t.Fatalf("seed %d: Mulberry die %+v, want a d6 thrown by its owner", seed, e)
				}
				h, err := hexmap.ParseOffset(strings.Fields(e.Why)[2])
				if err != nil {
					t.Fatal(err)
				}
				rolls[h.Hex()] = e.Dice[0]
			}
		}
		for _, mb := range all {
			kept := slices.ContainsFunc(s.Mulberries, func(x Mulberry) bool { return x.Hex == mb.Hex })
			face, rolled := rolls[mb.Hex]
			switch d := hexmap.Distance(land, mb.Hex); {
			case d == 0 && kept:
				t.Fatalf("seed %d: the storm landed on the Mulberry at %s and it stands", seed, mb.Hex)
			case d == 1 && (!rolled || kept != (face > 3)):
				t.Fatalf("seed %d: Mulberry at %s next to the storm: rolled %v face %d, kept %v (destroyed on 1-3)", seed, mb.Hex, rolled, face, kept)
			case d == 1 && kept:
				adjacentKept++
			case d == 1:
				adjacentLost++
			case d > 1 && (!kept || rolled):
				t.Fatalf("seed %d: Mulberry at %s, %d hexes from the storm, rolled %v, kept %v (only landing and adjacency count)", seed, mb.Hex, d, rolled, kept)
			}
		}
		if n := len(kinds(evs, EvLogisticsDestroyed)); n != len(all)-len(s.Mulberries) {
			t.Fatalf("seed %d: %d destroyed events for %d Mulberries lost", seed, n, len(all)-len(s.Mulberries))
		}
	}
	if restarts == 0 || adjacentKept == 0 || adjacentLost == 0 {
		t.Fatalf("coverage: %d restarts, %d adjacent kept, %d adjacent lost; want each at least once", restarts, adjacentKept, adjacentLost)
	}
}

func TestSeed004_StrategicBombingOfFactory(t *testing.T) {
	for _, c := range []struct{ pp, hits, want int }{{3, 2, 1}, {1, 3, 0}} {
		s := captureGame(t, func(su *Setup) {
			su.Factories = []Factory{{Hex: at(2, 1), Kind: FactoryArmy, PP: c.pp, Side: 1}}
		}, UnitSetup{Type: "heavy_bomber", Side: 0, Hex: at(0, 3)})
		mustApply(t, s, Command{Kind: CmdAirStrike, Side: 0, Hex: at(2, 1), Units: []UnitID{1}})
		mustApply(t, s, Command{Kind: CmdTargetLogistics, Side: 0, Hex: at(2, 1), Units: []UnitID{1},
			Target: LogisticsTarget{Kind: TargetFactory, Factory: FactoryArmy}})
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
		// Each round: the bomber's die, then the factory's (1-1-1 firepower).
		var dice []func(int) bool
		for range c.hits {
			dice = append(dice, hit(8), miss(1))
		}
		s.Rand = diceFor(t, dice...)
		evs := mustApply(t, s, Command{Kind: CmdFight, Side: 0, Hex: at(2, 1)})
		for s.BattleAt(at(2, 1)) != nil {
			evs = append(evs, mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: at(2, 1)})...)
		}
		if len(s.Factories) != 1 || s.Factories[0].PP != c.want {
			t.Fatalf("%d PP factory after %d bomber hits: %+v, want %d PP left and never removed", c.pp, c.hits, s.Factories, c.want)
		}
		if n := len(kinds(evs, EvLogisticsHit)); n != c.pp-c.want {
			t.Errorf("%d logistics hits, want %d (a 0 PP factory is not fired at)", n, c.pp-c.want)
		}
		if u := s.Unit(1); u == nil || u.Hex != at(0, 3) {
			t.Errorf("the bomber did not fly home: %+v", u)
		}
	}
}

func TestSeed004_LogisticsPiecesDoNotCountForStacking(t *testing.T) {
	s := captureGame(t, func(su *Setup) {
		su.Factories = []Factory{{Hex: at(0, 3), Kind: FactoryArmy, PP: 2, Side: 0}}
		su.Airfields = []Airfield{{Hex: at(1, 2), Major: true, Side: 0}}
	},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 2)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 2)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 2)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 3)})
	for _, h := range []hexmap.Hex{at(0, 3), at(1, 2)} {
		if err := s.CanEndMove(s.Unit(7), h); err != nil {
			t.Errorf("a fourth ground unit may not join %s, holding a factory or airfield: %v", h, err)
		}
	}
	s.Unit(7).Hex = at(1, 2)
	if err := s.CanEndMove(s.Unit(1), at(1, 2)); err == nil {
		t.Error("a fifth ground unit may end in the airfield hex")
	}
}

func TestSeed004_UnitsCannotMoveThroughStorm(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 2)})
	toMovement(t, s, 0)
	s.Storm = Storm{On: true, Hex: at(1, 3)}
	if s.Storm.Covers(at(0, 2)) || !s.Storm.Covers(at(1, 2)) || s.Storm.Covers(at(2, 2)) {
		t.Fatal("test storm misplaced")
	}
	refusedBy(t, s, move(0, 1, at(1, 2), at(2, 2)), "seed 004 Storms")
}

func TestSeed004_DestroyedCanalCutsSupply(t *testing.T) {
	// Two seas joined only by a canal at 3,1; side 0's port city at 0,3 on
	// the western sea. "Destroyed Bridges and Canals cannot be used for
	// movement or supply": the eastern sea is supplied only through the canal.
	supplied := func(broken bool) bool {
		m := asciiMap(t, "~~~.~~~", "~~~.~~~", "~~~.~~~", "C......")
		m.SetSettlement(at(0, 3), hexmap.City, 2, "Port")
		m.SetPort(at(0, 3), true)
		m.SetCanal(at(3, 1), true)
		setup := twoSides(m)
		setup.Control = controlled(m, 0, at(0, 3), at(3, 1))
		if broken {
			setup.BrokenCanals = []hexmap.Hex{at(3, 1)}
		}
		s := newTestGame(t, setup, 1)
		return s.SupplyMap(0)[m.Index(at(5, 1))]
	}
	if !supplied(false) {
		t.Fatal("the eastern sea is not supplied through a working canal")
	}
	if supplied(true) {
		t.Error("supply passes a destroyed canal")
	}
}

func TestSeed004_MinorAirfieldCannotBeTargeted(t *testing.T) {
	// "Major Airfields may be targeted ... they cannot be entirely destroyed."
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry"},
		edit: func(su *Setup) { su.Airfields = []Airfield{{Hex: battleHex, Side: 1}} }})
	mustRefuse(t, s, Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []UnitID{1},
		Target: LogisticsTarget{Kind: TargetAirfield}}, "seed 004 Airfields")
}

func TestSeed004_TwoHitsMustFallInTheSameBattle(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry"},
		edit: func(su *Setup) { su.Mulberries = []Mulberry{{Hex: battleHex, Side: 1}} }})
	mulberry := LogisticsTarget{Kind: TargetMulberry}
	tx := &tx{s: s}
	tx.hitLogistics(s.battleIndex(battleHex), mulberry, 1)
	// The battle ends and a new one is fought in the same hex.
	s.Battles = nil
	tx.declareBattle(battleHex, 1, fromHex, false)
	tx.hitLogistics(s.battleIndex(battleHex), mulberry, 1)
	if len(s.Mulberries) != 1 {
		t.Fatal("one hit in each of two battles destroyed a Mulberry")
	}
	tx.hitLogistics(s.battleIndex(battleHex), mulberry, 1)
	if len(s.Mulberries) != 0 {
		t.Fatal("two hits in the same battle left the Mulberry standing")
	}
}
