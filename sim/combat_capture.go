package sim

// seed 001 Supply Column, Captured: "When this unit is destroyed while
// defending in combat and the attacker is successful, it is considered
// captured and reverts to the control of the attacker."
//
// Readings: "the attacker is successful" is the attacker winning the battle
// (every defending unit gone, D17). The column comes back at full strength in
// the battle hex under the attacker's colours, if the attacker's ground stack
// there has room (D15; otherwise it stays destroyed). A captured piece is
// usable by its captor from the next turn: it has no move left this turn.

import (
	"fmt"
	"slices"
)

// noteCaptive records unit u, about to be eliminated by a hit, as a captive
// of its battle when seed 001 Captured applies to it.
func (s *State) noteCaptive(u *Unit) {
	b := s.BattleAt(u.Hex)
	if b == nil || u.Side != b.Defender || !catalogType(u.Type).HasAbility("captured") {
		return
	}
	b.Captives = append(b.Captives, u.ID)
}

// takeCaptives returns battle b's captives to the map under the attacker,
// who has won it.
func (t *tx) takeCaptives(b *Battle) {
	s := t.s
	for _, id := range b.Captives {
		i := slices.IndexFunc(s.Eliminated, func(u Unit) bool { return u.ID == id })
		if i < 0 {
			continue
		}
		if s.groundUnitsIn(b.Hex, b.Attacker, 0) >= MaxGroundStack {
			continue
		}
		u := s.Eliminated[i]
		s.Eliminated = slices.Delete(s.Eliminated, i, i+1)
		typ := catalogType(u.Type)
		old := u.Side
		u.Side, u.CV, u.Hex = b.Attacker, typ.MaxCV, b.Hex
		u.Spent, u.ColumnMoved, u.OutOfSupply, u.Halted = typ.Move, true, false, StopCaptured
		j, _ := slices.BinarySearchFunc(s.Units, u.ID, func(v Unit, id UnitID) int { return int(v.ID - id) })
		s.Units = slices.Insert(s.Units, j, u)
		t.emit(Event{Kind: EvUnitCaptured, Side: b.Attacker, Unit: u.ID, From: b.Hex, To: b.Hex, Value: old,
			Why: fmt.Sprintf("unit %d %s is captured and reverts to %s (seed 001 Supply Column)", u.ID, u.Type, s.sideName(b.Attacker))})
	}
}
