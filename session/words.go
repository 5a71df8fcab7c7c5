package session

import (
	"fmt"
	"regexp"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// The wording of events, for the ticker, the recap and the replay.

// Line is one line of the ticker, the log or the recap, with the hex it
// is about, so a click on it can bring that hex into view.
type Line struct {
	Text string
	// At is the hex the line is about; HasHex is false for lines about no
	// one place (a new turn, the initiative, income).
	At     hexmap.Hex
	HasHex bool
}

// Lines words events as viewer may learn of them (-1: everything):
// the one redaction of the rules (State.EventsFor, DESIGN D9, D10) and
// then DescribeEvents. The window's ticker, the hot-seat recap and the
// replay all word events through it, so a side reads the same words in
// each.
func Lines(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []string {
	return DescribeEvents(st, st.EventsFor(viewer, events), typeName)
}

// LinesAt is Lines with the hex each line is about.
func LinesAt(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []Line {
	return DescribeEventsAt(st, st.EventsFor(viewer, events), typeName)
}

// Texts returns the words of lines.
func Texts(lines []Line) []string {
	if len(lines) == 0 {
		return nil
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// DescribeEvents turns a command's events into ticker lines. Steps of one
// movement (a unit's hexes, the storm's hexes) are merged into one line.
func DescribeEvents(st *sim.State, events []sim.Event, typeName func(string) string) []string {
	return Texts(DescribeEventsAt(st, events, typeName))
}

// DescribeEventsAt is DescribeEvents with the hex each line is about: where
// a move or the storm ends, where a battle is, where a unit or place is.
func DescribeEventsAt(st *sim.State, events []sim.Event, typeName func(string) string) []Line {
	var out []Line
	add := func(text string, e sim.Event, at hexmap.Hex) {
		if text == "" {
			return
		}
		l := Line{Text: text}
		switch {
		case e.Kind == sim.EvTurnBegan, e.Kind == sim.EvPhaseBegan, e.Kind == sim.EvInitiative,
			e.Kind == sim.EvIncome, e.Kind == sim.EvGameOver, e.Kind == sim.EvCasualtyPolicy:
		case e.Kind == sim.EvDiceRolled && e.Unit == 0 && e.Value == 0:
			// A die thrown for no one place: initiative, the storm, a card.
		default:
			l.At, l.HasHex = at, st.Map != nil && st.Map.Contains(at)
		}
		out = append(out, l)
	}
	for i := 0; i < len(events); i++ {
		e := events[i]
		switch e.Kind {
		case sim.EvUnitMoved:
			j := i
			for j+1 < len(events) && events[j+1].Kind == sim.EvUnitMoved && events[j+1].Unit == e.Unit {
				j++
			}
			add(fmt.Sprintf("%s %s moves %s%s → %s%s", SideName(st, e.Side), eventUnit(st, e, typeName),
				e.From, PlaceSuffix(st, e.From), events[j].To, PlaceSuffix(st, events[j].To)), e, events[j].To)
			i = j
		case sim.EvStormStep:
			j := i
			for j+1 < len(events) && events[j+1].Kind == sim.EvStormStep {
				j++
			}
			n := j - i + 1
			dir, _ := e.StormDirection()
			add(fmt.Sprintf("Storm moves %s %d hex%s to %s", dir, n, Plural(n, "", "es"), events[j].To), e, events[j].To)
			i = j
		default:
			if line := describeCombat(st, e, typeName); line != "-" {
				add(line, e, e.To)
			} else {
				add(describeEvent(st, e, typeName), e, e.To)
			}
		}
	}
	return out
}

// describeEvent returns the ticker line for one event, or "" for events
// that only mark a step the player need not read about.
func describeEvent(st *sim.State, e sim.Event, typeName func(string) string) string {
	switch e.Kind {
	case sim.EvTurnBegan:
		return fmt.Sprintf("— Turn %d —", e.Turn)
	case sim.EvPhaseBegan:
		if e.Side < 0 {
			return ""
		}
		return fmt.Sprintf("Turn %d: %s %s phase", e.Turn, SideName(st, e.Side), e.Phase)
	case sim.EvDiceRolled:
		faces := make([]string, len(e.Dice))
		for i, d := range e.Dice {
			faces[i] = fmt.Sprint(d)
		}
		who := "Roll"
		if e.Side >= 0 {
			who = SideDoes(st, e.Side, "rolls")
		}
		line := fmt.Sprintf("%s d%d: %s", who, e.Sides, strings.Join(faces, ", "))
		if e.Why != "" {
			line += " (" + PlainWords(e.Why, typeName) + ")"
		}
		return line
	case sim.EvInitiative:
		return fmt.Sprintf("Turn %d: %s initiative", e.Turn, SideDoes(st, e.Side, "wins"))
	case sim.EvStormStep:
		dir, _ := e.StormDirection()
		return fmt.Sprintf("Storm moves %s to %s", dir, e.To)
	case sim.EvStormRestart:
		return fmt.Sprintf("Storm leaves the map and restarts at %s", e.To)
	case sim.EvControlChange:
		return fmt.Sprintf("%s control of %s%s", SideDoes(st, e.Side, "takes"), e.To, PlaceSuffix(st, e.To))
	case sim.EvCasualtyPolicy:
		if e.Value == 1 {
			return SideName(st, e.Side) + ": choosing which unit takes each hit"
		}
		return SideName(st, e.Side) + ": hits fall on the strongest block first"
	case sim.EvGameOver:
		if e.Why != "" {
			return "Game over: " + PlainWords(e.Why, typeName)
		}
		return "Game over"
	}
	// Events this build does not know by name still show, in words.
	line := strings.ReplaceAll(string(e.Kind), "_", " ")
	if e.Side >= 0 && e.Side < len(st.Sides) {
		line = SideName(st, e.Side) + ": " + line
	}
	if e.Why != "" {
		line += " (" + PlainWords(e.Why, typeName) + ")"
	}
	return line
}

// CatalogName names a unit type as the catalog does ("Heavy Armor"), the
// id itself for a type the catalog does not know: the wording of events
// where no board names them (off the window's thread, online).
func CatalogName(id string) string {
	if t, ok := sim.LookupUnitType(id); ok {
		return t.Name
	}
	return id
}

// SideDoes puts a side's name before a verb given in the singular ("wins"),
// agreeing with the name: "Axis wins", "Allies win".
func SideDoes(st *sim.State, side int, verb string) string {
	name := SideName(st, side)
	if pluralName(name) {
		verb = strings.TrimSuffix(verb, "s")
	}
	return name + " " + verb
}

// SideAttacks names a battle's sides, the verb agreeing with the
// attacker's name: "Allies attack Axis", "Axis attacks Allies".
func SideAttacks(st *sim.State, attacker, defender int) string {
	return SideDoes(st, attacker, "attacks") + " " + SideName(st, defender)
}

// pluralName reports whether a side's name reads as a plural: it ends in
// "s", as Allies, Soviets or Central Powers do, and is not one of the
// singular names that also do.
func pluralName(name string) bool {
	words := strings.Fields(strings.ToLower(name))
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	switch last {
	case "axis", "states", "netherlands", "philippines":
		return false
	}
	return strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss")
}

// SideName returns a side's name, or "nobody".
func SideName(st *sim.State, side int) string {
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
	return UnitName(st, e.Unit, typeName)
}

// UnitName names a unit by type, or by id if it has left the map.
func UnitName(st *sim.State, id sim.UnitID, typeName func(string) string) string {
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

// PlaceSuffix returns " (Name)" for a named hex, else "".
func PlaceSuffix(st *sim.State, h hexmap.Hex) string {
	if name := st.Map.Cell(h).Name; name != "" {
		return " (" + name + ")"
	}
	return ""
}

// Plural returns one when n is 1, else many.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// describeCombat returns the ticker line for a combat, production or
// construction event, "" for one the player need not read (a step's
// start), and "-" for an event it does not describe.
func describeCombat(st *sim.State, e sim.Event, typeName func(string) string) string {
	who := func() string { return SideName(st, e.Side) + " " + eventUnit(st, e, typeName) }
	at := e.To.String() + PlaceSuffix(st, e.To)
	switch e.Kind {
	case sim.EvBattleDeclared:
		def, _ := e.Defender()
		return fmt.Sprintf("%s at %s: battle declared", SideAttacks(st, e.Side, def), at)
	case sim.EvBattleStarted:
		def, _ := e.Defender()
		return fmt.Sprintf("Battle at %s: %s", at, SideAttacks(st, e.Side, def))
	case sim.EvRoundStarted:
		round, _ := e.Round()
		return fmt.Sprintf("Battle at %s: round %d", at, round)
	case sim.EvStepStarted, sim.EvRoundEnded:
		return ""
	case sim.EvDiceRolled:
		// A unit's combat die: who fired, what it rolled and needed. Other
		// dice (initiative, the storm) are worded by describeEvent.
		rating, ok := e.Rating()
		if !ok || len(e.Dice) != 1 {
			return "-"
		}
		firer := "factory"
		if e.Unit != 0 {
			firer = eventUnit(st, e, typeName)
		}
		verdict := "misses"
		if e.Dice[0] <= rating {
			verdict = "hits"
		}
		return fmt.Sprintf("%s %s rolls %d: %s (hits on %d or less)", SideName(st, e.Side), firer, e.Dice[0], verdict, rating)
	case sim.EvSupplyChanged:
		if e.Value == 1 {
			return fmt.Sprintf("%s at %s is cut off: no supply line to a friendly city or port", who(), at)
		}
		return fmt.Sprintf("%s at %s is back in supply", who(), at)
	case sim.EvUnitHit:
		return who() + " is hit"
	case sim.EvUnitDamaged:
		if e.Block != "" {
			return who() + " is damaged" // its strength is hidden
		}
		left, _ := e.StepsLeft()
		return fmt.Sprintf("%s is damaged, %d cv left", who(), left)
	case sim.EvUnitEliminated:
		return who() + " is eliminated"
	case sim.EvUnitRetreated:
		return fmt.Sprintf("%s retreats %s%s → %s%s", who(), e.From, PlaceSuffix(st, e.From), e.To, PlaceSuffix(st, e.To))
	case sim.EvBattleEnded:
		return fmt.Sprintf("Battle at %s: %s", at, PlainWords(e.Why, typeName))
	case sim.EvUnitBuilt:
		if e.Block != "" {
			return fmt.Sprintf("%s built at %s", who(), at) // the price would tell the type
		}
		pp, _ := e.PP()
		return fmt.Sprintf("%s built at %s for %d PP", who(), at, pp)
	case sim.EvIncome:
		return fmt.Sprintf("%s: %s", SideName(st, e.Side), PlainWords(e.Why, typeName))
	case sim.EvConstructed:
		return fmt.Sprintf("%s: %s at %s", who(), PlainWords(e.Why, typeName), at)
	}
	return "-"
}

// unitRef and craftRef find where sim's explanations name a unit by id, for
// the command line and the tests: "unit 12 infantry", "air transport 34".
var (
	unitRef  = regexp.MustCompile(`\bunit [0-9]+ ([a-z_]+)`)
	craftRef = regexp.MustCompile(`\b(transport|aircraft) [0-9]+\b`)
)

// PlainWords is an event's explanation as a player reads it: without the
// rule it cites (plainWhy) and naming units by their type, not their id.
func PlainWords(why string, typeName func(string) string) string {
	why = unitRef.ReplaceAllStringFunc(plainWhy(why), func(m string) string {
		return typeName(unitRef.FindStringSubmatch(m)[1])
	})
	return craftRef.ReplaceAllString(why, "$1")
}

// plainWhy is an event's explanation without the rule it cites: sim ends
// its explanations with their source, "(seed 004 Storms)" or "(DESIGN
// D17)", for the command line, the rules reference and the tests; a player
// in play reads the plain words.
func plainWhy(why string) string {
	for {
		i := strings.LastIndex(why, " (")
		if i < 0 || !strings.HasSuffix(why, ")") {
			return why
		}
		var kept []string
		for _, part := range strings.Split(why[i+2:len(why)-1], ", ") {
			if !strings.HasPrefix(part, "seed 00") && !strings.HasPrefix(part, "DESIGN D") {
				kept = append(kept, part)
			}
		}
		if len(kept) > 0 {
			return why[:i] + " (" + strings.Join(kept, ", ") + ")"
		}
		why = why[:i]
	}
}
