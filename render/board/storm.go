package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/camera"
	"hexstorm/render/hexgeom"
)

// stormSprites are the storm's images at one zoom: its area's outline with
// the eye, and a spiral that is turned every frame.
type stormSprites struct {
	zoom    float64
	outline *ebiten.Image
	swirl   *ebiten.Image
	op      ebiten.DrawImageOptions
}

// stormReach is the sprites' half size in hex sizes: the 7-hex area spans
// 2.5 sizes across and 2.6 down from the centre.
const stormReach = 2.75

// ensureStorm draws the storm sprites for the zoom.
func (b *Board) ensureStorm(zoom float64) {
	ss := &b.storm
	if ss.outline != nil && ss.zoom == zoom {
		return
	}
	if ss.outline != nil {
		ss.outline.Deallocate()
		ss.swirl.Deallocate()
	}
	ss.zoom = zoom
	s := b.layout.Size
	n := int(math.Ceil(2 * stormReach * s * zoom))
	c := stormReach * s // the centre in world units from the sprite's corner
	p := &b.fx

	// The area's outline: each edge of the seven hexes that faces outside.
	p.beginCPU(n, n, zoom, 0, 0, s)
	centre := hexmap.Hex{}
	l := b.layout
	cx0, cy0 := l.Center(centre)
	for _, h := range stormArea(centre) {
		hx, hy := l.Center(h)
		for _, d := range hexmap.Directions {
			if hexmap.Distance(h.Neighbor(d), centre) > 1 {
				i, j := hexgeom.EdgeCorners(d)
				ax, ay := l.CornerOffset(i, 1)
				bx, by := l.CornerOffset(j, 1)
				p.segment(hx-cx0+c+ax, hy-cy0+c+ay, hx-cx0+c+bx, hy-cy0+c+by)
			}
		}
	}
	p.strokeKeep(0.14*s, 3, colStorm, 0.35, true)
	p.strokeWith(0.06*s, 1.5, colStormLine, 0.85, true)
	// The eye.
	p.circle(c, c, 0.17*s)
	p.strokeKeep(0.06*s, 1.5, colStormLine, 0.9, false)
	p.fill(colStorm, 0.8)
	ss.outline = ebiten.NewImage(n, n)
	p.endCPU(ss.outline)

	// The spiral: four arms winding in toward the eye.
	p.beginCPU(n, n, zoom, 0, 0, s)
	rad := 2.35 * s
	const arms, steps = 4, 18
	for a := range arms {
		for k := 0; k <= steps; k++ {
			f := float64(k) / steps
			r := rad * (0.2 + 0.8*f)
			ang := float64(a)*2*math.Pi/arms + 2.4*f
			x, y := c+r*math.Cos(ang), c+r*math.Sin(ang)
			if k == 0 {
				p.moveTo(x, y)
			} else {
				p.lineTo(x, y)
			}
		}
	}
	p.strokeKeep(0.26*s, 3, colStormLine, 0.12, true)
	p.strokeWith(0.08*s, 1.5, colStormLine, 0.45, true)
	ss.swirl = ebiten.NewImage(n, n)
	p.endCPU(ss.swirl)
}

// DrawStorm draws the Storm's 7-hex area (seed 004 Storms) as a dark,
// outlined patch under slowly turning spiral arms. t is a cosmetic clock in
// seconds; the animation never touches the game's dice.
func (b *Board) DrawStorm(dst *ebiten.Image, cam *camera.Camera, t float64) {
	st := b.state
	if !st.Storm.On {
		return
	}
	for _, h := range stormArea(st.Storm.Hex) {
		if st.Map.Contains(h) {
			b.FillHex(dst, cam, h, colStorm, 0.36)
		}
	}
	b.ensureStorm(cam.Zoom)
	ss := &b.storm
	x, y := b.HexCenter(cam, st.Storm.Hex)
	half := float64(ss.outline.Bounds().Dx()) / 2
	// Two layers of the spiral turning at different speeds, counter-clockwise
	// as northern storms do.
	for i, spin := range [2]float64{0.55, 0.32} {
		ss.op.GeoM.Reset()
		ss.op.GeoM.Translate(-half, -half)
		k := 1 - 0.22*float64(i)
		ss.op.GeoM.Scale(k, k)
		ss.op.GeoM.Rotate(-t*spin + float64(i)*0.8)
		ss.op.GeoM.Translate(x, y)
		ss.op.ColorScale.Reset()
		ss.op.ColorScale.ScaleAlpha(float32(0.85 - 0.3*float64(i)))
		ss.op.Filter = ebiten.FilterLinear
		dst.DrawImage(ss.swirl, &ss.op)
	}
	ss.op.GeoM.Reset()
	ss.op.GeoM.Translate(math.Round(x-half), math.Round(y-half))
	ss.op.ColorScale.Reset()
	ss.op.ColorScale.ScaleAlpha(float32(0.75 + 0.25*math.Sin(t*2)))
	ss.op.Filter = ebiten.FilterNearest
	dst.DrawImage(ss.outline, &ss.op)
}

// stormArea returns the storm's 7 hexes without allocating: its centre and
// the six around it.
func stormArea(c hexmap.Hex) [7]hexmap.Hex {
	var out [7]hexmap.Hex
	out[0] = c
	for i, n := range c.Neighbors() {
		out[i+1] = n
	}
	return out
}
