// Package board draws a game's map with Ebitengine: terrain and its
// features, control, the logistics pieces of seed 004, the Storm and the
// units as wooden blocks. It reads a sim.State and never changes it.
//
// The map layer is drawn into cached tiles at the current zoom and redrawn
// only when the zoom or the pieces change; units, the storm and highlights
// are drawn over it each frame from cached sprites and reused paths, so a
// steady frame allocates nothing.
package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/camera"
	"hexstorm/render/hexgeom"
	"hexstorm/sim"
)

// HexSize is the size of a hex in world units (centre to corner): at zoom 1
// a hex is 2*HexSize pixels wide.
const HexSize = 40

// Board draws one game. Call Changed after the state changes in place (a
// command was applied) so that cached layers are redrawn.
type Board struct {
	state          *sim.State
	layout         hexgeom.Layout
	worldW, worldH float64

	tiles  tileCache
	drawn  drawnPieces
	render tileRenderer
	tileOp ebiten.DrawImageOptions

	// Per-frame drawing: hex stamps for highlights and the unit sprites,
	// both rebuilt when the zoom changes.
	stampZoom float64
	hexFill   *ebiten.Image
	hexRing   *ebiten.Image
	discImg   *ebiten.Image
	stampOp   ebiten.DrawImageOptions
	sprites   spriteCache
	stacks    []stack
	order     []int32
	scratch   []int32 // DrawUnits: a stack without its sliding blocks
	fx        painter

	mini  minimap
	storm stormSprites
	// labels is where each place's name goes at the tiles' zoom (labels.go).
	labels labelPlan
	white  *ebiten.Image
	lineOp ebiten.DrawImageOptions
	// pal is the palette the sides are drawn in (SetPalette).
	pal Palette
}

// New returns a board for the state s, drawn in palette pal.
func New(s *sim.State, pal Palette) *Board {
	b := &Board{layout: hexgeom.Layout{Size: HexSize}, pal: pal}
	b.sprites.pal = pal
	b.render.b = b
	b.SetState(s)
	return b
}

// SetState switches the board to another state (a new game, a replay
// position) and redraws everything.
func (b *Board) SetState(s *sim.State) {
	b.state = s
	b.worldW, b.worldH = b.layout.MapSize(s.Map.Width(), s.Map.Height())
	b.drawn.valid = false
	b.Changed()
}

// Changed tells the board that the state changed in place. Only the map
// tiles around changed control or pieces are redrawn.
func (b *Board) Changed() {
	b.invalidate()
	b.buildStacks()
	b.mini.dirty = true
}

// UnitsChanged tells the board that only units moved, appeared or left (and
// nothing of the map layer: control, pieces, destruction), so the cached
// map tiles stay; a replay playing fast calls it every frame.
func (b *Board) UnitsChanged() {
	b.buildStacks()
	b.mini.dirty = true
}

// State returns the state the board draws.
func (b *Board) State() *sim.State { return b.state }

// Layout returns the hex layout in world units.
func (b *Board) Layout() hexgeom.Layout { return b.layout }

// WorldSize returns the map's size in world units.
func (b *Board) WorldSize() (w, h float64) { return b.worldW, b.worldH }

// HexAt returns the map hex under the screen position (sx, sy), and false
// when the position is off the map.
func (b *Board) HexAt(cam *camera.Camera, sx, sy float64) (hexmap.Hex, bool) {
	wx, wy := cam.ScreenToWorld(sx, sy)
	h := b.layout.HexAt(wx, wy)
	return h, b.state.Map.Contains(h)
}

// HexCenter returns the screen position of the centre of h.
func (b *Board) HexCenter(cam *camera.Camera, h hexmap.Hex) (float64, float64) {
	return cam.WorldToScreen(b.layout.Center(h))
}

// DrawMap draws the map layer: terrain, features, control and pieces.
func (b *Board) DrawMap(dst *ebiten.Image, cam *camera.Camera) {
	b.drawTiles(dst, cam)
}

// ensureStamps redraws the hex stamps for the camera's zoom.
func (b *Board) ensureStamps(zoom float64) {
	if b.hexFill != nil && b.stampZoom == zoom {
		return
	}
	b.stampZoom = zoom
	s := b.layout.Size * zoom
	w, h := int(2*s)+4, int(hexgeom.Sqrt3*s)+4
	if b.hexFill != nil {
		b.hexFill.Deallocate()
		b.hexRing.Deallocate()
	}
	b.hexFill = ebiten.NewImage(w, h)
	b.hexRing = ebiten.NewImage(w, h)
	if b.discImg == nil {
		// A disc drawn large once and scaled down for path markers and joints.
		const n = 64
		b.discImg = ebiten.NewImage(n, n)
		b.fx.beginCPU(n, n, 1, 0, 0, 1)
		b.fx.circle(n/2, n/2, n/2-1)
		b.fx.fill(color.RGBA{255, 255, 255, 255}, 1)
		b.fx.endCPU(b.discImg)
	}
	p := &b.fx
	cx, cy := float64(w)/2/zoom, float64(h)/2/zoom
	p.beginCPU(w, h, zoom, 0, 0, b.layout.Size)
	p.hex(cx, cy, 1)
	p.fill(color.RGBA{255, 255, 255, 255}, 1)
	p.endCPU(b.hexFill)
	p.beginCPU(w, h, zoom, 0, 0, b.layout.Size)
	p.hex(cx, cy, 0.93)
	p.strokeWith(0.08*b.layout.Size, 2, color.RGBA{255, 255, 255, 255}, 1, false)
	p.endCPU(b.hexRing)
	b.sprites.reset(zoom)
}

// stamp draws a hex stamp centred on h in colour c at opacity a.
func (b *Board) stamp(dst *ebiten.Image, ring bool, cam *camera.Camera, h hexmap.Hex, c color.RGBA, a float32) {
	b.ensureStamps(cam.Zoom)
	img := b.hexFill
	if ring {
		img = b.hexRing
	}
	x, y := b.HexCenter(cam, h)
	w, hh := img.Bounds().Dx(), img.Bounds().Dy()
	b.stampOp.GeoM.Reset()
	b.stampOp.GeoM.Translate(x-float64(w)/2, y-float64(hh)/2)
	b.stampOp.ColorScale = scale(c, a)
	dst.DrawImage(img, &b.stampOp)
}

// FillHex tints hex h with colour c at opacity a (movement ranges).
func (b *Board) FillHex(dst *ebiten.Image, cam *camera.Camera, h hexmap.Hex, c color.RGBA, a float32) {
	b.stamp(dst, false, cam, h, c, a)
}

// OutlineHex draws a ring just inside hex h (hover, selection).
func (b *Board) OutlineHex(dst *ebiten.Image, cam *camera.Camera, h hexmap.Hex, c color.RGBA, a float32) {
	b.stamp(dst, true, cam, h, c, a)
}

// DrawPath draws a movement path through hex centres, with a marker on
// each hex entered, from stretched and tinted stamps: no path is filled per
// frame.
func (b *Board) DrawPath(dst *ebiten.Image, cam *camera.Camera, path []hexmap.Hex, c color.RGBA) {
	if len(path) < 2 {
		return
	}
	b.ensureStamps(cam.Zoom)
	s := b.layout.Size * cam.Zoom
	for pass := range 2 {
		w, col, a := math.Max(4, 0.16*s), colInk, float32(0.55)
		if pass == 1 {
			w, col, a = math.Max(2.5, 0.09*s), c, 1
		}
		for i := 1; i < len(path); i++ {
			x0, y0 := b.HexCenter(cam, path[i-1])
			x1, y1 := b.HexCenter(cam, path[i])
			b.line(dst, x0, y0, x1, y1, w, col, a)
		}
		for _, h := range path {
			x, y := b.HexCenter(cam, h)
			b.disc(dst, x, y, w/2, col, a)
		}
	}
	for _, h := range path[1:] {
		x, y := b.HexCenter(cam, h)
		b.disc(dst, x, y, math.Max(3, 0.12*s), colInk, 0.8)
		b.disc(dst, x, y, math.Max(2, 0.09*s), c, 1)
	}
}

// line draws a straight line w pixels wide from a stretched, rotated
// one-pixel image.
func (b *Board) line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.RGBA, a float32) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	b.ensureWhite()
	b.lineOp.GeoM.Reset()
	b.lineOp.GeoM.Scale(l, w)
	b.lineOp.GeoM.Translate(0, -w/2)
	b.lineOp.GeoM.Rotate(math.Atan2(y1-y0, x1-x0))
	b.lineOp.GeoM.Translate(x0, y0)
	b.lineOp.ColorScale = scale(c, a)
	b.lineOp.Filter = ebiten.FilterLinear
	dst.DrawImage(b.white, &b.lineOp)
	b.lineOp.Filter = ebiten.FilterNearest
}

// disc draws a filled circle of radius r from the disc stamp.
func (b *Board) disc(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float32) {
	d := float64(b.discImg.Bounds().Dx())
	k := 2 * r / (d - 2)
	b.stampOp.GeoM.Reset()
	b.stampOp.GeoM.Translate(-d/2, -d/2)
	b.stampOp.GeoM.Scale(k, k)
	b.stampOp.GeoM.Translate(x, y)
	b.stampOp.ColorScale = scale(c, a)
	b.stampOp.Filter = ebiten.FilterLinear
	dst.DrawImage(b.discImg, &b.stampOp)
	b.stampOp.Filter = ebiten.FilterNearest
}

// ensureWhite makes the one-pixel white image lines and bars stretch.
func (b *Board) ensureWhite() {
	if b.white == nil {
		b.white = ebiten.NewImage(1, 1)
		b.white.Fill(color.White)
	}
}
