package editorview

import (
	"fmt"
	"image"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// edDialog is a modal panel over the editor: a list of rows, each a label
// with buttons, or a text field being typed into.
type edDialog struct {
	title string
	width int
	// build makes the rows from the document as it stands, every tick, so
	// the panel always shows current values.
	build func(s *Editor) []edItem
	items []edItem
	text  *edTextField
	// back is the dialog to return to when this one closes.
	back   *edDialog
	scroll int
	rect   image.Rectangle
}

// edItem is one row of a dialog.
type edItem struct {
	label   string
	value   string
	buttons []edButton
	// rect is the row's place on screen, set by layout.
	rect image.Rectangle
}

// edTextField is a line of text being typed.
type edTextField struct {
	prompt string
	value  []rune
	limit  int
	ok     func(s *Editor, v string)
	// multiline lets Shift+Enter start a new line (descriptions).
	multiline bool
}

// Dialog geometry.
const (
	dlgRowH    = 32
	dlgPad     = 18
	dlgTitleH  = 46
	dlgButtonW = 34
)

// open shows d over the editor, returning to the current dialog when it closes.
func (s *Editor) open(d *edDialog) {
	d.back = s.dlg
	s.dlg = d
	if d.build != nil {
		d.items = d.build(s)
		d.layout(s)
	}
}

// closeDialog closes the top dialog.
func (s *Editor) closeDialog() {
	if s.dlg != nil {
		s.dlg = s.dlg.back
	}
}

// prompt opens a text field; ok gets the text when the player presses Enter.
func (s *Editor) prompt(title, value string, limit int, ok func(s *Editor, v string)) {
	s.open(&edDialog{title: title, width: 640, text: &edTextField{prompt: title, value: []rune(value), limit: limit, ok: ok}})
}

// confirm asks a yes/no question.
func (s *Editor) confirm(question, yes string, do func()) {
	s.open(&edDialog{title: "Please confirm", width: 560, build: func(*Editor) []edItem {
		return []edItem{{label: question}, {buttons: []edButton{
			{Button: widget.Button{Label: yes}, do: func(s *Editor) { s.closeDialog(); do() }},
			{Button: widget.Button{Label: "Cancel"}, do: func(s *Editor) { s.closeDialog() }},
		}}}
	}})
}

// update runs one tick of the dialog.
func (d *edDialog) update(s *Editor, in *app.Input) {
	k := &s.keys
	if d.text != nil {
		t := d.text
		for _, r := range k.Chars {
			if r >= ' ' && r != 0x7f && (t.limit == 0 || len(string(t.value))+utf8.RuneLen(r) <= t.limit) {
				t.value = append(t.value, r)
			}
		}
		switch {
		case k.Just[app.EdBackspace] && len(t.value) > 0:
			t.value = t.value[:len(t.value)-1]
		case k.Just[app.EdEnter] && k.Shift && t.multiline:
			if t.limit == 0 || len(string(t.value))+1 <= t.limit {
				t.value = append(t.value, '\n')
			}
		case k.Just[app.EdEnter]:
			s.closeDialog()
			t.ok(s, string(t.value))
		case k.Just[app.EdEscape]:
			s.closeDialog()
		}
		return
	}
	d.items = d.build(s)
	d.layout(s)
	if in.Wheel != 0 {
		d.scroll = max(0, d.scroll-int(in.Wheel*3))
	}
	if k.Just[app.EdEscape] {
		s.closeDialog()
		return
	}
	if !in.Pressed[app.MouseLeft] {
		return
	}
	if !image.Pt(in.MouseX, in.MouseY).In(d.rect) {
		s.closeDialog()
		return
	}
	for i := range d.items {
		for j := range d.items[i].buttons {
			if b := &d.items[i].buttons[j]; b.Hit(in.MouseX, in.MouseY) {
				b.do(s)
				return
			}
		}
	}
}

// visibleRows returns how many rows fit on screen.
func (d *edDialog) visibleRows(h int) int {
	return max((h-dlgTitleH-2*dlgPad-80)/dlgRowH, 3)
}

// layout places the panel, rows and buttons.
func (d *edDialog) layout(s *Editor) {
	u := s.ui
	n := len(d.items)
	vis := d.visibleRows(s.height)
	d.scroll = min(d.scroll, max(n-vis, 0))
	rows := min(n, vis)
	w := min(d.width, s.width-40)
	h := dlgTitleH + rows*dlgRowH + 2*dlgPad
	x0, y0 := (s.width-w)/2, max((s.height-h)/2, 10)
	d.rect = image.Rect(x0, y0, x0+w, y0+h)
	for i := range d.items {
		it := &d.items[i]
		r := i - d.scroll
		if r < 0 || r >= rows {
			it.rect = image.Rectangle{}
			for j := range it.buttons {
				it.buttons[j].Rect = image.Rectangle{}
			}
			continue
		}
		y := y0 + dlgTitleH + dlgPad/2 + r*dlgRowH
		it.rect = image.Rect(x0+dlgPad, y, x0+w-dlgPad, y+dlgRowH)
		if it.label == "" && it.value == "" {
			// A row of buttons only: share the width.
			nb := max(len(it.buttons), 1)
			bw := (it.rect.Dx() - (nb-1)*6) / nb
			for j := range it.buttons {
				bx := it.rect.Min.X + j*(bw+6)
				it.buttons[j].Rect = image.Rect(bx, y+3, bx+bw, y+dlgRowH-3)
			}
			continue
		}
		x := it.rect.Max.X
		for j := len(it.buttons) - 1; j >= 0; j-- {
			b := &it.buttons[j]
			bw := max(int(u.TextWidth(b.Label, u.Body))+18, dlgButtonW)
			b.Rect = image.Rect(x-bw, y+3, x, y+dlgRowH-3)
			x -= bw + 6
		}
	}
}

// draw draws the dialog over a dimmed editor.
func (d *edDialog) draw(s *Editor, screen *ebiten.Image) {
	u := s.ui
	u.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.55)
	if d.text != nil {
		d.drawText(s, screen)
		return
	}
	u.Box(screen, d.rect, widget.StyleMessage, 0.98)
	u.Text(screen, d.title, u.Heading, float64(d.rect.Min.X+dlgPad), float64(d.rect.Min.Y+dlgTitleH/2+4), text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	if len(d.items) > d.visibleRows(s.height) {
		u.Text(screen, "wheel scrolls", u.Small, float64(d.rect.Max.X-dlgPad), float64(d.rect.Min.Y+dlgTitleH/2+4), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
	for i := range d.items {
		it := &d.items[i]
		if it.rect.Empty() {
			continue
		}
		cy := float64(it.rect.Min.Y + dlgRowH/2)
		if it.label != "" {
			u.Text(screen, it.label, u.Body, float64(it.rect.Min.X), cy, text.AlignStart, text.AlignCenter, widget.ColText, 1)
		}
		if it.value != "" {
			vx := float64(it.rect.Min.X) + float64(it.rect.Dx())*0.42
			u.Text(screen, it.value, u.Bold, vx, cy, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
		}
		for j := range it.buttons {
			b := &it.buttons[j]
			if b.Rect.Empty() {
				continue
			}
			on := b.on != nil && b.on(s)
			u.DrawButton(screen, &b.Button, u.Body, on)
		}
	}
}

// drawText draws a text field being typed, with a caret.
func (d *edDialog) drawText(s *Editor, screen *ebiten.Image) {
	u := s.ui
	t := d.text
	w := min(d.width, s.width-40)
	lines := widget.Wrap(string(t.value)+"|", u.Body, float64(w-2*dlgPad))
	// A long text shows its end, where the caret is, in the room the
	// screen has; a line at the top says how much is above.
	room := max((s.height-dlgTitleH-2*dlgPad-50)/22, 3)
	if len(lines) > room {
		above := len(lines) - room + 1
		lines = append([]string{fmt.Sprintf("(%d more lines above)", above)}, lines[above:]...)
	}
	h := dlgTitleH + len(lines)*22 + 2*dlgPad + 30
	x0, y0 := (s.width-w)/2, max((s.height-h)/2, 10)
	d.rect = image.Rect(x0, y0, x0+w, y0+h)
	u.Box(screen, d.rect, widget.StyleMessage, 0.98)
	u.Text(screen, t.prompt, u.Heading, float64(x0+dlgPad), float64(y0+dlgTitleH/2+4), text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	y := float64(y0 + dlgTitleH + dlgPad/2)
	for _, line := range lines {
		u.Text(screen, line, u.Body, float64(x0+dlgPad), y, text.AlignStart, text.AlignStart, widget.ColText, 1)
		y += 22
	}
	hint := "Type, then Enter to keep or Esc to cancel"
	if t.multiline {
		hint = "Type; Shift+Enter starts a new paragraph; Enter keeps, Esc cancels"
	}
	u.Text(screen, hint, u.Small, float64(x0+dlgPad), float64(d.rect.Max.Y-dlgPad), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
}
