package lobby

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// refreshSeconds is how often the list of games asks the server again
// while it is open.
const refreshSeconds = 5

// gameRows is how many games the list shows at once.
const gameRows = 7

// games lists the player's games with whose turn it is, a notice on those
// that wait for the player, and the ways to a new game or to join one. The
// list asks the server again every few seconds while it is open.
type games struct {
	l    *lobby
	list []online.GameInfo
	// menu's first entries are the games shown (from first), then the
	// buttons.
	menu    widget.Menu
	first   int
	note    note
	task    task // the list's refresh
	opening task // opening a game
	askedAt float64
	asked   bool
}

func newGames(l *lobby) *games {
	s := &games{l: l}
	s.menu.LastMX, s.menu.LastMY = -1, -1
	s.menu.UpDownOnly = true
	s.rebuild()
	return s
}

// Listed returns the games the list screen s shows, once they have come
// from the server; nil when s is another scene or the list has not come
// yet. The window's scripts read it.
func Listed(s app.Scene) []online.GameInfo {
	if g, ok := s.(*games); ok && g.asked && g.task.busy == "" {
		return g.list
	}
	return nil
}

// buttons are the entries under the games.
var buttons = []string{"New game", "Join by code", "Sign out"}

// rebuild makes the menu's entries from the list, keeping the focus.
func (s *games) rebuild() {
	focus := s.menu.Focus
	s.menu.Entries = s.menu.Entries[:0]
	s.first = min(s.first, max(0, len(s.list)-gameRows))
	for i := s.first; i < min(len(s.list), s.first+gameRows); i++ {
		info := s.list[i]
		s.menu.Add("", func() { s.choose(info) })
	}
	l := s.l
	s.menu.Add(buttons[0], func() { l.scenes.GoTo(newNewGame(l)) })
	s.menu.Add(buttons[1], func() { l.scenes.GoTo(newJoin(l)) })
	s.menu.Add(buttons[2], func() { l.scenes.GoTo(s.signOut()) })
	s.menu.Focus = min(focus, len(s.menu.Entries)-1)
}

// signOut returns the sign-in screen, filled in with the server and the
// email; the next sign-in replaces the client.
func (s *games) signOut() app.Scene { return newSignIn(s.l, s.l.client.Base, s.l.email) }

// choose opens a game, shows the invitation again of a game made in this
// window that still waits for the friend, or opens a finished game's record
// in the replay viewer.
func (s *games) choose(info online.GameInfo) {
	switch code := s.l.codes[info.ID]; {
	case code != "" && info.Status == "open":
		s.l.scenes.GoTo(newInvite(s.l, info, code))
	case info.Status == "finished" && s.l.exits.Replay != nil:
		s.l.watch(&s.opening, info, &s.note)
	default:
		s.l.open(&s.opening, info, &s.note)
	}
}

// refresh asks the server for the list.
func (s *games) refresh() {
	c, l := s.l.client, s.l
	s.askedAt, s.asked = l.clock, true
	s.task.start("Asking "+c.Base+" for your games…", func() func() {
		list, err := c.Games()
		return func() {
			if err != nil {
				s.note.set(l.plain("list", err), true)
				return
			}
			if s.note.isErr {
				s.note.set("", false)
			}
			s.list = list
			s.rebuild()
		}
	})
}

// Update implements app.Scene.
func (s *games) Update(ctx *app.Context) error {
	s.task.poll()
	if s.l.begin(ctx, &s.opening, s.signOut) {
		return nil
	}
	in := ctx.In
	if !s.asked || s.l.clock-s.askedAt >= refreshSeconds {
		s.refresh()
	}
	if in.Wheel != 0 && len(s.list) > gameRows {
		s.first = min(max(0, s.first-int(in.Wheel)), len(s.list)-gameRows)
		s.rebuild()
	}
	// The focus scrolls the list when it moves past its ends.
	shown := len(s.menu.Entries) - len(buttons)
	if in.Repeat[app.ActUp] && s.menu.Focus == 0 && s.first > 0 {
		s.first--
		s.rebuild()
		s.menu.Focus = 1
	}
	if in.Repeat[app.ActDown] && s.menu.Focus == shown-1 && s.first+shown < len(s.list) {
		s.first++
		s.rebuild()
		s.menu.Focus = shown - 2
	}
	s.layout(in.Width, in.Height)
	s.menu.Update(in)
	return nil
}

// layout places the games' rows and the buttons under them.
func (s *games) layout(w, h int) {
	pw := min(900, w-60)
	shown := len(s.menu.Entries) - len(buttons)
	y := 180
	for i := range shown {
		s.menu.Entries[i].Rect = image.Rect((w-pw)/2, y, (w+pw)/2, y+56)
		y += 64
	}
	x := w/2 - (3*220+2*12)/2
	for i := range len(buttons) {
		e := &s.menu.Entries[shown+i]
		e.Rect = image.Rect(x, h-130, x+220, h-84)
		x += 232
	}
}

// Draw implements app.Scene.
func (s *games) Draw(screen *ebiten.Image) {
	u := s.l.ui
	turns := 0
	for _, info := range s.list {
		if info.YourTurn {
			turns++
		}
	}
	under := "Signed in as " + s.l.email + " on " + s.l.client.Base
	w := s.l.page(screen, "My games", under)
	b := screen.Bounds()
	s.layout(b.Dx(), b.Dy())
	switch {
	case turns > 0:
		u.Text(screen, fmt.Sprintf("It is your turn in %d game%s", turns, plural(turns)), u.Heading, float64(b.Dx())/2, 148, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	case s.asked && s.task.busy == "" && len(s.list) == 0 && !s.note.isErr:
		u.Text(screen, "No games yet: start one with New game, or join a friend's with their code.", u.Body, float64(b.Dx())/2, 148, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	}
	shown := len(s.menu.Entries) - len(buttons)
	for i := range shown {
		s.drawRow(screen, s.menu.Entries[i].Rect, s.list[s.first+i], i == s.menu.Focus)
	}
	if len(s.list) > gameRows {
		u.Text(screen, fmt.Sprintf("%d–%d of %d · wheel or arrows to scroll", s.first+1, s.first+shown, len(s.list)), u.Small,
			float64(b.Dx())/2, float64(180+gameRows*64), text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	}
	for i := shown; i < len(s.menu.Entries); i++ {
		u.DrawButton(screen, &s.menu.Entries[i].Button, u.Bold, i == s.menu.Focus)
	}
	s.note.draw(screen, u, &s.opening, b.Dx()/2, b.Dy()-190, w)
	s.l.footer(screen, "Arrows or mouse to choose · Enter to open · Esc to sign out · the list follows the server by itself")
}

// drawRow draws one game: its scenario, the sides and whose turn it is,
// with "Your turn" standing out on the games that wait for the player.
func (s *games) drawRow(screen *ebiten.Image, r image.Rectangle, info online.GameInfo, hot bool) {
	u := s.l.ui
	style := widget.StyleItem
	if hot {
		style = widget.StyleButtonHot
	}
	u.Box(screen, r, style, 1)
	x, cy := float64(r.Min.X+16), float64(r.Min.Y+r.Dy()/2)
	u.Text(screen, info.Scenario, u.Bold, x, cy-11, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, sidesLine(info), u.Small, x, cy+13, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	turn, c := turnLine(info), widget.ColText
	if info.YourTurn {
		pill := image.Rect(r.Max.X-170, r.Min.Y+10, r.Max.X-14, r.Max.Y-10)
		u.FillRect(screen, pill, widget.ColAccent, 1)
		u.Text(screen, turn, u.Heading, float64(pill.Min.X+pill.Dx()/2), cy, text.AlignCenter, text.AlignCenter, widget.ColBackground, 1)
		return
	}
	if info.Status != "playing" {
		c = widget.ColMuted
	}
	u.Text(screen, turn, u.Body, float64(r.Max.X-16), cy, text.AlignEnd, text.AlignCenter, c, 1)
}

// sidesLine says which side the player holds and whom they play against.
func sidesLine(info online.GameInfo) string {
	var mine, others []string
	for _, st := range info.Seats {
		if st.Mine {
			mine = append(mine, st.Name)
			continue
		}
		others = append(others, st.Name+" ("+seatWho(st)+")")
	}
	return "You play " + strings.Join(mine, " and ") + " against " + strings.Join(others, ", ")
}

// seatWho says who holds a seat that is not the player's.
func seatWho(st online.SeatInfo) string {
	switch {
	case st.Kind == "computer":
		return "the computer, " + st.Level
	case !st.Taken:
		return "invited, not joined yet"
	}
	return "a friend"
}

// turnLine says whose turn it is.
func turnLine(info online.GameInfo) string {
	switch {
	case info.Status == "finished":
		return "Game over · watch the replay"
	case info.Status == "open":
		return "Waiting for your friend to join"
	case info.YourTurn:
		return "Your turn"
	case info.Actor >= 0 && info.Actor < len(info.Seats):
		st := info.Seats[info.Actor]
		if st.Kind == "computer" {
			return "The computer is playing " + st.Name
		}
		return "Waiting for " + st.Name
	}
	return "Under way"
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
