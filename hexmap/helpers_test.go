package hexmap

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// at names a hex by its offset, the way the ASCII maps and the players do.
func at(col, row int) Hex { return Offset{Col: col, Row: row}.Hex() }

// glyphTerrain is the legend of the ASCII maps in these tests. Each row of a
// drawing lists its columns left to right, separated by spaces; odd columns
// sit half a hex lower on the real map (odd-q), which the drawing does not show.
var glyphTerrain = map[string]Terrain{
	".": Clear, "f": Forest, "w": Marsh, "M": Mountain, "C": City, "t": Town, "~": Sea,
}

// parseMap builds a map from an ASCII drawing; rivers, bridges and roads are
// given as hexsides written "col,row/DIR".
func parseMap(t testing.TB, rows []string, rivers, bridges, roads []string) *Map {
	t.Helper()
	width := len(strings.Fields(rows[0]))
	m := New(width, len(rows))
	for row, line := range rows {
		glyphs := strings.Fields(line)
		if len(glyphs) != width {
			t.Fatalf("map row %d has %d columns, want %d", row, len(glyphs), width)
		}
		for col, g := range glyphs {
			ter, ok := glyphTerrain[g]
			if !ok {
				t.Fatalf("map row %d col %d: unknown glyph %q", row, col, g)
			}
			m.SetTerrain(at(col, row), ter)
		}
	}
	sides := func(list []string, set func(Hex, Direction, bool) bool) {
		for _, s := range list {
			side, err := ParseHexside(s)
			if err != nil {
				t.Fatal(err)
			}
			if !set(side.Hex, side.Dir, true) {
				t.Fatalf("hexside %s is not on the map", s)
			}
		}
	}
	sides(rivers, m.SetRiver)
	sides(bridges, m.SetBridge)
	sides(roads, m.SetRoad)
	return m
}

// drawGrid renders one token per hex in the layout of parseMap, so a failing
// test prints a map a person can compare with the expected drawing.
func drawGrid(m *Map, token func(Hex) string) string {
	var b strings.Builder
	for row := range m.Height() {
		for col := range m.Width() {
			if col > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(token(at(col, row)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// normalizeGrid re-spaces an expected drawing so that alignment in the source
// does not matter.
func normalizeGrid(rows []string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(strings.Fields(r), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// d13TerrainCost is the cost of entering each terrain (DESIGN D13); sea is
// impassable to the ground movement these tests model.
var d13TerrainCost = [terrainCount]int{Clear: 1, Forest: 2, Marsh: 2, Mountain: 3, City: 1, Town: 1, Sea: -1}

// d13Cost is the ground step cost of DESIGN D13: terrain cost, 1 along a road,
// and a river crossed without a bridge ends the move.
func d13Cost(m *Map) StepCost {
	return func(from, to Hex, d Direction) (int, bool) {
		c := d13TerrainCost[m.Terrain(to)]
		if c < 0 {
			return -1, false
		}
		if m.Road(from, d) {
			c = 1
		}
		return c, m.River(from, d) && !m.Bridge(from, d)
	}
}

// randomMap fills a map with mixed terrain, rivers (some bridged) and roads.
// seaPct is the share of sea hexes in percent.
func randomMap(r *rand.Rand, width, height, seaPct int) *Map {
	m := New(width, height)
	land := 100 - seaPct
	for i := range m.Len() {
		h := m.HexAt(i)
		x := r.IntN(100)
		switch {
		case x >= land:
			m.SetTerrain(h, Sea)
		case x < land*55/100:
			m.SetTerrain(h, Clear)
		case x < land*70/100:
			m.SetTerrain(h, Forest)
		case x < land*80/100:
			m.SetTerrain(h, Marsh)
		case x < land*92/100:
			m.SetTerrain(h, Mountain)
		case x < land*96/100:
			m.SetSettlement(h, City, 1+r.IntN(5), fmt.Sprintf("city%d", i))
		default:
			m.SetSettlement(h, Town, 1, "")
		}
	}
	for i := range m.Len() {
		h := m.HexAt(i)
		for _, d := range []Direction{North, NorthEast, SouthEast} {
			if r.IntN(100) < 12 {
				m.SetRiver(h, d, true)
				if r.IntN(3) == 0 {
					m.SetBridge(h, d, true)
				}
			}
			if r.IntN(100) < 10 {
				m.SetRoad(h, d, true)
			}
		}
	}
	return m
}

// checkSidesSymmetric fails if any hexside feature is seen from one side only
// or leads off the map.
func checkSidesSymmetric(t testing.TB, m *Map) {
	t.Helper()
	features := []struct {
		name string
		has  func(Hex, Direction) bool
	}{{"road", m.Road}, {"river", m.River}, {"bridge", m.Bridge}}
	for _, h := range m.Hexes() {
		for _, d := range Directions {
			n := h.Neighbor(d)
			for _, f := range features {
				if !f.has(h, d) {
					continue
				}
				if !m.Contains(n) {
					t.Errorf("%s at %s/%s leads off the map", f.name, h, d)
				} else if !f.has(n, d.Opposite()) {
					t.Errorf("%s at %s/%s is missing from %s/%s", f.name, h, d, n, d.Opposite())
				}
			}
		}
	}
}
