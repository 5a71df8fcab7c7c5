package render

import (
	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/session/seat"
)

// newBranchScene continues a replayed game from where the viewer stood, as a
// new game played at this desk: a session on the branch's state whose record
// (the original's commands up to here) grows with every command, so the
// branch can itself be saved and replayed. The players are those the record
// was saved with, else every side is played hot-seat at this desk.
func newBranchScene(g *Game, rg *replay.Game, where string) *mapScene {
	var names []string
	if info := rg.Record.Save; info != nil {
		names = info.Players
	}
	s := newSessionScene(g, session.New(rg, seat.Players(names, len(rg.State.Sides)), g.store))
	s.message("Taking over at "+where+": a new game branching from the replay.", false, g.clock)
	return s
}
