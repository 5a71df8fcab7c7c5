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
// client's range highlight and the AI. A unit moving alone blitzes only by
// its own Blitz ability; group moves (move_group.go) may grant more.
func (s *State) StepCost(u *Unit) hexmap.StepCost {
	t := catalogType(u.Type)
	return s.stepCost(u, t, t.HasAbility("blitz"), s.MovePoints(u)).cost()
}

// stepCost builds u's cost function; blitz lets it pass one unoccupied
// enemy-controlled hex (D14) and left is its movement allowance, which caps
// the first step of a fresh unit (move_ground.go, minimum move).
func (s *State) stepCost(u *Unit, t *UnitType, blitz bool, left int) stepPrice {
	switch t.Class {
	case ClassNaval:
		return s.navalCost(u, t)
	case ClassAir:
		return func(from, to hexmap.Hex, d hexmap.Direction) (int, Stop) {
			if s.Storm.Covers(to) {
				return -1, StopNone // D16: nobody enters the storm area
			}
			return 1, StopNone // D15: air units ignore terrain and ground control
		}
	}
	if u.CarriedBy != 0 {
		// Cargo moves only with its carrier, and lands by CmdUnload.
		return func(from, to hexmap.Hex, d hexmap.Direction) (int, Stop) { return -1, StopNone }
	}
	g := groundMover{s: s, side: u.Side, start: u.Hex, blitz: blitz,
		fieldcraft: t.HasAbility("fieldcraft"), noncombat: t.HasAbility("limited_move"),
		fresh: u.Spent == 0 && u.Halted == StopNone, left: left,
	}
	g.enemies, g.guns = s.enemiesNear(u.Hex, left+1, u.Side)
	return g.step
}

// navalStep reports whether a ship may enter h at all, whoever it belongs to
// (D15): sea hexes, ports (which end the move) and working canals; the storm
// is left to the caller (retreats may enter it). The unit-aware rules of a
// move (Mulberries, seakeeping, Oversize) are in move_naval.go.
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

// enemiesNear lists the hexes within radius of center holding units not of
// side, so that a range search looks enemies up among a few hexes instead of
// every unit on the map (DESIGN section 4: range in under 50 us). Hexes with
// enemy AAA go to guns, those with any other enemy unit to troops.
func (s *State) enemiesNear(center hexmap.Hex, radius int, side int) (troops, guns []hexmap.Hex) {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side || hexmap.Distance(center, u.Hex) > radius {
			continue
		}
		if isAAA(u) {
			guns = append(guns, u.Hex)
		} else {
			troops = append(troops, u.Hex)
		}
	}
	return troops, guns
}

func (s *State) enemyUnitIn(h hexmap.Hex, side int) bool {
	for i := range s.Units {
		if s.Units[i].Hex == h && s.Units[i].Side != side {
			return true
		}
	}
	return false
}

// groundUnitsIn counts side's ground units standing in h, leaving out the
// unit skip and cargo aboard ships and aircraft, which is not on the land.
func (s *State) groundUnitsIn(h hexmap.Hex, side int, skip UnitID) int {
	n := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != h || u.Side != side || u.ID == skip || u.CarriedBy != 0 {
			continue
		}
		if t := catalogType(u.Type); t.Class == ClassGround {
			n++
		}
	}
	return n
}

// GroundRoom returns how many more ground blocks side may stand in h before
// it holds the most one hex may (D15: blocks count, steps do not).
func (s *State) GroundRoom(h hexmap.Hex, side int) int {
	return max(0, MaxGroundStack-s.groundUnitsIn(h, side, 0))
}

// MovePoints returns what is left of u's movement allowance this player turn.
func (s *State) MovePoints(u *Unit) int {
	if u.Halted != StopNone {
		return 0
	}
	t := catalogType(u.Type)
	return max(0, t.Move-u.Spent)
}

// CanEndMove reports why unit u may not end a move in h, or nil if it may:
// the checks a path's step costs cannot express. Ground units respect the
// stacking limit (D15); air units need a base of their side with room
// (move_air.go). The client uses it to grey out hexes of a range.
func (s *State) CanEndMove(u *Unit, h hexmap.Hex) error {
	if e := s.endProblem(u, h, 0); e != nil {
		return e
	}
	return nil
}

// endProblem is CanEndMove with an optional carrier chosen for an air unit
// (0: a base, else the first carrier with room).
func (s *State) endProblem(u *Unit, h hexmap.Hex, carrier UnitID) *RuleError {
	t := catalogType(u.Type)
	switch t.Class {
	case ClassGround:
		if s.groundUnitsIn(h, u.Side, u.ID)+1 > MaxGroundStack {
			return refuse("DESIGN D15", "%s already holds %d ground units of %s", h, MaxGroundStack, s.sideName(u.Side))
		}
	case ClassAir:
		if _, e := s.airLanding(u, h, carrier); e != nil {
			return e
		}
	case ClassNaval:
		if e := s.portProblem(h, u.Side, u.ID); e != nil { // port.go: seed 004 port capacity 2
			return e
		}
	}
	return nil
}

// move validates and carries out CmdMove (D13-D16): one unit, or a stack
// moving together along one path when Units names more (move_group.go).
func (t *tx) move(cmd Command) error {
	s := t.s
	switch s.Phase {
	case PhaseMovement:
	case PhaseCombat:
		return t.columnMove(cmd) // D31 Supply Column: a move after combat
	default:
		return refuse("DESIGN D11", "units move only in the movement phase, not the %s phase", s.Phase)
	}
	g, err := s.planGroup(cmd)
	if err != nil {
		return err
	}
	// Every unit's path is checked before any moves: the first to blitz
	// through a hex would otherwise make it friendly for the rest.
	legs := make([]leg, len(g))
	for i, m := range g {
		if legs[i], err = s.checkLeg(m, cmd.Side, cmd.Path); err != nil {
			return err
		}
	}
	for _, l := range legs {
		if err := t.applyLeg(l, cmd.Path); err != nil {
			return err
		}
	}
	return nil
}

// leg is one unit's move, checked against the state before any unit of its
// group moved: where it ends, what it spends, whether it must stop there.
type leg struct {
	m      memberPlan
	at     hexmap.Hex
	spent  int
	halted Stop
}

// moveUnit moves one unit along path under the allowances of plan m.
func (t *tx) moveUnit(m memberPlan, side int, path []hexmap.Hex) error {
	l, err := t.s.checkLeg(m, side, path)
	if err != nil {
		return err
	}
	return t.applyLeg(l, path)
}

// checkLeg validates unit m.id's path step by step (D13-D16).
func (s *State) checkLeg(m memberPlan, side int, path []hexmap.Hex) (leg, error) {
	u := s.Unit(m.id)
	if u == nil {
		return leg{}, refuse("", "there is no unit %d", m.id)
	}
	if u.Side != side {
		return leg{}, refuse("", "unit %d belongs to %s", u.ID, s.sideName(u.Side))
	}
	if len(path) == 0 {
		return leg{}, refuse("", "the move of unit %d has no path", u.ID)
	}
	if s.Storm.Covers(u.Hex) {
		return leg{}, refuse("seed 004 Storms", "unit %d is inside the storm area and cannot move", u.ID)
	}
	typ := catalogType(u.Type)
	if u.CarriedBy != 0 && typ.Class == ClassGround {
		return leg{}, refuse("seed 001 Transport", "unit %d is cargo aboard unit %d: unload it first", u.ID, u.CarriedBy)
	}
	left := s.MovePoints(u)
	if m.move > 0 && u.Halted == StopNone {
		left = max(0, m.move-u.Spent)
	}
	cost := s.stepCost(u, typ, m.blitz, left)
	l := leg{m: m, at: u.Hex}
	for i, next := range path {
		if l.halted != StopNone {
			return leg{}, refuse("DESIGN D13-D14", "unit %d must stop at %s and cannot go on to %s", u.ID, l.at, next)
		}
		d, ok := l.at.DirectionTo(next)
		if !ok || !s.Map.Contains(next) {
			return leg{}, refuse("", "step %d of the move, %s to %s, is not to an adjacent hex on the map", i+1, l.at, next)
		}
		c, stop := cost(l.at, next, d)
		if c < 0 {
			return leg{}, refuse(s.stepRule(u, typ, next), "unit %d cannot enter %s", u.ID, next)
		}
		l.spent += c
		if l.spent > left {
			return leg{}, refuse("DESIGN D13", "unit %d has %d movement points left and the move to %s costs %d", u.ID, left, next, l.spent)
		}
		l.at, l.halted = next, stop
	}
	return l, nil
}

// applyLeg carries out a checked move: the final-hex checks (CanEndMove),
// the hexes taken on the way, cargo carried along, battles brought on.
func (t *tx) applyLeg(l leg, path []hexmap.Hex) error {
	s := t.s
	u := s.Unit(l.m.id)
	typ := catalogType(u.Type)
	at := l.at
	if s.enemyUnitIn(at, u.Side) {
		// D17: ending a move on enemy units declares a battle there
		// (combat.go), registered once the move has been carried out.
		defer t.declareBattle(at, u.ID, cameFrom(u.Hex, path), false)
	}
	if e := s.endProblem(u, at, l.m.carrier); e != nil {
		return e
	}
	start, from := u.Hex, u.Hex
	for i, next := range path {
		t.emit(Event{Kind: EvUnitMoved, Side: u.Side, Unit: u.ID, From: from, To: next})
		if typ.Class == ClassGround && (s.enemyControlled(next, u.Side) || s.enemyUnitIn(next, u.Side)) {
			u.Engaged = true // a combat move (Forced March needs a non-combat one)
			if i < len(path)-1 {
				t.captureGuns(next, u.Side)
				t.takeControl(next, u.Side) // D14: a blitz takes the hex it passes
			}
		}
		if typ.Class == ClassAir {
			t.exposeTransport(u, next)
		}
		from = next
	}
	if typ.Class == ClassAir {
		if err := t.landAir(u, at, l.m.carrier); err != nil {
			return err
		}
	}
	u.Hex, u.Spent, u.Halted = at, u.Spent+l.spent, l.halted
	t.carryCargo(u, start)
	switch typ.Class {
	case ClassGround:
		t.takeControl(at, u.Side)
	case ClassNaval:
		t.captureLogistics(at, u.Side, true)
	}
	return nil
}

// stepRule names the rule that forbids u entering h, for refusal messages.
func (s *State) stepRule(u *Unit, typ *UnitType, h hexmap.Hex) string {
	if s.Storm.Covers(h) {
		return "seed 004 Storms"
	}
	if typ.Class == ClassNaval {
		return s.navalRule(u, typ, h)
	}
	return "DESIGN D15"
}

// takeControl gives side control of land hex h when no enemy unit is there
// (D14: a ground unit that ends its move alone in an enemy hex takes it), and
// the enemy airfields and Mulberries in it with it (seed 004).
func (t *tx) takeControl(h hexmap.Hex, side int) {
	s := t.s
	i := s.Map.Index(h)
	if i < 0 || s.enemyUnitIn(h, side) {
		return
	}
	t.captureLogistics(h, side, false)
	if int(s.Control[i]) == side {
		return
	}
	prev := int(s.Control[i])
	s.Control[i] = int8(side)
	s.markCaptured(h)
	t.emit(Event{Kind: EvControlChange, Side: side, From: h, To: h, Value: prev})
}
