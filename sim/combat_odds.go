package sim

// Helpers for the odds calculator (package odds), which weighs every face of
// every die over many battle states instead of rolling: it needs the dice of
// a whole round at once, from one combat view, because building the view is
// the costly part of StepShots.

import "slices"

// NumFireSteps is the number of fire steps in a combat round (D18): the
// length of RoundShots' result, indexed by FireStep.
const NumFireSteps = int(numSteps)

// BattleScratch returns a state for weighing a battle apart from the game:
// s's map, options, sides, turn, phase, order, storm, control, airfields,
// Mulberries and broken crossings, with no units, factories or battles, for
// the caller to place a battle's units on and ask for their dice. It shares
// s's slices, which neither may change, and the map's derived caches, so
// asking it costs what asking s would.
func (s *State) BattleScratch() *State {
	return &State{Map: s.Map, Options: s.Options, Sides: s.Sides, Turn: s.Turn, Phase: s.Phase,
		Order: s.Order, Active: s.Active, Storm: s.Storm, Control: s.Control,
		Airfields: s.Airfields, Mulberries: s.Mulberries,
		BrokenBridges: s.BrokenBridges, BrokenCanals: s.BrokenCanals, lakes: s.lakes}
}

// RoundShots lists the dice of every fire step of b's current round, indexed
// by FireStep, exactly as StepShots would list them step by step (a pending
// battle is seen as at its first round). It changes nothing.
func (s *State) RoundShots(b *Battle) [][]Shot { return s.roundShots(b, -1) }

// RoundShotsOf is RoundShots with only side's dice (the other side's
// pairings, which change only its own dice, are not worked out).
func (s *State) RoundShotsOf(b *Battle, side int) [][]Shot {
	only := 0
	if side == b.Defender {
		only = 1
	}
	return s.roundShots(b, only)
}

// roundShots lists the dice of role only (-1 both) for RoundShots.
func (s *State) roundShots(b *Battle, only int) [][]Shot {
	v := s.newCombatViewFor(b, only)
	out := make([][]Shot, numSteps)
	// One backing array: every unit fires in one step of the round.
	n := len(v.units[0]) + len(v.units[1]) + len(s.Factories)
	if only >= 0 {
		n = len(v.units[only]) + len(s.Factories)
	}
	buf := make([]Shot, 0, n)
	for p := range numSteps {
		start := len(buf)
		buf = v.appendStepShots(buf, p, only)
		if len(buf) > start {
			out[p] = buf[start:len(buf):len(buf)]
		}
	}
	return out
}

// StepsFired reports, for the attacker [0] and the defender [1], per fire
// step, whether the side may throw any die in b from now on. Units only leave a battle, and losing units (own or enemy)
// never moves a die into a step it was not in: the step is fixed by the
// unit's class, except that round 1's first strike may gain submarines
// once the enemy's destroyers are gone, which is allowed for; losses only
// lower ratings (pairings, Charge!, damage) and a rating of 0 gains no
// bonus. So the dice of the battle as it stands, in round 1 and in a later
// round, bound the rest of it.
func (s *State) StepsFired(b *Battle) [2][NumFireSteps]bool {
	var out [2][NumFireSteps]bool
	for _, round := range []int{1, 2} {
		bb := *b
		bb.Round = round
		for p, shots := range s.RoundShots(&bb) {
			for _, sh := range shots {
				if sh.Side == b.Defender {
					out[1][p] = true
				} else {
					out[0][p] = true
				}
			}
		}
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == b.Hex && fights(u) && (u.Side == b.Attacker || u.Side == b.Defender) {
			if _, ok := abilityOf(catalogType(u.Type), enemyCountAbilities[1]); ok {
				r := 0
				if u.Side == b.Defender {
					r = 1
				}
				out[r][StepFirstStrike] = true
			}
		}
	}
	return out
}

// enemyCountAbilities are the abilities whose effect depends on how many
// enemy units of the types they name are in the battle, not only on which
// types are there: seed 001 Charge! (pairCharge) and a submarine's first
// strike while the enemy has no destroyer (firstStriker).
var enemyCountAbilities = []string{"charge", "first_strike_no_destroyer"}

// EnemyCount is one way a side's dice read the enemy's numbers: all that
// matters is whether there are fewer than Limit enemy units of the types in
// Types.
type EnemyCount struct {
	Types []string
	Limit int
}

// EnemyCounts lists how the dice of a side whose units are of the types own
// (one entry per unit) read the enemy's numbers: seed 001 Charge! is on
// while the charging cavalry outnumber the defending infantry, that is while
// there are fewer infantry than cavalry (pairCharge); a submarine strikes
// first while there are fewer than one destroyer (firstStriker).
func EnemyCounts(own []string) []EnemyCount {
	var out []EnemyCount
	for i, ab := range enemyCountAbilities {
		c := EnemyCount{}
		for _, id := range own {
			if a, ok := abilityOf(catalogType(id), ab); ok {
				c.Limit++
				for _, w := range a.With {
					if !slices.Contains(c.Types, w) {
						c.Types = append(c.Types, w)
					}
				}
			}
		}
		if c.Limit == 0 {
			continue
		}
		if i == 1 {
			c.Limit = 1 // first_strike_no_destroyer: any destroyer will do
		}
		out = append(out, c)
	}
	return out
}

// Fights reports whether u takes part in a battle in its hex rather than
// riding in it as cargo (see fights).
func Fights(u *Unit) bool { return fights(u) }
