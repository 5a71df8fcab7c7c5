package session

import (
	"hexstorm/ai"
	"hexstorm/sim"
)

// Move is one message from the computer's goroutine: a command it applied
// to its own copy of the game, with the events, the state's hash and a
// copy of the state after it, or the reason it stopped.
type Move struct {
	Cmd    sim.Command
	Events []sim.Event
	Hash   string
	After  *sim.State
	Err    error
}

// Runner plays the computer's sides off the window's thread (DESIGN
// section 4: the window stays responsive). It thinks on its own clone of
// the state and applies each command there, through State.Apply like every
// command, and hashes the result; the window then hands each Move to
// Session.Adopt at the pace the player chose. Applying and hashing, the
// costly part, never run on the window's thread; the clone started equal to
// the game and got the same commands, so the record still replays to the
// game.
type Runner struct {
	// Out carries the moves, closed when the computer stops.
	Out  chan Move
	stop chan struct{}
	// Sent counts the moves the window received.
	Sent int
}

// runnerBuffer is how far the computer may think ahead of what is shown.
const runnerBuffer = 4096

// StartComputer starts the computer on a clone of st. players[side] is the
// computer player of each computer side (nil for humans); the goroutine
// stops when the game waits for a human, when it is over, or on Cancel.
// The players are used only by the goroutine until Out closes.
func StartComputer(st *sim.State, players []*ai.Player) *Runner {
	r := &Runner{Out: make(chan Move, runnerBuffer), stop: make(chan struct{})}
	clone := st.Clone()
	go func() {
		defer close(r.Out)
		for clone.Phase != sim.PhaseGameOver {
			side := clone.Actor()
			if side < 0 || side >= len(players) || players[side] == nil {
				return
			}
			cmd, err := players[side].Next(clone)
			m := Move{Cmd: cmd}
			if err == nil {
				m.Events, err = clone.Apply(cmd)
			}
			if m.Err = err; err == nil {
				m.Hash, m.After = clone.Hash(), clone.Clone()
			}
			select {
			case r.Out <- m:
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

// Cancel stops the goroutine; it returns at its next command.
func (r *Runner) Cancel() {
	select {
	case <-r.stop:
	default:
		close(r.stop)
	}
}

// ComputerPlayers builds the computer players of the session, seeded from
// the game's seed so a replayed set-up plays alike, each with a thinking
// budget (exact battle evaluations per turn).
func (s *Session) ComputerPlayers(thinking int) []*ai.Player {
	out := make([]*ai.Player, len(s.Players))
	for side, p := range s.Players {
		if !p.Human {
			out[side] = ai.New(ai.Level(p.Level), side, s.Game.Record.Seed+uint64(side)*7919)
			out[side].SetThinking(thinking)
		}
	}
	return out
}
