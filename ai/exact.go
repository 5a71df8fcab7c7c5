package ai

import (
	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/sim"
)

// Exact odds for the levels that plan attacks from them (style.exactOdds):
// package odds computes the battle from the rules themselves, on a copy of
// the position in which every block the side cannot see is taken to be the
// assumed type of its class (odds.AssumeHidden), so the computer learns no
// more from the odds than a human player of its side could.

// exactOdds returns the outcome of the battle at h of pos, a copy the
// caller owns, as the player's side knows it (and, for a level that
// remembers, as it saw its blocks fight: memory.go); ok is false when the
// odds cannot be had (no battle, a choice pending).
func (p *Player) exactOdds(pos *sim.State, h hexmap.Hex) (odds.Result, bool) {
	odds.AssumeHidden(pos, p.side)
	p.recall(pos)
	r, err := odds.Compute(pos, h, odds.Options{})
	return r, err == nil
}

// perMille turns a probability into the per mille the levels' bars use.
func perMille(p float64) int { return int(p*1000 + 0.5) }

// worthFighting reports whether the attacker should go on with a battle:
// it is likely to take the hex, or it is expected to cost the defender
// more strength than it loses.
func worthFighting(r odds.Result, bar int) bool {
	return perMille(r.AttackerWins) >= bar || r.Sides[1].Losses > r.Sides[0].Losses
}

// plannedChance tries an attack on a copy of the working state: units pick
// move into h along their cheapest paths and air strikes h, then the exact
// odds say how likely the attack is to take the hex. A move or strike the
// rules refuse makes the plan worth nothing.
func (m *mover) plannedChance(h hexmap.Hex, pick, air []sim.UnitID) int {
	r, ok := m.plannedOdds(h, pick, air)
	if !ok {
		return 0
	}
	return perMille(r.AttackerWins)
}

// plannedOdds is plannedChance's whole battle: the exact odds of the planned
// attack, ok false when the rules refuse a move or strike of it or the
// turn's thinking budget is spent.
func (m *mover) plannedOdds(h hexmap.Hex, pick, air []sim.UnitID) (odds.Result, bool) {
	if !m.p.think(m.w.Turn) {
		return odds.Result{}, false
	}
	c := m.w.Clone()
	for _, id := range pick {
		u := c.Unit(id)
		path, _, ok := m.p.searcherFor(c).Path(u.Hex, h, c.MovePoints(u), 1, c.StepCost(u))
		if !ok || len(path) < 2 {
			return odds.Result{}, false
		}
		if _, err := c.Apply(sim.Command{Kind: sim.CmdMove, Side: m.side, Unit: id, Path: path[1:]}); err != nil {
			return odds.Result{}, false
		}
	}
	for _, id := range air {
		if _, err := c.Apply(sim.Command{Kind: sim.CmdAirStrike, Side: m.side, Hex: h, Units: []sim.UnitID{id}}); err != nil {
			return odds.Result{}, false
		}
	}
	return m.p.exactOdds(c, h)
}

// exactSlack is how far below the bar the quick estimate of an attack may
// be for the exact odds to be asked: twice the level's slack with a deep
// thinking budget, so more targets get a second look.
func (p *Player) exactSlack() int {
	if p.budget >= DeepThinking {
		return 2 * p.st.exactSlack
	}
	return p.st.exactSlack
}
