package odds

import (
	"slices"

	"hexstorm/sim"
)

// Dice for the counter walk, from sim's RoundShots like the profiles of the
// configuration walk, but cheaper to reuse: a die's number depends on the
// target's type (sim hitNumber), and the enemy's numbers matter only for
// the groups of types sim.EnemyCounts names, and only up to its limits.
// So the dice of one configuration are worked out once against one unit of
// every enemy type present when the battle began (plus the counted units),
// and each enemy configuration just masks the types it has left.

// rawKey names what a side's raw dice depend on besides its own config and
// the round kind: the counted enemy units and the logistics targets held.
type rawKey struct {
	counts int32  // the counted enemy units (countsOf)
	active uint32 // logistics targets still held (attacker only)
}

// rawEntry is one raw dice of a config, found by a linear search: a config
// meets few keys.
type rawEntry struct {
	key  rawKey
	dice *rawDice
}

// rawDice is one side's dice of every step of a round.
type rawDice struct {
	steps [sim.NumFireSteps][]rawDie
	// dists memoises the hit distribution per step and enemy type mask; a
	// config meets few masks, so a list does.
	dists []distEntry
}

type distKey struct {
	step int
	mask uint64
}

type distEntry struct {
	key  distKey
	dist *hitDist
}

// rawDie is one d12: the highest face that hits each enemy type, or, for a
// unit assigned to a logistics target, that target and its number.
type rawDie struct {
	hitOn     []int8
	reroll    bool
	byFirer   bool // the firer places its hits (seed 001 Torpedo, D19)
	log       int
	targetHit int
}

// chance returns the chance the die hits with the enemy types in mask
// standing (D1; a spotted gun rerolls a miss, seed 001 Reconnaissance).
func (d *rawDie) chance(mask uint64) float64 {
	best := d.targetHit
	if d.log < 0 {
		best = 0
		for t, n := range d.hitOn {
			if mask&(1<<t) != 0 {
				best = max(best, int(n))
			}
		}
	}
	p := float64(best) / 12
	if d.reroll {
		p += float64((1 - p) * p)
	}
	return p
}

// faces returns the chance the die shows a face from below+1 to hi (a
// spotted gun's reroll of a miss included).
func (d *rawDie) faces(hi, below int) float64 {
	p := float64(hi-below) / 12
	if d.reroll {
		best := d.targetHit
		for _, n := range d.hitOn {
			best = max(best, int(n))
		}
		p *= 1 + float64(12-best)/12
	}
	return p
}

// bands calls f for each band of faces that hits a different set of the
// enemy types in mask: a face hits the types whose number it does not
// exceed (D1), so the faces from below+1 to hi hit the types in eff.
func (d *rawDie) bands(mask uint64, f func(eff uint64, hi, below int)) {
	var levels uint16 // bit n: some type in mask is hit on n or less
	for t, n := range d.hitOn {
		if n > 0 && mask&(1<<t) != 0 {
			levels |= 1 << n
		}
	}
	for hi := 12; hi > 0; hi-- {
		if levels&(1<<hi) == 0 {
			continue
		}
		below := hi - 1
		for below > 0 && levels&(1<<below) == 0 {
			below--
		}
		var eff uint64
		for t, n := range d.hitOn {
			if int(n) >= hi && mask&(1<<t) != 0 {
				eff |= 1 << t
			}
		}
		f(eff, hi, below)
	}
}

// rawCache holds the raw dice and the interned counted-unit keys.
type rawCache struct {
	// dice[role][round1][own] are the raw dice of role's config own.
	dice [2][2][][]rawEntry
	// calls counts the RoundShots calls (tests).
	calls int
	// groupID[r][c] names the groups of side r's config c (groups), and
	// countsMemo[r][g][c] caches countsOf for groups g and enemy config c;
	// -1 unknown.
	groupID    [2][]int32
	groupKeys  [2]interner
	countsMemo [2][][]int32
	// groupsOf[r][c] are the ways side r's dice read the enemy's numbers in
	// r's config c (sim.EnemyCounts of the units it has left), as sets of
	// the enemy's type indices; nil until known.
	groupsOf [2][][]countGroup
	// counts[r] interns the keys of side r's enemy's numbers as r's dice
	// read them; keyGroups[r][k] are the groups key k was made with.
	counts    [2]interner
	keyGroups [2][][]countGroup
	// enemyType maps a unit id to its type index on its side.
	enemyType map[sim.UnitID]int
	// counting[r][i] is whether side r's unit i has an ability that reads
	// the enemy's numbers; nil until known.
	counting [2][]bool
	// buf and buf2 are scratch unit lists.
	buf, buf2 []sim.Unit
}

// countGroup is a set of one side's types whose number the enemy's dice
// read, up to limit.
type countGroup struct {
	set   uint64
	limit int
}

// saturated marks a group with at least its limit of units in a counts key.
const saturated = 0xff

func (e *engine) newRawCache() *rawCache {
	rc := &rawCache{enemyType: map[sim.UnitID]int{}}
	for _, sd := range e.sides {
		for i, u := range sd.units {
			rc.enemyType[u.ID] = sd.typ[i]
		}
	}
	return rc
}

// groups returns how role's dice in its config own read the enemy's
// numbers: only the units it has left count (seed 001 Charge! compares the
// cavalry still there with the defending infantry).
func (rc *rawCache) groups(e *engine, role, own int) []countGroup {
	for len(rc.groupsOf[role]) <= own {
		rc.groupsOf[role] = append(rc.groupsOf[role], nil)
	}
	if g := rc.groupsOf[role][own]; g != nil {
		return g
	}
	sd, en := e.sides[role], e.sides[1-role]
	if rc.counting[role] == nil {
		// The units whose dice read enemy numbers at all.
		rc.counting[role] = make([]bool, len(sd.units))
		for i, u := range sd.units {
			rc.counting[role][i] = len(sim.EnemyCounts([]string{u.Type})) > 0
		}
	}
	var types []string // one entry per step (DESIGN D33)
	for i, u := range sd.units {
		if rc.counting[role][i] {
			for range sim.Dice(u.Type, int(sd.configs[own].cv[i])) {
				types = append(types, u.Type)
			}
		}
	}
	out := []countGroup{}
	for _, c := range sim.EnemyCounts(types) {
		g := countGroup{limit: c.Limit}
		for t, tn := range en.types {
			if slices.Contains(c.Types, tn) {
				g.set |= 1 << t
			}
		}
		out = append(out, g)
	}
	rc.groupsOf[role][own] = out
	var key []byte
	for _, g := range out {
		key = append(key, byte(g.limit), byte(g.set), byte(g.set>>8), byte(g.set>>16), byte(g.set>>24),
			byte(g.set>>32), byte(g.set>>40), byte(g.set>>48), byte(g.set>>56))
	}
	for len(rc.groupID[role]) <= own {
		rc.groupID[role] = append(rc.groupID[role], -1)
	}
	id, fresh := rc.groupKeys[role].id(key)
	rc.groupID[role][own] = int32(id)
	if fresh {
		rc.countsMemo[role] = append(rc.countsMemo[role], nil)
	}
	return out
}

// countsOf returns the id of the enemy's config c as role's dice in its
// config own see its numbers: per counted group, saturated (at least its
// limit of units), or else which of its types are left (fewer units than
// the limit, and only that matters, sim.EnemyCount).
func (rc *rawCache) countsOf(e *engine, role, own, c int) int32 {
	groups := rc.groups(e, role, own)
	g := rc.groupID[role][own]
	memo := rc.countsMemo[role][g]
	for len(memo) <= c {
		memo = append(memo, -1)
	}
	rc.countsMemo[role][g] = memo
	if memo[c] >= 0 {
		return memo[c]
	}
	memo[c] = rc.countsKey(e, role, groups, c)
	return memo[c]
}

// countsKey interns the counts key of the enemy's config c under groups;
// the enemy's numbers are counted in steps (DESIGN D33).
func (rc *rawCache) countsKey(e *engine, role int, groups []countGroup, c int) int32 {
	en := e.sides[1-role]
	var key []byte
	for _, g := range groups {
		key = append(key, byte(g.limit), byte(g.set), byte(g.set>>8), byte(g.set>>16), byte(g.set>>24),
			byte(g.set>>32), byte(g.set>>40), byte(g.set>>48), byte(g.set>>56))
		per := make([]byte, len(en.types))
		total := 0
		for i, v := range en.configs[c].cv {
			if t := en.typ[i]; v > 0 && g.set&(1<<t) != 0 {
				per[t] = 1
				total += sim.Dice(en.units[i].Type, int(v))
			}
		}
		if total >= g.limit {
			key = append(key, saturated)
			continue
		}
		key = append(append(key, 0), per...)
	}
	id, fresh := rc.counts[role].id(key)
	if fresh {
		rc.keyGroups[role] = append(rc.keyGroups[role], groups)
	}
	return int32(id)
}

// counted returns which enemy units to load for role's counts key k, and
// with how many steps (0: not loaded): for a saturated group, one of each of
// its types and more up to its limit of steps, at their starting strength
// (the enemy config's mask hides the types it has lost); else one step of
// each type it has left, still fewer steps than the limit.
func (rc *rawCache) counted(e *engine, role int, k int32) []int {
	en := e.sides[1-role]
	key := rc.counts[role].keys[k]
	load := make([]int, len(en.units))
	for _, g := range rc.keyGroups[role][k] {
		key = key[9:]
		if key[0] == saturated {
			key = key[1:]
			n := 0
			var seen uint64
			for i := range en.units {
				if t := en.typ[i]; g.set&(1<<t) != 0 && seen&(1<<t) == 0 {
					seen |= 1 << t
					load[i] = en.units[i].CV
					n += sim.Dice(en.units[i].Type, en.units[i].CV)
				}
			}
			for i := range en.units {
				if t := en.typ[i]; n < g.limit && g.set&(1<<t) != 0 && load[i] == 0 {
					load[i] = en.units[i].CV
					n += sim.Dice(en.units[i].Type, en.units[i].CV)
				}
			}
			continue
		}
		per := []byte(key[1 : 1+len(en.types)])
		key = key[1+len(en.types):]
		for i := range en.units {
			if t := en.typ[i]; g.set&(1<<t) != 0 && per[t] > 0 {
				per[t]--
				load[i] = 1
			}
		}
	}
	return load
}

// diceFor returns role's raw dice with its config own against the enemy's
// config enemy, in logistics state l.
func (e *engine) diceFor(rc *rawCache, role, own, l, enemy int, round1 bool) *rawDice {
	key := rawKey{counts: rc.countsOf(e, role, own, enemy)}
	if role == 0 {
		for i, v := range e.logs.keys[l] {
			if v > 0 {
				key.active |= 1 << i
			}
		}
	}
	r1 := 0
	if round1 {
		r1 = 1
	}
	byOwn := &rc.dice[role][r1]
	for len(*byOwn) <= own {
		*byOwn = append(*byOwn, nil)
	}
	for _, en := range (*byOwn)[own] {
		if en.key == key {
			return en.dice
		}
	}
	rc.calls++
	// The scratch state: role's units as in config own, one enemy unit of
	// every type present at the start, and the counted ones up to the
	// number the key holds.
	mine := rc.buf[:0]
	sd, en := e.sides[role], e.sides[1-role]
	for i, u := range sd.units {
		if v := sd.configs[own].cv[i]; v > 0 {
			u.CV = int(v)
			mine = append(mine, u)
		}
	}
	theirs := rc.buf2[:0]
	load := rc.counted(e, role, key.counts)
	var inGroup uint64
	for _, g := range rc.keyGroups[role][key.counts] {
		inGroup |= g.set
	}
	var seen uint64
	for i, u := range en.units {
		t := en.typ[i]
		if load[i] == 0 && (inGroup&(1<<t) != 0 || seen&(1<<t) != 0) {
			continue
		}
		seen |= 1 << t
		if load[i] > 0 {
			u.CV = load[i]
		}
		theirs = append(theirs, u)
	}
	// Both lists are in id order, as sim keeps State.Units: merge them.
	us := e.scratch.Units[:0]
	rc.buf, rc.buf2 = mine[:0], theirs[:0]
	for len(mine) > 0 || len(theirs) > 0 {
		if len(theirs) == 0 || (len(mine) > 0 && mine[0].ID < theirs[0].ID) {
			us, mine = append(us, mine[0]), mine[1:]
		} else {
			us, theirs = append(us, theirs[0]), theirs[1:]
		}
	}
	if role == 0 && len(e.offshore) > 0 {
		// Ships next to the hex bombard for the attacker (seed 001 Shore
		// and Offshore Bombardment): sim finds them outside the hex.
		us = append(us, e.offshore...)
		slices.SortFunc(us, func(a, b sim.Unit) int { return int(a.ID - b.ID) })
	}
	e.scratch.Units = us
	// Logistics assignments as the key holds them.
	b := e.battle
	b.Round = 2
	if round1 {
		b.Round = 1
	}
	b.Targets = nil
	for _, a := range e.battle.Targets {
		if i := e.targetIndex(a.Target); i >= 0 && key.active&(1<<i) != 0 {
			b.Targets = append(b.Targets, a)
		}
	}
	shots := e.scratch.RoundShotsOf(&b, sd.num)
	d := &rawDice{}
	n := 0
	for _, list := range shots {
		n += len(list)
	}
	dice := make([]rawDie, 0, n)
	hitOn := make([]int8, n*len(en.types))
	for step, list := range shots {
		start := len(dice)
		for _, sh := range list {
			if sh.Side != sd.num {
				continue
			}
			rd := rawDie{reroll: sh.Reroll, byFirer: sh.FirerChooses, log: -1}
			if sh.Assigned {
				rd.log = e.targetIndex(sh.Target)
				rd.targetHit = sh.TargetHit
				if rd.log < 0 || rd.targetHit <= 0 {
					continue
				}
			} else {
				rd.hitOn, hitOn = hitOn[:len(en.types):len(en.types)], hitOn[len(en.types):]
				for _, a := range sh.Aims {
					t := rc.enemyType[a.Unit]
					rd.hitOn[t] = max(rd.hitOn[t], int8(a.Hit))
				}
			}
			dice = append(dice, rd)
		}
		if len(dice) > start {
			d.steps[step] = dice[start:len(dice):len(dice)]
		}
	}
	(*byOwn)[own] = append((*byOwn)[own], rawEntry{key: key, dice: d})
	return d
}

// dist returns the hit distributions of step p's dice with the enemy types
// in mask standing: unit hits as a Poisson-binomial over the dice, and the
// assigned dice per logistics target; none when the step throws no dice.
func (d *rawDice) dist(p sim.FireStep, mask uint64, targets int, cutoff float64, none *hitDist) *hitDist {
	if len(d.steps[p]) == 0 {
		return none
	}
	k := distKey{step: int(p), mask: mask}
	for _, en := range d.dists {
		if en.key == k {
			return en.dist
		}
	}
	h := &hitDist{units: make([]float64, 1, len(d.steps[p])+1), logDice: make([][]float64, targets)}
	h.units[0] = 1
	for i := range d.steps[p] {
		rd := &d.steps[p][i]
		c := rd.chance(mask)
		switch {
		case rd.log >= 0:
			h.logDice[rd.log] = append(h.logDice[rd.log], c)
		case c > 0:
			h.units = convolve(h.units, c)
		}
	}
	lo, hi := 0, len(h.units)
	for lo < hi-1 && h.units[lo] < cutoff {
		h.trimmed += h.units[lo]
		lo++
	}
	for hi-1 > lo && h.units[hi-1] < cutoff {
		h.trimmed += h.units[hi-1]
		hi--
	}
	h.units, h.lo = h.units[lo:hi], lo
	d.dists = append(d.dists, distEntry{key: k, dist: h})
	return h
}
