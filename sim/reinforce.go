package sim

import (
	"fmt"
	"slices"
)

// reinforce carries out CmdReinforce (DESIGN D35): in its side's Production
// Phase a block in supply and outside the storm area gains one step, at
// most one per block a phase, paid at its type's seed-001 cost (the cost of
// one step) from the pool that builds it. In supply means as the supply
// check at the start of the side's player turn found it (D22). A ship is
// one ship and is repaired, not reinforced; a type that cannot be built
// cannot be reinforced either (D8). Steps need no activity points in the
// strategic layer.
func (t *tx) reinforce(cmd Command) error {
	const rule = "DESIGN D35"
	s := t.s
	if s.Phase != PhaseProduction {
		return refuse("DESIGN D11", "blocks are reinforced in the Production Phase, not the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	typ := catalogType(u.Type)
	kind, err := s.buildKind(typ, cmd.Factory)
	if err != nil {
		return err
	}
	switch {
	case typ.Class == ClassNaval:
		return refuse(rule, "a %s is one ship: it is repaired at a naval base, not reinforced", typ.Name)
	case typ.CannotBuild:
		return refuse("DESIGN D8", "%s cannot be built, so it cannot be reinforced", typ.Name)
	case u.CV >= typ.MaxCV:
		return refuse(rule, "unit %d %s is at full strength (%d steps)", u.ID, typ.Name, typ.MaxCV)
	case slices.Contains(s.Reinforced, u.ID):
		return refuse(rule, "unit %d has already gained a step this Production Phase", u.ID)
	case u.OutOfSupply:
		return refuse(rule, "unit %d is out of supply and cannot be reinforced", u.ID)
	case s.Storm.Covers(u.Hex):
		return refuse(rule, "unit %d is in the storm area and cannot be reinforced", u.ID)
	case u.CarriedBy != 0:
		return refuse(rule, "unit %d is aboard unit %d: land it to reinforce it", u.ID, u.CarriedBy)
	case s.PoolPP(u.Side, kind) < typ.Cost:
		return refuse(rule, "a step of %s costs %d PP and the %s pool of %s holds %d", typ.Name, typ.Cost, kind, s.sideName(u.Side), s.PoolPP(u.Side, kind))
	}
	s.addPool(u.Side, kind, -typ.Cost)
	u.CV++
	s.Reinforced = append(s.Reinforced, u.ID)
	t.emit(Event{Kind: EvUnitReinforced, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: u.CV,
		Why: fmt.Sprintf("unit %d %s gains a step, now %d of %d, for %d PP from the %s pool", u.ID, u.Type, u.CV, typ.MaxCV, typ.Cost, kind)})
	return nil
}
