package lesson

import (
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/tutorial"
)

// click is a tick's input with a left click at (x, y) on a 1280x800 screen.
func click(x, y int) *app.Input {
	in := &app.Input{Width: 1280, Height: 800, MouseX: x, MouseY: y, CursorIn: true}
	in.Released[app.MouseLeft] = true
	return in
}

// TestCard_NextAndLeaveAreClicks: a click on Next moves the course on, a
// click on the card's text is the card's (not the map's), a click beside
// the card is not, and Leave ends the course.
func TestCard_NextAndLeaveAreClicks(t *testing.T) {
	u := widget.New()
	c := &Card{Course: tutorial.For(tutorial.ScenarioID, tutorial.LearnerSide)}
	if c.Update(u, &app.Input{Width: 1280, Height: 800}) {
		t.Fatal("no click, yet the card used the tick")
	}
	if c.Update(u, click(100, 400)) {
		t.Fatal("a click on the map went to the card")
	}
	mid := c.next.Rect.Min.Add(c.next.Rect.Max).Div(2)
	if !c.Update(u, click(mid.X, mid.Y)) {
		t.Fatal("a click on Next was not the card's")
	}
	if n, _ := c.Course.Position(); n != 2 {
		t.Fatalf("after Next, lesson %d", n)
	}
	text := c.rect.Min.Add(c.rect.Max).Div(2)
	text.Y = c.rect.Min.Y + 40
	if !c.Update(u, click(text.X, text.Y)) || !c.Contains(text.X, text.Y) {
		t.Fatal("a click on the card's words went through to the map")
	}
	mid = c.leave.Rect.Min.Add(c.leave.Rect.Max).Div(2)
	c.Update(u, click(mid.X, mid.Y))
	if c.Active() {
		t.Fatal("Leave did not end the lessons")
	}
}
