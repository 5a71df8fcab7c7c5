package render

import (
	"image"
	"path/filepath"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/replayview"
	"hexstorm/render/start"
	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/session/seat"
)

// newReplayScene shows tl, the record named name, in the replay viewer;
// Esc leads to back, or to the title menu when back is nil, and Continue
// from here to a new game on the map.
func newReplayScene(g *Game, tl *replay.Timeline, name string, back app.Scene) *replayview.Viewer {
	if tl.Scenario != nil {
		g.ui.Dress(tl.Scenario.File.Sides)
	}
	return replayview.New(g.ui, g.clock, tl, name, replayview.Exits{
		Back:   back,
		Title:  func() app.Scene { return newTitleScene(g) },
		Branch: func(rg *replay.Game, where string) app.Scene { return newBranchScene(g, rg, where) },
	})
}

// newReplayListScene lists the records and the saves to watch
// (menus.ReplayList) over the title's backdrop; a record opens in the
// replay viewer, whose Esc leads to the title menu.
func newReplayListScene(g *Game, title *start.Title) *menus.ReplayList {
	return menus.NewReplayList(g.ui, title, title.DrawBackdrop, g.paths.Records, g.store, image.Pt(g.in.MouseX, g.in.MouseY), menus.ReplayListExits{
		Open: func(path string, list *menus.ReplayList) {
			openReplay(g, path, list, func(g *Game, err error) {
				list.Failed(err)
				g.GoTo(list)
			})
		},
		Watch: func(tl *replay.Timeline, name string) app.Scene { return newReplayScene(g, tl, name, nil) },
		Seed:  g.seed,
	})
}

// openReplay reads, verifies and opens the record in path off the window's
// thread (a loading scene with progress; Esc returns to back), then shows
// it in the replay viewer, or hands fail an error naming the file.
func openReplay(g *Game, path string, back app.Scene, fail func(g *Game, err error)) {
	name := filepath.Base(path)
	startLoading(g, "Opening "+name, back, func(p replay.Progress) (*replay.Timeline, error) {
		return replayview.ReadTimeline(path, p)
	}, func(g *Game, tl *replay.Timeline) {
		g.GoTo(newReplayScene(g, tl, name, nil))
	}, fail)
}

// newBranchScene continues a replayed game from where the viewer stood, as a
// new game played at this desk: a session on the branch's state whose record
// (the original's commands up to here) grows with every command, so the
// branch can itself be saved and replayed. The players are those the record
// was saved with, else every side is played hot-seat at this desk.
func newBranchScene(g *Game, rg *replay.Game, where string) *play.Scene {
	var names []string
	if info := rg.Record.Save; info != nil {
		names = info.Players
	}
	s := play.NewSession(g.playDeps(), session.New(rg, seat.Players(names, len(rg.State.Sides)), g.store))
	s.Message("Taking over at "+where+": a new game branching from the replay.", false)
	return s
}
