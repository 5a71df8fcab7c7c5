package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/camera"
	"hexstorm/render/hexgeom"
)

// Dot is a unit's place on a minimap.
type Dot struct {
	Hex  hexmap.Hex
	Side int
}

// minimap is the board's overview image, redrawn when the state changes.
type minimap struct {
	img   *ebiten.Image
	dirty bool
	dots  []Dot
	p     painter
	op    ebiten.DrawImageOptions
}

// MinimapSize returns the size of a minimap of a width x height map that
// fits in maxW x maxH pixels, keeping the map's proportions.
func MinimapSize(width, height, maxW, maxH int) (int, int) {
	ww, wh := hexgeom.Layout{Size: HexSize}.MapSize(width, height)
	k := math.Min(float64(maxW)/ww, float64(maxH)/wh)
	return max(1, int(ww*k)), max(1, int(wh*k))
}

// PaintMinimap draws an overview of map m into dst, scaled to fill it:
// terrain, control, cities and one dot per unit (or unit placement).
func PaintMinimap(dst *ebiten.Image, m *hexmap.Map, control []int8, dots []Dot, pal Palette) {
	var p painter
	paintMinimap(&p, dst, m, control, dots, pal)
}

func paintMinimap(p *painter, dst *ebiten.Image, m *hexmap.Map, control []int8, dots []Dot, pal Palette) {
	l := hexgeom.Layout{Size: HexSize}
	ww, _ := l.MapSize(m.Width(), m.Height())
	zoom := float64(dst.Bounds().Dx()) / ww
	p.beginCPU(dst.Bounds().Dx(), dst.Bounds().Dy(), zoom, 0, 0, HexSize)
	p.rect(-1, -1, ww+2, ww+2)
	p.fill(colSea, 1)
	for col := range colorCount {
		n := 0
		for i := range m.Len() {
			h := m.HexAt(i)
			if minimapColor(m, h) != col {
				continue
			}
			cx, cy := l.Center(h)
			p.hex(cx, cy, 1.08)
			n++
		}
		if n > 0 {
			p.fill(baseColors[col], 1)
		}
	}
	if len(control) == m.Len() {
		for side := range int8(sideCount) {
			n := 0
			for i, c := range control {
				if c == side && m.Terrain(m.HexAt(i)).IsLand() {
					cx, cy := l.Center(m.HexAt(i))
					p.hex(cx, cy, 1.02)
					n++
				}
			}
			if n > 0 {
				p.fill(pal.SideTint(int(side)), 0.16)
			}
		}
	}
	minimapLines(p, l, m)
	for i := range m.Len() {
		h := m.HexAt(i)
		if m.Terrain(h).IsSettlement() {
			cx, cy := l.Center(h)
			k := 0.35
			if m.Terrain(h) == hexmap.City {
				k = 0.55
			}
			p.rect(cx-k*HexSize, cy-k*HexSize, 2*k*HexSize, 2*k*HexSize)
		}
	}
	p.fill(colBuilding, 1)
	for slot := range sideCount {
		n := 0
		for _, d := range dots {
			if pal.slot(d.Side) == slot {
				cx, cy := l.Center(d.Hex)
				p.circle(cx, cy, 0.5*HexSize)
				n++
			}
		}
		if n > 0 {
			p.strokeKeep(0.25*HexSize, 1, colPaper, 0.9, false)
			p.fill(pal.sides()[slot].block, 1)
		}
	}
	p.endCPU(dst)
}

// minimapLines draws the roads (centre to centre) and rivers (along
// hexsides) of m, thin enough to leave the terrain readable: a scenario's
// preview shows where the roads run and the rivers stop an advance.
func minimapLines(p *painter, l hexgeom.Layout, m *hexmap.Map) {
	for i := range m.Len() {
		h := m.HexAt(i)
		cx, cy := l.Center(h)
		for _, d := range hexmap.Directions[:3] { // each hexside once
			if n := h.Neighbor(d); m.Contains(n) && m.Road(h, d) {
				nx, ny := l.Center(n)
				p.segment(cx, cy, nx, ny)
			}
		}
	}
	p.strokeWith(0.22*HexSize, 1, colRoadEdge, 0.85, true)
	for i := range m.Len() {
		h := m.HexAt(i)
		for _, d := range hexmap.Directions[:3] {
			if m.River(h, d) {
				p.segment(l.Edge(h, d))
			}
		}
	}
	p.strokeWith(0.3*HexSize, 1.5, colRiver, 1, true)
}

// minimapColor is the fill colour index of h on the minimap.
func minimapColor(m *hexmap.Map, h hexmap.Hex) int {
	switch m.Terrain(h) {
	case hexmap.Sea:
		return colorSea
	case hexmap.Forest:
		return colorForest
	case hexmap.Marsh:
		return colorMarsh
	case hexmap.Mountain:
		return colorMountain
	case hexmap.City:
		return colorCity
	}
	return colorClear
}

// DrawMinimap draws the board's minimap in rect with the camera's view
// (vw x vh screen pixels) outlined on it and the storm marked.
func (b *Board) DrawMinimap(dst *ebiten.Image, cam *camera.Camera, rect image.Rectangle, vw, vh float64, t float64) {
	mm := &b.mini
	if mm.img == nil || mm.img.Bounds().Size() != rect.Size() {
		if mm.img != nil {
			mm.img.Deallocate()
		}
		mm.img = ebiten.NewImage(rect.Dx(), rect.Dy())
		mm.dirty = true
	}
	if mm.dirty {
		mm.dots = mm.dots[:0]
		for i := range b.state.Units {
			u := &b.state.Units[i]
			mm.dots = append(mm.dots, Dot{Hex: u.Hex, Side: u.Side})
		}
		paintMinimap(&mm.p, mm.img, b.state.Map, b.state.Control, mm.dots, b.pal)
		mm.dirty = false
	}
	mm.op.GeoM.Reset()
	mm.op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
	dst.DrawImage(mm.img, &mm.op)

	k := float64(rect.Dx()) / b.worldW
	x0, y0 := float64(rect.Min.X), float64(rect.Min.Y)
	if b.state.Storm.On {
		sx, sy := b.layout.Center(b.state.Storm.Hex)
		// A round, pulsing grey cloud over the storm's seven hexes: never a
		// rectangle, which the view frame is.
		r := math.Max(3, 2.2*HexSize*k)
		a := float32(0.45 + 0.2*math.Sin(t*3))
		b.disc(dst, x0+sx*k, y0+sy*k, r, colStormLine, a)
		b.disc(dst, x0+sx*k, y0+sy*k, r*0.45, colInk, a)
	}
	// The camera's view, clipped to the minimap.
	wx0, wy0 := cam.ScreenToWorld(0, 0)
	wx1, wy1 := cam.ScreenToWorld(vw, vh)
	ax, ay := math.Max(x0, x0+wx0*k), math.Max(y0, y0+wy0*k)
	bx, by := math.Min(float64(rect.Max.X), x0+wx1*k), math.Min(float64(rect.Max.Y), y0+wy1*k)
	if bx > ax && by > ay {
		b.frame(dst, ax, ay, bx-ax, by-ay, 1.5, colPaper, 0.95)
	}
	b.frame(dst, x0-1, y0-1, float64(rect.Dx())+2, float64(rect.Dy())+2, 2, colInk, 1)
}

// frame draws the outline of a rectangle with lines w pixels wide, from a
// stretched one-pixel image: four quads, no path fill.
func (b *Board) frame(dst *ebiten.Image, x, y, w, h, lw float64, c color.RGBA, a float32) {
	b.bar(dst, x, y, w, lw, c, a)
	b.bar(dst, x, y+h-lw, w, lw, c, a)
	b.bar(dst, x, y+lw, lw, h-2*lw, c, a)
	b.bar(dst, x+w-lw, y+lw, lw, h-2*lw, c, a)
}

// bar fills an axis-aligned rectangle.
func (b *Board) bar(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, a float32) {
	b.ensureWhite()
	b.lineOp.GeoM.Reset()
	b.lineOp.GeoM.Scale(w, h)
	b.lineOp.GeoM.Translate(x, y)
	b.lineOp.ColorScale = scale(c, a)
	dst.DrawImage(b.white, &b.lineOp)
}

// MinimapToWorld returns the world point shown at screen position (sx, sy)
// of a minimap drawn in rect.
func (b *Board) MinimapToWorld(rect image.Rectangle, sx, sy float64) (float64, float64) {
	k := b.worldW / float64(rect.Dx())
	return (sx - float64(rect.Min.X)) * k, (sy - float64(rect.Min.Y)) * k
}
