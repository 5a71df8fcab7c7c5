package sim

// The battle lifecycle (DESIGN D11 step 3, D17): battles are declared by
// movement and air strikes, the defender commits air units at the start of
// the combat phase, and the attacker then fights its battles one at a time in
// the order it likes. A running battle pauses for a player only where the
// rules give one a choice: casualties under a manual policy (D19) and, after
// each round, the attacker's choice to continue or retreat (D17).
//
// Readings taken where the rules leave room, each cited where it is coded:
//   - Air units flown into a battle (strikes, committed defenders) stand in
//     its hex while it lasts and fly back to the hex they came from when it
//     ends, whatever the result; they never retreat (combat_retreat.go).
//   - Strikers use the move left to them this turn as range; defenders, out
//     of their own turn, their full move.
//   - Logistics assignments hold for the whole battle and may be changed
//     before it is fought or between rounds (combat_logistics.go).
//   - The attacker must fight every declared battle before its combat phase
//     ends; battles whose attackers all left are called off.

import (
	"slices"

	"hexstorm/hexmap"
)

// MaxRounds is the most rounds a battle lasts (D17).
const MaxRounds = 3

// Battle is a battle in one hex: pending until the attacker fights it, then
// running round by round until it ends and is removed from State.Battles.
// Its units are the attacker's and the defender's units in the hex; air units
// flown in (strikes, committed defenders) are moved there for its duration.
type Battle struct {
	Hex      hexmap.Hex `json:"hex"`
	Attacker int        `json:"attacker"`
	Defender int        `json:"defender"`
	// Moves records where each unit that joined the battle came from, in the
	// order they joined: retreats prefer that hex, and air units flown in
	// return to it when the battle ends.
	Moves []BattleMove `json:"moves,omitempty"`
	// Round is the round being fought, 1..MaxRounds; 0 while pending.
	Round int `json:"round,omitempty"`
	// Step is the next fire step of the round (D18).
	Step FireStep `json:"step,omitempty"`
	// AwaitingOrders is set between rounds while the attacker chooses to
	// continue or retreat (D17).
	AwaitingOrders bool `json:"awaiting_orders,omitempty"`
	// Targets assigns attacking units to logistics targets (D20); an
	// assignment holds until changed or until its target is destroyed.
	Targets []Assignment `json:"targets,omitempty"`
	// LogHits counts the hits each logistics target took in this battle,
	// since airfields, Mulberries, bridges and canals need two in the same
	// battle (seed 004).
	LogHits []LogisticsHits `json:"log_hits,omitempty"`
	// Decisions are casualty choices the step waits for (D19, manual policy
	// or a firer's choice), first one first.
	Decisions []Decision `json:"decisions,omitempty"`
	// Captives are defending units destroyed in this battle that its
	// attacker captures if it wins (seed 001 Supply Column, combat_capture.go).
	Captives []UnitID `json:"captives,omitempty"`
	// Intercepted are the defending fighters that fired at air transports
	// entering the hex and sit out round 1 (seed 001 Escort, combat_airdrop.go).
	Intercepted []UnitID `json:"intercepted,omitempty"`
}

// BattleMove is one unit joining a battle: From is the hex it entered from
// or, for an air unit flown in (Air), the base it flies back to.
type BattleMove struct {
	Unit UnitID     `json:"unit"`
	From hexmap.Hex `json:"from"`
	Air  bool       `json:"air,omitempty"`
}

// Running reports whether the battle has begun.
func (b *Battle) Running() bool { return b.Round > 0 }

// clone deep-copies the battle's slices.
func (b Battle) clone() Battle {
	b.Moves = slices.Clone(b.Moves)
	b.Targets = slices.Clone(b.Targets)
	b.LogHits = slices.Clone(b.LogHits)
	b.Decisions = slices.Clone(b.Decisions)
	b.Captives = slices.Clone(b.Captives)
	b.Intercepted = slices.Clone(b.Intercepted)
	for i := range b.Decisions {
		b.Decisions[i].Hits = slices.Clone(b.Decisions[i].Hits)
		for j := range b.Decisions[i].Hits {
			b.Decisions[i].Hits[j].Targets = slices.Clone(b.Decisions[i].Hits[j].Targets)
		}
	}
	return b
}

// cloneBattles deep-copies a battle list for State.Clone.
func cloneBattles(bs []Battle) []Battle {
	out := slices.Clone(bs)
	for i := range out {
		out[i] = out[i].clone()
	}
	return out
}

// Actor returns the side whose command the game waits for: a side choosing
// casualties, a defender committing air units, or else the active side.
func (s *State) Actor() int {
	if s.Phase == PhaseCombat {
		for i := range s.Battles {
			if d := s.Battles[i].Decisions; len(d) > 0 {
				return d[0].Chooser
			}
		}
		if len(s.Committing) > 0 {
			return s.Committing[0]
		}
	}
	return s.ActiveSide()
}

// NothingToFight reports whether the combat phase under way asks nothing of
// its side: no battle to fight and no air units to commit, so ending the
// phase is the only order left (D11).
func (s *State) NothingToFight() bool {
	return s.Phase == PhaseCombat && len(s.Battles) == 0 && len(s.Committing) == 0
}

// BattleAt returns the battle in h, or nil.
func (s *State) BattleAt(h hexmap.Hex) *Battle {
	for i := range s.Battles {
		if s.Battles[i].Hex == h {
			return &s.Battles[i]
		}
	}
	return nil
}

// battleIndex returns the index of the battle in h, or -1.
func (s *State) battleIndex(h hexmap.Hex) int {
	for i := range s.Battles {
		if s.Battles[i].Hex == h {
			return i
		}
	}
	return -1
}

// inBattle reports whether u stands in the hex of any battle.
func (s *State) inBattle(u *Unit) bool { return s.BattleAt(u.Hex) != nil }

// declareBattle registers that unit id of the active side entered h from
// `from` onto enemy units (D17), creating h's battle or joining it.
func (t *tx) declareBattle(h hexmap.Hex, id UnitID, from hexmap.Hex, air bool) {
	s := t.s
	u := s.Unit(id)
	if u == nil {
		return
	}
	b := s.BattleAt(h)
	if b == nil {
		def := s.defenderAt(h, u.Side)
		s.Battles = append(s.Battles, Battle{Hex: h, Attacker: u.Side, Defender: def})
		slices.SortStableFunc(s.Battles, func(a, b Battle) int { return s.Map.Index(a.Hex) - s.Map.Index(b.Hex) })
		b = s.BattleAt(h)
		t.emit(Event{Kind: EvBattleDeclared, Side: u.Side, Unit: id, From: h, To: h, Value: def,
			Why: "units ended their move on the enemy (DESIGN D17)"})
	}
	b.Moves = slices.DeleteFunc(b.Moves, func(m BattleMove) bool { return m.Unit == id })
	b.Moves = append(b.Moves, BattleMove{Unit: id, From: from, Air: air})
}

// defenderAt returns the side defending h against attacker: the owner of
// the first enemy unit there, else of an enemy logistics target, else the
// hex's controller.
func (s *State) defenderAt(h hexmap.Hex, attacker int) int {
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == h && u.Side != attacker {
			return u.Side
		}
	}
	for _, f := range s.Factories {
		if f.Hex == h && f.Side != attacker {
			return f.Side
		}
	}
	for _, a := range s.Airfields {
		if a.Hex == h && a.Side != attacker {
			return a.Side
		}
	}
	for _, m := range s.Mulberries {
		if m.Hex == h && m.Side != attacker {
			return m.Side
		}
	}
	return s.ControlOf(h)
}

// sideUnits returns the ids of side's units fighting in h, in id order.
func (s *State) sideUnits(h hexmap.Hex, side int) []UnitID {
	var out []UnitID
	for i := range s.Units {
		if s.Units[i].Hex == h && s.Units[i].Side == side && fights(&s.Units[i]) {
			out = append(out, s.Units[i].ID)
		}
	}
	return out
}

// fights reports whether u takes part in a battle in its hex: ground units
// aboard a ship or aircraft are cargo, neither firing nor hit, and are lost
// with their carrier; aircraft aboard a carrier fight normally (seed 001
// Combat Air Patrol).
func fights(u *Unit) bool {
	return u.CarriedBy == 0 || catalogType(u.Type).Class != ClassGround
}

// moveOf returns the record of how unit id joined b, if any.
func (b *Battle) moveOf(id UnitID) (BattleMove, bool) {
	for _, m := range b.Moves {
		if m.Unit == id {
			return m, true
		}
	}
	return BattleMove{}, false
}

// beginCombat opens the combat phase (D11 step 3): battles whose attackers
// have all left are called off, and each defending side that has air units
// able to reach one of its battles is asked, in side order, to commit them.
func (t *tx) beginCombat() {
	s := t.s
	t.coastalArtillery(s.ActiveSide()) // combat_bombard.go: seed 001 Fortress, once a turn
	t.attackExposedTransports()
	kept := s.Battles[:0]
	for _, b := range s.Battles {
		if len(s.sideUnits(b.Hex, b.Attacker)) == 0 {
			t.emit(Event{Kind: EvBattleEnded, Side: b.Attacker, From: b.Hex, To: b.Hex, Value: -1,
				Why: "called off: no attacking unit is left in the hex"})
			continue
		}
		kept = append(kept, b)
	}
	s.Battles = kept
	s.Committing = nil
	for side := range s.Sides {
		if side != s.ActiveSide() && s.canCommitAir(side) {
			s.Committing = append(s.Committing, side)
		}
	}
}

// canCommitAir reports whether side has an air unit that may defend one of
// its battles.
func (s *State) canCommitAir(side int) bool {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		for j := range s.Battles {
			if s.Battles[j].Defender == side && s.commitProblem(u, &s.Battles[j]) == nil {
				return true
			}
		}
	}
	return false
}

// airRange is how far an air unit may fly to a battle: its move allowance
// (seed 001 "Move") less what it has used this player turn when it strikes;
// a defender's air units are not in their own turn and fly their full move.
func (s *State) airRange(u *Unit) int {
	t := catalogType(u.Type)
	if u.Side != s.ActiveSide() {
		return t.Move
	}
	return max(0, t.Move-u.Spent)
}

// flyProblem says why air unit u of side cannot fly to battle hex h, or nil.
func (s *State) flyProblem(u *Unit, side int, h hexmap.Hex) *RuleError {
	t := catalogType(u.Type)
	switch {
	case u.Side != side:
		return refuse("", "unit %d belongs to %s", u.ID, s.sideName(u.Side))
	case t.Class != ClassAir:
		return refuse("DESIGN D17", "unit %d is not an air unit", u.ID)
	case s.Storm.Covers(u.Hex) || s.Storm.Covers(h):
		return refuse("seed 004 Storms", "unit %d cannot fly into, out of or through the storm area", u.ID)
	case s.inBattle(u):
		return refuse("DESIGN D17", "unit %d is already in the battle at %s", u.ID, u.Hex)
	}
	// flight.go: the range is measured around the storm area (D37).
	if d, ok := s.flightDistance(u.Hex, h, s.airRange(u)); !ok {
		if d > s.airRange(u) {
			return refuse("DESIGN D17", "%s is %d hexes from unit %d, beyond its range of %d", h, d, u.ID, s.airRange(u))
		}
		return refuse("DESIGN D37", "unit %d cannot reach %s within its range of %d without flying through the storm area", u.ID, h, s.airRange(u))
	}
	return nil
}

// commitProblem says why u cannot be committed to defend b, or nil.
func (s *State) commitProblem(u *Unit, b *Battle) *RuleError {
	if b.Running() {
		return refuse("DESIGN D11", "the battle at %s has begun", b.Hex)
	}
	return s.flyProblem(u, b.Defender, b.Hex)
}

// combatDone refuses to end the combat phase while a defender is committing
// air units or a battle is left to fight (D11 step 3: the attacker fights
// every battle its movement declared).
func (t *tx) combatDone() error {
	s := t.s
	if len(s.Committing) > 0 {
		return refuse("DESIGN D11", "%s is committing air units", s.sideName(s.Committing[0]))
	}
	if len(s.Battles) > 0 {
		return refuse("DESIGN D11", "the battle at %s is still to be fought", s.Battles[0].Hex)
	}
	return nil
}

// cameFrom returns the hex a move along path from start entered its last hex
// from: the hex a retreat prefers (D17).
func cameFrom(start hexmap.Hex, path []hexmap.Hex) hexmap.Hex {
	if len(path) < 2 {
		return start
	}
	return path[len(path)-2]
}
