package play

import (
	"time"

	"hexstorm/sim"
)

// aiSpeed is how the player watches the computer's turns.
type aiSpeed int

// The watching speeds: the ticks between two of the computer's commands,
// or none at all when skipping.
const (
	speedSlow aiSpeed = iota
	speedNormal
	speedFast
	speedSkip
)

var speedNames = []string{"Slow", "Normal", "Fast", "Skip"}

// ticksPer returns the ticks to wait after a command at speed sp: a move
// waits so the eye can follow it, other commands barely.
func (sp aiSpeed) ticksPer(cmd sim.Command) int {
	if sp == speedSkip {
		return 0
	}
	move := [...]int{45, 16, 4}[sp]
	if cmd.Kind == sim.CmdMove {
		return move
	}
	return move / 4
}

// skipBudget caps the commands applied in one tick when skipping, and
// skipTime the time spent on them (each command is applied, recorded and
// hashed on the UI thread), so even a long computer turn keeps the window
// drawing. This paces the display only; the game is the same at any pace.
const (
	skipBudget = 64
	skipTime   = 8 * time.Millisecond
)
