package replayview

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/session"
)

// BarHeight is the height of the viewer's bottom bar: the timeline
// above a row of buttons.
const BarHeight = 92

// replayButton is a button of the bar and the action it stands for.
type replayButton struct {
	widget.Button
	act app.ReplayAction
}

// replayBar is the bottom bar: the timeline slider with turn ticks and
// bookmarks, and the transport, speed, view, bookmark and take-over buttons.
type replayBar struct {
	rect    image.Rectangle
	slider  image.Rectangle
	buttons []replayButton
	speedAt image.Rectangle
	w, h    int
	// The timeline's hover label, worded when the step under the cursor
	// changes.
	hoverStep int
	hoverText string
}

// layout places the bar for the scene's screen size.
func (b *replayBar) layout(s *Viewer) {
	if b.w == s.width && b.h == s.height && b.buttons != nil {
		b.labels(s)
		return
	}
	b.w, b.h = s.width, s.height
	w, h := s.width, s.height
	b.rect = image.Rect(0, h-BarHeight, w, h)
	b.slider = image.Rect(24, h-BarHeight+18, w-24, h-BarHeight+30)
	y0, y1 := h-46, h-12
	defs := []struct {
		act   app.ReplayAction
		label string
		width int
	}{
		{app.RpStart, "|◄", 40}, {app.RpPrevTurn, "◄◄ turn", 78}, {app.RpPrevPhase, "◄ phase", 74}, {app.RpPrevCommand, "◄", 36},
		{app.RpPlay, "Play", 70},
		{app.RpNextEvent, "►", 36}, {app.RpNextPhase, "phase ►", 74}, {app.RpNextTurn, "turn ►►", 78}, {app.RpEnd, "►|", 40},
		{app.RpSlower, "−", 32}, {app.RpFaster, "+", 32},
		{app.RpView, "View: all", 150}, {app.RpBookmark, "Bookmark", 92}, {app.RpBranch, "Continue from here", 160},
	}
	b.buttons = b.buttons[:0]
	x := 16
	for _, d := range defs {
		if d.act == app.RpSlower {
			x += 8
		}
		if d.act == app.RpFaster {
			b.speedAt = image.Rect(x, y0, x+58, y1)
			x += 62
		}
		if d.act == app.RpView {
			x += 12
		}
		b.buttons = append(b.buttons, replayButton{Button: widget.Button{Rect: image.Rect(x, y0, x+d.width, y1), Label: d.label}, act: d.act})
		x += d.width + 6
	}
	b.labels(s)
}

// labels updates the buttons whose text follows the scene's state.
func (b *replayBar) labels(s *Viewer) {
	for i := range b.buttons {
		bt := &b.buttons[i]
		switch bt.act {
		case app.RpPlay:
			bt.Label = "Play"
			if s.p.Playing() {
				bt.Label = "Pause"
			}
		case app.RpView:
			bt.Label = "View: all sides"
			if s.view >= 0 {
				bt.Label = "View: " + session.SideName(s.p.State(), s.view)
			}
		}
	}
}

// on reports whether (x, y) is on the bar.
func (b *replayBar) on(x, y int) bool { return image.Pt(x, y).In(b.rect) }

// bookmarkSnap is how near, in pixels, a click on the timeline must fall
// to a bookmark to land on it exactly.
const bookmarkSnap = 5

// stepAt returns the step under screen x on the slider, or a bookmark's
// step when x is on its marker.
func (b *replayBar) stepAt(x, n int, bookmarks []int) int {
	w := b.slider.Dx()
	if w <= 0 {
		return 0
	}
	for _, bm := range bookmarks {
		if d := x - int(b.xAt(bm, n)); d >= -bookmarkSnap && d <= bookmarkSnap {
			return bm
		}
	}
	f := float64(x-b.slider.Min.X) / float64(w)
	return max(0, min(n, int(f*float64(n)+0.5)))
}

// xAt returns the screen x of step on the slider.
func (b *replayBar) xAt(step, n int) float64 {
	if n == 0 {
		return float64(b.slider.Min.X)
	}
	return float64(b.slider.Min.X) + float64(b.slider.Dx())*float64(step)/float64(n)
}

// click presses the button under (x, y), if any.
func (b *replayBar) click(s *Viewer, ctx *app.Context, x, y int) {
	for _, bt := range b.buttons {
		if bt.Hit(x, y) {
			s.keys.Act = [app.ReplayActionCount]bool{}
			s.keys.Act[bt.act] = true
			s.act(ctx)
			s.keys.Act[bt.act] = false
			return
		}
	}
}

// draw draws the bar.
func (b *replayBar) draw(screen *ebiten.Image, s *Viewer) {
	u := s.ui
	u.FillRect(screen, b.rect, widget.ColPanel, 0.95)
	u.FillRect(screen, image.Rect(0, b.rect.Min.Y, b.rect.Dx(), b.rect.Min.Y+1), widget.ColPanelEdge, 1)
	n := s.tl.Len()
	sl := b.slider
	u.FillRect(screen, sl, widget.ColButton, 1)
	// Played part, turn ticks with a label every few turns, bookmarks.
	cur := b.xAt(s.p.Step(), n)
	u.FillRect(screen, image.Rect(sl.Min.X, sl.Min.Y, int(cur), sl.Max.Y), widget.ColAccent, 0.55)
	every := max(1, (len(s.turnMarks)*60+sl.Dx()-1)/max(1, sl.Dx()))
	for i, m := range s.turnMarks {
		x := int(b.xAt(m.step, n))
		u.FillRect(screen, image.Rect(x, sl.Min.Y-3, x+1, sl.Max.Y), widget.ColMuted, 0.8)
		if (i+2)%every == 0 {
			u.Text(screen, m.label, u.Small, float64(x), float64(sl.Min.Y-5), text.AlignCenter, text.AlignEnd, widget.ColMuted, 1)
		}
	}
	u.Text(screen, "turn", u.Small, float64(sl.Min.X), float64(sl.Min.Y-5), text.AlignStart, text.AlignEnd, widget.ColMuted, 1)
	for _, bm := range s.bookmarks {
		x := int(b.xAt(bm, n))
		u.FillRect(screen, image.Rect(x-2, sl.Max.Y, x+3, sl.Max.Y+8), widget.ColAccent, 1)
	}
	u.FillRect(screen, image.Rect(int(cur)-3, sl.Min.Y-5, int(cur)+4, sl.Max.Y+5), widget.ColText, 1)
	u.Text(screen, s.posText, u.Small, float64(sl.Max.X), float64(sl.Max.Y+4), text.AlignEnd, text.AlignStart, widget.ColMuted, 1)
	// Hovering the timeline names the point under the cursor.
	if image.Pt(s.mx, s.my).In(sl.Inset(-6)) {
		step := b.stepAt(s.mx, n, s.bookmarks)
		if step != b.hoverStep || b.hoverText == "" {
			b.hoverStep, b.hoverText = step, fmt.Sprintf("command %d: %s", step, s.where(step))
		}
		tw := int(u.TextWidth(b.hoverText, u.Small)) + 16
		x := max(4, min(s.mx-tw/2, b.w-tw-4))
		r := image.Rect(x, sl.Min.Y-44, x+tw, sl.Min.Y-20)
		u.Box(screen, r, widget.StyleMessage, 0.95)
		u.Text(screen, b.hoverText, u.Small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	}

	for i := range b.buttons {
		bt := &b.buttons[i]
		u.DrawButton(screen, &bt.Button, u.Bold, bt.Hit(s.mx, s.my))
	}
	sp := b.speedAt
	u.Text(screen, replaySpeeds[s.speed].label, u.Bold, float64(sp.Min.X+sp.Max.X)/2, float64(sp.Min.Y+sp.Max.Y)/2, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
}

// swatchFor draws a side's colour square at (x, y) centred vertically.
func (s *Viewer) swatchFor(screen *ebiten.Image, x, y float64, side int) {
	r := image.Rect(int(x), int(y)-6, int(x)+12, int(y)+6)
	s.ui.BoxColored(screen, r, widget.StyleSwatch, side, 1)
}
