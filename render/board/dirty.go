package board

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// drawnPieces is a copy of what the map tiles draw from the state (control
// and the logistics pieces of seed 004), kept so that Changed can redraw
// only the tiles around what a command changed: most commands (a move in
// friendly ground) change nothing the tiles show, and repainting every
// tile on the CPU after each of them would stall the window.
type drawnPieces struct {
	valid      bool
	control    []int8
	factories  []sim.Factory
	airfields  []sim.Airfield
	mulberries []sim.Mulberry
	bridges    []hexmap.Hexside
	canals     []hexmap.Hex
	changed    []hexmap.Hex
}

// take copies the state's pieces.
func (d *drawnPieces) take(s *sim.State) {
	d.valid = true
	d.control = append(d.control[:0], s.Control...)
	d.factories = append(d.factories[:0], s.Factories...)
	d.airfields = append(d.airfields[:0], s.Airfields...)
	d.mulberries = append(d.mulberries[:0], s.Mulberries...)
	d.bridges = append(d.bridges[:0], s.BrokenBridges...)
	d.canals = append(d.canals[:0], s.BrokenCanals...)
}

// diffHexes appends to out the hex of each element in a but not b, or in b
// but not a.
func diffHexes[T comparable](out []hexmap.Hex, a, b []T, hex func(T) hexmap.Hex) []hexmap.Hex {
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, hex(x))
		}
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			out = append(out, hex(x))
		}
	}
	return out
}

// diff lists the hexes whose drawn pieces differ between d and s.
func (d *drawnPieces) diff(s *sim.State) []hexmap.Hex {
	out := d.changed[:0]
	for i, c := range s.Control {
		if i >= len(d.control) || d.control[i] != c {
			out = append(out, s.Map.HexAt(i))
		}
	}
	out = diffHexes(out, d.factories, s.Factories, func(f sim.Factory) hexmap.Hex { return f.Hex })
	out = diffHexes(out, d.airfields, s.Airfields, func(a sim.Airfield) hexmap.Hex { return a.Hex })
	out = diffHexes(out, d.mulberries, s.Mulberries, func(m sim.Mulberry) hexmap.Hex { return m.Hex })
	out = diffHexes(out, d.bridges, s.BrokenBridges, func(h hexmap.Hexside) hexmap.Hex { return h.Hex })
	out = diffHexes(out, d.canals, s.BrokenCanals, func(h hexmap.Hex) hexmap.Hex { return h })
	d.changed = out
	return out
}

// invalidate marks stale the tiles near the hexes the state changed, or
// all of them when the board has no record of what it drew.
func (b *Board) invalidate() {
	d := &b.drawn
	if !d.valid || len(d.control) != len(b.state.Control) {
		b.tiles.gen++
		d.take(b.state)
		return
	}
	hexes := d.diff(b.state)
	if len(hexes) == 0 {
		return
	}
	zoom := b.tiles.zoom
	margin := 3 * b.layout.Size // borders, labels and markers reach past their hex
	for _, t := range b.tiles.tiles {
		if t.gen != b.tiles.gen || zoom == 0 {
			continue
		}
		x0, y0 := float64(t.tx*tileSize)/zoom-margin, float64(t.ty*tileSize)/zoom-margin
		x1, y1 := x0+tileSize/zoom+2*margin, y0+tileSize/zoom+2*margin
		for _, h := range hexes {
			if x, y := b.layout.Center(h); x >= x0 && x <= x1 && y >= y0 && y <= y1 {
				t.gen = 0 // stale: redrawn when next on screen
				break
			}
		}
	}
	d.take(b.state)
}
