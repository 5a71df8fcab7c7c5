package sim

import "testing"

// seed 004 Mulberries: "They are captured if alone with an enemy Army/Navy
// unit, but may not function as a port for the captor until the next turn."
func TestSeed004_MulberryCapturedByNavy(t *testing.T) {
	enemyMulberry := func(st *Setup) { st.Mulberries = []Mulberry{{Hex: at(4, 3), Side: 1}} }
	s := mvGame(t, coastRows, enemyMulberry, UnitSetup{Type: "destroyer", Side: 0, Hex: at(4, 2)})
	evs := mustApply(t, s, move(0, 1, at(4, 3)))
	if len(kinds(evs, EvLogisticsCaptured)) != 1 {
		t.Fatalf("a destroyer alone in an enemy Mulberry did not capture it: %+v", evs)
	}
	mb := s.Mulberries[0]
	if mb.Side != 0 || mb.UsableFrom != s.Turn+1 {
		t.Fatalf("Mulberry after capture %+v, want side 0 usable from turn %d", mb, s.Turn+1)
	}
	if s.usableMulberry(at(4, 3), 0) {
		t.Error("the captured Mulberry is a port for its captor in the turn of capture")
	}

	held := mvGame(t, coastRows, enemyMulberry,
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(4, 2)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 3)})
	refusedBy(t, held, move(0, 1, at(4, 3)), "DESIGN D15")
}

// seed 004 Mulberries: "Mulberries are equivalent to Ports (port capacity is
// 2)": a port holds at most two naval units of a side (port.go reading).
func TestSeed004_PortCapacityIsTwo(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  func(*Setup)
		port func() (col, row int)
	}{
		{"Mulberry", func(st *Setup) { st.Mulberries = []Mulberry{{Hex: at(4, 3), Side: 0}} }, func() (int, int) { return 4, 3 }},
		{"port city", withPort, func() (int, int) { return 2, 3 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, r := tc.port()
			p := at(c, r)
			s := mvGame(t, coastRows, tc.opt,
				UnitSetup{Type: "destroyer", Side: 0, Hex: at(c, 2)},
				UnitSetup{Type: "destroyer", Side: 0, Hex: at(c, 2)},
				UnitSetup{Type: "destroyer", Side: 0, Hex: at(c, 2)})
			mustApply(t, s, move(0, 1, p))
			mustApply(t, s, move(0, 2, p))
			refusedBy(t, s, move(0, 3, p), "seed 004 Mulberries")
		})
	}
}

// The capacity also binds ships built in a port (port.go).
func TestSeed004_PortCapacityLimitsNavalBuilds(t *testing.T) {
	s := newTestGame(t, twoSides(asciiMap(t, coastRows...),
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 3)},
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 3)}), 1)
	s.Map.SetPort(at(2, 3), true)
	if e := s.portProblem(at(2, 3), 0, 0); e == nil {
		t.Fatal("a port holding two destroyers has room for a third")
	}
	if e := s.portProblem(at(2, 3), 1, 0); e != nil {
		t.Errorf("the limit is per side, but side 1 is refused: %v", e)
	}
}
