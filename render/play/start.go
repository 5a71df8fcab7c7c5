package play

import (
	"fmt"

	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// NewGame makes the map scene of a new recorded game with its players:
// its session, the opening in the ticker, the first autosave, and msg in
// the message line (by default, how the game goes for its players).
func NewGame(d Deps, game *replay.Game, opening []sim.Event, players []seat.Player, msg string) *Scene {
	sess := session.New(game, players, d.Store)
	m := NewSession(d, sess)
	m.LogEvents(opening)
	sess.Autosave()
	if msg == "" {
		msg = fmt.Sprintf("New game of %s. %s", game.Scenario.Name, startHint(sess))
	}
	m.Message(msg, false)
	return m
}

// startHint tells the players how the game they set up goes.
func startHint(sess *session.Session) string {
	switch n := sess.Humans(); {
	case n == 0:
		return "The computer plays every side; watch, or press Enter to skip ahead."
	case n == 1:
		return "You play " + sess.State().Sides[sess.Seated].Name + "; the computer's turns play out on the map."
	default:
		return "Hot-seat: the screen hides the map whenever the seat passes to another player."
	}
}
