package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"hexstorm/hexmap"
)

// Validate checks the content of f and returns every problem found, each
// naming the file, the field path and the hex where there is one. It is the
// one check the loader, the command line and the editor's live validation
// share; a File it passes builds a game (Setup) that sim.NewGame accepts.
func (f File) Validate(name string) Problems {
	return f.check(name).result()
}

// checker validates one File, building the map as it goes so that later
// checks can ask about terrain, coasts and rivers.
type checker struct {
	report
	f *File
	// m is nil when the map size is invalid; checks that need the map skip.
	m *hexmap.Map
	// control is the control layer by map index, nil when the file has none.
	control []int8
	sideIdx map[string]int
	rivers  map[hexmap.Hexside]int
	bridges map[hexmap.Hexside]int
	canals  map[hexmap.Hex]int
	// mulberries marks Mulberry hexes, which count as ports for ships.
	mulberries map[hexmap.Hex]int
}

// check runs every check in the order of the file's fields, so problems are
// listed in the order a reader meets them.
func (f *File) check(name string) *checker {
	c := &checker{report: report{name: name}, f: f}
	c.header()
	c.sides()
	c.mapSize()
	c.terrain()
	c.controlLayer()
	c.places()
	c.roads()
	c.riverSides()
	c.bridgeSides()
	c.canalHexes()
	c.factories()
	c.resources()
	c.airfields()
	c.mulberryHexes()
	c.destroyed()
	c.storm()
	c.pools()
	c.units()
	c.strategic() // strategic.go
	c.options()
	c.victory()
	return c
}

func (c *checker) header() {
	f := c.f
	c.checkFormat(f.Format)
	switch n := utf8.RuneCountInString(f.Name); {
	case n == 0:
		c.add("name", "a scenario needs a name")
	case n > MaxNameLen:
		c.add("name", "name is %d characters, the limit is %d", n, MaxNameLen)
	}
	if n := len(f.Description); n > MaxDescriptionLen {
		c.add("description", "description is %d bytes, the limit is %d", n, MaxDescriptionLen)
	}
}

func (c *checker) sides() {
	f := c.f
	switch n := len(f.Sides); {
	case n < 2:
		c.add("sides", "a game needs at least 2 sides, got %d", n)
	case n > MaxSides:
		c.add("sides", "%d sides, the limit is %d", n, MaxSides)
	}
	c.sideIdx = make(map[string]int)
	for i, s := range f.Sides {
		path := fmt.Sprintf("sides[%d].name", i)
		switch n := utf8.RuneCountInString(s.Name); {
		case n == 0:
			c.add(path, "a side needs a name")
			continue
		case n > MaxNameLen:
			c.add(path, "name is %d characters, the limit is %d", n, MaxNameLen)
		}
		if j, dup := c.sideIdx[s.Name]; dup {
			c.add(path, "side name %q is already used by sides[%d]", s.Name, j)
			continue
		}
		c.sideIdx[s.Name] = i
	}
	for i, s := range f.Sides {
		if s.Colour == "" {
			continue
		}
		path := fmt.Sprintf("sides[%d].colour", i)
		if !slices.Contains(Colours, s.Colour) {
			c.add(path, "unknown colour %q: choose one of %s", s.Colour, strings.Join(Colours, ", "))
		} else if j := slices.IndexFunc(f.Sides[:i], func(o SideDef) bool { return o.Colour == s.Colour }); j >= 0 {
			c.add(path, "colour %q is already worn by sides[%d]", s.Colour, j)
		}
	}
}

// side resolves a side name; path is the entry's path.
func (c *checker) side(path, name string) (int, bool) {
	i, ok := c.sideIdx[name]
	if !ok {
		c.add(path+".side", "unknown side %s", quoteShort(name))
	}
	return i, ok
}

// mapSize checks the size before hexmap.New allocates anything.
func (c *checker) mapSize() {
	f := c.f
	ok := true
	for _, d := range []struct {
		path string
		v    int
	}{{"width", f.Width}, {"height", f.Height}} {
		if d.v < 1 || d.v > MaxSide {
			c.add(d.path, "%s %d is outside 1..%d", d.path, d.v, MaxSide)
			ok = false
		}
	}
	if ok {
		c.m = hexmap.New(f.Width, f.Height)
	}
}

// onMap reports whether h is on the map, reporting it when it is not; it is
// false without a report when the map size itself is invalid.
func (c *checker) onMap(path string, h hexmap.Hex, what string) bool {
	if c.m == nil {
		return false
	}
	if !c.m.Contains(h) {
		c.addAt(path, h, "%s is off the %dx%d map", what, c.m.Width(), c.m.Height())
		return false
	}
	return true
}

// land is onMap plus a check that h is land.
func (c *checker) land(path string, h hexmap.Hex, what string) bool {
	if !c.onMap(path, h, what) {
		return false
	}
	if c.m.Terrain(h) == hexmap.Sea {
		c.addAt(path, h, "%s at sea", what)
		return false
	}
	return true
}

// rows checks the shape of a layer of Height rows of Width characters and
// calls each for every character that lands on the map.
func (c *checker) rows(path string, rows []string, each func(row string, h hexmap.Hex, ch rune)) {
	if c.m == nil {
		return
	}
	w, h := c.m.Width(), c.m.Height()
	if len(rows) != h {
		c.add(path, "%d rows, want %d (the height)", len(rows), h)
	}
	for r, line := range rows[:min(len(rows), h)] {
		rp := fmt.Sprintf("%s[%d]", path, r)
		if n := utf8.RuneCountInString(line); n != w {
			c.add(rp, "row has %d hexes, want %d (the width)", n, w)
		}
		col := 0
		for _, ch := range line {
			if col == w {
				break
			}
			each(rp, hexmap.Offset{Col: col, Row: r}.Hex(), ch)
			col++
		}
	}
}

func (c *checker) terrain() {
	c.rows("terrain", c.f.Terrain, func(path string, h hexmap.Hex, ch rune) {
		t, ok := TerrainOf(ch)
		if !ok {
			c.addAt(path, h, "unknown terrain character %q (want one of %q)", ch, terrainChars)
			return
		}
		c.m.SetTerrain(h, t)
	})
}

// controlOf returns the side controlling h at the start, -1 for none.
func (c *checker) controlOf(h hexmap.Hex) int {
	if c.control == nil {
		return -1
	}
	return int(c.control[c.m.Index(h)])
}

func (c *checker) controlLayer() {
	if c.f.Control == nil || c.m == nil {
		return
	}
	c.control = make([]int8, c.m.Len())
	for i := range c.control {
		c.control[i] = -1
	}
	c.rows("control", c.f.Control, func(path string, h hexmap.Hex, ch rune) {
		switch {
		case ch == '-':
		case ch < '0' || ch > '9':
			c.addAt(path, h, "unknown control character %q (want - or a side number)", ch)
		case int(ch-'0') >= len(c.f.Sides):
			c.addAt(path, h, "side %c does not exist (there are %d sides)", ch, len(c.f.Sides))
		case c.m.Terrain(h) == hexmap.Sea:
			c.addAt(path, h, "sea cannot be controlled (write -)")
		default:
			c.control[c.m.Index(h)] = int8(ch - '0')
		}
	})
}

func (c *checker) places() {
	seen := make(map[hexmap.Hex]int)
	for i, p := range c.f.Places {
		path := fmt.Sprintf("places[%d]", i)
		if n := utf8.RuneCountInString(p.Name); n > MaxNameLen {
			c.add(path+".name", "name is %d characters, the limit is %d", n, MaxNameLen)
		}
		if !c.onMap(path, p.At, "place") {
			continue
		}
		if j, dup := seen[p.At]; dup {
			c.addAt(path, p.At, "duplicate of places[%d]", j)
			continue
		}
		seen[p.At] = i
		t := c.m.Terrain(p.At)
		if t.IsSettlement() {
			if p.Size < 1 || p.Size > MaxPlaceSize {
				c.addAt(path+".size", p.At, "%s size %d is outside 1..%d", t, p.Size, MaxPlaceSize)
			}
			c.m.SetSettlement(p.At, t, p.Size, p.Name)
		} else {
			if p.Size != 0 {
				c.addAt(path+".size", p.At, "size %d on %s: only cities and towns have a size", p.Size, t)
			}
			c.m.SetName(p.At, p.Name)
		}
		switch {
		case !p.Port:
		case !t.IsSettlement():
			c.addAt(path+".port", p.At, "port on %s terrain: only a coastal city or town can be a port", t)
		case !c.m.Coastal(p.At):
			c.addAt(path+".port", p.At, "port in an inland %s: only a coastal city or town can be a port", t)
		default:
			c.m.SetPort(p.At, true)
		}
	}
	if c.m == nil {
		return
	}
	for _, h := range c.m.Hexes() {
		if _, ok := seen[h]; !ok && c.m.Terrain(h).IsSettlement() {
			c.addAt("places", h, "%s has no entry in places (every city and town needs its size)", c.m.Terrain(h))
		}
	}
}

func (c *checker) roads() {
	for i, road := range c.f.Roads {
		path := fmt.Sprintf("roads[%d]", i)
		if len(road) < 2 {
			c.add(path, "a road needs at least 2 hexes, got %d", len(road))
		}
		for j, h := range road {
			hp := fmt.Sprintf("%s[%d]", path, j)
			ok := c.land(hp, h, "road")
			if j == 0 {
				continue
			}
			prev := road[j-1]
			d, adj := prev.DirectionTo(h)
			if !adj {
				c.addAt(hp, h, "road step from %s is not to an adjacent hex", prev)
				continue
			}
			if ok && c.m.Contains(prev) && c.m.Terrain(prev).IsLand() {
				c.m.SetRoad(prev, d, true)
			}
		}
	}
}

// hexside checks a hexside entry and returns its canonical form; ok is false
// when it does not lie between two hexes of the map.
func (c *checker) hexside(path string, s hexmap.Hexside, what string) (hexmap.Hexside, bool) {
	if !s.Dir.Valid() {
		c.addAt(path, s.Hex, "%s has no valid direction", what)
		return s, false
	}
	s = hexmap.SideOf(s.Hex, s.Dir)
	if c.m == nil {
		return s, false
	}
	a, b := s.Hexes()
	if !c.m.Contains(a) || !c.m.Contains(b) {
		c.addSide(path, s, "%s is not between two hexes of the %dx%d map", what, c.m.Width(), c.m.Height())
		return s, false
	}
	return s, true
}

func (c *checker) riverSides() {
	c.rivers = make(map[hexmap.Hexside]int)
	for i, s := range c.f.Rivers {
		path := fmt.Sprintf("rivers[%d]", i)
		s, ok := c.hexside(path, s, "river")
		if !ok {
			continue
		}
		if j, dup := c.rivers[s]; dup {
			c.addSide(path, s, "duplicate of rivers[%d]", j)
			continue
		}
		c.rivers[s] = i
		a, b := s.Hexes()
		if !c.m.Terrain(a).IsLand() && !c.m.Terrain(b).IsLand() {
			c.addSide(path, s, "river between two sea hexes")
			continue
		}
		c.m.SetRiver(s.Hex, s.Dir, true)
	}
}

func (c *checker) bridgeSides() {
	c.bridges = make(map[hexmap.Hexside]int)
	for i, s := range c.f.Bridges {
		path := fmt.Sprintf("bridges[%d]", i)
		s, ok := c.hexside(path, s, "bridge")
		if !ok {
			continue
		}
		if j, dup := c.bridges[s]; dup {
			c.addSide(path, s, "duplicate of bridges[%d]", j)
			continue
		}
		c.bridges[s] = i
		a, b := s.Hexes()
		switch _, river := c.rivers[s]; {
		case !river:
			c.addSide(path, s, "bridge not on a river")
		case !c.m.Terrain(a).IsLand() || !c.m.Terrain(b).IsLand():
			c.addSide(path, s, "bridge must join two land hexes")
		default:
			c.m.SetBridge(s.Hex, s.Dir, true)
		}
	}
}

func (c *checker) canalHexes() {
	c.canals = make(map[hexmap.Hex]int)
	for i, h := range c.f.Canals {
		path := fmt.Sprintf("canals[%d]", i)
		if !c.land(path, h, "canal") {
			continue
		}
		if j, dup := c.canals[h]; dup {
			c.addAt(path, h, "duplicate of canals[%d]", j)
			continue
		}
		c.canals[h] = i
		c.m.SetCanal(h, true)
	}
}
