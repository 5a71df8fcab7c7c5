package play

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
	all  []session.Line
	side [][]session.Line
}

// add adds a command's events, worded with st, the state after it.
func (l *gameLog) add(st *sim.State, events []sim.Event, typeName func(string) string) {
	l.all = keepLast(append(l.all, session.LinesAt(st, -1, events, typeName)...), logKeep)
	if len(l.side) != len(st.Sides) {
		l.side = make([][]session.Line, len(st.Sides))
	}
	for v := range l.side {
		l.side[v] = keepLast(append(l.side[v], session.LinesAt(st, v, events, typeName)...), logKeep)
	}
}

// lines returns the log as viewer may read it, each line with the hex it
// is about; -1 reads it in full.
func (l *gameLog) lines(viewer int) []session.Line {
	if viewer >= 0 && viewer < len(l.side) {
		return l.side[viewer]
	}
	return l.all
}

// keepLast drops the oldest lines past n.
func keepLast[T any](lines []T, n int) []T {
	if extra := len(lines) - n; extra > 0 {
		lines = append(lines[:0], lines[extra:]...)
	}
	return lines
}
