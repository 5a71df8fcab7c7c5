package editor

import (
	"reflect"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

func at(col, row int) hexmap.Hex { return hexmap.Offset{Col: col, Row: row}.Hex() }

// newDoc returns a document of a blank 12x10 map.
func newDoc(t *testing.T) *Doc {
	t.Helper()
	d := New(NewMap(12, 10))
	if p := d.Problems(); len(p) > 0 {
		t.Fatalf("a blank map has problems:\n%v", p)
	}
	return d
}

func terrain(t *testing.T, d *Doc, h hexmap.Hex) hexmap.Terrain {
	t.Helper()
	tr, ok := d.Terrain(h)
	if !ok {
		t.Fatalf("%s off the map", h)
	}
	return tr
}

// hasProblem reports whether any problem's text contains s.
func hasProblem(d *Doc, s string) bool {
	for _, p := range d.Problems() {
		if strings.Contains(p.Error(), s) {
			return true
		}
	}
	return false
}

func TestBrushSizesPaintTheHexesWithinReach(t *testing.T) {
	d := newDoc(t)
	d.Paint(at(5, 5), 0, hexmap.Forest)
	d.Paint(at(2, 2), 1, hexmap.Marsh)
	count := map[hexmap.Terrain]int{}
	for r := range 10 {
		for c := range 12 {
			count[terrain(t, d, at(c, r))]++
		}
	}
	if count[hexmap.Forest] != 1 || count[hexmap.Marsh] != 7 {
		t.Fatalf("brush 1 painted %d forest, brush 2 painted %d marsh; want 1 and 7", count[hexmap.Forest], count[hexmap.Marsh])
	}
	// A brush at the edge paints only hexes on the map.
	if !d.Paint(at(0, 0), 2, hexmap.Mountain) || terrain(t, d, at(0, 0)) != hexmap.Mountain {
		t.Fatal("brush at the corner painted nothing")
	}
}

func TestFloodFillStopsAtOtherTerrain(t *testing.T) {
	d := newDoc(t)
	// A wall of mountains down column 4 splits the map.
	for r := range 10 {
		d.Paint(at(4, r), 0, hexmap.Mountain)
	}
	d.Fill(at(0, 0), hexmap.Sea)
	if terrain(t, d, at(3, 9)) != hexmap.Sea || terrain(t, d, at(5, 0)) != hexmap.Clear || terrain(t, d, at(4, 3)) != hexmap.Mountain {
		t.Fatal("fill crossed the mountain wall or stopped short")
	}
	if !d.Undo() || terrain(t, d, at(0, 0)) != hexmap.Clear || terrain(t, d, at(3, 9)) != hexmap.Clear {
		t.Fatal("one undo does not take back the whole fill")
	}
}

func TestUndoRedoEveryEditAndStrokesUndoAsOne(t *testing.T) {
	d := newDoc(t)
	start := d.File()
	d.BeginStroke()
	for c := range 6 {
		d.Paint(at(c, 3), 0, hexmap.Forest)
	}
	d.EndStroke()
	afterStroke := d.File()
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Allies", At: at(1, 1)})
	d.SetObjective(at(1, 1), 2)
	end := d.File()
	for range 2 {
		d.Undo()
	}
	if !reflect.DeepEqual(d.File(), afterStroke) {
		t.Fatal("two undos do not return to the end of the stroke")
	}
	d.Undo()
	if !reflect.DeepEqual(d.File(), start) || d.CanUndo() {
		t.Fatal("the stroke did not undo as one step")
	}
	for d.Redo() {
	}
	if !reflect.DeepEqual(d.File(), end) {
		t.Fatal("redo does not bring back every edit")
	}
	// An edit that changes nothing leaves no step, and a new edit clears redo.
	d.Undo()
	if d.SetObjective(at(1, 1), 0) || !d.CanRedo() {
		t.Fatal("a no-op edit touched the history")
	}
	d.Paint(at(9, 9), 0, hexmap.Sea)
	if d.CanRedo() {
		t.Fatal("redo survives a new edit")
	}
}

// TestSeed004_FactoryLimitsAreTheLoadersChecks: a factory placed by the
// editor is judged by the loader's own checks, live: too many PP for the
// city's size is reported at the city and clears when fixed.
func TestSeed004_FactoryLimitsAreTheLoadersChecks(t *testing.T) {
	d := newDoc(t)
	city := at(6, 5)
	d.Paint(city, 0, hexmap.City)
	if p, ok := d.Place(city); !ok || p.Size != DefaultCitySize || len(d.Problems()) > 0 {
		t.Fatalf("a painted city has place %+v and problems %v", p, d.Problems())
	}
	d.SetFactory(city, "army", 2, "Allies")
	d.SetFactory(city, "air", 1, "Allies")
	if !hasProblem(d, "more than its size 2 (seed 004)") {
		t.Fatalf("3 PP of factories in a size-2 city not reported: %v", d.Problems())
	}
	p := d.Problems()[0]
	if p.Hex == nil || *p.Hex != city {
		t.Fatalf("problem not located at the city: %v", p)
	}
	d.SetFactory(city, "naval", 0, "Allies")
	if !hasProblem(d, "naval factory in non-coastal city") {
		t.Fatal("inland naval factory not reported")
	}
	d.SetFactory(city, "naval", -1, "")
	d.SetPlace(scenarios.Place{At: city, Name: "Ironton", Size: 3})
	if len(d.Problems()) > 0 {
		t.Fatalf("problems left after the fix: %v", d.Problems())
	}
	// Painting the city over leaves its factories stranded, which the loader reports.
	d.Paint(city, 0, hexmap.Clear)
	if !hasProblem(d, "factories may only be placed in cities") {
		t.Fatal("factory on clear ground not reported")
	}
}

func TestRoadsExtendAndSplit(t *testing.T) {
	d := newDoc(t)
	d.ToggleRoad(at(1, 1), at(2, 1))
	d.ToggleRoad(at(2, 1), at(3, 1))
	d.ToggleRoad(at(3, 1), at(4, 1))
	f := d.File()
	if len(f.Roads) != 1 || len(f.Roads[0]) != 4 {
		t.Fatalf("a drawn line is %v, want one road of 4 hexes", f.Roads)
	}
	d.ToggleRoad(at(3, 1), at(2, 1))
	f = d.File()
	if len(f.Roads) != 2 || !d.HasRoad(at(1, 1), at(2, 1)) || d.HasRoad(at(2, 1), at(3, 1)) {
		t.Fatalf("removing the middle step gives %v", f.Roads)
	}
	if d.ToggleRoad(at(1, 1), at(5, 5)) {
		t.Fatal("a road step between hexes that do not touch was accepted")
	}
	if len(d.Problems()) > 0 {
		t.Fatal(d.Problems())
	}
}

func TestRiversBridgesAndMarkersStayConsistent(t *testing.T) {
	d := newDoc(t)
	s := hexmap.SideOf(at(4, 4), hexmap.South)
	d.ToggleBridge(s)
	if !hasProblem(d, "bridge not on a river") {
		t.Fatal("bridge without a river not reported")
	}
	d.ToggleRiver(hexmap.Hexside{Hex: at(4, 5), Dir: hexmap.North}) // the same edge, named from below
	d.ToggleDestroyedBridge(s)
	if len(d.Problems()) > 0 || !d.HasRiver(s) {
		t.Fatalf("river, bridge and marker: %v", d.Problems())
	}
	d.ToggleRiver(s)
	f := d.File()
	if len(f.Rivers)+len(f.Bridges)+len(f.Destroyed.Bridges) != 0 {
		t.Fatalf("removing the river left %v %v %v", f.Rivers, f.Bridges, f.Destroyed.Bridges)
	}
	d.ToggleCanal(at(3, 3))
	d.ToggleDestroyedCanal(at(3, 3))
	d.ToggleDestroyedCanal(at(6, 6))
	if !hasProblem(d, "no canal here to be destroyed") {
		t.Fatal("marker without a canal not reported")
	}
	d.ToggleDestroyedCanal(at(6, 6))
	d.ToggleCanal(at(3, 3))
	if f := d.File(); len(f.Canals)+len(f.Destroyed.Canals) != 0 || len(d.Problems()) > 0 {
		t.Fatalf("canal and marker left: %v %v", f.Canals, f.Destroyed.Canals)
	}
}

func TestResizeDropsWhatFallsOffAndUndoBringsItBack(t *testing.T) {
	d := newDoc(t)
	d.Paint(at(10, 8), 0, hexmap.Town)
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Axis", At: at(10, 8)})
	d.ToggleRoad(at(2, 2), at(3, 2))
	d.PaintControl(at(1, 1), 0, 0)
	before := d.File()
	if !d.Resize(8, 6) {
		t.Fatal("resize refused")
	}
	f := d.File()
	if len(f.Terrain) != 6 || len(f.Terrain[0]) != 8 || len(f.Control) != 6 || len(f.Units) != 0 || len(f.Places) != 0 || len(f.Roads) != 1 {
		t.Fatalf("after resize: %dx%d rows, %d units, %d places, %d roads", len(f.Terrain[0]), len(f.Terrain), len(f.Units), len(f.Places), len(f.Roads))
	}
	if len(d.Problems()) > 0 {
		t.Fatal(d.Problems())
	}
	d.Resize(20, 15)
	if d.Width() != 20 || terrain(t, d, at(19, 14)) != hexmap.Clear {
		t.Fatal("growing the map did not add clear hexes")
	}
	d.Undo()
	d.Undo()
	if !reflect.DeepEqual(d.File(), before) {
		t.Fatal("undo does not restore the map before the resizes")
	}
}

func TestCopyPasteKeepsEverythingInShape(t *testing.T) {
	d := New(NewMap(20, 12))
	d.Paint(at(2, 2), 0, hexmap.City)
	d.SetFactory(at(2, 2), "army", 1, "Allies")
	d.ToggleRiver(hexmap.SideOf(at(3, 2), hexmap.NorthEast))
	d.ToggleRiver(hexmap.SideOf(at(3, 2), hexmap.SouthEast))
	d.ToggleRoad(at(2, 2), at(3, 2))
	d.AddUnit(scenarios.UnitDef{Type: "armor", Side: "Allies", At: at(3, 3)})
	d.PaintControl(at(2, 2), 1, 0)
	clip, ok := d.Copy(RectOf(at(1, 1), at(4, 4)))
	if !ok || clip.Width != 4 || clip.Height != 4 || clip.Parity != 1 {
		t.Fatalf("clip %dx%d parity %d", clip.Width, clip.Height, clip.Parity)
	}
	// Pasting at an even column moves to the next odd one to keep hexsides whole.
	target := at(10, 5)
	if o := clip.PasteOrigin(target); o.Col != 11 || o.Row != 5 {
		t.Fatalf("paste origin %v", o)
	}
	if !d.Paste(clip, target) {
		t.Fatal("paste refused")
	}
	dc, dr := 10, 4 // from 1,1 to 11,5
	moved := func(c, r int) hexmap.Hex { return at(c+dc, r+dr) }
	if tr := terrain(t, d, moved(2, 2)); tr != hexmap.City {
		t.Fatalf("pasted city hex is %s", tr)
	}
	if len(d.Factories(moved(2, 2))) != 1 || len(d.Units(moved(3, 3))) != 1 || d.Control(moved(2, 2)) != 0 {
		t.Fatal("factory, unit or control not pasted")
	}
	if !d.HasRiver(hexmap.SideOf(moved(3, 2), hexmap.NorthEast)) || !d.HasRiver(hexmap.SideOf(moved(3, 2), hexmap.SouthEast)) || !d.HasRoad(moved(2, 2), moved(3, 2)) {
		t.Fatal("river or road changed shape in the paste")
	}
	if len(d.Problems()) > 0 {
		t.Fatal(d.Problems())
	}
	d.Undo()
	if tr := terrain(t, d, moved(2, 2)); tr != hexmap.Clear {
		t.Fatal("paste did not undo as one step")
	}
}

func TestRenamingAndRemovingSidesKeepsReferences(t *testing.T) {
	d := newDoc(t)
	d.AddSide()
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Axis", At: at(1, 1)})
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Side 3", At: at(5, 1)})
	d.PaintControl(at(5, 5), 0, 2)
	d.PaintControl(at(1, 1), 0, 1)
	d.CycleAirfield(at(2, 2), "Axis")
	d.SetPool("Axis", "army", 3)
	d.RenameSide(1, "Reich")
	f := d.File()
	if f.Units[0].Side != "Reich" || f.Airfields[0].Side != "Reich" || d.Pool("Reich", "army") != 3 || len(d.Problems()) > 0 {
		t.Fatalf("rename missed a reference: %+v, problems %v", f, d.Problems())
	}
	d.RemoveSide(1)
	f = d.File()
	if len(f.Sides) != 2 || len(f.Units) != 1 || f.Units[0].Side != "Side 3" || len(f.Airfields) != 0 || d.Control(at(5, 5)) != 1 || d.Control(at(1, 1)) != -1 {
		t.Fatalf("after removing side 1: sides %v, units %v, control %d/%d", f.Sides, f.Units, d.Control(at(5, 5)), d.Control(at(1, 1)))
	}
	if len(d.Problems()) > 0 {
		t.Fatal(d.Problems())
	}
	if d.RemoveSide(0) && len(d.File().Sides) < 2 {
		t.Fatal("removed a side below the two a game needs")
	}
}

func TestPiecesCycleAndTheStormToggles(t *testing.T) {
	d := newDoc(t)
	h := at(4, 4)
	d.CycleAirfield(h, "Allies")
	if a, ok := d.Airfield(h); !ok || a.Major {
		t.Fatal("first click is not a minor airfield")
	}
	d.CycleAirfield(h, "Allies")
	if a, _ := d.Airfield(h); !a.Major {
		t.Fatal("second click is not a major airfield")
	}
	d.CycleAirfield(h, "Allies")
	if _, ok := d.Airfield(h); ok {
		t.Fatal("third click leaves an airfield")
	}
	d.CycleAirfield(h, "Axis")
	if !d.RemoveAirfield(h) || d.RemoveAirfield(h) {
		t.Fatal("remove does not remove exactly the one airfield")
	}
	d.ToggleMulberry(h, "Allies")
	if !hasProblem(d, "mulberry inland") {
		t.Fatal("inland Mulberry not reported")
	}
	d.ToggleMulberry(h, "Allies")
	d.SetStorm(h)
	if s, ok := d.Storm(); !ok || s != h {
		t.Fatal("storm not placed")
	}
	d.SetStorm(h)
	if _, ok := d.Storm(); ok {
		t.Fatal("second click does not return the storm to the centre")
	}
}

// TestSavedScenarioLoadsAndStartsAGame: the bytes the editor saves are a
// scenario the game opens, equal to the document.
func TestSavedScenarioLoadsAndStartsAGame(t *testing.T) {
	d := newDoc(t)
	d.Paint(at(1, 0), 1, hexmap.Sea)
	d.Paint(at(2, 2), 0, hexmap.City)
	d.SetPlace(scenarios.Place{At: at(2, 2), Name: "Port Ash", Size: 2, Port: true})
	d.SetFactory(at(2, 2), "naval", 1, "Allies")
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Allies", At: at(2, 2)})
	d.AddUnit(scenarios.UnitDef{Type: "armor", Side: "Axis", At: at(9, 7)})
	data, err := d.Encode()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Load("saved.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(New(sc.File).File(), d.File()) {
		t.Fatal("the loaded file differs from the document")
	}
	if _, _, err := sc.NewGame(1); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Scenario(); err != nil {
		t.Fatal(err)
	}
}

func TestEveryBuiltinOpensUnchangedInTheEditor(t *testing.T) {
	for _, info := range scenarios.Builtins() {
		sc, err := scenarios.Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		d := New(sc.File)
		data, err := d.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != string(sc.Raw) || len(d.Problems()) > 0 || d.Preview() == nil {
			t.Errorf("%s does not round-trip through the editor", info.ID)
		}
		if st := d.Preview(); len(st.Units) != len(sc.File.Units) || len(st.Factories) != len(sc.File.Factories) {
			t.Errorf("%s preview shows %d units and %d factories", info.ID, len(st.Units), len(st.Factories))
		}
	}
}

// TestSeed004_ResourcesAndPoolsAreEdited: a resource bonus goes in a city
// (the loader refuses one elsewhere) and starting pools are set per side
// and kind.
func TestSeed004_ResourcesAndPoolsAreEdited(t *testing.T) {
	d := newDoc(t)
	d.SetResource(at(3, 3), 2, "air")
	if !hasProblem(d, "resources are converted in a city's factories") {
		t.Fatal("a resource outside a city is not reported")
	}
	d.Paint(at(3, 3), 0, hexmap.City)
	if pp, kind := d.Resource(at(3, 3)); pp != 2 || kind != "air" || len(d.Problems()) > 0 {
		t.Fatalf("resource %d %s, problems %v", pp, kind, d.Problems())
	}
	d.SetResource(at(3, 3), 0, "")
	d.SetPool("Allies", "generic", 4)
	d.SetPool("Axis", "naval", 2)
	if d.Pool("Allies", "generic") != 4 || d.Pool("Axis", "naval") != 2 || len(d.File().Resources) != 0 || len(d.Problems()) > 0 {
		t.Fatalf("pools %+v, resources %+v", d.File().Pools, d.File().Resources)
	}
	d.SetPool("Axis", "naval", 0)
	if len(d.File().Pools) != 1 {
		t.Fatal("a pool set to 0 stays in the file")
	}
}

// A file with malformed layers (short rows, too few rows, a control layer
// of the wrong shape) opens and takes every kind of edit without failing;
// the loader's problems say what is wrong, and a resize repairs the shape.
func TestMalformedFileTakesEveryEditWithoutFailing(t *testing.T) {
	f := NewMap(8, 6)
	f.Terrain = []string{"..", "~~~~~~~~~~~~", "..."}
	f.Control = []string{"0"}
	d := New(f)
	if len(d.Problems()) == 0 {
		t.Fatal("malformed layers not reported")
	}
	for _, h := range []hexmap.Hex{at(0, 0), at(5, 1), at(7, 5), at(1, 2)} {
		d.Paint(h, 2, hexmap.City)
		d.Fill(h, hexmap.Sea)
		d.PaintControl(h, 1, 1)
		d.ToggleCanal(h)
		d.SetFactory(h, "army", 1, "Allies")
		d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Allies", At: h})
		d.Control(h)
	}
	clip, ok := d.Copy(RectOf(at(0, 0), at(7, 5)))
	if !ok {
		t.Fatal("copy refused")
	}
	d.Paste(clip, at(1, 1))
	d.Preview()
	d.Resize(8, 6)
	f = d.File()
	if len(f.Terrain) != 6 || len(f.Terrain[5]) != 8 || len(f.Control) != 6 {
		t.Fatalf("resize did not repair the layers: %q %q", f.Terrain, f.Control)
	}
	for d.Undo() {
	}
}

func TestClearEmptiesABlockAsOneStep(t *testing.T) {
	d := newDoc(t)
	d.Paint(at(3, 3), 1, hexmap.Forest)
	d.Paint(at(3, 3), 0, hexmap.City)
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Allies", At: at(3, 3)})
	d.PaintControl(at(3, 3), 1, 0)
	d.ToggleRoad(at(3, 3), at(6, 6)) // not adjacent: refused
	d.ToggleRoad(at(4, 3), at(5, 3))
	before := d.File()
	if !d.Clear(RectOf(at(2, 2), at(4, 4))) {
		t.Fatal("clear refused")
	}
	f := d.File()
	if len(f.Units)+len(f.Places)+len(f.Roads) != 0 || d.Control(at(3, 3)) != -1 || terrain(t, d, at(3, 3)) != hexmap.Clear {
		t.Fatalf("after clear: %+v", f)
	}
	if d.Clear(RectOf(at(2, 2), at(4, 4))) {
		t.Fatal("clearing an empty block made a step")
	}
	d.Undo()
	if !reflect.DeepEqual(d.File(), before) {
		t.Fatal("undo does not restore the block")
	}
}

// TestDesignD22_PlacingAFactoryGivesItsSideTheCity: a factory placed in a
// city gives the city to the factory's side in the same undo step, so its
// units do not start cut off from supply; the loader reports a factory in
// a city its side does not hold (painted over afterwards).
func TestDesignD22_PlacingAFactoryGivesItsSideTheCity(t *testing.T) {
	d := newDoc(t)
	city := at(6, 5)
	d.Paint(city, 0, hexmap.City)
	if d.Control(city) != -1 {
		t.Fatal("a painted city starts held")
	}
	d.SetFactory(city, "army", 1, "Axis")
	if d.Control(city) != 1 || len(d.Problems()) > 0 {
		t.Fatalf("after the factory: control %d, problems %v", d.Control(city), d.Problems())
	}
	d.Undo()
	if d.Control(city) != -1 || len(d.Factories(city)) != 0 {
		t.Fatal("one undo did not take back both the factory and the city")
	}
	d.Redo()
	d.PaintControl(city, 0, -1)
	if !hasProblem(d, "factory of Axis in a city not held by Axis at the start") {
		t.Fatalf("a factory in a city nobody holds is not reported: %v", d.Problems())
	}
}
