package sim

import (
	"errors"
	"testing"

	"hexstorm/hexmap"
)

// moveWorld is a small map for movement tests, the storm parked far away:
//
//	col: 0123456789
//	row0 ..f^m.~~~~
//	row1 ..C..t~~~~
//	row2 ..........
//	row3 ..........
func moveWorld(t *testing.T, units ...UnitSetup) *State {
	m := asciiMap(t,
		"..f^m.~~~~",
		"..C..t~~~~",
		"..........",
		"..........")
	setup := twoSides(m, units...)
	return newTestGame(t, setup, 7)
}

func move(side int, id UnitID, path ...hexmap.Hex) Command {
	return Command{Kind: CmdMove, Side: side, Unit: id, Path: path}
}

func TestDesignD13_TerrainCosts(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 2)})
	cost := s.StepCost(&s.Units[0])
	for _, c := range []struct {
		to   hexmap.Hex
		want int
	}{{at(2, 0), 2}, {at(3, 0), 3}, {at(4, 0), 2}, {at(2, 1), 1}, {at(5, 1), 1}, {at(1, 1), 1}} {
		var from hexmap.Hex
		for _, n := range c.to.Neighbors() {
			if s.Map.Contains(n) && s.Map.Terrain(n) == hexmap.Clear {
				from = n
				break
			}
		}
		d, _ := from.DirectionTo(c.to)
		got, stop := cost(from, c.to, d)
		if got != c.want || stop {
			t.Errorf("entering %s (%s) costs %d stop %v, want %d", c.to, s.Map.Terrain(c.to), got, stop, c.want)
		}
	}
	d, _ := at(5, 1).DirectionTo(at(6, 1))
	if got, _ := cost(at(5, 1), at(6, 1), d); got >= 0 {
		t.Errorf("a ground unit may enter sea (cost %d)", got)
	}
}

func TestDesignD13_RoadCostsOne(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(2, 2)})
	d, _ := at(2, 1).DirectionTo(at(2, 0))
	s.Map.SetRoad(at(2, 1), d, true)
	cost := s.StepCost(&s.Units[0])
	if got, _ := cost(at(2, 1), at(2, 0), d); got != 1 {
		t.Fatalf("forest along a road costs %d, want 1", got)
	}
}

func TestDesignD13_RiverWithoutBridgeEndsMove(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)})
	d, _ := at(0, 3).DirectionTo(at(0, 2))
	s.Map.SetRiver(at(0, 3), d, true)
	toMovement(t, s, 0)
	_, err := s.Apply(move(0, 1, at(0, 2), at(0, 1)))
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("crossing a river and going on was allowed: %v", err)
	}
	mustApply(t, s, move(0, 1, at(0, 2)))
	if _, err := s.Apply(move(0, 1, at(0, 1))); err == nil {
		t.Fatal("a unit that crossed a river moved again in the same turn")
	}
	if why := s.Unit(1).Halted; why != StopRiver || why.String() != "crossed a river without a bridge" {
		t.Fatalf("the unit says it stopped because it %q", why)
	}
	// A bridge carries the move on (and a destroyed one does not, seed 004).
	s2 := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)})
	s2.Map.SetRiver(at(0, 3), d, true)
	s2.Map.SetBridge(at(0, 3), d, true)
	toMovement(t, s2, 0)
	mustApply(t, s2, move(0, 1, at(0, 2), at(0, 1)))

	s3 := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)})
	s3.Map.SetRiver(at(0, 3), d, true)
	s3.Map.SetBridge(at(0, 3), d, true)
	s3.BrokenBridges = []hexmap.Hexside{hexmap.SideOf(at(0, 3), d)}
	toMovement(t, s3, 0)
	if _, err := s3.Apply(move(0, 1, at(0, 2), at(0, 1))); err == nil {
		t.Fatal("a destroyed bridge carried a move (seed 004 Destruction Markers)")
	}
}

func TestSeed004_UnitsInStormCannotMove(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 2)})
	toMovement(t, s, 0)
	s.Storm = Storm{On: true, Hex: at(1, 3)}
	before := snapshot(t, s)
	if _, err := s.Apply(move(0, 1, at(0, 1))); err == nil {
		t.Fatal("a unit inside the storm area moved")
	}
	if snapshot(t, s) != before {
		t.Fatal("refused move changed the state")
	}
}

func TestSeed004_UnitsCannotEnterStorm(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)})
	toMovement(t, s, 0)
	s.Storm = Storm{On: true, Hex: at(2, 0)}
	if _, err := s.Apply(move(0, 1, at(1, 0))); err == nil {
		t.Fatal("a unit entered the storm area")
	}
	var re *RuleError
	_, err := s.Apply(move(0, 1, at(1, 0)))
	if !errors.As(err, &re) || re.Rule != "seed 004 Storms" {
		t.Fatalf("refusal %v does not cite seed 004 Storms", err)
	}
}

func TestDesignD15_GroundStackingLimit(t *testing.T) {
	units := []UnitSetup{}
	for range 4 {
		units = append(units, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 2)})
	}
	units = append(units, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)})
	s := moveWorld(t, units...)
	toMovement(t, s, 0)
	if _, err := s.Apply(move(0, 5, at(0, 2))); err == nil {
		t.Fatal("a fifth ground unit entered a hex")
	}
	if room := s.GroundRoom(at(0, 2), 0); room != 0 {
		t.Errorf("room in a full hex = %d, want 0", room)
	}
	if room := s.GroundRoom(at(0, 3), 0); room != MaxGroundStack-1 {
		t.Errorf("room beside one block = %d, want %d", room, MaxGroundStack-1)
	}
	if room := s.GroundRoom(at(0, 2), 1); room != MaxGroundStack {
		t.Errorf("the other side's room in a hex it has no block in = %d, want %d", room, MaxGroundStack)
	}
}

func TestDesignD14_GroundUnitTakesControl(t *testing.T) {
	s := moveWorld(t, UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)})
	s.Control[s.Map.Index(at(1, 3))] = 1
	toMovement(t, s, 0)
	evs := mustApply(t, s, move(0, 1, at(1, 3)))
	if s.ControlOf(at(1, 3)) != 0 {
		t.Fatalf("control of 1,3 is %d after moving in, want 0", s.ControlOf(at(1, 3)))
	}
	found := false
	for _, e := range evs {
		found = found || e.Kind == EvControlChange
	}
	if !found {
		t.Fatal("no control_changed event")
	}
	// Entering an enemy-controlled hex ends the move (D14), and the unit
	// says so: not a river crossing, though it stops the same way.
	if _, err := s.Apply(move(0, 1, at(2, 3))); err == nil {
		t.Fatal("the unit went on after entering an enemy-controlled hex")
	}
	if why := s.Unit(1).Halted; why != StopEnemy || why.String() != "entered enemy ground" {
		t.Fatalf("the unit says it stopped because it %q", why)
	}
}

// TestApplyRefusedCommandChangesNothing: an illegal command is refused with a
// reason and leaves the state byte-for-byte unchanged (DESIGN section 3).
func TestApplyRefusedCommandChangesNothing(t *testing.T) {
	s := moveWorld(t,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 3)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 3)})
	toMovement(t, s, 0)
	other := 1
	cases := []struct {
		name string
		cmd  Command
	}{
		{"wrong side", Command{Kind: CmdEndPhase, Side: other}},
		{"no such side", Command{Kind: CmdEndPhase, Side: 9}},
		{"unknown kind", Command{Kind: "fly", Side: 0}},
		{"unknown unit", move(0, 99, at(0, 2))},
		{"enemy unit", move(0, 2, at(4, 2))},
		{"empty path", move(0, 1)},
		{"not adjacent", move(0, 1, at(0, 1))},
		{"off map", move(0, 1, at(-1, 3))},
		{"too far", move(0, 1, at(0, 2), at(0, 1), at(0, 0))},
	}
	for _, c := range cases {
		before := snapshot(t, s)
		evs, err := s.Apply(c.cmd)
		var re *RuleError
		if !errors.As(err, &re) || re.Msg == "" {
			t.Errorf("%s: got %v, %v; want a RuleError with a reason", c.name, evs, err)
		}
		if evs != nil {
			t.Errorf("%s: refused command returned events", c.name)
		}
		if after := snapshot(t, s); after != before {
			t.Errorf("%s: refused command changed the state", c.name)
		}
	}
}
