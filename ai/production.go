package ai

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// buildMix is the share, in parts, of each unit type a level aims at per
// factory pool; the player builds whichever type lags its share most.
var buildMix = map[sim.FactoryKind][]mixPart{
	sim.FactoryArmy:  {{"infantry", 5}, {"artillery", 2}, {"armor", 3}},
	sim.FactoryAir:   {{"fighter", 3}, {"light_bomber", 1}, {"heavy_bomber", 1}},
	sim.FactoryNaval: {{"naval_transport", 3}, {"destroyer", 2}},
	sim.PoolGeneric:  {{"infantry", 5}, {"artillery", 2}, {"armor", 3}, {"fighter", 1}},
}

type mixPart struct {
	typ   string
	parts int
}

var poolKinds = []sim.FactoryKind{sim.FactoryArmy, sim.FactoryAir, sim.FactoryNaval, sim.PoolGeneric}

// planProduction builds, pool by pool, the units the level prefers in the
// cities nearest the enemy, until nothing more can be placed; in the game's
// last Production Phase it gives only a build the rules require.
func (p *Player) planProduction(s *sim.State) []sim.Command {
	if p.turnsLeft(s) == 0 {
		// The game ends with this phase: nothing built, reinforced or
		// constructed now could fight or serve before the score is taken
		// (D29); the side keeps its engineers, marines and pools, and
		// gives only a build the rules require (seed 000 18.51).
		if c, ok := s.RequiredBuild(p.side); ok {
			return []sim.Command{c}
		}
		return nil
	}
	w := s.Clone()
	var plan []sim.Command
	// Strategic layer: Reserve builds (seed 000 18). They are entered on the
	// working copy too, since the factory builds below share their limits
	// (one unit of each type, activity points; DESIGN D35).
	for _, c := range s.SuggestedOrders(p.side) {
		if _, err := w.Apply(c); err == nil {
			plan = append(plan, c)
		}
	}
	if p.st.construct {
		plan = append(plan, p.constructions(w)...)
	}
	plan = append(plan, p.reinforcements(w)...)
	cities := p.buildCities(w)
	inland := p.cutOffCities(w, cities)
	for _, kind := range poolKinds {
		for range 20 {
			if w.PoolPP(p.side, kind) <= 0 {
				break
			}
			typ := p.chooseType(w, kind)
			if typ == "" {
				break
			}
			built := false
			for k, h := range cities {
				if inland[k] && (kind == sim.FactoryArmy || kind == sim.PoolGeneric) {
					continue // troops built there would only wait for ships
				}
				c := sim.Command{Kind: sim.CmdBuild, Side: p.side, UnitType: typ, Hex: h}
				if _, err := w.Apply(c); err == nil {
					plan = append(plan, c)
					built = true
					break
				}
			}
			if !built {
				break
			}
		}
	}
	return plan
}

// cutOffCities marks, for Normal and Hard, the cities whose troops have no
// land route to the enemy while more troops already wait for ships than the
// side's transports can lift: army PP are saved for a city on the far shore.
func (p *Player) cutOffCities(s *sim.State, cities []hexmap.Hex) []bool {
	out := make([]bool, len(cities))
	if p.st.cheapBuild || !p.needsShips(s) {
		return out
	}
	field := p.enemyField(s)
	for i, h := range cities {
		out[i] = field[s.Map.Index(h)] >= unreachable
	}
	return out
}

// enemyField is the land distance to the enemy's units on land.
func (p *Player) enemyField(s *sim.State) []int {
	var goals []hexmap.Hex
	for i := range s.Units {
		if u := &s.Units[i]; u.Side != p.side && s.Map.Terrain(u.Hex).IsLand() {
			goals = append(goals, u.Hex)
		}
	}
	return landField(s.Map, goals)
}

// buildCities lists the side's cities, those nearest the enemy first.
func (p *Player) buildCities(s *sim.State) []hexmap.Hex {
	var enemies []hexmap.Hex
	for i := range s.Units {
		if u := &s.Units[i]; u.Side != p.side && s.Map.Terrain(u.Hex).IsLand() {
			enemies = append(enemies, u.Hex)
		}
	}
	field := landField(s.Map, enemies)
	var out []hexmap.Hex
	for i := range s.Map.Len() {
		h := s.Map.HexAt(i)
		if s.Map.Terrain(h) == hexmap.City && s.ControlOf(h) == p.side {
			out = append(out, h)
		}
	}
	slices.SortStableFunc(out, func(a, b hexmap.Hex) int {
		return field[s.Map.Index(a)] - field[s.Map.Index(b)]
	})
	return out
}

// chooseType picks the type to build from pool kind: Easy the cheapest
// affordable type of the mix, Normal and Hard the type furthest below its
// share of the side's units among those the pool can pay for. Hard saves
// for armor when the army pool nearly affords it and infantry is plentiful.
func (p *Player) chooseType(s *sim.State, kind sim.FactoryKind) string {
	mix := buildMix[kind]
	pool := s.PoolPP(p.side, kind)
	have := map[string]int{}
	total := 0
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == p.side {
			have[u.Type]++
			total++
		}
	}
	best, bestKey := "", 0
	for _, part := range mix {
		t := typeOf(part.typ)
		if t == unknownType || t.Cost > pool {
			continue
		}
		var key int
		if p.st.cheapBuild {
			key = -t.Cost
		} else {
			// Lag behind the share: parts wanted per unit held.
			key = part.parts*1000/(1+have[part.typ]) - t.Cost
		}
		if kind == sim.FactoryNaval && part.typ == "naval_transport" && !p.needsShips(s) {
			key -= 100000
		}
		if best == "" || key > bestKey {
			best, bestKey = part.typ, key
		}
	}
	if p.st.saveArmor && kind == sim.FactoryArmy && best == "infantry" && pool >= 6 && have["infantry"] > 2*have["armor"]+2 {
		return "" // save for armor next phase
	}
	return best
}

// needsShips reports whether the side has troops cut off by sea from every
// goal and fewer transports than half their number.
func (p *Player) needsShips(s *sim.State) bool {
	field := p.enemyField(s)
	stranded, ships := 0, 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != p.side {
			continue
		}
		if isTransport(u) {
			ships++
		} else if classOf(u) == sim.ClassGround && field[s.Map.Index(u.Hex)] >= unreachable {
			stranded++
		}
	}
	return stranded > 2*ships
}

// reinforcements adds a step to each worn block that may take one (DESIGN
// D35), on w, most worn first, then those nearest the enemy, then by id: a
// step bought for a block already at the front costs what a new block of
// one step costs and takes no room in a stack.
func (p *Player) reinforcements(w *sim.State) []sim.Command {
	field := p.enemyField(w)
	type worn struct {
		id          sim.UnitID
		missing, at int
	}
	var list []worn
	for i := range w.Units {
		u := &w.Units[i]
		t := typeOf(u.Type)
		if u.Side != p.side || t == unknownType || t.Class == sim.ClassNaval || t.CannotBuild || u.CV >= t.MaxCV || u.OutOfSupply {
			continue
		}
		at := unreachable
		if j := w.Map.Index(u.Hex); j >= 0 {
			at = field[j]
		}
		list = append(list, worn{id: u.ID, missing: t.MaxCV - u.CV, at: at})
	}
	slices.SortStableFunc(list, func(a, b worn) int {
		if a.missing != b.missing {
			return b.missing - a.missing
		}
		if a.at != b.at {
			return a.at - b.at
		}
		return int(a.id - b.id)
	})
	var plan []sim.Command
	for _, b := range list {
		c := sim.Command{Kind: sim.CmdReinforce, Side: p.side, Unit: b.id}
		if _, err := w.Apply(c); err == nil {
			plan = append(plan, c)
		}
	}
	return plan
}
