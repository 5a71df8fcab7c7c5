package lobby

import (
	"fmt"
	"strings"

	"hexstorm/cloud/online"
	"hexstorm/render/widget"
)

// codeLen is the length of an invitation code (160 bits in base32).
const codeLen = 32

// join takes the seat an invitation code holds and opens the game.
type join struct {
	formScreen
	code widget.Field
}

func newJoin(l *lobby) *join {
	s := &join{formScreen: formScreen{l: l, form: form{width: 720, buttonW: 200}, noteY: 360,
		heading: "Join by code", under: "A friend made the game and holds the other seat",
		keys: "Enter to join · Esc to go back", back: l.games},
		code: widget.Field{Label: "Invitation code", Max: 60}}
	s.form.fields = []*widget.Field{&s.code}
	s.form.menu.LastMX, s.form.menu.LastMY = -1, -1
	s.form.menu.Add("Join", s.join)
	s.form.menu.Add("Back", func() { l.scenes.GoTo(l.games()) })
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
