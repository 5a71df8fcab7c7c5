package sim

// Ground movement abilities (DESIGN D13-D14, seed 001): blitz, fieldcraft,
// the minimum move, and the capture of logistics pieces by movement.

import (
	"slices"

	"hexstorm/hexmap"
)

// groundMover prices the steps of one ground unit's move.
type groundMover struct {
	s     *State
	side  int
	start hexmap.Hex
	// blitz lets the unit pass one unoccupied enemy-controlled hex (D14).
	blitz bool
	// fieldcraft: forest and marsh cost 1 (seed 001 Auxiliaries, read below).
	fieldcraft bool
	// fresh is set when the unit has not moved this player turn; left is
	// its allowance, which caps the cost of its first step.
	fresh bool
	left  int
	// noncombat: AAA "may move only during the Noncombat Movement phase",
	// read as never entering an enemy-held or enemy-controlled hex.
	noncombat bool
	// enemies and guns hold the hexes within reach with enemy units other
	// than AAA, and with enemy AAA (enemiesNear).
	enemies, guns []hexmap.Hex
}

// step prices one step of the move and says why it ends the move, if it
// does.
//
// Readings recorded here:
//   - Minimum move: a unit that has not moved this turn may always enter one
//     adjacent hex it could enter at all, whatever the cost; otherwise the
//     seed's 1-move units (Light and Heavy Armor, Heavy Artillery, AAA,
//     Auxiliaries) could never enter forest, marsh or mountain (D13 costs).
//   - Fieldcraft (seed 001 Auxiliaries, "does not suffer movement penalties
//     when using tracks"): the map has roads but no tracks; the tracks of a
//     hex map are the paths through roadless forest and marsh, so those cost
//     the unit 1. Mountains keep their cost.
//   - Blitz (D14, seed 001 Blitz "a 2-space move"): entering an unoccupied
//     enemy-controlled hex from a hex that is not enemy-controlled does not
//     stop a blitzing unit; the step out of such a hex ends the move in the
//     next hex, so one hex is blitzed per move and the unit takes it.
func (g groundMover) step(from, to hexmap.Hex, d hexmap.Direction) (int, Stop) {
	s, m := g.s, g.s.Map
	if s.Storm.Covers(to) {
		return -1, StopNone // D16: nobody enters the storm area
	}
	ter := m.Terrain(to)
	if !ter.IsLand() {
		return -1, StopNone
	}
	cost := enterCost(ter)
	if g.fieldcraft && (ter == hexmap.Forest || ter == hexmap.Marsh) {
		cost = 1
	}
	if m.Road(from, d) {
		cost = 1
	}
	stop := StopNone
	if m.River(from, d) && !s.bridgeUsable(from, d) {
		stop = StopRiver
	}
	troops := slices.Contains(g.enemies, to)
	occupied := troops || slices.Contains(g.guns, to)
	hostile := s.enemyControlled(to, g.side)
	if g.noncombat && (occupied || hostile) {
		return -1, StopNone
	}
	// seed 001 Blitz: "may blitz through a territory that contains an AAA
	// (the AAA is considered captured and immediately switches sides)".
	blitzable := g.blitz && hostile && !troops && !s.enemyControlled(from, g.side)
	if (hostile || occupied) && !blitzable {
		stop = StopEnemy
	}
	if g.blitz && s.enemyControlled(from, g.side) {
		stop = StopBlitz
	}
	if g.fresh && from == g.start && g.left > 0 && cost > g.left {
		cost = g.left
	}
	return cost, stop
}

// enemyControlled reports whether h is controlled by a side other than side.
func (s *State) enemyControlled(h hexmap.Hex, side int) bool {
	c := s.ControlOf(h)
	return c >= 0 && c != side
}

// captureLogistics hands the enemy airfields and Mulberries in h to side when
// side's units stand there alone (seed 004: "captured instantly if alone with
// an enemy Army unit"; Mulberries also by a Navy unit, naval set). They serve
// the captor from the following turn. Army units also take the factories, at
// once and at their current strength (logistics.go).
func (t *tx) captureLogistics(h hexmap.Hex, side int, naval bool) {
	s := t.s
	if s.enemyUnitIn(h, side) {
		return
	}
	if !naval {
		t.captureFactories(h, side) // logistics.go: seed 004 Factories
		for i := range s.Airfields {
			if a := &s.Airfields[i]; a.Hex == h && a.Side != side {
				a.Side, a.UsableFrom = side, s.Turn+1
				t.emit(Event{Kind: EvLogisticsCaptured, Side: side, From: h, To: h, Value: s.Turn + 1,
					Why: "airfield captured; it serves the captor's air units from the following turn (seed 004 Airfields)"})
			}
		}
	}
	for i := range s.Mulberries {
		if mb := &s.Mulberries[i]; mb.Hex == h && mb.Side != side {
			mb.Side, mb.UsableFrom = side, s.Turn+1
			t.emit(Event{Kind: EvLogisticsCaptured, Side: side, From: h, To: h, Value: s.Turn + 1,
				Why: "Mulberry captured; it works as the captor's port from the next turn (seed 004 Mulberries)"})
		}
	}
}

// IsAAA reports whether u is anti-aircraft artillery: a blitz captures it,
// and it fires at attacking aircraft before a battle's first round (D38).
func IsAAA(u *Unit) bool { return isAAA(u) }

// isAAA reports whether u is anti-aircraft artillery, which a blitz captures.
func isAAA(u *Unit) bool {
	t := catalogType(u.Type)
	return t.HasAbility("no_combat_value") && t.HasAbility("air_defense")
}

// captureGuns switches the enemy AAA in blitzed hex h to side (seed 001
// Blitz: "the AAA is considered captured and immediately switches sides").
func (t *tx) captureGuns(h hexmap.Hex, side int) {
	s := t.s
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == h && u.Side != side && isAAA(u) {
			prev := u.Side
			u.Side = side
			t.emit(Event{Kind: EvUnitCaptured, Side: side, Unit: u.ID, From: h, To: h, Value: prev,
				Why: "AAA captured by a blitz; it switches sides (seed 001 Blitz)"})
		}
	}
}
