// Package mapview is the map view the play scene, the replay viewer and the
// editor share: the board and the camera over it, fitting the map to a
// view, panning and zooming with the keys and the wheel, a press that pans
// once dragged and is a click otherwise, and the message line under the
// top bar.
package mapview

import (
	"image"
	"math"

	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
)

// Camera speeds: pixels per tick for the keys, the wheel's zoom step, and
// how far a press moves before it pans instead of clicking.
const (
	KeyPanSpeed = 14
	ZoomStep    = 1.2
	DragSlop    = 5
)

// The event ticker along the bottom of play and the replay viewer: how many
// lines it remembers, and how many it shows.
const (
	TickerKeep = 200
	TickerShow = 7
)

// View is a board seen through a camera.
type View struct {
	// Board draws the map; Cam is the camera over it.
	Board *board.Board
	Cam   camera.Camera
	// Drag is the press being followed.
	Drag Drag
	// Msg is the message line under the top bar.
	Msg Message
}

// FitIn returns a camera that shows a world of ww x wh in r, allowed to
// zoom out a little further than that.
func FitIn(ww, wh float64, r image.Rectangle) camera.Camera {
	c := camera.New(0.05, 3)
	c.Fit(ww, wh, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))
	LimitZoomOut(&c)
	return c
}

// LimitZoomOut lets c zoom out a little past its zoom, never starting
// further out than needed to see the map.
func LimitZoomOut(c *camera.Camera) { c.MinZoom = min(c.MinZoom, c.Zoom*0.8) }

// Fit shows the whole map in r.
func (v *View) Fit(r image.Rectangle) {
	ww, wh := v.Board.WorldSize()
	v.Cam = FitIn(ww, wh, r)
}

// Clamp keeps part of the map in r.
func (v *View) Clamp(r image.Rectangle) {
	ww, wh := v.Board.WorldSize()
	v.Cam.Clamp(ww, wh, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 120)
}

// KeyPan pans with the held arrow keys by speed pixels a tick, and zooms
// about (cx, cy) with the zoom keys.
func (v *View) KeyPan(in *app.Input, speed, cx, cy float64) {
	var dx, dy float64
	if in.Held[app.ActLeft] {
		dx += speed
	}
	if in.Held[app.ActRight] {
		dx -= speed
	}
	if in.Held[app.ActUp] {
		dy += speed
	}
	if in.Held[app.ActDown] {
		dy -= speed
	}
	if dx != 0 || dy != 0 {
		v.Cam.Pan(dx, dy)
	}
	if in.Repeat[app.ActZoomIn] {
		v.Cam.ZoomAt(cx, cy, ZoomStep)
	}
	if in.Repeat[app.ActZoomOut] {
		v.Cam.ZoomAt(cx, cy, 1/ZoomStep)
	}
}

// WheelZoom zooms toward the cursor: a notch is one step, and a
// trackpad's fractions zoom by fractions of a step.
func (v *View) WheelZoom(in *app.Input) {
	if in.CursorIn && in.Wheel != 0 {
		v.Cam.ZoomAt(float64(in.MouseX), float64(in.MouseY), math.Pow(ZoomStep, in.Wheel))
	}
}

// Drag follows one held mouse button.
type Drag struct {
	// Button is the button followed (app.MouseLeft...), -1 for none.
	Button int
	// StartX, StartY are where the press began; LastX, LastY where the
	// cursor was last tick.
	StartX, StartY, LastX, LastY int
	// Panning is set once the press has moved past DragSlop.
	Panning bool
}

// Begin follows button, pressed at (x, y).
func (d *Drag) Begin(button, x, y int) {
	d.Button, d.StartX, d.StartY, d.LastX, d.LastY, d.Panning = button, x, y, x, y, false
}

// Follow follows the held button: past DragSlop it pans the camera (when
// mayPan allows a press that began at its start); released without
// panning, it reports a click with that button.
func (v *View) Follow(in *app.Input, mayPan func(x, y int) bool) (button int, clicked bool) {
	d := &v.Drag
	if in.Down[d.Button] {
		if !d.Panning && (abs(in.MouseX-d.StartX) > DragSlop || abs(in.MouseY-d.StartY) > DragSlop) && mayPan(d.StartX, d.StartY) {
			d.Panning = true
		}
		if d.Panning {
			v.Cam.Pan(float64(in.MouseX-d.LastX), float64(in.MouseY-d.LastY))
		}
		d.LastX, d.LastY = in.MouseX, in.MouseY
		return 0, false
	}
	b := d.Button
	d.Button = -1
	return b, !d.Panning && in.Released[b]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
