package board

import (
	"image/color"
	"math"

	"hexstorm/hexmap"
)

// jitter returns a cosmetic pseudo-random number for hex h and a salt. It
// places trees and waves so that each hex looks a little different but the
// same every time; it never touches the game's dice.
func jitter(h hexmap.Hex, salt uint32) uint32 {
	x := uint32(h.Q)*0x9E3779B1 ^ uint32(h.R)*0x85EBCA77 ^ salt*0xC2B2AE3D
	x ^= x >> 15
	x *= 0x2C1B3C6D
	x ^= x >> 12
	x *= 0x297A2D39
	x ^= x >> 15
	return x
}

// jitterf returns jitter scaled to [-1, 1].
func jitterf(h hexmap.Hex, salt uint32) float64 {
	return float64(jitter(h, salt)&0xFFFF)/32767.5 - 1
}

// baseColor is the flat colour a hex is filled with: sea next to land is
// lighter shallows, and towns sit on clear ground.
func (r *tileRenderer) baseColor(h hexmap.Hex, c hexmap.Cell) (col int) {
	switch c.Terrain {
	case hexmap.Sea:
		if r.b.state.Map.Coastal(h) || r.touchesLand(h) {
			return colorShallows
		}
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

// The fill colours by index, so that the fill pass can batch every hex of
// one colour into one path.
const (
	colorClear = iota
	colorForest
	colorMarsh
	colorMountain
	colorCity
	colorSea
	colorShallows
	colorCount
)

var baseColors = [colorCount]color.RGBA{colClear, colForest, colMarsh, colMountain, colCityGround, colSea, colShallows}

// touchesLand reports whether a sea hex has a land neighbour on the map.
func (r *tileRenderer) touchesLand(h hexmap.Hex) bool {
	m := r.b.state.Map
	for _, n := range h.Neighbors() {
		if m.Contains(n) && m.Terrain(n).IsLand() {
			return true
		}
	}
	return false
}

// fillBase paints every hex in its flat colour, one path per colour. Hexes
// are drawn a hair larger than their outline so antialiased neighbours
// leave no seam between them.
func (r *tileRenderer) fillBase() {
	p := &r.p
	m := r.b.state.Map
	for col := range colorCount {
		n := 0
		for _, h := range r.hexes {
			if r.baseColor(h, m.Cell(h)) != col {
				continue
			}
			cx, cy := r.b.layout.Center(h)
			p.hex(cx, cy, 1.02)
			n++
		}
		if n > 0 {
			p.fill(baseColors[col], 1)
		}
	}
}

// textures adds each terrain's marks: grass ticks, trees, marsh tufts,
// mountain peaks and sea waves. They are skipped when hexes are too small
// on screen for the marks to read.
func (r *tileRenderer) textures() {
	if r.sizePx < 14 {
		return
	}
	p := &r.p
	s := r.b.layout.Size
	m := r.b.state.Map

	// Clear ground: a few faint grass ticks.
	for _, h := range r.hexes {
		if t := m.Terrain(h); t != hexmap.Clear && t != hexmap.Town {
			continue
		}
		for i := range uint32(3) {
			x, y := r.spot(h, i, 0.55)
			p.segment(x-0.05*s, y, x-0.09*s, y-0.1*s)
			p.segment(x+0.03*s, y, x+0.06*s, y-0.11*s)
		}
	}
	p.strokeWith(0.025*s, 0.6, colClearTick, 0.55, true)

	// Forest: round crowns with a lit edge, densest in the middle.
	for pass := range 2 {
		for _, h := range r.hexes {
			if m.Terrain(h) != hexmap.Forest {
				continue
			}
			cx, cy := r.b.layout.Center(h)
			for i, t := range treeSpots {
				k := uint32(i)
				x := cx + (t[0]+0.06*jitterf(h, k))*s
				y := cy + (t[1]+0.06*jitterf(h, k+9))*s
				rad := (0.15 + 0.04*jitterf(h, k+20)) * s
				if pass == 0 {
					p.circle(x, y, rad)
				} else {
					p.circle(x-0.35*rad, y-0.35*rad, rad*0.45)
				}
			}
		}
		if pass == 0 {
			p.fill(colTree, 1)
		} else {
			p.fill(colTreeLight, 0.9)
		}
	}

	// Marsh: pools of water, then reed tufts over them.
	for _, h := range r.hexes {
		if m.Terrain(h) != hexmap.Marsh {
			continue
		}
		for i := range uint32(4) {
			x, y := r.spot(h, i, 0.55)
			p.segment(x-0.2*s, y+0.05*s, x+0.2*s, y+0.05*s)
		}
	}
	p.strokeWith(0.06*s, 1, colMarshPool, 0.8, true)
	for _, h := range r.hexes {
		if m.Terrain(h) != hexmap.Marsh {
			continue
		}
		for i := range uint32(4) {
			x, y := r.spot(h, i, 0.55)
			p.segment(x, y, x-0.1*s, y-0.17*s)
			p.segment(x, y, x, y-0.22*s)
			p.segment(x, y, x+0.1*s, y-0.17*s)
		}
	}
	p.strokeWith(0.035*s, 0.8, colTuft, 1, true)

	// Mountains: two or three peaks, lit from the west, with snow caps.
	for _, h := range r.hexes {
		if m.Terrain(h) != hexmap.Mountain {
			continue
		}
		cx, cy := r.b.layout.Center(h)
		for i, pk := range peakSpots {
			k := uint32(i)
			x := cx + (pk[0]+0.05*jitterf(h, k))*s
			y := cy + pk[1]*s
			w := (pk[2] + 0.05*jitterf(h, k+5)) * s
			r.peak(x, y, w)
		}
	}

	// Sea: small wave marks, fewer in the shallows.
	for _, h := range r.hexes {
		if m.Terrain(h) != hexmap.Sea {
			continue
		}
		n := uint32(3)
		if r.touchesLand(h) {
			n = 2
		}
		for i := range n {
			x, y := r.spot(h, i, 0.5)
			p.moveTo(x-0.2*s, y)
			p.quadTo(x-0.1*s, y-0.08*s, x, y)
			p.quadTo(x+0.1*s, y+0.08*s, x+0.2*s, y)
		}
	}
	p.strokeWith(0.03*s, 0.8, colWave, 0.75, true)
}

// treeSpots are where a forest hex's trees stand, in hex sizes from its centre.
var treeSpots = [...][2]float64{
	{-0.42, -0.42}, {0.08, -0.55}, {0.5, -0.3}, {-0.62, 0.02}, {-0.15, -0.1},
	{0.32, 0.08}, {-0.4, 0.42}, {0.08, 0.38}, {0.56, 0.34}, {-0.1, 0.66},
}

// peakSpots are a mountain hex's peaks: x and y of the base centre and the
// base width, back to front.
var peakSpots = [...][3]float64{{-0.3, 0.05, 0.62}, {0.3, 0.0, 0.55}, {0.0, 0.5, 0.7}}

// peak draws one mountain: a shaded right face, a lit left face and a snow cap.
func (r *tileRenderer) peak(x, y, w float64) {
	p := &r.p
	hgt := w * 0.8
	tx, ty := x+0.05*w, y-hgt
	p.moveTo(x-w/2, y)
	p.lineTo(tx, ty)
	p.lineTo(x+w/2, y)
	p.closePath()
	p.fill(colPeak, 1)
	p.moveTo(x-w/2, y)
	p.lineTo(tx, ty)
	p.lineTo(x-0.05*w, y)
	p.closePath()
	p.fill(colPeakLit, 1)
	k := 0.3
	p.moveTo(tx, ty)
	p.lineTo(tx+(x+w/2-tx)*k, ty+(y-ty)*k)
	p.lineTo(tx+0.02*w, ty+(y-ty)*k*0.75)
	p.lineTo(tx+(x-w/2-tx)*k, ty+(y-ty)*k)
	p.closePath()
	p.fill(colSnow, 1)
}

// spot returns the i-th cosmetic mark position in h: spread around the
// centre within radius k hex sizes, jittered per hex.
func (r *tileRenderer) spot(h hexmap.Hex, i uint32, k float64) (float64, float64) {
	cx, cy := r.b.layout.Center(h)
	s := r.b.layout.Size
	a := float64(i)*2.4 + float64(jitter(h, 77)&0xFF)/40
	rad := k * (0.45 + 0.55*float64((jitter(h, i+31)&0xFF))/255)
	return cx + rad*s*math.Cos(a), cy + rad*s*0.85*math.Sin(a)
}
