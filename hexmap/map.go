package hexmap

// Cell is everything the map model knows about one hex. Hexside features
// (roads, rivers, bridges) are 6-bit masks indexed by direction and kept
// symmetric by Map: a road from a to b is also a road from b to a.
type Cell struct {
	Terrain Terrain
	// Size is the production value of a city or town in PP; 0 elsewhere.
	Size int
	// Name labels cities, towns and other named places; it is optional.
	Name string
	// Port marks a coastal city or town where ships may enter and supply by sea.
	Port bool
	// Canal marks a hex with a canal that ships may pass through (seed 004
	// Destruction Markers: a canal is a logistics target in its hex).
	Canal   bool
	roads   uint8
	rivers  uint8
	bridges uint8
}

// Road reports whether a road leaves the hex in direction d.
func (c Cell) Road(d Direction) bool { return d.Valid() && c.roads&d.bit() != 0 }

// River reports whether the hexside in direction d is a river.
func (c Cell) River(d Direction) bool { return d.Valid() && c.rivers&d.bit() != 0 }

// Bridge reports whether the hexside in direction d carries a bridge.
func (c Cell) Bridge(d Direction) bool { return d.Valid() && c.bridges&d.bit() != 0 }

// Map is a rectangular flat-topped hex map stored by odd-q offset, row by row.
// A Map is built by a scenario and then treated as read-only for a whole game:
// what changes in play (destroyed bridges, factories, control) lives in the
// game state, so a Map may be shared between states.
type Map struct {
	width, height int
	cells         []Cell
}

// MaxSide is the largest width or height a map may have.
const MaxSide = 256

// New returns a map of the given size filled with clear terrain. It panics on
// a size outside 1..MaxSide, which callers validate first.
func New(width, height int) *Map {
	if width < 1 || height < 1 || width > MaxSide || height > MaxSide {
		panic("hexmap: map size out of range")
	}
	return &Map{width: width, height: height, cells: make([]Cell, width*height)}
}

// Width returns the number of columns.
func (m *Map) Width() int { return m.width }

// Height returns the number of rows.
func (m *Map) Height() int { return m.height }

// Len returns the number of hexes on the map.
func (m *Map) Len() int { return len(m.cells) }

// Index returns the storage index of h (row-major by offset), or -1 if h is
// off the map.
func (m *Map) Index(h Hex) int {
	o := h.Offset()
	if o.Col < 0 || o.Row < 0 || o.Col >= m.width || o.Row >= m.height {
		return -1
	}
	return o.Row*m.width + o.Col
}

// HexAt returns the hex stored at index i.
func (m *Map) HexAt(i int) Hex {
	return Offset{Col: i % m.width, Row: i / m.width}.Hex()
}

// Contains reports whether h is on the map.
func (m *Map) Contains(h Hex) bool { return m.Index(h) >= 0 }

// Center returns the map's centre hex: column floor(W/2), row floor(H/2)
// (DESIGN D12, where the Storm starts and restarts, seed 004 Storms).
func (m *Map) Center() Hex { return Offset{Col: m.width / 2, Row: m.height / 2}.Hex() }

// Hexes returns every hex on the map in storage order.
func (m *Map) Hexes() []Hex {
	out := make([]Hex, len(m.cells))
	for i := range out {
		out[i] = m.HexAt(i)
	}
	return out
}

// Cell returns the cell at h; a hex off the map reads as an empty sea cell
// so that callers walking past the edge see impassable water.
func (m *Map) Cell(h Hex) Cell {
	i := m.Index(h)
	if i < 0 {
		return Cell{Terrain: Sea}
	}
	return m.cells[i]
}

// Terrain returns the terrain at h (sea off the map).
func (m *Map) Terrain(h Hex) Terrain {
	// Reads the one field in place: step-cost functions call this for every
	// neighbour a search looks at, and copying the whole Cell costs more.
	if i := m.Index(h); i >= 0 {
		return m.cells[i].Terrain
	}
	return Sea
}

// SetTerrain sets the terrain at h; a hex off the map is ignored.
func (m *Map) SetTerrain(h Hex, t Terrain) {
	if i := m.Index(h); i >= 0 {
		m.cells[i].Terrain = t
	}
}

// SetSettlement makes h a city or town of the given size and name.
func (m *Map) SetSettlement(h Hex, t Terrain, size int, name string) {
	if i := m.Index(h); i >= 0 {
		m.cells[i].Terrain, m.cells[i].Size, m.cells[i].Name = t, size, name
	}
}

// SetName names the hex.
func (m *Map) SetName(h Hex, name string) {
	if i := m.Index(h); i >= 0 {
		m.cells[i].Name = name
	}
}

// SetPort sets or clears the port flag at h.
func (m *Map) SetPort(h Hex, port bool) {
	if i := m.Index(h); i >= 0 {
		m.cells[i].Port = port
	}
}

// SetCanal sets or clears the canal at h.
func (m *Map) SetCanal(h Hex, canal bool) {
	if i := m.Index(h); i >= 0 {
		m.cells[i].Canal = canal
	}
}

// Coastal reports whether h is a land hex with at least one sea neighbour on
// the map.
func (m *Map) Coastal(h Hex) bool {
	if !m.Contains(h) || m.Terrain(h) == Sea {
		return false
	}
	for _, n := range h.Neighbors() {
		if m.Contains(n) && m.Terrain(n) == Sea {
			return true
		}
	}
	return false
}

// SetRoad adds or removes the road between h and its neighbour in direction
// d, on both sides. It reports false if either hex is off the map.
func (m *Map) SetRoad(h Hex, d Direction, on bool) bool {
	return m.setSide(h, d, on, func(c *Cell) *uint8 { return &c.roads })
}

// SetRiver adds or removes a river on the hexside of h in direction d.
func (m *Map) SetRiver(h Hex, d Direction, on bool) bool {
	return m.setSide(h, d, on, func(c *Cell) *uint8 { return &c.rivers })
}

// SetBridge adds or removes a bridge on the hexside of h in direction d.
func (m *Map) SetBridge(h Hex, d Direction, on bool) bool {
	return m.setSide(h, d, on, func(c *Cell) *uint8 { return &c.bridges })
}

// setSide sets one bit of a hexside mask on both hexes of the side, which keeps
// every hexside feature symmetric by construction.
func (m *Map) setSide(h Hex, d Direction, on bool, mask func(*Cell) *uint8) bool {
	if !d.Valid() { // checked first: Neighbor indexes a table by direction
		return false
	}
	i, j := m.Index(h), m.Index(h.Neighbor(d))
	if i < 0 || j < 0 {
		return false
	}
	set := func(b *uint8, bit uint8) {
		if on {
			*b |= bit
		} else {
			*b &^= bit
		}
	}
	set(mask(&m.cells[i]), d.bit())
	set(mask(&m.cells[j]), d.Opposite().bit())
	return true
}

// Road reports whether a road joins h and its neighbour in direction d.
func (m *Map) Road(h Hex, d Direction) bool {
	// Reads the cell in place (as Terrain does): search cost functions call
	// the hexside queries on every step they try.
	i := m.Index(h)
	return i >= 0 && d.Valid() && m.cells[i].roads&d.bit() != 0
}

// River reports whether the hexside of h in direction d is a river.
func (m *Map) River(h Hex, d Direction) bool {
	i := m.Index(h)
	return i >= 0 && d.Valid() && m.cells[i].rivers&d.bit() != 0
}

// Bridge reports whether the hexside of h in direction d carries a bridge.
func (m *Map) Bridge(h Hex, d Direction) bool {
	i := m.Index(h)
	return i >= 0 && d.Valid() && m.cells[i].bridges&d.bit() != 0
}

// Clone returns a deep copy of the map, for editors that change a map that a
// game may still be reading.
func (m *Map) Clone() *Map {
	c := *m
	c.cells = append([]Cell(nil), m.cells...)
	return &c
}

// Resize returns a copy of the map with the new size, keeping every hex that
// still fits (by offset) and filling new hexes with clear terrain. Hexside
// features that would lead off the new map are dropped.
func (m *Map) Resize(width, height int) *Map {
	out := New(width, height)
	for i, c := range m.cells {
		h := m.HexAt(i)
		j := out.Index(h)
		if j < 0 {
			continue
		}
		for _, d := range Directions {
			if !out.Contains(h.Neighbor(d)) {
				c.roads &^= d.bit()
				c.rivers &^= d.bit()
				c.bridges &^= d.bit()
			}
		}
		out.cells[j] = c
	}
	return out
}
