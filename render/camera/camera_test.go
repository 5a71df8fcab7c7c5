package camera

import (
	"math"
	"testing"
)

// Zooming toward the cursor keeps the world point under the cursor in place,
// within the half pixel the origin is rounded by, for zoom in and out.
func TestZoomAtKeepsPointUnderCursor(t *testing.T) {
	cases := []struct {
		x, y, zoom, sx, sy, factor float64
	}{
		{0, 0, 1, 640, 400, 1.25},
		{120.5, -33, 0.7, 10, 790, 0.8},
		{-400, 900, 2.5, 1279, 0, 1.25},
		{37, 41, 1, 300, 200, 1 / 1.25},
	}
	for _, tc := range cases {
		c := New(0.1, 4)
		c.X, c.Y, c.Zoom = tc.x, tc.y, tc.zoom
		wx, wy := c.ScreenToWorld(tc.sx, tc.sy)
		c.ZoomAt(tc.sx, tc.sy, tc.factor)
		if got := c.Zoom; math.Abs(got-tc.zoom*tc.factor) > 1e-12 {
			t.Errorf("zoom %v * %v = %v", tc.zoom, tc.factor, got)
		}
		sx, sy := c.WorldToScreen(wx, wy)
		if math.Abs(sx-tc.sx) > 1 || math.Abs(sy-tc.sy) > 1 {
			t.Errorf("%+v: world point moved from (%v,%v) to (%v,%v) on screen", tc, tc.sx, tc.sy, sx, sy)
		}
	}
}

// The zoom stays within its limits however far the wheel turns, and the
// point under the cursor still holds when the limit cuts the step short.
func TestZoomIsClamped(t *testing.T) {
	c := New(0.25, 3)
	for range 50 {
		c.ZoomAt(100, 100, 1.25)
	}
	if c.Zoom != 3 {
		t.Fatalf("zoomed in to %v, limit 3", c.Zoom)
	}
	wx, wy := c.ScreenToWorld(500, 300)
	for range 50 {
		c.ZoomAt(500, 300, 0.8)
	}
	if c.Zoom != 0.25 {
		t.Fatalf("zoomed out to %v, limit 0.25", c.Zoom)
	}
	if sx, sy := c.WorldToScreen(wx, wy); math.Abs(sx-500) > 1 || math.Abs(sy-300) > 1 {
		t.Fatalf("point under the cursor moved to (%v,%v)", sx, sy)
	}
}

// Screen and world conversions are inverses, up to the rounded origin.
func TestScreenWorldRoundTrip(t *testing.T) {
	c := Camera{X: 13.3, Y: -7.9, Zoom: 1.7}
	for _, p := range [][2]float64{{0, 0}, {1279, 799}, {640.5, 12.25}} {
		wx, wy := c.ScreenToWorld(p[0], p[1])
		sx, sy := c.WorldToScreen(wx, wy)
		if math.Abs(sx-p[0]) > 1e-9 || math.Abs(sy-p[1]) > 1e-9 {
			t.Errorf("(%v,%v) -> (%v,%v) -> (%v,%v)", p[0], p[1], wx, wy, sx, sy)
		}
	}
	ox, oy := c.Origin()
	if ox != math.Round(ox) || oy != math.Round(oy) {
		t.Errorf("origin (%v,%v) is not on whole pixels", ox, oy)
	}
}

// Pan moves the world with the pointer: a drag of (dx, dy) screen pixels
// moves every world point by the same screen distance.
func TestPanFollowsPointer(t *testing.T) {
	c := Camera{Zoom: 2}
	x0, y0 := c.WorldToScreen(100, 50)
	c.Pan(30, -12)
	x1, y1 := c.WorldToScreen(100, 50)
	if x1-x0 != 30 || y1-y0 != -12 {
		t.Fatalf("pan moved the point by (%v,%v), want (30,-12)", x1-x0, y1-y0)
	}
}

// Fit shows the whole world rectangle centred in the view.
func TestFitShowsWholeWorld(t *testing.T) {
	c := New(0.05, 4)
	c.Fit(2000, 1000, 0, 40, 1280, 760)
	x0, y0 := c.WorldToScreen(0, 0)
	x1, y1 := c.WorldToScreen(2000, 1000)
	if x0 < 0 || y0 < 40 || x1 > 1280 || y1 > 800 {
		t.Fatalf("world spans (%v,%v)-(%v,%v) on screen, view is (0,40)-(1280,800)", x0, y0, x1, y1)
	}
	if math.Abs((x0+x1)/2-640) > 1 || math.Abs((y0+y1)/2-420) > 1 {
		t.Fatalf("world centred at (%v,%v), view centre (640,420)", (x0+x1)/2, (y0+y1)/2)
	}
}

// Clamp keeps part of the map in view after a wild pan, and leaves a camera
// that already shows the map alone.
func TestClampKeepsMapInView(t *testing.T) {
	c := Camera{Zoom: 1}
	c.Pan(-100000, 100000)
	c.Clamp(3000, 2000, 0, 0, 1280, 800, 100)
	x0, y0 := c.WorldToScreen(0, 0)
	x1, y1 := c.WorldToScreen(3000, 2000)
	if x1 < 100-1 || y0 > 700+1 {
		t.Fatalf("after clamp the map spans (%v,%v)-(%v,%v)", x0, y0, x1, y1)
	}
	d := Camera{X: 200, Y: 150, Zoom: 1}
	d.Clamp(3000, 2000, 0, 0, 1280, 800, 100)
	if d.X != 200 || d.Y != 150 {
		t.Fatalf("clamp moved a camera already in range to (%v,%v)", d.X, d.Y)
	}
}

// Settle, after the view followed a piece to the map's corner: a map that
// fits on an axis is centred there, and one that does not keeps its edges
// at the margin, so the view shows map, not the space beyond it.
func TestSettleShowsTheMapNotTheSpaceBeyond(t *testing.T) {
	// 700 x 560 world pixels fit a 1280 x 755 view below a 45-pixel bar.
	c := Camera{Zoom: 1}
	c.CenterOn(0, 0, 0, 45, 1280, 755)
	c.Settle(700, 560, 0, 45, 1280, 755, 40)
	x0, y0 := c.WorldToScreen(0, 0)
	x1, y1 := c.WorldToScreen(700, 560)
	if math.Abs(x0-290) > 1 || math.Abs(y0-142.5) > 1 || x1-x0 != 700 || y1-y0 != 560 {
		t.Errorf("a map that fits spans (%v,%v)-(%v,%v), want it centred in the view", x0, y0, x1, y1)
	}
	// A 3000 x 2000 world does not fit: following its top-left corner
	// leaves 40 pixels beyond its edges, following its far corner the same.
	c.CenterOn(0, 0, 0, 45, 1280, 755)
	c.Settle(3000, 2000, 0, 45, 1280, 755, 40)
	if x, y := c.WorldToScreen(0, 0); x != 40 || y != 85 {
		t.Errorf("following the top-left corner puts it at (%v,%v), want (40,85)", x, y)
	}
	c.CenterOn(3000, 2000, 0, 45, 1280, 755)
	c.Settle(3000, 2000, 0, 45, 1280, 755, 40)
	if x, y := c.WorldToScreen(3000, 2000); x != 1240 || y != 760 {
		t.Errorf("following the far corner puts it at (%v,%v), want (1240,760)", x, y)
	}
	// In the middle of a large map the followed point stays centred.
	c.CenterOn(1500, 1000, 0, 45, 1280, 755)
	c.Settle(3000, 2000, 0, 45, 1280, 755, 40)
	if x, y := c.WorldToScreen(1500, 1000); math.Abs(x-640) > 1 || math.Abs(y-422.5) > 1 {
		t.Errorf("the middle of a large map is at (%v,%v), want the view's centre", x, y)
	}
}
