package editor

import (
	"reflect"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// Rect is a block of hexes in offset coordinates: columns Col0..Col1 and
// rows Row0..Row1, both ends included.
type Rect struct {
	Col0, Row0, Col1, Row1 int
}

// RectOf returns the block spanned by two corner hexes in any order.
func RectOf(a, b hexmap.Hex) Rect {
	oa, ob := a.Offset(), b.Offset()
	return Rect{min(oa.Col, ob.Col), min(oa.Row, ob.Row), max(oa.Col, ob.Col), max(oa.Row, ob.Row)}
}

// Contains reports whether h lies in the block.
func (r Rect) Contains(h hexmap.Hex) bool {
	o := h.Offset()
	return o.Col >= r.Col0 && o.Col <= r.Col1 && o.Row >= r.Row0 && o.Row <= r.Row1
}

// Clip is a copied block of a scenario: its terrain, control and
// everything on its hexes and inner hexsides. Its terrain and control rows
// start at column 0; its pieces are placed as if the block's top-left hex
// were Parity,0. Side names are kept as they are.
type Clip struct {
	// Width and Height are the block's size in hexes.
	Width, Height int
	// Parity is the block's first column mod 2: odd-q rows shift by column
	// parity, so a paste keeps it to keep every hexside in its shape.
	Parity int
	// File holds the block as a Width x Height scenario, pieces included.
	File scenarios.File
}

// Copy copies the block r of the map, cut to the map's edges.
func (d *Doc) Copy(r Rect) (Clip, bool) {
	r.Col0, r.Row0 = max(r.Col0, 0), max(r.Row0, 0)
	r.Col1, r.Row1 = min(r.Col1, d.f.Width-1), min(r.Row1, d.f.Height-1)
	if r.Col1 < r.Col0 || r.Row1 < r.Row0 {
		return Clip{}, false
	}
	f := Clone(d.f)
	keepOnly(&f, r.Contains)
	// An even column shift keeps hexsides whole; the pieces' top-left
	// column is then the parity, not 0.
	shift(&f, -(r.Col0 &^ 1), -r.Row0)
	w, h := r.Col1-r.Col0+1, r.Row1-r.Row0+1
	f.Width, f.Height = w, h
	f.Terrain = cut(d.f.Terrain, r, '.')
	if d.f.Control != nil {
		f.Control = cut(d.f.Control, r, '-')
	}
	f.Storm = nil
	return Clip{Width: w, Height: h, Parity: r.Col0 & 1, File: f}, true
}

// cut returns the block r of a layer of rows, fill standing in where a
// malformed file's rows are short.
func cut(rows []string, r Rect, fill byte) []string {
	out := make([]string, 0, r.Row1-r.Row0+1)
	for row := r.Row0; row <= r.Row1; row++ {
		b := make([]byte, r.Col1-r.Col0+1)
		for col := range b {
			if b[col] = charAt(rows, r.Col0+col, row); b[col] == 0 {
				b[col] = fill
			}
		}
		out = append(out, string(b))
	}
	return out
}

// PasteOrigin returns where a paste with its top-left corner at h lands:
// the column moves one to the right when its parity differs from the clip's.
func (c Clip) PasteOrigin(h hexmap.Hex) hexmap.Offset {
	o := h.Offset()
	if o.Col&1 != c.Parity {
		o.Col++
	}
	return o
}

// Paste replaces the block under the clip, its top-left corner at h (see
// PasteOrigin), with the clip's contents; parts that fall off the map are
// dropped. It is one undoable step.
func (d *Doc) Paste(c Clip, at hexmap.Hex) bool {
	o := c.PasteOrigin(at)
	if c.Width < 1 || c.Height < 1 || o.Col >= d.f.Width || o.Row >= d.f.Height || o.Col < 0 || o.Row < 0 {
		return false
	}
	r := Rect{o.Col, o.Row, min(o.Col+c.Width, d.f.Width) - 1, min(o.Row+c.Height, d.f.Height) - 1}
	return d.edit(func(f *scenarios.File) bool {
		// Clear the target block, then bring the clip in.
		keepOnly(f, func(h hexmap.Hex) bool { return !r.Contains(h) })
		in := Clone(c.File)
		shift(&in, o.Col-c.Parity, o.Row)
		onMap := func(h hexmap.Hex) bool { return d.Contains(h) }
		keepOnly(&in, onMap)
		for row := r.Row0; row <= r.Row1; row++ {
			for col := r.Col0; col <= r.Col1; col++ {
				setChar(f.Terrain, col, row, charAt(in.Terrain, col-o.Col, row-o.Row))
			}
		}
		if in.Control != nil && f.Control == nil {
			for range f.Height {
				f.Control = append(f.Control, string(repeat('-', f.Width)))
			}
		}
		if f.Control != nil {
			for row := r.Row0; row <= r.Row1; row++ {
				for col := r.Col0; col <= r.Col1; col++ {
					ch := byte('-')
					if in.Control != nil {
						ch = charAt(in.Control, col-o.Col, row-o.Row)
					}
					setChar(f.Control, col, row, ch)
				}
			}
		}
		f.Places = append(f.Places, in.Places...)
		f.Roads = append(f.Roads, in.Roads...)
		f.Rivers = append(f.Rivers, in.Rivers...)
		f.Bridges = append(f.Bridges, in.Bridges...)
		f.Canals = append(f.Canals, in.Canals...)
		f.Factories = append(f.Factories, in.Factories...)
		f.Resources = append(f.Resources, in.Resources...)
		f.Airfields = append(f.Airfields, in.Airfields...)
		f.Mulberries = append(f.Mulberries, in.Mulberries...)
		f.Destroyed.Bridges = append(f.Destroyed.Bridges, in.Destroyed.Bridges...)
		f.Destroyed.Canals = append(f.Destroyed.Canals, in.Destroyed.Canals...)
		f.Units = scenarios.AppendUnits(f.Units, in.Units)
		f.Victory.Objectives = append(f.Victory.Objectives, in.Victory.Objectives...)
		return true
	})
}

// shift moves every hex of f by dc columns and dr rows in offset
// coordinates. With dc even, adjacency and hexside directions are kept.
func shift(f *scenarios.File, dc, dr int) {
	mv := func(h hexmap.Hex) hexmap.Hex {
		o := h.Offset()
		return hexmap.Offset{Col: o.Col + dc, Row: o.Row + dr}.Hex()
	}
	mvSide := func(s hexmap.Hexside) hexmap.Hexside {
		a, b := s.Hexes()
		na, nb := mv(a), mv(b)
		if dir, ok := na.DirectionTo(nb); ok {
			return hexmap.SideOf(na, dir)
		}
		return hexmap.Hexside{Hex: na, Dir: s.Dir}
	}
	for i := range f.Places {
		f.Places[i].At = mv(f.Places[i].At)
	}
	for _, r := range f.Roads {
		for j := range r {
			r[j] = mv(r[j])
		}
	}
	for _, list := range [][]hexmap.Hexside{f.Rivers, f.Bridges, f.Destroyed.Bridges} {
		for i := range list {
			list[i] = mvSide(list[i])
		}
	}
	for _, list := range [][]hexmap.Hex{f.Canals, f.Destroyed.Canals} {
		for i := range list {
			list[i] = mv(list[i])
		}
	}
	for i := range f.Factories {
		f.Factories[i].At = mv(f.Factories[i].At)
	}
	for i := range f.Resources {
		f.Resources[i].At = mv(f.Resources[i].At)
	}
	for i := range f.Airfields {
		f.Airfields[i].At = mv(f.Airfields[i].At)
	}
	for i := range f.Mulberries {
		f.Mulberries[i].At = mv(f.Mulberries[i].At)
	}
	for i := range f.Units {
		f.Units[i].At = mv(f.Units[i].At)
	}
	for i := range f.Victory.Objectives {
		f.Victory.Objectives[i].At = mv(f.Victory.Objectives[i].At)
	}
	if f.Storm != nil {
		h := mv(*f.Storm)
		f.Storm = &h
	}
}

// Clear empties the block r: clear terrain, no control, and nothing on its
// hexes or on hexsides touching them. It is one undoable step.
func (d *Doc) Clear(r Rect) bool {
	return d.edit(func(f *scenarios.File) bool {
		before := Clone(*f)
		keepOnly(f, func(h hexmap.Hex) bool { return !r.Contains(h) })
		for row := r.Row0; row <= r.Row1; row++ {
			for col := r.Col0; col <= r.Col1; col++ {
				if h := (hexmap.Offset{Col: col, Row: row}).Hex(); d.Contains(h) {
					setTerrain(f, h, hexmap.Clear)
					if f.Control != nil {
						setChar(f.Control, col, row, '-')
					}
				}
			}
		}
		return !reflect.DeepEqual(before, *f)
	})
}
