package odds

import (
	"fmt"
	"slices"

	"hexstorm/sim"
)

// profileKey names what one side's dice in a round depend on: its own
// config, the logistics state (the attacker's assignments), what it sees of
// the enemy (feat), and whether it is round 1 (first strike, airdrops).
type profileKey struct {
	role   int8
	round1 bool
	own    int32
	log    int32
	feat   int32
}

// profile is one side's dice in every fire step of a round.
type profile struct {
	models [sim.NumFireSteps]*model
}

// model is the dice one side throws in one step, reduced to what decides
// the outcome: how many hits of each kind they score.
type model struct {
	id   int
	cats []category
	dice []die
	// vecs lists every count of hits per category with its probability.
	vecs []vec
}

// category is a kind of hit: on the enemy's units of the types in set,
// placed by the firer or by the victim's policy, or on logistics target log.
type category struct {
	set     uint64
	byFirer bool
	log     int // index into engine.targets, -1 for hits on units
	first   int // the first shot that can score it, for placement order
}

// die is one d12: the chance of each category it can score.
type die struct {
	cats []int
	p    []float64
}

type vec struct {
	n []int16
	p float64
}

// profileFor returns side role's dice with its config own against the
// enemy's config enemy, in logistics state l.
func (e *engine) profileFor(role, own, l, enemy int, round1 bool) (*profile, error) {
	if role == 1 {
		l = 0 // only the attacker's fire depends on its assignments
	}
	key := profileKey{role: int8(role), round1: round1, own: int32(own), log: int32(l), feat: int32(e.featOf(role, enemy))}
	if p, ok := e.profiles[key]; ok {
		return p, nil
	}
	e.loadScratch(role, own, enemy, false)
	shots := e.scratch.RoundShots(e.scratchBattle(l, round1))
	p := &profile{}
	for step := range sim.NumFireSteps {
		m, err := e.buildModel(role, shots[step])
		if err != nil {
			return nil, err
		}
		m.id = len(e.profiles)*sim.NumFireSteps + step
		p.models[step] = m
	}
	e.profiles[key] = p
	return p, nil
}

// featOf returns the id of what side role's fire sees of enemy config id:
// which enemy types are present, and how many steps there are of the types
// role's abilities name (a step counts as one unit, DESIGN D33).
func (e *engine) featOf(role, id int) int {
	enemy := e.sides[1-role]
	c := enemy.configs[id]
	if c.feat >= 0 {
		return c.feat
	}
	key := make([]byte, 8, 8+len(enemy.types))
	for i := range 8 {
		key[i] = byte(c.alive >> (8 * i))
	}
	for ti, rel := range e.sides[role].relevant {
		if rel {
			n := 0
			for i, v := range c.cv {
				if v > 0 && enemy.typ[i] == ti {
					n += int(v)
				}
			}
			key = append(key, byte(min(n, 255)))
		}
	}
	c.feat, _ = e.feats[role].id(key)
	return c.feat
}

// loadScratch fills the scratch state with role's units in config own and
// the enemy's units of config enemy: every one when full, else one unit of
// each type present, plus every unit of the types role's abilities name.
// A die's number depends only on the target's type (sim hitNumber), so one
// unit of a type stands for all of them.
func (e *engine) loadScratch(role, own, enemy int, full bool) {
	us := e.scratch.Units[:0]
	sd, en := e.sides[role], e.sides[1-role]
	for i, u := range sd.units {
		if v := sd.configs[own].cv[i]; v > 0 {
			u.CV = int(v)
			us = append(us, u)
		}
	}
	var seen uint64
	for i, u := range en.units {
		v := en.configs[enemy].cv[i]
		t := en.typ[i]
		if v <= 0 || (!full && !sd.relevant[t] && seen&(1<<t) != 0) {
			continue
		}
		seen |= 1 << t
		u.CV = int(v)
		us = append(us, u)
	}
	us = append(us, e.offshore...) // outside the hex: they bombard, never fight
	slices.SortFunc(us, func(a, b sim.Unit) int { return int(a.ID - b.ID) })
	e.scratch.Units = us
}

// scratchBattle is the battle as sim's combat view should see it: in round 1
// or a later one, with the assignments still held in logistics state l.
func (e *engine) scratchBattle(l int, round1 bool) *sim.Battle {
	b := e.battle
	b.Round = 2
	if round1 {
		b.Round = 1
	}
	st := e.logs.keys[l]
	b.Targets = nil
	for _, a := range e.battle.Targets {
		if i := e.targetIndex(a.Target); i >= 0 && st[i] > 0 {
			b.Targets = append(b.Targets, a)
		}
	}
	return &b
}

// buildModel turns role's shots of one step into dice and the distribution
// of hits per category.
func (e *engine) buildModel(role int, shots []sim.Shot) (*model, error) {
	m := &model{}
	own, en := e.sides[role], e.sides[1-role]
	catOf := func(c category) int {
		for i, x := range m.cats {
			if x.set == c.set && x.byFirer == c.byFirer && x.log == c.log {
				return i
			}
		}
		m.cats = append(m.cats, c)
		return len(m.cats) - 1
	}
	for si, sh := range shots {
		if sh.Side != own.num {
			continue
		}
		// seed 001 Reconnaissance: a missing die is thrown once more, so
		// every hitting face is that much likelier.
		per := 1.0 / 12
		if sh.Reroll {
			per *= 1 + float64(12-sh.Best())/12
		}
		var d die
		if sh.Assigned {
			t := e.targetIndex(sh.Target)
			if t < 0 || sh.TargetHit <= 0 {
				continue
			}
			d.cats = append(d.cats, catOf(category{log: t, first: si}))
			d.p = append(d.p, per*float64(sh.TargetHit))
			m.dice = append(m.dice, d)
			continue
		}
		// The number each enemy type is hit on; a face hits every type
		// whose number it does not exceed (D1).
		hitOn := make([]int, len(en.types))
		for _, a := range sh.Aims {
			i, ok := slices.BinarySearchFunc(en.units, a.Unit, func(u sim.Unit, id sim.UnitID) int { return int(u.ID - id) })
			if !ok {
				return nil, fmt.Errorf("odds: shot of unit %d aims at unit %d, not in the battle", sh.Firer, a.Unit)
			}
			hitOn[en.typ[i]] = max(hitOn[en.typ[i]], a.Hit)
		}
		levels := slices.Clone(hitOn)
		slices.Sort(levels)
		levels = slices.Compact(levels)
		slices.Reverse(levels)
		for k, h := range levels {
			if h <= 0 {
				break
			}
			below := 0
			if k+1 < len(levels) {
				below = levels[k+1]
			}
			var set uint64
			for t, n := range hitOn {
				if n >= h {
					set |= 1 << t
				}
			}
			ci := catOf(category{set: set, byFirer: sh.FirerChooses, log: -1, first: si})
			d.cats = append(d.cats, ci)
			d.p = append(d.p, per*float64(h-below))
		}
		if len(d.cats) > 0 {
			m.dice = append(m.dice, d)
		}
	}
	return m, nil
}

// maxDenseVectors bounds the table of hit counts of one step.
const maxDenseVectors = 1 << 22

// distribute works out the probability of every count of hits per category:
// the dice are independent, so each is folded in turn into a table indexed
// by the counts in mixed radix.
func (m *model) distribute() error {
	if m.vecs != nil || len(m.dice) == 0 {
		return nil
	}
	c := len(m.cats)
	radix := make([]int, c)
	stride := make([]int, c)
	for _, d := range m.dice {
		for _, k := range d.cats {
			radix[k]++
		}
	}
	size := 1
	for k := range radix {
		radix[k]++
		stride[k] = size
		size *= radix[k]
		if size > maxDenseVectors {
			return fmt.Errorf("odds: too many kinds of hit in one step for exact odds (%d)", c)
		}
	}
	dist := make([]float64, size)
	dist[0] = 1
	top := 0 // highest index reached so far
	for _, d := range m.dice {
		miss := 1.0
		for _, p := range d.p {
			miss -= p
		}
		reach := top
		for _, k := range d.cats {
			reach = max(reach, top+stride[k])
		}
		// Descending, so each entry still holds the table before this die.
		for v := reach; v >= 0; v-- {
			acc := 0.0
			if v <= top {
				acc = dist[v] * miss
			}
			for j, k := range d.cats {
				if v-stride[k] >= 0 && (v/stride[k])%radix[k] > 0 && v-stride[k] <= top {
					acc += float64(dist[v-stride[k]] * d.p[j])
				}
			}
			dist[v] = acc
		}
		top = reach
	}
	for v, p := range dist[:top+1] {
		if p == 0 {
			continue
		}
		n := make([]int16, c)
		for k := range n {
			n[k] = int16((v / stride[k]) % radix[k])
		}
		m.vecs = append(m.vecs, vec{n: n, p: p})
	}
	return nil
}

// outcome is where one side's fire in a step takes the enemy's config (and
// the logistics state), with its probability.
type outcome struct {
	cfg, log int32
	p        float64
}

type outcomeKey struct {
	model, victim, log int32
}

// group is the hits of one kind as they land on one victim config: the
// categories whose types left standing are the same.
type group struct {
	set     uint64
	byFirer bool
	targets int // units it may fall on: AssignHits places fewer first
	first   int
}

// outcomes returns where m's hits take victim config v of the other side,
// in logistics state l, merged by resulting state (memoised).
func (e *engine) outcomes(m *model, role, v, l int) []outcome {
	if len(m.dice) == 0 {
		return []outcome{{cfg: int32(v), log: int32(l), p: 1}}
	}
	hasLog := slices.ContainsFunc(m.cats, func(c category) bool { return c.log >= 0 })
	key := outcomeKey{model: int32(m.id), victim: int32(v), log: -1}
	if hasLog {
		key.log = int32(l)
	}
	if o, ok := e.outcomeMemo[key]; ok {
		return o
	}
	victim := e.sides[1-role]
	vc := victim.configs[v]
	var groups []group
	gOf := make([]int, len(m.cats))
	for k, c := range m.cats {
		gOf[k] = -1
		eff := c.set & vc.alive
		if c.log >= 0 || eff == 0 {
			continue
		}
		gi := slices.IndexFunc(groups, func(g group) bool { return g.set == eff && g.byFirer == c.byFirer })
		if gi < 0 {
			n := 0
			for i, cv := range vc.cv {
				if cv > 0 && eff&(1<<victim.typ[i]) != 0 {
					n++
				}
			}
			gi = len(groups)
			groups = append(groups, group{set: eff, byFirer: c.byFirer, targets: n, first: c.first})
		}
		groups[gi].first = min(groups[gi].first, c.first)
		gOf[k] = gi
	}
	order := make([]int, len(groups))
	for i := range order {
		order[i] = i
	}
	// sim placeHits: the firer's choices first, then the victim's; within
	// each, AssignHits places hits with fewer targets first.
	slices.SortStableFunc(order, func(a, b int) int {
		ga, gb := groups[a], groups[b]
		switch {
		case ga.byFirer != gb.byFirer:
			if ga.byFirer {
				return -1
			}
			return 1
		case ga.targets != gb.targets:
			return ga.targets - gb.targets
		}
		return ga.first - gb.first
	})
	for i := 1; i < len(order); i++ {
		ga, gb := groups[order[i-1]], groups[order[i]]
		if ga.byFirer == gb.byFirer && ga.targets == gb.targets && ga.set&gb.set != 0 {
			e.note("some steps hold two kinds of hit with as many targets, overlapping: their placement order is approximated by the first die able to score each")
		}
	}
	var out []outcome
	index := map[[2]int32]int{}
	counts := make([]int, len(groups))
	logState := make([]byte, len(e.targets))
	for _, vv := range m.vecs {
		clear(counts)
		copy(logState, e.logs.keys[l])
		for k, n := range vv.n {
			switch c := m.cats[k]; {
			case c.log >= 0:
				logState[c.log] = byte(max(int(logState[c.log])-int(n), 0))
			case gOf[k] >= 0:
				counts[gOf[k]] += int(n)
			}
		}
		cfg := v
		chosen := false
		for _, gi := range order {
			g := groups[gi]
			if chosen && !g.byFirer {
				cfg = e.afterCargo(victim, cfg)
			}
			chosen = g.byFirer
			if counts[gi] > 0 {
				ch := e.chainOf(victim, cfg, g.set, g.byFirer)
				cfg = int(ch[min(counts[gi], len(ch)-1)])
			}
		}
		cfg = e.afterCargo(victim, cfg)
		nl := l
		if hasLog {
			nl, _ = e.logs.id(logState)
		}
		k := [2]int32{int32(cfg), int32(nl)}
		if i, ok := index[k]; ok {
			out[i].p += vv.p
			continue
		}
		index[k] = len(out)
		out = append(out, outcome{cfg: int32(cfg), log: int32(nl), p: vv.p})
	}
	e.outcomeMemo[key] = out
	return out
}
