package scenarios

import (
	"bytes"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// TestBuiltinsValidateAndStartGames loads every built-in scenario, checks it
// has no problems and starts a game of it.
func TestBuiltinsValidateAndStartGames(t *testing.T) {
	infos := Builtins()
	if len(infos) == 0 {
		t.Fatal("no built-in scenarios")
	}
	if !slices.IsSortedFunc(infos, func(a, b Info) int { return strings.Compare(a.ID, b.ID) }) {
		t.Errorf("Builtins not sorted by ID: %v", infos)
	}
	for _, info := range infos {
		t.Run(info.ID, func(t *testing.T) {
			sc, err := Builtin(info.ID)
			if err != nil {
				t.Fatal(err)
			}
			if probs := sc.File.Validate(info.ID); len(probs) > 0 {
				t.Fatalf("problems:\n%v", probs)
			}
			if sc.ID != info.ID || sc.Name != info.Name || sc.Name == "" || sc.Description != info.Description {
				t.Errorf("scenario %q %q does not match its Info %+v", sc.ID, sc.Name, info)
			}
			st, evs, err := sc.NewGame(1)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Units) != len(sc.File.Units) || len(evs) == 0 || st.Phase != sim.PhaseMovement {
				t.Errorf("game starts with %d units (file has %d), %d events, phase %s", len(st.Units), len(sc.File.Units), len(evs), st.Phase)
			}
		})
	}
}

// TestBuiltinChannelIsAMeaningfulInvasion checks what the brief asks of the
// Channel map: its size, both sides, every kind of piece and enough units of
// the named types.
func TestBuiltinChannelIsAMeaningfulInvasion(t *testing.T) {
	sc, err := Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	f := sc.File
	if f.Width < 28 || f.Height < 18 || f.Sides[0].Name != "Allies" || f.Sides[1].Name != "Axis" {
		t.Errorf("map %dx%d, sides %v", f.Width, f.Height, f.Sides)
	}
	if n := len(f.Units); n < 30 || n > 60 {
		t.Errorf("%d units, want 30..60", n)
	}
	for _, typ := range []string{"infantry", "armor", "artillery", "engineers", "marines", "fighter", "light_bomber", "destroyer", "naval_transport", "battleship"} {
		if !slices.ContainsFunc(f.Units, func(u UnitDef) bool { return u.Type == typ }) {
			t.Errorf("no %s", typ)
		}
	}
	for _, kind := range []string{"army", "air", "naval"} {
		if !slices.ContainsFunc(f.Factories, func(fd FactoryDef) bool { return fd.Type == kind }) {
			t.Errorf("no %s factory", kind)
		}
	}
	s := sc.Setup
	if !slices.ContainsFunc(s.Airfields, func(a sim.Airfield) bool { return a.Major }) ||
		!slices.ContainsFunc(s.Airfields, func(a sim.Airfield) bool { return !a.Major }) {
		t.Error("want a major and a minor airfield")
	}
	if len(s.Mulberries) == 0 || s.Storm == nil || s.Map.Terrain(*s.Storm) != hexmap.Sea || len(f.Canals) == 0 {
		t.Error("want a Mulberry, a canal and the storm at sea")
	}
	if !s.Options.Logistics || f.Victory.Turns < 10 || f.Victory.Turns > 12 || len(f.Victory.Objectives) == 0 {
		t.Errorf("options %+v, victory %+v", s.Options, f.Victory)
	}
}

// TestBuiltinFilesAreCanonical keeps the embedded files in Encode's layout,
// so that a scenario saved by the editor diffs cleanly against them.
func TestBuiltinFilesAreCanonical(t *testing.T) {
	for _, info := range Builtins() {
		data, err := builtinFS.ReadFile("builtin/" + info.ID + ".json")
		if err != nil {
			t.Fatal(err)
		}
		sc, err := Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(sc.Raw, data) {
			t.Errorf("%s.json is not in canonical form; rewrite it with Encode", info.ID)
		}
	}
}

// TestEncodeDecodeRoundTrip checks that Decode(Encode(f)) gives f back and
// that encoding is stable.
func TestEncodeDecodeRoundTrip(t *testing.T) {
	sc, err := Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []File{sc.File, base(t)} {
		data, err := Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode("again.json", data)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, f) {
			t.Errorf("round trip changed %q:\n got %+v\nwant %+v", f.Name, back, f)
		}
		again, _ := Encode(back)
		if !bytes.Equal(again, data) {
			t.Errorf("encoding %q twice gives different bytes", f.Name)
		}
	}
}

// TestEncodeWritesOneRowPerLine checks the human-readable layout.
func TestEncodeWritesOneRowPerLine(t *testing.T) {
	data, err := Encode(base(t))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{
		"\n  \"terrain\": [\n    \"~~..f.\",\n    \"~C.t..\",\n",
		"\n    {\"at\": \"1,1\", \"name\": \"Port\", \"size\": 2, \"port\": true},\n",
		"\n    [\"1,1\", \"2,1\", \"3,1\", \"3,2\"]\n",
		"\n  \"storm\": \"0,4\",\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("encoding lacks %q:\n%s", want, text)
		}
	}
}

// TestSetupBuildsTheMapAndPieces checks that Setup carries every part of the
// file into the game: terrain, places, roads, rivers, bridges, canals,
// control, logistics pieces, units and rules.
func TestSetupBuildsTheMapAndPieces(t *testing.T) {
	f := base(t)
	s, err := f.Setup()
	if err != nil {
		t.Fatal(err)
	}
	m := s.Map
	port, hill, inland := hex(t, "1,1"), hex(t, "3,1"), hex(t, "3,2")
	if c := m.Cell(port); c.Terrain != hexmap.City || c.Size != 2 || !c.Port || c.Name != "Port" {
		t.Errorf("port cell %+v", c)
	}
	if c := m.Cell(inland); c.Terrain != hexmap.City || c.Size != 2 || c.Port {
		t.Errorf("inland cell %+v", c)
	}
	if d, _ := hill.DirectionTo(inland); !m.Road(hill, d) || !m.Road(inland, d.Opposite()) {
		t.Error("road from Hill to Inland missing")
	}
	if !m.River(hex(t, "2,2"), hexmap.NorthEast) || !m.Bridge(hex(t, "2,2"), hexmap.NorthEast) || m.Bridge(hex(t, "2,2"), hexmap.SouthEast) {
		t.Error("rivers or bridges wrong")
	}
	if !m.Cell(hex(t, "2,3")).Canal || m.Terrain(hex(t, "5,4")) != hexmap.Clear || m.Terrain(hex(t, "5,2")) != hexmap.Mountain {
		t.Error("canal or terrain wrong")
	}
	if got := s.Control[m.Index(hex(t, "5,0"))]; got != 1 || s.Control[m.Index(hex(t, "0,0"))] != -1 {
		t.Errorf("control wrong: %d", got)
	}
	wantUnits := []sim.UnitSetup{
		{Type: "infantry", Side: 0, Hex: port},
		{Type: "destroyer", Side: 0, Hex: hex(t, "0,2")},
		{Type: "fighter", Side: 0, Hex: port},
		{Type: "armor", Side: 1, Hex: inland, CV: 1},
	}
	if !reflect.DeepEqual(s.Units, wantUnits) {
		t.Errorf("units %+v", s.Units)
	}
	wantFactories := []sim.Factory{{Hex: port, Kind: sim.FactoryNaval, PP: 1, Side: 0}, {Hex: inland, Kind: sim.FactoryArmy, PP: 2, Side: 1}}
	if !reflect.DeepEqual(s.Factories, wantFactories) {
		t.Errorf("factories %+v", s.Factories)
	}
	if !reflect.DeepEqual(s.Resources, []sim.Resource{{Hex: inland, PP: 1, Kind: sim.FactoryArmy}}) {
		t.Errorf("resources %+v", s.Resources)
	}
	if len(s.Airfields) != 1 || !s.Airfields[0].Major || s.Airfields[0].Side != 1 || len(s.Mulberries) != 1 ||
		len(s.BrokenBridges) != 1 || len(s.BrokenCanals) != 1 || *s.Storm != hex(t, "0,4") ||
		!reflect.DeepEqual(s.Pools, []sim.Pool{{Side: 0, Kind: sim.FactoryArmy, PP: 1}}) {
		t.Errorf("pieces wrong: %+v", s)
	}
	if !s.Options.Logistics || s.Victory.Turns != 5 || len(s.Victory.Objectives) != 1 || s.Victory.Decisive != 1 {
		t.Errorf("rules wrong: %+v %+v", s.Options, s.Victory)
	}
	if _, _, err := sim.NewGame(s, 7); err != nil {
		t.Fatal(err)
	}
}

// TestSetupRefusesAnInvalidFile checks that Setup never builds a game from a
// file Validate rejects.
func TestSetupRefusesAnInvalidFile(t *testing.T) {
	f := base(t)
	f.Width = 0
	if _, err := f.Setup(); err == nil || !strings.Contains(err.Error(), "width 0 is outside 1..256") {
		t.Errorf("Setup error %v", err)
	}
}

// TestLoadReportsEveryProblemAtOnce breaks one file in many ways and
// expects every problem in one report, in the order of the file's fields.
func TestLoadReportsEveryProblemAtOnce(t *testing.T) {
	f := base(t)
	f.Name = ""
	f.Terrain[1] = "~C.t.?"
	f.Places[2].Size = 0
	f.Roads[0][3] = hex(t, "5,4")
	f.Factories[0].Type = "tank"
	f.Airfields[0].Side = "Martians"
	f.Units[0].Type = "tiger"
	f.Units[1].At = hex(t, "2,1")
	f.Victory.Objectives[0].Points = 0
	data, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Load("many.json", data)
	want := []string{
		"many.json: name: a scenario needs a name",
		"many.json: terrain[1]: unknown terrain character '?' (want one of \".fm^Ct~\") at 5,1",
		"many.json: places[2].size: city size 0 is outside 1..10 at 3,2",
		"many.json: roads[0][3]: road step from 3,1 is not to an adjacent hex at 5,4",
		"many.json: factories[0].type: unknown factory type \"tank\" (want army, air or naval)",
		"many.json: airfields[0].side: unknown side \"Martians\"",
		"many.json: units[0].type: unknown unit type \"tiger\"",
		"many.json: units[1]: naval unit Destroyer on land: ships start at sea, in a port, a Mulberry or a canal at 2,1",
		"many.json: victory.objectives[0].points: an objective is worth at least 1 point, got 0",
	}
	if got := problemsOf(t, err); !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestDecodeReportsEveryShapeProblemAtOnce checks that field, type and hex
// text problems are all reported together, each with its path.
func TestDecodeReportsEveryShapeProblemAtOnce(t *testing.T) {
	raw := strings.NewReplacer(
		`"name": "Base"`, `"name": "Base", "nmae": "typo"`,
		`"height": 5`, `"height": 5.5`,
		`"size": 1}`, `"size": 1, "port": "yes"}`,
		`["1,1", "2,1"`, `["1,1", "2 1"`,
		`"major": true`, `"major": true, "major": false`,
		`"logistics": true`, `"logistics": true, "fog": 1`,
	).Replace(baseJSON)
	_, err := Decode("shape.json", []byte(raw))
	want := []string{
		`shape.json: unknown field "nmae"`,
		"shape.json: height: want a whole number, got 5.5",
		`shape.json: places[1].port: want true or false, got the string "yes"`,
		`shape.json: roads[0][1]: hex "2 1" is not of the form col,row`,
		`shape.json: airfields[0].major: field "major" appears twice`,
		`shape.json: options: unknown field "fog"`,
	}
	if got := problemsOf(t, err); !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestLoadNamesScenarioByFile checks the ID taken from a path.
func TestLoadNamesScenarioByFile(t *testing.T) {
	for _, name := range []string{"maps/t.json", `C:\maps\t.json`, "t"} {
		sc, err := Load(name, []byte(baseJSON))
		if err != nil {
			t.Fatal(err)
		}
		if sc.ID != "t" {
			t.Errorf("Load(%q).ID = %q, want t", name, sc.ID)
		}
	}
}

// TestBuiltinUnknownIDListsTheBuiltins checks the error for a wrong id.
func TestBuiltinUnknownIDListsTheBuiltins(t *testing.T) {
	for _, id := range []string{"nope", "../builtin/channel", "channel.json"} {
		if _, err := Builtin(id); err == nil || !strings.Contains(err.Error(), "built-ins: channel") {
			t.Errorf("Builtin(%q) error %v", id, err)
		}
	}
}

// TestProblemErrorForms checks how a problem prints with and without its parts.
func TestProblemErrorForms(t *testing.T) {
	h := hex(t, "3,4")
	s := hexmap.SideOf(h, hexmap.South)
	for _, c := range []struct {
		p    Problem
		want string
	}{
		{Problem{File: "a.json", Path: "units[2]", Hex: &h, Msg: "bad"}, "a.json: units[2]: bad at 3,4"},
		{Problem{File: "a.json", Path: "rivers[0]", Side: &s, Msg: "bad"}, "a.json: rivers[0]: bad at 3,5/N"},
		{Problem{File: "a.json", Line: 3, Column: 7, Msg: "bad"}, "a.json:3:7: bad"},
		{Problem{Path: "width", Msg: "bad"}, "width: bad"},
		{Problem{Msg: "bad"}, "bad"},
	} {
		if got := c.p.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
	if got := (Problems{{Msg: "a"}, {Msg: "b"}}).Error(); got != "a\nb" {
		t.Errorf("Problems.Error() = %q", got)
	}
}

// TestProblemsAreCapped checks that a file with thousands of mistakes gets a
// bounded report that says it was cut short, from Decode and Validate alike.
func TestProblemsAreCapped(t *testing.T) {
	raw := strings.Replace(baseJSON, `"name": "Base",`, `"name": "Base",`+strings.Repeat(`"x": 1,`, 2000), 1)
	_, err := Decode("cap.json", []byte(raw))
	got := problemsOf(t, err)
	if len(got) != maxProblems+1 || got[len(got)-1] != "cap.json: more than 500 problems; fix these first" {
		t.Errorf("Decode: %d problems, last %q", len(got), got[len(got)-1])
	}
	f := base(t)
	for range 1000 {
		f.Units = append(f.Units, UnitDef{Type: "tiger", Side: "Allies", At: hex(t, "1,1")})
	}
	probs := f.Validate("cap.json")
	if len(probs) != maxProblems+1 || probs[len(probs)-1].Msg != "more than 500 problems; fix these first" {
		t.Errorf("Validate: %d problems, last %v", len(probs), probs[len(probs)-1])
	}
}

// TestDocExampleIsValid keeps the complete example of
// docs/scenario-format.md loadable and equal to the test base scenario.
func TestDocExampleIsValid(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(doc), "## A complete example")
	_, block, ok2 := strings.Cut(after, "```json\n")
	example, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("no json block under \"A complete example\"")
	}
	sc, err := Load("example.json", []byte(example))
	if err != nil {
		t.Fatal(err)
	}
	want := base(t)
	want.Description = sc.File.Description
	if !reflect.DeepEqual(sc.File, want) {
		t.Error("the doc example differs from baseJSON; keep them the same")
	}
}

// BenchmarkLoadChannel measures loading the built-in Channel scenario from bytes.
func BenchmarkLoadChannel(b *testing.B) {
	data, err := builtinFS.ReadFile("builtin/channel.json")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Load("channel.json", data); err != nil {
			b.Fatal(err)
		}
	}
}

// A scenario can place aircraft aboard a carrier at sea (seed 001 Carry
// Aircraft): the fighter starts aboard, moves with the carrier and is not a
// unit "at sea" for the validator.
func TestScenarioPlacesAircraftAboardCarrier(t *testing.T) {
	f := base(t)
	f.Units[1].Type = "carrier"                                                                       // units[1] at 0,2, at sea
	f.Units = append(f.Units, UnitDef{Type: "fighter", Side: "Allies", At: f.Units[1].At, Aboard: 2}) // aboard units[1]
	raw, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Load("t.json", raw)
	if err != nil {
		t.Fatalf("a fighter aboard a carrier is refused: %v", err)
	}
	setup, err := sc.File.Setup()
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := sim.NewGame(setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	id := sim.UnitID(len(f.Units))
	if u := st.Unit(id); u == nil || u.CarriedBy != 2 {
		t.Fatalf("the fighter is not aboard the carrier: %+v", u)
	}
}

// Removing units keeps each aboard number on its carrier, and cargo goes
// with a removed carrier; appended units' numbers shift to their places.
func TestDeleteAndAppendUnitsKeepAboard(t *testing.T) {
	units := []UnitDef{{Type: "infantry"}, {Type: "carrier"}, {Type: "fighter", Aboard: 2}, {Type: "destroyer"}}
	got := DeleteUnitAt(slices.Clone(units), 0)
	if len(got) != 3 || got[1].Type != "fighter" || got[1].Aboard != 1 {
		t.Fatalf("after removing units[0]: %+v", got)
	}
	got = DeleteUnitAt(slices.Clone(units), 1)
	if len(got) != 2 || got[0].Type != "infantry" || got[1].Type != "destroyer" {
		t.Fatalf("after removing the carrier: %+v, want its fighter gone with it", got)
	}
	got = AppendUnits([]UnitDef{{Type: "infantry"}}, []UnitDef{{Type: "carrier"}, {Type: "fighter", Aboard: 1}})
	if got[2].Aboard != 2 {
		t.Fatalf("appended fighter aboard %d, want 2", got[2].Aboard)
	}
}

// TestDesignD22_BuiltinAirfieldsStartInSupply checks that every airfield of
// a built-in scenario lies in its side's supply net when the game starts.
// Airfields are no supply sources (seed 004 Airfields, D22), so one off the
// road net left the aircraft based there cut off from the first turn, firing
// a point lower (D21): three of Rivers of Iron's four were, until roads
// were laid to them.
func TestDesignD22_BuiltinAirfieldsStartInSupply(t *testing.T) {
	for _, info := range Builtins() {
		sc, err := Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err := sim.NewGame(sc.Setup, 1)
		if err != nil {
			t.Fatalf("%s: %v", info.ID, err)
		}
		for _, a := range s.Airfields {
			if supplied := s.SupplyMap(a.Side); !supplied[s.Map.Index(a.Hex)] {
				t.Errorf("%s: the %s airfield at %s starts cut off from supply", info.ID, s.Sides[a.Side].Name, a.Hex.Offset())
			}
		}
	}
}
