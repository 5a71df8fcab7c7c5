package render

import (
	"fmt"
	"log"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/session"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// openStore opens the save folder of p; without one the game plays on but
// cannot save, and says why where saving is offered.
func openStore(p Paths) (*saves.Store, string) {
	dir := p.Saves
	if dir == "" {
		return nil, p.SavesErr
	}
	st := &saves.Store{Dir: dir}
	// Saves killed mid-write leave temporary files; clear old ones away.
	if n, err := st.RemoveStale(time.Now()); err != nil {
		log.Printf("hexstorm: could not remove leftover temporary files in %s: %v", dir, err)
	} else if n > 0 {
		log.Printf("hexstorm: removed %d leftover temporary files of interrupted saves in %s", n, dir)
	}
	return st, ""
}

// loadSave loads the save of e off the window's thread (a loading scene
// with progress; Esc returns to back) and goes on to the map scene that
// plays it on, calling before first (the load menu stops a computer still
// thinking in the game it leaves). A save that cannot be loaded goes to
// fail with an error naming the file and the problem.
func loadSave(g *Game, e saves.Entry, back app.Scene, before func(), fail func(g *Game, err error)) {
	work := func(p replay.Progress) (loaded, error) {
		var history gameLog // the event log, rebuilt in the same replay
		game, info, err := saves.LoadWith(e.Path, p, func(_ int, s *sim.State, evs []sim.Event) {
			history.add(s, evs, session.CatalogName)
		})
		return loaded{game, info, history}, err
	}
	startLoading(g, "Loading "+e.Name, back, work, func(g *Game, l loaded) {
		if before != nil {
			before()
		}
		m := savedGameScene(g, e, l.game, l.info)
		m.hud.takeHistory(l.history)
		g.GoTo(m)
	}, fail)
}

// loaded is a save read and verified, with its label.
type loaded struct {
	game    *replay.Game
	info    *sim.SaveInfo
	history gameLog
}

// savedGameScene is the map scene that plays on a loaded save.
func savedGameScene(g *Game, e saves.Entry, game *replay.Game, info *sim.SaveInfo) *mapScene {
	var names []string
	if info != nil {
		names = info.Players
	}
	sess := session.New(game, seat.Players(names, len(game.State.Sides)), g.store)
	if info != nil && !e.Auto {
		sess.Name = info.Name
	}
	m := newSessionScene(g, sess)
	m.message(fmt.Sprintf("Loaded %s: turn %d, %s phase. The record replays to the same state.", e.Name, game.State.Turn, game.State.Phase), false, g.clock)
	return m
}

// titleFlowEntries are the title menu's entries for saved games: Continue
// (the newest save, the autosave included) and Load game, each only when
// there is something to continue or load.
func titleFlowEntries(g *Game, title *titleScene) []widget.MenuEntry {
	if g.store == nil {
		return nil
	}
	g.flushSaves()
	list, _ := g.store.List()
	latest, ok := g.store.Latest()
	if !ok {
		return nil
	}
	return []widget.MenuEntry{
		{Button: widget.Button{Label: "Continue"}, Do: func() {
			loadSave(g, latest, title, nil, func(g *Game, err error) {
				g.GoTo(newLoadScene(g, title, nil, err.Error()))
			})
		}},
		{Button: widget.Button{Label: fmt.Sprintf("Load game (%d)", len(list))}, Do: func() { g.GoTo(newLoadScene(g, title, nil, "")) }},
	}
}

// newGameMenuScene is the menu Esc opens during the game of m: resume,
// save, load or leave, over m's dimmed map.
func newGameMenuScene(m *mapScene) *menus.GameMenu {
	g := m.game
	var choices widget.Menu
	choices.Add("Resume", func() { g.GoTo(m) })
	choices.Add("Save game", func() { g.GoTo(newSaveScene(g, m)) })
	choices.Add("Load game", func() { g.GoTo(newLoadScene(g, nil, m, "")) })
	choices.Add("Leave to the title menu (the game is kept)", func() { m.leaveToTitle(g) })
	if g.store == nil {
		choices.Entries[1].Disabled = true
	}
	return menus.NewGameMenu(g.ui, m, choices.Entries, func() string { return "Saves are kept in " + g.storeDir() })
}

// flushSaves waits for the background autosave, so that the save folder
// is up to date before it is listed or the game ends.
func (g *Game) flushSaves() {
	if g.autosaver != nil {
		if err := g.autosaver.Flush(); err != nil {
			g.storeErr = "the last autosave failed: " + err.Error()
		}
	}
}

// storeDir names the save folder for the screens, or why there is none.
func (g *Game) storeDir() string {
	if g.store == nil {
		return "nowhere: " + g.storeErr
	}
	return g.store.Dir
}

// leaveToTitle leaves the game for the title menu without losing anything:
// the computer stops, and a session's game is written to the autosave
// first, so the title's Continue takes it up exactly where it was, builds
// entered this phase included.
func (m *mapScene) leaveToTitle(g *Game) {
	m.stopAI()
	if sess := m.session(); sess != nil {
		sess.Autosave()
		g.flushSaves()
	}
	g.GoTo(newTitleScene(g))
}

// newSaveScene names a save of m's game (menus.SaveGame), offering its
// session's name or the scenario and turn; saving goes back to the map
// with a message, Back to the game menu.
func newSaveScene(g *Game, m *mapScene) *menus.SaveGame {
	name := m.session().Name
	if name == "" {
		name = fmt.Sprintf("%s, turn %d", m.sc.Name, m.state.Turn)
	}
	return menus.NewSaveGame(g.ui, g.store, name, menus.SaveExits{
		Save: func(name string) error {
			e, err := m.session().Save(name)
			if err != nil {
				return err
			}
			m.message("Saved as "+e.Name+" ("+e.File+").", false, g.clock)
			g.GoTo(m)
			return nil
		},
		Back: func() { g.GoTo(newGameMenuScene(m)) },
	})
}

// newLoadScene lists the saves to load (menus.LoadGame), the autosave
// written first; from is the game in play it was opened over (nil from
// the title), which a loaded game replaces and Back returns to.
func newLoadScene(g *Game, title *titleScene, from *mapScene, msg string) *menus.LoadGame {
	if g.store != nil {
		g.flushSaves()
	}
	return menus.NewLoadGame(g.ui, g.store, msg, menus.LoadExits{
		Load: func(e saves.Entry, ls *menus.LoadGame) {
			var before func()
			if from != nil {
				before = from.stopAI
			}
			loadSave(g, e, ls, before, func(g *Game, err error) {
				ls.Failed(err)
				g.GoTo(ls)
			})
		},
		Back: func() {
			if from != nil {
				g.GoTo(newGameMenuScene(from))
				return
			}
			g.GoTo(newTitleScene(g))
		},
	})
}
