package editor

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// Default sizes given to a hex painted as a city or town, so that the new
// settlement is valid at once; the size tool changes them.
const (
	DefaultCitySize = 2
	DefaultTownSize = 1
)

// charAt returns the character at column col of row in rows, and 0 where
// a malformed file's rows are too short: the editor must not fail on a
// file whose problems it is there to show.
func charAt(rows []string, col, row int) byte {
	if row < 0 || row >= len(rows) || col < 0 || col >= len(rows[row]) {
		return 0
	}
	return rows[row][col]
}

// terrainAt returns the terrain of h in f; h must be on the map.
func terrainAt(f *scenarios.File, h hexmap.Hex) hexmap.Terrain {
	o := h.Offset()
	t, _ := scenarios.TerrainOf(rune(charAt(f.Terrain, o.Col, o.Row)))
	return t
}

// setChar writes c at column col of row in rows; it does nothing where the
// rows are too short.
func setChar(rows []string, col, row int, c byte) bool {
	if old := charAt(rows, col, row); old == 0 || c == 0 || old == c {
		return false
	}
	b := []byte(rows[row])
	b[col] = c
	rows[row] = string(b)
	return true
}

// Terrain returns the terrain of h, and false when h is off the map.
func (d *Doc) Terrain(h hexmap.Hex) (hexmap.Terrain, bool) {
	if !d.Contains(h) {
		return 0, false
	}
	return terrainAt(&d.f, h), true
}

// Paint sets the terrain of every map hex within radius of center to t (a
// brush of size radius+1).
func (d *Doc) Paint(center hexmap.Hex, radius int, t hexmap.Terrain) bool {
	return d.edit(func(f *scenarios.File) bool {
		changed := false
		for _, h := range hexmap.Spiral(center, max(radius, 0)) {
			if d.Contains(h) && setTerrain(f, h, t) {
				changed = true
			}
		}
		return changed
	})
}

// Fill sets the terrain of the region of like terrain around start to t,
// as a paint bucket does.
func (d *Doc) Fill(start hexmap.Hex, t hexmap.Terrain) bool {
	if !d.Contains(start) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		from := terrainAt(f, start)
		if from == t {
			return false
		}
		seen := map[hexmap.Hex]bool{start: true}
		queue := []hexmap.Hex{start}
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			setTerrain(f, h, t)
			for _, n := range h.Neighbors() {
				if !seen[n] && d.Contains(n) && terrainAt(f, n) == from {
					seen[n] = true
					queue = append(queue, n)
				}
			}
		}
		return true
	})
}

// setTerrain sets the terrain of h and keeps what depends on it in step: a
// new city or town gets a place entry with a default size, a hex that stops
// being one loses its size and port, and sea is never controlled.
func setTerrain(f *scenarios.File, h hexmap.Hex, t hexmap.Terrain) bool {
	o := h.Offset()
	if !setChar(f.Terrain, o.Col, o.Row, scenarios.TerrainChar(t)) {
		return false
	}
	i := slices.IndexFunc(f.Places, func(p scenarios.Place) bool { return p.At == h })
	switch {
	case t.IsSettlement():
		size := DefaultTownSize
		if t == hexmap.City {
			size = DefaultCitySize
		}
		if i < 0 {
			f.Places = append(f.Places, scenarios.Place{At: h, Size: size})
		} else if f.Places[i].Size == 0 {
			f.Places[i].Size = size
		}
	case i >= 0:
		f.Places[i].Size, f.Places[i].Port = 0, false
		if f.Places[i].Name == "" {
			f.Places = slices.Delete(f.Places, i, i+1)
		}
	}
	if t == hexmap.Sea && f.Control != nil {
		setChar(f.Control, o.Col, o.Row, '-')
	}
	return true
}

// Control returns the side controlling h at the start, -1 for none.
func (d *Doc) Control(h hexmap.Hex) int {
	if !d.Contains(h) || d.f.Control == nil {
		return -1
	}
	o := h.Offset()
	c := charAt(d.f.Control, o.Col, o.Row)
	if c < '0' || c > '9' {
		return -1
	}
	return int(c - '0')
}

// PaintControl gives every land hex within radius of center to side (-1
// for no side). Sea hexes stay uncontrolled.
func (d *Doc) PaintControl(center hexmap.Hex, radius, side int) bool {
	if side >= len(d.f.Sides) || side >= scenarios.MaxSides {
		return false
	}
	c := byte('-')
	if side >= 0 {
		c = byte('0' + side)
	}
	return d.edit(func(f *scenarios.File) bool {
		changed := false
		for _, h := range hexmap.Spiral(center, max(radius, 0)) {
			if d.Contains(h) && setControl(f, h, c) {
				changed = true
			}
		}
		return changed
	})
}

// setControl writes c ('-' or a side's digit) into the control layer at h,
// making the layer when there is none; sea stays uncontrolled. It reports
// whether anything changed.
func setControl(f *scenarios.File, h hexmap.Hex, c byte) bool {
	if terrainAt(f, h) == hexmap.Sea {
		return false
	}
	if f.Control == nil {
		for range f.Height {
			f.Control = append(f.Control, string(repeat('-', f.Width)))
		}
	}
	o := h.Offset()
	return setChar(f.Control, o.Col, o.Row, c)
}

// Resize makes the map width x height, keeping the top-left corner (or, at
// the same size, repairs layers whose rows are the wrong length): new hexes
// are clear and uncontrolled, and everything that lay on a hex or
// hexside now off the map is removed (undo brings it back).
func (d *Doc) Resize(width, height int) bool {
	if width < 1 || height < 1 || width > scenarios.MaxSide || height > scenarios.MaxSide {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		if f.Width == width && f.Height == height && inShape(f.Terrain, width, height) &&
			(f.Control == nil || inShape(f.Control, width, height)) {
			return false
		}
		f.Terrain = resizeRows(f.Terrain, width, height, '.')
		if f.Control != nil {
			f.Control = resizeRows(f.Control, width, height, '-')
		}
		f.Width, f.Height = width, height
		keepOnly(f, func(h hexmap.Hex) bool {
			o := h.Offset()
			return o.Col >= 0 && o.Row >= 0 && o.Col < width && o.Row < height
		})
		return true
	})
}

// inShape reports whether rows are height rows of width characters.
func inShape(rows []string, width, height int) bool {
	if len(rows) != height {
		return false
	}
	for _, r := range rows {
		if len(r) != width {
			return false
		}
	}
	return true
}

// resizeRows crops or extends rows to height rows of width characters.
func resizeRows(rows []string, width, height int, fill byte) []string {
	out := make([]string, height)
	for r := range height {
		line := ""
		if r < len(rows) {
			line = rows[r]
		}
		if len(line) >= width {
			out[r] = line[:width]
		} else {
			out[r] = line + string(repeat(fill, width-len(line)))
		}
	}
	return out
}

// keepOnly removes every entry of f that lies on a hex keep refuses, or on
// a hexside with a hex it refuses; roads are cut where they leave.
func keepOnly(f *scenarios.File, keep func(hexmap.Hex) bool) {
	side := func(s hexmap.Hexside) bool { a, b := s.Hexes(); return keep(a) && keep(b) }
	f.Places = slices.DeleteFunc(f.Places, func(p scenarios.Place) bool { return !keep(p.At) })
	f.Rivers = slices.DeleteFunc(f.Rivers, func(s hexmap.Hexside) bool { return !side(s) })
	f.Bridges = slices.DeleteFunc(f.Bridges, func(s hexmap.Hexside) bool { return !side(s) })
	f.Destroyed.Bridges = slices.DeleteFunc(f.Destroyed.Bridges, func(s hexmap.Hexside) bool { return !side(s) })
	f.Canals = slices.DeleteFunc(f.Canals, func(h hexmap.Hex) bool { return !keep(h) })
	f.Destroyed.Canals = slices.DeleteFunc(f.Destroyed.Canals, func(h hexmap.Hex) bool { return !keep(h) })
	f.Factories = slices.DeleteFunc(f.Factories, func(x scenarios.FactoryDef) bool { return !keep(x.At) })
	f.Resources = slices.DeleteFunc(f.Resources, func(x scenarios.ResourceDef) bool { return !keep(x.At) })
	f.Airfields = slices.DeleteFunc(f.Airfields, func(x scenarios.AirfieldDef) bool { return !keep(x.At) })
	f.Mulberries = slices.DeleteFunc(f.Mulberries, func(x scenarios.MulberryDef) bool { return !keep(x.At) })
	f.Units = scenarios.DeleteUnits(f.Units, func(x scenarios.UnitDef) bool { return !keep(x.At) })
	f.Victory.Objectives = slices.DeleteFunc(f.Victory.Objectives, func(x scenarios.ObjectiveDef) bool { return !keep(x.At) })
	if f.Storm != nil && !keep(*f.Storm) {
		f.Storm = nil
	}
	var roads [][]hexmap.Hex
	for _, road := range f.Roads {
		start := 0
		for i := 0; i <= len(road); i++ {
			if i == len(road) || !keep(road[i]) {
				if i-start >= 2 {
					roads = append(roads, slices.Clone(road[start:i]))
				}
				start = i + 1
			}
		}
	}
	f.Roads = roads
}
