package scenarios

import (
	"fmt"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// factoryKinds are the factory types of seed 004, by file name.
var factoryKinds = map[string]sim.FactoryKind{"army": sim.FactoryArmy, "air": sim.FactoryAir, "naval": sim.FactoryNaval}

// poolKinds are the pool kinds of DESIGN D23: the factory types and generic.
var poolKinds = map[string]sim.FactoryKind{"army": sim.FactoryArmy, "air": sim.FactoryAir, "naval": sim.FactoryNaval, "generic": sim.PoolGeneric}

// cityFactories sums the factories of one city for the size check.
type cityFactories struct {
	at    hexmap.Hex
	total int
	// over is the entry whose PP first took the total past the city size.
	over int
	side string
	// kinds holds the entry index of each factory type seen, -1 for none.
	kinds [3]int
}

func (c *checker) factories() {
	var cities []*cityFactories
	byHex := make(map[hexmap.Hex]*cityFactories)
	for i, fd := range c.f.Factories {
		path := fmt.Sprintf("factories[%d]", i)
		sideIdx, sideOK := c.side(path, fd.Side)
		kind, kindOK := factoryKinds[fd.Type]
		if !kindOK {
			c.add(path+".type", "unknown factory type %s (want army, air or naval)", quoteShort(fd.Type))
		}
		if fd.PP < 0 {
			c.add(path+".pp", "pp must be 0 or more, got %d", fd.PP)
		}
		if !c.onMap(path, fd.At, "factory") {
			continue
		}
		t := c.m.Terrain(fd.At)
		if t != hexmap.City {
			c.addAt(path, fd.At, "factory on %s: factories may only be placed in cities (seed 004)", t)
			continue
		}
		if sideOK && c.controlOf(fd.At) != sideIdx {
			// A side's cities are its supply sources (D22): a factory in a
			// city its side does not hold starts the game cut off.
			c.addAt(path, fd.At, "factory of %s in a city not held by %s at the start: give the city to %s with the control tool", fd.Side, fd.Side, fd.Side)
		}
		if kindOK && kind == sim.FactoryNaval && !c.m.Coastal(fd.At) {
			c.addAt(path, fd.At, "naval factory in non-coastal city (seed 004)")
		}
		city := byHex[fd.At]
		if city == nil {
			city = &cityFactories{at: fd.At, over: -1, side: fd.Side, kinds: [3]int{-1, -1, -1}}
			byHex[fd.At] = city
			cities = append(cities, city)
		} else if sideOK && fd.Side != city.side {
			c.addAt(path, fd.At, "factory of %s in a city whose other factories belong to %s", fd.Side, city.side)
		}
		if kindOK {
			if j := city.kinds[kind]; j >= 0 {
				c.addAt(path, fd.At, "second %s factory in this city (first is factories[%d])", fd.Type, j)
			} else {
				city.kinds[kind] = i
			}
		}
		city.total += max(fd.PP, 0)
		if size := c.m.Cell(fd.At).Size; city.total > size && city.over < 0 {
			city.over = i
		}
	}
	for _, city := range cities {
		// A city without a size has been reported under places already.
		if city.over >= 0 && c.m.Cell(city.at).Size > 0 {
			c.addAt(fmt.Sprintf("factories[%d]", city.over), city.at,
				"factories in this city total %d PP, more than its size %d (seed 004)", city.total, c.m.Cell(city.at).Size)
		}
	}
}

func (c *checker) resources() {
	seen := make(map[hexmap.Hex]int)
	for i, r := range c.f.Resources {
		path := fmt.Sprintf("resources[%d]", i)
		if _, ok := factoryKinds[r.Kind]; !ok && r.Kind != "" {
			c.add(path+".kind", "unknown factory type %s (want army, air or naval)", quoteShort(r.Kind))
		}
		if r.PP < 1 {
			c.add(path+".pp", "a resource is worth at least 1 PP, got %d", r.PP)
		}
		if !c.onMap(path, r.At, "resource") {
			continue
		}
		if j, dup := seen[r.At]; dup {
			c.addAt(path, r.At, "duplicate of resources[%d]", j)
			continue
		}
		seen[r.At] = i
		if t := c.m.Terrain(r.At); t != hexmap.City {
			c.addAt(path, r.At, "resource on %s: resources are converted in a city's factories (seed 004)", t)
		}
	}
}

func (c *checker) airfields() {
	seen := make(map[hexmap.Hex]int)
	for i, a := range c.f.Airfields {
		path := fmt.Sprintf("airfields[%d]", i)
		c.side(path, a.Side)
		if !c.land(path, a.At, "airfield") {
			continue
		}
		if j, dup := seen[a.At]; dup {
			c.addAt(path, a.At, "duplicate of airfields[%d]", j)
			continue
		}
		seen[a.At] = i
		if t := c.m.Terrain(a.At); t.IsSettlement() {
			c.addAt(path, a.At, "airfield in a %s: airfields may not be built in cities or towns (seed 004)", t)
		}
	}
}

func (c *checker) mulberryHexes() {
	c.mulberries = make(map[hexmap.Hex]int)
	for i, mb := range c.f.Mulberries {
		path := fmt.Sprintf("mulberries[%d]", i)
		c.side(path, mb.Side)
		if !c.land(path, mb.At, "mulberry") {
			continue
		}
		if j, dup := c.mulberries[mb.At]; dup {
			c.addAt(path, mb.At, "duplicate of mulberries[%d]", j)
			continue
		}
		c.mulberries[mb.At] = i
		switch t := c.m.Terrain(mb.At); {
		case !c.m.Coastal(mb.At):
			c.addAt(path, mb.At, "mulberry inland: a Mulberry is a port on a coastal hex (seed 004)")
		case t.IsSettlement():
			c.addAt(path, mb.At, "mulberry in a %s, which has its own port", t)
		}
	}
}

func (c *checker) destroyed() {
	seenB := make(map[hexmap.Hexside]int)
	for i, s := range c.f.Destroyed.Bridges {
		path := fmt.Sprintf("destroyed.bridges[%d]", i)
		s, ok := c.hexside(path, s, "destroyed bridge")
		if !ok {
			continue
		}
		if j, dup := seenB[s]; dup {
			c.addSide(path, s, "duplicate of destroyed.bridges[%d]", j)
			continue
		}
		seenB[s] = i
		if _, ok := c.bridges[s]; !ok {
			c.addSide(path, s, "no bridge here to be destroyed")
		}
	}
	seenC := make(map[hexmap.Hex]int)
	for i, h := range c.f.Destroyed.Canals {
		path := fmt.Sprintf("destroyed.canals[%d]", i)
		if !c.onMap(path, h, "destroyed canal") {
			continue
		}
		if j, dup := seenC[h]; dup {
			c.addAt(path, h, "duplicate of destroyed.canals[%d]", j)
			continue
		}
		seenC[h] = i
		if _, ok := c.canals[h]; !ok {
			c.addAt(path, h, "no canal here to be destroyed")
		}
	}
}

func (c *checker) storm() {
	if c.f.Storm != nil {
		c.onMap("storm", *c.f.Storm, "storm")
	}
}

func (c *checker) pools() {
	type key struct {
		side string
		kind sim.FactoryKind
	}
	seen := make(map[key]int)
	for i, p := range c.f.Pools {
		path := fmt.Sprintf("pools[%d]", i)
		_, sideOK := c.side(path, p.Side)
		kind, kindOK := poolKinds[p.Kind]
		if !kindOK {
			c.add(path+".kind", "unknown pool kind %s (want army, air, naval or generic)", quoteShort(p.Kind))
		}
		if p.PP < 0 {
			c.add(path+".pp", "pp must be 0 or more, got %d", p.PP)
		}
		if sideOK && kindOK {
			k := key{p.Side, kind}
			if j, dup := seen[k]; dup {
				c.add(path, "duplicate of pools[%d]", j)
				continue
			}
			seen[k] = i
		}
	}
}

func (c *checker) units() {
	units := c.f.Units
	if len(units) > MaxUnits {
		c.add("units", "%d units, over the limit of %d", len(units), MaxUnits)
		return
	}
	type stackKey struct {
		at   hexmap.Hex
		side int
	}
	ground := make(map[stackKey]int)
	// first is the first unit placed in each hex, for the one-side-per-hex rule.
	first := make(map[hexmap.Hex]int)
	mixed := make(map[hexmap.Hex]bool)
	for i, u := range units {
		path := fmt.Sprintf("units[%d]", i)
		typ, typeOK := sim.LookupUnitType(u.Type)
		if !typeOK {
			c.add(path+".type", "unknown unit type %s", quoteShort(u.Type))
		} else if u.CV != 0 && (u.CV < 1 || u.CV > typ.MaxCV) {
			c.add(path+".cv", "cv %d is outside 1..%d for %s (0 means full strength)", u.CV, typ.MaxCV, typ.Name)
		}
		side, sideOK := c.side(path, u.Side)
		if !c.onMap(path, u.At, "unit") {
			continue
		}
		aboard := u.Aboard != 0 && c.aboardOK(path, i, u)
		if typeOK && !aboard && !c.unitPlaceOK(path, u.At, typ) {
			continue
		}
		if !sideOK {
			continue
		}
		if j, ok := first[u.At]; !ok {
			first[u.At] = i
		} else if other := units[j].Side; other != u.Side && !mixed[u.At] {
			mixed[u.At] = true
			c.addAt(path, u.At, "%s unit in the same hex as %s units[%d]: sides may not share a hex at the start", u.Side, other, j)
		}
		if typeOK && typ.Class == sim.ClassGround && !aboard {
			k := stackKey{u.At, side}
			ground[k]++
			if ground[k] == sim.MaxGroundStack+1 {
				c.addAt(path, u.At, "more than %d ground units of %s in one hex (DESIGN D15)", sim.MaxGroundStack, u.Side)
			}
		}
	}
}

// aboardOK checks units[i]'s aboard field: another unit of the list, of
// the same side in the same hex, not itself aboard anything, that can carry
// it together with the others aboard it (seed 001 Carry Aircraft, cargo).
func (c *checker) aboardOK(path string, i int, u UnitDef) bool {
	units := c.f.Units
	k := u.Aboard - 1
	switch {
	case k < 0 || k >= len(units) || k == i:
		c.add(path+".aboard", "aboard %d is not another unit of the list (1..%d)", u.Aboard, len(units))
		return false
	case units[k].Side != u.Side || units[k].At != u.At:
		c.addAt(path+".aboard", u.At, "aboard units[%d], which is not a unit of %s in the same hex", k, u.Side)
		return false
	case units[k].Aboard != 0:
		c.add(path+".aboard", "aboard units[%d], which is itself aboard another unit", k)
		return false
	}
	var cargo []string
	for _, o := range units {
		if o.Aboard == u.Aboard {
			cargo = append(cargo, o.Type)
		}
	}
	if !sim.CargoFits(units[k].Type, cargo) {
		c.add(path+".aboard", "units[%d] %s has no room aboard for %s with the others aboard it", k, units[k].Type, u.Type)
		return false
	}
	return true
}

// unitPlaceOK checks that a unit of type typ may start at h: ground and air
// units on land, ships at sea, in a port, a Mulberry or a canal (DESIGN D15).
func (c *checker) unitPlaceOK(path string, h hexmap.Hex, typ sim.UnitType) bool {
	cell := c.m.Cell(h)
	switch typ.Class {
	case sim.ClassNaval:
		_, mulberry := c.mulberries[h]
		if cell.Terrain != hexmap.Sea && !cell.Port && !cell.Canal && !mulberry {
			c.addAt(path, h, "naval unit %s on land: ships start at sea, in a port, a Mulberry or a canal", typ.Name)
			return false
		}
		if typ.HasAbility("lake_combatant") && !sim.InLakeZone(c.m, h) {
			// seed 001 Lake Combatant, DESIGN D39
			c.addAt(path, h, "%s outside a lake: it is placed only on a lake or in a port or canal on its shore", typ.Name)
			return false
		}
	case sim.ClassAir:
		if cell.Terrain == hexmap.Sea {
			c.addAt(path, h, "air unit %s at sea: air units start on land", typ.Name)
			return false
		}
	default:
		if cell.Terrain == hexmap.Sea {
			c.addAt(path, h, "ground unit %s at sea", typ.Name)
			return false
		}
	}
	return true
}

func (c *checker) options() {
	if n := c.f.Options.ProductionInterval; n < 0 || n > MaxTurns {
		c.add("options.production_interval", "production interval %d is outside 0..%d", n, MaxTurns)
	}
}

func (c *checker) victory() {
	v := c.f.Victory
	if v.Turns < 1 || v.Turns > MaxTurns {
		c.add("victory.turns", "the last turn must be 1..%d, got %d", MaxTurns, v.Turns)
	}
	if v.Decisive < 0 {
		c.add("victory.decisive", "decisive margin must be 0 or more, got %d", v.Decisive)
	}
	seen := make(map[hexmap.Hex]int)
	for i, o := range v.Objectives {
		path := fmt.Sprintf("victory.objectives[%d]", i)
		if o.Points < 1 {
			c.add(path+".points", "an objective is worth at least 1 point, got %d", o.Points)
		}
		if !c.land(path, o.At, "objective") {
			continue
		}
		if j, dup := seen[o.At]; dup {
			c.addAt(path, o.At, "duplicate of victory.objectives[%d]", j)
			continue
		}
		seen[o.At] = i
	}
}
