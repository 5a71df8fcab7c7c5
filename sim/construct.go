package sim

// Engineer and Marine construction in the Production Phase (DESIGN D26,
// seed 004 Airfields, Mulberries, Destruction Markers). Each construction
// costs the unit one step (DESIGN D33, D35); a one-step unit is used up by it.
//
// Readings recorded here (docs/rules-seed004.md lists them too):
//   - One construction per unit per Production Phase. Engineers and
//     Marines are blocks of several steps (D33), so State.Constructed
//     holds the limit (TestDesignD35_OneConstructionPerBlockPerPhase).
//   - The unit must stand on land in the hex, not aboard a ship or aircraft:
//     the seed places the marker "in the same hex" as the unit, and cargo
//     at sea is in a sea hex. A Marine aboard a transport off the coast
//     lands first (a later turn) and builds then.
//   - A hex holding an enemy unit or controlled by the enemy is not built
//     in; "Friendly" (bridges) means controlled by the side with no enemy
//     unit in it.
//   - A newly built airfield serves its builder at once (the seed delays
//     only captured ones); a new Mulberry works as a port at once.
//   - A Mulberry is placed in a coastal land hex that is not a port, city or
//     town and holds no Mulberry, the places the scenario validator allows
//     (scenarios/pieces.go).

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// constructor finds the unit of cmd that is to build: it must be side's,
// of unit type typ, standing on the map rather than aboard a carrier, in
// the Production Phase.
func (t *tx) constructor(cmd Command, typ, rule string) (*Unit, error) {
	s := t.s
	if s.Phase != PhaseProduction {
		return nil, refuse("DESIGN D26", "construction is done in the Production Phase, not the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil {
		return nil, refuse("", "there is no unit %d", cmd.Unit)
	}
	if u.Side != cmd.Side {
		return nil, refuse("", "unit %d belongs to %s", u.ID, s.sideName(u.Side))
	}
	if u.Type != typ {
		return nil, refuse(rule, "unit %d is %s; only %s do this", u.ID, u.Type, typ)
	}
	if slices.Contains(s.Constructed, u.ID) {
		return nil, refuse(rule, "unit %d has already built something this Production Phase", u.ID)
	}
	if u.CarriedBy != 0 {
		return nil, refuse(rule, "unit %d is aboard unit %d: it builds in the hex it stands in, so unload it first", u.ID, u.CarriedBy)
	}
	if s.enemyUnitIn(u.Hex, u.Side) || s.enemyControlled(u.Hex, u.Side) {
		return nil, refuse(rule, "%s is held by the enemy", u.Hex)
	}
	return u, nil
}

// spendConstructor takes the step a construction costs from u (D26, D35); a
// one-step unit is used up, a stronger one builds nothing more this phase.
func (t *tx) spendConstructor(u *Unit, what string) {
	u.CV--
	if u.CV > 0 {
		t.s.Constructed = append(t.s.Constructed, u.ID)
		t.emit(Event{Kind: EvUnitDamaged, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: u.CV,
			Why: fmt.Sprintf("unit %d %s spends a step on %s, %d left (DESIGN D35)", u.ID, u.Type, what, u.CV)})
		return
	}
	t.eliminate(u.ID, "is used up by "+what+" (DESIGN D26)")
}

// buildAirfield carries out CmdBuildAirfield: Engineer Unit places a Minor
// Airfield in its hex, in any terrain but a city or town (seed 004).
func (t *tx) buildAirfield(cmd Command) error {
	const rule = "seed 004 Airfields"
	s := t.s
	u, err := t.constructor(cmd, "engineers", rule)
	if err != nil {
		return err
	}
	h := u.Hex
	if s.Map.Terrain(h).IsSettlement() {
		return refuse(rule, "airfields are not built in city or town hexes, and %s is a %s", h, s.Map.Terrain(h))
	}
	if !s.Map.Terrain(h).IsLand() {
		return refuse(rule, "%s is not land", h)
	}
	if slices.ContainsFunc(s.Airfields, func(a Airfield) bool { return a.Hex == h }) {
		return refuse(rule, "%s already has an airfield (upgrade_airfield makes a minor one major)", h)
	}
	s.Airfields = append(s.Airfields, Airfield{Hex: h, Side: u.Side})
	s.sortPieces()
	t.emit(Event{Kind: EvConstructed, Side: u.Side, Unit: u.ID, From: h, To: h,
		Why: "Minor Airfield built by an Engineer (seed 004 Airfields)"})
	t.spendConstructor(u, "building an airfield")
	return nil
}

// upgradeAirfield carries out CmdUpgradeAirfield: Engineer Unit turns the
// side's existing Minor Airfield in its hex into a Major one (seed 004).
func (t *tx) upgradeAirfield(cmd Command) error {
	const rule = "seed 004 Airfields"
	s := t.s
	u, err := t.constructor(cmd, "engineers", rule)
	if err != nil {
		return err
	}
	h := u.Hex
	i := slices.IndexFunc(s.Airfields, func(a Airfield) bool { return a.Hex == h && a.Side == u.Side })
	switch {
	case i < 0:
		return refuse(rule, "%s has no airfield of %s to upgrade: an Engineer converts an existing Minor Airfield", h, s.sideName(u.Side))
	case s.Airfields[i].Major:
		return refuse(rule, "the airfield at %s is already major", h)
	}
	s.Airfields[i].Major = true
	t.emit(Event{Kind: EvConstructed, Side: u.Side, Unit: u.ID, From: h, To: h,
		Why: "Minor Airfield converted into a Major Airfield by an Engineer (seed 004 Airfields)"})
	t.spendConstructor(u, "upgrading an airfield")
	return nil
}

// buildMulberry carries out CmdBuildMulberry: Marine Unit places a Mulberry
// in its coastal land hex (seed 004 Mulberries).
func (t *tx) buildMulberry(cmd Command) error {
	const rule = "seed 004 Mulberries"
	s := t.s
	u, err := t.constructor(cmd, "marines", rule)
	if err != nil {
		return err
	}
	h := u.Hex
	switch {
	case !s.Map.Coastal(h):
		return refuse(rule, "a Mulberry is a port: %s is not a coastal land hex", h)
	case s.Map.Cell(h).Port || s.Map.Terrain(h).IsSettlement():
		return refuse(rule, "%s is a port, city or town: a Mulberry goes on open coast (as scenario files place it)", h)
	case slices.ContainsFunc(s.Mulberries, func(m Mulberry) bool { return m.Hex == h }):
		return refuse(rule, "%s already has a Mulberry", h)
	}
	s.Mulberries = append(s.Mulberries, Mulberry{Hex: h, Side: u.Side})
	s.sortPieces()
	t.emit(Event{Kind: EvConstructed, Side: u.Side, Unit: u.ID, From: h, To: h,
		Why: "Mulberry established by a Marine (seed 004 Mulberries)"})
	t.spendConstructor(u, "establishing a Mulberry")
	return nil
}

// rebuildBridge carries out CmdRebuildBridge: Engineer Unit rebuilds the
// destroyed bridge between its hex and the adjacent Hex, both of which must
// be Friendly (seed 004 Destruction Markers).
func (t *tx) rebuildBridge(cmd Command) error {
	const rule = "seed 004 Destruction Markers"
	s := t.s
	u, err := t.constructor(cmd, "engineers", rule)
	if err != nil {
		return err
	}
	d, ok := u.Hex.DirectionTo(cmd.Hex)
	if !ok || !s.Map.Contains(cmd.Hex) {
		return refuse(rule, "%s is not next to unit %d at %s: a bridge is rebuilt from either adjacent hex", cmd.Hex, u.ID, u.Hex)
	}
	side := hexmap.SideOf(u.Hex, d)
	i := slices.Index(s.BrokenBridges, side)
	if !s.Map.Bridge(u.Hex, d) || i < 0 {
		return refuse(rule, "there is no destroyed bridge between %s and %s", u.Hex, cmd.Hex)
	}
	for _, h := range []hexmap.Hex{u.Hex, cmd.Hex} {
		if s.ControlOf(h) != u.Side || s.enemyUnitIn(h, u.Side) {
			return refuse(rule, "a bridge is rebuilt only if both hexes are Friendly, and %s is not %s's", h, s.sideName(u.Side))
		}
	}
	s.BrokenBridges = slices.Delete(s.BrokenBridges, i, i+1)
	t.emit(Event{Kind: EvConstructed, Side: u.Side, Unit: u.ID, From: u.Hex, To: cmd.Hex,
		Why: "bridge rebuilt by an Engineer: the Destruction marker is removed (seed 004 Destruction Markers)"})
	t.spendConstructor(u, "rebuilding a bridge")
	return nil
}

// rebuildCanal carries out CmdRebuildCanal: Engineer Unit rebuilds the
// destroyed canal in its own hex (seed 004 Destruction Markers).
func (t *tx) rebuildCanal(cmd Command) error {
	const rule = "seed 004 Destruction Markers"
	s := t.s
	u, err := t.constructor(cmd, "engineers", rule)
	if err != nil {
		return err
	}
	h := u.Hex
	i := slices.Index(s.BrokenCanals, h)
	if !s.Map.Cell(h).Canal || i < 0 {
		return refuse(rule, "%s has no destroyed canal: canals are rebuilt by an Engineer in the same hex", h)
	}
	s.BrokenCanals = slices.Delete(s.BrokenCanals, i, i+1)
	t.emit(Event{Kind: EvConstructed, Side: u.Side, Unit: u.ID, From: h, To: h,
		Why: "canal rebuilt by an Engineer: the Destruction marker is removed (seed 004 Destruction Markers)"})
	t.spendConstructor(u, "rebuilding a canal")
	return nil
}

// buildFortification carries out CmdBuildFortification: Engineer Unit
// builds a fortification in its hex (seed 001 Engineers: "May build
// fortifications"; DESIGN D39), for one step and the fortification's cost
// from the army pool (the generic pool without the Logistics set). The
// fortification is a ground block and counts in the stack (D15). It is
// construction, not a unit a power builds from its Reserve: seed 000 limits
// do not apply, and in the strategic layer it belongs to the power of its
// hex with no Balance of Power counter.
func (t *tx) buildFortification(cmd Command) error {
	const rule = "seed 001 Engineers"
	s := t.s
	u, err := t.constructor(cmd, "engineers", rule)
	if err != nil {
		return err
	}
	h := u.Hex
	fort := catalogType("fortification")
	kind := FactoryArmy
	if !s.Options.Logistics {
		kind = PoolGeneric
	}
	stays := 0
	if u.CV > 1 {
		stays = 1
	}
	switch {
	case !s.Map.Terrain(h).IsLand():
		return refuse(rule, "%s is not land", h)
	case s.groundUnitsIn(h, u.Side, u.ID)+stays+1 > MaxGroundStack:
		return refuse("DESIGN D15", "%s has no room for a fortification beside %d ground units", h, MaxGroundStack)
	case s.PoolPP(u.Side, kind) < fort.Cost:
		return refuse(rule, "a fortification costs %d PP and the %s pool holds %d", fort.Cost, kind, s.PoolPP(u.Side, kind))
	}
	s.addPool(u.Side, kind, -fort.Cost)
	f := Unit{ID: s.NextUnitID, Type: fort.ID, Side: u.Side, Hex: h, CV: fort.MaxCV}
	s.NextUnitID++
	s.Units = append(s.Units, f) // the new id is the highest: the list stays sorted
	if c := s.Campaign; c != nil {
		if pi := c.homePower(h, u.Side); pi >= 0 {
			c.setOwner(f.ID, pi)
		}
	}
	t.emit(Event{Kind: EvUnitBuilt, Side: u.Side, Unit: f.ID, From: h, To: h, Value: fort.Cost,
		Why: fmt.Sprintf("fortification built by Engineer %d from the %s pool", u.ID, kind)})
	t.spendConstructor(u, "building a fortification")
	return nil
}
