package odds

import (
	"slices"

	"hexstorm/sim"
)

// The order in which a side loses its units in the counter walk: one kind
// of hit's order as AssignHits places hit after hit, or several kinds
// interleaved (see counter.go).

// kind is one kind of hit on a victim side: the victim's types it may fall
// on and who places it (D19), with how many hits of it the enemy scores in
// a typical round.
type kind struct {
	set     uint64
	byFirer bool
	weight  float64
	targets int
}

// kinds lists the kinds of hit the enemy of victim scores in the battle's
// first configuration, in round 1 and in later rounds, in the order
// AssignHits places them: the firer's choices first, fewer targets first.
func (cw *counterWalk) kinds(victim int) []kind {
	e := cw.e
	firer := 1 - victim
	vs := e.sides[victim]
	alive := vs.configs[0].alive
	var out []kind
	add := func(eff uint64, byFirer bool, p float64) {
		i := slices.IndexFunc(out, func(x kind) bool { return x.set == eff && x.byFirer == byFirer })
		if i < 0 {
			i = len(out)
			n := 0
			for u, v := range vs.configs[0].cv {
				if v > 0 && eff&(1<<vs.typ[u]) != 0 {
					n++
				}
			}
			out = append(out, kind{set: eff, byFirer: byFirer, targets: n})
		}
		out[i].weight += p
	}
	for _, round1 := range []bool{true, false} {
		w := 1.0
		if !round1 {
			w = sim.MaxRounds - 1
		}
		raw := e.diceFor(cw.raw, firer, 0, 0, 0, round1)
		for _, dice := range raw.steps {
			for i := range dice {
				d := &dice[i]
				if d.log >= 0 {
					continue
				}
				d.bands(alive, func(eff uint64, hi, below int) {
					add(eff, d.byFirer, float64(w*d.faces(hi, below)))
				})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b kind) int {
		if a.byFirer != b.byFirer {
			if a.byFirer {
				return -1
			}
			return 1
		}
		return a.targets - b.targets
	})
	return out
}

// buildChain lists victim's configs hit after hit: one kind's hits in the
// order AssignHits places them, or the kinds interleaved by weight.
func (cw *counterWalk) buildChain(victim int, kinds []kind) []int32 {
	e := cw.e
	sd := e.sides[victim]
	cur := e.afterCargo(sd, 0)
	chain := []int32{int32(cur)}
	used := make([]float64, len(kinds))
	for {
		alive := sd.configs[cur].alive
		best, bestDeficit, total := -1, 0.0, 0.0
		for _, k := range kinds {
			if k.set&alive != 0 {
				total += k.weight
			}
		}
		for i, k := range kinds {
			if k.set&alive == 0 {
				continue
			}
			deficit := float64(k.weight/total*float64(len(chain))) - used[i]
			if best < 0 || deficit > bestDeficit+1e-12 {
				best, bestDeficit = i, deficit
			}
		}
		if best < 0 {
			return chain
		}
		nx := e.afterCargo(sd, e.hitOnce(sd, cur, kinds[best].set, kinds[best].byFirer))
		if nx == cur {
			return chain
		}
		used[best]++
		cur = nx
		chain = append(chain, int32(cur))
	}
}

// checkKinds notes when the dice raw throw in step p at victim, whose types
// in mask stand, score a kind of hit the loss order was not built for (seed
// 001 Charge! switching on later in the battle, say).
func (cw *counterWalk) checkKinds(victim int, raw *rawDice, p sim.FireStep, mask uint64) {
	if len(cw.kindsOf[victim]) > 1 {
		return // the order is already an interleaving, and noted
	}
	for i := range raw.steps[p] {
		d := &raw.steps[p][i]
		if d.log >= 0 {
			continue
		}
		d.bands(mask, func(eff uint64, _, _ int) {
			if !slices.ContainsFunc(cw.kindsOf[victim], func(k kind) bool { return k.set&mask == eff && k.byFirer == d.byFirer }) {
				cw.e.note("a kind of hit appears during the battle that its first round did not have (seed 001 Charge! switching on, for example): its hits follow the order of losses built for the others, so which units fall is approximate")
			}
		})
	}
}
