package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/cloud/online"
	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/lobby"
	"hexstorm/render/menus"
	"hexstorm/render/oddsview"
	"hexstorm/render/play"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
)

// titleScene is the title menu. It lists only what works in this build.
type titleScene struct {
	menu widget.Menu
	back *backdrop
}

func newTitleScene(g *Game) *titleScene {
	s := &titleScene{menu: widget.Menu{LastMX: -1, LastMY: -1, UpDownOnly: true}, back: &backdrop{game: g, ui: g.ui}}
	s.menu.Entries = []widget.MenuEntry{
		{Button: widget.Button{Label: "New game"}, Do: func() { g.GoTo(newScenarioScene(g, s)) }},
		{Button: widget.Button{Label: "Learn to play"}, Do: func() {
			if err := learnToPlay(g); err != nil {
				g.notice = "Could not start the lessons: " + err.Error()
			}
		}},
		{Button: widget.Button{Label: "Play online"}, Do: func() { g.GoTo(newLobby(g, s)) }},
		{Button: widget.Button{Label: "Watch a replay"}, Do: func() { g.GoTo(newReplayListScene(g, s)) }},
		{Button: widget.Button{Label: "Battle calculator"}, Do: func() { g.GoTo(oddsview.NewSandbox(g.ui, s, s.back.draw, hexmap.Clear, "")) }},
		{Button: widget.Button{Label: "Map editor"}, Do: func() { g.GoTo(newEditorScene(g, editor.NewMap(24, 16))) }},
		{Button: widget.Button{Label: "Rules"}, Do: func() { g.GoTo(menus.NewRules(g.ui, s, s.back.draw, nil, image.Pt(g.in.MouseX, g.in.MouseY))) }},
		{Button: widget.Button{Label: "Settings"}, Do: func() { g.GoTo(newSettingsScene(g, s)) }},
		{Button: widget.Button{Label: "Quit"}, Do: func() { g.Quit() }},
	}
	s.menu.Entries = append(titleFlowEntries(g, s), s.menu.Entries...)
	return s
}

// layout places the buttons for a screen of w x h.
func (s *titleScene) layout(w, h int) {
	s.menu.Layout(w/2, s.top(h)+140, 300, s.row(h)-10, 10)
}

// row is how far apart the buttons are: 56 pixels, less on a screen too
// low for all the entries over the notes at the bottom (80 pixels).
func (s *titleScene) row(h int) int {
	return max(36, min(56, (h-220)/len(s.menu.Entries)))
}

// top is where the title's block (the name, the line under it and the
// buttons) starts, centred on a screen h high whatever the number of
// entries, and clear of the notes at the bottom.
func (s *titleScene) top(h int) int {
	block := 140 + len(s.menu.Entries)*s.row(h)
	return max(10, min((h-block)/2, h-80-block))
}

// Update implements app.Scene.
func (s *titleScene) Update(ctx *app.Context) error {
	in := ctx.In
	s.layout(in.Width, in.Height)
	s.menu.Update(in)
	return nil
}

// Draw implements app.Scene.
func (s *titleScene) Draw(screen *ebiten.Image) {
	s.back.draw(screen)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	s.layout(w, h)
	u := s.back.ui
	top := float64(s.top(h))
	u.Text(screen, "HEXSTORM", u.Title, float64(w)/2+3, top+43, text.AlignCenter, text.AlignCenter, widget.ColShadow, 0.8)
	u.Text(screen, "HEXSTORM", u.Title, float64(w)/2, top+40, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, "Operational warfare in blocks and hexes, 1939–1945", u.Heading, float64(w)/2, top+98, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	s.menu.Draw(screen, u, u.Heading)
	u.Text(screen, "Arrows or mouse to choose · Enter to confirm · Esc to go back", u.Small, float64(w)/2, float64(h)-28, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	if n := s.back.game.soundNotice; n != "" {
		u.Text(screen, n, u.Small, float64(w)/2, float64(h)-52, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
}

// backdrop draws a built-in scenario's map, dimmed, behind the menus, with
// its storm turning, so the menus look like the game they lead to.
type backdrop struct {
	game  *Game
	ui    *widget.UI
	board *board.Board
	cam   camera.Camera
	img   *ebiten.Image
	tried bool
}

// draw paints the backdrop over the whole screen.
func (b *backdrop) draw(screen *ebiten.Image) {
	size := screen.Bounds().Size()
	if !b.tried {
		b.tried = true
		if list := scenarios.Builtins(); len(list) > 0 {
			if sc, err := scenarios.Builtin(list[0].ID); err == nil {
				if st, _, err := sc.NewGame(1); err == nil {
					b.board = board.New(st, b.ui.Palette)
				}
			}
		}
	}
	if b.board == nil {
		return
	}
	if b.img == nil || b.img.Bounds().Size() != size {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImage(size.X, size.Y)
		ww, wh := b.board.WorldSize()
		b.cam = camera.New(0.05, 4)
		b.cam.Fit(ww, wh, 0, 0, float64(size.X), float64(size.Y))
		// Fill the screen rather than letterbox it.
		k := max(float64(size.X)/(ww*b.cam.Zoom), float64(size.Y)/(wh*b.cam.Zoom))
		b.cam.ZoomAt(float64(size.X)/2, float64(size.Y)/2, k*1.05)
		b.board.DrawMap(b.img, &b.cam)
		b.board.DrawUnits(b.img, &b.cam, board.UnitOptions{})
	}
	screen.DrawImage(b.img, nil)
	b.board.DrawStorm(screen, &b.cam, b.game.clock)
	b.ui.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.8)
}

// learnToPlay starts the guided course's game (play.LearnToPlay).
func learnToPlay(g *Game) error {
	m, err := play.LearnToPlay(g.playDeps(), g.seed())
	if err != nil {
		return err
	}
	g.GoTo(m)
	return nil
}

// newLobby opens the way into play by cloud (package lobby) from the title
// menu.
func newLobby(g *Game, title *titleScene) app.Scene {
	return lobby.New(g.ui, lobby.Exits{Back: title, Backdrop: title.back.draw,
		Play: func(sess *online.Session, games func() app.Scene) app.Scene {
			return play.NewOnline(g.playDeps(), sess, games)
		},
		Replay: func(tl *replay.Timeline, name string, back app.Scene) app.Scene {
			return newReplayScene(g, tl, name, back)
		}}, "")
}

// newScenarioScene lists the scenarios (menus.ScenarioList) over the
// title's backdrop, from the user's scenario folder; Start opens the game's
// set-up.
func newScenarioScene(g *Game, title *titleScene) *menus.ScenarioList {
	return menus.NewScenarioList(g.ui, title, title.back.draw, g.paths.Scenarios, image.Pt(g.in.MouseX, g.in.MouseY), func(sc *scenarios.Scenario, list *menus.ScenarioList) {
		g.GoTo(newSetupScene(g, list, sc))
	})
}
