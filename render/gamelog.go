package render

import (
	"hexstorm/session"
	"hexstorm/sim"
)

// logKeep bounds the event log: far more lines than a long game writes
// (a 100-turn game of Channel Storm writes about 10,000).
const logKeep = 100_000

// gameLog is the whole game's event lines, in full and as each side may
// read them (State.EventsFor, DESIGN D9, D10), for the event log (C). Unlike
// the ticker it is never cleared at a handoff, and a loaded game rebuilds
// it from its record, so the log always holds the game from its start.
type gameLog struct {
	all  []string
	side [][]string
}

// add adds a command's events, worded with st, the state after it.
func (l *gameLog) add(st *sim.State, events []sim.Event, typeName func(string) string) {
	l.all = keepLast(append(l.all, session.Lines(st, -1, events, typeName)...), logKeep)
	if len(l.side) != len(st.Sides) {
		l.side = make([][]string, len(st.Sides))
	}
	for v := range l.side {
		l.side[v] = keepLast(append(l.side[v], session.Lines(st, v, events, typeName)...), logKeep)
	}
}

// lines returns the log as viewer may read it; -1 reads it in full.
func (l *gameLog) lines(viewer int) []string {
	if viewer >= 0 && viewer < len(l.side) {
		return l.side[viewer]
	}
	return l.all
}

// keepLast drops the oldest lines past n.
func keepLast(lines []string, n int) []string {
	if extra := len(lines) - n; extra > 0 {
		lines = append(lines[:0], lines[extra:]...)
	}
	return lines
}

// catalogName names a unit type as the catalog does, without a board: for
// wording events off the window's thread.
func catalogName(id string) string {
	if t, ok := sim.LookupUnitType(id); ok {
		return t.Name
	}
	return id
}
