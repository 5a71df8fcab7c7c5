package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// roadAlong lays a road through consecutive adjacent hexes.
func roadAlong(t testing.TB, m *hexmap.Map, hexes ...hexmap.Hex) {
	t.Helper()
	for i := 1; i < len(hexes); i++ {
		d, ok := hexes[i-1].DirectionTo(hexes[i])
		if !ok || !m.SetRoad(hexes[i-1], d, true) {
			t.Fatalf("no road from %s to %s", hexes[i-1], hexes[i])
		}
	}
}

// row returns the hexes of row r from column c0 to c1 inclusive.
func row(r, c0, c1 int) []hexmap.Hex {
	var out []hexmap.Hex
	for c := c0; c <= c1; c++ {
		out = append(out, at(c, r))
	}
	return out
}

// controlled returns a control layer for m with side holding the given hexes.
func controlled(m *hexmap.Map, side int, hexes ...hexmap.Hex) []int8 {
	c := make([]int8, m.Len())
	for i := range c {
		c[i] = -1
	}
	for _, h := range hexes {
		c[m.Index(h)] = int8(side)
	}
	return c
}

// wantSupply checks side's supply in each given hex.
func wantSupply(t *testing.T, s *State, side int, want map[hexmap.Hex]bool) {
	t.Helper()
	got := s.SupplyMap(side)
	for h, w := range want {
		if got[s.Map.Index(h)] != w {
			t.Errorf("supply of side %d at %s = %v, want %v", side, h, !w, w)
		}
	}
}

// roadMap is a 10x3 clear map with a city at 0,0 and a road along row 0 to 6,0.
func roadMap(t testing.TB) *hexmap.Map {
	m := asciiMap(t,
		"C.........",
		"..........",
		"..........")
	roadAlong(t, m, row(0, 0, 6)...)
	return m
}

func TestDesignD22_SupplyAlongRoads(t *testing.T) {
	m := roadMap(t)
	setup := twoSides(m)
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(0, 0): true, at(3, 0): true, at(6, 0): true})

	// The same map without the road: only the city and its neighbours.
	bare := asciiMap(t, "C.........", "..........", "..........")
	setup = twoSides(bare)
	setup.Control = controlled(bare, 0, at(0, 0))
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(0, 0): true, at(1, 0): true, at(2, 0): false, at(6, 0): false})
	// The other side controls no city and has no supply anywhere.
	wantSupply(t, s, 1, map[hexmap.Hex]bool{at(0, 0): false, at(1, 0): false})
}

func TestDesignD22_OneHexOffRoad(t *testing.T) {
	m := roadMap(t)
	setup := twoSides(m)
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{
		at(7, 0): true,  // one hex past the road's end
		at(8, 0): false, // two hexes past it
		at(3, 1): true,  // one hex beside the road
		at(3, 2): false, // two hexes beside it
	})
}

func TestDesignD22_EnemyBlocksSupply(t *testing.T) {
	m := roadMap(t)
	// An enemy unit on the road cuts it.
	setup := twoSides(m, UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 0)})
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(3, 0): true, at(4, 0): false, at(5, 0): false, at(6, 0): false})

	// So does an empty hex the enemy controls.
	setup = twoSides(m)
	setup.Control = controlled(m, 0, at(0, 0))
	setup.Control[m.Index(at(4, 0))] = 1
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(3, 0): true, at(4, 0): false, at(6, 0): false})

	// An enemy unit in the city itself makes it no source.
	setup = twoSides(m, UnitSetup{Type: "infantry", Side: 1, Hex: at(0, 0)})
	setup.Control = controlled(m, 0, at(0, 0))
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(1, 0): false, at(3, 0): false})
}

func TestSeed004_AirfieldNotSupplySource(t *testing.T) {
	m := roadMap(t)
	setup := twoSides(m, UnitSetup{Type: "fighter", Side: 0, Hex: at(9, 2)})
	setup.Options.Logistics = true
	setup.Control = controlled(m, 0, at(0, 0), at(9, 2))
	setup.Airfields = []Airfield{{Hex: at(9, 2), Major: true, Side: 0}}
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(9, 2): false, at(9, 1): false})
	toMovement(t, s, 0)
	if u := s.Unit(1); !u.OutOfSupply {
		t.Errorf("fighter at an airfield with no line to a city is in supply")
	}
}

func TestDesignD22_BrokenBridgeCutsSupply(t *testing.T) {
	m := roadMap(t)
	d, _ := at(3, 0).DirectionTo(at(4, 0))
	m.SetRiver(at(3, 0), d, true)
	m.SetBridge(at(3, 0), d, true)
	setup := twoSides(m)
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(4, 0): true, at(6, 0): true})

	setup.BrokenBridges = []hexmap.Hexside{hexmap.SideOf(at(3, 0), d)}
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(3, 0): true, at(4, 0): false, at(6, 0): false})
}

// mulberryMap: sea along the top, a friendly port city at 0,1, a beach at
// 6,1 and a road inland from 5,1 to 2,2.
func mulberryMap(t testing.TB) *hexmap.Map {
	m := asciiMap(t,
		"~~~~~~~~",
		"C.......",
		"........")
	m.SetPort(at(0, 1), true)
	roadAlong(t, m, at(5, 1), at(4, 1), at(3, 1), at(2, 2))
	return m
}

func TestSeed004_MulberrySupplySource(t *testing.T) {
	m := mulberryMap(t)
	setup := twoSides(m)
	setup.Options.Logistics = true
	setup.Control = controlled(m, 0, at(0, 1))
	s := newTestGame(t, setup, 1)
	far := map[hexmap.Hex]bool{at(6, 1): false, at(5, 1): false, at(3, 1): false}
	wantSupply(t, s, 0, far)

	setup.Mulberries = []Mulberry{{Hex: at(6, 1), Side: 0}}
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{
		at(6, 1): true,  // the Mulberry
		at(7, 1): true,  // an adjacent hex, off any road
		at(5, 1): true,  // the adjacent hex where the road starts
		at(3, 1): true,  // along the road
		at(1, 2): true,  // off the road's end at 2,2
		at(7, 2): false, // no road beyond the Mulberry's neighbours
	})
	// Sea supply reaches the fleet's waters too.
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(4, 0): true})

	// A Mulberry captured this turn is no port for its captor yet.
	setup.Mulberries = []Mulberry{{Hex: at(6, 1), Side: 0, UsableFrom: 2}}
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, far)

	// Without a friendly port city to sail from, it is not joined by sea.
	setup.Mulberries = []Mulberry{{Hex: at(6, 1), Side: 0}}
	setup.Control = controlled(m, 0)
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, far)
}

func TestDesignD22_SeaLanesBlockedByEnemyFleet(t *testing.T) {
	// Row 0 is a one-hex-wide channel leading east from a port city.
	m := asciiMap(t,
		"C~~~~~~~",
		"........")
	m.SetPort(at(0, 0), true)
	setup := twoSides(m, UnitSetup{Type: "destroyer", Side: 1, Hex: at(4, 0)})
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(1, 0): true, at(3, 0): true, at(4, 0): false, at(6, 0): false})

	setup.Units = nil
	s = newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(6, 0): true, at(7, 0): true})
}

func TestDesignD22_SupplyCheckedAtPlayerTurnStart(t *testing.T) {
	m := roadMap(t)
	setup := twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(6, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(9, 2)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(9, 0)})
	setup.Control = controlled(m, 0, at(0, 0))
	s, evs, err := NewGame(setup, 3)
	if err != nil {
		t.Fatal(err)
	}
	for s.ActiveSide() != 0 || s.Phase != PhaseMovement {
		evs = mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.ActiveSide()})
	}
	var changed []UnitID
	for _, e := range evs {
		if e.Kind == EvSupplyChanged {
			if e.Side != 0 || e.Value != 1 {
				t.Errorf("unexpected supply event %+v", e)
			}
			changed = append(changed, e.Unit)
		}
	}
	if len(changed) != 1 || changed[0] != 2 {
		t.Fatalf("supply events for units %v, want [2]", changed)
	}
	if s.Unit(1).OutOfSupply || !s.Unit(2).OutOfSupply {
		t.Errorf("out of supply: unit 1 %v, unit 2 %v; want false, true", s.Unit(1).OutOfSupply, s.Unit(2).OutOfSupply)
	}
}

func TestDesignD31_SupplyColumnStackInSupply(t *testing.T) {
	m := roadMap(t)
	setup := twoSides(m, UnitSetup{Type: "supply_column", Side: 0, Hex: at(9, 2)})
	setup.Control = controlled(m, 0, at(0, 0))
	s := newTestGame(t, setup, 1)
	wantSupply(t, s, 0, map[hexmap.Hex]bool{at(9, 2): true, at(9, 1): false})
}

// TestSupplyTracerNeighbours checks the tracer's neighbour table against
// hexmap's geometry on a map with odd and even sizes.
func TestSupplyTracerNeighbours(t *testing.T) {
	m := hexmap.New(7, 5)
	tr := NewSupplyTracer(m)
	for i := range m.Len() {
		h := m.HexAt(i)
		for k, d := range hexmap.Directions {
			if want := int32(m.Index(h.Neighbor(d))); tr.neighbor(i, k) != want {
				t.Errorf("neighbour %s of %s: index %d, want %d", d, h, tr.neighbor(i, k), want)
			}
		}
	}
}

// benchSupplyState is a 128x128 map with a road grid, 40 cities and 500
// units a side, each side holding half the map.
func benchSupplyState(b *testing.B) *State {
	const n = 128
	m := hexmap.New(n, n)
	for c := 0; c < n; c++ {
		for r := 0; r < n; r++ {
			h := at(c, r)
			if r%8 == 0 && c+1 < n {
				d, _ := h.DirectionTo(at(c+1, r))
				m.SetRoad(h, d, true)
			}
			if c%8 == 0 && r+1 < n {
				m.SetRoad(h, hexmap.South, true)
			}
		}
	}
	control := make([]int8, m.Len())
	for i := range control {
		if m.HexAt(i).Offset().Col >= n/2 {
			control[i] = 1
		}
	}
	for k := 0; k < 40; k++ {
		m.SetSettlement(at((k%8)*16+8, (k/8)*24+8), hexmap.City, 2, "")
	}
	var units []UnitSetup
	for k := 0; k < 1000; k++ {
		h := at((k*37)%n, (k*53)%n)
		units = append(units, UnitSetup{Type: "infantry", Side: int(control[m.Index(h)]), Hex: h})
	}
	setup := twoSides(m, units...)
	setup.Control = control
	return newTestGame(b, setup, 1)
}

// BenchmarkSupplySide traces supply for every unit of one side with a
// reused tracer (DESIGN section 4: under 1 ms).
func BenchmarkSupplySide(b *testing.B) {
	s := benchSupplyState(b)
	tr := NewSupplyTracer(s.Map)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		sup := tr.Trace(s, 0)
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == 0 {
				u.OutOfSupply = !sup[s.Map.Index(u.Hex)]
			}
		}
	}
}

// BenchmarkSupplyMapFresh is SupplyMap as the rules call it once a player
// turn: a new tracer each time.
func BenchmarkSupplyMapFresh(b *testing.B) {
	s := benchSupplyState(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s.SupplyMap(0)
	}
}
