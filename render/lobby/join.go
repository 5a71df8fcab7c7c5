package lobby

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// codeLen is the length of an invitation code (160 bits in base32).
const codeLen = 32

// join takes the seat an invitation code holds and opens the game.
type join struct {
	l    *lobby
	code widget.Field
	form form
	note note
	task task
}

func newJoin(l *lobby) *join {
	s := &join{l: l, code: widget.Field{Label: "Invitation code", Max: 60}}
	s.form.fields = []*widget.Field{&s.code}
	s.form.menu.LastMX, s.form.menu.LastMY = -1, -1
	s.form.menu.Add("Join", s.join)
	s.form.menu.Add("Back", func() { l.scenes.GoTo(newGames(l)) })
	s.note.set("Type the code your friend read to you; spaces and dashes do not matter.", false)
	return s
}

// cleanCode makes what was typed a code: upper case, without spaces or
// dashes.
func cleanCode(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, strings.ToUpper(s))
}

// join asks the server for the seat, then opens the game.
func (s *join) join() {
	code := cleanCode(s.code.Value)
	if n := len([]rune(code)); n != codeLen {
		s.note.set(fmt.Sprintf("An invitation code has %d letters and digits; this one has %d.", codeLen, n), true)
		return
	}
	l, c := s.l, s.l.client
	l.play(&s.task, &s.note, "Joining the game…", "join", func() (*online.Session, error) {
		r, err := c.Join(code)
		if err != nil {
			return nil, err
		}
		return online.Open(c, r.Game, r.Side)
	})
}

// Update implements app.Scene.
func (s *join) Update(ctx *app.Context) error {
	s.l.tick(ctx)
	in := ctx.In
	if s.task.poll() {
		return nil
	}
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(newGames(s.l))
		return nil
	}
	s.form.layout(in.Width/2, 170, min(720, in.Width-60), 200)
	s.form.update(in)
	return nil
}

// Draw implements app.Scene.
func (s *join) Draw(screen *ebiten.Image) {
	w := s.l.page(screen, "Join by code", "A friend made the game and holds the other seat")
	b := screen.Bounds()
	s.form.layout(b.Dx()/2, 170, min(720, b.Dx()-60), 200)
	s.form.draw(screen, s.l.ui, s.l.clock)
	s.note.draw(screen, s.l.ui, &s.task, b.Dx()/2, 360, w)
	s.l.footer(screen, "Enter to join · Esc to go back")
}
