package render

import (
	"time"

	"hexstorm/ai"
	"hexstorm/sim"
)

// aiMsg is one message from the computer's goroutine: a command it applied
// to its state, with the events, the state's hash and a copy of the state
// after it, or the reason it stopped.
type aiMsg struct {
	cmd    sim.Command
	events []sim.Event
	hash   string
	after  *sim.State
	err    error
}

// aiRunner plays the computer's sides off the UI thread (DESIGN section 4:
// the window stays responsive). It thinks on its own clone of the state and
// applies each command there, through State.Apply like every command, and
// hashes the result; the UI thread then records the command with that hash
// and takes the state after it (session.adopt) at the pace the player
// chose. Applying and hashing, the costly part, never run on the UI thread;
// the clone started equal to the game and got the same commands, so the
// record still replays to the game (the solo tests verify it).
type aiRunner struct {
	out  chan aiMsg
	stop chan struct{}
	// sent counts the commands received by the UI thread.
	sent int
}

// aiBuffer is how far the computer may think ahead of what is shown.
const aiBuffer = 4096

// startAI starts the computer on a clone of st. players[side] is the
// computer player of each computer side (nil for humans); the goroutine
// stops when the game waits for a human, when it is over, or on stop.
// The players are used only by the goroutine until its channel closes.
func startAI(st *sim.State, players []*ai.Player) *aiRunner {
	r := &aiRunner{out: make(chan aiMsg, aiBuffer), stop: make(chan struct{})}
	clone := st.Clone()
	go func() {
		defer close(r.out)
		for clone.Phase != sim.PhaseGameOver {
			side := clone.Actor()
			if side < 0 || side >= len(players) || players[side] == nil {
				return
			}
			cmd, err := players[side].Next(clone)
			msg := aiMsg{cmd: cmd}
			if err == nil {
				msg.events, err = clone.Apply(cmd)
			}
			if msg.err = err; err == nil {
				msg.hash, msg.after = clone.Hash(), clone.Clone()
			}
			select {
			case r.out <- msg:
			case <-r.stop:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return r
}

// cancel stops the goroutine; it returns at its next command.
func (r *aiRunner) cancel() {
	select {
	case <-r.stop:
	default:
		close(r.stop)
	}
}

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

// aiPlayers builds the computer players of a session, seeded from the
// game's seed so a replayed set-up plays alike, each with the settings'
// thinking budget (exact battle evaluations per turn).
func aiPlayers(sess *session, thinking int) []*ai.Player {
	out := make([]*ai.Player, len(sess.players))
	for side, p := range sess.players {
		if !p.Human {
			out[side] = ai.New(p.Level, side, sess.game.Record.Seed+uint64(side)*7919)
			out[side].SetThinking(thinking)
		}
	}
	return out
}
