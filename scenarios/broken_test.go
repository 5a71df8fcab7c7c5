package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
)

// brokenCase is a scenario with known mistakes and the exact problems Load
// must report for it. A case either edits the base File and encodes it, or
// gives raw bytes for problems that only raw JSON can have.
type brokenCase struct {
	name string
	edit func(f *File)
	raw  string
	want []string
}

// replaceIn returns baseJSON with old replaced by new once, failing loudly
// at test time (through a bad scenario) if old is missing.
func replaceIn(old, new string) string {
	if !strings.Contains(baseJSON, old) {
		return "missing text " + old
	}
	return strings.Replace(baseJSON, old, new, 1)
}

func brokenCases() []brokenCase {
	return []brokenCase{
		{name: "Seed004_NavalFactoryInNonCoastalCity", edit: func(f *File) {
			f.Factories[1].Type = "naval"
		}, want: []string{"t.json: factories[1]: naval factory in non-coastal city (seed 004) at 3,2"}},
		{name: "Seed004_FactoryPPOverCitySize", edit: func(f *File) {
			f.Factories = append(f.Factories, FactoryDef{At: f.Factories[1].At, Type: "air", PP: 1, Side: "Axis"})
		}, want: []string{"t.json: factories[2]: factories in this city total 3 PP, more than its size 2 (seed 004) at 3,2"}},
		{name: "Seed004_FactoryOnlyInCities", edit: func(f *File) {
			f.Factories[1].At = f.Places[1].At
		}, want: []string{"t.json: factories[1]: factory on town: factories may only be placed in cities (seed 004) at 3,1"}},
		{name: "Seed004_ResourceOnlyInCities", edit: func(f *File) {
			f.Resources = append(f.Resources, ResourceDef{At: f.Places[1].At, PP: 0, Kind: "oil"})
		}, want: []string{
			`t.json: resources[1].kind: unknown factory type "oil" (want army, air or naval)`,
			"t.json: resources[1].pp: a resource is worth at least 1 PP, got 0",
			"t.json: resources[1]: resource on town: resources are converted in a city's factories (seed 004) at 3,1",
		}},
		{name: "Seed004_AirfieldNotInCity", edit: func(f *File) {
			f.Airfields[0].At = f.Places[2].At
		}, want: []string{"t.json: airfields[0]: airfield in a city: airfields may not be built in cities or towns (seed 004) at 3,2"}},
		{name: "DuplicateAirfield", edit: func(f *File) {
			f.Airfields = append(f.Airfields, AirfieldDef{At: f.Airfields[0].At, Side: "Axis"})
		}, want: []string{"t.json: airfields[1]: duplicate of airfields[0] at 4,3"}},
		{name: "DuplicatePlace", edit: func(f *File) {
			f.Places = append(f.Places, Place{At: f.Places[0].At, Name: "Again", Size: 2})
		}, want: []string{"t.json: places[3]: duplicate of places[0] at 1,1"}},
		{name: "CityWithoutPlace", edit: func(f *File) {
			f.Places = f.Places[:2]
		}, want: []string{"t.json: places: city has no entry in places (every city and town needs its size) at 3,2"}},
		{name: "PortInland", edit: func(f *File) {
			f.Places[2].Port = true
		}, want: []string{"t.json: places[2].port: port in an inland city: only a coastal city or town can be a port at 3,2"}},
		{name: "BridgeNotOnRiver", edit: func(f *File) {
			f.Bridges = append(f.Bridges, hexmap.SideOf(f.Places[0].At, hexmap.SouthEast))
		}, want: []string{"t.json: bridges[1]: bridge not on a river at 1,1/SE"}},
		{name: "RoadBetweenNonAdjacentHexes", edit: func(f *File) {
			f.Roads = append(f.Roads, []hexmap.Hex{f.Places[0].At, f.Places[2].At})
		}, want: []string{"t.json: roads[1][1]: road step from 1,1 is not to an adjacent hex at 3,2"}},
		{name: "RoadAtSea", edit: func(f *File) {
			f.Roads[0] = append([]hexmap.Hex{hexmap.Offset{Col: 0, Row: 1}.Hex()}, f.Roads[0]...)
		}, want: []string{"t.json: roads[0][0]: road at sea at 0,1"}},
		{name: "UnknownUnitType", edit: func(f *File) {
			f.Units[0].Type = "tiger"
		}, want: []string{`t.json: units[0].type: unknown unit type "tiger"`}},
		{name: "GroundUnitAtSea", edit: func(f *File) {
			f.Units[0].At = f.Units[1].At
		}, want: []string{"t.json: units[0]: ground unit Infantry at sea at 0,2"}},
		{name: "NavalUnitOnLand", edit: func(f *File) {
			f.Units[1].At = f.Places[1].At
		}, want: []string{"t.json: units[1]: naval unit Destroyer on land: ships start at sea, in a port, a Mulberry or a canal at 3,1"}},
		{name: "Seed001_JuggernautOnlyOnLakes", edit: func(f *File) {
			f.Units[1].Type = "juggernaut" // 0,2 is open sea on the map's edge
		}, want: []string{"t.json: units[1]: Juggernaut outside a lake: it is placed only on a lake or in a port or canal on its shore at 0,2"}},
		{name: "AboardNoRoom", edit: func(f *File) {
			f.Units[2].At, f.Units[2].Aboard = f.Units[1].At, 2 // a fighter aboard a destroyer
		}, want: []string{
			"t.json: units[2].aboard: units[1] destroyer has no room aboard for fighter with the others aboard it",
			"t.json: units[2]: air unit Fighter at sea: air units start on land at 0,2",
		}},
		{name: "AboardElsewhere", edit: func(f *File) {
			f.Units[2].Aboard = 2
		}, want: []string{"t.json: units[2].aboard: aboard units[1], which is not a unit of Allies in the same hex at 1,1"}},
		{name: "CVOutOfRange", edit: func(f *File) {
			f.Units[3].CV = 4
		}, want: []string{"t.json: units[3].cv: cv 4 is outside 1..3 for Armor (0 means full strength)"}},
		{name: "DesignD15_StackOfFiveGroundUnits", edit: func(f *File) {
			for range 4 {
				f.Units = append(f.Units, UnitDef{Type: "infantry", Side: "Axis", At: f.Units[3].At})
			}
		}, want: []string{"t.json: units[7]: more than 4 ground units of Axis in one hex (DESIGN D15) at 3,2"}},
		{name: "SidesShareAHex", edit: func(f *File) {
			f.Units[3].At = f.Units[0].At
		}, want: []string{"t.json: units[3]: Axis unit in the same hex as Allies units[0]: sides may not share a hex at the start at 1,1"}},
		{name: "UnknownSideName", edit: func(f *File) {
			f.Units[2].Side = "Alies"
			f.Pools[0].Side = "Nobody"
		}, want: []string{
			`t.json: pools[0].side: unknown side "Nobody"`,
			`t.json: units[2].side: unknown side "Alies"`,
		}},
		{name: "RowTooShort", edit: func(f *File) {
			f.Terrain[3] = "~~m.."
		}, want: []string{"t.json: terrain[3]: row has 5 hexes, want 6 (the width)"}},
		{name: "UnknownTerrainChar", edit: func(f *File) {
			f.Terrain[4] = "~~~.x."
		}, want: []string{`t.json: terrain[4]: unknown terrain character 'x' (want one of ".fm^Ct~") at 4,4`}},
		{name: "ControlOnSea", edit: func(f *File) {
			f.Control[0] = "0-0011"
		}, want: []string{"t.json: control[0]: sea cannot be controlled (write -) at 0,0"}},
		{name: "ControlSideMissing", edit: func(f *File) {
			f.Control[4] = "---112"
		}, want: []string{"t.json: control[4]: side 2 does not exist (there are 2 sides) at 5,4"}},
		{name: "MulberryInland", edit: func(f *File) {
			f.Mulberries[0].At = hexmap.Offset{Col: 4, Row: 2}.Hex()
		}, want: []string{"t.json: mulberries[0]: mulberry inland: a Mulberry is a port on a coastal hex (seed 004) at 4,2"}},
		{name: "DestroyedBridgeMissing", edit: func(f *File) {
			f.Bridges = nil
		}, want: []string{"t.json: destroyed.bridges[0]: no bridge here to be destroyed at 2,2/NE"}},
		{name: "HexOffTheMap", edit: func(f *File) {
			h := hexmap.Offset{Col: 9, Row: 9}.Hex()
			f.Storm = &h
		}, want: []string{"t.json: storm: storm is off the 6x5 map at 9,9"}},
		{name: "NoLastTurn", edit: func(f *File) {
			f.Victory.Turns = 0
		}, want: []string{"t.json: victory.turns: the last turn must be 1..999, got 0"}},
		{name: "MapTooLarge", edit: func(f *File) {
			f.Width = 300
		}, want: []string{"t.json: width: width 300 is outside 1..256"}},
		{name: "NewerFormat", raw: replaceIn(`"format": 1`, `"format": 2`),
			want: []string{"t.json: format: format 2 is newer than this game understands (1)"}},
		{name: "MissingFormat", raw: replaceIn(`"format": 1,`, ``),
			want: []string{"t.json: format: format is missing: this game reads format 1 files"}},
		{name: "BadHexText", raw: replaceIn(`"storm": "0,4"`, `"storm": "0;4"`),
			want: []string{`t.json: storm: hex "0;4" is not of the form col,row`}},
		{name: "BadHexsideText", raw: replaceIn(`"rivers": ["2,2/NE"`, `"rivers": ["2,2/UP"`),
			want: []string{`t.json: rivers[0]: unknown direction "UP" (want N, NE, SE, S, SW or NW)`}},
		{name: "UnknownFieldTypo", raw: replaceIn(`{"type": "infantry", "side": "Allies", "at": "1,1"}`, `{"tpye": "infantry", "side": "Allies", "at": "1,1"}`),
			want: []string{`t.json: units[0]: unknown field "tpye"`}},
		{name: "FieldOfWrongType", raw: replaceIn(`"width": 6`, `"width": "6"`),
			want: []string{`t.json: width: want a whole number, got the string "6"`}},
		{name: "SyntaxError", raw: replaceIn(`"height": 5,`, `"height": 5,,`),
			want: []string{"t.json:5:15: invalid JSON: invalid character ',' looking for beginning of object key string"}},
		{name: "TooManyUnits", raw: replaceIn(`"units": [`, `"units": [`+strings.Repeat(`{"type": "infantry", "side": "Allies", "at": "1,1"},`, MaxUnits)),
			want: []string{"t.json: units: 10004 units, over the limit of 10000"}},
		{name: "DesignD22_FactoryInACityItsSideDoesNotHold", raw: replaceIn(`"-00011"`, `"--0011"`),
			want: []string{"t.json: factories[0]: factory of Allies in a city not held by Allies at the start: give the city to Allies with the control tool at 1,1"}},
		{name: "ControlCharacterInName", raw: replaceIn(`"name": "Base"`, `"name": "Ba\u0007se"`),
			want: []string{"t.json: name: contains a control character (U+0007): remove it"}},
		{name: "LineBreakInSideName", raw: replaceIn(`{"name": "Allies"}`, `{"name": "All\nies"}`),
			want: []string{"t.json: sides[0].name: contains a control character (U+000A): remove it"}},
		{name: "DirectionOverrideInPlaceName", raw: replaceIn(`"name": "Hill"`, `"name": "Hill\u202Egnp.exe"`),
			want: []string{"t.json: places[1].name: contains an invisible direction override (U+202E), which can make a text read differently from what it holds: remove it"}},
		{name: "InvalidUTF8", raw: replaceIn(`"name": "Inland"`, "\"name\": \"In\xffland\""),
			want: []string{"t.json:12:30: the file is not valid UTF-8 text here: save it as UTF-8"}},
		{name: "FileTooLarge", raw: baseJSON + strings.Repeat(" ", MaxFileSize),
			want: []string{fmt.Sprintf("t.json: file is %d bytes, over the limit of 16777216 (16 MiB)", len(baseJSON)+MaxFileSize)}},
	}
}

// data returns the bytes of a broken case.
func (bc brokenCase) data(t testing.TB) []byte {
	if bc.raw != "" {
		return []byte(bc.raw)
	}
	f := base(t)
	bc.edit(&f)
	data, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestBrokenScenariosReportExactProblems checks every rule of the format
// with a file that breaks it, and that nothing else is reported.
func TestBrokenScenariosReportExactProblems(t *testing.T) {
	for _, bc := range brokenCases() {
		t.Run(bc.name, func(t *testing.T) {
			sc, err := Load("t.json", bc.data(t))
			if sc != nil {
				t.Fatalf("Load accepted a broken scenario")
			}
			got := problemsOf(t, err)
			if !slices.Equal(got, bc.want) {
				t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(bc.want, "\n  "))
			}
		})
	}
}

// TestLoadReadsPastAByteOrderMark: a file saved by an editor that writes a
// UTF-8 byte-order mark (Windows Notepad) loads like the same file without.
func TestLoadReadsPastAByteOrderMark(t *testing.T) {
	sc, err := Load("t.json", []byte("\xEF\xBB\xBF"+baseJSON))
	if err != nil {
		t.Fatal(err)
	}
	if sc.File.Name != "Base" {
		t.Fatalf("name = %q", sc.File.Name)
	}
}
