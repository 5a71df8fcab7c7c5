package lobby

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// signIn asks for the server's address, the email and the password, and
// signs in or makes a new account.
type signIn struct {
	l                       *lobby
	server, email, password widget.Field
	form                    form
	note                    note
	task                    task
}

func newSignIn(l *lobby, server, email string) *signIn {
	s := &signIn{l: l,
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

// Update implements app.Scene.
func (s *signIn) Update(ctx *app.Context) error {
	s.l.tick(ctx)
	in := ctx.In
	if s.task.poll() {
		return nil
	}
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.l.exits.Back)
		return nil
	}
	s.form.layout(in.Width/2, 170, min(560, in.Width-60), 170)
	s.form.update(in)
	return nil
}

// Draw implements app.Scene.
func (s *signIn) Draw(screen *ebiten.Image) {
	w := s.l.page(screen, "Play online", "Play a friend through a server that keeps the fog honest")
	b := screen.Bounds()
	s.form.layout(b.Dx()/2, 170, min(560, b.Dx()-60), 170)
	s.form.draw(screen, s.l.ui, s.l.clock)
	s.note.draw(screen, s.l.ui, &s.task, b.Dx()/2, 500, w)
	s.l.footer(screen, "Tab or arrows to move · Enter to go on · Esc to go back")
}
