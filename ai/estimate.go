package ai

import "hexstorm/sim"

// Fighter is one unit in a battle estimate: its class, its ratings per
// target class (ground, air, naval), its strength in steps and its cost.
// A block rolls a die per step (DESIGN D33); a capital ship (OneDie) one.
type Fighter struct {
	Class   sim.TargetClass
	Attack  [3]int
	Defense [3]int
	CV      int
	Cost    int
	OneDie  bool
}

// Estimator judges a battle before or while it is fought. WinChance returns
// the attacker's chance, in per mille, of clearing the hex within rounds
// rounds. An exact calculator (package odds) can stand behind it.
type Estimator interface {
	WinChance(att, def []Fighter, rounds int) int
}

// RatioEstimator is a quick strength-ratio estimate: it plays the rounds out
// with expected hits instead of dice, the cheapest unit absorbing hits first
// on each side, and turns what is left of both sides into a chance. It is
// integer arithmetic throughout, so it gives the same answer on any machine.
type RatioEstimator struct{}

// WinChance implements Estimator.
func (RatioEstimator) WinChance(att, def []Fighter, rounds int) int {
	if len(def) == 0 {
		return 1000
	}
	if len(att) == 0 {
		return 0
	}
	// Life is counted in thousandths of a step.
	aLife, dLife := lives(att), lives(def)
	a0, d0 := sum(aLife), sum(dLife)
	for range rounds {
		ah := expectedHits(att, aLife, def, dLife, true)
		dh := expectedHits(def, dLife, att, aLife, false)
		absorb(def, dLife, ah)
		absorb(att, aLife, dh)
		if sum(dLife) == 0 || sum(aLife) == 0 {
			break
		}
	}
	a, d := int64(sum(aLife))*1000/int64(a0), int64(sum(dLife))*1000/int64(d0)
	if d == 0 {
		return 950
	}
	if a == 0 {
		return 30
	}
	// What is left after the rounds: a defender nearly gone and an attacker
	// nearly whole is a likely win; the reverse a likely loss.
	num := a * (1000 - d)
	den := num + d*(1000-a) + 1
	return int(num * 1000 / den)
}

func lives(fs []Fighter) []int {
	out := make([]int, len(fs))
	for i, f := range fs {
		out[i] = max(1, f.CV) * 1000
	}
	return out
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// expectedHits is the thousandths of hits side fs lands on enemy es in a
// round: each living unit fires its best rating against a class present,
// one die per step it has left (a capital ship one die, DESIGN D33).
func expectedHits(fs []Fighter, fl []int, es []Fighter, el []int, attacking bool) int {
	var present [3]bool
	for i, e := range es {
		if el[i] > 0 {
			present[e.Class] = true
		}
	}
	total := 0
	for i, f := range fs {
		if fl[i] <= 0 {
			continue
		}
		r := f.Defense
		if attacking {
			r = f.Attack
		}
		best := 0
		for c := range 3 {
			if present[c] && r[c] > best {
				best = r[c]
			}
		}
		dice := fl[i]
		if f.OneDie {
			dice = min(dice, 1000)
		}
		total += best * 1000 / 12 * dice / 1000
	}
	return total
}

// absorb takes hits thousandths of hits off fs, cheapest unit first: a
// rough stand-in for the strongest-block-first policy (DESIGN D34) that
// keeps the estimate's pessimism about the side's best units low.
func absorb(fs []Fighter, fl []int, hits int) {
	for hits > 0 {
		pick := -1
		for i, f := range fs {
			if fl[i] > 0 && (pick < 0 || f.Cost < fs[pick].Cost) {
				pick = i
			}
		}
		if pick < 0 {
			return
		}
		take := min(hits, fl[pick])
		fl[pick] -= take
		hits -= take
	}
}
