package ai

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// combatNext chooses the side's next command in the combat phase: casualties
// when asked, air commitment as a defender, orders between rounds, then the
// next battle to fight, and the end of the phase.
func (p *Player) combatNext(s *sim.State) (sim.Command, bool) {
	if c, ok := casualties(s, p.side); ok {
		return c, true
	}
	if len(s.Committing) > 0 && s.Committing[0] == p.side {
		if p.st.commitAir {
			if c, ok := p.commit(s); ok {
				return c, true
			}
		}
		return sim.Command{Kind: sim.CmdEndCommit, Side: p.side}, true
	}
	for _, b := range s.Battles {
		if b.Attacker == p.side && b.AwaitingOrders {
			return p.orders(s, &b), true
		}
	}
	var pending []hexmap.Hex
	for _, b := range s.Battles {
		if b.Attacker == p.side && !b.Running() {
			pending = append(pending, b.Hex)
		}
	}
	if p.st.logistics {
		for i := range s.Battles {
			if b := &s.Battles[i]; b.Attacker == p.side {
				if c, ok := p.aimLogistics(s, b); ok {
					return c, true
				}
			}
		}
	}
	if len(pending) > 0 {
		h := pending[0]
		if p.st.bestFirst {
			// Best odds first: a won battle may free the ground the next needs.
			best := -1
			for _, c := range pending {
				if ch := p.battleChance(s, c); ch > best {
					best, h = ch, c
				}
			}
		}
		return sim.Command{Kind: sim.CmdFight, Side: p.side, Hex: h}, true
	}
	return sim.Command{}, false
}

// battleChance estimates the attacker's chance in the battle at h as the
// side sees it, over the rounds left.
func (p *Player) battleChance(s *sim.State, h hexmap.Hex) int {
	b := s.BattleAt(h)
	if b == nil {
		return 0
	}
	if p.st.exactOdds && p.think(s.Turn) {
		if r, ok := p.exactOdds(s.Clone(), h); ok {
			return perMille(r.AttackerWins)
		}
	}
	att := sideAt(s, b.Attacker, h)
	var def []Fighter
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == h && u.Side == b.Defender && (u.CarriedBy == 0 || classOf(u) != sim.ClassGround) {
			def = append(def, known(s, p.side, u))
		}
	}
	rounds := max(1, sim.MaxRounds-b.Round)
	return p.est.WinChance(att, def, rounds)
}

// orders continues a battle that still looks winnable and retreats from one
// that has turned; the bar rises with the level's caution.
func (p *Player) orders(s *sim.State, b *sim.Battle) sim.Command {
	bar := p.st.retreatBar
	kind := sim.CmdContinueBattle
	if p.st.endgame && p.turnsLeft(s) == 0 && objectivePoints(s, b.Hex) > 0 {
		// The last turn: units saved now score nothing, the objective does.
		return sim.Command{Kind: kind, Side: p.side, Hex: b.Hex}
	}
	if p.st.exactOdds && p.think(s.Turn) {
		if r, ok := p.exactOdds(s.Clone(), b.Hex); ok {
			if !worthFighting(r, bar) {
				kind = sim.CmdRetreat
			}
			return sim.Command{Kind: kind, Side: p.side, Hex: b.Hex}
		}
	}
	if p.battleChance(s, b.Hex) < bar {
		kind = sim.CmdRetreat
	}
	return sim.Command{Kind: kind, Side: p.side, Hex: b.Hex}
}

// commit flies one air unit that can defend into the most valuable battle
// the side defends, where it adds to the defence; none left: false.
func (p *Player) commit(s *sim.State) (sim.Command, bool) {
	type cand struct {
		hex   hexmap.Hex
		value int
	}
	var battles []cand
	for _, b := range s.Battles {
		if b.Defender != p.side || b.Running() {
			continue
		}
		v := 10
		for _, o := range s.Victory.Objectives {
			if o.Hex == b.Hex {
				v += o.Points * 20
			}
		}
		if s.Map.Terrain(b.Hex) == hexmap.City {
			v += 20
		}
		v += power(sideAt(s, p.side, b.Hex), false)
		battles = append(battles, cand{b.Hex, v})
	}
	slices.SortStableFunc(battles, func(a, b cand) int { return b.value - a.value })
	for _, bc := range battles {
		// Only units that fire back at what attacks are worth sending.
		var present [3]bool
		for i := range s.Units {
			if u := &s.Units[i]; u.Hex == bc.hex && u.Side != p.side {
				present[classOf(u)] = true
			}
		}
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != p.side || classOf(u) != sim.ClassAir {
				continue
			}
			f := known(s, p.side, u)
			useful := false
			for c := range 3 {
				useful = useful || (present[c] && f.Defense[c] > 0)
			}
			if !useful {
				continue
			}
			c := sim.Command{Kind: sim.CmdCommitAir, Side: p.side, Hex: bc.hex, Units: []sim.UnitID{u.ID}}
			if legal(s, c) {
				return c, true
			}
		}
	}
	return sim.Command{}, false
}

// objectivePoints returns the victory points of the objectives in h.
func objectivePoints(s *sim.State, h hexmap.Hex) int {
	n := 0
	for _, o := range s.Victory.Objectives {
		if o.Hex == h {
			n += o.Points
		}
	}
	return n
}
