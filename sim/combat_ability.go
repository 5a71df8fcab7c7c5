package sim

// Pairings that change ratings or dice in a battle (seed 001 Unit
// Characteristics), worked out once per step by newCombatView.

import "slices"

// pairSupport matches role r's supported steps 1:1 with supporting steps of
// the types their catalog entry names (seed 001 "matched one-for-one"; a
// step counts as one unit, DESIGN D33), by a maximum matching that fills
// blocks in id order; blocks under the Rule of Three are matched after the
// others and at most three of their steps (D7). Steps of one block are
// alike, so the matching runs on blocks with their steps as capacities.
func (v *combatView) pairSupport(r int) {
	by := func(t *UnitType) ([]string, bool) {
		sp := t.Supported
		if sp == nil {
			return nil, false
		}
		if r == 0 {
			return sp.AttackBy, sp.RuleOfThree
		}
		return sp.DefenseBy, sp.RuleOfThree
	}
	units := v.units[r]
	// Only units some supported unit's list names can support: the matching
	// looks at them alone, in id order.
	var named []string
	for _, u := range units {
		list, _ := by(v.types[u.ID])
		named = append(named, list...)
	}
	if len(named) == 0 {
		return
	}
	var cands []int
	for j, u := range units {
		if slices.Contains(named, u.Type) {
			cands = append(cands, j)
		}
	}
	// free[j] is the steps of supporter j not yet paired; flow[i][j] the
	// steps of unit i paired with steps of supporter j.
	free := make([]int, len(units))
	for _, j := range cands {
		free[j] = Dice(units[j].Type, units[j].CV)
	}
	flow := make([][]int, len(units))
	seen := make([]bool, len(units))
	var try func(i int) bool
	try = func(i int) bool {
		list, _ := by(v.types[units[i].ID])
		for _, j := range cands {
			if sup := units[j]; j == i || seen[j] || !slices.Contains(list, sup.Type) {
				continue
			}
			seen[j] = true
			if free[j] > 0 {
				free[j]--
				flow[i][j]++
				return true
			}
			for o := range units {
				if o != i && flow[o] != nil && flow[o][j] > 0 && try(o) {
					flow[o][j]--
					flow[i][j]++
					return true
				}
			}
		}
		return false
	}
	paired := make([]int, len(units))
	for pass, capped := range []bool{false, true} {
		n := 0
		for i, u := range units {
			list, rot := by(v.types[u.ID])
			if len(list) == 0 || rot != capped {
				continue
			}
			if u.Amphibious && v.types[u.ID].Supported.NoAmphibious {
				// seed 001: "not gained during amphibious assaults"
				continue
			}
			if flow[i] == nil {
				flow[i] = make([]int, len(units))
			}
			for paired[i] < Dice(u.Type, u.CV) && (pass == 0 || n < 3) {
				clear(seen)
				if !try(i) {
					break
				}
				paired[i]++
				if capped {
					n++
				}
			}
		}
	}
	for i, u := range units {
		if paired[i] > 0 {
			put(&v.support, u.ID, paired[i])
		}
	}
}

// pairCharge turns on seed 001 Charge! for up to three attacking cavalry
// steps (Rule of Three, D7) when the attacking cavalry steps outnumber the
// defending infantry steps (a step counts as one unit, DESIGN D33).
func (v *combatView) pairCharge() {
	var cav []*Unit
	var infantry []string
	steps := 0
	for _, u := range v.units[0] {
		if a, ok := abilityOf(v.types[u.ID], enemyCountAbilities[0]); ok {
			cav = append(cav, u)
			infantry = a.With
			steps += Dice(u.Type, u.CV)
		}
	}
	if len(cav) == 0 {
		return
	}
	inf := 0
	for _, u := range v.units[1] {
		if slices.Contains(infantry, u.Type) {
			inf += Dice(u.Type, u.CV)
		}
	}
	if steps <= inf {
		return
	}
	left := 3
	for _, u := range cav {
		n := min(left, Dice(u.Type, u.CV))
		if n > 0 {
			put(&v.charging, u.ID, n)
		}
		left -= n
	}
}

// pairFortifications gives defending infantry steps seed 001's Defensive
// Preparations: each Fortification pairs 1:1 with an infantry step for +1;
// a Fortress gives +2 to the defending infantry, at most three steps of them
// (Rule of Three, D7; a step counts as one unit, DESIGN D33), and several
// Fortresses add theirs ("This is cumulative", D39); the bonuses add up.
// Skirmishers (Auxiliaries) receive no bonus from fortifications. Infantry
// steps are taken in id order.
func (v *combatView) pairFortifications() {
	// The infantry types the fortifications present strengthen.
	var with []string
	for _, f := range v.units[1] {
		if a, ok := abilityOf(v.types[f.ID], "defensive_preparations"); ok {
			with = append(with, a.With...)
		}
	}
	if len(with) == 0 {
		return
	}
	type step struct {
		u *Unit
		k int
	}
	var takers []step
	for _, u := range v.units[1] {
		if !hasAbility(v.types[u.ID], "skirmishers") && slices.Contains(with, u.Type) {
			for k := range Dice(u.Type, u.CV) {
				takers = append(takers, step{u, k})
			}
		}
	}
	add := func(st step, n int) {
		if v.fort == nil {
			v.fort = map[UnitID][]int{}
		}
		fb := v.fort[st.u.ID]
		if fb == nil {
			fb = make([]int, Dice(st.u.Type, st.u.CV))
			v.fort[st.u.ID] = fb
		}
		fb[st.k] += n
	}
	next := 0
	for _, f := range v.units[1] {
		a, ok := abilityOf(v.types[f.ID], "defensive_preparations")
		if !ok || a.RuleOfThree || len(a.Params) == 0 {
			continue
		}
		for range Dice(f.Type, f.CV) {
			if next < len(takers) {
				add(takers[next], a.Params[0])
				next++
			}
		}
	}
	fortress := 0
	for _, f := range v.units[1] {
		if a, ok := abilityOf(v.types[f.ID], "defensive_preparations"); ok && a.RuleOfThree && len(a.Params) > 0 {
			fortress += a.Params[0] // "This is cumulative" (D39)
		}
	}
	if fortress > 0 {
		for _, st := range takers[:min(3, len(takers))] {
			add(st, fortress)
		}
	}
}

// pairSpotters pairs each step of role r's armored cars and airships 1:1
// with a gun step of the types its Reconnaissance names, at most three pairs
// (Rule of Three, D7; a step counts as one unit, DESIGN D33), blocks in id
// order: the gun step may reroll its die each round (seed 001
// Reconnaissance; the guns' own Spotter paragraph is the same pairing seen
// from the gun, C13 for the airship). The reroll is taken automatically
// whenever the die misses, the only time it can help.
func (v *combatView) pairSpotters(r int) {
	pairs := 0
	for _, scout := range v.units[r] {
		a, ok := abilityOf(v.types[scout.ID], "reconnaissance")
		if !ok {
			continue
		}
		for range Dice(scout.Type, scout.CV) {
			if a.RuleOfThree && pairs >= 3 {
				break
			}
			i := slices.IndexFunc(v.units[r], func(gun *Unit) bool {
				return slices.Contains(a.With, gun.Type) && v.spotted[gun.ID] < Dice(gun.Type, gun.CV)
			})
			if i < 0 {
				break
			}
			put(&v.spotted, v.units[r][i].ID, v.spotted[v.units[r][i].ID]+1)
			pairs++
		}
	}
}
