package editor

import (
	"testing"

	"hexstorm/scenarios"
)

// gatheringStorm opens the built-in campaign scenario in the editor.
func gatheringStorm(t *testing.T) *Doc {
	t.Helper()
	sc, err := scenarios.Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	return New(sc.File)
}

// Major powers are edited as undoable steps, and every edit leaves the
// scenario valid for the loader (DESIGN D27).
func TestPowers_EditUndoRedo(t *testing.T) {
	d := gatheringStorm(t)
	before := d.Powers()
	p := before[0]
	p.Name, p.Income = "Reich", p.Income+2
	if !d.SetPower(0, p) {
		t.Fatal("SetPower changed nothing")
	}
	if got := d.Powers()[0]; got.Name != "Reich" || got.Income != before[0].Income+2 {
		t.Fatalf("power after the edit: %+v", got)
	}
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("renaming a power leaves problems: %v", probs)
	}
	for _, u := range d.File().Units {
		if u.Power == before[0].Name {
			t.Fatalf("a unit still names the power %q", before[0].Name)
		}
	}
	if !d.Undo() || d.Powers()[0].Name != before[0].Name {
		t.Fatal("undo did not bring the power back")
	}
	if !d.Redo() || d.Powers()[0].Name != "Reich" {
		t.Fatal("redo did not rename the power again")
	}
}

// Adding a power to a scenario without a strategic section adds the section;
// undo removes it again.
func TestPowers_AddToPlainScenario(t *testing.T) {
	d := New(NewMap(10, 8))
	if d.Powers() != nil {
		t.Fatal("a new map has powers")
	}
	if !d.AddPower() || len(d.Powers()) != 1 || d.Powers()[0].Side != d.Sides()[0] {
		t.Fatalf("after AddPower: %+v", d.Powers())
	}
	if !d.AddPower() || d.Powers()[1].Name == d.Powers()[0].Name {
		t.Fatal("a second power took the first one's name")
	}
	d.Undo()
	d.Undo()
	if d.File().Strategic != nil && len(d.File().Strategic.Powers) != 0 {
		t.Fatalf("undo left powers: %+v", d.File().Strategic)
	}
}

// Renaming a side renames the side of its powers; removing a side removes
// them.
func TestPowers_FollowTheirSide(t *testing.T) {
	d := gatheringStorm(t)
	side := d.Powers()[0].Side
	i := 0
	for k, s := range d.Sides() {
		if s == side {
			i = k
		}
	}
	d.RenameSide(i, "Central Powers")
	for _, p := range d.Powers() {
		if p.Side == side {
			t.Fatalf("power %s still on side %q", p.Name, side)
		}
	}
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("renaming a side leaves problems: %v", probs)
	}
}

// A power's candidate home cities are the cities its side controls that no
// other power holds.
func TestPowers_HomeCities(t *testing.T) {
	d := gatheringStorm(t)
	ps := d.Powers()
	p := ps[0]
	p.Cities = nil
	d.SetPower(0, p)
	free := d.HomeCities(0)
	if len(free) < len(ps[0].Cities) {
		t.Fatalf("%d free cities, the power had %d", len(free), len(ps[0].Cities))
	}
	for _, h := range free {
		for _, q := range d.Powers()[1:] {
			for _, c := range q.Cities {
				if c == h {
					t.Fatalf("%s is already %s's", h, q.Name)
				}
			}
		}
	}
	p.Cities = free
	d.SetPower(0, p)
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("taking the free cities leaves problems: %v", probs)
	}
}
