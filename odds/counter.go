package odds

import (
	"fmt"
	"math"
	"slices"

	"hexstorm/sim"
)

// The counter walk: the fast path for battles too large to follow every
// configuration of every unit.
//
// With an automatic casualty policy a side hit by one kind of hit (the same
// units reachable by every hitting face of every enemy die) loses its units
// in a fixed order, the one sim's AssignHits gives hit after hit. Its state
// is then a counter, the number of hits it has absorbed, and a battle state
// is a pair of counters and the logistics state: at most (cv+1)^2 of them
// however many units fight. The number of hits a step scores is, per side, a
// Poisson-binomial distribution over its dice, each with its own chance,
// built by convolution in O(n^2).
//
// A side hit by several kinds (a fighter's 3-6 only hits aircraft, an
// anti-tank gun hits armour on a 2 and anything on a 1, Torpedo and Tactical
// Air Support hits go where the firer likes) loses its units in an order
// that depends on which kinds came first. The counter walk then follows one
// order: the kinds interleaved in proportion to how often the enemy's dice
// score each (a "merged stream"), placed by AssignHits. The number of hits
// each die scores is still exact for the units standing; which unit takes
// them is approximated, and Result.Notes says so.

// counterWalk is one counter computation over e's battle.
type counterWalk struct {
	e *engine
	// chain[r][k] is side r's config after it absorbed k hits.
	chain [2][]int32
	raw   *rawCache
	// kindsOf[r] are the kinds of hit side r's loss order was built for.
	kindsOf [2][]kind
	// none is the hit distribution of a step without dice, and stay[l]
	// the only outcome for logistics state l of dice hitting no target.
	none *hitDist
	stay [][]outcome
	// moves[round1][step] memoises each state's move (moveOf).
	moves [2][sim.NumFireSteps][][]*move
	// fired[p] is whether any die may be thrown in step p (stepsFired).
	fired [sim.NumFireSteps]bool
	// slab hands out moves without an allocation each.
	slab []move
	// scratch buffers of a step.
	acc  []float64
	work []*move
}

// hitDist is the distribution of the hits one side's dice score in a step:
// units[k] the chance of lo+k hits on enemy units, the counts less likely
// than the cut-off at either end trimmed (their mass is trimmed), and per
// logistics state the states the assigned dice lead to.
type hitDist struct {
	units   []float64
	lo      int
	trimmed float64
	checked bool // checkKinds has seen it
	logs    map[int32][]outcome
	logDice [][]float64 // per target: the chance of each assigned die
}

// newCounterWalk works out the kinds of hit each side takes.
func (e *engine) newCounterWalk() (*counterWalk, [2][]kind) {
	cw := &counterWalk{e: e, raw: e.newRawCache(), none: &hitDist{units: []float64{1}}}
	var kinds [2][]kind
	for victim := range 2 {
		kinds[victim] = cw.kinds(victim)
	}
	return cw, kinds
}

// runCounterWalk works the battle out by the counter walk.
func (e *engine) runCounterWalk() error {
	cw, kinds := e.newCounterWalk()
	return cw.run(kinds)
}

// run builds the loss orders and walks the battle, filling e.terminal like
// engine.walk.
func (cw *counterWalk) run(kinds [2][]kind) error {
	for victim := range 2 {
		if len(kinds[victim]) > 1 {
			cw.e.note("a side is hit by several kinds of hit (hits some of its units cannot take, or placed by the firer) in a battle too large to follow every unit: the odds follow one order of losses, the kinds interleaved in proportion to how often each is scored, so which units fall is approximate")
		}
		if slices.ContainsFunc(cw.e.sides[victim].carrier, func(k int) bool { return k >= 0 }) {
			cw.e.note("aircraft aboard a carrier are taken off as soon as it sinks, where sim may still spend a hit of the same step on them")
		}
		cw.chain[victim] = cw.buildChain(victim, kinds[victim])
	}
	cw.kindsOf = kinds
	return cw.walk()
}

// cstate is a battle state of the counter walk: hits absorbed by each side
// and the logistics state.
type cstate struct {
	a, d, l int32
	p       float64
}

// bstate returns s with the config ids its counters stand for.
func (cw *counterWalk) bstate(s cstate) bstate {
	return bstate{a: cw.chain[0][s.a], d: cw.chain[1][s.d], l: s.l, p: s.p}
}

// walk is engine.walk over counter states: every step of every round left,
// from where the battle stands.
func (cw *counterWalk) walk() error {
	e := cw.e
	states := []cstate{{p: 1}}
	round, first := e.battle.Round, sim.FireStep(0)
	switch {
	case round == 0:
		round = 1
	case e.battle.AwaitingOrders:
		states = cw.roundEnd(states, round)
		round++
	default:
		first = e.battle.Step
	}
	cw.fired = e.stepsFired()
	fired := cw.fired
	for ; round <= sim.MaxRounds && len(states) > 0; round++ {
		for p := first; int(p) < sim.NumFireSteps; p++ {
			if (p == sim.StepFirstStrike && round > 1) || (!fired[p] && !e.opts.checkShots) {
				continue
			}
			var err error
			if states, err = cw.step(states, round, p); err != nil {
				return err
			}
		}
		first = 0
		states = cw.roundEnd(states, round)
	}
	return nil
}

// roundEnd is engine.roundEnd for counter states.
func (cw *counterWalk) roundEnd(states []cstate, round int) []cstate {
	kept := states[:0]
	for _, s := range states {
		b := cw.bstate(s)
		n := len(cw.e.terminal)
		if len(cw.e.roundEnd([]bstate{b}, round)) == 1 && len(cw.e.terminal) == n {
			kept = append(kept, s)
		}
	}
	return kept
}

// step fires step p of round in every live state: each side's hits are
// independent of the other's (D18: both sides fire at once), so a state
// moves to (a+j, d+k) with the product of their chances.
func (cw *counterWalk) step(states []cstate, round int, p sim.FireStep) ([]cstate, error) {
	e := cw.e
	nA, nD := len(cw.chain[0]), len(cw.chain[1])
	r1 := 0
	if round == 1 {
		r1 = 1
	}
	cache := &cw.moves[r1][p]
	work := cw.work[:0]
	for _, s := range states {
		mv, err := cw.moveOf(cache, s, round, p)
		if err != nil {
			return nil, err
		}
		if mv.over {
			e.finish(cw.bstate(s), mv.end, round)
			continue
		}
		work = append(work, mv)
	}
	nL := len(e.logs.keys)
	size := nA * nD * nL
	if cap(cw.acc) < size {
		cw.acc = make([]float64, size)
	}
	acc := cw.acc[:size]
	for _, mv := range work {
		sp, x, y := mv.p, mv.x, mv.y
		e.dropped += float64(sp * (x.trimmed + y.trimmed - float64(x.trimmed*y.trimmed)))
		// The defender's losses run along a row of acc: the part that
		// stays below the last config is one contiguous run, the rest
		// piles up on the last (every unit gone).
		d0 := mv.d + x.lo
		n := max(min(len(x.units), nD-1-d0), 0)
		xs, tail := x.units[:n], x.units[n:]
		for _, lo := range mv.logs {
			base := int(lo.log) * nA
			for j, py := range y.units {
				a := min(mv.a+y.lo+j, nA-1)
				q := float64(float64(sp*lo.p) * py)
				row := (base + a) * nD
				if n > 0 {
					dst := acc[row+d0 : row+d0+n]
					for k, px := range xs {
						dst[k] += float64(q * px)
					}
				}
				for _, px := range tail {
					acc[row+nD-1] += float64(q * px)
				}
			}
		}
	}
	out := states[:0]
	for i, p := range acc {
		if p == 0 {
			continue
		}
		acc[i] = 0
		if p < e.opts.Cutoff {
			e.dropped += p
			continue
		}
		d := i % nD
		a := (i / nD) % nA
		l := i / nD / nA
		out = append(out, cstate{a: int32(a), d: int32(d), l: int32(l), p: p})
	}
	cw.work = work[:0]
	e.peak = max(e.peak, len(out))
	return out, nil
}

// move is what one step does to one battle state: whether the battle is
// already over, else both sides' hit distributions and where the
// attacker's assigned dice take the logistics.
type move struct {
	a, d int
	p    float64 // the state's probability, set when the move is used
	over bool
	end  endKind
	x, y *hitDist
	logs []outcome
}

// moveOf returns state s's move in step p of a round (memoised per round
// kind and step: rounds 2 and 3 meet the same states).
func (cw *counterWalk) moveOf(cache *[][]*move, s cstate, round int, p sim.FireStep) (*move, error) {
	e := cw.e
	nA, nD := len(cw.chain[0]), len(cw.chain[1])
	for len(*cache) <= int(s.l) {
		*cache = append(*cache, nil)
	}
	row := (*cache)[s.l]
	if row == nil {
		row = make([]*move, nA*nD)
		(*cache)[s.l] = row
	}
	i := int(s.a)*nD + int(s.d)
	if mv := row[i]; mv != nil {
		mv.p = s.p
		return mv, nil
	}
	b := cw.bstate(s)
	if len(cw.slab) == 0 {
		cw.slab = make([]move, 256)
	}
	mv := &cw.slab[0]
	cw.slab = cw.slab[1:]
	*mv = move{a: int(s.a), d: int(s.d), p: s.p}
	if k, over := e.over(b); over {
		mv.over, mv.end = true, k
		row[i] = mv
		return mv, nil
	}
	if e.opts.checkShots {
		if err := cw.check(b, round, p); err != nil {
			return nil, err
		}
	}
	ac, dc := e.sides[0].configs[b.a], e.sides[1].configs[b.d]
	rx := e.diceFor(cw.raw, 0, int(b.a), int(b.l), int(b.d), round == 1)
	ry := e.diceFor(cw.raw, 1, int(b.d), 0, int(b.a), round == 1)
	mv.x = rx.dist(p, dc.alive, len(e.targets), e.opts.Cutoff, cw.none)
	mv.y = ry.dist(p, ac.alive, len(e.targets), e.opts.Cutoff, cw.none)
	for victim, h := range []*hitDist{mv.y, mv.x} {
		if !h.checked && h != cw.none {
			h.checked = true
			cw.checkKinds(victim, []*rawDice{ry, rx}[victim], p, []uint64{ac.alive, dc.alive}[victim])
		}
	}
	mv.logs = cw.logOutcomes(mv.x, s.l)
	row[i] = mv
	return mv, nil
}

// check compares, for state b, the raw dice's chances with the dice sim's
// StepShots lists for the whole battle state (Options.checkShots).
func (cw *counterWalk) check(b bstate, round int, p sim.FireStep) error {
	e := cw.e
	pa, err := e.profileFor(0, int(b.a), int(b.l), int(b.d), round == 1)
	if err != nil {
		return err
	}
	pd, err := e.profileFor(1, int(b.d), int(b.l), int(b.a), round == 1)
	if err != nil {
		return err
	}
	if err := e.check(b, round, p, pa.models[p], pd.models[p]); err != nil {
		return err
	}
	if !cw.fired[p] && (len(pa.models[p].dice) > 0 || len(pd.models[p].dice) > 0) {
		return fmt.Errorf("odds: round %d %s step throws dice though sim.StepsFired ruled it out", round, p)
	}
	for r, m := range []*model{pa.models[p], pd.models[p]} {
		own, enemy := []int32{b.a, b.d}[r], []int32{b.d, b.a}[r]
		raw := e.diceFor(cw.raw, r, int(own), int(b.l), int(enemy), round == 1)
		mask := e.sides[1-r].configs[enemy].alive
		var got, want []float64
		for i := range raw.steps[p] {
			if c := raw.steps[p][i].chance(mask); c > 0 {
				got = append(got, c)
			}
		}
		for _, d := range m.dice {
			sum := 0.0
			for _, q := range d.p {
				sum += q
			}
			want = append(want, sum)
		}
		if len(got) != len(want) {
			return fmt.Errorf("odds: round %d %s step, %s: raw dice %v, StepShots %v", round, p, e.sides[r].name, got, want)
		}
		for i := range got {
			if math.Abs(got[i]-want[i]) > 1e-12 {
				return fmt.Errorf("odds: round %d %s step, %s: raw dice %v, StepShots %v", round, p, e.sides[r].name, got, want)
			}
		}
	}
	return nil
}

// convolve folds one more die hitting with chance p into the distribution
// of the number of hits.
func convolve(dist []float64, p float64) []float64 {
	dist = append(dist, 0)
	for k := len(dist) - 1; k > 0; k-- {
		dist[k] = float64(dist[k]*(1-p)) + float64(dist[k-1]*p)
	}
	dist[0] *= 1 - p
	return dist
}

// logOutcomes returns where h's assigned dice take logistics state l: each
// target loses one per hit, down to nothing (seed 004).
func (cw *counterWalk) logOutcomes(h *hitDist, l int32) []outcome {
	if !slices.ContainsFunc(h.logDice, func(d []float64) bool { return len(d) > 0 }) {
		for len(cw.stay) <= int(l) {
			cw.stay = append(cw.stay, []outcome{{log: int32(len(cw.stay)), p: 1}})
		}
		return cw.stay[l]
	}
	if o, ok := h.logs[l]; ok {
		return o
	}
	e := cw.e
	out := []outcome{{log: l, p: 1}}
	start := e.logs.keys[l]
	for t, dice := range h.logDice {
		if len(dice) == 0 || start[t] == 0 {
			continue
		}
		dist := []float64{1}
		for _, p := range dice {
			dist = convolve(dist, p)
		}
		var next []outcome
		state := []byte(start)
		for _, o := range out {
			copy(state, e.logs.keys[o.log])
			for k, p := range dist {
				if p == 0 {
					continue
				}
				state[t] = byte(max(int(start[t])-k, 0))
				id, _ := e.logs.id(state)
				next = append(next, outcome{log: int32(id), p: o.p * p})
			}
		}
		out = next
	}
	if h.logs == nil {
		h.logs = map[int32][]outcome{}
	}
	h.logs[l] = out
	return out
}
