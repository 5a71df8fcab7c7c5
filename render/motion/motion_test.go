package motion

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

func hx(col, row int) hexmap.Hex { return hexmap.Offset{Col: col, Row: row}.Hex() }

func moved(id sim.UnitID, from, to hexmap.Hex) sim.Event {
	return sim.Event{Kind: sim.EvUnitMoved, Unit: id, From: from, To: to}
}

// TestMotion_SlidesAlongTheWholePathOnFixedTicks: a three-hex move is drawn
// hex by hex, perHex ticks each, and ends where the rules put the block.
func TestMotion_SlidesAlongTheWholePathOnFixedTicks(t *testing.T) {
	a, b, c, d := hx(1, 1), hx(2, 1), hx(3, 1), hx(4, 1)
	var tr Tracker
	tr.Add([]sim.Event{moved(7, a, b), moved(7, b, c), {Kind: sim.EvSupplyChanged, Unit: 7}, moved(7, c, d)}, 4)
	// The supply event breaks the run: two slides, the second after the first.
	for tick := 0; tick < 12; tick++ {
		from, to, num, den, ok := tr.Where(7)
		wantFrom := []hexmap.Hex{a, b, c}[tick/4]
		wantTo := []hexmap.Hex{b, c, d}[tick/4]
		if !ok || from != wantFrom || to != wantTo || num != tick%4 || den != 4 {
			t.Fatalf("tick %d: %v→%v %d/%d %v, want %v→%v %d/4", tick, from, to, num, den, ok, wantFrom, wantTo, tick%4)
		}
		tr.Tick()
	}
	if tr.Busy() {
		t.Fatal("still sliding after the whole path")
	}
	if _, _, _, _, ok := tr.Where(7); ok {
		t.Fatal("an arrived block still slides")
	}
}

// TestMotion_ReducedMotionJumps: with motion off nothing slides, and Finish
// ends every slide at once.
func TestMotion_ReducedMotionJumps(t *testing.T) {
	var tr Tracker
	tr.Add([]sim.Event{moved(1, hx(0, 0), hx(1, 0))}, Off)
	if tr.Busy() {
		t.Fatal("a slide with motion off")
	}
	tr.Add([]sim.Event{moved(1, hx(0, 0), hx(1, 0)), {Kind: sim.EvUnitRetreated, Unit: 2, From: hx(3, 3), To: hx(3, 4)}}, Watched)
	if _, _, _, _, ok := tr.Where(2); !ok {
		t.Fatal("a retreat does not slide")
	}
	tr.Finish()
	if tr.Busy() {
		t.Fatal("Finish left a slide")
	}
}

// TestMotion_SecondMoveWaitsForTheFirst: a block given a new move while it
// slides goes on after the first path, from its end.
func TestMotion_SecondMoveWaitsForTheFirst(t *testing.T) {
	a, b, c := hx(1, 1), hx(2, 1), hx(3, 1)
	var tr Tracker
	tr.Add([]sim.Event{moved(3, a, b)}, 6)
	tr.Tick()
	tr.Add([]sim.Event{moved(3, b, c)}, 6)
	for range 5 {
		tr.Tick()
	}
	from, to, num, _, ok := tr.Where(3)
	if !ok || from != b || to != c || num != 0 {
		t.Fatalf("after the first slide: %v→%v at %d (%v), want %v→%v at 0", from, to, num, ok, b, c)
	}
}
