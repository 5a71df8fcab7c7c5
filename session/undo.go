package session

import (
	"fmt"

	"hexstorm/sim"
)

// UndoLog lets a player take back commands until dice are rolled or hidden
// information is revealed. It keeps a checkpoint state and the commands
// applied since; undoing replays all but the last from the checkpoint
// through the rules, so an undone game is exactly the game that would have
// been played without that command.
type UndoLog struct {
	// Base is the checkpoint; Cmds the commands applied since.
	Base *sim.State
	Cmds []sim.Command
	// Barrier says why undo cannot go back past Base.
	Barrier string
}

// Reset makes st the checkpoint, with nothing to undo.
func (l *UndoLog) Reset(st *sim.State) {
	l.Base = st.Clone()
	l.Cmds = l.Cmds[:0]
	l.Barrier = "nothing has been played yet"
}

// Record notes a command the rules accepted, st being the state after it.
// A command that rolled dice, revealed blocks or passed play on to another
// phase cannot be taken back: the state after it becomes the new
// checkpoint. It reports whether the command can be undone.
func (l *UndoLog) Record(st *sim.State, cmd sim.Command, events []sim.Event) bool {
	if why := undoBarrier(events); why != "" {
		l.Base = st.Clone()
		l.Cmds = l.Cmds[:0]
		l.Barrier = why
		return false
	}
	l.Cmds = append(l.Cmds, cmd)
	return true
}

// undoBarrier returns why events cannot be undone, or "".
func undoBarrier(events []sim.Event) string {
	for _, e := range events {
		if e.Kind == sim.EvDiceRolled {
			return "dice were rolled"
		}
	}
	for _, e := range events {
		switch e.Kind {
		case sim.EvBattleStarted:
			return "a battle revealed the blocks"
		case sim.EvUnitCaptured, sim.EvTransportExposed:
			return "the move revealed enemy units"
		case sim.EvPhaseBegan:
			return fmt.Sprintf("the %s phase began", e.Phase)
		}
	}
	return ""
}

// CanUndo reports whether there is a command to take back, and if not why.
func (l *UndoLog) CanUndo() (bool, string) {
	if len(l.Cmds) > 0 {
		return true, ""
	}
	return false, "Nothing to undo: " + l.Barrier + "."
}

// Undo takes back the last command: it replays the others on a copy of the
// checkpoint and returns that state and the command taken back.
func (l *UndoLog) Undo() (*sim.State, sim.Command, error) {
	if ok, why := l.CanUndo(); !ok {
		return nil, sim.Command{}, fmt.Errorf("%s", why)
	}
	last := l.Cmds[len(l.Cmds)-1]
	st := l.Base.Clone()
	for i, c := range l.Cmds[:len(l.Cmds)-1] {
		if _, err := st.Apply(c); err != nil {
			return nil, last, fmt.Errorf("undo failed replaying command %d (%s): %w", i+1, c, err)
		}
	}
	l.Cmds = l.Cmds[:len(l.Cmds)-1]
	return st, last, nil
}
