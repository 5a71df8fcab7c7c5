package render

import (
	"hexstorm/hexmap"
	"hexstorm/session"
	"hexstorm/sim"
)

// The wording of events lives in the session layer (session/words.go);
// these are the window's short names for it.

// eventLines words events as viewer may learn of them (session.Lines).
func eventLines(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []string {
	return session.Lines(st, viewer, events, typeName)
}

// describeEvents turns a command's events into ticker lines, unredacted.
func describeEvents(st *sim.State, events []sim.Event, typeName func(string) string) []string {
	return session.DescribeEvents(st, events, typeName)
}

// sideName returns a side's name, or "nobody".
func sideName(st *sim.State, side int) string { return session.SideName(st, side) }

// placeSuffix returns " (Name)" for a named hex, else "".
func placeSuffix(st *sim.State, h hexmap.Hex) string { return session.PlaceSuffix(st, h) }

func plural(n int, one, many string) string { return session.Plural(n, one, many) }
