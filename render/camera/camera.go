// Package camera is the map view's pan and zoom: which world pixel lies
// under which screen pixel. It is plain arithmetic with no Ebitengine in it,
// so the maths is tested without a window.
package camera

import "math"

// Camera shows the world scaled by Zoom with the world point (X, Y) at the
// screen's top-left corner.
type Camera struct {
	X, Y float64
	Zoom float64
	// MinZoom and MaxZoom bound Zoom; zero means no bound.
	MinZoom, MaxZoom float64
}

// New returns a camera at zoom 1 bounded to [minZoom, maxZoom].
func New(minZoom, maxZoom float64) Camera {
	return Camera{Zoom: 1, MinZoom: minZoom, MaxZoom: maxZoom}
}

// Origin returns the screen position of the world origin, rounded to whole
// pixels so that everything drawn from it (cached map tiles and the pieces
// over them) lands on the same pixel grid and never shimmers against itself.
func (c *Camera) Origin() (ox, oy float64) {
	return math.Round(-c.X * c.Zoom), math.Round(-c.Y * c.Zoom)
}

// WorldToScreen returns the screen position of a world point.
func (c *Camera) WorldToScreen(wx, wy float64) (sx, sy float64) {
	ox, oy := c.Origin()
	return wx*c.Zoom + ox, wy*c.Zoom + oy
}

// ScreenToWorld returns the world point under a screen position.
func (c *Camera) ScreenToWorld(sx, sy float64) (wx, wy float64) {
	ox, oy := c.Origin()
	return (sx - ox) / c.Zoom, (sy - oy) / c.Zoom
}

// clampZoom bounds z to the camera's limits.
func (c *Camera) clampZoom(z float64) float64 {
	if c.MinZoom > 0 && z < c.MinZoom {
		z = c.MinZoom
	}
	if c.MaxZoom > 0 && z > c.MaxZoom {
		z = c.MaxZoom
	}
	return z
}

// ZoomAt multiplies the zoom by factor, within the limits, keeping the world
// point under the screen position (sx, sy) where it is: zooming toward the cursor.
func (c *Camera) ZoomAt(sx, sy, factor float64) {
	wx, wy := sx/c.Zoom+c.X, sy/c.Zoom+c.Y
	c.Zoom = c.clampZoom(c.Zoom * factor)
	c.X, c.Y = wx-sx/c.Zoom, wy-sy/c.Zoom
}

// Pan moves the view by a screen-pixel drag: the world follows the pointer.
func (c *Camera) Pan(dx, dy float64) {
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
}

// CenterOn puts the world point (wx, wy) at the centre of the screen
// rectangle with top-left (vx, vy) and size vw x vh.
func (c *Camera) CenterOn(wx, wy, vx, vy, vw, vh float64) {
	c.X = wx - (vx+vw/2)/c.Zoom
	c.Y = wy - (vy+vh/2)/c.Zoom
}

// Fit zooms so that a world rectangle of size ww x wh fills the screen
// rectangle (vx, vy, vw, vh) with a small margin, and centres it there. The
// zoom limits still apply.
func (c *Camera) Fit(ww, wh, vx, vy, vw, vh float64) {
	if ww <= 0 || wh <= 0 || vw <= 0 || vh <= 0 {
		return
	}
	const margin = 0.96
	c.Zoom = c.clampZoom(math.Min(vw/ww, vh/wh) * margin)
	c.CenterOn(ww/2, wh/2, vx, vy, vw, vh)
}

// Clamp keeps a world rectangle of size ww x wh from leaving the screen
// rectangle (vx, vy, vw, vh): at least keep pixels of it, or all of it if
// smaller, stay in view on each axis.
func (c *Camera) Clamp(ww, wh, vx, vy, vw, vh, keep float64) {
	c.X = clampAxis(c.X, c.Zoom, ww, vx, vw, keep)
	c.Y = clampAxis(c.Y, c.Zoom, wh, vy, vh, keep)
}

// Settle pulls a world rectangle of size ww x wh back to fill the screen
// rectangle (vx, vy, vw, vh) after the camera moved to follow something: on
// an axis where the world fits with margin pixels to spare on each side it
// is centred, and on one where it does not its edges come no further in
// than margin. So following a piece at the map's edge shows the map, not
// the empty space beyond it.
func (c *Camera) Settle(ww, wh, vx, vy, vw, vh, margin float64) {
	c.X = settleAxis(c.X, c.Zoom, ww, vx, vw, margin)
	c.Y = settleAxis(c.Y, c.Zoom, wh, vy, vh, margin)
}

// settleAxis is Settle on one axis.
func settleAxis(pos, zoom, size, v0, vlen, margin float64) float64 {
	if size*zoom+2*margin <= vlen {
		return size/2 - (v0+vlen/2)/zoom // centred
	}
	minPos := -(v0 + margin) / zoom        // left end at v0+margin
	maxPos := size - (v0+vlen-margin)/zoom // right end at v0+vlen-margin
	return math.Min(math.Max(pos, minPos), maxPos)
}

// clampAxis bounds one axis: the world span [0, size] shown at screen
// position (p - pos)*zoom must keep min(keep, size*zoom) pixels inside
// [v0, v0+vlen].
func clampAxis(pos, zoom, size, v0, vlen, keep float64) float64 {
	k := math.Min(keep, size*zoom)
	// The world's right end must stay at least k right of v0; its left end
	// at least k left of v0+vlen.
	minPos := -(v0 + vlen - k) / zoom // left end at v0+vlen-k
	maxPos := size - (v0+k)/zoom      // right end at v0+k
	if minPos > maxPos {
		return pos
	}
	return math.Min(math.Max(pos, minPos), maxPos)
}
