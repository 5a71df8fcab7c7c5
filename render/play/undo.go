package play

import (
	"fmt"
	"strings"

	"hexstorm/session"
	"hexstorm/sim"
)

// undoLast takes back the seated side's last command through the session
// (which rolls back the record, the recap, the trails and the charts with
// the state), or the scene's own log without one; a refusal says why.
func (s *Scene) undoLast() {
	var last sim.Command
	var err error
	if sess := s.Session(); sess != nil {
		last, err = sess.Undo()
	} else {
		var st *sim.State
		if st, last, err = s.undo.Undo(); err == nil {
			*s.state = *st
		}
	}
	if err != nil {
		s.message(err.Error(), true, s.now())
		return
	}
	s.battle = nil
	s.slides.Finish()
	s.afterChange()
	line := "Undone: " + s.describeCommand(last)
	s.hud.addLine(len(s.state.Sides), line, "Undone: a move of "+session.SideName(s.state, last.Side), last.Side)
	s.message(line, false, s.now())
}

// describeCommand words a command for the undo message.
func (s *Scene) describeCommand(c sim.Command) string {
	st := s.state
	who := session.SideName(st, c.Side)
	if u := st.Unit(c.Unit); u != nil {
		who += " " + s.unitLabel(u)
	}
	switch c.Kind {
	case sim.CmdMove:
		if len(c.Path) > 0 {
			to := c.Path[len(c.Path)-1]
			return fmt.Sprintf("%s moving to %s%s", who, to, session.PlaceSuffix(st, to))
		}
	case sim.CmdBuild:
		return fmt.Sprintf("%s building %s at %s%s", who, c.UnitType, c.Hex, session.PlaceSuffix(st, c.Hex))
	}
	return who + ": " + strings.ReplaceAll(string(c.Kind), "_", " ")
}

// undoChoice adds the Undo button to a panel, disabled with the reason
// when nothing can be undone.
func (s *Scene) undoChoice(p *actionPanel) {
	if ok, _ := s.undo.CanUndo(); ok {
		p.add("Undo the last order (U)", true, s.undoLast)
		return
	}
	p.add("Undo (U): "+s.undo.Barrier, false, s.undoLast)
}
