package odds

import (
	"slices"

	"hexstorm/sim"
)

// result sums the finished states up.
func (e *engine) result() Result {
	b := e.battle
	r := Result{Hex: b.Hex, Attacker: b.Attacker, Defender: b.Defender, Policy: e.opts.Retreat.String(),
		EndsInRound: slices.Clone(e.endsRound[:]), Dropped: e.dropped, States: e.peak}
	// Marginals: the chance each config and logistics state ends the battle.
	var marg [2][]float64
	for i := range marg {
		marg[i] = make([]float64, len(e.sides[i].configs))
	}
	logs := make([]float64, len(e.logs.keys))
	for _, t := range e.terminal {
		switch t.kind {
		case endAttackerWins:
			r.AttackerWins += t.p
		case endDefenderHolds:
			r.DefenderHolds += t.p
		case endBothEliminated:
			r.BothEliminated += t.p
		case endRetreatChosen:
			r.Retreated += t.p
			r.BothStanding += t.p
		case endRetreatForced:
			r.BothStanding += t.p
		}
		marg[0][t.a] += t.p
		marg[1][t.d] += t.p
		logs[t.l] += t.p
	}
	for i, sd := range e.sides {
		so := SideOdds{Side: sd.num, Name: sd.name}
		for _, tn := range sd.types {
			so.ByType = append(so.ByType, TypeOdds{Type: tn})
		}
		for ui, u := range sd.units {
			uo := UnitOdds{ID: u.ID, Type: u.Type, Side: sd.num, StartCV: u.CV}
			for ci, p := range marg[i] {
				if v := sd.configs[ci].cv[ui]; v > 0 && p > 0 {
					uo.Survive += p
					uo.CV += float64(p * float64(v))
				}
			}
			r.Units = append(r.Units, uo)
			to := &so.ByType[sd.typ[ui]]
			to.Units++
			to.StartCV += u.CV
			to.Alive += uo.Survive
			to.CV += uo.CV
			so.Units++
			so.StartCV += u.CV
			so.Alive += uo.Survive
			so.CV += uo.CV
		}
		for ti := range so.ByType {
			to := &so.ByType[ti]
			to.Losses = float64(to.StartCV) - to.CV
		}
		so.Losses = float64(so.StartCV) - so.CV
		r.Sides[i] = so
	}
	for ti, t := range e.targets {
		to := TargetOdds{Target: t.t}
		if t.t.Kind == sim.TargetFactory {
			to.PP = make([]float64, t.start+1)
		}
		for l, p := range logs {
			left := int(e.logs.keys[l][ti])
			if left == 0 {
				to.Falls += p
			}
			if to.PP != nil {
				to.PP[left] += p
			}
		}
		r.Targets = append(r.Targets, to)
	}
	r.Notes = slices.Clone(e.notes)
	return r
}
