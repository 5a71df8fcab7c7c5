package sim

import (
	"encoding/json"
	"testing"

	"hexstorm/hexmap"
)

// asciiMap builds a map from rows of terrain characters, as scenario files
// draw them: . clear, f forest, m marsh, ^ mountain, C city, t town, ~ sea.
func asciiMap(t testing.TB, rows ...string) *hexmap.Map {
	t.Helper()
	chars := map[byte]hexmap.Terrain{'.': hexmap.Clear, 'f': hexmap.Forest, 'm': hexmap.Marsh, '^': hexmap.Mountain, 'C': hexmap.City, 't': hexmap.Town, '~': hexmap.Sea}
	m := hexmap.New(len(rows[0]), len(rows))
	for r, row := range rows {
		for c := 0; c < len(row); c++ {
			ter, ok := chars[row[c]]
			if !ok {
				t.Fatalf("bad terrain char %q", row[c])
			}
			h := hexmap.Offset{Col: c, Row: r}.Hex()
			m.SetTerrain(h, ter)
			if ter.IsSettlement() {
				m.SetSettlement(h, ter, 2, "")
			}
		}
	}
	return m
}

// at is shorthand for the hex at offset col,row.
func at(col, row int) hexmap.Hex { return hexmap.Offset{Col: col, Row: row}.Hex() }

// twoSides returns a setup with two sides on m and the given units. A unit
// with no cv given is a 1-step block (a capital ship at full strength), as
// the rule tests written before blocks had steps expect; tests of steps
// (DESIGN D33-D35) give cv.
func twoSides(m *hexmap.Map, units ...UnitSetup) Setup {
	units = oneStep(units)
	return Setup{
		Map:     m,
		Sides:   []Side{{Name: "Allies"}, {Name: "Axis"}},
		Units:   units,
		Victory: Victory{Turns: 5},
	}
}

// newTestGame starts a game and fails the test if it cannot.
func newTestGame(t testing.TB, setup Setup, seed uint64) *State {
	t.Helper()
	s, _, err := NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// snapshot is the state's full JSON plus its hash: two snapshots are equal
// only if the state is byte-for-byte the same.
func snapshot(t testing.TB, s *State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "#" + s.Hash()
}

// mustApply applies a command that the test expects to be legal.
func mustApply(t testing.TB, s *State, c Command) []Event {
	t.Helper()
	evs, err := s.Apply(c)
	if err != nil {
		t.Fatalf("%s: %v", c, err)
	}
	return evs
}

// toMovement ends phases until side is in its movement phase.
func toMovement(t testing.TB, s *State, side int) {
	t.Helper()
	for i := 0; i < 20; i++ {
		if s.Phase == PhaseMovement && s.ActiveSide() == side {
			return
		}
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})
	}
	t.Fatalf("side %d never reached its movement phase", side)
}

// oneStep gives every unit of units without a cv one step, capital ships
// their full strength.
func oneStep(units []UnitSetup) []UnitSetup {
	out := make([]UnitSetup, len(units))
	for i, u := range units {
		if t, ok := LookupUnitType(u.Type); ok && u.CV == 0 && !t.CapitalShip() {
			u.CV = 1
		}
		out[i] = u
	}
	return out
}
