package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// TestColours_ANationWearsTheSameColourInEveryBuiltIn: the Allies are navy
// and the Axis grey in every built-in scenario, whichever side comes first
// (Gathering Storm lists the Axis first).
func TestColours_ANationWearsTheSameColourInEveryBuiltIn(t *testing.T) {
	want := map[string]string{"Allies": "navy", "Axis": "grey"}
	for _, info := range Builtins() {
		sc, err := Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		got := SideColours(sc.File.Sides)
		for i, s := range sc.File.Sides {
			if w, ok := want[s.Name]; ok && got[i] != w {
				t.Errorf("%s: %s wear %s, want %s", info.ID, s.Name, got[i], w)
			}
		}
	}
}

// TestColours_OwnColourFirstThenNationThenFree: a side's own colour wins,
// a nation keeps its usual colour unless another side asked for it, and
// the rest take free colours, never two sides the same.
func TestColours_OwnColourFirstThenNationThenFree(t *testing.T) {
	sides := []SideDef{{Name: "Axis"}, {Name: "Soviet Union"}, {Name: "Free French", Colour: "grey"}, {Name: "Partisans"}}
	got := SideColours(sides)
	want := []string{"navy", "red", "grey", "green"}
	if !slices.Equal(got, want) {
		t.Fatalf("colours %v, want %v", got, want)
	}
}

// TestColours_ValidateNamesAWrongColour: an unknown or repeated colour is a
// problem naming the field and the colours to choose from.
func TestColours_ValidateNamesAWrongColour(t *testing.T) {
	sc, err := Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	f := sc.File
	f.Sides = []SideDef{{Name: "Allies", Colour: "teal"}, {Name: "Axis", Colour: "navy"}}
	if p := f.Validate("t.json"); !strings.Contains(p.Error(), `sides[0].colour: unknown colour "teal": choose one of navy, grey`) {
		t.Errorf("problems: %v", p)
	}
	f.Sides = []SideDef{{Name: "Allies", Colour: "red"}, {Name: "Axis", Colour: "red"}}
	if p := f.Validate("t.json"); !strings.Contains(p.Error(), `sides[1].colour: colour "red" is already worn by sides[0]`) {
		t.Errorf("problems: %v", p)
	}
}
