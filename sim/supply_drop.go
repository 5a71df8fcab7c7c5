package sim

// seed 001 Transport Aircraft, Supply Drop: "Air transports beginning their
// movement from an air base may deliver supplies to friendly units ... that
// would otherwise be out-of-supply. ... he or she must announce this at the
// start of the combat movement phase. Supply drops are resolved before all
// other combat movement takes place."
//
// Readings on a hex map: the drop is made in the side's movement phase
// before any of its units has moved or attacked; the transport flies from
// its air base to a hex within its move, drops, and flies back, using its
// whole move. The hex must be controlled by the side (the units to be
// supplied stand in friendly territory cut off from the cities), so no
// enemy AAA or fighter gets the free attack, and escorts have nothing to
// protect it from. The units there count as in supply until the next supply
// check (DESIGN D22: the start of the side's next player turn).

import "hexstorm/hexmap"

// supplyDrop carries out CmdSupplyDrop.
func (t *tx) supplyDrop(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("seed 001 Supply Drop", "supply drops are made at the start of the movement phase, not in the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	typ := catalogType(u.Type)
	switch {
	case !typ.HasAbility("supply_drop"):
		return refuse("seed 001 Supply Drop", "unit %d %s cannot drop supplies", u.ID, u.Type)
	case u.Spent > 0:
		return refuse("seed 001 Supply Drop", "unit %d has already moved this turn", u.ID)
	case u.CarriedBy != 0 || len(s.Cargo(u.ID)) > 0:
		return refuse("seed 001 Supply Drop", "unit %d is carrying or carried", u.ID)
	case s.AirBaseCapacity(u.Hex, u.Side) == 0:
		return refuse("seed 001 Supply Drop", "unit %d must begin its move at an air base", u.ID)
	case s.sideHasMoved(cmd.Side):
		return refuse("seed 001 Supply Drop", "supply drops are resolved before all other movement, and %s has moved already", s.sideName(cmd.Side))
	}
	h := cmd.Hex
	switch {
	case !s.Map.Contains(h):
		return refuse("", "%s is not on the map", h)
	case s.ControlOf(h) != cmd.Side || s.enemyUnitIn(h, cmd.Side):
		return refuse("seed 001 Supply Drop", "supplies are dropped in a hex %s controls", s.sideName(cmd.Side))
	case s.Storm.Covers(u.Hex) || s.Storm.Covers(h):
		return refuse("seed 004 Storms", "unit %d cannot fly into, out of or through the storm area", u.ID)
	case hexmap.Distance(u.Hex, h) > typ.Move:
		return refuse("seed 001 Supply Drop", "%s is %d hexes away, beyond the transport's move of %d", h, hexmap.Distance(u.Hex, h), typ.Move)
	case !s.canFly(u.Hex, h, typ.Move): // flight.go: D37
		return refuse("DESIGN D37", "the transport cannot reach %s within its move of %d without flying through the storm area", h, typ.Move)
	}
	n := 0
	for i := range s.Units {
		if v := &s.Units[i]; v.Hex == h && v.Side == cmd.Side && v.OutOfSupply {
			n++
		}
	}
	if n == 0 {
		return refuse("seed 001 Supply Drop", "no unit of %s in %s is out of supply", s.sideName(cmd.Side), h)
	}
	u.Spent, u.SupplyDropped = typ.Move, true
	t.emit(Event{Kind: EvSupplyDrop, Side: cmd.Side, Unit: u.ID, From: u.Hex, To: h, Value: n,
		Why: "air transport drops supplies (seed 001 Supply Drop)"})
	for i := range s.Units {
		if v := &s.Units[i]; v.Hex == h && v.Side == cmd.Side && v.OutOfSupply {
			v.OutOfSupply = false
			t.emit(Event{Kind: EvSupplyChanged, Side: cmd.Side, Unit: v.ID, From: h, To: h,
				Why: "supplied by air (seed 001 Supply Drop)"})
		}
	}
	return nil
}

// sideHasMoved reports whether any of side's units has moved, struck or
// engaged this player turn, other than by a supply drop.
func (s *State) sideHasMoved(side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && !u.SupplyDropped && (u.Spent > 0 || u.Engaged) {
			return true
		}
	}
	for i := range s.Battles {
		if s.Battles[i].Attacker == side {
			return true
		}
	}
	return false
}
