package odds

import (
	"fmt"
	"slices"

	"hexstorm/sim"
)

// bstate is a battle state with its probability: the attacker's config a,
// the defender's d, the logistics state l.
type bstate struct {
	a, d, l int32
	p       float64
}

// endKind is how a battle ended.
type endKind uint8

const (
	endAttackerWins endKind = iota
	endDefenderHolds
	endBothEliminated
	endRetreatForced // both stand after round 3 (D17)
	endRetreatChosen // the attacker's policy
)

// endState is a finished battle state.
type endState struct {
	bstate
	kind endKind
}

// over reports whether the battle has ended in state s, as sim battleOver
// decides before every step.
func (e *engine) over(s bstate) (endKind, bool) {
	a := e.sides[0].configs[s.a]
	d := e.sides[1].configs[s.d]
	switch {
	case a.units == 0 && d.units == 0:
		return endBothEliminated, true
	case a.units == 0:
		return endDefenderHolds, true
	case d.units == 0 && (e.activeAssignments(int(s.l)) == 0 || a.ground > 0):
		return endAttackerWins, true
	}
	return 0, false
}

// walk carries the distribution over battle states through every step of
// every round left (D17, D18), collecting finished states.
func (e *engine) walk() error {
	states := []bstate{{p: 1}}
	round, first := e.battle.Round, sim.FireStep(0)
	switch {
	case round == 0:
		round = 1
	case e.battle.AwaitingOrders:
		states = e.roundEnd(states, round)
		round++
	default:
		first = e.battle.Step
	}
	fired := e.stepsFired()
	for ; round <= sim.MaxRounds && len(states) > 0; round++ {
		for p := first; int(p) < sim.NumFireSteps; p++ {
			if (p == sim.StepFirstStrike && round > 1) || (!fired[p] && !e.opts.checkShots) {
				continue
			}
			var err error
			if states, err = e.step(states, round, p); err != nil {
				return err
			}
		}
		first = 0
		states = e.roundEnd(states, round)
	}
	return nil
}

// finish records a finished state.
func (e *engine) finish(s bstate, k endKind, round int) {
	e.terminal = append(e.terminal, endState{bstate: s, kind: k})
	e.endsRound[round-1] += s.p
}

// roundEnd ends round: finished battles are recorded, after round 3 the
// attacker must retreat, before it follows its policy (D17).
func (e *engine) roundEnd(states []bstate, round int) []bstate {
	kept := states[:0]
	for _, s := range states {
		if k, over := e.over(s); over {
			e.finish(s, k, round)
			continue
		}
		a, d := e.sides[0].configs[s.a], e.sides[1].configs[s.d]
		retreat := round >= sim.MaxRounds || e.opts.Retreat.retreats(round, a.total, d.total)
		switch {
		case retreat && d.units == 0:
			// An air strike on logistics in an empty hex: sim endBattle
			// turns the retreat into the attacker's win.
			e.finish(s, endAttackerWins, round)
		case round >= sim.MaxRounds:
			e.finish(s, endRetreatForced, round)
		case retreat:
			e.finish(s, endRetreatChosen, round)
		default:
			kept = append(kept, s)
		}
	}
	return kept
}

// fired is one live state's fire in a step: where the attacker's dice take
// the defender and the logistics (x) and where the defender's dice take the
// attacker (y); the two are independent (D18: both sides fire at once).
type fired struct {
	p    float64
	x, y []outcome
}

// step fires step p of round in every live state and merges the results.
func (e *engine) step(states []bstate, round int, p sim.FireStep) ([]bstate, error) {
	var live []fired
	for _, s := range states {
		if k, over := e.over(s); over {
			e.finish(s, k, round)
			continue
		}
		pa, err := e.profileFor(0, int(s.a), int(s.l), int(s.d), round == 1)
		if err != nil {
			return nil, err
		}
		pd, err := e.profileFor(1, int(s.d), int(s.l), int(s.a), round == 1)
		if err != nil {
			return nil, err
		}
		for _, m := range []*model{pa.models[p], pd.models[p]} {
			if err := m.distribute(); err != nil {
				return nil, err
			}
		}
		if e.opts.checkShots {
			if err := e.check(s, round, p, pa.models[p], pd.models[p]); err != nil {
				return nil, err
			}
		}
		x := e.outcomes(pa.models[p], 0, int(s.d), int(s.l))
		y := e.outcomes(pd.models[p], 1, int(s.a), 0)
		live = append(live, fired{p: s.p, x: x, y: y})
	}
	nA, nD, nL := len(e.sides[0].configs), len(e.sides[1].configs), len(e.logs.keys)
	acc := newAccumulator(nA, nD, nL)
	for _, f := range live {
		for _, x := range f.x {
			px := f.p * x.p
			for _, y := range f.y {
				acc.add(y.cfg, x.cfg, x.log, float64(px*y.p))
			}
		}
	}
	out := acc.states(nil)
	kept := out[:0]
	for _, s := range out {
		if s.p < e.opts.Cutoff {
			e.dropped += s.p
			continue
		}
		kept = append(kept, s)
	}
	e.peak = max(e.peak, len(kept))
	return kept, nil
}

// accumulator sums probabilities per battle state: a dense table while the
// configs are few, a map beyond, in both cases listed in first-touch order
// so the result never depends on map iteration.
type accumulator struct {
	nA, nD  int
	dense   []float64
	sparse  map[int64]int
	list    []bstate
	touched []int
}

const maxDenseStates = 1 << 21

func newAccumulator(nA, nD, nL int) *accumulator {
	ac := &accumulator{nA: nA, nD: nD}
	if n := nA * nD * nL; n <= maxDenseStates {
		ac.dense = make([]float64, n)
	} else {
		ac.sparse = map[int64]int{}
	}
	return ac
}

func (ac *accumulator) add(a, d, l int32, p float64) {
	i := (int(l)*ac.nA+int(a))*ac.nD + int(d)
	if ac.dense != nil {
		if ac.dense[i] == 0 {
			ac.touched = append(ac.touched, i)
		}
		ac.dense[i] += p
		return
	}
	if j, ok := ac.sparse[int64(i)]; ok {
		ac.list[j].p += p
		return
	}
	ac.sparse[int64(i)] = len(ac.list)
	ac.list = append(ac.list, bstate{a: a, d: d, l: l, p: p})
}

// states returns the summed states.
func (ac *accumulator) states(out []bstate) []bstate {
	if ac.dense == nil {
		return append(out, ac.list...)
	}
	for _, i := range ac.touched {
		p := ac.dense[i]
		if p == 0 {
			continue
		}
		ac.dense[i] = 0
		d := i % ac.nD
		a := (i / ac.nD) % ac.nA
		l := i / ac.nD / ac.nA
		out = append(out, bstate{a: int32(a), d: int32(d), l: int32(l), p: p})
	}
	return out
}

// check compares the dice cached for state s with those sim's StepShots
// lists for the whole battle state (Options.checkShots, tests only).
func (e *engine) check(s bstate, round int, p sim.FireStep, ma, md *model) error {
	units := func() []sim.Unit {
		var us []sim.Unit
		for r, id := range []int32{s.a, s.d} {
			sd := e.sides[r]
			for i, u := range sd.units {
				if v := sd.configs[id].cv[i]; v > 0 {
					u.CV = int(v)
					us = append(us, u)
				}
			}
		}
		us = append(us, e.offshore...)
		slices.SortFunc(us, func(a, b sim.Unit) int { return int(a.ID - b.ID) })
		return us
	}
	e.scratch.Units = units()
	shots := e.scratch.StepShots(e.scratchBattle(int(s.l), round == 1), p)
	for r, cached := range []*model{ma, md} {
		direct, err := e.buildModel(r, shots)
		if err != nil {
			return err
		}
		enemy := e.sides[1-r].configs[[]int32{s.d, s.a}[r]]
		if a, b := signature(direct, enemy.alive), signature(cached, enemy.alive); a != b {
			return fmt.Errorf("odds: round %d %s step, %s: cached dice %s, StepShots %s", round, p, e.sides[r].name, b, a)
		}
	}
	return nil
}

// signature spells a model's dice, each category cut to the enemy types
// present.
func signature(m *model, alive uint64) string {
	out := ""
	for _, d := range m.dice {
		out += "["
		for j, k := range d.cats {
			c := m.cats[k]
			out += fmt.Sprintf("%x/%v/%d:%.6f ", c.set&alive, c.byFirer, c.log, d.p[j])
		}
		out += "]"
	}
	return out
}
