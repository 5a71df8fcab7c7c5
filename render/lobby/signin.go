package lobby

import (
	"strings"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// signIn asks for the server's address, the email and the password, and
// signs in or makes a new account.
type signIn struct {
	formScreen
	server, email, password widget.Field
}

func newSignIn(l *lobby, server, email string) *signIn {
	s := &signIn{formScreen: formScreen{l: l, form: form{width: 560, buttonW: 170}, noteY: 500,
		heading: "Play online", under: "Play a friend through a server that keeps the fog honest",
		keys: "Tab or arrows to move · Enter to go on · Esc to go back", back: func() app.Scene { return l.exits.Back }},
		server:   widget.Field{Label: "Server address", Value: server},
		email:    widget.Field{Label: "Email", Value: email},
		password: widget.Field{Label: "Password", Secret: true},
	}
	s.form.fields = []*widget.Field{&s.server, &s.email, &s.password}
	s.form.menu.LastMX, s.form.menu.LastMY = -1, -1
	s.form.menu.Add("Sign in", func() { s.submit(false) })
	s.form.menu.Add("Sign up", func() { s.submit(true) })
	s.form.menu.Add("Back", func() { l.scenes.GoTo(l.exits.Back) })
	s.form.focus = 1
	if email != "" {
		s.form.focus = 2
	}
	s.note.set("Start a server with `hexstorm serve`, or type the address of a friend's. Sign up once, then sign in.", false)
	return s
}

// submit signs in, after making the account when up; the player's games
// follow.
func (s *signIn) submit(up bool) {
	addr, email, pw := address(s.server.Value), strings.TrimSpace(s.email.Value), s.password.Value
	switch {
	case addr == "":
		s.note.set("Type the server's address, for example "+DefaultServer+".", true)
		return
	case email == "" || pw == "":
		s.note.set("Type your email and password.", true)
		return
	}
	l := s.l
	c := online.NewClient(addr)
	l.client = c
	what := "Signing in to " + addr + "…"
	if up {
		what = "Making your account on " + addr + "…"
	}
	s.task.start(what, func() func() {
		doing := "sign in"
		var err error
		if up {
			doing = "sign up"
			err = c.SignUp(email, pw)
		}
		if err == nil {
			err = c.SignIn(email, pw)
		}
		return func() {
			if err != nil {
				s.note.set(l.plain(doing, err), true)
				return
			}
			l.email = email
			l.scenes.GoTo(newGames(l))
		}
	})
}
