package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	xvector "golang.org/x/image/vector"

	"hexstorm/render/hexgeom"
)

// painter draws shapes given in world units through the transform
// image = world*zoom + (ox, oy). Paths are flattened to polylines as they
// are built, and the painter owns every buffer it uses, so drawing reuses
// memory instead of allocating.
//
// Everything it draws is rasterised on the CPU into an image.RGBA with
// golang.org/x/image/vector and uploaded once, into cached layers (map
// tiles, unit sprites, hex stamps, the minimap): Ebitengine's GPU path
// filler issues several draw commands per path, which for the thousands of
// small shapes of a map tile costs seconds on software GL (ebiten issue
// #3275). Frames are then drawn from those images alone.
type painter struct {
	zoom   float64
	ox, oy float64
	// size is the hex size in world units, for shapes sized by the hex.
	size float64

	pts  []float32 // x, y pairs in image pixels
	subs []subpath

	// CPU target: canvas is drawn on; own is the painter's reusable canvas.
	canvas  *image.RGBA
	own     *image.RGBA
	ras     xvector.Rasterizer
	poly    []float32
	texts   []textItem
	uniform image.Uniform
	textOp  text.DrawOptions
}

// subpath is a run of points in painter.pts, [start, end) in pairs.
type subpath struct {
	start, end int
	closed     bool
}

// textItem is a label waiting to be drawn once the CPU layer is uploaded.
type textItem struct {
	s         string
	face      *text.GoTextFace
	x, y      float64
	h, v      text.Align
	ink, halo color.RGBA
	haloAlpha float32
}

// resetCPU points the painter at a CPU canvas with a new transform.
func (p *painter) resetCPU(canvas *image.RGBA, zoom, ox, oy, size float64) {
	p.canvas = canvas
	p.zoom, p.ox, p.oy, p.size = zoom, ox, oy, size
	p.clear()
	p.texts = p.texts[:0]
}

// clear starts a new, empty path.
func (p *painter) clear() {
	p.pts = p.pts[:0]
	p.subs = p.subs[:0]
}

// xy transforms a world point to image pixels.
func (p *painter) xy(wx, wy float64) (float32, float32) {
	return float32(wx*p.zoom + p.ox), float32(wy*p.zoom + p.oy)
}

// px returns the image length of a world length.
func (p *painter) px(w float64) float32 { return float32(w * p.zoom) }

// moveTo starts a new subpath at a world point.
func (p *painter) moveTo(wx, wy float64) {
	x, y := p.xy(wx, wy)
	p.movePx(x, y)
}

func (p *painter) movePx(x, y float32) {
	n := len(p.pts) / 2
	if k := len(p.subs); k > 0 && p.subs[k-1].end == n && p.subs[k-1].start == n-1 && !p.subs[k-1].closed {
		// The previous subpath is a lone point: move it instead.
		p.pts[len(p.pts)-2], p.pts[len(p.pts)-1] = x, y
		return
	}
	p.pts = append(p.pts, x, y)
	p.subs = append(p.subs, subpath{start: n, end: n + 1})
}

// lineTo adds a line to a world point.
func (p *painter) lineTo(wx, wy float64) {
	x, y := p.xy(wx, wy)
	p.linePx(x, y)
}

func (p *painter) linePx(x, y float32) {
	if len(p.subs) == 0 || p.subs[len(p.subs)-1].closed {
		p.movePx(x, y)
		return
	}
	p.pts = append(p.pts, x, y)
	p.subs[len(p.subs)-1].end++
}

// closePath closes the current subpath.
func (p *painter) closePath() {
	if k := len(p.subs); k > 0 {
		p.subs[k-1].closed = true
	}
}

// last returns the current point in pixels.
func (p *painter) last() (float32, float32) {
	n := len(p.pts)
	if n == 0 {
		return 0, 0
	}
	return p.pts[n-2], p.pts[n-1]
}

// quadTo adds a quadratic curve, flattened to a few lines by its length.
func (p *painter) quadTo(cx, cy, wx, wy float64) {
	x0, y0 := p.last()
	x1, y1 := p.xy(cx, cy)
	x2, y2 := p.xy(wx, wy)
	l := math.Hypot(float64(x1-x0), float64(y1-y0)) + math.Hypot(float64(x2-x1), float64(y2-y1))
	n := min(24, max(2, int(l/4)+1))
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		u := 1 - t
		p.linePx(u*u*x0+2*u*t*x1+t*t*x2, u*u*y0+2*u*t*y1+t*t*y2)
	}
}

// arcPx adds an arc around (cx, cy) in pixels from angle a0 to a1.
func (p *painter) arcPx(cx, cy, r float32, a0, a1 float64) {
	n := min(64, max(3, int(float64(r)*math.Abs(a1-a0)/3)+3))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		p.linePx(cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
}

// hex adds a hexagon centred on (cx, cy) with corners at k times the hex size.
func (p *painter) hex(cx, cy, k float64) {
	l := hexgeom.Layout{Size: p.size}
	for i := range 6 {
		dx, dy := l.CornerOffset(i, k)
		if i == 0 {
			p.moveTo(cx+dx, cy+dy)
		} else {
			p.lineTo(cx+dx, cy+dy)
		}
	}
	p.closePath()
}

// circle adds a circle of world radius r.
func (p *painter) circle(cx, cy, r float64) {
	x, y := p.xy(cx, cy)
	rp := p.px(r)
	p.movePx(x+rp, y)
	p.arcPx(x, y, rp, 0, 2*math.Pi)
	p.closePath()
}

// rect adds an axis-aligned rectangle.
func (p *painter) rect(x, y, w, h float64) {
	p.moveTo(x, y)
	p.lineTo(x+w, y)
	p.lineTo(x+w, y+h)
	p.lineTo(x, y+h)
	p.closePath()
}

// roundRect adds a rectangle with corners rounded by radius r.
func (p *painter) roundRect(x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	x0, y0 := p.xy(x, y)
	x1, y1 := p.xy(x+w, y+h)
	rr := p.px(r)
	p.movePx(x1-rr, y0)
	p.arcPx(x1-rr, y0+rr, rr, -math.Pi/2, 0)
	p.arcPx(x1-rr, y1-rr, rr, 0, math.Pi/2)
	p.arcPx(x0+rr, y1-rr, rr, math.Pi/2, math.Pi)
	p.arcPx(x0+rr, y0+rr, rr, math.Pi, 1.5*math.Pi)
	p.closePath()
}

// segment adds an open line from (x0, y0) to (x1, y1).
func (p *painter) segment(x0, y0, x1, y1 float64) {
	p.moveTo(x0, y0)
	p.lineTo(x1, y1)
}

// fill fills the shapes added so far with c at opacity a, and starts a new
// path. Overlapping shapes unite: nothing is ever cut out.
func (p *painter) fill(c color.RGBA, a float32) {
	if p.canvas != nil {
		p.rasterFill(c, a)
	}
	p.clear()
}

// strokeWith strokes the shapes added so far, width in world units but at
// least minPx image pixels, and starts a new path.
func (p *painter) strokeWith(width float64, minPx float32, c color.RGBA, a float32, round bool) {
	p.strokeKeep(width, minPx, c, a, round)
	p.clear()
}

// strokeKeep strokes like strokeWith but keeps the path, to stroke it again
// narrower in another colour (casings under roads and rivers) or fill it.
func (p *painter) strokeKeep(width float64, minPx float32, c color.RGBA, a float32, round bool) {
	if p.canvas != nil {
		p.rasterStroke(max(p.px(width), minPx), c, a, round)
	}
}

// label draws s centred on the world point (wx, wy) in face, in ink over a
// halo of the given colour so that it reads on any terrain. On a CPU canvas
// labels wait for flushText, since text is drawn by the GPU.
func (p *painter) label(s string, face *text.GoTextFace, wx, wy float64, ink, halo color.RGBA, haloAlpha float32) {
	x, y := p.xy(wx, wy)
	p.texts = append(p.texts, textItem{s: s, face: face, x: float64(x), y: float64(y), h: text.AlignCenter, v: text.AlignCenter, ink: ink, halo: halo, haloAlpha: haloAlpha})
}

// flushText draws the waiting labels onto dst.
func (p *painter) flushText(dst *ebiten.Image) {
	for _, t := range p.texts {
		drawText(dst, &p.textOp, t)
	}
	p.texts = p.texts[:0]
}

// haloOffsets are the eight directions a text halo is drawn in.
var haloOffsets = [8][2]float64{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// drawText draws a label over an optional halo, reusing op.
func drawText(dst *ebiten.Image, op *text.DrawOptions, t textItem) {
	op.LayoutOptions = text.LayoutOptions{PrimaryAlign: t.h, SecondaryAlign: t.v}
	op.Filter = ebiten.FilterLinear
	if t.haloAlpha > 0 {
		d := math.Max(1, t.face.Size/12)
		op.ColorScale = scale(t.halo, t.haloAlpha)
		for _, o := range haloOffsets {
			op.GeoM.Reset()
			op.GeoM.Translate(t.x+o[0]*d, t.y+o[1]*d)
			text.Draw(dst, t.s, t.face, op)
		}
	}
	op.ColorScale = scale(t.ink, 1)
	op.GeoM.Reset()
	op.GeoM.Translate(t.x, t.y)
	text.Draw(dst, t.s, t.face, op)
}
