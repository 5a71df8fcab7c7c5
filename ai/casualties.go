package ai

import (
	"slices"

	"hexstorm/sim"
)

// casualties answers a casualty decision waiting for side (DESIGN D19):
// hits the side's own units take, when the side chooses them (Hard, knob
// chooseLosses), fall where they cost least (lossesByWorth); every other
// decision is placed by the rules' own policy, strongest block first for the
// side hit (D34), most valuable target for the firer (seed 001 Torpedo,
// Tactical Air Support).
func casualties(s *sim.State, side int) (sim.Command, bool) {
	for i := range s.Battles {
		b := &s.Battles[i]
		if len(b.Decisions) == 0 {
			continue
		}
		d := b.Decisions[0]
		if d.Chooser != side {
			return sim.Command{}, false
		}
		units := s.AssignHits(d.Hits, d.Chooser != d.Victim)
		if d.Chooser == d.Victim {
			if own := lossesByWorth(s, b, d); legal(s, casualtiesCmd(side, b, own)) {
				units = own
			}
		}
		return casualtiesCmd(side, b, units), true
	}
	return sim.Command{}, false
}

func casualtiesCmd(side int, b *sim.Battle, units []sim.UnitID) sim.Command {
	return sim.Command{Kind: sim.CmdCasualties, Side: side, Hex: b.Hex, Units: units}
}

// lossesByWorth places the hits of decision d on the victim's own units, one
// step at a time, where the step lost costs least: the dice the side would
// throw in a round of the battle (the sum of the faces that hit, with
// artillery support and every other pairing the rules work out) plus the
// step's production cost, a face of a die weighing about a production
// point. So infantry is lost before the armour it attacks with, artillery,
// which defends at 1, before the infantry it supports in defence, and a
// fighter's costly step last in a ground battle; equal losses wear the block
// with the most steps first, as the rules' own policy does (D34). Hits with
// the fewest possible targets are placed first, so that a narrow hit is not
// wasted; an air transport is chosen last (seed 001 Non-combatant).
func lossesByWorth(s *sim.State, b *sim.Battle, d sim.Decision) []sim.UnitID {
	w := s.Clone()
	wb := w.BattleAt(b.Hex)
	order := make([]int, len(d.Hits))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return len(d.Hits[x].Targets) - len(d.Hits[y].Targets) })
	out := make([]sim.UnitID, len(d.Hits))
	for _, i := range order {
		base := roundFire(w, wb, d.Victim)
		var best *sim.Unit
		var bestKey [3]int
		for _, id := range d.Hits[i].Targets {
			u := w.Unit(id)
			if u == nil || u.CV <= 0 {
				continue
			}
			t := typeOf(u.Type)
			u.CV--
			lost := base - roundFire(w, wb, d.Victim)
			u.CV++
			worth := lost + t.Cost
			if t.HasAbility("non_combatant") {
				worth += 1000
			}
			key := [3]int{worth, -u.CV, int(u.ID)}
			if best == nil || slices.Compare(key[:], bestKey[:]) < 0 {
				best, bestKey = u, key
			}
		}
		if best != nil {
			best.CV--
			out[i] = best.ID
		}
	}
	return out
}

// roundFire is the sum of the faces that hit of side's dice in a round of
// battle b: how hard the side strikes.
func roundFire(s *sim.State, b *sim.Battle, side int) int {
	sum := 0
	for _, shots := range s.RoundShotsOf(b, side) {
		for _, sh := range shots {
			sum += sh.Best()
		}
	}
	return sum
}
