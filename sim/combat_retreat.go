package sim

// The end of a battle (D17): the attacker's retreat, air units flying home,
// and control of the hex.

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// endBattle ends battle bi with the result text; retreat sends the
// attacker's units out of the hex first (its own choice, or three rounds
// over with the defender still there). Air units flown in go back to their
// bases whatever the result; a defender left alone with no enemy gives way:
// the attacker's ground units take control of the hex.
func (t *tx) endBattle(bi int, result string, retreat bool) {
	s := t.s
	b := s.Battles[bi].clone()
	if retreat && len(s.holdingUnits(&b, b.Defender)) == 0 {
		retreat = false
		result = fmt.Sprintf("%s attack wins: every defending unit is gone", s.sideName(b.Attacker))
	}
	for _, id := range s.sideUnits(b.Hex, b.Attacker) {
		u := s.Unit(id)
		if m, ok := b.moveOf(id); !retreat || u == nil || u.CarriedBy != 0 || (ok && m.Air) {
			continue // cargo goes with its carrier; air flown in goes home below
		}
		if u.Airdropped {
			t.eliminate(id, "may not withdraw when airdropped and is lost (seed 001 Airdrop, DESIGN D17)")
			continue
		}
		t.retreatUnit(&b, id)
	}
	// The winner is read before air units fly home: an air strike that
	// destroys every defender has won even though no attacker stays in the
	// hex, and an attack that retreats has lost whatever air it flew in.
	att := len(s.sideUnits(b.Hex, b.Attacker)) > 0
	def := len(s.holdingUnits(&b, b.Defender)) > 0 // port_capture.go: D36
	winner := -1
	switch {
	case retreat && def, def && !att:
		winner = b.Defender
	case att && !def:
		winner = b.Attacker
	}
	for _, m := range b.Moves {
		if u := s.Unit(m.Unit); m.Air && u != nil && u.Hex == b.Hex {
			t.flyHome(u, m.From)
		}
	}
	if winner == b.Attacker {
		t.takeCaptives(&b) // combat_capture.go: seed 001 Supply Column
		if s.groundUnitsIn(b.Hex, b.Attacker, 0) > 0 {
			t.putToSea(b.Hex, b.Attacker)    // port_capture.go: D36
			t.takeControl(b.Hex, b.Attacker) // with the airfields and Mulberries (seed 004)
		} else if s.navalIn(b.Hex, b.Attacker) {
			t.captureLogistics(b.Hex, b.Attacker, true) // Mulberries by a Navy unit (seed 004)
		}
	}
	i := s.battleIndex(b.Hex)
	s.Battles = slices.Delete(s.Battles, i, i+1)
	t.emit(Event{Kind: EvBattleEnded, Side: b.Attacker, From: b.Hex, To: b.Hex, Value: winner, Why: result})
}

// flyHome returns an air unit flown into a battle to its base; a base now
// held by the enemy leaves it nowhere to land, and it is eliminated.
func (t *tx) flyHome(u *Unit, base hexmap.Hex) {
	s := t.s
	if s.enemyUnitIn(base, u.Side) {
		t.eliminate(u.ID, "cannot land: its base is held by the enemy")
		return
	}
	from := u.Hex
	u.Hex = base
	t.emit(Event{Kind: EvUnitMoved, Side: u.Side, Unit: u.ID, From: from, To: base, Why: "returns to base after the battle"})
	t.carryCargo(u, from)
}

// navalIn reports whether side has a naval unit in h.
func (s *State) navalIn(h hexmap.Hex, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == h && u.Side == side && catalogType(u.Type).Class == ClassNaval {
			return true
		}
	}
	return false
}

// retreatUnit moves an attacking unit out of the battle hex (D17): to the hex
// it came from when it may enter it, else to the first adjacent hex it may
// enter in direction order; a hex of the storm area only when no other is
// open, at the cost of 1 cv (seed 004 Storms, D16). A unit with nowhere to
// go is eliminated.
func (t *tx) retreatUnit(b *Battle, id UnitID) {
	s := t.s
	u := s.Unit(id)
	var cands []hexmap.Hex
	if m, ok := b.moveOf(id); ok {
		cands = append(cands, m.From)
	}
	for _, n := range b.Hex.Neighbors() {
		if !slices.Contains(cands, n) {
			cands = append(cands, n)
		}
	}
	to, found := hexmap.Hex{}, false
	for _, storm := range []bool{false, true} {
		for _, c := range cands {
			if s.Storm.Covers(c) == storm && s.canRetreatTo(u, b.Hex, c) {
				to, found = c, true
				break
			}
		}
		if found {
			break
		}
	}
	if !found {
		t.eliminate(id, "cannot retreat: no adjacent hex is open to it (DESIGN D17)")
		return
	}
	from := u.Hex
	u.Hex = to
	t.emit(Event{Kind: EvUnitRetreated, Side: u.Side, Unit: id, From: from, To: to, Why: "retreats (DESIGN D17)"})
	t.carryCargo(u, from)
	if s.Storm.Covers(to) {
		u.CV--
		t.emit(Event{Kind: EvUnitDamaged, Side: u.Side, Unit: id, From: to, To: to, Value: u.CV,
			Why: "retreat into the storm: automatic loss of 1 cv (seed 004 Storms)"})
		if u.CV == 0 {
			t.eliminate(id, "lost retreating into the storm (seed 004 Storms)")
		}
	}
}

// canRetreatTo reports whether u may retreat from battle hex h into c: an
// adjacent hex on the map of a kind it may enter (land for ground units, sea,
// port or working canal for ships), with no enemy unit, not controlled by
// the enemy, within the ground stacking limit (D15). Storm hexes are left to
// the caller.
func (s *State) canRetreatTo(u *Unit, h, c hexmap.Hex) bool {
	if _, ok := h.DirectionTo(c); !ok || !s.Map.Contains(c) || s.enemyUnitIn(c, u.Side) {
		return false
	}
	t := catalogType(u.Type)
	switch t.Class {
	case ClassNaval:
		cost, _ := s.navalStep(c)
		return cost >= 0 && s.portProblem(c, u.Side, u.ID) == nil
	case ClassGround:
		if !s.Map.Terrain(c).IsLand() {
			return false
		}
		if ctl := s.ControlOf(c); ctl >= 0 && ctl != u.Side {
			return false
		}
		return s.groundUnitsIn(c, u.Side, u.ID) < MaxGroundStack
	}
	return true
}
