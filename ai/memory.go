package ai

import "hexstorm/sim"

// What Hard remembers (style.remember): an enemy block turns face up for
// the battle it fights (D9), and a player who watched that battle knows
// its type and its steps after it turned face down again. It cannot have
// grown since by more than a step a Production Phase (D35). Hard takes a
// face-down block it has seen fight as that, where the other levels (and
// Hard for a block it never saw) take every face-down ground block as a
// full infantry block (odds.AssumeHidden). Nothing is remembered but what
// the side was shown: the blocks KnownTo it while a battle runs.
//
// The memory is the player's, not the game's: a game loaded from a save
// starts a new player that has seen nothing yet, as a human who did not
// watch the first turns.

// sighting is what the side last saw of an enemy block: its type and
// steps, and the turn it saw them in.
type sighting struct {
	typ  string
	cv   int
	turn int
}

// observe notes the enemy blocks the side sees face up in s.
func (p *Player) observe(s *sim.State) {
	if !p.st.remember || s.Options.OpenBlocks {
		return
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == p.side || !s.KnownTo(p.side, u) {
			continue
		}
		if p.seen == nil {
			p.seen = map[sim.UnitID]sighting{}
		}
		p.seen[u.ID] = sighting{typ: u.Type, cv: u.CV, turn: s.Turn}
	}
}

// recall rewrites each face-down enemy block of pos, a copy the caller
// owns, that the side saw fight as what it saw, grown by a step for every
// Production Phase since, up to the type's full strength.
func (p *Player) recall(pos *sim.State) {
	if len(p.seen) == 0 {
		return
	}
	for i := range pos.Units {
		u := &pos.Units[i]
		if u.Side == p.side || pos.KnownTo(p.side, u) {
			continue
		}
		if typ, cv, ok := p.remembered(pos, u.ID); ok {
			u.Type, u.CV = typ, cv
		}
	}
}

// remembered returns what the side saw of enemy block id in battle, grown
// by a step for every Production Phase of s since, up to the type's full
// strength; ok is false for a block it never saw fight.
func (p *Player) remembered(s *sim.State, id sim.UnitID) (typ string, cv int, ok bool) {
	sg, ok := p.seen[id]
	if !ok {
		return "", 0, false
	}
	return sg.typ, min(sim.MaxCVOf(sg.typ), sg.cv+productionsSince(s, sg.turn)), true
}

// productionsSince counts the Production Phases from the one of turn t0
// (if it has one) to the current turn's, not counting that one: the steps
// a block seen in turn t0's battles may have gained by now.
func productionsSince(s *sim.State, t0 int) int {
	n := s.Options.ProductionInterval
	if n <= 1 {
		return max(0, s.Turn-t0)
	}
	c := 0
	for k := t0; k < s.Turn; k++ {
		if k%n == 0 {
			c++
		}
	}
	return c
}
