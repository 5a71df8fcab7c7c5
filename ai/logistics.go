package ai

import (
	"slices"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Logistics targets and strategic bombing (DESIGN D20, seed 004 Factories):
// bombers raid enemy factories in range, and a battle's attackers fire at
// the hex's most valuable logistics target when they are raiders or are
// unlikely to take the hex anyway.

// rawLosing is the chance (per mille) to take a hex below which ground
// attackers would rather damage its logistics than the defenders.
const rawLosing = 250

// raidTarget is an enemy logistics piece worth a bomber's raid.
type raidTarget struct {
	hex   hexmap.Hex
	value int
}

// raidTargets lists the enemy factories (worth their PP, times three), major
// airfields and Mulberries outside the storm, as raids may aim at them.
func raidTargets(w *sim.State, side int) []raidTarget {
	var out []raidTarget
	enemy := func(owner int, h hexmap.Hex) bool {
		ctl := w.ControlOf(h)
		return owner != side && ctl != side && !w.Storm.Covers(h)
	}
	for _, f := range w.Factories {
		if f.PP > 0 && enemy(f.Side, f.Hex) {
			out = append(out, raidTarget{f.Hex, 3 * f.PP})
		}
	}
	for _, a := range w.Airfields {
		if a.Major && enemy(a.Side, a.Hex) {
			out = append(out, raidTarget{a.Hex, 2})
		}
	}
	for _, m := range w.Mulberries {
		if enemy(m.Side, m.Hex) {
			out = append(out, raidTarget{m.Hex, 4})
		}
	}
	return out
}

// isBomber reports whether u is a bomber, the raiders of strategic bombing.
func isBomber(u *sim.Unit) bool { return strings.Contains(u.Type, "bomber") }

// bombing sends each free bomber against the most valuable enemy
// logistics piece in its range where the enemy's defence is light, one raid
// per bomber; in the combat phase the raid aims at it (aimLogistics).
func (m *mover) bombing() {
	w := m.w
	targets := raidTargets(w, m.side)
	for _, id := range m.free(sim.ClassAir) {
		u := w.Unit(id)
		if !isBomber(u) {
			continue
		}
		best, bestV := hexmap.Hex{}, 0
		for _, t := range targets {
			if t.value <= bestV || hexmap.Distance(u.Hex, t.hex) > w.MovePoints(u) ||
				len(defendersAt(w, m.side, t.hex)) > 0 {
				continue
			}
			best, bestV = t.hex, t.value
		}
		if bestV > 0 {
			m.strike(best, []sim.UnitID{id})
		}
	}
}

// raidDistance is how far h lies from the nearest enemy raid target.
func raidDistance(targets []raidTarget, h hexmap.Hex) int {
	d := 1 << 20
	for _, t := range targets {
		d = min(d, hexmap.Distance(h, t.hex))
	}
	return d
}

// rebaseBomber flies a bomber with no raid target in range to the friendly
// base it can reach nearest the enemy's logistics, keeping two hexes away
// from them; it reports whether it moved.
func (m *mover) rebaseBomber(id sim.UnitID, targets []raidTarget) bool {
	w := m.w
	u := w.Unit(id)
	rng := w.MovePoints(u)
	here := raidDistance(targets, u.Hex)
	if len(targets) == 0 || here <= rng {
		return false
	}
	best, bestD := u.Hex, here
	for _, r := range m.reachable(id) {
		h := r.Hex
		if d := raidDistance(targets, h); d < bestD && d > 2 && w.CanEndMove(u, h) == nil && w.ControlOf(h) == m.side {
			best, bestD = h, d
		}
	}
	return best != u.Hex && m.moveTo(id, best)
}

// aimLogistics returns the command aiming a pending battle's attackers at
// the hex's most valuable logistics target, when the attack is a raid (air
// units only) or unlikely to take the hex; ok is false when it should not,
// or has already. A ground attack fires at a factory only off the
// objectives and while enough turns remain for lost production to tell
// (style.raidHorizon): an attack on an objective is made to take it or
// wear its defenders down, and fired at a factory it did neither. A
// bridge, canal, airfield or Mulberry destroyed tells at once.
func (p *Player) aimLogistics(s *sim.State, b *sim.Battle) (sim.Command, bool) {
	if len(b.Targets) > 0 || b.Running() {
		return sim.Command{}, false
	}
	var attackers []sim.UnitID
	raid := true
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == b.Hex && u.Side == p.side && sim.Fights(u) {
			attackers = append(attackers, u.ID)
			raid = raid && classOf(u) == sim.ClassAir
		}
	}
	if len(attackers) == 0 || (!raid && p.battleChance(s, b.Hex) >= rawLosing) {
		return sim.Command{}, false
	}
	// Lost production tells only over the turns that follow, and an attack
	// on an objective is made to take it or wear its defenders down.
	spareFactories := !raid && (objectivePoints(s, b.Hex) > 0 || p.turnsLeft(s) < p.st.raidHorizon)
	for _, tg := range logisticsTargetsAt(s, b.Hex, p.side) {
		if spareFactories && tg.Kind == sim.TargetFactory {
			continue
		}
		var able []sim.UnitID
		for _, id := range attackers {
			c := sim.Command{Kind: sim.CmdTargetLogistics, Side: p.side, Hex: b.Hex, Units: []sim.UnitID{id}, Target: tg}
			if _, err := s.Try(c); err == nil {
				able = append(able, id)
			}
		}
		if len(able) > 0 {
			return sim.Command{Kind: sim.CmdTargetLogistics, Side: p.side, Hex: b.Hex, Units: able, Target: tg}, true
		}
	}
	return sim.Command{}, false
}

// logisticsTargetsAt lists the enemy logistics targets of h the rules may
// accept, most valuable first: factories by PP, a major airfield, a
// Mulberry, a canal, then bridges.
func logisticsTargetsAt(s *sim.State, h hexmap.Hex, side int) []sim.LogisticsTarget {
	var fs []sim.Factory
	for _, f := range s.Factories {
		if f.Hex == h && f.Side != side && f.PP > 0 {
			fs = append(fs, f)
		}
	}
	slices.SortStableFunc(fs, func(a, b sim.Factory) int { return b.PP - a.PP })
	var out []sim.LogisticsTarget
	for _, f := range fs {
		out = append(out, sim.LogisticsTarget{Kind: sim.TargetFactory, Factory: f.Kind})
	}
	out = append(out, sim.LogisticsTarget{Kind: sim.TargetAirfield}, sim.LogisticsTarget{Kind: sim.TargetMulberry},
		sim.LogisticsTarget{Kind: sim.TargetCanal})
	for _, d := range hexmap.Directions {
		out = append(out, sim.LogisticsTarget{Kind: sim.TargetBridge, Dir: d})
	}
	return out
}

// turnsLeft is how many turns the game has left after this one (a large
// number when it has no turn limit).
func (p *Player) turnsLeft(s *sim.State) int {
	if s.Victory.Turns <= 0 {
		return 1 << 20
	}
	return s.Victory.Turns - s.Turn
}
