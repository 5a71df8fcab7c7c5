package render

import (
	"hexstorm/replay"
)

// newBranchScene continues a replayed game from where the viewer stood, as a
// new game played at this desk: the map scene on the branch's state, its
// record (the original's commands up to here) growing with every command,
// so the branch can itself be saved and replayed.
func newBranchScene(g *Game, rg *replay.Game, where string) *mapScene {
	s := newMapSceneFor(g, rg.State)
	s.sc = rg.Scenario
	s.rec = rg
	s.hud.refresh()
	s.hud.message("Taking over at "+where+": a new game branching from the replay.", false, g.clock)
	return s
}
