package play

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// choice is one button of an action panel: what it says, whether the rules
// allow it now, and what it does. Keys 1-9 press the enabled choices in
// order, so every panel can be played from the keyboard.
type choice struct {
	label   string
	enabled bool
	do      func()
	rect    image.Rectangle
	key     int // the digit that presses it, 0 for none
	// hotkey is an action that also presses it (Space, R), or -1.
	hotkey app.Action
}

// actionPanel is a titled box of text lines and choice buttons, rebuilt when
// the state or the selection changes, never every frame.
type actionPanel struct {
	title   string
	lines   []hudLine
	choices []choice
	rect    image.Rectangle
	// at is where the panel is anchored: its top-left corner, or its
	// bottom centre when centred is set.
	centred bool
}

// panel row sizes.
const (
	choiceH   = 28
	choiceGap = 4
	panelPad  = 12
)

// reset empties the panel for rebuilding.
func (p *actionPanel) reset(title string) {
	p.title = title
	p.lines = p.lines[:0]
	p.choices = p.choices[:0]
}

// empty reports whether the panel has nothing to show.
func (p *actionPanel) empty() bool { return p.title == "" && len(p.lines) == 0 && len(p.choices) == 0 }

// line adds a text line.
func (p *actionPanel) line(u *widget.UI, s string, c color.RGBA, swatch int) {
	p.lines = append(p.lines, hudLine{text: s, face: u.Small, color: c, swatch: swatch})
}

// add adds a choice button.
func (p *actionPanel) add(label string, enabled bool, do func()) {
	p.choices = append(p.choices, choice{label: label, enabled: enabled, do: do, hotkey: -1})
}

// addKey adds a choice that the action act also presses.
func (p *actionPanel) addKey(label string, act app.Action, enabled bool, do func()) {
	p.choices = append(p.choices, choice{label: label, enabled: enabled, do: do, hotkey: act})
}

// pressAction presses the enabled choice bound to act, reporting whether
// one was.
func (p *actionPanel) pressAction(act app.Action) bool {
	for i := range p.choices {
		if c := &p.choices[i]; c.hotkey == act && c.enabled {
			c.do()
			return true
		}
	}
	return false
}

// layout sizes the panel and places its buttons, with its top-left corner
// at (x, y), or, centred, its bottom centre at (x, y).
func (p *actionPanel) layout(u *widget.UI, x, y, maxH int) {
	if p.empty() {
		p.rect = image.Rectangle{}
		return
	}
	w := 220.0
	if p.title != "" {
		w = max(w, u.TextWidth(p.title, u.Bold))
	}
	w = max(w, measure(p.lines))
	key := 0
	for i := range p.choices {
		c := &p.choices[i]
		c.key = 0
		if c.enabled && key < 9 {
			key++
			c.key = key
		}
		w = max(w, u.TextWidth(c.label, u.Small)+44)
	}
	h := panelPad
	if p.title != "" {
		h += int(widget.LineHeight(u.Bold)) + 2
	}
	for _, l := range p.lines {
		h += int(widget.LineHeight(l.face))
	}
	if len(p.choices) > 0 {
		h += 6
	}
	// Choices that do not fit the height go into a second column; any
	// that fit in neither are dropped from the bottom.
	n := len(p.choices)
	cols := 1
	rows := n
	if h+rows*(choiceH+choiceGap)+panelPad > maxH && n > 1 {
		cols, rows = 2, (n+1)/2
	}
	for rows > 0 && h+rows*(choiceH+choiceGap)+panelPad > maxH {
		rows--
	}
	n = min(n, rows*cols)
	p.choices = p.choices[:n]
	h += rows*(choiceH+choiceGap) + panelPad - choiceGap
	cw := int(w)
	pw := cols*cw + (cols-1)*panelPad + 2*panelPad
	if p.centred {
		x -= pw / 2
		y -= h
	}
	p.rect = image.Rect(x, y, x+pw, y+h)
	top := p.rect.Max.Y - panelPad - rows*(choiceH+choiceGap) + choiceGap
	for i := range p.choices {
		col, row := i/max(rows, 1), i%max(rows, 1)
		cx := x + panelPad + col*(cw+panelPad)
		by := top + row*(choiceH+choiceGap)
		p.choices[i].rect = image.Rect(cx, by, cx+cw, by+choiceH)
	}
}

// click presses the enabled choice under (x, y), reporting whether the
// point was on the panel at all.
func (p *actionPanel) click(x, y int) bool {
	pt := image.Pt(x, y)
	if !pt.In(p.rect) {
		return false
	}
	for i := range p.choices {
		if c := &p.choices[i]; c.enabled && pt.In(c.rect) {
			c.do()
			return true
		}
	}
	return true
}

// press presses the choice bound to digit k (1-9), reporting whether one was.
func (p *actionPanel) press(k int) bool {
	for i := range p.choices {
		if c := &p.choices[i]; c.key == k && c.enabled {
			c.do()
			return true
		}
	}
	return false
}

// draw draws the panel; mx, my is the cursor, to light the button under it.
func (p *actionPanel) draw(dst *ebiten.Image, h *hud, mx, my int) {
	if p.rect.Empty() {
		return
	}
	u := h.ui
	u.Panel(dst, p.rect, 1)
	x, y := float64(p.rect.Min.X+panelPad), float64(p.rect.Min.Y+panelPad/2)
	if p.title != "" {
		lh := widget.LineHeight(u.Bold)
		u.Text(dst, p.title, u.Bold, x, y+lh/2, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
		y += lh + 2
	}
	h.drawLines(dst, p.lines, x, y)
	pt := image.Pt(mx, my)
	for i := range p.choices {
		c := &p.choices[i]
		hot := c.enabled && pt.In(c.rect)
		if hot {
			u.Box(dst, c.rect, widget.StyleButtonHot, 1)
		} else {
			u.Box(dst, c.rect, widget.StyleButton, 0.95)
		}
		col, a := widget.ColText, float32(1)
		if !c.enabled {
			col, a = widget.ColMuted, 0.7
		}
		cy := float64(c.rect.Min.Y+c.rect.Max.Y) / 2
		if c.key > 0 {
			u.Text(dst, digitLabels[c.key], u.Mono, float64(c.rect.Min.X+10), cy, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
		}
		u.Text(dst, c.label, u.Small, float64(c.rect.Min.X+30), cy, text.AlignStart, text.AlignCenter, col, a)
	}
}

// digitLabels are the key hints of choices, kept as constants so that a
// frame builds no strings.
var digitLabels = [10]string{"", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
