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
	"hexstorm/scenarios"
	"hexstorm/session/seat"
)

// newGame sets up a game on the server: a built-in scenario, the player's
// side, and the opponent, a friend by invitation code or the computer at a
// level. Left and Right change the focused choice.
type newGame struct {
	l         *lobby
	list      []scenarios.Info
	sides     []string
	scenario  int
	side      int
	opponent  int // 0 a friend, else the computer at levels[opponent-1]
	menu      widget.Menu
	note      note
	task      task
	sidesErr  string
	opponents []string
}

// levels are the computer's levels offered online, weakest first.
var levels = []seat.Level{seat.Easy, seat.Normal, seat.Hard}

func newNewGame(l *lobby) *newGame {
	s := &newGame{l: l, list: scenarios.Builtins()}
	s.opponents = []string{"A friend, by invitation code"}
	for _, lv := range levels {
		s.opponents = append(s.opponents, "The computer, "+lv.String())
	}
	for i, info := range s.list {
		if info.ID == "channel" {
			s.scenario = i
		}
	}
	s.menu.LastMX, s.menu.LastMY = -1, -1
	s.menu.UpDownOnly = true
	s.menu.Add("", func() { s.change(0, 1) })
	s.menu.Add("", func() { s.change(1, 1) })
	s.menu.Add("", func() { s.change(2, 1) })
	s.menu.Add("Create the game", s.create)
	s.menu.Add("Back", func() { l.scenes.GoTo(l.games()) })
	s.menu.Focus = 3
	s.loadSides()
	s.labels()
	return s
}

// loadSides reads the chosen scenario's sides.
func (s *newGame) loadSides() {
	s.sides, s.sidesErr = nil, ""
	if len(s.list) == 0 {
		s.sidesErr = "This build has no built-in scenario."
		return
	}
	sc, err := scenarios.Builtin(s.list[s.scenario].ID)
	if err != nil {
		s.sidesErr = err.Error()
		return
	}
	for _, side := range sc.Setup.Sides {
		s.sides = append(s.sides, side.Name)
	}
	s.side = min(s.side, len(s.sides)-1)
}

// change moves choice (0 the scenario, 1 the side, 2 the opponent) by d.
func (s *newGame) change(choice, d int) {
	wrap := func(i, n int) int { return ((i+d)%n + n) % n }
	switch {
	case choice == 0 && len(s.list) > 0:
		s.scenario = wrap(s.scenario, len(s.list))
		s.loadSides()
	case choice == 1 && len(s.sides) > 0:
		s.side = wrap(s.side, len(s.sides))
	case choice == 2:
		s.opponent = wrap(s.opponent, len(s.opponents))
	}
	s.labels()
}

// labels writes the choices into their buttons.
func (s *newGame) labels() {
	name, side := "none", "none"
	if len(s.list) > 0 {
		name = s.list[s.scenario].Name
	}
	if len(s.sides) > 0 {
		side = s.sides[s.side]
	}
	s.menu.Entries[0].Label = "Scenario:  ‹ " + name + " ›"
	s.menu.Entries[1].Label = "You play:  ‹ " + side + " ›"
	s.menu.Entries[2].Label = "Against:  ‹ " + s.opponents[s.opponent] + " ›"
	s.menu.Entries[3].Disabled = len(s.sides) == 0
}

// create asks the server for the game; a friend's game shows its
// invitation code, a game against the computer opens at once.
func (s *newGame) create() {
	req := online.CreateRequest{ScenarioID: s.list[s.scenario].ID}
	for i := range s.sides {
		switch {
		case i == s.side:
			req.Seats = append(req.Seats, online.SeatSpec{Kind: "me"})
		case s.opponent == 0:
			req.Seats = append(req.Seats, online.SeatSpec{Kind: "open"})
		default:
			req.Seats = append(req.Seats, online.SeatSpec{Kind: "computer", Level: levels[s.opponent-1].String()})
		}
	}
	l, c := s.l, s.l.client
	s.task.start("Creating the game on "+c.Base+"…", func() func() {
		info, err := c.Create(req)
		return func() {
			switch {
			case err != nil:
				s.note.set(l.plain("create", err), true)
			case inviteCode(info) != "":
				l.codes[info.ID] = inviteCode(info)
				l.scenes.GoTo(newInvite(l, info, inviteCode(info)))
			default:
				l.open(&s.task, info, &s.note)
			}
		}
	})
}

// Update implements app.Scene.
func (s *newGame) Update(ctx *app.Context) error {
	if s.l.begin(ctx, &s.task, s.l.games) {
		return nil
	}
	in := ctx.In
	if f := s.menu.Focus; f < 3 {
		switch {
		case in.Repeat[app.ActLeft]:
			s.change(f, -1)
		case in.Repeat[app.ActRight]:
			s.change(f, 1)
		}
	}
	s.layout(in.Width)
	s.menu.Update(in)
	return nil
}

// layout places the three choices and the two buttons.
func (s *newGame) layout(w int) {
	s.menu.Layout(w/2, 170, min(640, w-60), 50, 12)
	for i := 3; i < 5; i++ {
		x := w/2 - 250 + (i-3)*260
		s.menu.Entries[i].Rect = image.Rect(x, 380, x+240, 426)
	}
}

// Draw implements app.Scene.
func (s *newGame) Draw(screen *ebiten.Image) {
	u := s.l.ui
	w := s.l.page(screen, "New online game", "The server draws the dice and keeps each side's blocks hidden from the other")
	b := screen.Bounds()
	s.layout(b.Dx())
	s.menu.Draw(screen, u, u.Bold)
	if len(s.list) > 0 {
		lines := widget.Wrap(s.list[s.scenario].Description, u.Small, float64(w-32))
		lh := widget.LineHeight(u.Small)
		u.Panel(screen, image.Rect(b.Dx()/2-w/2, 446, b.Dx()/2+w/2, 462+int(float64(len(lines))*lh)), 0.9)
		for i, line := range lines {
			u.Text(screen, line, u.Small, float64(b.Dx())/2, 462+float64(i)*lh, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
		}
	}
	if s.sidesErr != "" {
		s.note.set(s.sidesErr, true)
	}
	s.note.draw(screen, u, &s.task, b.Dx()/2, 540, w)
	s.l.footer(screen, "Up and down to choose · Left and right to change · Enter to create · Esc to go back")
}

// invite shows the invitation code of a new game, large enough to read
// aloud, with the way to open the game while the friend joins.
type invite struct {
	l    *lobby
	info online.GameInfo
	code string
	menu widget.Menu
	note note
	task task
}

func newInvite(l *lobby, info online.GameInfo, code string) *invite {
	s := &invite{l: l, info: info, code: code}
	s.menu.LastMX, s.menu.LastMY = -1, -1
	s.menu.Add("Open the game", func() { l.open(&s.task, info, &s.note) })
	s.menu.Add("Back to my games", func() { l.scenes.GoTo(l.games()) })
	return s
}

// inviteCode returns the invitation code of a new game's open seat, which
// the server tells its creator only in its answer to Create.
func inviteCode(info online.GameInfo) string {
	for _, st := range info.Seats {
		if st.Code != "" && !st.Taken {
			return st.Code
		}
	}
	return ""
}

// groups writes a code in groups of four, to read aloud.
func groups(code string) string {
	var b strings.Builder
	for i, r := range code {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Update implements app.Scene.
func (s *invite) Update(ctx *app.Context) error {
	if s.l.begin(ctx, &s.task, s.l.games) {
		return nil
	}
	in := ctx.In
	s.menu.LayoutRow(in.Width/2, 520, 260)
	s.menu.Update(in)
	return nil
}

// Draw implements app.Scene.
func (s *invite) Draw(screen *ebiten.Image) {
	u := s.l.ui
	mine := ""
	for _, st := range s.info.Seats {
		if st.Mine {
			mine = st.Name
		}
	}
	w := s.l.page(screen, "Invite a friend", fmt.Sprintf("%s · you play %s", s.info.Scenario, mine))
	b := screen.Bounds()
	cx := float64(b.Dx()) / 2
	u.Text(screen, "Tell your friend this invitation code:", u.Heading, cx, 180, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	box := image.Rect(b.Dx()/2-w/2, 210, b.Dx()/2+w/2, 380)
	u.Box(screen, box, widget.StylePanel, 0.95)
	g := groups(s.code)
	half := len(g) / 2
	if i := strings.LastIndexByte(g[:half+2], ' '); i > 0 && len(g) > 20 {
		half = i
	}
	face := u.Title // as large as the screen allows
	if u.TextWidth(g[:half], face) > float64(w-20) {
		face = u.Heading
	}
	u.Text(screen, strings.TrimSpace(g[:half]), face, cx, 260, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	u.Text(screen, strings.TrimSpace(g[half:]), face, cx, 330, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	msg := "They choose Play online, sign in to " + s.l.client.Base + ", then Join by code and type it (spaces do not matter). The code works once. Write it down or send it now: the server tells it only when the game is made, and this window shows it again (from My games) only until you close it."
	for i, line := range widget.Wrap(msg, u.Body, float64(w)) {
		u.Text(screen, line, u.Body, cx, 420+float64(i)*widget.LineHeight(u.Body), text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	}
	s.menu.LayoutRow(b.Dx()/2, 520, 260)
	s.menu.Draw(screen, u, u.Bold)
	s.note.draw(screen, u, &s.task, b.Dx()/2, 590, w)
	s.l.footer(screen, "Enter to open the game · Esc for my games")
}
