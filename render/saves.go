package render

import (
	"fmt"
	"log"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
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
	work := func(p replay.Progress) (play.Loaded, error) { return play.ReadSave(e, p) }
	startLoading(g, "Loading "+e.Name, back, work, func(g *Game, l play.Loaded) {
		if before != nil {
			before()
		}
		g.GoTo(play.NewLoaded(g.playDeps(), e, l))
	}, fail)
}

// titleFlowEntries are the title menu's entries for saved games: Continue
// (the newest save, the autosave included) and Load game, each only when
// there is something to continue or load.
func titleFlowEntries(g *Game, title *start.Title) []widget.MenuEntry {
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
				g.GoTo(newLoadScene(g, title, nil, nil, err.Error()))
			})
		}},
		{Button: widget.Button{Label: fmt.Sprintf("Load game (%d)", len(list))}, Do: func() { g.GoTo(newLoadScene(g, title, nil, nil, "")) }},
	}
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

// newLoadScene lists the saves to load (menus.LoadGame), the autosave
// written first. Opened from the title, back is nil and Back leads to the
// title menu; opened from a game's menu, back makes that menu again and
// before stops the game in play, which a loaded game replaces.
func newLoadScene(g *Game, title *start.Title, back func() app.Scene, before func(), msg string) *menus.LoadGame {
	if g.store != nil {
		g.flushSaves()
	}
	return menus.NewLoadGame(g.ui, g.store, msg, menus.LoadExits{
		Load: func(e saves.Entry, ls *menus.LoadGame) {
			loadSave(g, e, ls, before, func(g *Game, err error) {
				ls.Failed(err)
				g.GoTo(ls)
			})
		},
		Back: func() {
			if back != nil {
				g.GoTo(back())
				return
			}
			g.GoTo(newTitleScene(g))
		},
	})
}
