package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// airRows: city A at 0,0, town T at 4,0, clear land, sea to the south.
//
//	col: 01234567
//	row0 C...t...
//	row1 ........
//	row2 ~~~~~~~~
var airRows = []string{"C...t...", "........", "~~~~~~~~"}

func TestDesignD15_AirUnitsEndAtABase(t *testing.T) {
	s := mvGame(t, airRows, nil,
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(2, 0)})
	setControl(s, 1, at(1, 0), at(2, 0), at(3, 0))
	refusedBy(t, s, move(0, 1, along(0, 1, 3)...), "DESIGN D15")
	if s.CanEndMove(s.Unit(1), at(3, 0)) == nil || s.CanEndMove(s.Unit(1), at(4, 0)) != nil {
		t.Fatal("CanEndMove: want clear land refused and the town allowed")
	}
	refusedBy(t, s, move(0, 1, along(0, 1, 2)...), "DESIGN D15") // enemy units: strike instead
	// Air units fly over enemy units and enemy-controlled hexes, 1 a hex.
	mustApply(t, s, move(0, 1, along(0, 1, 4)...))
	if s.Unit(1).Spent != 4 {
		t.Fatalf("four hexes cost %d, want 4", s.Unit(1).Spent)
	}
}

func TestSeed004_AirBaseCapacity(t *testing.T) {
	s := mvGame(t, airRows, func(st *Setup) {
		st.Airfields = []Airfield{{Hex: at(2, 1), Side: 0}, {Hex: at(3, 1), Side: 0, Major: true}}
	},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 1)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 1)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 1)})
	for _, c := range []struct {
		hex  string
		want int
	}{{"0,0", 2}, {"4,0", 2}, {"2,1", 1}, {"3,1", 2}, {"1,1", 0}} {
		var got int
		for _, h := range s.Map.Hexes() {
			if h.String() == c.hex {
				got = s.AirBaseCapacity(h, 0)
			}
		}
		if got != c.want {
			t.Errorf("capacity of %s is %d, want %d", c.hex, got, c.want)
		}
	}
	mustApply(t, s, move(0, 4, at(1, 1), at(2, 1)))
	refusedBy(t, s, move(0, 5, at(1, 1), at(2, 1)), "seed 004 Airfields") // minor: 1
	mustApply(t, s, move(0, 5, at(1, 1), at(2, 1), at(3, 1)))
	mustApply(t, s, move(0, 6, at(1, 1), at(2, 1), at(3, 1)))
	refusedBy(t, s, move(0, 1, at(1, 0), at(2, 1), at(3, 1)), "seed 004 Airfields") // major: 2
	mustApply(t, s, move(0, 1, along(0, 1, 4)...))
	mustApply(t, s, move(0, 2, along(0, 1, 4)...))
	refusedBy(t, s, move(0, 3, along(0, 1, 4)...), "seed 004 Airfields") // town: 2
}

func TestSeed004_CapturedAirfieldServesFromNextTurn(t *testing.T) {
	s := mvGame(t, airRows, func(st *Setup) {
		st.Airfields = []Airfield{{Hex: at(2, 1), Side: 1}}
	},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)})
	evs := mustApply(t, s, move(0, 1, at(2, 1)))
	if a := s.Airfields[0]; a.Side != 0 || a.UsableFrom != s.Turn+1 || len(kinds(evs, EvLogisticsCaptured)) != 1 {
		t.Fatalf("airfield after capture: %+v, want side 0 usable from turn %d", a, s.Turn+1)
	}
	refusedBy(t, s, move(0, 2, at(1, 0), at(2, 1)), "DESIGN D15")
	for turn := s.Turn; s.Turn == turn; { // on to the following turn (seed 004 Airfields)
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})
	}
	toMovement(t, s, 0)
	mustApply(t, s, move(0, 2, at(1, 0), at(2, 1)))
}

// carrierRows: city at 0,0, a town on the shore at 3,1, sea along row 2.
var carrierRows = []string{"C.......", "...t....", "~~~~~~~~"}

func TestSeed001_CarriersEmbarkAircraft(t *testing.T) {
	s := mvGame(t, carrierRows, nil,
		UnitSetup{Type: "carrier", Side: 0, Hex: at(1, 2)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "dive_bomber", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(5, 1)},
		UnitSetup{Type: "light_bomber", Side: 0, Hex: at(5, 1)})
	mustApply(t, s, move(0, 2, at(0, 1), at(1, 1), at(1, 2)))
	mustApply(t, s, move(0, 3, at(0, 1), at(1, 1), at(1, 2)))
	if s.Unit(2).CarriedBy != 1 || s.Unit(3).CarriedBy != 1 {
		t.Fatal("aircraft landing at sea on a carrier are not aboard it")
	}
	mustApply(t, s, move(0, 1, at(2, 2), at(3, 2)))
	if s.Unit(2).Hex != at(3, 2) || s.Unit(3).Hex != at(3, 2) {
		t.Fatal("embarked aircraft did not move with their carrier")
	}
	onCarrier := Command{Kind: CmdMove, Side: 0, Unit: 4, Path: []hexmap.Hex{at(4, 2), at(3, 2)}, Carrier: 1}
	refusedBy(t, s, onCarrier, "seed 001 Carry Aircraft")         // full: 2
	refusedBy(t, s, move(0, 5, at(4, 2)), "DESIGN D15")           // no base at sea
	refusedBy(t, s, move(0, 5, at(4, 2), at(3, 2)), "DESIGN D15") // a light bomber does not fit
	// An aircraft takes off by moving and leaves room behind it.
	mustApply(t, s, move(0, 2, at(3, 1)))
	if s.Unit(2).CarriedBy != 0 {
		t.Fatal("an aircraft that flew to a town is still aboard")
	}
	mustApply(t, s, onCarrier)
	if s.Unit(4).CarriedBy != 1 {
		t.Fatal("the fighter did not land on the carrier it named")
	}
}

// seed 001 Airship, Carry Aircraft: "This unit may embark 1 Fighter." The
// fighter rides with the airship; a second one has no room.
func TestSeed001_AirshipCarriesOneFighter(t *testing.T) {
	s := mvGame(t, carrierRows, nil,
		UnitSetup{Type: "airship", Side: 0, Hex: at(3, 1)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)})
	aboard := func(id UnitID) Command {
		return Command{Kind: CmdMove, Side: 0, Unit: id, Path: along(1, 0, 3), Carrier: 1}
	}
	mustApply(t, s, aboard(2))
	if s.Unit(2).CarriedBy != 1 {
		t.Fatal("the fighter did not embark on the airship")
	}
	refusedBy(t, s, aboard(3), "seed 001 Carry Aircraft") // room for one
	mustApply(t, s, move(0, 1, append(along(1, 2, 0), at(0, 0))...))
	if s.Unit(2).Hex != at(0, 0) || s.Unit(2).CarriedBy != 1 {
		t.Fatalf("the embarked fighter stayed at %s when its airship flew on", s.Unit(2).Hex)
	}
}
