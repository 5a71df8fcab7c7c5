package editorview

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"

	"github.com/hajimehoshi/ebiten/v2"
)

// edDriver scripts the editor through injected input, one tick at a time,
// as a player's mouse and keyboard would drive it. Its exits only record
// where the editor went: the title, or a test game of a scenario.
type edDriver struct {
	t     *testing.T
	in    app.Input
	clock float64
	s     *Editor
	// shown is the scene on the screen: the editor, or one of the exits'.
	shown app.Scene
	// played is the scenario the last test game was given.
	played *scenarios.Scenario
}

// stubScene stands for a scene the editor leaves to.
type stubScene struct{ name string }

func (*stubScene) Update(*app.Context) error { return nil }
func (*stubScene) Draw(*ebiten.Image)        {}

// GoTo and Quit make the driver the editor's scene switch.
func (d *edDriver) GoTo(s app.Scene) { d.shown = s }
func (d *edDriver) Quit()            {}

func newEdDriver(t *testing.T) *edDriver {
	t.Helper()
	d := &edDriver{t: t}
	d.in.Width, d.in.Height, d.in.Focused, d.in.CursorIn = 1280, 800, true, true
	d.s = New(widget.New(), editor.NewMap(12, 10), t.TempDir(), Exits{
		Title: func() { d.GoTo(&stubScene{"title"}) },
		Play: func(sc *scenarios.Scenario, ed *Editor) error {
			d.played = sc
			d.GoTo(&stubScene{"test play"})
			return nil
		},
	})
	d.s.scripted = true
	d.shown = d.s
	d.tick()
	return d
}

// tick runs one update of the scene shown with the input set so far, then
// clears the one-tick parts of it.
func (d *edDriver) tick() {
	d.t.Helper()
	d.clock += 1.0 / 60
	if err := d.shown.Update(&app.Context{In: &d.in, Clock: d.clock, Scenes: d}); err != nil {
		d.t.Fatal(err)
	}
	in := &d.in
	in.Just, in.Repeat, in.Pressed, in.Released = [app.ActionCount]bool{}, [app.ActionCount]bool{}, [3]bool{}, [3]bool{}
	in.Wheel = 0
	d.s.keys = app.EditorKeys{}
}

// press, moveTo and release move the mouse and its button.
func (d *edDriver) moveTo(x, y int) {
	d.in.MouseX, d.in.MouseY = x, y
	d.tick()
}

func (d *edDriver) click(x, y, b int) {
	in := &d.in
	in.MouseX, in.MouseY = x, y
	in.Pressed[b], in.Down[b] = true, true
	d.tick()
	in.Down[b], in.Released[b] = false, true
	d.tick()
}

// dragHexes presses on the first hex, moves over the others and releases.
func (d *edDriver) dragHexes(b int, hexes ...hexmap.Hex) {
	in := &d.in
	for i, h := range hexes {
		in.MouseX, in.MouseY = d.hexPt(h)
		if i == 0 {
			in.Pressed[b] = true
		}
		in.Down[b] = true
		d.tick()
	}
	in.Down[b], in.Released[b] = false, true
	d.tick()
}

// clickHex clicks the centre of h on the map.
func (d *edDriver) clickHex(h hexmap.Hex, b int) {
	x, y := d.hexPt(h)
	d.click(x, y, b)
}

func (d *edDriver) hexPt(h hexmap.Hex) (int, int) {
	x, y := d.s.Board.HexCenter(&d.s.Cam, h)
	return int(x), int(y)
}

// key presses one of the editor's keyboard actions.
func (d *edDriver) key(a app.EditorAction) {
	d.s.keys.Just[a] = true
	d.tick()
}

// typeText types s into the focused text field.
func (d *edDriver) typeText(s string) {
	d.s.keys.Chars = []rune(s)
	d.tick()
}

// button clicks the top bar or palette button whose label is label, or
// the button with a changing label under the heading label.
func (d *edDriver) button(label string) {
	d.t.Helper()
	r, ok := d.s.Button(label)
	if !ok {
		d.t.Fatalf("no button %q", label)
	}
	c := r.Min.Add(r.Max).Div(2)
	d.click(c.X, c.Y, app.MouseLeft)
}

// dialogButton clicks a button of the open dialog; row picks the row whose
// label contains it ("" for any).
func (d *edDriver) dialogButton(row, label string) {
	d.t.Helper()
	r, err := d.s.DialogButton(row, label)
	if err != nil {
		d.t.Fatal(err)
	}
	c := r.Min.Add(r.Max).Div(2)
	d.click(c.X, c.Y, app.MouseLeft)
}

func (d *edDriver) terrain(h hexmap.Hex) hexmap.Terrain {
	t, _ := d.s.doc.Terrain(h)
	return t
}

// TestEditor_BuildSaveReloadAndTestPlay is the editor's scripted session:
// a new map, terrain painted with a brush, a coastal city given a size, a
// factory and units of both sides, undo and redo, a validation error that
// appears and clears, save, reload from the Open dialog, and a test game
// that starts from the editor and returns to it without touching it.
func TestEditor_BuildSaveReloadAndTestPlay(t *testing.T) {
	d := newEdDriver(t)
	s := d.s

	d.button("New")
	d.dialogButton("", "Small 16 x 12")
	d.dialogButton("", "Create")
	if s.doc.Width() != 16 || s.doc.Height() != 12 || s.dlg != nil {
		t.Fatalf("new map is %dx%d, dialog %v", s.doc.Width(), s.doc.Height(), s.dlg)
	}

	// A sea with a brush of size 3 in the top-left corner.
	d.button("Sea")
	d.button("Brush 3")
	d.clickHex(at(1, 1), app.MouseLeft)
	for _, h := range []hexmap.Hex{at(1, 1), at(0, 3), at(3, 2)} {
		if d.terrain(h) != hexmap.Sea {
			t.Fatalf("%s is %s after painting sea with brush 3", h, d.terrain(h))
		}
	}
	if d.terrain(at(1, 4)) != hexmap.Clear {
		t.Fatal("brush 3 painted beyond its reach")
	}
	// A stroke of forest, dragged over three hexes, undoes as one step.
	d.button("Forest")
	d.button("Brush 1")
	d.dragHexes(app.MouseLeft, at(8, 6), at(9, 6), at(10, 6))
	if d.terrain(at(8, 6)) != hexmap.Forest || d.terrain(at(10, 6)) != hexmap.Forest {
		t.Fatal("the forest stroke did not paint")
	}
	d.key(app.EdUndo)
	if d.terrain(at(8, 6)) != hexmap.Clear || d.terrain(at(10, 6)) != hexmap.Clear {
		t.Fatal("undo did not take back the whole stroke")
	}
	d.key(app.EdRedo)
	if d.terrain(at(9, 6)) != hexmap.Forest {
		t.Fatal("redo did not bring the stroke back")
	}

	// A coastal city of size 3 with a 2 PP army factory and a naval one.
	city := at(1, 4)
	d.button("City")
	d.clickHex(city, app.MouseLeft)
	d.button("Size")
	d.clickHex(city, app.MouseLeft)
	if p, _ := s.doc.Place(city); d.terrain(city) != hexmap.City || p.Size != editor.DefaultCitySize+1 {
		t.Fatalf("city %s, place %+v", d.terrain(city), p)
	}
	d.button("Port")
	d.clickHex(city, app.MouseLeft)
	d.button("Army fac.")
	for range 3 {
		d.clickHex(city, app.MouseLeft)
	}
	d.button("Naval fac.")
	d.clickHex(city, app.MouseLeft)
	if fs := s.doc.Factories(city); len(fs) != 2 || fs[0].PP != 2 || fs[1].Type != "naval" || fs[1].Side != "Allies" {
		t.Fatalf("factories %+v", fs)
	}

	// A factory on open ground is a problem, marked at its hex, until undone.
	d.button("Air fac.")
	d.clickHex(at(6, 6), app.MouseLeft)
	probs := s.doc.Problems()
	if len(probs) != 1 || !strings.Contains(probs[0].Msg, "factories may only be placed in cities") || *probs[0].Hex != at(6, 6) {
		t.Fatalf("problems after a factory on clear ground: %v", probs)
	}
	d.key(app.EdUndo)
	if len(s.doc.Problems()) != 0 {
		t.Fatalf("problems left after undo: %v", s.doc.Problems())
	}

	// Units: armor for the Allies in the city, infantry for the Axis.
	d.button("Units")
	d.dialogButton("", "Armor")
	d.clickHex(city, app.MouseLeft)
	d.key(app.EdNextSide)
	d.button("Units")
	d.dialogButton("", "Infantry")
	d.clickHex(at(13, 9), app.MouseLeft)
	units := s.doc.File().Units
	if len(units) != 2 || units[0].Type != "armor" || units[0].Side != "Allies" || units[1].Side != "Axis" || units[1].At != at(13, 9) {
		t.Fatalf("units %+v", units)
	}
	d.key(app.EdUndo)
	if len(s.doc.File().Units) != 1 {
		t.Fatal("undo did not remove the last unit")
	}
	d.key(app.EdRedo)

	// Settings: a name typed into the name field.
	d.key(app.EdSettings)
	d.dialogButton("Name", "Edit")
	d.s.keys.Just[app.EdBackspace] = true
	d.tick()
	for range len("New scenario") {
		d.s.keys.Just[app.EdBackspace] = true
		d.tick()
	}
	d.typeText("Ash Coast")
	d.key(app.EdEnter)
	d.dialogButton("", "Close")
	if name := s.doc.Settings().Name; name != "Ash Coast" {
		t.Fatalf("name %q", name)
	}

	// Save, then open the saved file again.
	if len(s.doc.Problems()) != 0 {
		t.Fatalf("problems before saving: %v", s.doc.Problems())
	}
	d.key(app.EdSave)
	d.key(app.EdEnter) // the first save asks for the name, offering "Ash Coast"
	path := filepath.Join(s.dir, "ash-coast.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("save: %v (message %q)", err, s.Msg.Text)
	}
	if _, err := scenarios.Load(path, data); err != nil {
		t.Fatalf("the saved file does not load: %v", err)
	}
	saved := s.doc.File()
	d.button("New")
	d.dialogButton("", "Create")
	if s.doc.Width() == 16 && len(s.doc.File().Units) > 0 {
		t.Fatal("New did not start a blank map")
	}
	d.button("Open")
	d.dialogButton("ash-coast.json", "Open")
	if !reflect.DeepEqual(s.doc.File(), saved) || s.path != path || s.Dirty() {
		t.Fatalf("reopened file differs or is dirty: path %q", s.path)
	}

	// Test play: a game of the scenario starts, and Esc comes back to the
	// editor with the document untouched.
	gen := s.doc.Gen()
	d.key(app.EdPlay)
	if stub, ok := d.shown.(*stubScene); !ok || stub.name != "test play" {
		t.Fatalf("test play did not start: scene %T, message %q", d.shown, s.Msg.Text)
	}
	setup := d.played.Setup
	if len(setup.Units) != 2 || setup.Map == s.doc.Preview().Map || setup.Map.Width() != 16 {
		t.Fatalf("test game has %d units on a %dx%d map", len(setup.Units), setup.Map.Width(), setup.Map.Height())
	}
	s.BackFromPlay()
	d.GoTo(s)
	d.tick()
	if d.shown != s || s.doc.Gen() != gen || !reflect.DeepEqual(s.doc.File(), saved) {
		t.Fatal("leaving test play did not return to the unchanged editor")
	}
}

// A scenario with problems cannot be test-played; the editor says why.
func TestEditor_TestPlayRefusesAnInvalidScenario(t *testing.T) {
	d := newEdDriver(t)
	d.button("Army fac.")
	d.clickHex(at(3, 3), app.MouseLeft)
	d.key(app.EdPlay)
	if d.shown != d.s || d.played != nil || !d.s.Msg.Err || !strings.Contains(d.s.Msg.Text, "Fix the 1 problem") {
		t.Fatalf("scene %T, message %q", d.shown, d.s.Msg.Text)
	}
}

// Rivers are drawn along hexsides by dragging, bridges clicked onto them,
// roads dragged from hex to hex, and a copied block pasted elsewhere.
func TestEditor_LinesAndCopyPaste(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	d.button("Road")
	d.dragHexes(app.MouseLeft, at(2, 2), at(3, 2), at(4, 2))
	if !s.doc.HasRoad(at(2, 2), at(3, 2)) || !s.doc.HasRoad(at(3, 2), at(4, 2)) {
		t.Fatalf("roads %v", s.doc.File().Roads)
	}
	// Click near the south edge of 3,4 for a river, then a bridge on it.
	x, y := d.hexPt(at(3, 4))
	_, ys := d.hexPt(at(3, 5))
	edgeY := (y + ys) / 2
	d.button("River")
	d.click(x, edgeY-2, app.MouseLeft)
	side := hexmap.SideOf(at(3, 4), hexmap.South)
	if !s.doc.HasRiver(side) {
		t.Fatalf("rivers %v", s.doc.File().Rivers)
	}
	d.button("Bridge")
	d.click(x, edgeY+2, app.MouseLeft)
	if b := s.doc.File().Bridges; len(b) != 1 || b[0] != side || len(s.doc.Problems()) != 0 {
		t.Fatalf("bridges %v, problems %v", b, s.doc.Problems())
	}
	// Copy the block 2,2-4,5 and paste it at 6,2.
	d.button("Select")
	d.dragHexes(app.MouseLeft, at(2, 2), at(4, 5))
	d.key(app.EdCopy)
	if !s.clipOK || s.clip.Width != 3 || s.clip.Height != 4 {
		t.Fatalf("clip %+v", s.clip)
	}
	d.moveTo(d.hexPt(at(6, 2)))
	d.key(app.EdPaste)
	if !s.doc.HasRoad(at(6, 2), at(7, 2)) || !s.doc.HasRiver(hexmap.SideOf(at(7, 4), hexmap.South)) || len(s.doc.Problems()) != 0 {
		t.Fatalf("pasted block: roads %v, rivers %v, problems %v", s.doc.File().Roads, s.doc.File().Rivers, s.doc.Problems())
	}
	// Cut the original block: it is copied and emptied in one step.
	d.dragHexes(app.MouseLeft, at(2, 2), at(4, 5))
	d.key(app.EdCut)
	if s.doc.HasRoad(at(2, 2), at(3, 2)) || s.doc.HasRiver(side) || !s.doc.HasRoad(at(6, 2), at(7, 2)) {
		t.Fatal("cut did not empty the selected block alone")
	}
	d.key(app.EdUndo)
	if !s.doc.HasRoad(at(2, 2), at(3, 2)) || !s.doc.HasRiver(side) {
		t.Fatal("undo did not bring the cut block back")
	}
}

// The settings panel changes the length, the rule options, the sides, the
// starting production and the map size, each an undoable edit.
func TestEditor_SettingsPanel(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	d.button("Settings")
	d.dialogButton("Last turn", "+")
	d.dialogButton("Production every", "+")
	d.dialogButton("Production every", "+")
	d.dialogButton("Engineer building", "off")
	d.dialogButton("Decisive margin", "+")
	d.dialogButton("", "Add a side")
	st := s.doc.Settings()
	if st.Turns != 11 || st.Options.ProductionInterval != 2 || !st.Options.EngineerBuilding || st.Decisive != 1 || len(s.doc.Sides()) != 3 {
		t.Fatalf("settings %+v, sides %v", st, s.doc.Sides())
	}
	d.dialogButton("Starting production", "Edit")
	d.dialogButton("Axis, army", "+")
	d.dialogButton("Axis, army", "+")
	d.dialogButton("", "Close")
	if s.doc.Pool("Axis", "army") != 2 {
		t.Fatalf("pools %+v", s.doc.File().Pools)
	}
	d.dialogButton("Map size", "Resize")
	d.dialogButton("Width", "+5")
	d.dialogButton("", "Resize")
	d.dialogButton("", "Close")
	if s.doc.Width() != 17 || s.dlg != nil || len(s.doc.Problems()) != 0 {
		t.Fatalf("width %d, dialog %v, problems %v", s.doc.Width(), s.dlg, s.doc.Problems())
	}
	d.key(app.EdUndo)
	if s.doc.Width() != 12 {
		t.Fatal("undo did not take back the resize")
	}
}

// Save writes back to the file a scenario came from; Save as writes a file
// named after the scenario and asks before replacing another one.
func TestEditor_SaveAsAsksBeforeReplacing(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	d.key(app.EdSave)
	d.key(app.EdEnter) // the name asked for at the first save: the one offered
	first := filepath.Join(s.dir, "new-scenario.json")
	if s.path != first {
		t.Fatalf("first save went to %q", s.path)
	}
	s.doc.SetSettings(func() editor.Settings { st := s.doc.Settings(); st.Name = "Second"; return st }())
	d.key(app.EdSave)
	if s.path != first {
		t.Fatal("save after a rename did not write back to the same file")
	}
	d.key(app.EdSaveAs)
	second := filepath.Join(s.dir, "second.json")
	if s.path != second {
		t.Fatalf("save as went to %q", s.path)
	}
	s.doc.SetSettings(func() editor.Settings { st := s.doc.Settings(); st.Name = "New scenario"; return st }())
	d.key(app.EdSaveAs)
	if s.dlg == nil || s.path != second {
		t.Fatal("save as over another file did not ask")
	}
	d.dialogButton("", "Replace")
	if s.path != first || s.Dirty() {
		t.Fatalf("after replacing: path %q, dirty %v", s.path, s.Dirty())
	}
}

// The settings' strategic switch gives each side a major power, and the
// Major powers dialog adds another, sets the campaign facts (seed 003) and
// edits a power with clicks, each edit undoable (DESIGN D27); the description takes several paragraphs
// (Shift+Enter).
func TestEditor_MajorPowersAndLongDescription(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	d.button("Settings")
	d.dialogButton("Strategic layer", "off")
	if ps := s.doc.Powers(); len(ps) != 2 || ps[0].Side != "Allies" || ps[1].Side != "Axis" || len(s.doc.Problems()) != 0 {
		t.Fatalf("powers after the switch: %+v, problems %v", ps, s.doc.Problems())
	}
	d.dialogButton("Strategic layer", "Powers")
	d.dialogButton("", "Add a power")
	if len(s.doc.Powers()) != 3 {
		t.Fatalf("powers after Add: %+v", s.doc.Powers())
	}
	d.dialogButton("Russian cohesion", "Next")
	d.dialogButton("Garrison required", "+")
	d.dialogButton("Russia under a purge", "off")
	if f := s.doc.Facts(); f.Cohesion != "low" || f.GarrisonRequired != 1 || !f.Purge || len(s.doc.Problems()) != 0 {
		t.Fatalf("campaign facts after the clicks: %+v, problems %v", f, s.doc.Problems())
	}
	d.dialogButton("Power 3", "Edit")
	d.dialogButton("National income", "+")
	d.dialogButton("Bloc", "Next")
	d.dialogButton("Side", "Next")
	d.dialogButton("Reserve: Armor", "+")
	p := s.doc.Powers()[2]
	if p.Income != 5 || p.Bloc != "axis" || p.Side != s.doc.Sides()[1] || reserveCount(p, "armor") != 2 {
		t.Fatalf("power after the clicks: %+v", p)
	}
	d.dialogButton("Name", "Edit")
	d.typeText("Reich")
	s.keys.Just[app.EdEnter] = true
	d.tick()
	if got := s.doc.Powers()[2].Name; got != "Power 3Reich" {
		t.Fatalf("name %q after typing", got)
	}
	d.dialogButton("", "Close")
	d.dialogButton("", "Close")
	d.dialogButton("", "Close")
	d.key(app.EdUndo)
	if got := s.doc.Powers()[2].Name; got != "Power 3" {
		t.Fatalf("undo left the name %q", got)
	}
	// Removing every power switches the layer off; undo brings them back.
	d.button("Settings")
	d.dialogButton("Strategic layer", "Powers")
	for len(s.doc.Powers()) > 0 {
		d.dialogButton(s.doc.Powers()[0].Name, "Remove")
	}
	if f := s.doc.File(); f.Strategic != nil || f.Options.Strategic || len(s.doc.Problems()) != 0 {
		t.Fatalf("after removing every power: section %+v, on %v, problems %v", f.Strategic, f.Options.Strategic, s.doc.Problems())
	}
	d.dialogButton("", "Close")
	d.dialogButton("", "Close")
	d.key(app.EdUndo)
	if len(s.doc.Powers()) != 1 || !s.doc.Settings().Options.Strategic {
		t.Fatalf("undo brought back %d powers, layer on %v", len(s.doc.Powers()), s.doc.Settings().Options.Strategic)
	}
	d.button("Settings")
	d.dialogButton("Description", "Edit")
	d.typeText("First paragraph.")
	s.keys.Just[app.EdEnter], s.keys.Shift = true, true
	d.tick()
	d.typeText("Second.")
	s.keys.Just[app.EdEnter] = true
	d.tick()
	if got := s.doc.Settings().Description; got != "First paragraph.\nSecond." {
		t.Fatalf("description %q", got)
	}
}

// TestEditor_FirstSaveAsksForAName: the first Save of a new map asks for
// the scenario's name (offering the current one) before writing anything,
// names the file after it, and later saves go to that file without asking.
// A new map has no storm on it (the Logistics set starts off).
func TestEditor_FirstSaveAsksForAName(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	if s.doc.File().Options.Logistics {
		t.Fatal("a new map starts with the Logistics set, and so the Storm, on")
	}
	s.save()
	if s.dlg == nil || s.dlg.text == nil || string(s.dlg.text.value) != "New scenario" {
		t.Fatal("the first save did not ask for a name")
	}
	if files, _ := os.ReadDir(s.dir); len(files) != 0 {
		t.Fatalf("the first save wrote %v before a name was given", files)
	}
	field := s.dlg.text
	s.closeDialog()
	field.ok(s, "Beachhead at Dawn")
	path := filepath.Join(s.dir, "beachhead-at-dawn.json")
	if s.path != path || s.doc.Settings().Name != "Beachhead at Dawn" {
		t.Fatalf("saved to %q as %q", s.path, s.doc.Settings().Name)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	s.save()
	if s.dlg != nil {
		t.Fatal("a second save asked again")
	}
}

// TestEditor_RiverDraggedStraightDownIsOneLine: dragging the River tool
// straight down a column, a few pixels at a time, draws one connected
// river along hexsides meeting end to end, with no stub (the play-test's
// drag left a comb of hexside stubs, saved as rivers).
func TestEditor_RiverDraggedStraightDownIsOneLine(t *testing.T) {
	d := newEdDriver(t)
	s := d.s
	d.button("River")
	x, y0 := d.hexPt(at(5, 1))
	_, y1 := d.hexPt(at(5, 7))
	in := &d.in
	for y := y0; y <= y1; y += 3 {
		in.MouseX, in.MouseY = x+2, y
		if y == y0 {
			in.Pressed[app.MouseLeft] = true
		}
		in.Down[app.MouseLeft] = true
		d.tick()
	}
	in.Down[app.MouseLeft], in.Released[app.MouseLeft] = false, true
	d.tick()
	rivers := s.doc.File().Rivers
	if len(rivers) < 6 {
		t.Fatalf("a drag over six hexes drew %d river sides: %v", len(rivers), rivers)
	}
	// Count how many river sides meet at each corner: a single line has two
	// ends (one side each) and every other corner joins exactly two sides.
	degree := map[editor.Corner]int{}
	for _, r := range rivers {
		for _, c := range editor.SideCorners(r) {
			degree[c]++
		}
	}
	ends := 0
	for c, n := range degree {
		switch {
		case n == 1:
			ends++
		case n > 2:
			t.Fatalf("%d river sides meet at corner %v: the river branches", n, c)
		}
	}
	if ends != 2 {
		t.Fatalf("the river has %d loose ends, want 2 (one line): %v", ends, rivers)
	}
}

// at is the hex in column col and row row.
func at(col, row int) hexmap.Hex { return hexmap.Offset{Col: col, Row: row}.Hex() }
