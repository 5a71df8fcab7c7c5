package hexgeom

import (
	"math"
	"testing"

	"hexstorm/hexmap"
)

// Every hex centre maps back to its own hex, for a spread of sizes and hexes
// in both column parities (odd-q shoves odd columns down).
func TestCenterMapsBackToHex(t *testing.T) {
	for _, size := range []float64{1, 13.5, 40, 97} {
		l := Layout{Size: size}
		for col := -3; col < 40; col++ {
			for row := -3; row < 30; row++ {
				h := hexmap.Offset{Col: col, Row: row}.Hex()
				x, y := l.Center(h)
				if got := l.HexAt(x, y); got != h {
					t.Fatalf("size %v: centre of %v at (%.2f,%.2f) maps to %v", size, h, x, y, got)
				}
			}
		}
	}
}

// Points just inside each corner and edge midpoint still belong to the hex,
// so picking is exact up to the hex outline, not just near the centre.
func TestPointsInsideHexRoundTrip(t *testing.T) {
	l := Layout{Size: 40}
	for _, o := range []hexmap.Offset{{Col: 0, Row: 0}, {Col: 1, Row: 0}, {Col: 5, Row: 7}, {Col: 6, Row: 7}, {Col: 31, Row: 21}} {
		h := o.Hex()
		cx, cy := l.Center(h)
		for i := range 6 {
			dx, dy := l.CornerOffset(i, 0.97)
			if got := l.HexAt(cx+dx, cy+dy); got != h {
				t.Errorf("corner %d of %v maps to %v", i, o, got)
			}
		}
		for _, d := range hexmap.Directions {
			mx, my := l.EdgeMid(h, d)
			px, py := cx+(mx-cx)*0.97, cy+(my-cy)*0.97
			if got := l.HexAt(px, py); got != h {
				t.Errorf("edge %v of %v maps to %v", d, o, got)
			}
			// Just across the edge lies the neighbour.
			qx, qy := cx+(mx-cx)*1.03, cy+(my-cy)*1.03
			if got := l.HexAt(qx, qy); got != h.Neighbor(d) {
				t.Errorf("across edge %v of %v maps to %v, want %v", d, o, got, h.Neighbor(d))
			}
		}
	}
}

// The layout is flat-topped odd-q: offset (0,0) touches the origin, the odd
// column beside it sits half a hex lower, and the hex to the north of a hex
// is straight above it.
func TestOddQLayout(t *testing.T) {
	l := Layout{Size: 10}
	x0, y0 := l.Center(hexmap.Offset{Col: 0, Row: 0}.Hex())
	if !near(x0, 10) || !near(y0, Sqrt3*5) {
		t.Fatalf("centre of 0,0 = (%v,%v), want (10, %v)", x0, y0, Sqrt3*5)
	}
	x1, y1 := l.Center(hexmap.Offset{Col: 1, Row: 0}.Hex())
	if !near(x1-x0, 15) || !near(y1-y0, Sqrt3*5) {
		t.Fatalf("1,0 is offset (%v,%v) from 0,0, want (15, %v)", x1-x0, y1-y0, Sqrt3*5)
	}
	h := hexmap.Offset{Col: 4, Row: 4}.Hex()
	hx, hy := l.Center(h)
	nx, ny := l.Center(h.Neighbor(hexmap.North))
	if !near(nx, hx) || !near(hy-ny, l.Height()) {
		t.Fatalf("north neighbour at (%v,%v) from (%v,%v)", nx, ny, hx, hy)
	}
}

// An edge's two corners lie on the segment both hexes share: the neighbour's
// opposite edge has the same ends.
func TestEdgesAreShared(t *testing.T) {
	l := Layout{Size: 25}
	h := hexmap.Offset{Col: 3, Row: 2}.Hex()
	for _, d := range hexmap.Directions {
		ax0, ay0, ax1, ay1 := l.Edge(h, d)
		bx0, by0, bx1, by1 := l.Edge(h.Neighbor(d), d.Opposite())
		if !near(ax0, bx1) || !near(ay0, by1) || !near(ax1, bx0) || !near(ay1, by0) {
			t.Errorf("edge %v: (%v,%v)-(%v,%v) vs neighbour (%v,%v)-(%v,%v)", d, ax0, ay0, ax1, ay1, bx0, by0, bx1, by1)
		}
	}
}

// MapSize encloses every hex of the map, touching both axes.
func TestMapSizeEnclosesEveryHex(t *testing.T) {
	l := Layout{Size: 40}
	for _, dims := range [][2]int{{1, 1}, {2, 1}, {32, 22}, {7, 3}} {
		w, h := l.MapSize(dims[0], dims[1])
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for col := range dims[0] {
			for row := range dims[1] {
				cx, cy := l.Center(hexmap.Offset{Col: col, Row: row}.Hex())
				for i := range 6 {
					dx, dy := l.CornerOffset(i, 1)
					minX, maxX = math.Min(minX, cx+dx), math.Max(maxX, cx+dx)
					minY, maxY = math.Min(minY, cy+dy), math.Max(maxY, cy+dy)
				}
			}
		}
		if !near(minX, 0) || !near(minY, 0) || !near(maxX, w) || !near(maxY, h) {
			t.Errorf("%v: hexes span (%v,%v)-(%v,%v), MapSize %v x %v", dims, minX, minY, maxX, maxY, w, h)
		}
	}
}

// OffsetRange never leaves out a hex that overlaps the rectangle.
func TestOffsetRangeIsConservative(t *testing.T) {
	l := Layout{Size: 30}
	const W, H = 20, 15
	rects := [][4]float64{{0, 0, 100, 100}, {250, 130, 420, 300}, {-50, -50, 10, 10}, {500, 400, 2000, 2000}, {44.9, 51.96, 45.1, 52}}
	for _, r := range rects {
		c0, r0, c1, r1 := l.OffsetRange(r[0], r[1], r[2], r[3], W, H)
		for col := range W {
			for row := range H {
				cx, cy := l.Center(hexmap.Offset{Col: col, Row: row}.Hex())
				overlaps := cx+l.Size >= r[0] && cx-l.Size <= r[2] && cy+l.Height()/2 >= r[1] && cy-l.Height()/2 <= r[3]
				inside := col >= c0 && col <= c1 && row >= r0 && row <= r1
				if overlaps && !inside {
					t.Errorf("rect %v: hex %d,%d overlaps but range is cols %d..%d rows %d..%d", r, col, row, c0, c1, r0, r1)
				}
			}
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9*math.Max(1, math.Abs(b)) }
