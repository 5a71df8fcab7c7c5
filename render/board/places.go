package board

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/assets"
	"hexstorm/hexmap"
)

// houseSpots are a town's houses: x, y of the house's base centre, set
// around the middle so that a block standing on the town leaves them seen.
var houseSpots = [...][2]float64{{-0.56, 0.1}, {-0.4, -0.38}, {0.4, 0.46}, {0.56, -0.12}}

// settlements draws city blocks and town houses.
func (r *tileRenderer) settlements() {
	if r.sizePx < 8 {
		return
	}
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	// An urban patch under each city's buildings.
	for _, h := range r.hexes {
		if m.Terrain(h) == hexmap.City {
			cx, cy := r.b.layout.Center(h)
			p.hex(cx, cy, 0.8)
		}
	}
	p.strokeKeep(0.04*s, 1, colBuilding, 0.7, false)
	p.fill(mix(colCityGround, colBuilding, 0.25), 1)
	// Buildings ring the middle, more for bigger cities, so that they show
	// around the blocks that stand there.
	for pass := range 2 {
		for _, h := range r.hexes {
			c := m.Cell(h)
			if c.Terrain != hexmap.City {
				continue
			}
			cx, cy := r.b.layout.Center(h)
			n := min(14, 6+3*max(c.Size-1, 0))
			for i := range n {
				k := uint32(i)
				if pass == 1 && jitter(h, k)%3 != 0 {
					continue
				}
				a := (float64(i)+0.3*jitterf(h, k+40))*2*math.Pi/float64(n) + 0.3
				rad := (0.64 + 0.06*jitterf(h, k+60)) * s
				w, hh := (0.17+0.04*jitterf(h, k+80))*s, (0.13+0.03*jitterf(h, k+90))*s
				x, y := cx+rad*math.Cos(a)*1.02-w/2, cy+rad*math.Sin(a)*0.9-hh/2
				if pass == 1 { // a red roof on some of them
					x, y, w, hh = x+0.025*s, y+0.025*s, w-0.05*s, hh-0.05*s
				}
				p.rect(x, y, w, hh)
			}
		}
		if pass == 0 {
			p.fill(colBuilding, 1)
		} else {
			p.fill(colRoof, 1)
		}
	}
	// Towns: a few gabled houses.
	for pass := range 2 {
		for _, h := range r.hexes {
			if m.Terrain(h) != hexmap.Town {
				continue
			}
			cx, cy := r.b.layout.Center(h)
			for _, hs := range houseSpots {
				x, y := cx+hs[0]*s, cy+hs[1]*s
				w, hh := 0.16*s, 0.11*s
				if pass == 0 {
					p.rect(x-w/2, y-hh, w, hh)
				} else {
					p.moveTo(x-w/2-0.02*s, y-hh)
					p.lineTo(x, y-hh-0.09*s)
					p.lineTo(x+w/2+0.02*s, y-hh)
					p.closePath()
				}
			}
		}
		if pass == 0 {
			p.fill(colBuilding, 1)
		} else {
			p.fill(colRoof, 1)
		}
	}
}

// seaDirection returns the first direction from h that leads to sea on the
// map, where a port's anchor or a Mulberry's breakwater goes.
func seaDirection(m *hexmap.Map, h hexmap.Hex) (hexmap.Direction, bool) {
	for _, d := range hexmap.Directions {
		n := h.Neighbor(d)
		if m.Contains(n) && m.Terrain(n) == hexmap.Sea {
			return d, true
		}
	}
	return 0, false
}

// portDirection picks the seaward side for a port's anchor, preferring the
// slanted sides: the top and bottom of a hex hold its factories and name.
func portDirection(m *hexmap.Map, h hexmap.Hex) (hexmap.Direction, bool) {
	for _, d := range [...]hexmap.Direction{hexmap.SouthWest, hexmap.NorthWest, hexmap.NorthEast, hexmap.SouthEast, hexmap.North, hexmap.South} {
		n := h.Neighbor(d)
		if m.Contains(n) && m.Terrain(n) == hexmap.Sea {
			return d, true
		}
	}
	return 0, false
}

// ports draws an anchor on the seaward side of each port.
func (r *tileRenderer) ports() {
	if r.sizePx < 12 {
		return
	}
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	for _, h := range r.hexes {
		if !m.Cell(h).Port {
			continue
		}
		d, ok := portDirection(m, h)
		if !ok {
			continue
		}
		cx, cy := r.b.layout.Center(h)
		mx, my := r.b.layout.EdgeMid(h, d)
		anchor(p, cx+0.78*(mx-cx), cy+0.78*(my-cy), 0.15*s)
	}
	p.strokeKeep(0.1*s, 3, colPaper, 0.9, true)
	p.strokeWith(0.045*s, 1.5, colFactoryNaval, 1, true)
}

// anchor adds an anchor of height about 2u centred on (x, y).
func anchor(p *painter, x, y, u float64) {
	p.circle(x, y-0.78*u, 0.16*u)
	p.segment(x, y-0.62*u, x, y+0.8*u)
	p.segment(x-0.38*u, y-0.36*u, x+0.38*u, y-0.36*u)
	p.moveTo(x-0.62*u, y+0.22*u)
	p.quadTo(x-0.5*u, y+0.82*u, x, y+0.8*u)
	p.quadTo(x+0.5*u, y+0.82*u, x+0.62*u, y+0.22*u)
}

// labels names every named hex and badges each city and town with its size.
func (r *tileRenderer) labels() {
	if r.sizePx < 15 {
		return
	}
	m := r.b.state.Map
	s := r.b.layout.Size
	p := &r.p
	for _, h := range r.hexes {
		c := m.Cell(h)
		if c.Terrain.IsSettlement() && c.Size > 0 {
			cx, cy := r.b.layout.Center(h)
			rad := 0.17 * s
			if c.Terrain == hexmap.Town {
				rad = 0.14 * s
			}
			p.circle(cx+0.7*s, cy, rad)
		}
	}
	p.fill(colPaper, 1)
	for _, h := range r.hexes {
		c := m.Cell(h)
		if c.Terrain.IsSettlement() && c.Size > 0 {
			cx, cy := r.b.layout.Center(h)
			rad := 0.17 * s
			if c.Terrain == hexmap.Town {
				rad = 0.14 * s
			}
			p.circle(cx+0.7*s, cy, rad)
		}
	}
	p.strokeWith(0.03*s, 1, colInk, 1, false)
	for _, h := range r.hexes {
		c := m.Cell(h)
		if !c.Terrain.IsSettlement() || c.Size <= 0 {
			continue
		}
		cx, cy := r.b.layout.Center(h)
		px := 0.24
		if c.Terrain == hexmap.Town {
			px = 0.2
		}
		p.label(strconv.Itoa(c.Size), r.face(assets.FontBold, px*s), cx+0.7*s, cy, colInk, colPaper, 0)
	}
	for _, h := range r.hexes {
		c := m.Cell(h)
		if c.Name == "" {
			continue
		}
		spot := r.b.labelSpot(h, r.p.zoom) // labels.go: below, above, or none
		face, ok := labelFace(c.Terrain, s, r.p.zoom)
		if !ok || spot == 0 {
			continue
		}
		cx, cy := r.b.layout.Center(h)
		p.label(c.Name, face, cx, cy+float64(spot)*s, colInk, colPaper, 0.85)
	}
}

// face returns a typeface at the image size of a world length, rounded to a
// half pixel so that zooming reuses a handful of cached faces.
func (r *tileRenderer) face(f assets.FontID, world float64) *text.GoTextFace {
	px := math.Max(6, math.Round(world*r.p.zoom*2)/2)
	return assets.Face(f, px)
}
