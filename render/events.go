package render

import (
	"fmt"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// eventLines words events as viewer may learn of them (-1: everything):
// the one redaction of the rules (State.EventsFor, DESIGN D9, D10) and
// then describeEvents. The ticker, the hot-seat recap and the replay all
// word events through it, so a side reads the same words in each.
func eventLines(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []string {
	return describeEvents(st, st.EventsFor(viewer, events), typeName)
}

// describeEvents turns a command's events into ticker lines. Steps of one
// movement (a unit's hexes, the storm's hexes) are merged into one line.
func describeEvents(st *sim.State, events []sim.Event, typeName func(string) string) []string {
	var out []string
	for i := 0; i < len(events); i++ {
		e := events[i]
		switch e.Kind {
		case sim.EvUnitMoved:
			j := i
			for j+1 < len(events) && events[j+1].Kind == sim.EvUnitMoved && events[j+1].Unit == e.Unit {
				j++
			}
			out = append(out, fmt.Sprintf("%s %s moves %s → %s%s", sideName(st, e.Side), eventUnit(st, e, typeName),
				e.From, events[j].To, placeSuffix(st, events[j].To)))
			i = j
		case sim.EvStormStep:
			j := i
			for j+1 < len(events) && events[j+1].Kind == sim.EvStormStep {
				j++
			}
			n := j - i + 1
			out = append(out, fmt.Sprintf("Storm moves %s %d hex%s to %s", hexmap.Direction(e.Value), n, plural(n, "", "es"), events[j].To))
			i = j
		default:
			if line := describeCombat(st, e, typeName); line != "-" {
				if line != "" {
					out = append(out, line)
				}
			} else if line := describeEvent(st, e); line != "" {
				out = append(out, line)
			}
		}
	}
	return out
}

// describeEvent returns the ticker line for one event, or "" for events
// that only mark a step the player need not read about.
func describeEvent(st *sim.State, e sim.Event) string {
	switch e.Kind {
	case sim.EvTurnBegan:
		return fmt.Sprintf("— Turn %d —", e.Turn)
	case sim.EvPhaseBegan:
		if e.Side < 0 {
			return ""
		}
		return fmt.Sprintf("Turn %d: %s %s phase", e.Turn, sideName(st, e.Side), e.Phase)
	case sim.EvDiceRolled:
		faces := make([]string, len(e.Dice))
		for i, d := range e.Dice {
			faces[i] = fmt.Sprint(d)
		}
		who := "Roll"
		if e.Side >= 0 {
			who = sideName(st, e.Side) + " rolls"
		}
		line := fmt.Sprintf("%s d%d: %s", who, e.Sides, strings.Join(faces, ", "))
		if e.Why != "" {
			line += " (" + e.Why + ")"
		}
		return line
	case sim.EvInitiative:
		return fmt.Sprintf("Turn %d: %s wins initiative", e.Turn, sideName(st, e.Side))
	case sim.EvStormStep:
		return fmt.Sprintf("Storm moves %s to %s", hexmap.Direction(e.Value), e.To)
	case sim.EvStormRestart:
		return fmt.Sprintf("Storm leaves the map and restarts at %s", e.To)
	case sim.EvControlChange:
		return fmt.Sprintf("%s takes control of %s%s", sideName(st, e.Side), e.To, placeSuffix(st, e.To))
	case sim.EvGameOver:
		if e.Why != "" {
			return "Game over: " + e.Why
		}
		return "Game over"
	}
	// Events this build does not know by name still show, in words.
	line := strings.ReplaceAll(string(e.Kind), "_", " ")
	if e.Side >= 0 && e.Side < len(st.Sides) {
		line = sideName(st, e.Side) + ": " + line
	}
	if e.Why != "" {
		line += " (" + e.Why + ")"
	}
	return line
}

// sideName returns a side's name, or "nobody".
func sideName(st *sim.State, side int) string {
	if side < 0 || side >= len(st.Sides) {
		return "nobody"
	}
	return st.Sides[side].Name
}

// eventUnit names the block an event concerns: by its class alone when the
// event was redacted for a side that sees it face down (State.EventsFor).
func eventUnit(st *sim.State, e sim.Event, typeName func(string) string) string {
	if e.Block != "" {
		return e.Block + " block"
	}
	return unitName(st, e.Unit, typeName)
}

// unitName names a unit by type, or by id if it has left the map.
func unitName(st *sim.State, id sim.UnitID, typeName func(string) string) string {
	if u := st.Unit(id); u != nil {
		return typeName(u.Type)
	}
	for i := range st.Eliminated {
		if st.Eliminated[i].ID == id {
			return typeName(st.Eliminated[i].Type)
		}
	}
	return fmt.Sprintf("unit %d", id)
}

// placeSuffix returns " (Name)" for a named hex, else "".
func placeSuffix(st *sim.State, h hexmap.Hex) string {
	if name := st.Map.Cell(h).Name; name != "" {
		return " (" + name + ")"
	}
	return ""
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
