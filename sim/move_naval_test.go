package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// coastRows: open sea to the north, a port city P at 2,3 and land to the south.
//
//	col: 012345
//	row0 ~~~~~~
//	row1 ~~~~~~
//	row2 ~~~~~~
//	row3 ..C...
var coastRows = []string{"~~~~~~", "~~~~~~", "~~~~~~", "..C..."}

func withPort(s *Setup) { s.Map.SetPort(at(2, 3), true) }

func TestDesignD15_ShipsEnterPortsAndStop(t *testing.T) {
	s := mvGame(t, coastRows, withPort, UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 1)})
	refusedBy(t, s, move(0, 1, at(2, 2), at(2, 3), at(3, 2)), "DESIGN D13-D14")
	refusedBy(t, s, move(0, 1, at(3, 1), at(3, 2), at(3, 3)), "DESIGN D15") // plain land
	mustApply(t, s, move(0, 1, at(2, 2), at(2, 3)))
	if u := s.Unit(1); u.Hex != at(2, 3) || u.Halted != StopPort {
		t.Fatalf("the destroyer is at %s halted %v, want in port and stopped", u.Hex, u.Halted)
	}
}

func TestDesignD15_ShipsStayOutOfEnemyPorts(t *testing.T) {
	s := mvGame(t, coastRows, withPort, UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 2)})
	setControl(s, 1, at(2, 3))
	refusedBy(t, s, move(0, 1, at(2, 3)), "DESIGN D15")
}

// canalRows: two seas joined by a canal at 3,1 through a land isthmus.
var canalRows = []string{"~~~.~~~", "~~~.~~~", "~~~.~~~"}

func withCanal(s *Setup) { s.Map.SetCanal(at(3, 1), true) }

func TestDesignD15_ShipsPassWorkingCanals(t *testing.T) {
	s := mvGame(t, canalRows, withCanal, UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 1)})
	mustApply(t, s, move(0, 1, at(3, 1), at(4, 1)))
	if s.Unit(1).Hex != at(4, 1) || s.Unit(1).Halted != StopNone {
		t.Fatal("the destroyer did not pass through the canal")
	}
	broken := mvGame(t, canalRows, func(st *Setup) { withCanal(st); st.BrokenCanals = []hexmap.Hex{at(3, 1)} },
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 1)})
	refusedBy(t, broken, move(0, 1, at(3, 1), at(4, 1)), "seed 004 Destruction Markers")
	noCanal := mvGame(t, canalRows, nil, UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 1)})
	refusedBy(t, noCanal, move(0, 1, at(3, 1)), "DESIGN D15")
}

// lakeRows: two enclosed lakes joined by a canal at 4,2.
var lakeRows = []string{".........", ".~~~.~~~.", ".~~~.~~~.", ".~~~.~~~.", "........."}

func TestSeed001_OversizeCannotUseCanals(t *testing.T) {
	canal := func(st *Setup) { st.Map.SetCanal(at(4, 2), true) }
	s := mvGame(t, lakeRows, canal,
		UnitSetup{Type: "juggernaut", Side: 0, Hex: at(3, 2)},
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(3, 2)})
	refusedBy(t, s, move(0, 1, at(4, 2), at(5, 2)), "seed 001 Oversize")
	mustApply(t, s, move(0, 2, at(4, 2), at(5, 2)))
	mustApply(t, s, move(0, 1, at(2, 2), at(1, 2))) // it sails its own lake
}

func TestSeed001_LakeCombatantStaysOnLakes(t *testing.T) {
	s := mvGame(t, canalRows, nil, UnitSetup{Type: "juggernaut", Side: 0, Hex: at(1, 1)})
	refusedBy(t, s, move(0, 1, at(2, 1)), "seed 001 Lake Combatant")
	m := asciiMap(t, lakeRows...)
	if lakes := lakeHexes(m); !lakes[m.Index(at(2, 2))] || lakes[m.Index(at(4, 2))] {
		t.Fatal("lake hexes: want enclosed water only")
	}
	if lakes := lakeHexes(asciiMap(t, canalRows...)); lakes[0] {
		t.Fatal("sea on the map edge is read as a lake")
	}
}

func TestSeed001_PoorSeakeepingStaysCoastal(t *testing.T) {
	s := mvGame(t, coastRows, withPort,
		UnitSetup{Type: "coast_defense_ship", Side: 0, Hex: at(2, 2)},
		UnitSetup{Type: "coastal_submarine", Side: 0, Hex: at(2, 2)},
		UnitSetup{Type: "coastal_battleship", Side: 0, Hex: at(2, 2)})
	refusedBy(t, s, move(0, 1, at(2, 1)), "seed 001 Poor Seakeeping")
	refusedBy(t, s, move(0, 2, at(2, 1)), "seed 001 Coastal Combatant")
	mustApply(t, s, move(0, 1, at(3, 2))) // next to land at 3,3
	mustApply(t, s, move(0, 2, at(2, 3))) // into the port
	// Conflict C18: the Coastal Battleship (BB-C) has no coastal limit.
	mustApply(t, s, move(0, 3, at(2, 1)))
	// A lake counts for Poor Seakeeping even away from the shore.
	lake := mvGame(t, []string{"......", ".~~~~.", ".~~~~.", ".~~~~.", ".~~~~.", "......"}, nil,
		UnitSetup{Type: "coast_defense_ship", Side: 0, Hex: at(2, 2)})
	mustApply(t, lake, move(0, 1, at(2, 3)))
}

func TestSeed004_MulberryIsAPortFromUsableFrom(t *testing.T) {
	mulberry := func(from int) func(*Setup) {
		return func(st *Setup) { st.Mulberries = []Mulberry{{Hex: at(4, 3), Side: 0, UsableFrom: from}} }
	}
	s := mvGame(t, coastRows, mulberry(1), UnitSetup{Type: "naval_transport", Side: 0, Hex: at(4, 2)})
	mustApply(t, s, move(0, 1, at(4, 3)))
	if s.Unit(1).Halted == StopNone {
		t.Fatal("entering a Mulberry did not end the move as a port does")
	}
	later := mvGame(t, coastRows, mulberry(2), UnitSetup{Type: "naval_transport", Side: 0, Hex: at(4, 2)})
	refusedBy(t, later, move(0, 1, at(4, 3)), "DESIGN D15")
	// An enemy Mulberry is no port for side 0, but a ship may sail in to
	// capture it (TestSeed004_MulberryCapturedByNavy, port_test.go).
}

func TestDesignD16_ShipsCannotEnterStorm(t *testing.T) {
	s := mvGame(t, coastRows, func(st *Setup) { h := at(4, 0); st.Storm = &h },
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(4, 1)})
	refusedBy(t, s, move(0, 1, at(2, 1), at(3, 1)), "seed 004 Storms")
	refusedBy(t, s, move(0, 2, at(4, 2)), "seed 004 Storms")
}

func TestSeed001_FalseFlagPassesEnemyShips(t *testing.T) {
	s := mvGame(t, coastRows, nil,
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "auxiliary_cruiser", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "submarine", Side: 1, Hex: at(2, 1)})
	refusedBy(t, s, move(0, 1, at(2, 1), at(3, 1)), "DESIGN D13-D14")
	mustApply(t, s, move(0, 2, at(2, 1), at(3, 1)))
	evs := mustApply(t, s, move(0, 1, at(2, 1)))
	if len(kinds(evs, EvBattleDeclared)) != 1 {
		t.Fatal("a ship ending on enemy ships did not bring on a battle (DESIGN D17)")
	}
}
