package editor

import (
	"testing"

	"hexstorm/hexmap"
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

// Turning the strategic layer on in a plain scenario gives each side a
// major power holding the side's cities, so the scenario loads and starts at
// once (DESIGN D27); off keeps the powers, and each switch is one undo step.
func TestStrategicSwitch_GivesEachSideAPower(t *testing.T) {
	d := New(NewMap(10, 8))
	d.Paint(at(1, 1), 0, hexmap.City)
	d.Paint(at(8, 6), 0, hexmap.City)
	d.PaintControl(at(1, 1), 0, 0)
	d.PaintControl(at(8, 6), 0, 1)
	if !d.SetStrategic(true) {
		t.Fatal("switching the strategic layer on changed nothing")
	}
	ps := d.Powers()
	if len(ps) != 2 || ps[0].Side != "Allies" || ps[1].Side != "Axis" {
		t.Fatalf("powers after switching on: %+v", ps)
	}
	if len(ps[0].Cities) != 1 || ps[0].Cities[0] != at(1, 1) || len(ps[1].Cities) != 1 || ps[1].Cities[0] != at(8, 6) {
		t.Fatalf("home cities %v and %v, want each side's city", ps[0].Cities, ps[1].Cities)
	}
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("the strategic layer switched on leaves problems: %v", probs)
	}
	sc, err := d.Scenario()
	if err != nil {
		t.Fatal(err)
	}
	if st, _, err := sc.NewGame(1); err != nil || st.Campaign == nil {
		t.Fatalf("the game does not start with a campaign: %v", err)
	}
	if !d.SetStrategic(false) || d.Settings().Options.Strategic || len(d.Powers()) != 2 {
		t.Fatalf("off: option %v, %d powers kept", d.Settings().Options.Strategic, len(d.Powers()))
	}
	if !d.Undo() || !d.Settings().Options.Strategic {
		t.Fatal("undo did not switch the layer on again")
	}
	if !d.Undo() || d.Settings().Options.Strategic || d.File().Strategic != nil {
		t.Fatal("undo did not take back the powers the switch added")
	}
}

// Removing the last power of a section holding nothing else removes the
// section and switches the layer off, so no unloadable empty section stays.
func TestStrategicSwitch_LastPowerRemovedTurnsTheLayerOff(t *testing.T) {
	d := New(NewMap(10, 8))
	d.SetStrategic(true)
	for len(d.Powers()) > 0 {
		d.RemovePower(0)
	}
	if f := d.File(); f.Strategic != nil || f.Options.Strategic {
		t.Fatalf("after removing every power: section %+v, option %v", f.Strategic, f.Options.Strategic)
	}
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("problems after removing every power: %v", probs)
	}
}

// The campaign facts at the start (seed 003) are set as one undoable step,
// and an unknown cohesion is reported by the loader's check.
func TestFacts_SetUndoAndCheck(t *testing.T) {
	d := New(NewMap(10, 8))
	if d.SetFacts(scenarios.FactsDef{Cohesion: "low"}) {
		t.Fatal("facts set without a strategic section")
	}
	d.SetStrategic(true)
	if !d.SetFacts(scenarios.FactsDef{Cohesion: "high", GarrisonRequired: 3, Purge: true}) || d.Facts().Cohesion != "high" {
		t.Fatalf("facts %+v", d.Facts())
	}
	if probs := d.Problems(); len(probs) > 0 {
		t.Fatalf("valid facts leave problems: %v", probs)
	}
	d.SetFacts(scenarios.FactsDef{Cohesion: "shaky"})
	if probs := d.Problems(); len(probs) != 1 || probs[0].Path != "strategic.facts.cohesion" {
		t.Fatalf("an unknown cohesion gives %v", probs)
	}
	d.Undo()
	if got := d.Facts(); got.Cohesion != "high" || got.GarrisonRequired != 3 || !got.Purge {
		t.Fatalf("undo left %+v", got)
	}
}
