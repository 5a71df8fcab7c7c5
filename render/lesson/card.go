// Package lesson draws the guided course's lesson card over the map and
// its marks on the board: the lesson's heading, its words, the one thing to
// try, and buttons to go on or leave the course. The course itself
// (package tutorial) decides when a lesson is done; the card only shows it.
package lesson

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/widget"
	"hexstorm/sim"
	"hexstorm/tutorial"
)

// Card is the lesson card of a course.
type Card struct {
	Course *tutorial.Course

	rect        image.Rectangle
	next, leave widget.Button
	// lines is the current lesson wrapped to the card's width; shown and
	// width say for which lesson and width it was wrapped.
	lines []cardLine
	shown string
	width int
}

// cardLine is one wrapped line and its face.
type cardLine struct {
	s     string
	face  *text.GoTextFace
	color bool // the Try line, in the accent colour
	gap   bool // a paragraph's first line after another paragraph
}

// Card sizes in pixels.
const (
	cardWidth  = 340
	cardMargin = 12
	cardPad    = 14
)

// Width is the room the card takes at the right of a screen, margins
// included, so the scene can fit the map beside it.
const Width = cardWidth + 2*cardMargin

// Active reports whether the card shows a lesson.
func (c *Card) Active() bool { return c != nil && !c.Course.Over() }

// Contains reports whether the screen point (x, y) is on the card, so the
// map beneath does not take clicks meant for it.
func (c *Card) Contains(x, y int) bool {
	return c.Active() && image.Pt(x, y).In(c.rect)
}

// layout wraps the lesson and places the card at the top right of the
// screen, under the top bar.
func (c *Card) layout(u *widget.UI, screenW int) {
	l, _ := c.Course.Current()
	w := min(cardWidth, screenW-2*cardMargin)
	if l.Title != c.shown || w != c.width {
		c.shown, c.width, c.lines = l.Title, w, c.lines[:0]
		inner := float64(w - 2*cardPad)
		for i, p := range l.Text {
			for j, s := range widget.Wrap(p, u.Body, inner) {
				c.lines = append(c.lines, cardLine{s: s, face: u.Body, gap: i > 0 && j == 0})
			}
		}
		for j, s := range widget.Wrap(l.Try, u.Bold, inner) {
			c.lines = append(c.lines, cardLine{s: s, face: u.Bold, color: true, gap: j == 0})
		}
	}
	h := cardPad + int(widget.LineHeight(u.Small)) + int(widget.LineHeight(u.Heading)) + 4
	for _, ln := range c.lines {
		h += int(widget.LineHeight(ln.face))
		if ln.gap {
			h += 6
		}
	}
	h += 12 + 32 + cardPad
	x, y := screenW-cardMargin-w, widget.TopBarHeight+cardMargin
	c.rect = image.Rect(x, y, x+w, y+h)
	by := c.rect.Max.Y - cardPad - 32
	c.leave = widget.Button{Rect: image.Rect(x+cardPad, by, x+cardPad+150, by+32), Label: "Leave the lessons"}
	label := "Next"
	if !c.Course.WaitsForNext() {
		label = "Skip this lesson"
	}
	if n, of := c.Course.Position(); n == of {
		label = "Finish"
	}
	c.next = widget.Button{Rect: image.Rect(c.rect.Max.X-cardPad-150, by, c.rect.Max.X-cardPad, by+32), Label: label}
}

// NextButton returns the middle of the Next (or Skip) button as last laid
// out, for scripted clicks.
func (c *Card) NextButton() image.Point { return c.next.Rect.Min.Add(c.next.Rect.Max).Div(2) }

// Bottom returns the lower edge of the card as last laid out, so the
// scene can put its own panels under it.
func (c *Card) Bottom() int { return c.rect.Max.Y }

// Update takes the tick's clicks on the card: Next (or Skip), Leave. It
// reports whether the card used the click, so the map does not.
func (c *Card) Update(u *widget.UI, in *app.Input) bool {
	if !c.Active() {
		return false
	}
	c.layout(u, in.Width)
	if !in.Clicked() || !image.Pt(in.MouseX, in.MouseY).In(c.rect) {
		return false
	}
	switch {
	case c.next.Hit(in.MouseX, in.MouseY):
		c.Course.Next()
	case c.leave.Hit(in.MouseX, in.MouseY):
		c.Course.Leave()
	}
	return true
}

// Draw draws the card.
func (c *Card) Draw(dst *ebiten.Image, u *widget.UI, in *app.Input) {
	if !c.Active() {
		return
	}
	c.layout(u, dst.Bounds().Dx())
	u.Panel(dst, c.rect, 0.96)
	l, _ := c.Course.Current()
	n, of := c.Course.Position()
	x := float64(c.rect.Min.X + cardPad)
	y := float64(c.rect.Min.Y + cardPad)
	u.Text(dst, fmt.Sprintf("Lesson %d of %d", n, of), u.Small, x, y, text.AlignStart, text.AlignStart, widget.ColMuted, 1)
	y += widget.LineHeight(u.Small)
	u.Text(dst, l.Title, u.Heading, x, y, text.AlignStart, text.AlignStart, widget.ColAccent, 1)
	y += widget.LineHeight(u.Heading) + 4
	for _, ln := range c.lines {
		if ln.gap {
			y += 6
		}
		col := widget.ColText
		if ln.color {
			col = widget.ColAccent
		}
		u.Text(dst, ln.s, ln.face, x, y, text.AlignStart, text.AlignStart, col, 1)
		y += widget.LineHeight(ln.face)
	}
	u.DrawButton(dst, &c.leave, u.Small, c.leave.Hit(in.MouseX, in.MouseY))
	u.DrawButton(dst, &c.next, u.Bold, c.next.Hit(in.MouseX, in.MouseY))
}

// DrawMarks rings the hexes the lesson points at, pulsing on the clock (in
// ticks, so the pulse is the same at any frame rate).
func (c *Card) DrawMarks(dst *ebiten.Image, b *board.Board, cam *camera.Camera, st *sim.State, tick int) {
	if !c.Active() {
		return
	}
	a := float32(0.5 + 0.5*math.Sin(float64(tick)*2*math.Pi/90))
	for _, h := range c.Course.Marks(st) {
		b.FillHex(dst, cam, h, widget.ColAccent, 0.12+0.18*a)
		b.OutlineHex(dst, cam, h, widget.ColAccent, 0.6+0.4*a)
	}
}
