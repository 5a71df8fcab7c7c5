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
	// width is the fields' width at most, buttonW each button's.
	width, buttonW int
}

// layout places the form on a screen w wide: the fields from the top
// down, centred, and the buttons under them.
func (f *form) layout(w int) {
	cx, y := w/2, 170
	fw := min(f.width, w-60)
	for _, fl := range f.fields {
		y += 22
		fl.Rect = image.Rect(cx-fw/2, y, cx+fw/2, y+44)
		y += 60
	}
	f.menu.LayoutRow(cx, y+6, f.buttonW)
}

// update reads the tick's input; it reports whether a button ran.
func (f *form) update(in *app.Input) bool {
	f.layout(in.Width)
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
	f.layout(screen.Bounds().Dx())
	for i, fl := range f.fields {
		u.DrawField(screen, fl, i == f.focus, clock)
	}
	f.menu.Draw(screen, u, u.Bold)
}

// formScreen is a screen made of a form: its heading and the line under
// it, the form, the note under the form and the keys' line. Esc goes to
// what back makes.
type formScreen struct {
	l                    *lobby
	heading, under, keys string
	noteY                int
	back                 func() app.Scene
	form                 form
	note                 note
	task                 task
}

// Update implements app.Scene.
func (s *formScreen) Update(ctx *app.Context) error {
	if !s.l.begin(ctx, &s.task, s.back) {
		s.form.update(ctx.In)
	}
	return nil
}

// Draw implements app.Scene.
func (s *formScreen) Draw(screen *ebiten.Image) {
	w := s.l.page(screen, s.heading, s.under)
	s.form.draw(screen, s.l.ui, s.l.clock)
	s.note.draw(screen, s.l.ui, &s.task, screen.Bounds().Dx()/2, s.noteY, w)
	s.l.footer(screen, s.keys)
}
