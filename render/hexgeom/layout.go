// Package hexgeom places flat-topped hexes on the screen's world plane: hex
// centres, corners and edges in pixels, and the hex under a pixel. The
// integer hexmap package has no pixel geometry on purpose; floats live here,
// on the drawing side, and never reach the rules.
//
// The maths follows Red Blob Games' "Hexagonal Grids" (flat-topped axial
// layout). World pixels put the centre of offset hex (0,0) at (Size,
// Height/2), so the whole map lies in the positive quadrant from (0,0).
package hexgeom

import (
	"math"

	"hexstorm/hexmap"
)

// Sqrt3 is the square root of three, the ratio of a flat-topped hex's height to its size.
const Sqrt3 = 1.7320508075688772

// Layout maps hexes of one size to world pixels.
type Layout struct {
	// Size is the distance from a hex's centre to any of its corners.
	Size float64
}

// Width returns the corner-to-corner width of one hex.
func (l Layout) Width() float64 { return 2 * l.Size }

// Height returns the edge-to-edge height of one hex.
func (l Layout) Height() float64 { return Sqrt3 * l.Size }

// Center returns the world position of the centre of h.
func (l Layout) Center(h hexmap.Hex) (x, y float64) {
	q, r := float64(h.Q), float64(h.R)
	x = l.Size * (1 + 1.5*q)
	y = l.Size * Sqrt3 * (r + q/2 + 0.5)
	return x, y
}

// HexAt returns the hex containing the world point (x, y), whether or not
// that hex is on a map.
func (l Layout) HexAt(x, y float64) hexmap.Hex {
	x = x/l.Size - 1
	y = y/l.Size - Sqrt3/2
	q := 2.0 / 3 * x
	r := -1.0/3*x + Sqrt3/3*y
	return cubeRound(q, r, -q-r)
}

// cubeRound rounds fractional cube coordinates to the nearest hex, fixing
// the coordinate that rounded furthest so that q+r+s stays 0.
func cubeRound(q, r, s float64) hexmap.Hex {
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return hexmap.Hex{Q: int(rq), R: int(rr)}
}

// cornerUnit holds the unit vectors to the six corners, starting east and
// going clockwise on screen (y grows downwards).
var cornerUnit = [6][2]float64{
	{1, 0}, {0.5, Sqrt3 / 2}, {-0.5, Sqrt3 / 2}, {-1, 0}, {-0.5, -Sqrt3 / 2}, {0.5, -Sqrt3 / 2},
}

// CornerOffset returns corner i (0 east, then clockwise) relative to the
// centre of a hex, scaled by k (1 for the hex itself, less for an inset).
func (l Layout) CornerOffset(i int, k float64) (dx, dy float64) {
	c := cornerUnit[((i%6)+6)%6]
	return c[0] * l.Size * k, c[1] * l.Size * k
}

// edgeCorners gives, for each direction, the two corners its edge joins.
var edgeCorners = [7][2]int{{}, {4, 5}, {5, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}}

// EdgeCorners returns the indexes of the two corners bounding the edge of a
// hex in direction d, in clockwise order.
func EdgeCorners(d hexmap.Direction) (int, int) {
	e := edgeCorners[d]
	return e[0], e[1]
}

// Edge returns the world positions of the two ends of the edge of h in direction d.
func (l Layout) Edge(h hexmap.Hex, d hexmap.Direction) (x0, y0, x1, y1 float64) {
	cx, cy := l.Center(h)
	a, b := EdgeCorners(d)
	dx0, dy0 := l.CornerOffset(a, 1)
	dx1, dy1 := l.CornerOffset(b, 1)
	return cx + dx0, cy + dy0, cx + dx1, cy + dy1
}

// EdgeMid returns the world position of the middle of the edge of h in
// direction d, halfway to the neighbour's centre.
func (l Layout) EdgeMid(h hexmap.Hex, d hexmap.Direction) (x, y float64) {
	ax, ay := l.Center(h)
	bx, by := l.Center(h.Neighbor(d))
	return (ax + bx) / 2, (ay + by) / 2
}

// MapSize returns the world size of a width x height map: its corners
// touch x = 0 and y = 0, and odd columns hang half a hex lower.
func (l Layout) MapSize(width, height int) (w, h float64) {
	if width <= 0 || height <= 0 {
		return 0, 0
	}
	w = l.Size * (1.5*float64(width-1) + 2)
	h = l.Height() * float64(height)
	if width > 1 {
		h += l.Height() / 2
	}
	return w, h
}

// OffsetRange returns the columns and rows, inclusive, of every hex that may
// overlap the world rectangle [x0,x1] x [y0,y1], clipped to a width x height
// map. It is conservative: callers still test each hex, but never miss one.
// The range is empty (c0 > c1 or r0 > r1) when the rectangle misses the map.
func (l Layout) OffsetRange(x0, y0, x1, y1 float64, width, height int) (c0, r0, c1, r1 int) {
	colW, rowH := 1.5*l.Size, l.Height()
	// Column c spans x in [c*colW, c*colW+2*Size]; row r of a column spans
	// y in [r*rowH, (r+1)*rowH], plus half a row in odd columns.
	c0 = int(math.Ceil((x0 - 2*l.Size) / colW))
	c1 = int(math.Floor(x1 / colW))
	r0 = int(math.Floor(y0/rowH - 1.5))
	r1 = int(math.Floor(y1 / rowH))
	c0, r0 = max(c0, 0), max(r0, 0)
	c1, r1 = min(c1, width-1), min(r1, height-1)
	return c0, r0, c1, r1
}
