package sim

// Pairings that change ratings or dice in a battle (seed 001 Unit
// Characteristics), worked out once per step by newCombatView.

import "slices"

// pairSupport matches role r's supported units 1:1 with supporting units of
// the types their catalog entry names (seed 001 "matched one-for-one"), by
// maximum bipartite matching in id order; units under the Rule of Three are
// matched after the others and at most three of them (D7).
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
	// owner[j] is 1 + the index of the unit supporter j supports, 0 if none.
	owner := make([]int, len(units))
	seen := make([]bool, len(units))
	var try func(i int) bool
	try = func(i int) bool {
		list, _ := by(v.types[units[i].ID])
		for _, j := range cands {
			if sup := units[j]; j == i || seen[j] || !slices.Contains(list, sup.Type) {
				continue
			}
			seen[j] = true
			if owner[j] == 0 || try(owner[j]-1) {
				owner[j] = i + 1
				return true
			}
		}
		return false
	}
	for pass, capped := range []bool{false, true} {
		n := 0
		for i, u := range units {
			list, rot := by(v.types[u.ID])
			if len(list) == 0 || rot != capped || (pass == 1 && n >= 3) {
				continue
			}
			if u.Amphibious && v.types[u.ID].Supported.NoAmphibious {
				// seed 001: "not gained during amphibious assaults"
				continue
			}
			clear(seen)
			if try(i) && capped {
				n++
			}
		}
	}
	for _, o := range owner {
		if o > 0 {
			put(&v.support, units[o-1].ID, true)
		}
	}
}

// pairCharge turns on seed 001 Charge! for up to three attacking cavalry
// (Rule of Three, D7) when the attacking cavalry outnumber the defending
// infantry.
func (v *combatView) pairCharge() {
	var cav []*Unit
	var infantry []string
	for _, u := range v.units[0] {
		if a, ok := abilityOf(v.types[u.ID], enemyCountAbilities[0]); ok {
			cav = append(cav, u)
			infantry = a.With
		}
	}
	if len(cav) == 0 {
		return
	}
	inf := 0
	for _, u := range v.units[1] {
		if slices.Contains(infantry, u.Type) {
			inf++
		}
	}
	if len(cav) <= inf {
		return
	}
	for _, u := range cav[:min(3, len(cav))] {
		put(&v.charging, u.ID, true)
	}
}

// pairFortifications gives defending infantry seed 001's Defensive
// Preparations: each Fortification pairs 1:1 with an infantry unit for +1;
// a Fortress gives +2 to the defending infantry, at most three of them (Rule
// of Three, D7), and several Fortresses add theirs ("This is cumulative",
// D39); the bonuses add up. Skirmishers (Auxiliaries) receive no
// bonus from fortifications. Infantry are taken in id order.
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
	var takers []*Unit
	for _, u := range v.units[1] {
		if !hasAbility(v.types[u.ID], "skirmishers") && slices.Contains(with, u.Type) {
			takers = append(takers, u)
		}
	}
	next := 0
	for _, f := range v.units[1] {
		a, ok := abilityOf(v.types[f.ID], "defensive_preparations")
		if !ok || a.RuleOfThree || len(a.Params) == 0 {
			continue
		}
		if next < len(takers) {
			put(&v.bonus, takers[next].ID, v.bonus[takers[next].ID]+a.Params[0])
			next++
		}
	}
	fortress := 0
	for _, f := range v.units[1] {
		if a, ok := abilityOf(v.types[f.ID], "defensive_preparations"); ok && a.RuleOfThree && len(a.Params) > 0 {
			fortress += a.Params[0] // "This is cumulative" (D39)
		}
	}
	for _, u := range takers[:min(3, len(takers))] {
		put(&v.bonus, u.ID, v.bonus[u.ID]+fortress)
	}
}

// pairSpotters pairs each of role r's armored cars and airships 1:1 with a
// gun of the types its Reconnaissance names, at most three pairs (Rule of
// Three, D7), units in id order: the gun may reroll one die each round (seed
// 001 Reconnaissance; the guns' own Spotter paragraph is the same pairing
// seen from the gun, C13 for the airship). The reroll is taken automatically
// whenever the die misses, the only time it can help.
func (v *combatView) pairSpotters(r int) {
	pairs := 0
	for _, scout := range v.units[r] {
		a, ok := abilityOf(v.types[scout.ID], "reconnaissance")
		if !ok || (a.RuleOfThree && pairs >= 3) {
			continue
		}
		for _, gun := range v.units[r] {
			if !v.spotted[gun.ID] && slices.Contains(a.With, gun.Type) {
				put(&v.spotted, gun.ID, true)
				pairs++
				break
			}
		}
	}
}
