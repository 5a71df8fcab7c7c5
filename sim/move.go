package sim

import "hexstorm/hexmap"

// MaxGroundStack is the most ground units one side may have in a land hex
// (DESIGN D15); airfields and factories do not count (seed 004).
const MaxGroundStack = 4

// enterCost returns the movement cost of entering terrain t off-road (D13):
// clear, city and town 1; forest and marsh 2; mountain 3.
func enterCost(t hexmap.Terrain) int {
	switch t {
	case hexmap.Forest, hexmap.Marsh:
		return 2
	case hexmap.Mountain:
		return 3
	default:
		return 1
	}
}

// StepCost returns the cost function for moving unit u this player turn, for
// range searches and move validation alike: one rule, used by the rules, the
// client's range highlight and the AI.
func (s *State) StepCost(u *Unit) hexmap.StepCost {
	t, _ := LookupUnitType(u.Type)
	side := u.Side
	return func(from, to hexmap.Hex, d hexmap.Direction) (int, bool) {
		if s.Storm.Covers(to) {
			return -1, false // D16: nobody enters the storm area
		}
		switch t.Class {
		case ClassNaval:
			return s.navalStep(to)
		case ClassAir:
			return 1, false
		}
		return s.groundStep(from, to, d, side)
	}
}

// groundStep prices one ground step (D13-D14): terrain or road cost; a river
// without a usable bridge, or a hex held or controlled by the enemy, ends the move.
func (s *State) groundStep(from, to hexmap.Hex, d hexmap.Direction, side int) (int, bool) {
	m := s.Map
	if !m.Terrain(to).IsLand() {
		return -1, false
	}
	cost := enterCost(m.Terrain(to))
	if m.Road(from, d) {
		cost = 1
	}
	stop := false
	if m.River(from, d) && !s.bridgeUsable(from, d) {
		stop = true
	}
	if c := s.ControlOf(to); c >= 0 && c != side {
		stop = true
	}
	if s.enemyUnitIn(to, side) {
		stop = true
	}
	return cost, stop
}

// navalStep prices one naval step (D15): sea hexes, ports and working canals.
func (s *State) navalStep(to hexmap.Hex) (int, bool) {
	c := s.Map.Cell(to)
	switch {
	case c.Terrain == hexmap.Sea:
		return 1, false
	case c.Port:
		return 1, true
	case c.Canal && !s.canalBroken(to):
		return 1, false
	}
	return -1, false
}

// bridgeUsable reports whether the hexside of h in direction d has a bridge
// that is not destroyed (seed 004 Destruction Markers).
func (s *State) bridgeUsable(h hexmap.Hex, d hexmap.Direction) bool {
	if !s.Map.Bridge(h, d) {
		return false
	}
	side := hexmap.SideOf(h, d)
	for _, b := range s.BrokenBridges {
		if b == side {
			return false
		}
	}
	return true
}

// canalBroken reports whether the canal in h carries a destruction marker.
func (s *State) canalBroken(h hexmap.Hex) bool {
	for _, c := range s.BrokenCanals {
		if c == h {
			return true
		}
	}
	return false
}

func (s *State) enemyUnitIn(h hexmap.Hex, side int) bool {
	for i := range s.Units {
		if s.Units[i].Hex == h && s.Units[i].Side != side {
			return true
		}
	}
	return false
}

// groundUnitsIn counts side's ground units in h, leaving out the unit skip.
func (s *State) groundUnitsIn(h hexmap.Hex, side int, skip UnitID) int {
	n := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != h || u.Side != side || u.ID == skip {
			continue
		}
		if t, _ := LookupUnitType(u.Type); t.Class == ClassGround {
			n++
		}
	}
	return n
}

// MovePoints returns what is left of u's movement allowance this player turn.
func (s *State) MovePoints(u *Unit) int {
	if u.Halted {
		return 0
	}
	t, _ := LookupUnitType(u.Type)
	return max(0, t.Move-u.Spent)
}

// move validates and carries out CmdMove (D13-D16).
func (t *tx) move(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D11", "units move only in the movement phase, not the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil {
		return refuse("", "there is no unit %d", cmd.Unit)
	}
	if u.Side != cmd.Side {
		return refuse("", "unit %d belongs to %s", u.ID, s.sideName(u.Side))
	}
	if len(cmd.Path) == 0 {
		return refuse("", "the move of unit %d has no path", u.ID)
	}
	if s.Storm.Covers(u.Hex) {
		return refuse("seed 004 Storms", "unit %d is inside the storm area and cannot move", u.ID)
	}
	typ, _ := LookupUnitType(u.Type)
	cost := s.StepCost(u)
	left := s.MovePoints(u)
	at, spent, halted := u.Hex, 0, false
	for i, next := range cmd.Path {
		if halted {
			return refuse("DESIGN D13-D14", "unit %d must stop at %s and cannot go on to %s", u.ID, at, next)
		}
		d, ok := at.DirectionTo(next)
		if !ok || !s.Map.Contains(next) {
			return refuse("", "step %d of the move, %s to %s, is not to an adjacent hex on the map", i+1, at, next)
		}
		c, stop := cost(at, next, d)
		if c < 0 {
			return refuse(stepRule(s, typ, next), "unit %d cannot enter %s", u.ID, next)
		}
		spent += c
		if spent > left {
			return refuse("DESIGN D13", "unit %d has %d movement points left and the move to %s costs %d", u.ID, left, next, spent)
		}
		at, halted = next, stop
	}
	if s.enemyUnitIn(at, u.Side) {
		return refuse("DESIGN D17", "unit %d cannot end its move on enemy units at %s: battles are resolved by the combat rules, which this build does not have yet", u.ID, at)
	}
	if typ.Class == ClassGround && s.groundUnitsIn(at, u.Side, u.ID)+1 > MaxGroundStack {
		return refuse("DESIGN D15", "%s already holds %d ground units of %s", at, MaxGroundStack, s.sideName(u.Side))
	}
	from := u.Hex
	for _, next := range cmd.Path {
		t.emit(Event{Kind: EvUnitMoved, Side: u.Side, Unit: u.ID, From: from, To: next})
		from = next
	}
	u.Hex, u.Spent, u.Halted = at, u.Spent+spent, halted
	if typ.Class == ClassGround {
		t.takeControl(at, u.Side)
	}
	return nil
}

// stepRule names the rule that forbids entering h, for refusal messages.
func stepRule(s *State, typ UnitType, h hexmap.Hex) string {
	if s.Storm.Covers(h) {
		return "seed 004 Storms"
	}
	return "DESIGN D15"
}

// takeControl gives side control of land hex h when no enemy unit is there
// (D14: a ground unit that ends its move alone in an enemy hex takes it).
func (t *tx) takeControl(h hexmap.Hex, side int) {
	s := t.s
	i := s.Map.Index(h)
	if i < 0 || s.enemyUnitIn(h, side) || int(s.Control[i]) == side {
		return
	}
	prev := int(s.Control[i])
	s.Control[i] = int8(side)
	t.emit(Event{Kind: EvControlChange, Side: side, From: h, To: h, Value: prev})
}
