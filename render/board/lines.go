package board

import (
	"math"

	"hexstorm/hexmap"
	"hexstorm/render/hexgeom"
)

// canonicalDirs are the hexside directions each hex owns, so that a pass
// over hexes visits every hexside once.
var canonicalDirs = [3]hexmap.Direction{hexmap.North, hexmap.NorthEast, hexmap.SouthEast}

// edge adds the edge of h in direction d, pulled toward the centre by k
// (1 for the edge itself).
func (r *tileRenderer) edge(h hexmap.Hex, d hexmap.Direction, k float64) {
	cx, cy := r.b.layout.Center(h)
	a, b := hexgeom.EdgeCorners(d)
	ax, ay := r.b.layout.CornerOffset(a, k)
	bx, by := r.b.layout.CornerOffset(b, k)
	r.p.segment(cx+ax, cy+ay, cx+bx, cy+by)
}

// grid draws the faint hex grid, the coastline and the map's frame.
func (r *tileRenderer) grid() {
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	for _, h := range r.hexes {
		for _, d := range canonicalDirs {
			if m.Contains(h.Neighbor(d)) {
				r.edge(h, d, 1)
			}
		}
	}
	p.strokeWith(0.018*s, 0.7, colGrid, 0.2, false)

	// The coast: every land edge that faces sea on the map.
	for _, h := range r.hexes {
		if !m.Terrain(h).IsLand() {
			continue
		}
		for _, d := range hexmap.Directions {
			n := h.Neighbor(d)
			if m.Contains(n) && m.Terrain(n) == hexmap.Sea {
				r.edge(h, d, 1)
			}
		}
	}
	p.strokeWith(0.045*s, 1, colShore, 0.85, true)

	// The frame: edges that lead off the map.
	for _, h := range r.hexes {
		for _, d := range hexmap.Directions {
			if !m.Contains(h.Neighbor(d)) {
				r.edge(h, d, 1)
			}
		}
	}
	p.strokeWith(0.05*s, 1.5, colInk, 0.8, true)
}

// control tints each controlled land hex faintly in its side's colour and
// draws a border just inside every edge where control changes, so that
// each side's territory and the front line read at a glance.
func (r *tileRenderer) control() {
	st := r.b.state
	m := st.Map
	s := r.b.layout.Size
	p := &r.p
	for side := range st.Sides {
		n := 0
		for _, h := range r.hexes {
			if st.ControlOf(h) != side || !m.Terrain(h).IsLand() {
				continue
			}
			cx, cy := r.b.layout.Center(h)
			p.hex(cx, cy, 1)
			n++
		}
		if n == 0 {
			continue
		}
		p.fill(r.b.pal.SideTint(side), 0.08)
		for _, h := range r.hexes {
			if st.ControlOf(h) != side || !m.Terrain(h).IsLand() {
				continue
			}
			for _, d := range hexmap.Directions {
				nb := h.Neighbor(d)
				if m.Contains(nb) && m.Terrain(nb).IsLand() && st.ControlOf(nb) != side {
					r.edge(h, d, 0.9)
				}
			}
		}
		p.strokeWith(0.07*s, 1.5, r.b.pal.SideTint(side), 0.75, true)
	}
}

// roads draws each road as two half-segments, centre to edge, so that the
// halves of neighbouring hexes join at the shared edge and roads meet at
// hex centres.
func (r *tileRenderer) roads() {
	m := r.b.state.Map
	s := r.b.layout.Size
	n := 0
	for _, h := range r.hexes {
		cx, cy := r.b.layout.Center(h)
		for _, d := range hexmap.Directions {
			if m.Road(h, d) {
				mx, my := r.b.layout.EdgeMid(h, d)
				r.p.segment(cx, cy, mx, my)
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	r.p.strokeKeep(0.14*s, 2.5, colRoadEdge, 0.9, true)
	r.p.strokeWith(0.085*s, 1.5, colRoad, 1, true)
}

// canals draws each canal hex's channel toward neighbouring canals and sea.
func (r *tileRenderer) canals() {
	m := r.b.state.Map
	s := r.b.layout.Size
	n := 0
	for _, h := range r.hexes {
		if !m.Cell(h).Canal {
			continue
		}
		cx, cy := r.b.layout.Center(h)
		joined := 0
		for _, d := range hexmap.Directions {
			nb := h.Neighbor(d)
			if m.Contains(nb) && (m.Cell(nb).Canal || m.Terrain(nb) == hexmap.Sea) {
				mx, my := r.b.layout.EdgeMid(h, d)
				r.p.segment(cx, cy, mx, my)
				joined++
			}
		}
		if joined == 0 {
			r.p.segment(cx-0.5*s, cy, cx+0.5*s, cy)
		}
		n++
	}
	if n == 0 {
		return
	}
	r.p.strokeKeep(0.2*s, 3, colRiverEdge, 0.9, false)
	r.p.strokeWith(0.12*s, 2, colCanal, 1, false)
}

// rivers draws rivers along hexsides, over a pale bank so they stand out
// from roads and grid.
func (r *tileRenderer) rivers() {
	m := r.b.state.Map
	s := r.b.layout.Size
	n := 0
	for _, h := range r.hexes {
		for _, d := range canonicalDirs {
			if m.River(h, d) {
				r.edge(h, d, 1)
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	r.p.strokeKeep(0.17*s, 3, colRiverEdge, 0.85, true)
	r.p.strokeWith(0.1*s, 2, colRiver, 1, true)
}

// bridges draws a deck with rails across each bridged hexside.
func (r *tileRenderer) bridges() {
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	type deck struct{ mx, my, ux, uy float64 }
	var decks [8]deck
	list := decks[:0]
	flush := func() {
		for _, k := range list {
			vx, vy := -k.uy, k.ux // across the deck
			l, w := 0.24*s, 0.1*s
			p.moveTo(k.mx-k.ux*l+vx*w, k.my-k.uy*l+vy*w)
			p.lineTo(k.mx+k.ux*l+vx*w, k.my+k.uy*l+vy*w)
			p.lineTo(k.mx+k.ux*l-vx*w, k.my+k.uy*l-vy*w)
			p.lineTo(k.mx-k.ux*l-vx*w, k.my-k.uy*l-vy*w)
			p.closePath()
		}
		p.fill(colBridge, 1)
		for _, k := range list {
			vx, vy := -k.uy, k.ux
			l, w := 0.24*s, 0.1*s
			for _, sgn := range [2]float64{1, -1} {
				// Each rail flares outward at both ends like a real bridge's wing walls.
				p.moveTo(k.mx-k.ux*(l+0.06*s)+vx*sgn*(w+0.06*s), k.my-k.uy*(l+0.06*s)+vy*sgn*(w+0.06*s))
				p.lineTo(k.mx-k.ux*l+vx*sgn*w, k.my-k.uy*l+vy*sgn*w)
				p.lineTo(k.mx+k.ux*l+vx*sgn*w, k.my+k.uy*l+vy*sgn*w)
				p.lineTo(k.mx+k.ux*(l+0.06*s)+vx*sgn*(w+0.06*s), k.my+k.uy*(l+0.06*s)+vy*sgn*(w+0.06*s))
			}
		}
		p.strokeWith(0.035*s, 1, colBridgeRail, 1, false)
		list = list[:0]
	}
	for _, h := range r.hexes {
		for _, d := range canonicalDirs {
			if !m.Bridge(h, d) {
				continue
			}
			ax, ay := r.b.layout.Center(h)
			bx, by := r.b.layout.Center(h.Neighbor(d))
			dx, dy := bx-ax, by-ay
			l := math.Hypot(dx, dy)
			list = append(list, deck{(ax + bx) / 2, (ay + by) / 2, dx / l, dy / l})
			if len(list) == cap(list) {
				flush()
			}
		}
	}
	if len(list) > 0 {
		flush()
	}
}
