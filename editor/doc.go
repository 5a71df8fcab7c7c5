// Package editor is the scenario editor's model: a document holding one
// scenario file (scenarios.File), the edits a player makes to it, undo and
// redo of every edit, copy and paste of regions, and live validation through
// the loader's own checks (scenarios.File.Preview). It draws nothing and
// reads no files: the window (render) shows it and saves the bytes Encode
// gives.
package editor

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// maxHistory bounds the undo history; older steps are forgotten.
const maxHistory = 200

// Doc is one scenario being edited. Every change goes through an edit
// method, which records the file as it was so that Undo can bring it back.
type Doc struct {
	f          scenarios.File
	undo, redo []scenarios.File
	// stroke is set between BeginStroke and EndStroke: the edits of one
	// mouse drag make one undo step.
	stroke, strokeChanged bool
	// gen counts changes, so views know when to redraw and revalidate.
	gen int

	checkedGen int
	preview    *sim.State
	problems   scenarios.Problems
}

// New returns a document holding f.
func New(f scenarios.File) *Doc {
	return &Doc{f: Clone(f), checkedGen: -1}
}

// NewMap returns a scenario of width x height clear hexes with two sides and
// a ten-turn game: the editor's blank page. The Logistics set, and with it
// the Storm (seed 004), starts off, so a blank map has no storm on it until
// the designer turns the set on in the settings.
func NewMap(width, height int) scenarios.File {
	f := scenarios.File{
		Format:  scenarios.FormatVersion,
		Name:    "New scenario",
		Width:   width,
		Height:  height,
		Sides:   []scenarios.SideDef{{Name: "Allies"}, {Name: "Axis"}},
		Victory: scenarios.VictoryDef{Turns: 10},
	}
	for range height {
		f.Terrain = append(f.Terrain, string(repeat('.', width)))
	}
	return f
}

func repeat(c byte, n int) []byte {
	b := make([]byte, max(n, 0))
	for i := range b {
		b[i] = c
	}
	return b
}

// File returns a copy of the scenario as it stands.
func (d *Doc) File() scenarios.File { return Clone(d.f) }

// Gen returns a number that changes with every change to the document.
func (d *Doc) Gen() int { return d.gen }

// Width and Height return the map size.
func (d *Doc) Width() int { return d.f.Width }

// Height returns the map height in hexes.
func (d *Doc) Height() int { return d.f.Height }

// Contains reports whether h is on the map.
func (d *Doc) Contains(h hexmap.Hex) bool {
	o := h.Offset()
	return o.Col >= 0 && o.Row >= 0 && o.Col < d.f.Width && o.Row < d.f.Height
}

// check revalidates when the document changed since the last check.
func (d *Doc) check() {
	if d.checkedGen == d.gen {
		return
	}
	d.checkedGen = d.gen
	d.preview, d.problems = d.f.Preview("scenario")
}

// Problems returns the loader's problems with the scenario as it stands:
// the same checks the game runs when it opens the file.
func (d *Doc) Problems() scenarios.Problems {
	d.check()
	return d.problems
}

// Preview returns a state to draw the scenario from (see
// scenarios.File.Preview); it is rebuilt after each change and must not be
// changed by the caller.
func (d *Doc) Preview() *sim.State {
	d.check()
	return d.preview
}

// Scenario loads the document as the game would open it, for test play.
func (d *Doc) Scenario() (*scenarios.Scenario, error) {
	data, err := scenarios.Encode(d.f)
	if err != nil {
		return nil, err
	}
	return scenarios.Load("editor.json", data)
}

// Encode returns the scenario in the file format.
func (d *Doc) Encode() ([]byte, error) { return scenarios.Encode(d.f) }

// edit applies fn to the file as one undoable step (or as part of the open
// stroke); fn reports whether it changed anything, and a step that changed
// nothing leaves no trace in the history.
func (d *Doc) edit(fn func(f *scenarios.File) bool) bool {
	if d.stroke {
		if fn(&d.f) {
			d.strokeChanged = true
			d.gen++
			return true
		}
		return false
	}
	before := Clone(d.f)
	if !fn(&d.f) {
		d.f = before
		return false
	}
	d.push(before)
	d.gen++
	return true
}

// push records before as the state to undo to and clears the redo list.
func (d *Doc) push(before scenarios.File) {
	d.undo = append(d.undo, before)
	if len(d.undo) > maxHistory {
		d.undo = slices.Delete(d.undo, 0, len(d.undo)-maxHistory)
	}
	d.redo = d.redo[:0]
}

// BeginStroke starts a group of edits (a drag of the brush) that undo as one.
func (d *Doc) BeginStroke() {
	if d.stroke {
		return
	}
	d.undo = append(d.undo, Clone(d.f))
	d.stroke, d.strokeChanged = true, false
}

// EndStroke closes the group BeginStroke opened.
func (d *Doc) EndStroke() {
	if !d.stroke {
		return
	}
	d.stroke = false
	before := d.undo[len(d.undo)-1]
	d.undo = d.undo[:len(d.undo)-1]
	if d.strokeChanged {
		d.push(before)
	}
}

// CanUndo reports whether there is an edit to undo.
func (d *Doc) CanUndo() bool { return len(d.undo) > 0 && !d.stroke }

// CanRedo reports whether there is an undone edit to redo.
func (d *Doc) CanRedo() bool { return len(d.redo) > 0 && !d.stroke }

// Undo takes back the last edit; it reports false when there is none.
func (d *Doc) Undo() bool {
	if !d.CanUndo() {
		return false
	}
	d.redo = append(d.redo, d.f)
	d.f = d.undo[len(d.undo)-1]
	d.undo = d.undo[:len(d.undo)-1]
	d.gen++
	return true
}

// Redo makes the last undone edit again.
func (d *Doc) Redo() bool {
	if !d.CanRedo() {
		return false
	}
	d.undo = append(d.undo, d.f)
	d.f = d.redo[len(d.redo)-1]
	d.redo = d.redo[:len(d.redo)-1]
	d.gen++
	return true
}

// Clone returns a deep copy of f, so that history entries share nothing
// that a later edit changes.
func Clone(f scenarios.File) scenarios.File {
	g := f
	g.Terrain = slices.Clone(f.Terrain)
	g.Control = slices.Clone(f.Control)
	g.Sides = slices.Clone(f.Sides)
	g.Places = slices.Clone(f.Places)
	g.Roads = nil
	for _, r := range f.Roads {
		g.Roads = append(g.Roads, slices.Clone(r))
	}
	g.Rivers = slices.Clone(f.Rivers)
	g.Bridges = slices.Clone(f.Bridges)
	g.Canals = slices.Clone(f.Canals)
	g.Factories = slices.Clone(f.Factories)
	g.Resources = slices.Clone(f.Resources)
	g.Airfields = slices.Clone(f.Airfields)
	g.Mulberries = slices.Clone(f.Mulberries)
	g.Destroyed.Bridges = slices.Clone(f.Destroyed.Bridges)
	g.Destroyed.Canals = slices.Clone(f.Destroyed.Canals)
	if f.Storm != nil {
		h := *f.Storm
		g.Storm = &h
	}
	g.Pools = slices.Clone(f.Pools)
	g.Units = slices.Clone(f.Units)
	g.Victory.Objectives = slices.Clone(f.Victory.Objectives)
	g.Strategic = cloneStrategic(f.Strategic)
	return g
}
