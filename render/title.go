package render

import (
	"image"

	"hexstorm/cloud/online"
	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/lobby"
	"hexstorm/render/menus"
	"hexstorm/render/oddsview"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// newTitleScene is the title menu (start.Title) with its entries: the
// saved games' (Continue, Load game) first, then the ways into the game.
func newTitleScene(g *Game) *start.Title {
	s := start.NewTitle(g.ui, start.NewBackdrop(g.ui, func() float64 { return g.clock }), func() string { return g.soundNotice })
	entries := []widget.MenuEntry{
		{Button: widget.Button{Label: "New game"}, Do: func() { g.GoTo(newScenarioScene(g, s)) }},
		{Button: widget.Button{Label: "Learn to play"}, Do: func() {
			if err := learnToPlay(g); err != nil {
				g.notice = "Could not start the lessons: " + err.Error()
			}
		}},
		{Button: widget.Button{Label: "Play online"}, Do: func() { g.GoTo(newLobby(g, s)) }},
		{Button: widget.Button{Label: "Watch a replay"}, Do: func() { g.GoTo(newReplayListScene(g, s)) }},
		{Button: widget.Button{Label: "Battle calculator"}, Do: func() { g.GoTo(oddsview.NewSandbox(g.ui, s, s.DrawBackdrop, hexmap.Clear, "")) }},
		{Button: widget.Button{Label: "Map editor"}, Do: func() { g.GoTo(newEditorScene(g, editor.NewMap(24, 16))) }},
		{Button: widget.Button{Label: "Rules"}, Do: func() { g.GoTo(menus.NewRules(g.ui, s, s.DrawBackdrop, nil, image.Pt(g.in.MouseX, g.in.MouseY))) }},
		{Button: widget.Button{Label: "Settings"}, Do: func() { g.GoTo(newSettingsScene(g, s)) }},
		{Button: widget.Button{Label: "Quit"}, Do: func() { g.Quit() }},
	}
	s.SetEntries(append(titleFlowEntries(g, s), entries...))
	return s
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
func newLobby(g *Game, title *start.Title) app.Scene {
	return lobby.New(g.ui, lobby.Exits{Back: title, Backdrop: title.DrawBackdrop,
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
func newScenarioScene(g *Game, title *start.Title) *menus.ScenarioList {
	return menus.NewScenarioList(g.ui, title, title.DrawBackdrop, g.paths.Scenarios, image.Pt(g.in.MouseX, g.in.MouseY), func(sc *scenarios.Scenario, list *menus.ScenarioList) {
		g.GoTo(newSetupScene(g, list, sc))
	})
}

// newSetupScene sets up a new game of sc, chosen in list (start.Setup):
// Start plays it in the map scene, with the lessons' card when one human
// plays the side of the training scenario that has a course.
func newSetupScene(g *Game, list *menus.ScenarioList, sc *scenarios.Scenario) *start.Setup {
	return start.NewSetup(g.ui, list, sc, start.SetupExits{Seed: g.seed,
		Play: func(game *replay.Game, opening []sim.Event, players []seat.Player) app.Scene {
			m := play.NewGame(g.playDeps(), game, opening, players, "")
			if sess := m.Session(); sess.Humans() == 1 {
				m.OfferLessons(sc.ID, sess.Seated) // the training scenario teaches as it goes
			}
			return m
		}})
}

// quickStart starts a game of sc with the set-up's default players (the
// first side human, the others the computer at Normal) and options, for
// starting from the command line without the menus.
func quickStart(g *Game, sc *scenarios.Scenario) (*play.Scene, error) {
	game, opening, err := replay.New(sc, g.seed())
	if err != nil {
		return nil, err
	}
	return play.NewGame(g.playDeps(), game, opening, start.DefaultPlayers(len(sc.Setup.Sides)), ""), nil
}
