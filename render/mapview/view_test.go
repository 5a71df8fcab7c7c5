package mapview

import (
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/camera"
)

// A press released where it began is a click with that button; one dragged
// past DragSlop pans the camera and is no click.
func TestFollow_ClickOrPan(t *testing.T) {
	for _, c := range []struct {
		name      string
		dx        int
		mayPan    bool
		wantClick bool
		wantPan   bool
	}{
		{"still", 0, true, true, false},
		{"within the slop", DragSlop, true, true, false},
		{"dragged", DragSlop + 10, true, false, true},
		{"dragged from a widget", DragSlop + 10, false, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := View{Cam: camera.New(0.05, 3), Drag: Drag{Button: -1}}
			v.Drag.Begin(app.MouseRight, 100, 100)
			x0, _ := v.Cam.Origin()
			in := app.Input{MouseX: 100 + c.dx, MouseY: 100}
			in.Down[app.MouseRight] = true
			if _, clicked := v.Follow(&in, func(int, int) bool { return c.mayPan }); clicked {
				t.Fatal("a held button is no click")
			}
			in.Down[app.MouseRight], in.Released[app.MouseRight] = false, true
			b, clicked := v.Follow(&in, func(int, int) bool { return c.mayPan })
			x1, _ := v.Cam.Origin()
			if clicked != c.wantClick || (clicked && b != app.MouseRight) || (x1 != x0) != c.wantPan || v.Drag.Button != -1 {
				t.Fatalf("click %v with %d, panned %v, following %d", clicked, b, x1 != x0, v.Drag.Button)
			}
		})
	}
}

// The message line shows for messageSeconds, fading in its last second.
func TestMessage_FadesOut(t *testing.T) {
	m := Message{Text: "Saved.", At: 10}
	for _, c := range []struct {
		clock float64
		want  float32
	}{{10, 1}, {15.5, 1}, {16.5, 0.5}, {17, 0}, {30, 0}} {
		if got := m.Alpha(c.clock); got != c.want {
			t.Errorf("at %v: alpha %v, want %v", c.clock, got, c.want)
		}
	}
	m.Clear()
	if m.Alpha(10) != 0 {
		t.Error("a cleared message still shows")
	}
}
