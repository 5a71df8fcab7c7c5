package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// majorCitySize is the size from which a city is a Major Industrial Complex
// or Major Factory (D31).
const majorCitySize = 3

// classKind is the factory type that produces each unit class (seed 004:
// "Factories can only produce like units").
var classKind = [...]FactoryKind{ClassGround: FactoryArmy, ClassAir: FactoryAir, ClassNaval: FactoryNaval}

// build validates and carries out CmdBuild (D8, D23-D24, D31, seed 004
// Factories and its optional building rules, seed 001 build limits).
func (t *tx) build(cmd Command) error {
	s := t.s
	side, h := cmd.Side, cmd.Hex
	if s.Phase != PhaseProduction {
		return refuse("DESIGN D11", "units are built in the Production Phase, not the %s phase", s.Phase)
	}
	typ := catalogType(cmd.UnitType)
	if typ.ID == "" {
		return refuse("", "there is no unit type %q", cmd.UnitType)
	}
	if typ.CannotBuild {
		return refuse("DESIGN D8", "%s cannot be built; it comes only from scenario setup", typ.Name)
	}
	if typ.Doctrine != "" && !slices.Contains(s.Sides[side].Doctrines, typ.Doctrine) {
		return refuse("DESIGN D8", "%s needs Doctrine: %s, which %s does not have", typ.Name, typ.Doctrine, s.sideName(side))
	}
	kind, err := s.buildKind(typ, cmd.Factory)
	if err != nil {
		return err
	}
	if err := s.checkBuildCity(typ, kind, side, h); err != nil {
		return err
	}
	if pool := s.PoolPP(side, kind); pool < typ.Cost {
		return refuse("DESIGN D24", "%s costs %d PP and the %s pool of %s holds %d", typ.Name, typ.Cost, kind, s.sideName(side), pool)
	}
	if pi, ok := s.powerBuilder(typ, side, h); ok {
		return t.orderFactoryBuild(pi, typ, kind, h)
	}
	s.addPool(side, kind, -typ.Cost)
	u := Unit{ID: s.NextUnitID, Type: typ.ID, Side: side, Hex: h, CV: typ.NewStrength()}
	s.NextUnitID++
	s.Units = append(s.Units, u) // the new id is the highest: the list stays sorted
	t.ownBuilt(u.ID, h, side)    // strategic.go: the city's power, seed 000 18.21B
	s.Produced = s.markCity(s.Produced, h)
	t.emit(Event{Kind: EvUnitBuilt, Side: side, Unit: u.ID, From: h, To: h, Value: typ.Cost,
		Why: fmt.Sprintf("%s built from the %s pool (DESIGN D24)", typ.Name, kind)})
	return nil
}

// powerBuilder returns the power that builds a unit of typ in h for side
// when the strategic layer is on and the unit is one a power builds from its
// Reserve (armor, infantry and air, seed 000 18.11): every such build obeys
// seed 000, whichever command makes it (DESIGN D35). Ships, which seed 000
// builds from no Reserve, are placed at once as without the layer.
func (s *State) powerBuilder(typ *UnitType, side int, h hexmap.Hex) (int, bool) {
	if s.Campaign == nil {
		return -1, false
	}
	if _, ok := UnitCategory(typ.ID); !ok {
		return -1, false
	}
	pi := s.Campaign.homePower(h, side)
	return pi, pi >= 0
}

// orderFactoryBuild enters a build paid from a factory pool as power pi's
// secret order (seed 000 18.21A, 18.31, 18.41A/B; DESIGN D35): the pool and
// the activity points are paid now, the Reserve gives up the unit, and the
// unit is placed with the other orders at the end of the economic phase.
func (t *tx) orderFactoryBuild(pi int, typ *UnitType, kind FactoryKind, h hexmap.Hex) error {
	s := t.s
	p := &s.Campaign.Powers[pi]
	if err := s.checkPowerBuild(pi, typ); err != nil {
		return err
	}
	if err := s.checkPendingRoom(typ, p.Side, h); err != nil {
		return err
	}
	s.addPool(p.Side, kind, -typ.Cost)
	p.addReserve(typ.ID, -1)
	p.ActivityUsed += BuildCost
	s.Campaign.Orders = append(s.Campaign.Orders, BuildOrder{Power: pi, Type: typ.ID, Hex: h, PP: typ.Cost, Pool: kind})
	s.Produced = s.markCity(s.Produced, h)
	t.emit(Event{Kind: EvBuildOrdered, Side: p.Side, Value: BuildCost,
		Why: fmt.Sprintf("%s enters a secret build for %d activity points", p.Name, BuildCost)})
	return nil
}

// buildKind returns the pool a unit is paid from. Without the Logistics set
// every unit comes from the generic pool (D23). With it, a unit comes from
// the factory type of its class, or from the type named in the command when
// an optional rule of seed 004 allows it: Engineers in any factory type
// (Engineer building), Paratroopers in Air factories (Airborne building),
// Marines in Naval factories (Marine building).
func (s *State) buildKind(typ *UnitType, name string) (FactoryKind, error) {
	own := classKind[typ.Class]
	if !s.Options.Logistics {
		if name != "" {
			return 0, refuse("DESIGN D23", "without the Logistics set there are no factory types; every unit is paid from the generic pool")
		}
		return PoolGeneric, nil
	}
	if name == "" {
		return own, nil
	}
	k, err := parseKind(name)
	if err != nil || k == own {
		return k, err
	}
	o := s.Options
	switch {
	case typ.ID == "engineers" && o.EngineerBuilding:
		return k, nil
	case typ.ID == "paratroopers" && o.AirborneBuilding && k == FactoryAir:
		return k, nil
	case typ.ID == "marines" && o.MarineBuilding && k == FactoryNaval:
		return k, nil
	}
	return 0, refuse("seed 004 Factories", "a %s factory can only produce %s units, not %s (unless an optional building rule allows it)",
		k, targetClassNames[kindClass(k)], typ.Name)
}

// kindClass is the unit class a factory type produces.
func kindClass(k FactoryKind) TargetClass {
	for c, ck := range classKind {
		if ck == k {
			return TargetClass(c)
		}
	}
	return ClassGround
}

// checkBuildCity checks where a unit is placed (D24, D31, D15, seed 004
// Factories, seed 001 build limits): a friendly, supplied city that did not
// exchange a factory this phase, holding a factory of the paying type,
// coastal for ships, with room in the stack.
func (s *State) checkBuildCity(typ *UnitType, kind FactoryKind, side int, h hexmap.Hex) error {
	m := s.Map
	if !m.Contains(h) || m.Terrain(h) != hexmap.City {
		return refuse("DESIGN D24", "%s is not a city: units are placed in cities", h)
	}
	if s.ControlOf(h) != side || s.enemyUnitIn(h, side) {
		return refuse("DESIGN D24", "%s is not a friendly city of %s", h, s.sideName(side))
	}
	if slices.Contains(s.Exchanged, h) {
		return refuse("seed 004 Factories", "%s exchanged a factory this phase and so does no production", h)
	}
	if !s.cityInSupply(h, side) {
		return refuse("DESIGN D24", "%s is out of supply: units are placed only in supplied cities", h)
	}
	if s.Options.Logistics {
		f := s.factoryAt(h, kind, side)
		if f == nil {
			return refuse("DESIGN D24", "%s holds no %s factory of %s", h, kind, s.sideName(side))
		}
		if f.PP < 1 { // DESIGN D35: a factory bombed to 0 PP places nothing
			return refuse("DESIGN D35", "the %s factory at %s is at 0 PP and can place nothing until it recovers", kind, h)
		}
	}
	if typ.Class == ClassNaval && !m.Coastal(h) {
		return refuse("seed 004 Factories", "%s is not coastal: naval units are built only in coastal cities", h)
	}
	if typ.HasAbility("lake_combatant") && !inLakeZone(m, s.lakeMap(), h) {
		return refuse("seed 001 Lake Combatant", "%s can only be built on a lake, and %s does not touch one", typ.Name, h)
	}
	size := m.Cell(h).Size
	if typ.HasAbility("requires_major_industrial_complex") && !s.hasMajorComplex(side) {
		return refuse("seed 001 "+typ.Name+"; DESIGN D31", "%s needs %s to hold a Major Industrial Complex (a city of size %d or more)", typ.Name, s.sideName(side), majorCitySize)
	}
	if typ.HasAbility("built_at_major_industrial_complex") && size < majorCitySize {
		return refuse("seed 001 "+typ.Name+"; DESIGN D31", "%s is placed only at a Major Industrial Complex; %s has size %d", typ.Name, h, size)
	}
	if typ.HasAbility("built_at_major_naval_factory") && (size < majorCitySize || !s.operativeNavalBase(h, side)) {
		return refuse("seed 001 "+typ.Name+"; DESIGN D31", "%s is built only by a Major Factory (size %d+) with an operative friendly naval base; %s does not qualify", typ.Name, majorCitySize, h)
	}
	switch typ.Class {
	case ClassNaval:
		if e := s.portProblem(h, side, 0); e != nil { // port.go
			return e
		}
	case ClassGround:
		if s.groundUnitsIn(h, side, 0)+1 > MaxGroundStack {
			return refuse("DESIGN D15", "%s already holds %d ground units of %s", h, MaxGroundStack, s.sideName(side))
		}
	case ClassAir:
		if capacity := s.AirBaseCapacity(h, side); s.airBased(h, side, 0) >= capacity {
			return refuse("DESIGN D15", "%s already bases %d air units", h, capacity)
		}
	}
	return nil
}

// hasMajorComplex reports whether side holds a Major Industrial Complex: a
// friendly city of size 3 or more with a factory of side, or any such city
// without the Logistics set (D31).
func (s *State) hasMajorComplex(side int) bool {
	for i, c := range s.Control {
		if int(c) != side {
			continue
		}
		h := s.Map.HexAt(i)
		cell := s.Map.Cell(h)
		if cell.Terrain != hexmap.City || cell.Size < majorCitySize {
			continue
		}
		if !s.Options.Logistics || slices.ContainsFunc(s.Factories, func(f Factory) bool { return f.Hex == h && f.Side == side }) {
			return true
		}
	}
	return false
}

// exchangeFactory carries out CmdExchangeFactory (seed 004 Factories: "if no
// production is done, players can exchange any factory with a 0 PP factory
// of a different type"). A city exchanges at most one factory a phase and
// then does no production in it; it holds at most one factory of each type,
// and Naval factories only in coastal cities.
func (t *tx) exchangeFactory(cmd Command) error {
	s := t.s
	side, h := cmd.Side, cmd.Hex
	if s.Phase != PhaseProduction {
		return refuse("DESIGN D11", "factories are exchanged in the Production Phase, not the %s phase", s.Phase)
	}
	if !s.Options.Logistics {
		return refuse("seed 004 Factories", "factories belong to the Logistics set, which this game does not use")
	}
	from, err := parseKind(cmd.Factory)
	if err != nil {
		return err
	}
	to, err := parseKind(cmd.NewFactory)
	if err != nil {
		return err
	}
	if from == to {
		return refuse("seed 004 Factories", "a factory is exchanged for one of a different type")
	}
	if s.Map.Terrain(h) != hexmap.City || s.ControlOf(h) != side {
		return refuse("seed 004 Factories", "%s is not a friendly city", h)
	}
	f := s.factoryAt(h, from, side)
	if f == nil {
		return refuse("seed 004 Factories", "%s holds no %s factory of %s", h, from, s.sideName(side))
	}
	if slices.Contains(s.Produced, h) {
		return refuse("seed 004 Factories", "%s has produced this phase; only a city doing no production may exchange a factory", h)
	}
	if slices.Contains(s.Exchanged, h) {
		return refuse("seed 004 Factories", "%s has already exchanged a factory this phase", h)
	}
	if slices.ContainsFunc(s.Factories, func(g Factory) bool { return g.Hex == h && g.Kind == to }) {
		return refuse("seed 004 Factories", "%s already holds a %s factory", h, to)
	}
	if to == FactoryNaval && !s.Map.Coastal(h) {
		return refuse("seed 004 Factories", "Naval Factories must be located in coastal cities; %s is not coastal", h)
	}
	old := f.PP
	f.Kind, f.PP = to, 0
	s.sortPieces()
	s.Exchanged = s.markCity(s.Exchanged, h)
	t.emit(Event{Kind: EvFactoryExchanged, Side: side, From: h, To: h, Value: old,
		Why: fmt.Sprintf("%d PP %s factory exchanged for a 0 PP %s factory (seed 004 Factories)", old, from, to)})
	return nil
}
