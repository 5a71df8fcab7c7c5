package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// Construction in the strategic layer (seed 000 18). A power builds a unit
// from its Reserve for 2 activity counter points, whatever its type
// (18.11); each point used is paid with one tile point, as seed 003 24.42E
// speaks of an activity counter "used and paid for". Builds are entered
// secretly during the Production Phase, which is the economic phase here,
// and revealed together when the last side ends it (18.31): the unit then
// moves from the Reserve to the Active section and its counter goes on the
// Balance of Power chart (18.21). Seed 004 production from factory pools
// goes on beside it, unchanged.

// BuildCost is the activity counter points a unit costs (seed 000 18.11).
const BuildCost = 2

// BuildOrder is a secret build waiting for the end of the economic phase.
type BuildOrder struct {
	Power int        `json:"power"`
	Type  string     `json:"type"`
	Hex   hexmap.Hex `json:"hex"`
	// PP and Pool are set for a build paid from a factory pool (CmdBuild,
	// DESIGN D35) instead of with tile points: a refund goes back there.
	PP   int         `json:"pp,omitempty"`
	Pool FactoryKind `json:"pool,omitempty"`
}

// orderBuild carries out CmdOrderBuild: power Power builds a unit of type
// UnitType from its Reserve, to be placed in its home city Hex.
func (t *tx) orderBuild(cmd Command) error {
	s := t.s
	pi, err := s.commandPower(cmd)
	if err != nil {
		return err
	}
	if err := s.checkOrder(pi, cmd.UnitType, cmd.Hex, false); err != nil {
		return err
	}
	p := &s.Campaign.Powers[pi]
	p.addReserve(cmd.UnitType, -1)
	p.ActivityUsed += BuildCost
	p.Tiles -= BuildCost
	s.Campaign.Orders = append(s.Campaign.Orders, BuildOrder{Power: pi, Type: cmd.UnitType, Hex: cmd.Hex})
	// The event says only that a build was entered: type and place stay
	// secret until the end of the economic phase (seed 000 18.31).
	t.emit(Event{Kind: EvBuildOrdered, Side: p.Side, Value: BuildCost,
		Why: fmt.Sprintf("%s enters a secret build for %d activity points (seed 000 18.11, 18.31)", p.Name, BuildCost)})
	return nil
}

// checkOrder checks a build of typeID in h by power pi against seed 000
// 18.11-18.41 and the placement rules of the map game (DESIGN D24); with
// anyTiles it leaves the tile points out.
func (s *State) checkOrder(pi int, typeID string, h hexmap.Hex, anyTiles bool) error {
	c := s.Campaign
	p := &c.Powers[pi]
	if s.Phase != PhaseProduction {
		return refuse("seed 000 18.31", "units are built in the economic (Production) phase, not the %s phase", s.Phase)
	}
	typ := catalogType(typeID)
	if typ.ID == "" {
		return refuse("", "there is no unit type %q", typeID)
	}
	if _, ok := UnitCategory(typeID); !ok {
		return refuse("seed 000 18.11", "only armor, infantry and air units are built from the Reserve; %s is a ship", typ.Name)
	}
	if err := s.checkPowerBuild(pi, typ); err != nil {
		return err
	}
	if !anyTiles && p.Tiles < BuildCost {
		return refuse("seed 000 18.11", "%s has %d tile points; the activity counters for a unit cost %d", p.Name, p.Tiles, BuildCost)
	}
	if len(p.Cities) > 0 && !slices.Contains(p.Cities, h) {
		return refuse("DESIGN D27", "%s is not a home city of %s", h, p.Name)
	}
	if err := s.checkBuildCity(typ, classKind[typ.Class], p.Side, h); err != nil {
		return err
	}
	return s.checkPendingRoom(typ, p.Side, h)
}

// checkPowerBuild checks the seed 000 limits on power pi building a unit of
// type typ, whichever command builds it (DESIGN D35): the unit must be in
// the Reserve (18.21A), the power may build one unit of each type a turn
// unless an event allows more (18.41B), and it needs the activity counter
// points (18.11, 18.41A).
func (s *State) checkPowerBuild(pi int, typ *UnitType) error {
	c := s.Campaign
	p := &c.Powers[pi]
	cat, _ := UnitCategory(typ.ID)
	if p.reserveCount(typ.ID) < 1 {
		return refuse("seed 000 18.21A", "%s has no %s in its Reserve", p.Name, typ.Name)
	}
	if typ.Doctrine != "" && !slices.Contains(s.Sides[p.Side].Doctrines, typ.Doctrine) {
		return refuse("DESIGN D8", "%s needs Doctrine: %s", typ.Name, typ.Doctrine)
	}
	n := 0
	for _, o := range c.Orders {
		if oc, _ := UnitCategory(o.Type); o.Power == pi && oc == cat {
			n++
		}
	}
	extra := 0
	for _, e := range p.ExtraBuilds {
		if e == cat {
			extra++
		}
	}
	if n >= 1+extra {
		return refuse("seed 000 18.41B", "%s has already built a unit of type %s this turn", p.Name, cat)
	}
	if left := p.activityLeft(); left < BuildCost {
		return refuse("seed 000 18.41A", "%s has %d activity counter points left; a unit needs %d", p.Name, left, BuildCost)
	}
	return nil
}

// checkPendingRoom checks that h has room for one more unit of typ's class
// of side, counting the secret builds waiting to be placed there.
func (s *State) checkPendingRoom(typ *UnitType, side int, h hexmap.Hex) error {
	pending := 0
	for _, o := range s.Campaign.Orders {
		if o.Hex == h && catalogType(o.Type).Class == typ.Class {
			pending++
		}
	}
	switch typ.Class {
	case ClassGround:
		if s.groundUnitsIn(h, side, 0)+pending+1 > MaxGroundStack {
			return refuse("DESIGN D15", "%s has no room for another ground unit of %s", h, s.sideName(side))
		}
	case ClassAir:
		if s.airBased(h, side, 0)+pending >= s.AirBaseCapacity(h, side) {
			return refuse("DESIGN D15", "%s has no room to base another air unit", h)
		}
	}
	return nil
}

// cancelOrder carries out CmdCancelOrder: power Power takes back its Card-th
// secret build of this phase, regaining the unit, points and tiles.
func (t *tx) cancelOrder(cmd Command) error {
	s := t.s
	pi, err := s.commandPower(cmd)
	if err != nil {
		return err
	}
	var mine []int
	for i, o := range s.Campaign.Orders {
		if o.Power == pi {
			mine = append(mine, i)
		}
	}
	if cmd.Card < 0 || cmd.Card >= len(mine) {
		return refuse("seed 000 18.31", "%s has %d secret builds; there is no build %d", cmd.Power, len(mine), cmd.Card)
	}
	t.refund(mine[cmd.Card])
	return nil
}

// refund removes order i, giving back its unit, activity points and tiles.
func (t *tx) refund(i int) {
	c := t.s.Campaign
	o := c.Orders[i]
	p := &c.Powers[o.Power]
	p.addReserve(o.Type, 1)
	p.ActivityUsed -= BuildCost
	if o.PP > 0 {
		t.s.addPool(p.Side, o.Pool, o.PP)
	} else {
		p.Tiles += BuildCost
	}
	c.Orders = slices.Delete(c.Orders, i, i+1)
	t.emit(Event{Kind: EvBuildCancelled, Side: p.Side, Why: p.Name + " takes back a secret build"})
}

// revealBuilds ends the economic phase: every secret build is revealed and
// placed together (seed 000 18.31), moving from Reserve to Active with its
// Balance of Power counter (18.21). Russia's garrison support is then worked
// out again (seed 002 10.91D: "at the end of the economic phase").
func (t *tx) revealBuilds() {
	s := t.s
	c := s.Campaign
	if c == nil {
		return
	}
	orders := c.Orders
	c.Orders = nil
	for _, o := range orders {
		p := &c.Powers[o.Power]
		typ := catalogType(o.Type)
		room := true
		switch typ.Class {
		case ClassGround:
			room = s.groundUnitsIn(o.Hex, p.Side, 0) < MaxGroundStack
		case ClassAir:
			room = s.airBased(o.Hex, p.Side, 0) < s.AirBaseCapacity(o.Hex, p.Side)
		}
		if !room || s.ControlOf(o.Hex) != p.Side {
			c.Orders = append(c.Orders, o)
			t.refund(len(c.Orders) - 1)
			continue
		}
		u := Unit{ID: s.NextUnitID, Type: o.Type, Side: p.Side, Hex: o.Hex, CV: typ.NewStrength()}
		s.NextUnitID++
		s.Units = append(s.Units, u)
		c.setOwner(u.ID, o.Power)
		cat, _ := UnitCategory(o.Type)
		p.Balance[cat]++
		t.emit(Event{Kind: EvUnitBuilt, Side: p.Side, Unit: u.ID, From: o.Hex, To: o.Hex, Value: BuildCost,
			Why: fmt.Sprintf("%s's %s revealed: Reserve to Active, one %s counter on the Balance of Power chart (seed 000 18.21, 18.31)", p.Name, typ.Name, cat)})
	}
	if r := c.PowerIndex("Russia"); r >= 0 {
		s.setGarrisonMod(r)
		t.refreshSupport(false, "Russian garrison at the end of the economic phase (seed 002 10.91D)")
	}
}

// russiaMustBuild reports whether Russia, power pi, still has to build a unit
// this economic phase (seed 000 18.51, seed 002 10.92): its support level,
// leaving out negative secret support events (18.51D), is below zero, it has
// entered no build yet, and a build is possible (18.51C; a power without the
// activity points for one is read as unable too).
func (s *State) russiaMustBuild(pi int) bool {
	c := s.Campaign
	p := &c.Powers[pi]
	if p.Name != "Russia" || s.Phase != PhaseProduction {
		return false
	}
	level := p.Support
	for _, m := range p.Breakdown {
		if m.Rule == "seed 002 10.24" && m.Value < 0 {
			level -= m.Value
		}
	}
	if level >= 0 || slices.ContainsFunc(c.Orders, func(o BuildOrder) bool { return o.Power == pi }) {
		return false
	}
	_, ok := s.possibleBuild(pi, true)
	return ok
}

// possibleBuild returns a build power pi could enter now, ignoring tiles
// when anyTiles is set (a lack of tiles does not lift Russia's duty, 18.51B).
func (s *State) possibleBuild(pi int, anyTiles bool) (BuildOrder, bool) {
	p := &s.Campaign.Powers[pi]
	cities := p.Cities
	if len(cities) == 0 {
		for _, f := range s.Factories {
			if f.Side == p.Side && !slices.Contains(cities, f.Hex) {
				cities = append(cities, f.Hex)
			}
		}
	}
	for _, r := range p.Reserve {
		if r.Count < 1 {
			continue
		}
		for _, h := range cities {
			if s.checkOrder(pi, r.Type, h, anyTiles) == nil {
				return BuildOrder{Power: pi, Type: r.Type, Hex: h}, true
			}
		}
	}
	return BuildOrder{}, false
}

// RequiredBuild returns a build command that meets Russia's duty to build
// (seed 000 18.51) when a power of side has one now and can pay for it; the
// computer player enters it before ending its Production Phase.
func (s *State) RequiredBuild(side int) (Command, bool) {
	c := s.Campaign
	if c == nil {
		return Command{}, false
	}
	for pi, p := range c.Powers {
		if p.Side != side || !s.russiaMustBuild(pi) {
			continue
		}
		if o, ok := s.possibleBuild(pi, false); ok {
			return Command{Kind: CmdOrderBuild, Side: side, Power: p.Name, UnitType: o.Type, Hex: o.Hex}, true
		}
	}
	return Command{}, false
}

// checkRequiredBuild refuses to end side's Production Phase while one of its
// powers must still build a unit (seed 000 18.51). When Russia lacks the
// tile points for it, it may make no other expenditure instead (18.51B).
func (s *State) checkRequiredBuild(side int) error {
	c := s.Campaign
	if c == nil {
		return nil
	}
	for pi, p := range c.Powers {
		if p.Side == side && s.russiaMustBuild(pi) && p.Tiles >= BuildCost {
			return refuse("seed 000 18.51", "Russia's support level is below zero: it must build at least one unit before the economic phase ends")
		}
	}
	return nil
}

// checkExpenditure refuses a spending of cost tile points by power pi that
// Russia's duty to build forbids (seed 000 18.51A-B).
func (s *State) checkExpenditure(pi, cost int) error {
	if !s.russiaMustBuild(pi) {
		return nil
	}
	p := &s.Campaign.Powers[pi]
	if p.Tiles < BuildCost {
		return refuse("seed 000 18.51B", "Russia cannot pay for its required unit and may make no other expenditure")
	}
	if p.Tiles-cost < BuildCost {
		return refuse("seed 000 18.51A", "Russia must keep %d tile points for its required unit; it has %d", BuildCost, p.Tiles)
	}
	return nil
}

// SuggestedOrders returns, for each power of side, one legal build from its
// Reserve of each category it can still build this turn, first types and
// cities first; a required Russian build (seed 000 18.51) comes first. The
// computer player enters them in order, skipping any that an earlier one
// made unaffordable.
func (s *State) SuggestedOrders(side int) []Command {
	c := s.Campaign
	if c == nil || s.Phase != PhaseProduction {
		return nil
	}
	var out []Command
	if cmd, ok := s.RequiredBuild(side); ok {
		out = append(out, cmd)
	}
	for pi, p := range c.Powers {
		if p.Side != side {
			continue
		}
		var done [numCategories]bool
		for _, r := range p.Reserve {
			cat, ok := UnitCategory(r.Type)
			if !ok || done[cat] || r.Count < 1 {
				continue
			}
			for _, h := range p.Cities {
				if s.checkOrder(pi, r.Type, h, false) == nil {
					out = append(out, Command{Kind: CmdOrderBuild, Side: side, Power: p.Name, UnitType: r.Type, Hex: h})
					done[cat] = true
					break
				}
			}
		}
	}
	return out
}

// BuildCity returns the first home city of power pi where a unit of typeID
// from its Reserve may be built now, for a client offering the build.
func (s *State) BuildCity(pi int, typeID string) (hexmap.Hex, bool) {
	if s.Campaign == nil || pi < 0 || pi >= len(s.Campaign.Powers) {
		return hexmap.Hex{}, false
	}
	for _, h := range s.Campaign.Powers[pi].Cities {
		if s.checkOrder(pi, typeID, h, false) == nil {
			return h, true
		}
	}
	return hexmap.Hex{}, false
}
