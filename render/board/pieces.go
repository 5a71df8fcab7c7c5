package board

import (
	"math"
	"strconv"

	"hexstorm/assets"
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// near reports whether anything drawn for h could reach into the tile.
func (r *tileRenderer) near(h hexmap.Hex) bool {
	x, y := r.b.layout.Center(h)
	return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1
}

// objectives marks victory hexes with a gold star and their points.
func (r *tileRenderer) objectives() {
	if r.sizePx < 12 {
		return
	}
	s := r.b.layout.Size
	p := &r.p
	obj := r.b.state.Victory.Objectives
	for _, o := range obj {
		if r.near(o.Hex) {
			cx, cy := r.b.layout.Center(o.Hex)
			star(p, cx-0.7*s, cy-0.04*s, 0.19*s)
		}
	}
	p.strokeKeep(0.06*s, 2, colInk, 0.9, false)
	p.fill(colGold, 1)
	if r.sizePx < 18 {
		return
	}
	for _, o := range obj {
		if r.near(o.Hex) {
			cx, cy := r.b.layout.Center(o.Hex)
			p.label(strconv.Itoa(o.Points), r.face(assets.FontBold, 0.19*s), cx-0.7*s, cy+0.24*s, colInk, colGold, 0.9)
		}
	}
}

// star adds a five-pointed star of outer radius rad, point up.
func star(p *painter, x, y, rad float64) {
	for i := range 10 {
		a := -math.Pi/2 + float64(i)*math.Pi/5
		k := rad
		if i%2 == 1 {
			k = rad * 0.45
		}
		if i == 0 {
			p.moveTo(x+k*math.Cos(a), y+k*math.Sin(a))
		} else {
			p.lineTo(x+k*math.Cos(a), y+k*math.Sin(a))
		}
	}
	p.closePath()
}

// factories draws each city's factories as small buildings along the top
// of its hex: a sawtooth roof for army, a hangar arch for air and a dock
// crane for naval, in the type's colour, outlined in the owner's colour,
// with the factory's PP on it.
func (r *tileRenderer) factories() {
	if r.sizePx < 12 {
		return
	}
	s := r.b.layout.Size
	p := &r.p
	fs := r.b.state.Factories
	for i := 0; i < len(fs); {
		j := i
		for j < len(fs) && fs[j].Hex == fs[i].Hex {
			j++
		}
		if r.near(fs[i].Hex) {
			cx, cy := r.b.layout.Center(fs[i].Hex)
			w, gap := 0.25*s, 0.04*s
			n := float64(j - i)
			x := cx - (n*w+(n-1)*gap)/2 + w/2
			for _, f := range fs[i:j] {
				r.factory(f, x, cy-0.7*s, w, 0.16*s)
				x += w + gap
			}
		}
		i = j
	}
	_ = p
}

// factory draws one factory badge centred on (x, y).
func (r *tileRenderer) factory(f sim.Factory, x, y, w, h float64) {
	p := &r.p
	s := r.b.layout.Size
	l, t, rt, b := x-w/2, y-h/2, x+w/2, y+h/2
	col := colFactoryArmy
	switch f.Kind {
	case sim.FactoryAir:
		col = colFactoryAir
		p.moveTo(l, b)
		p.lineTo(l, t)
		p.quadTo(x, t-0.7*h, rt, t)
		p.lineTo(rt, b)
		p.closePath()
	case sim.FactoryNaval:
		col = colFactoryNaval
		p.rect(l, t, w, h)
		p.moveTo(l+0.1*w, t)
		p.lineTo(l+0.1*w, t-0.55*h)
		p.lineTo(rt-0.1*w, t-0.55*h)
		p.lineTo(rt-0.1*w, t-0.35*h)
		p.lineTo(l+0.25*w, t-0.35*h)
		p.lineTo(l+0.25*w, t)
		p.closePath()
	default:
		p.moveTo(l, b)
		p.lineTo(l, t)
		teeth := 3
		tw := w / float64(teeth)
		for k := range teeth {
			x0 := l + float64(k)*tw
			p.lineTo(x0+tw, t-0.45*h)
			p.lineTo(x0+tw, t)
		}
		p.lineTo(rt, b)
		p.closePath()
	}
	p.strokeKeep(0.05*s, 1.5, r.b.pal.SideTint(f.Side), 1, false)
	p.fill(col, 1)
	if r.sizePx >= 18 {
		p.label(strconv.Itoa(f.PP), r.face(assets.FontBold, 0.17*s), x, y+0.01*s, colPaper, colInk, 0)
	}
}

// airfields draws runways: one for a minor airfield, two crossing ones for
// a major airfield, edged in the owner's colour.
func (r *tileRenderer) airfields() {
	if r.sizePx < 8 {
		return
	}
	s := r.b.layout.Size
	p := &r.p
	for pass := range 3 {
		for _, a := range r.b.state.Airfields {
			if !r.near(a.Hex) {
				continue
			}
			cx, cy := r.b.layout.Center(a.Hex)
			angles := [2]float64{-math.Pi / 6, math.Pi / 6}
			n := 1
			if a.Major {
				n = 2
			}
			for _, ang := range angles[:n] {
				ux, uy := math.Cos(ang), math.Sin(ang)
				vx, vy := -uy, ux
				l, w := 0.72*s, 0.09*s
				if pass == 2 { // centre-line dashes
					for k := -3; k <= 3; k++ {
						t := float64(k) * 0.2 * s
						p.segment(cx+ux*(t-0.06*s), cy+uy*(t-0.06*s), cx+ux*(t+0.06*s), cy+uy*(t+0.06*s))
					}
					continue
				}
				p.moveTo(cx-ux*l+vx*w, cy-uy*l+vy*w)
				p.lineTo(cx+ux*l+vx*w, cy+uy*l+vy*w)
				p.lineTo(cx+ux*l-vx*w, cy+uy*l-vy*w)
				p.lineTo(cx-ux*l-vx*w, cy-uy*l-vy*w)
				p.closePath()
			}
			if pass == 0 {
				p.strokeWith(0.06*s, 2, r.b.pal.SideTint(a.Side), 1, false)
			}
		}
		switch pass {
		case 1:
			p.fill(colRunway, 1)
		case 2:
			p.strokeWith(0.02*s, 0.8, colRunwayLine, 0.9, false)
		}
	}
}

// mulberries draws each Mulberry harbour as a pier reaching for the sea and
// a curved breakwater of caissons, edged in the owner's colour.
func (r *tileRenderer) mulberries() {
	if r.sizePx < 8 {
		return
	}
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	for _, mb := range r.b.state.Mulberries {
		if !r.near(mb.Hex) {
			continue
		}
		d, ok := portDirection(m, mb.Hex)
		if !ok {
			continue
		}
		cx, cy := r.b.layout.Center(mb.Hex)
		mx, my := r.b.layout.EdgeMid(mb.Hex, d)
		ux, uy := (mx-cx)/(hexHalfHeight*s), (my-cy)/(hexHalfHeight*s)
		vx, vy := -uy, ux
		p.segment(cx+0.1*ux*s, cy+0.1*uy*s, cx+0.62*ux*s, cy+0.62*uy*s)
		p.strokeKeep(0.14*s, 3, r.b.pal.SideTint(mb.Side), 1, false)
		p.strokeWith(0.08*s, 2, colRunway, 1, false)
		for k := -2; k <= 2; k++ {
			t := float64(k) * 0.17
			bx := cx + (0.7-0.5*t*t)*ux*s + t*vx*s
			by := cy + (0.7-0.5*t*t)*uy*s + t*vy*s
			c := 0.06 * s
			p.moveTo(bx-ux*c-vx*c, by-uy*c-vy*c)
			p.lineTo(bx+ux*c-vx*c, by+uy*c-vy*c)
			p.lineTo(bx+ux*c+vx*c, by+uy*c+vy*c)
			p.lineTo(bx-ux*c+vx*c, by-uy*c+vy*c)
			p.closePath()
		}
		p.strokeKeep(0.04*s, 1.5, r.b.pal.SideTint(mb.Side), 1, false)
		p.fill(colRunway, 1)
	}
}

// hexHalfHeight is the distance from a hex's centre to an edge midpoint, in hex sizes.
const hexHalfHeight = 0.8660254037844386

// destruction marks destroyed bridges and canals with a red cross
// (seed 004 Destruction Markers).
func (r *tileRenderer) destruction() {
	st := r.b.state
	s := r.b.layout.Size
	p := &r.p
	n := 0
	cross := func(x, y, k float64) {
		p.segment(x-k, y-k, x+k, y+k)
		p.segment(x-k, y+k, x+k, y-k)
		n++
	}
	for _, b := range st.BrokenBridges {
		if r.near(b.Hex) {
			ax, ay := r.b.layout.Center(b.Hex)
			bx, by := r.b.layout.Center(b.Hex.Neighbor(b.Dir))
			cross((ax+bx)/2, (ay+by)/2, 0.17*s)
		}
	}
	for _, c := range st.BrokenCanals {
		if r.near(c) {
			cx, cy := r.b.layout.Center(c)
			cross(cx+0.3*s, cy-0.3*s, 0.17*s)
		}
	}
	if n == 0 {
		return
	}
	p.strokeKeep(0.13*s, 3, colPaper, 0.95, true)
	p.strokeWith(0.07*s, 2, colBroken, 1, true)
}
