package sim

// seed 001 Auxiliary Cruiser, Withdraw: "If this unit survives the 1st round
// of combat, it may withdraw to any adjacent Sea Zone not occupied by an
// enemy naval unit."
//
// Readings: the withdrawal is made between rounds, while the attacker
// chooses to continue or retreat (D17), by whichever side owns the cruiser:
// the defender may give CmdWithdraw then although it is the attacker's
// decision that is awaited. A "Sea Zone" is a sea hex; the ship's own
// movement limits (storm, seakeeping) apply to it.

import "hexstorm/hexmap"

// withdrawOpen reports whether side has a battle between rounds, the only
// time a withdrawal may be made.
func (s *State) withdrawOpen(side int) bool {
	if s.Phase != PhaseCombat {
		return false
	}
	for i := range s.Battles {
		b := &s.Battles[i]
		if b.AwaitingOrders && len(b.Decisions) == 0 && (b.Attacker == side || b.Defender == side) {
			return true
		}
	}
	return false
}

// withdraw carries out CmdWithdraw.
func (t *tx) withdraw(cmd Command) error {
	s := t.s
	u := s.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	typ := catalogType(u.Type)
	if !typ.HasAbility("withdraw") {
		return refuse("seed 001 Withdraw", "unit %d %s cannot withdraw from combat", u.ID, u.Type)
	}
	b := s.BattleAt(u.Hex)
	if b == nil {
		return refuse("seed 001 Withdraw", "unit %d is in no battle", u.ID)
	}
	if !b.AwaitingOrders || len(b.Decisions) > 0 {
		return refuse("seed 001 Withdraw", "unit %d may withdraw only once a round of its battle is over, between rounds", u.ID)
	}
	to := cmd.Hex
	if _, ok := u.Hex.DirectionTo(to); !ok || !s.Map.Contains(to) {
		return refuse("seed 001 Withdraw", "%s is not a hex next to the battle at %s", to, u.Hex)
	}
	if s.Map.Terrain(to) != hexmap.Sea {
		return refuse("seed 001 Withdraw", "%s is not a sea zone", to)
	}
	if r := s.newNavalMover(u.Side, typ).problem(to); r != "" {
		return refuse(r, "unit %d cannot sail into %s", u.ID, to)
	}
	for i := range s.Units {
		if e := &s.Units[i]; e.Hex == to && e.Side != u.Side && catalogType(e.Type).Class == ClassNaval {
			return refuse("seed 001 Withdraw", "%s is occupied by an enemy naval unit", to)
		}
	}
	from := u.Hex
	u.Hex = to
	t.emit(Event{Kind: EvUnitWithdrew, Side: u.Side, Unit: u.ID, From: from, To: to,
		Why: "withdraws after surviving the first round (seed 001 Withdraw)"})
	t.carryCargo(u, from)
	return nil
}
