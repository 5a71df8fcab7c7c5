// Package tutorial is the guided course of the training scenario: a short
// run of lessons, each a few plain sentences, the hexes to look at and the
// one thing to try, that advance by themselves when the learner has done it.
//
// The course only watches: it reads the state as the learner's side knows
// it, the events that side was told and the learner's selection, and never
// gives an order. The window draws the current lesson and its marks and
// feeds the course after every command and selection, so the course works
// the same in a test that plays the game by commands.
package tutorial

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// ScenarioID is the built-in scenario the course teaches on.
const ScenarioID = "tutorial"

// LearnerSide is the side the course is written for: the Allies, who attack
// across the river.
const LearnerSide = 0

// Seen is what the learner has in front of them after a command or a click.
type Seen struct {
	// State is the game as the learner's side knows it.
	State *sim.State
	// Events are the events the learner's side was told since the last
	// call, redacted for that side (sim.State.EventsFor).
	Events []sim.Event
	// Selected is the learner's selected unit, 0 for none.
	Selected sim.UnitID
}

// Lesson is one step of the course.
type Lesson struct {
	// Title is a few words, shown as the lesson card's heading.
	Title string
	// Text is the lesson in plain sentences, one paragraph each.
	Text []string
	// Try is the one thing to do now; empty when the learner reads and
	// presses Next.
	Try string
	// done says the learner has done what Try asks (or the game has moved
	// past the point where it can be done); nil for a lesson read and left
	// with Next.
	done func(c *Course, s Seen) bool
	// marks lists the hexes the lesson points at.
	marks func(c *Course, st *sim.State) []hexmap.Hex
}

// Course is a learner's way through the lessons.
type Course struct {
	side    int
	lessons []Lesson
	at      int
	// moved and declared remember what the learner did in earlier calls, so
	// a lesson may count what happened while an earlier one was showing.
	moved, declared, fought, built bool
	turn                           int
}

// For returns the course of the scenario with the given id for a learner
// playing side, or nil when the scenario has no course for that side.
func For(scenarioID string, side int) *Course {
	if scenarioID != ScenarioID || side != LearnerSide {
		return nil
	}
	return &Course{side: side, lessons: lessons()}
}

// Side returns the learner's side.
func (c *Course) Side() int { return c.side }

// Current returns the lesson now showing; ok is false once the course is
// over.
func (c *Course) Current() (l Lesson, ok bool) {
	if c == nil || c.at >= len(c.lessons) {
		return Lesson{}, false
	}
	return c.lessons[c.at], true
}

// Position returns the current lesson's number, from 1, and the number of
// lessons.
func (c *Course) Position() (n, of int) { return c.at + 1, len(c.lessons) }

// Over reports whether the course has ended (finished or left).
func (c *Course) Over() bool { return c == nil || c.at >= len(c.lessons) }

// WaitsForNext reports whether the current lesson is read and left with
// Next rather than done on the map.
func (c *Course) WaitsForNext() bool {
	l, ok := c.Current()
	return ok && l.done == nil
}

// Next leaves the current lesson for the next one. A lesson that asks for a
// deed may be skipped this way too.
func (c *Course) Next() {
	if !c.Over() {
		c.at++
	}
}

// Leave ends the course; the game goes on without lessons.
func (c *Course) Leave() {
	if c != nil {
		c.at = len(c.lessons)
	}
}

// Marks returns the hexes the current lesson points at in st, in map order.
func (c *Course) Marks(st *sim.State) []hexmap.Hex {
	l, ok := c.Current()
	if !ok || l.marks == nil || st == nil {
		return nil
	}
	return l.marks(c, st)
}

// Observe tells the course what the learner now sees. It advances past
// every lesson whose deed is done and reports whether the lesson changed.
func (c *Course) Observe(s Seen) bool {
	if c.Over() || s.State == nil {
		return false
	}
	if c.turn == 0 {
		c.turn = s.State.Turn
	}
	for _, e := range s.Events {
		if e.Side != c.side {
			continue
		}
		switch e.Kind {
		case sim.EvUnitMoved:
			c.moved = true
		case sim.EvBattleDeclared:
			c.declared = true
		case sim.EvBattleEnded:
			c.fought = true
		case sim.EvUnitBuilt:
			c.built = true
		}
	}
	// A battle the learner defends counts as fought too.
	for _, e := range s.Events {
		if e.Kind == sim.EvBattleEnded {
			c.fought = true
		}
	}
	was := c.at
	for !c.Over() {
		l := c.lessons[c.at]
		if l.done == nil || !l.done(c, s) {
			break
		}
		c.at++
	}
	return c.at != was
}

// learnerMoves reports whether the learner's side is the one moving now.
func (c *Course) learnerMoves(st *sim.State) bool {
	return st.Phase == sim.PhaseMovement && st.ActiveSide() == c.side
}

// pastOwn reports whether the learner's own phase p (movement or combat) of
// the course's first turn is over, so a lesson about it can no longer be
// done this turn. Each side plays its movement and then its combat before
// the next side's (DESIGN D11).
func (c *Course) pastOwn(st *sim.State, p sim.Phase) bool {
	if st.Turn > c.turn {
		return true
	}
	switch st.Phase {
	case sim.PhaseInitiative, sim.PhaseStorm:
		return false
	case sim.PhaseMovement, sim.PhaseCombat:
		me := slices.Index(st.Order, c.side)
		return st.Active > me || st.Active == me && st.Phase > p
	}
	return true
}

// ownUnits returns the hexes of the learner's units of the given types (any
// type when none is given) that stand on the map, in map order.
func (c *Course) ownUnits(st *sim.State, types ...string) []hexmap.Hex {
	var out []hexmap.Hex
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != c.side || u.CarriedBy != 0 || !st.Map.Contains(u.Hex) {
			continue
		}
		if len(types) > 0 && !slices.Contains(types, u.Type) {
			continue
		}
		out = append(out, u.Hex)
	}
	return sortedHexes(st.Map, out)
}

// enemyUnits returns the hexes holding blocks of the learner's enemies that
// the learner can see, in map order.
func (c *Course) enemyUnits(st *sim.State) []hexmap.Hex {
	var out []hexmap.Hex
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != c.side && u.CarriedBy == 0 && st.Map.Contains(u.Hex) {
			out = append(out, u.Hex)
		}
	}
	return sortedHexes(st.Map, out)
}

// bridges returns both hexes of every bridged hexside, in map order.
func bridges(st *sim.State) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range st.Map.Hexes() {
		for _, d := range hexmap.Directions {
			if st.Map.Bridge(h, d) {
				out = append(out, h, h.Neighbor(d))
			}
		}
	}
	return sortedHexes(st.Map, out)
}

// ownCities returns the hexes of the cities and towns the learner's side
// controls, in map order: where it may build.
func (c *Course) ownCities(st *sim.State) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range st.Map.Hexes() {
		if st.Map.Terrain(h).IsSettlement() && st.ControlOf(h) == c.side {
			out = append(out, h)
		}
	}
	return sortedHexes(st.Map, out)
}

// objectives returns the hexes worth victory points, in map order.
func objectives(st *sim.State) []hexmap.Hex {
	var out []hexmap.Hex
	for _, o := range st.Victory.Objectives {
		out = append(out, o.Hex)
	}
	return sortedHexes(st.Map, out)
}

// sortedHexes sorts hexes by map index and drops repeats and hexes off the
// map, so marks are drawn in the same order on every run.
func sortedHexes(m *hexmap.Map, hs []hexmap.Hex) []hexmap.Hex {
	hs = slices.DeleteFunc(hs, func(h hexmap.Hex) bool { return !m.Contains(h) })
	slices.SortFunc(hs, func(a, b hexmap.Hex) int { return m.Index(a) - m.Index(b) })
	return slices.Compact(hs)
}
