package play

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Battle animation pacing, in ticks (60 a second). The rules resolve a whole
// command at once; the battle view replays its events one by one on these
// delays, so the dice are seen falling step by step at any frame rate, and
// the outcome never depends on them (DESIGN section 3, frame independence).
const (
	tickStep  = 24 // a fire step begins
	tickRound = 30 // a round begins or ends
	tickDie   = 9  // one die lands
	tickHit   = 14 // a unit is hit, damaged or eliminated
	tickLine  = 10 // anything else worth reading
)

// battleUnit is one block in the battle view, with its strength as the
// animation has reached it (the state already holds the final strength).
type battleUnit struct {
	id    sim.UnitID
	side  int
	typ   string
	cv    int
	maxCV int
	// startCV is the strength the block had when the view opened or it
	// joined: the steps between cv and startCV are those it lost here.
	startCV int
	gone    bool // eliminated
	left    bool // retreated or flew home
	flash   int  // ticks of hit flash left
}

// die is one die shown in the current step.
type die struct {
	side   int
	face   int
	rating int        // 0 when the event did not say
	unit   sim.UnitID // the unit that threw it, 0 for a factory
}

// battleView shows one battle: its units, the dice of the step being
// animated, and its log. It is opened when the attacker picks the battle
// and stays until the player closes it after the result.
type battleView struct {
	hex      hexmap.Hex
	attacker int
	defender int
	units    []battleUnit

	queue []sim.Event
	wait  int
	// pace scales the delays, in percent (the settings' battle pace).
	pace int

	round  int
	step   string
	dice   []die
	log    []string
	result string
	ended  bool

	// held are the events of the animated commands, kept from the ticker
	// until the animation has shown them, so the log never tells the
	// result before the dice do.
	held []sim.Event

	// odds is the line of chances shown before a round (battleOdds), and
	// oddsFor the position it was worked out for.
	odds    string
	oddsFor [3]int
	// picks are the casualty choices made so far for the decision the
	// battle waits for (D19), one unit per hit.
	picks []sim.UnitID
	// byComputer marks the view of a battle the computer fights against
	// the seated side: its orders come from the computer, and the view
	// closes by itself lingerTicks after the result is shown.
	byComputer bool
	linger     int
}

// lingerTicks is how long the result of the computer's battle stays on
// screen before the view closes and the computer plays on.
const lingerTicks = 90

// battleLogKeep bounds the battle log.
const battleLogKeep = 60

// newBattleView opens the view of the battle in h with the units now there.
func newBattleView(st *sim.State, typeMax func(string) int, h hexmap.Hex) *battleView {
	v := &battleView{hex: h, attacker: -1, defender: -1}
	if b := st.BattleAt(h); b != nil {
		v.attacker, v.defender, v.round = b.Attacker, b.Defender, b.Round
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Hex != h || !sim.Fights(u) {
			continue
		}
		v.units = append(v.units, battleUnit{id: u.ID, side: u.Side, typ: u.Type, cv: u.CV, startCV: u.CV, maxCV: typeMax(u.Type)})
	}
	return v
}

// animating reports whether events are still being played.
func (v *battleView) animating() bool { return len(v.queue) > 0 || v.wait > 0 }

// push queues a command's events for the animation.
func (v *battleView) push(events []sim.Event) {
	v.queue = append(v.queue, events...)
	v.held = append(v.held, events...)
}

// skip plays every queued event at once.
func (v *battleView) skip(st *sim.State, names func(string) string) {
	for len(v.queue) > 0 {
		v.play(st, names)
	}
	v.wait = 0
}

// tick advances the animation by one tick, reporting the event just shown
// (for sounds), if any.
func (v *battleView) tick(st *sim.State, names func(string) string) (sim.Event, bool) {
	for i := range v.units {
		if v.units[i].flash > 0 {
			v.units[i].flash--
		}
	}
	if v.wait > 0 {
		v.wait--
		return sim.Event{}, false
	}
	for len(v.queue) > 0 {
		e, delay := v.play(st, names)
		if delay > 0 {
			if v.pace > 0 {
				delay = max(1, delay*v.pace/100)
			}
			v.wait = delay
			return e, true
		}
	}
	return sim.Event{}, false
}

// play shows the next queued event and returns it with the pause after it.
func (v *battleView) play(st *sim.State, names func(string) string) (sim.Event, int) {
	e := v.queue[0]
	v.queue = v.queue[1:]
	if e.Kind != sim.EvDiceRolled && e.Kind != sim.EvUnitMoved && e.To != v.hex && e.From != v.hex {
		return e, 0 // another hex's business
	}
	switch e.Kind {
	case sim.EvBattleStarted:
		def, _ := e.Defender()
		v.attacker, v.defender = e.Side, def
		v.note(session.SideAttacks(st, e.Side, def))
		return e, tickLine
	case sim.EvRoundStarted:
		round, _ := e.Round()
		v.round, v.step, v.dice = round, "", v.dice[:0]
		v.note(fmt.Sprintf("— Round %d —", round))
		return e, tickRound
	case sim.EvStepStarted:
		v.step, v.dice = e.Why, v.dice[:0]
		v.note(widget.Capitalize(e.Why) + " fire")
		return e, tickStep
	case sim.EvDiceRolled:
		if e.Sides != 12 || len(e.Dice) == 0 {
			return e, 0
		}
		rating, _ := e.Rating()
		d := die{side: e.Side, face: e.Dice[0], rating: rating, unit: e.Unit}
		// A block throws a die per step (DESIGN D33); a reroll (seed 001
		// Reconnaissance) replaces the die its unit threw last.
		if i := slices.IndexFunc(v.dice, func(o die) bool { return d.unit != 0 && o.unit == d.unit }); i >= 0 && e.Reroll {
			for j := len(v.dice) - 1; j >= 0; j-- {
				if v.dice[j].unit == d.unit {
					v.dice[j] = d
					break
				}
			}
		} else {
			v.dice = append(v.dice, d)
		}
		return e, tickDie
	case sim.EvUnitHit:
		if u := v.unit(e.Unit); u != nil {
			u.flash = tickHit * 2
			v.note(fmt.Sprintf("%s %s is hit and loses a step", session.SideName(st, u.side), names(u.typ)))
		}
		return e, tickHit
	case sim.EvUnitDamaged:
		if u := v.unit(e.Unit); u != nil {
			u.cv, _ = e.StepsLeft()
		}
		return e, tickLine
	case sim.EvUnitEliminated:
		if u := v.unit(e.Unit); u != nil {
			u.cv, u.gone = 0, true
			v.note(fmt.Sprintf("%s %s is eliminated", session.SideName(st, u.side), names(u.typ)))
		}
		return e, tickHit
	case sim.EvUnitRetreated:
		if u := v.unit(e.Unit); u != nil {
			u.left = true
			v.note(fmt.Sprintf("%s %s retreats to %s%s", session.SideName(st, u.side), names(u.typ), e.To, session.PlaceSuffix(st, e.To)))
		}
		return e, tickLine
	case sim.EvUnitMoved:
		if u := v.unit(e.Unit); u != nil && e.From == v.hex && e.To != v.hex {
			u.left = true
			v.note(fmt.Sprintf("%s %s flies back to %s", session.SideName(st, u.side), names(u.typ), e.To))
			return e, tickLine
		}
		if e.To == v.hex && v.unit(e.Unit) == nil {
			if u := st.Unit(e.Unit); u != nil {
				maxCV := u.CV
				if t, ok := sim.LookupUnitType(u.Type); ok {
					maxCV = t.MaxCV
				}
				v.units = append(v.units, battleUnit{id: u.ID, side: u.Side, typ: u.Type, cv: u.CV, startCV: u.CV, maxCV: maxCV})
			}
		}
		return e, 0
	case sim.EvLogisticsHit, sim.EvLogisticsDestroyed:
		v.note(widget.Capitalize(session.PlainWords(e.Why, names)))
		return e, tickHit
	case sim.EvRoundEnded:
		round, _ := e.Round()
		v.note(fmt.Sprintf("Round %d ends", round))
		return e, tickRound
	case sim.EvBattleEnded:
		v.result, v.ended = session.PlainWords(e.Why, names), true
		v.note(widget.Capitalize(v.result))
		return e, tickRound
	}
	return e, 0
}

// note adds a line to the battle's log.
func (v *battleView) note(s string) {
	v.log = append(v.log, s)
	if extra := len(v.log) - battleLogKeep; extra > 0 {
		v.log = append(v.log[:0], v.log[extra:]...)
	}
}

// unit returns the view's record of unit id, or nil.
func (v *battleView) unit(id sim.UnitID) *battleUnit {
	for i := range v.units {
		if v.units[i].id == id {
			return &v.units[i]
		}
	}
	return nil
}

// resync sets every strength to the state's once the animation is over, so
// the view never disagrees with the rules.
func (v *battleView) resync(st *sim.State) {
	for i := range v.units {
		u := &v.units[i]
		if su := st.Unit(u.id); su != nil {
			u.cv = su.CV
			u.left = su.Hex != v.hex
		} else {
			u.cv, u.gone = 0, true
		}
	}
}
