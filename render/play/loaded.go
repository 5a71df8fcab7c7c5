package play

import (
	"fmt"

	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/session"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// Loaded is a save read and verified, with its label and the game's event
// log, rebuilt in the same replay.
type Loaded struct {
	game    *replay.Game
	info    *sim.SaveInfo
	history gameLog
}

// ReadSave reads and verifies the save of e, reporting its progress to p
// (the work of a loading scene, off the window's thread).
func ReadSave(e saves.Entry, p replay.Progress) (Loaded, error) {
	var history gameLog // the event log, rebuilt in the same replay
	game, info, err := saves.LoadWith(e.Path, p, func(_ int, s *sim.State, evs []sim.Event) {
		history.add(s, evs, session.CatalogName)
	})
	return Loaded{game, info, history}, err
}

// NewLoaded is the map scene that plays on l, the save of e read by
// ReadSave, with its players and name, its whole event log and its latest
// lines in the ticker.
func NewLoaded(d Deps, e saves.Entry, l Loaded) *Scene {
	game, info := l.game, l.info
	var names []string
	if info != nil {
		names = info.Players
	}
	sess := session.New(game, seat.Players(names, len(game.State.Sides)), d.Store)
	if info != nil && !e.Auto {
		sess.Name = info.Name
	}
	m := NewSession(d, sess)
	m.Message(fmt.Sprintf("Loaded %s: turn %d, %s phase. The record replays to the same state.", e.Name, game.State.Turn, game.State.Phase), false)
	m.hud.takeHistory(l.history)
	return m
}
