package lobby

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// form is a column of fields over a row of buttons. Tab, the arrows and
// clicks move the focus; typing goes to the focused field; Enter in a field
// moves on to the next one, and in the last runs the first button. A key
// that types a letter (W, S, N) never moves the focus.
type form struct {
	fields []*widget.Field
	menu   widget.Menu
	focus  int
}

// layout places the fields from y down, w wide and centred on cx, and the
// buttons under them, each bw wide.
func (f *form) layout(cx, y, w, bw int) {
	for _, fl := range f.fields {
		y += 22
		fl.Rect = image.Rect(cx-w/2, y, cx+w/2, y+44)
		y += 60
	}
	f.menu.LayoutRow(cx, y+6, bw)
}

// update reads the tick's input; it reports whether a button ran.
func (f *form) update(in *app.Input) bool {
	n := len(f.fields) + len(f.menu.Entries)
	typed := len(in.Chars) > 0
	if !typed {
		if in.Repeat[app.ActDown] || in.Just[app.ActNextUnit] {
			f.focus = (f.focus + 1) % n
		}
		if in.Repeat[app.ActUp] {
			f.focus = (f.focus + n - 1) % n
		}
	}
	for i, fl := range f.fields {
		if in.Clicked() && image.Pt(in.MouseX, in.MouseY).In(fl.Rect) {
			f.focus = i
		}
	}
	// The menu sees the mouse, and the keys only while a button has the
	// focus: the form moved the focus itself.
	keys := *in
	keys.Repeat = [app.ActionCount]bool{}
	if f.focus < len(f.fields) {
		f.fields[f.focus].Type(in)
		if in.Just[app.ActConfirm] && !typed {
			if f.focus < len(f.fields)-1 {
				f.focus++
				return false
			}
			f.menu.Entries[0].Do()
			return true
		}
		keys.Just = [app.ActionCount]bool{}
		f.menu.Focus = -1
	} else {
		f.menu.Focus = f.focus - len(f.fields)
	}
	ran := f.menu.Update(&keys)
	if f.menu.Focus >= 0 {
		f.focus = len(f.fields) + f.menu.Focus
	}
	return ran
}

// draw draws the fields and the buttons.
func (f *form) draw(screen *ebiten.Image, u *widget.UI, clock float64) {
	for i, fl := range f.fields {
		u.DrawField(screen, fl, i == f.focus, clock)
	}
	f.menu.Draw(screen, u, u.Bold)
}
