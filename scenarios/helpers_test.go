package scenarios

import (
	"errors"
	"testing"

	"hexstorm/hexmap"
)

// baseJSON is a small valid scenario the broken cases start from. Its map,
// drawn in odd-q offset rows (odd columns sit half a hex lower):
//
//	col  012345
//	r0   ~~..f.
//	r1   ~C.t..    Port (1,1) is a coastal city; Hill (3,1) a town
//	r2   ~~.C.^    Inland (3,2) is an inland city
//	r3   ~~m...
//	r4   ~~~...
const baseJSON = `{
  "format": 1,
  "name": "Base",
  "width": 6,
  "height": 5,
  "terrain": ["~~..f.", "~C.t..", "~~.C.^", "~~m...", "~~~..."],
  "control": ["--0011", "-00011", "--0111", "--0111", "---111"],
  "sides": [{"name": "Allies"}, {"name": "Axis"}],
  "places": [
    {"at": "1,1", "name": "Port", "size": 2, "port": true},
    {"at": "3,1", "name": "Hill", "size": 1},
    {"at": "3,2", "name": "Inland", "size": 2}
  ],
  "roads": [["1,1", "2,1", "3,1", "3,2"]],
  "rivers": ["2,2/NE", "2,2/SE"],
  "bridges": ["2,2/NE"],
  "canals": ["2,3"],
  "factories": [{"at": "1,1", "type": "naval", "pp": 1, "side": "Allies"}, {"at": "3,2", "type": "army", "pp": 2, "side": "Axis"}],
  "resources": [{"at": "3,2", "pp": 1}],
  "airfields": [{"at": "4,3", "major": true, "side": "Axis"}],
  "mulberries": [{"at": "2,0", "side": "Allies"}],
  "destroyed": {"bridges": ["2,2/NE"], "canals": ["2,3"]},
  "storm": "0,4",
  "pools": [{"side": "Allies", "kind": "army", "pp": 1}],
  "units": [
    {"type": "infantry", "side": "Allies", "at": "1,1"},
    {"type": "destroyer", "side": "Allies", "at": "0,2"},
    {"type": "fighter", "side": "Allies", "at": "1,1"},
    {"type": "armor", "side": "Axis", "at": "3,2", "cv": 1}
  ],
  "options": {"logistics": true},
  "victory": {"turns": 5, "objectives": [{"at": "3,2", "points": 1}], "decisive": 1}
}`

// base decodes baseJSON, failing the test if it does not validate.
func base(t testing.TB) File {
	t.Helper()
	f, err := Decode("t.json", []byte(baseJSON))
	if err != nil {
		t.Fatalf("base scenario does not decode: %v", err)
	}
	if probs := f.Validate("t.json"); len(probs) > 0 {
		t.Fatalf("base scenario is invalid:\n%v", probs)
	}
	return f
}

// hex parses "col,row" for tests.
func hex(t testing.TB, s string) hexmap.Hex {
	t.Helper()
	o, err := hexmap.ParseOffset(s)
	if err != nil {
		t.Fatal(err)
	}
	return o.Hex()
}

// problemsOf returns the messages of a Load error, failing on other errors.
func problemsOf(t testing.TB, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	var probs Problems
	if !errors.As(err, &probs) {
		t.Fatalf("error is %T, not Problems: %v", err, err)
	}
	return probs.Messages()
}
