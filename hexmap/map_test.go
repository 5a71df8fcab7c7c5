package hexmap

import (
	"slices"
	"testing"
)

func TestTerrain_NamesRoundTripAndKinds(t *testing.T) {
	tests := []struct {
		ter        Terrain
		name       string
		land, town bool
	}{
		{Clear, "clear", true, false},
		{Forest, "forest", true, false},
		{Marsh, "marsh", true, false},
		{Mountain, "mountain", true, false},
		{City, "city", true, true},
		{Town, "town", true, true},
		{Sea, "sea", false, false},
	}
	if got := Terrains(); len(got) != len(tests) {
		t.Fatalf("Terrains() = %v, want %d terrains", got, len(tests))
	}
	for i, tc := range tests {
		if Terrains()[i] != tc.ter {
			t.Errorf("Terrains()[%d] = %v, want %v", i, Terrains()[i], tc.ter)
		}
		if tc.ter.String() != tc.name {
			t.Errorf("%d.String() = %q, want %q", tc.ter, tc.ter.String(), tc.name)
		}
		var back Terrain
		if b, err := tc.ter.MarshalText(); err != nil || back.UnmarshalText(b) != nil || back != tc.ter {
			t.Errorf("%s does not round-trip as text: %q, %v -> %v", tc.name, b, err, back)
		}
		if tc.ter.IsLand() != tc.land || tc.ter.IsSettlement() != tc.town {
			t.Errorf("%s: IsLand %v IsSettlement %v, want %v %v", tc.name, tc.ter.IsLand(), tc.ter.IsSettlement(), tc.land, tc.town)
		}
	}
	if _, err := ParseTerrain("Forest"); err == nil {
		t.Error("ParseTerrain is case-sensitive in files but accepted \"Forest\"")
	}
	if _, err := Terrain(terrainCount).MarshalText(); err == nil {
		t.Error("an out-of-range terrain marshalled")
	}
}

func TestNew_RefusesSizesOutsideOneToMaxSide(t *testing.T) {
	for _, size := range [][2]int{{0, 5}, {5, 0}, {-1, 3}, {MaxSide + 1, 1}, {1, MaxSide + 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("New(%d, %d) did not panic", size[0], size[1])
				}
			}()
			New(size[0], size[1])
		}()
	}
	m := New(MaxSide, 1)
	if m.Width() != MaxSide || m.Height() != 1 || m.Len() != MaxSide {
		t.Errorf("New(MaxSide, 1) is %dx%d with %d hexes", m.Width(), m.Height(), m.Len())
	}
}

func TestMap_StorageOrderIsRowMajorByOffset(t *testing.T) {
	m := New(5, 4)
	hexes := m.Hexes()
	for i, h := range hexes {
		if want := (Offset{Col: i % 5, Row: i / 5}); h.Offset() != want {
			t.Errorf("Hexes()[%d] = %v, want %v", i, h.Offset(), want)
		}
		if m.Index(h) != i || m.HexAt(i) != h || !m.Contains(h) {
			t.Errorf("index %d, hex %v: Index %d HexAt %v", i, h, m.Index(h), m.HexAt(i))
		}
	}
	for _, off := range []Hex{at(-1, 0), at(0, -1), at(5, 0), at(0, 4), at(-1, -1)} {
		if m.Contains(off) || m.Index(off) != -1 {
			t.Errorf("%v is off a 5x4 map but Index = %d", off, m.Index(off))
		}
		if m.Terrain(off) != Sea {
			t.Errorf("off-map %v reads as %v, want sea", off, m.Terrain(off))
		}
	}
	before := slices.Clone(m.cells)
	m.SetTerrain(at(9, 9), Forest)
	m.SetSettlement(at(-1, 0), City, 3, "nowhere")
	m.SetPort(at(5, 0), true)
	m.SetCanal(at(0, 4), true)
	m.SetName(at(0, -1), "x")
	if !slices.Equal(m.cells, before) {
		t.Error("setting a hex off the map changed the map")
	}
}

func TestMap_CellSettersAndSettlement(t *testing.T) {
	m := New(3, 3)
	h := at(1, 1)
	m.SetSettlement(h, City, 4, "Caen")
	m.SetPort(h, true)
	m.SetCanal(at(2, 0), true)
	m.SetName(at(0, 2), "Bocage")
	c := m.Cell(h)
	if c.Terrain != City || c.Size != 4 || c.Name != "Caen" || !c.Port || c.Canal {
		t.Errorf("cell at %v = %+v", h, c)
	}
	if !m.Cell(at(2, 0)).Canal || m.Cell(at(0, 2)).Name != "Bocage" {
		t.Error("canal or name not stored")
	}
	m.SetPort(h, false)
	m.SetCanal(at(2, 0), false)
	if m.Cell(h).Port || m.Cell(at(2, 0)).Canal {
		t.Error("port or canal not cleared")
	}
}

func TestMap_HexsideFeaturesSymmetric(t *testing.T) {
	features := []struct {
		name string
		set  func(*Map) func(Hex, Direction, bool) bool
		has  func(*Map) func(Hex, Direction) bool
	}{
		{"road", func(m *Map) func(Hex, Direction, bool) bool { return m.SetRoad }, func(m *Map) func(Hex, Direction) bool { return m.Road }},
		{"river", func(m *Map) func(Hex, Direction, bool) bool { return m.SetRiver }, func(m *Map) func(Hex, Direction) bool { return m.River }},
		{"bridge", func(m *Map) func(Hex, Direction, bool) bool { return m.SetBridge }, func(m *Map) func(Hex, Direction) bool { return m.Bridge }},
	}
	for _, f := range features {
		for _, h := range New(5, 4).Hexes() {
			for _, d := range Directions {
				m := New(5, 4)
				n := h.Neighbor(d)
				before := slices.Clone(m.cells)
				ok := f.set(m)(h, d, true)
				if !m.Contains(n) {
					// Off-map neighbours are refused and nothing changes.
					if ok || !slices.Equal(m.cells, before) {
						t.Errorf("%s %v/%s leads off the map but was set", f.name, h, d)
					}
					continue
				}
				if !ok || !f.has(m)(h, d) || !f.has(m)(n, d.Opposite()) {
					t.Errorf("%s %v/%s: set %v, seen %v from %v and %v from %v",
						f.name, h, d, ok, f.has(m)(h, d), h, f.has(m)(n, d.Opposite()), n)
				}
				count := 0
				for _, x := range m.Hexes() {
					for _, e := range Directions {
						if f.has(m)(x, e) {
							count++
						}
					}
				}
				if count != 2 {
					t.Errorf("%s %v/%s shows on %d hex edges, want 2", f.name, h, d, count)
				}
				checkSidesSymmetric(t, m)
				if !f.set(m)(n, d.Opposite(), false) || f.has(m)(h, d) || f.has(m)(n, d.Opposite()) {
					t.Errorf("%s %v/%s not cleared from the other side", f.name, h, d)
				}
			}
		}
	}
}

func TestMap_HexsideInvalidDirectionRefused(t *testing.T) {
	m := New(3, 3)
	for _, d := range []Direction{0, 7, 255} {
		if m.SetRoad(at(1, 1), d, true) || m.SetRiver(at(1, 1), d, true) || m.SetBridge(at(1, 1), d, true) {
			t.Errorf("direction %d accepted", d)
		}
		if m.Road(at(1, 1), d) || m.River(at(1, 1), d) || m.Bridge(at(1, 1), d) {
			t.Errorf("direction %d reads as a feature", d)
		}
	}
	if !slices.Equal(m.cells, New(3, 3).cells) {
		t.Error("an invalid direction changed the map")
	}
}

func TestMap_CoastalIsLandWithSeaNeighbourOnMap(t *testing.T) {
	m := parseMap(t, []string{
		". . ~ ~",
		". f . ~",
		"t . . .",
		"~ . M .",
	}, nil, nil, nil)
	want := []string{
		". c ~ ~",
		". . c ~",
		"c c c c",
		"~ c . .",
	}
	got := drawGrid(m, func(h Hex) string {
		switch {
		case m.Terrain(h) == Sea:
			if m.Coastal(h) {
				return "!" // sea is never coastal
			}
			return "~"
		case m.Coastal(h):
			return "c"
		}
		return "."
	})
	if got != normalizeGrid(want) {
		t.Errorf("coastal hexes:\n%s\nwant:\n%s", got, normalizeGrid(want))
	}
	// The map edge is not sea: an all-land map has no coast.
	for _, h := range New(3, 3).Hexes() {
		if New(3, 3).Coastal(h) {
			t.Errorf("%v coastal on an all-land map", h)
		}
	}
	if m.Coastal(at(-1, 2)) {
		t.Error("a hex off the map is coastal")
	}
}

func TestMap_Center_D12(t *testing.T) {
	// DESIGN D12: column floor(W/2), row floor(H/2), where the Storm starts
	// and restarts (seed 004 Storms).
	tests := []struct {
		w, h int
		want Offset
	}{
		{1, 1, Offset{0, 0}},
		{2, 2, Offset{1, 1}},
		{5, 4, Offset{2, 2}},
		{7, 3, Offset{3, 1}},
		{2, 9, Offset{1, 4}},
		{128, 128, Offset{64, 64}},
		{9, 9, Offset{4, 4}},
	}
	for _, tc := range tests {
		if got := New(tc.w, tc.h).Center().Offset(); got != tc.want {
			t.Errorf("%dx%d centre = %v, want %v", tc.w, tc.h, got, tc.want)
		}
	}
}

func TestMap_ResizeKeepsHexesAndDropsEdgesOffTheMap(t *testing.T) {
	m := parseMap(t, []string{
		". f . ~",
		"w . M ~",
		". . . ~",
		"f . . .",
	},
		[]string{"0,2/S", "1,1/N"}, // rivers: the first is cut by the new height
		[]string{"1,1/N"},          // bridge, kept
		[]string{"2,2/SE", "1,1/SE", // roads: the first is cut by the new width
			"2,0/S"})
	m.SetSettlement(at(1, 1), City, 3, "Caen")
	m.SetPort(at(1, 1), true)
	m.SetCanal(at(2, 2), true)

	small := m.Resize(3, 3)
	if small.Width() != 3 || small.Height() != 3 {
		t.Fatalf("Resize(3, 3) is %dx%d", small.Width(), small.Height())
	}
	checkSidesSymmetric(t, small)
	for _, h := range small.Hexes() {
		if got, old := small.Cell(h), m.Cell(h); got.Terrain != old.Terrain || got.Size != old.Size ||
			got.Name != old.Name || got.Port != old.Port || got.Canal != old.Canal {
			t.Errorf("%v changed from %+v to %+v", h, old, got)
		}
	}
	for _, tc := range []struct {
		what string
		has  bool
		want bool
	}{
		{"road 1,1/SE inside", small.Road(at(1, 1), SouthEast), true},
		{"road 2,0/S inside", small.Road(at(2, 0), South), true},
		{"road 2,2/SE to column 3", small.Road(at(2, 2), SouthEast), false},
		{"river 1,1/N inside", small.River(at(1, 1), North), true},
		{"bridge 1,1/N inside", small.Bridge(at(1, 1), North), true},
		{"river 0,2/S to row 3", small.River(at(0, 2), South), false},
	} {
		if tc.has != tc.want {
			t.Errorf("after Resize(3, 3): %s = %v, want %v", tc.what, tc.has, tc.want)
		}
	}
	if !m.Road(at(2, 2), SouthEast) || m.Width() != 4 {
		t.Error("Resize changed the original map")
	}

	big := small.Resize(5, 4)
	checkSidesSymmetric(t, big)
	for _, h := range big.Hexes() {
		want := Cell{}
		if small.Contains(h) {
			want = small.Cell(h)
		}
		if got := big.Cell(h); got != want {
			t.Errorf("after growing, %v = %+v, want %+v", h, got, want)
		}
	}
}

func TestMap_CloneIsDeep(t *testing.T) {
	m := New(4, 3)
	m.SetSettlement(at(1, 1), Town, 1, "Bayeux")
	m.SetRoad(at(1, 1), North, true)
	c := m.Clone()
	if !slices.Equal(c.cells, m.cells) || c.Width() != 4 || c.Height() != 3 {
		t.Fatal("clone differs from the original")
	}
	c.SetTerrain(at(0, 0), Sea)
	c.SetRoad(at(1, 1), North, false)
	c.SetRiver(at(2, 2), North, true)
	if m.Terrain(at(0, 0)) != Clear || !m.Road(at(1, 1), North) || m.River(at(2, 2), North) {
		t.Error("changing the clone changed the original")
	}
	m.SetName(at(1, 1), "Lisieux")
	if c.Cell(at(1, 1)).Name != "Bayeux" {
		t.Error("changing the original changed the clone")
	}
}
