package play

import (
	"fmt"

	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// newHandoffScene asks the human of the side the game now waits for to sit.
func newHandoffScene(m *Scene) *menus.Handoff {
	st := m.state
	side := st.Actor()
	why := fmt.Sprintf("Turn %d · %s to play the %s phase.", st.Turn, st.Sides[side].Name, st.Phase)
	if st.ActiveSide() != side {
		why = fmt.Sprintf("%s must decide in a battle of %s's turn.", st.Sides[side].Name, session.SideName(st, st.ActiveSide()))
	}
	var choices widget.Menu
	if n := len(m.Session().Recap(side)); n > 0 {
		choices.Add(fmt.Sprintf("Take the seat and see what happened (%d)", n), func() { m.sit(side, true) })
	}
	choices.Add("Take the seat", func() { m.sit(side, false) })
	choices.Add("Leave to the title menu (the game is kept)", func() { m.leaveToTitle() })
	return menus.NewHandoff(m.ui, m, side, st.Sides[side].Name, why, choices.Entries)
}

// sit gives the seat to side and shows its recap or the map.
func (m *Scene) sit(side int, recap bool) {
	sess, f := m.Session(), m.flow
	if old := sess.Seated; old >= 0 {
		c := m.Cam
		f.cams[old] = &c
	}
	at := sess.RecapLines(side)
	lines := sess.Sit(side)
	if c := f.cams[side]; c != nil {
		m.Cam = *c
	} else if m.fitted {
		m.fit()
	}
	m.seatChanged()
	m.tickerRecap(lines)
	m.showTrails(sess.TakeTrails(side))
	if recap && len(lines) > 0 {
		r := menus.NewRecap(m.ui, side, m.state.Sides[side].Name, lines, m)
		r.Point(at, m.pointAt)
		m.scenes.GoTo(r)
		return
	}
	m.scenes.GoTo(m)
}

// recapLines returns the lines viewer may read about events: what the
// rules' redaction lets it learn (State.EventsFor, DESIGN D9, D10).
func recapLines(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []string {
	return session.Lines(st, viewer, events, typeName)
}
