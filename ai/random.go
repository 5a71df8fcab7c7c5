package ai

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// randomTries is how many random candidates the Random player tries before
// ending its phase.
const randomTries = 12

// randomNext is the Random level: a legal command chosen by chance.
func (p *Player) randomNext(s *sim.State) (sim.Command, bool) {
	switch s.Phase {
	case sim.PhaseMovement:
		if p.chance(1, 10) {
			return sim.Command{}, false // end the phase
		}
		for range randomTries {
			if c, ok := p.randomMove(s); ok && legal(s, c) {
				return c, true
			}
		}
	case sim.PhaseCombat:
		if c, ok := casualties(s, p.side); ok {
			return c, true
		}
		if len(s.Committing) > 0 && s.Committing[0] == p.side {
			return sim.Command{Kind: sim.CmdEndCommit, Side: p.side}, true
		}
		var opts []sim.Command
		for _, b := range s.Battles {
			if b.Attacker != p.side {
				continue
			}
			if b.AwaitingOrders {
				k := sim.CmdContinueBattle
				if p.chance(1, 2) {
					k = sim.CmdRetreat
				}
				return sim.Command{Kind: k, Side: p.side, Hex: b.Hex}, true
			}
			if !b.Running() {
				opts = append(opts, sim.Command{Kind: sim.CmdFight, Side: p.side, Hex: b.Hex})
			}
		}
		if len(opts) > 0 {
			return opts[p.rng.Intn(len(opts))], true
		}
	case sim.PhaseProduction:
		if p.chance(1, 4) {
			return sim.Command{}, false
		}
		types := sim.UnitTypes()
		var cities []hexmap.Hex
		for i := range s.Map.Len() {
			h := s.Map.HexAt(i)
			if s.Map.Terrain(h) == hexmap.City && s.ControlOf(h) == p.side {
				cities = append(cities, h)
			}
		}
		for range randomTries * 2 {
			if len(cities) == 0 {
				break
			}
			c := sim.Command{Kind: sim.CmdBuild, Side: p.side, UnitType: types[p.rng.Intn(len(types))].ID,
				Hex: cities[p.rng.Intn(len(cities))]}
			if legal(s, c) {
				return c, true
			}
		}
	}
	return sim.Command{}, false
}

// randomMove picks one of the side's units and a hex in its range.
func (p *Player) randomMove(s *sim.State) (sim.Command, bool) {
	var mine []int
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == p.side && s.MovePoints(u) > 0 {
			mine = append(mine, i)
		}
	}
	if len(mine) == 0 {
		return sim.Command{}, false
	}
	u := &s.Units[mine[p.rng.Intn(len(mine))]]
	sr := p.searcherFor(s)
	cost := s.StepCost(u)
	p.reach = sr.Range(u.Hex, s.MovePoints(u), cost, p.reach)
	if len(p.reach) <= 1 {
		return sim.Command{}, false
	}
	to := p.reach[p.rng.Intn(len(p.reach))].Hex
	if to == u.Hex {
		return sim.Command{}, false
	}
	path, _, ok := sr.Path(u.Hex, to, s.MovePoints(u), 1, cost)
	if !ok || len(path) < 2 {
		return sim.Command{}, false
	}
	return sim.Command{Kind: sim.CmdMove, Side: p.side, Unit: u.ID, Path: path[1:]}, true
}
