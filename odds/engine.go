package odds

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// engine holds one computation: the battle's two sides, the distinct
// configurations each side has been seen in, the logistics states, and the
// caches that let every distinct situation be worked out once.
type engine struct {
	base    *sim.State
	battle  sim.Battle
	opts    Options
	sides   [2]*side
	targets []target
	logs    interner    // logistics states: remaining hits per target
	feats   [2]interner // what each side's fire sees of the enemy (featOf)
	// scratch is a small state holding only the battle's units, on which
	// sim's combat code is run for one configuration at a time.
	scratch *sim.State
	// offshore are the attacker's ships next to the hex, which sim lets
	// bombard a land battle in its first step (seed 001 Shore and Offshore
	// Bombardment); they stand in the scratch state outside the hex.
	offshore    []sim.Unit
	profiles    map[profileKey]*profile
	outcomeMemo map[outcomeKey][]outcome
	notes       []string
	// walk's output.
	terminal  []endState
	dropped   float64
	peak      int
	endsRound [sim.MaxRounds]float64
}

// target is a logistics target some attacker is assigned to (D20).
type target struct {
	t sim.LogisticsTarget
	// start is what it can still lose: a factory's PP, else the hits left
	// before it falls (seed 004: two in the same battle).
	start int
}

// side is one side of the battle and the configurations it has been in.
type side struct {
	role  int // 0 attacker, 1 defender
	num   int // the sim side
	name  string
	units []sim.Unit // fighting units at the start, in id order
	typ   []int      // unit index -> index into types
	types []string
	// carrier[i] is the index of the unit carrying unit i, -1 for none:
	// aircraft on a carrier fight and are lost with it (seed 001).
	carrier []int
	ground  []bool
	// relevant marks the enemy's type indices whose numbers change this
	// side's fire (seed 001 Charge! counts infantry, submarines look for
	// destroyers).
	relevant []bool
	configs  []*config
	index    interner
}

// config is one side's strength at one moment: cv per unit (0 = gone).
type config struct {
	cv     []int8
	alive  uint64 // type indices with a unit left
	total  int    // cv left
	units  int    // units left
	ground int    // ground units left (seed 004: ground units take a hex)
	feat   int    // this config's key as the enemy of the other side's fire; -1 until known
	chains []chain
	cargo  int // config after units riding on lost carriers are removed; -1 until known
}

// chain is where repeated hits of one kind take a config: ids[k] is the
// config after k hits, the last entry repeating once nothing is left to hit.
type chain struct {
	set     uint64
	byFirer bool
	ids     []int32
}

// interner gives each distinct byte string a dense id.
type interner struct {
	ids  map[string]int
	keys []string
}

func (in *interner) id(key []byte) (int, bool) {
	if in.ids == nil {
		in.ids = map[string]int{}
	}
	if i, ok := in.ids[string(key)]; ok {
		return i, false
	}
	i := len(in.keys)
	in.ids[string(key)] = i
	in.keys = append(in.keys, string(key))
	return i, true
}

// newEngine gathers the battle in h.
func newEngine(s *sim.State, h hexmap.Hex, opts Options) (*engine, error) {
	b := s.BattleAt(h)
	if b == nil {
		return nil, fmt.Errorf("there is no battle at %s", h)
	}
	if len(b.Decisions) > 0 {
		return nil, fmt.Errorf("the battle at %s waits for %s to choose casualties", h, sideName(s, b.Decisions[0].Chooser))
	}
	if opts.Cutoff <= 0 {
		opts.Cutoff = DefaultCutoff
	}
	e := &engine{base: s, battle: *b, opts: opts, profiles: map[profileKey]*profile{}, outcomeMemo: map[outcomeKey][]outcome{}}
	e.battle.Decisions = nil
	for r, num := range []int{b.Attacker, b.Defender} {
		e.sides[r] = e.newSide(r, num)
	}
	for r := range e.sides {
		e.sides[r].relevant = e.relevantTypes(e.sides[r], e.sides[1-r])
	}
	e.scratch = s.BattleScratch()
	for _, f := range s.Factories {
		if f.Hex == h {
			e.scratch.Factories = append(e.scratch.Factories, f)
		}
	}
	for _, u := range s.Units {
		if u.Side == b.Attacker && u.CarriedBy == 0 && hexmap.Distance(u.Hex, h) == 1 && sim.ClassOf(u.Type) == sim.ClassNaval {
			e.offshore = append(e.offshore, u)
		}
	}
	start := e.startTargets()
	e.logs.id(start)
	for r, sd := range e.sides {
		if s.Sides[sd.num].ChooseCasualties {
			e.note(fmt.Sprintf("%s chooses its casualties; the odds assume it chooses as the automatic policy would (DESIGN D19)", sd.name))
		}
		if r == 0 && len(s.Committing) > 0 {
			e.note("defenders may still commit air units; the odds are for the units in the battle now")
		}
	}
	if !b.Running() && aaaMeetsAircraft(s, b) {
		e.note("the defender's anti-aircraft fire before the first round is not counted: the attacking aircraft may do worse")
	}
	return e, nil
}

// aaaMeetsAircraft reports whether the defender's anti-aircraft guns will
// fire at attacking aircraft before the battle's first round (D38), which
// the walk does not model.
func aaaMeetsAircraft(s *sim.State, b *sim.Battle) bool {
	guns, planes := false, false
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != b.Hex {
			continue
		}
		t, _ := sim.LookupUnitType(u.Type)
		guns = guns || (u.Side == b.Defender && sim.IsAAA(u))
		planes = planes || (u.Side == b.Attacker && t.Class == sim.ClassAir && !t.HasAbility("non_combatant"))
	}
	return guns && planes
}

func sideName(s *sim.State, n int) string {
	if n >= 0 && n < len(s.Sides) {
		return s.Sides[n].Name
	}
	return fmt.Sprintf("side %d", n)
}

func (e *engine) note(n string) {
	if !slices.Contains(e.notes, n) {
		e.notes = append(e.notes, n)
	}
}

// newSide collects side num's fighting units in the battle hex and interns
// their starting strength as config 0.
func (e *engine) newSide(role, num int) *side {
	s := e.base
	sd := &side{role: role, num: num, name: sideName(s, num)}
	for _, u := range s.Units {
		if u.Hex == e.battle.Hex && u.Side == num && sim.Fights(&u) {
			sd.units = append(sd.units, u)
		}
	}
	sd.typ = make([]int, len(sd.units))
	sd.carrier = make([]int, len(sd.units))
	sd.ground = make([]bool, len(sd.units))
	cv := make([]int8, len(sd.units))
	for i, u := range sd.units {
		ti := slices.Index(sd.types, u.Type)
		if ti < 0 {
			ti = len(sd.types)
			sd.types = append(sd.types, u.Type)
		}
		sd.typ[i] = ti
		sd.carrier[i] = slices.IndexFunc(sd.units, func(c sim.Unit) bool { return u.CarriedBy != 0 && c.ID == u.CarriedBy })
		sd.ground[i] = sim.ClassOf(u.Type) == sim.ClassGround && u.CarriedBy == 0
		cv[i] = int8(u.CV)
	}
	if len(sd.types) > 64 {
		panic("odds: more than 64 unit types on one side of a battle")
	}
	sd.intern(cv)
	return sd
}

// relevantTypes marks the enemy's types whose numbers, not only presence,
// can change own's dice, as sim tells (sim.EnemyCounts).
func (e *engine) relevantTypes(own, enemy *side) []bool {
	out := make([]bool, len(enemy.types))
	for _, c := range sim.EnemyCounts(own.types) {
		for _, w := range c.Types {
			if i := slices.Index(enemy.types, w); i >= 0 {
				out[i] = true
			}
		}
	}
	return out
}

// intern returns the id of the config with strengths cv.
func (sd *side) intern(cv []int8) int {
	key := make([]byte, len(cv))
	for i, c := range cv {
		key[i] = byte(c)
	}
	id, fresh := sd.index.id(key)
	if !fresh {
		return id
	}
	c := &config{cv: slices.Clone(cv), feat: -1, cargo: -1}
	for i, v := range cv {
		if v > 0 {
			c.alive |= 1 << sd.typ[i]
			c.total += int(v)
			c.units++
			if sd.ground[i] {
				c.ground++
			}
		}
	}
	sd.configs = append(sd.configs, c)
	return id
}

// startTargets lists the logistics targets the attackers are assigned to
// and returns their starting state.
func (e *engine) startTargets() []byte {
	var state []byte
	for _, a := range e.battle.Targets {
		if slices.ContainsFunc(e.targets, func(t target) bool { return t.t == a.Target }) {
			continue
		}
		n := 2
		for _, lh := range e.battle.LogHits {
			if lh.Target == a.Target {
				n -= lh.Hits
			}
		}
		if a.Target.Kind == sim.TargetFactory {
			n = 0
			for _, f := range e.base.Factories {
				if f.Hex == e.battle.Hex && f.Kind == a.Target.Factory && f.Side != e.battle.Attacker {
					n = f.PP
				}
			}
		}
		n = max(n, 0)
		e.targets = append(e.targets, target{t: a.Target, start: n})
		state = append(state, byte(min(n, 255)))
	}
	return state
}

// targetIndex returns the index of t in e.targets, or -1.
func (e *engine) targetIndex(t sim.LogisticsTarget) int {
	return slices.IndexFunc(e.targets, func(x target) bool { return x.t == t })
}

// activeAssignments counts the assignments still held in logistics state l:
// an assignment is dropped when its target falls (seed 004), not when its
// unit does, so it keeps an air strike on an empty hex going (sim battleOver).
func (e *engine) activeAssignments(l int) int {
	st := e.logs.keys[l]
	n := 0
	for _, a := range e.battle.Targets {
		if i := e.targetIndex(a.Target); i >= 0 && st[i] > 0 {
			n++
		}
	}
	return n
}

// hitOnce returns the config of victim side sd after one hit that may fall
// on its units of the types in set, placed by sim's AssignHits (byFirer:
// the firer's choice, seed 001 Torpedo; else the casualty policy, D19).
func (e *engine) hitOnce(sd *side, id int, set uint64, byFirer bool) int {
	c := sd.configs[id]
	hit := sim.Hit{}
	e.scratch.Units = e.scratch.Units[:0]
	for i, u := range sd.units {
		if c.cv[i] > 0 {
			u.CV = int(c.cv[i])
			e.scratch.Units = append(e.scratch.Units, u)
			if set&(1<<sd.typ[i]) != 0 {
				hit.Targets = append(hit.Targets, u.ID)
			}
		}
	}
	if len(hit.Targets) == 0 {
		return id
	}
	who := e.scratch.AssignHits([]sim.Hit{hit}, byFirer)[0]
	if who == 0 {
		return id
	}
	cv := slices.Clone(c.cv)
	cv[slices.IndexFunc(sd.units, func(u sim.Unit) bool { return u.ID == who })]--
	return sd.intern(cv)
}

// chainOf returns the chain of configs that repeated hits of one kind make
// of config id (memoised on the config).
func (e *engine) chainOf(sd *side, id int, set uint64, byFirer bool) []int32 {
	set &= sd.configs[id].alive
	for _, ch := range sd.configs[id].chains {
		if ch.set == set && ch.byFirer == byFirer {
			return ch.ids
		}
	}
	ids := []int32{int32(id)}
	for cur := id; ; {
		nx := e.hitOnce(sd, cur, set, byFirer)
		if nx == cur {
			break
		}
		ids = append(ids, int32(nx))
		cur = nx
	}
	c := sd.configs[id]
	c.chains = append(c.chains, chain{set: set, byFirer: byFirer, ids: ids})
	return ids
}

// afterCargo returns config id once units riding on carriers that are gone
// are removed too (sim: cargo is lost with its carrier, seed 001).
func (e *engine) afterCargo(sd *side, id int) int {
	c := sd.configs[id]
	if c.cargo >= 0 {
		return c.cargo
	}
	cv := slices.Clone(c.cv)
	for changed := true; changed; {
		changed = false
		for i, k := range sd.carrier {
			if k >= 0 && cv[i] > 0 && cv[k] == 0 {
				cv[i], changed = 0, true
			}
		}
	}
	out := sd.intern(cv)
	sd.configs[id].cargo = out
	sd.configs[out].cargo = out
	return out
}

// stepsFired reports, per fire step, whether either side may throw a die in
// it for the rest of the battle (sim.StepsFired): the other steps change no
// state and are skipped.
func (e *engine) stepsFired() [sim.NumFireSteps]bool {
	var out [sim.NumFireSteps]bool
	for _, sides := range e.base.StepsFired(&e.battle) {
		for p, f := range sides {
			out[p] = out[p] || f
		}
	}
	return out
}
