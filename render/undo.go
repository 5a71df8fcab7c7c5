package render

import (
	"fmt"
	"strings"

	"hexstorm/sim"
)

// undoLog lets a player take back commands until dice are rolled or hidden
// information is revealed. It keeps a checkpoint state and the commands
// applied since; undoing replays all but the last from the checkpoint
// through the rules, so an undone game is exactly the game that would have
// been played without that command.
type undoLog struct {
	base *sim.State
	cmds []sim.Command
	// barrier says why undo cannot go back past base.
	barrier string
}

// reset makes st the checkpoint, with nothing to undo.
func (l *undoLog) reset(st *sim.State) {
	l.base = st.Clone()
	l.cmds = l.cmds[:0]
	l.barrier = "nothing has been played yet"
}

// record notes a command the rules accepted. A command that rolled dice,
// revealed blocks or passed play on to another phase cannot be taken back:
// the state after it becomes the new checkpoint.
func (l *undoLog) record(st *sim.State, cmd sim.Command, events []sim.Event) {
	if why := undoBarrier(events); why != "" {
		l.base = st.Clone()
		l.cmds = l.cmds[:0]
		l.barrier = why
		return
	}
	l.cmds = append(l.cmds, cmd)
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
			return "a battle revealed the blocks (DESIGN D9)"
		case sim.EvUnitCaptured, sim.EvTransportExposed:
			return "the move revealed enemy units"
		case sim.EvPhaseBegan:
			return fmt.Sprintf("the %s phase began", e.Phase)
		}
	}
	return ""
}

// canUndo reports whether there is a command to take back, and if not why.
func (l *undoLog) canUndo() (bool, string) {
	if len(l.cmds) > 0 {
		return true, ""
	}
	return false, "Nothing to undo: " + l.barrier + "."
}

// undo takes back the last command: it replays the others on a copy of the
// checkpoint and returns that state.
func (l *undoLog) undo() (*sim.State, sim.Command, error) {
	if ok, why := l.canUndo(); !ok {
		return nil, sim.Command{}, fmt.Errorf("%s", why)
	}
	last := l.cmds[len(l.cmds)-1]
	st := l.base.Clone()
	for i, c := range l.cmds[:len(l.cmds)-1] {
		if _, err := st.Apply(c); err != nil {
			return nil, last, fmt.Errorf("undo failed replaying command %d (%s): %w", i+1, c, err)
		}
	}
	l.cmds = l.cmds[:len(l.cmds)-1]
	return st, last, nil
}

// undoLast takes back the selected side's last command, or shows why not.
func (s *mapScene) undoLast() {
	if sess := s.session(); sess != nil && len(s.undo.cmds) > 0 {
		last := s.undo.cmds[len(s.undo.cmds)-1]
		if !sess.human(last.Side) || (sess.humans() > 1 && last.Side != sess.seated) {
			s.hud.message("Nothing to undo: the last order was "+sideName(s.state, last.Side)+"'s, not yours.", true, s.game.clock)
			return
		}
	}
	st, last, err := s.undo.undo()
	if err != nil {
		s.hud.message(err.Error(), true, s.game.clock)
		return
	}
	*s.state = *st
	if sess := s.session(); sess != nil {
		// The session's record must stay the game's: drop the command.
		sess.game.Record.Truncate(len(sess.game.Record.Steps) - 1)
	}
	s.battle = nil
	s.afterChange()
	line := "Undone: " + s.describeCommand(last)
	s.hud.addLine(line, "Undone: a move of "+sideName(s.state, last.Side), last.Side)
	s.hud.message(line, false, s.game.clock)
}

// describeCommand words a command for the undo message.
func (s *mapScene) describeCommand(c sim.Command) string {
	st := s.state
	who := sideName(st, c.Side)
	if u := st.Unit(c.Unit); u != nil {
		who += " " + s.unitLabel(u)
	}
	switch c.Kind {
	case sim.CmdMove:
		if len(c.Path) > 0 {
			to := c.Path[len(c.Path)-1]
			return fmt.Sprintf("%s moving to %s%s", who, to, placeSuffix(st, to))
		}
	case sim.CmdBuild:
		return fmt.Sprintf("%s building %s at %s%s", who, c.UnitType, c.Hex, placeSuffix(st, c.Hex))
	}
	return who + ": " + strings.ReplaceAll(string(c.Kind), "_", " ")
}

// undoChoice adds the Undo button to a panel, disabled with the reason
// when nothing can be undone.
func (s *mapScene) undoChoice(p *actionPanel) {
	if ok, _ := s.undo.canUndo(); ok {
		p.add("Undo the last order (U)", true, s.undoLast)
		return
	}
	p.add("Undo (U): "+s.undo.barrier, false, s.undoLast)
}
