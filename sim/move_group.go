package sim

// Moving stacks together, and the moves seed 001 adds to the turn: blitzing
// in company with armor, towed artillery, Forced March and the Supply
// Column's move after combat (D31).

import (
	"slices"

	"hexstorm/hexmap"
)

// memberPlan is how one unit of a move goes: whether it may blitz, its
// allowance when towed (0: its own), and the carrier an air unit lands on.
type memberPlan struct {
	id      UnitID
	blitz   bool
	move    int
	carrier UnitID
}

// planGroup checks the units a CmdMove names (Unit, then Units) and works
// out each one's allowances. A group starts in one hex and follows one path.
//
// A step counts as one unit in every pairing (DESIGN D33), and a block moves
// whole, so a block is paired when each of its steps is:
//
//   - seed 001 Blitz (motorized and mechanized infantry, self-propelled gun):
//     a block with blitz_with_armor blitzes when the group holds partner
//     steps of the types its ability names for its steps alone (1:1),
//     narrowest needs first.
//   - seed 001 Move with Artillery and the towed units' "3 when moving with
//     motorized or mechanized infantry": a towed block whose steps are each
//     paired 1:1 with a tower step in the group moves 3; at most three pairs
//     a move (Rule of Three, D7, read per move); none when the move blitzes
//     ("This movement cannot occur if the motorized infantry blitzes").
func (s *State) planGroup(cmd Command) ([]memberPlan, error) {
	ids := append([]UnitID{cmd.Unit}, cmd.Units...)
	units := make([]*Unit, len(ids))
	types := make([]*UnitType, len(ids))
	for i, id := range ids {
		u := s.Unit(id)
		if u == nil {
			return nil, refuse("", "there is no unit %d", id)
		}
		if slices.Index(ids, id) != i {
			return nil, refuse("", "unit %d is named twice", id)
		}
		if u.Hex != s.Unit(ids[0]).Hex {
			return nil, refuse("", "units moving together start in one hex; unit %d is at %s", id, u.Hex)
		}
		units[i] = u
		types[i] = catalogType(u.Type)
	}
	plan := make([]memberPlan, len(ids))
	for i, id := range ids {
		plan[i] = memberPlan{id: id, blitz: types[i].HasAbility("blitz"), carrier: cmd.Carrier}
	}
	steps := make([]int, len(ids))
	for i, u := range units {
		steps[i] = Dice(u.Type, u.CV)
	}
	free := slices.Clone(steps) // partner steps not yet paired
	order := make([]int, 0, len(ids))
	for i := range ids {
		if types[i].HasAbility("blitz_with_armor") {
			order = append(order, i)
		}
	}
	need := func(i int) []string { a, _ := types[i].Ability("blitz_with_armor"); return a.With }
	slices.SortStableFunc(order, func(a, b int) int { return len(need(a)) - len(need(b)) })
	for _, i := range order {
		have := 0
		for j := range ids {
			if j != i && slices.Contains(need(i), types[j].ID) {
				have += free[j]
			}
		}
		if have < steps[i] {
			continue
		}
		left := steps[i]
		for j := range ids {
			if j != i && left > 0 && slices.Contains(need(i), types[j].ID) {
				n := min(left, free[j])
				free[j] -= n
				left -= n
			}
		}
		plan[i].blitz = true
	}
	if s.blitzPath(units[0].Side, cmd.Path) {
		return plan, nil
	}
	towers, pairs := slices.Clone(steps), 0 // tower steps not yet paired
	for i := range ids {
		mw := types[i].MoveWith
		if mw == nil || pairs+steps[i] > 3 {
			continue
		}
		tows := func(j int) bool {
			a, ok := types[j].Ability("move_with_artillery")
			return j != i && ok && slices.Contains(mw.With, types[j].ID) && slices.Contains(a.With, types[i].ID)
		}
		have := 0
		for j := range ids {
			if tows(j) {
				have += towers[j]
			}
		}
		if have < steps[i] {
			continue
		}
		left := steps[i]
		for j := range ids {
			if tows(j) && left > 0 {
				n := min(left, towers[j])
				towers[j] -= n
				left -= n
			}
		}
		plan[i].move = mw.Move
		pairs += steps[i]
	}
	return plan, nil
}

// blitzPath reports whether path passes through an enemy-controlled hex
// before its last.
func (s *State) blitzPath(side int, path []hexmap.Hex) bool {
	for i := 0; i+1 < len(path); i++ {
		if s.enemyControlled(path[i], side) {
			return true
		}
	}
	return false
}

// beginMovement clears the marks of side's previous player turn as its
// movement phase begins.
func (t *tx) beginMovement(side int) {
	s := t.s
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side {
			u.Amphibious, u.Airdropped, u.ForcedMarch, u.ColumnMoved, u.Engaged = false, false, false, false, false
			u.SupplyDropped, u.Bombarded = false, false // supply_drop.go, combat_bombard.go
		}
	}
	s.Captured, s.AirExposures = nil, nil
}

// markCaptured notes that control of h changed this player turn.
func (s *State) markCaptured(h hexmap.Hex) {
	i, found := slices.BinarySearchFunc(s.Captured, h, func(a, b hexmap.Hex) int { return s.Map.Index(a) - s.Map.Index(b) })
	if !found {
		s.Captured = slices.Insert(s.Captured, i, h)
	}
}

// capturedThisTurn reports whether control of h changed this player turn.
func (s *State) capturedThisTurn(h hexmap.Hex) bool {
	return slices.Contains(s.Captured, h)
}

// forcedMarch carries out CmdForcedMarch (seed 001 Cavalry: "May make a
// non-combat move prior to combat. Movement points are then renewed. This
// bonus is subject to the Rule of Three."). Reading: in its movement phase a
// unit with Forced March that has moved, and whose move did not end by
// entering an enemy-held or enemy-controlled hex or crossing a river (it is
// not Halted), gets its movement points back once; a unit that entered an
// enemy-held or enemy-controlled hex this turn (Engaged) made a combat move; at most three units of a
// side do so in a player turn (D7, read per player turn for movement).
func (t *tx) forcedMarch(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D11", "a forced march is made in the movement phase, not the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	typ := catalogType(u.Type)
	n := 0
	for i := range s.Units {
		if s.Units[i].Side == u.Side && s.Units[i].ForcedMarch {
			n++
		}
	}
	switch {
	case !typ.HasAbility("forced_march"):
		return refuse("seed 001 Forced March", "unit %d %s cannot force-march", u.ID, u.Type)
	case u.ForcedMarch:
		return refuse("seed 001 Forced March", "unit %d has already force-marched this turn", u.ID)
	case u.Spent == 0 || u.Halted != StopNone || u.Engaged || u.CarriedBy != 0 || s.enemyUnitIn(u.Hex, u.Side):
		return refuse("seed 001 Forced March", "unit %d has not made a non-combat move to renew", u.ID)
	case n >= 3:
		return refuse("DESIGN D7", "three units of %s have already force-marched this turn (Rule of Three)", s.sideName(u.Side))
	}
	u.Spent, u.ForcedMarch = 0, true
	t.emit(Event{Kind: EvForcedMarch, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: typ.Move,
		Why: "forced march: movement points renewed (seed 001 Cavalry)"})
	return nil
}

// columnMove carries out a CmdMove in the combat phase: D31 reads the Supply
// Column's "activate that stack once during your turn without spending any
// Operations Points" as one move after combat. Reading: once every battle of
// the player turn is over, a group holding a Supply Column that has not used
// this yet moves again with renewed movement points; the move is not an
// attack, so it may not enter enemy-held or enemy-controlled hexes.
func (t *tx) columnMove(cmd Command) error {
	s := t.s
	if len(s.Battles) > 0 {
		return refuse("DESIGN D31", "a Supply Column's stack moves after combat; the battle at %s is not over", s.Battles[0].Hex)
	}
	if len(s.Committing) > 0 {
		return refuse("DESIGN D31", "a Supply Column's stack moves after combat, not while air units are committed")
	}
	g, err := s.planGroup(cmd)
	if err != nil {
		return err
	}
	var column *Unit
	for _, m := range g {
		if u := s.Unit(m.id); u.Type == "supply_column" && !u.ColumnMoved && u.Side == cmd.Side {
			column = u
			break
		}
	}
	if column == nil {
		return refuse("DESIGN D31", "only a stack with a Supply Column that has not moved after combat this turn may move in the combat phase")
	}
	for _, h := range cmd.Path {
		if s.enemyUnitIn(h, cmd.Side) || s.enemyControlled(h, cmd.Side) {
			return refuse("DESIGN D31", "the move after combat may not enter enemy-held or enemy-controlled %s", h)
		}
	}
	column.ColumnMoved = true
	for _, m := range g {
		u := s.Unit(m.id)
		u.Spent, u.Halted = 0, StopNone
		if err := t.moveUnit(m, cmd.Side, cmd.Path); err != nil {
			return err
		}
	}
	return nil
}
