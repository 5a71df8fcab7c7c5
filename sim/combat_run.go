package sim

// Running a battle: rounds of fire steps (D17, D18) until one side is gone,
// the attacker retreats, or three rounds are over.

import (
	"fmt"

	"hexstorm/hexmap"
)

// runBattle fires the battle in h step by step until it needs a player
// (casualty choices, the attacker's orders between rounds) or ends.
func (t *tx) runBattle(h hexmap.Hex) {
	s := t.s
	for {
		bi := s.battleIndex(h)
		if bi < 0 {
			return
		}
		b := &s.Battles[bi]
		s.dropMootDecisions(b)
		if len(b.Decisions) > 0 || b.AwaitingOrders {
			return
		}
		if res, over := s.battleOver(b); over {
			t.endBattle(bi, res, false)
			return
		}
		if b.Step >= numSteps {
			t.emit(Event{Kind: EvRoundEnded, Side: b.Attacker, From: h, To: h, Value: b.Round})
			if b.Round >= MaxRounds {
				t.endBattle(bi, "both sides still stand after three rounds: the attacker retreats (DESIGN D17)", true)
				return
			}
			b.AwaitingOrders = true
			return
		}
		p := b.Step
		b.Step++
		if p == StepFirstStrike && b.Round > 1 {
			continue
		}
		t.fireStep(bi, p)
	}
}

// battleOver reports whether b has ended before its next step: a side with
// no units left loses, except that an attack with no ground unit whose units
// are assigned to logistics targets goes on against an empty hex (an air
// strike on a factory) until it retreats or the rounds run out; attacking
// ground units left alone in the hex have won it (seed 004: logistics pieces
// are captured when alone with enemy Army units).
func (s *State) battleOver(b *Battle) (string, bool) {
	att := len(s.sideUnits(b.Hex, b.Attacker)) > 0
	def := len(s.holdingUnits(b, b.Defender)) > 0 // port_capture.go: D36
	switch {
	case !att && !def:
		return "both sides are eliminated", true
	case !att:
		return fmt.Sprintf("%s defence holds: every attacking unit is gone", s.sideName(b.Defender)), true
	case !def && (len(b.Targets) == 0 || s.groundUnitsIn(b.Hex, b.Attacker, 0) > 0):
		return fmt.Sprintf("%s attack wins: every defending unit is gone", s.sideName(b.Attacker)), true
	}
	return "", false
}

// fireStep fires step p of battle bi (part (b) of combat_fire.go): every
// die of the step is rolled before any hit is placed, since within a step
// both sides fire at once (D18).
func (t *tx) fireStep(bi int, p FireStep) {
	s := t.s
	b := &s.Battles[bi]
	shots := s.StepShots(b, p)
	if len(shots) == 0 {
		return
	}
	h := b.Hex
	t.emit(Event{Kind: EvStepStarted, Side: b.Attacker, From: h, To: h, Value: int(p), Why: p.String()})
	t.markBombarded(h, shots) // combat_bombard.go: once per player turn
	type hits struct{ plain, chosen []Hit }
	var bySide [2]hits // hits on the attacker, on the defender
	var logistic []Shot
	for _, sh := range shots {
		face := t.rollShot(h, sh, shotWhy(s, b, sh), false)
		if sh.Reroll && face > sh.Best() {
			face = t.rollShot(h, sh, shotWhy(s, b, sh)+", rerolled (seed 001 Reconnaissance)", true)
		}
		if sh.Assigned {
			if face <= sh.TargetHit {
				logistic = append(logistic, sh)
			}
			continue
		}
		hit := Hit{Firer: sh.Firer, Face: face}
		for _, a := range sh.Aims {
			if face <= a.Hit {
				hit.Targets = append(hit.Targets, a.Unit)
			}
		}
		if len(hit.Targets) == 0 {
			continue
		}
		v := &bySide[1]
		if sh.Side == b.Defender {
			v = &bySide[0]
		}
		if sh.FirerChooses {
			v.chosen = append(v.chosen, hit)
		} else {
			v.plain = append(v.plain, hit)
		}
	}
	att, def := b.Attacker, b.Defender
	for _, sh := range logistic {
		t.hitLogistics(bi, sh.Target, sh.Firer)
	}
	t.placeHits(bi, def, att, bySide[1].plain, bySide[1].chosen)
	t.placeHits(bi, att, def, bySide[0].plain, bySide[0].chosen)
}

// shotWhy words a die for its EvDiceRolled event.
func shotWhy(s *State, b *Battle, sh Shot) string {
	verb := "attacks"
	if sh.Side == b.Defender {
		verb = "defends"
	}
	if sh.Firer == 0 {
		return fmt.Sprintf("%s factory defends (rating 1, seed 004 Factories)", sh.Factory)
	}
	name := fmt.Sprintf("unit %d", sh.Firer)
	if u := s.Unit(sh.Firer); u != nil {
		name += " " + u.Type
		if u.Hex != b.Hex {
			verb = "bombards from " + u.Hex.String() // combat_bombard.go
		}
	}
	if sh.Assigned {
		return fmt.Sprintf("%s fires at the %s (rating %d)", name, sh.Target, sh.TargetHit)
	}
	return fmt.Sprintf("%s %s (rating %d)", name, verb, sh.Best())
}

// startRound begins the battle's next round.
func (t *tx) startRound(b *Battle) {
	b.Round++
	b.Step = StepFirstStrike
	b.AwaitingOrders = false
	t.emit(Event{Kind: EvRoundStarted, Side: b.Attacker, From: b.Hex, To: b.Hex, Value: b.Round})
}

// dropMootDecisions discards waiting casualty choices none of whose hits can
// land any more (their targets fell to earlier hits of the same step), so
// no player is asked a question with only one answer.
func (s *State) dropMootDecisions(b *Battle) {
	for len(b.Decisions) > 0 {
		live := false
		for _, h := range b.Decisions[0].Hits {
			for _, id := range h.Targets {
				if s.Unit(id) != nil {
					live = true
				}
			}
		}
		if live {
			return
		}
		b.Decisions = b.Decisions[1:]
	}
}

// rollShot throws the combat die of shot sh in hex h. Its event names the
// firer (Unit; 0 for a factory's own fire), the rating the die must not
// exceed to hit (Value) and whether it is a reroll, so the battle view places
// and colours each die without reading its explanation.
func (t *tx) rollShot(h hexmap.Hex, sh Shot, why string, reroll bool) int {
	rating := sh.Best()
	if sh.Assigned {
		rating = sh.TargetHit
	}
	return t.throw(Event{Side: sh.Side, Unit: sh.Firer, From: h, To: h, Sides: 12, Value: rating, Why: why, Reroll: reroll})
}

// rollIn is tx.roll for a die thrown in hex h: its event names the hex, so
// the client can show the die where the battle or the fire is.
func (t *tx) rollIn(h hexmap.Hex, size, side int, why string) int {
	return t.throw(Event{Side: side, From: h, To: h, Sides: size, Why: why})
}
