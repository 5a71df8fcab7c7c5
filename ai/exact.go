package ai

import (
	"fmt"
	"strings"

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

// fallReach is how near an enemy ground block must stand to h to count in
// fallOdds: beside it or one hex further. Counting blocks three hexes off,
// as the sums of ratings do, cost Hard's Axis on Rivers of Iron games
// against Normal (145 of 200 won, 154 without the rule) where two hexes
// gained them (169; docs/ai.md, session 39).
const fallReach = 2

// fallOdds returns the chance (per mille) that the enemy ground blocks within
// fallReach hexes of h would take it from the side's blocks there, all
// attacking at once, by the exact odds: each enemy block as the side knows it
// (its type if face up, what a battle showed it to be, else a full block of
// the assumed type, as in exactOdds), fought in the odds calculator's
// sandbox on h's terrain with every block in supply. It is not drawn from
// the turn's thinking budget: it asks one battle per threatened objective,
// and the same battle again is remembered for the turn.
func (p *Player) fallOdds(w *sim.State, h hexmap.Hex) int {
	var sb odds.Sandbox
	var att, def []int
	terrain := w.Map.Terrain(h)
	var key strings.Builder
	fmt.Fprintf(&key, "%d:", terrain)
	for i := range w.Units {
		u := &w.Units[i]
		if u.CarriedBy != 0 || classOf(u) != sim.ClassGround {
			continue
		}
		switch {
		case u.Side == p.side && u.Hex == h:
			sb.Defender = append(sb.Defender, u.Type)
			def = append(def, u.CV)
		case u.Side != p.side && w.Map.Terrain(u.Hex).IsLand() && hexmap.Distance(u.Hex, h) <= fallReach:
			typ, cv := p.knownBlock(w, u)
			sb.Attacker = append(sb.Attacker, typ)
			att = append(att, cv)
			fmt.Fprintf(&key, "%s%d,", typ, cv)
		}
	}
	switch {
	case len(sb.Attacker) == 0:
		return 0
	case len(sb.Defender) == 0:
		return 1000
	}
	key.WriteString("|")
	for k, typ := range sb.Defender {
		fmt.Fprintf(&key, "%s%d,", typ, def[k])
	}
	if p.fallsTurn != w.Turn || p.falls == nil {
		p.falls, p.fallsTurn = map[string]int{}, w.Turn
	}
	if v, ok := p.falls[key.String()]; ok {
		return v
	}
	v := 0
	sb.CV, sb.Terrain = append(att, def...), terrain
	if pos, err := sb.State(); err == nil {
		if r, err := odds.Compute(pos, odds.SandboxHex, odds.Options{}); err == nil {
			v = perMille(r.AttackerWins)
		}
	}
	p.falls[key.String()] = v
	return v
}

// knownBlock returns the type and steps the side takes enemy block u of s to
// have: its own if the side sees it, what a battle showed it to be if the
// side remembers that (memory.go), else a full block of its class's
// assumed type (odds.AssumedTypes), as exactOdds takes it.
func (p *Player) knownBlock(s *sim.State, u *sim.Unit) (string, int) {
	if s.KnownTo(p.side, u) {
		return u.Type, u.CV
	}
	if typ, cv, ok := p.remembered(s, u.ID); ok {
		return typ, cv
	}
	as, ok := odds.AssumedTypes[sim.ClassOf(u.Type)]
	if !ok {
		return u.Type, u.CV
	}
	return as, sim.MaxCVOf(as)
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
