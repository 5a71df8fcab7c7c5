package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// rasterFill fills the current path on the CPU canvas. Every subpath is fed
// with the same orientation, so overlapping shapes unite instead of
// cancelling, and the rasteriser works only over the path's bounding box.
func (p *painter) rasterFill(c color.RGBA, a float32) {
	p.poly = p.poly[:0]
	for _, sp := range p.subs {
		if sp.end-sp.start >= 3 {
			p.addPoly(p.pts[2*sp.start : 2*sp.end])
		}
	}
	p.rasterDraw(c, a)
}

// rasterStroke strokes the current path with width w pixels: a rectangle
// per segment, a disc at each joint (and at the ends for round caps), all
// united by the same rasteriser pass.
func (p *painter) rasterStroke(w float32, c color.RGBA, a float32, round bool) {
	hw := w / 2
	p.poly = p.poly[:0]
	for _, sp := range p.subs {
		n := sp.end - sp.start
		if n < 2 {
			continue
		}
		segs := n - 1
		if sp.closed {
			segs = n
		}
		for i := range segs {
			j := (i + 1) % n
			ax, ay := p.pts[2*(sp.start+i)], p.pts[2*(sp.start+i)+1]
			bx, by := p.pts[2*(sp.start+j)], p.pts[2*(sp.start+j)+1]
			dx, dy := bx-ax, by-ay
			l := float32(math.Hypot(float64(dx), float64(dy)))
			if l < 1e-4 {
				continue
			}
			nx, ny := -dy/l*hw, dx/l*hw
			p.addQuad(ax+nx, ay+ny, bx+nx, by+ny, bx-nx, by-ny, ax-nx, ay-ny)
		}
		// Discs fill the notches at the joints; thin lines do not need them.
		if hw < 0.6 && !round {
			continue
		}
		for i := range n {
			end := !sp.closed && (i == 0 || i == n-1)
			if end && !round {
				continue
			}
			p.addDisc(p.pts[2*(sp.start+i)], p.pts[2*(sp.start+i)+1], hw)
		}
	}
	p.rasterDraw(c, a)
}

// addQuad adds a four-point polygon to p.poly.
func (p *painter) addQuad(x0, y0, x1, y1, x2, y2, x3, y3 float32) {
	var q [8]float32
	q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7] = x0, y0, x1, y1, x2, y2, x3, y3
	p.addPoly(q[:])
}

// addDisc adds a circle polygon of radius r to p.poly.
func (p *painter) addDisc(cx, cy, r float32) {
	n := min(32, max(6, int(r*1.5)+4))
	var buf [64]float32
	q := buf[:0]
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		q = append(q, cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
	p.addPoly(q)
}

// addPoly appends a closed polygon to p.poly as a count followed by its
// points, reversed if needed so that every polygon winds the same way.
func (p *painter) addPoly(pts []float32) {
	var area float32
	n := len(pts) / 2
	for i := range n {
		j := (i + 1) % n
		area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
	}
	p.poly = append(p.poly, float32(n))
	if area >= 0 {
		p.poly = append(p.poly, pts...)
		return
	}
	for i := n - 1; i >= 0; i-- {
		p.poly = append(p.poly, pts[2*i], pts[2*i+1])
	}
}

// rasterDraw rasterises the polygons in p.poly over the canvas in colour c
// at opacity a.
func (p *painter) rasterDraw(c color.RGBA, a float32) {
	if len(p.poly) == 0 {
		return
	}
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for i := 0; i < len(p.poly); {
		n := int(p.poly[i])
		for k := range n {
			x, y := p.poly[i+1+2*k], p.poly[i+2+2*k]
			minX, maxX = min(minX, x), max(maxX, x)
			minY, maxY = min(minY, y), max(maxY, y)
		}
		i += 1 + 2*n
	}
	b := image.Rect(int(math.Floor(float64(minX)))-1, int(math.Floor(float64(minY)))-1,
		int(math.Ceil(float64(maxX)))+1, int(math.Ceil(float64(maxY)))+1).Intersect(p.canvas.Bounds())
	if b.Empty() {
		return
	}
	ox, oy := float32(b.Min.X), float32(b.Min.Y)
	p.ras.Reset(b.Dx(), b.Dy())
	for i := 0; i < len(p.poly); {
		n := int(p.poly[i])
		for k := range n {
			x, y := p.poly[i+1+2*k]-ox, p.poly[i+2+2*k]-oy
			if k == 0 {
				p.ras.MoveTo(x, y)
			} else {
				p.ras.LineTo(x, y)
			}
		}
		p.ras.ClosePath()
		i += 1 + 2*n
	}
	p.uniform.C = premul(c, a)
	p.ras.Draw(p.canvas, b, &p.uniform, image.Point{})
}

// premul returns c at opacity a as a premultiplied colour.
func premul(c color.RGBA, a float32) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float32(v)*a + 0.5) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), uint8(255*a + 0.5)}
}

// beginCPU starts drawing a w x h layer on the CPU, reusing the painter's
// canvas when the size allows.
func (p *painter) beginCPU(w, h int, zoom, ox, oy, size float64) {
	if p.own == nil || p.own.Rect.Dx() != w || p.own.Rect.Dy() != h {
		p.own = image.NewRGBA(image.Rect(0, 0, w, h))
	} else {
		clear(p.own.Pix)
	}
	p.resetCPU(p.own, zoom, ox, oy, size)
}

// endCPU uploads the CPU layer into dst (of the same size) and draws the
// labels that waited for it.
func (p *painter) endCPU(dst *ebiten.Image) {
	dst.WritePixels(p.own.Pix)
	p.flushText(dst)
	p.canvas = nil
}
