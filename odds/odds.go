// Package odds computes the exact outcome distribution of a battle (DESIGN
// D17-D21, section 4: exact odds, not Monte Carlo) for display and for the
// computer opponent's evaluation.
//
// It walks the battle the way package sim fights it, from the same code:
// sim's RoundShots lists the dice of each fire step, and sim's AssignHits
// places the hits by the casualty policy. Instead of rolling, it weighs every
// face of every d12 (a die hits on its rating or less, D1; a spotted gun
// rerolls a miss, seed 001 Reconnaissance) and carries a probability for
// every battle state, merging identical states, so the work grows with the
// number of distinct states, not with the number of dice sequences. There
// are two walks (Compute picks one):
//
//   - The configuration walk (walk.go) follows the strength left to every
//     unit of both sides and the hits each logistics target has taken. It
//     is exact whatever the dice, and is used while the product over all
//     units of (cv+1) is at most maxConfigStates.
//   - The counter walk (counter.go) follows how many hits each side has
//     absorbed: with an automatic casualty policy a side hit by one kind of
//     hit loses its units in the fixed order AssignHits gives, so a battle
//     state is two counters and the logistics state, and each step's hits
//     are a Poisson-binomial distribution over the dice (O(n^2)). It is
//     exact while each side takes one kind of hit; a 30-against-30 battle
//     takes a few milliseconds.
//
// Unlike sim, this package uses floating point: probabilities are for display
// and AI evaluation and never decide a rule outcome. It stays pure otherwise:
// no clock, files, environment or random numbers, and nothing in it depends
// on map iteration order, so the same state always gives the same numbers.
//
// Approximations and limits, each reported in Result.Notes when it applies:
//   - States whose probability falls below Options.Cutoff are dropped, and
//     so are the tails of a step's hit distribution below it; the mass
//     dropped is Result.Dropped.
//   - A side that chooses its own casualties (sim.Side.ChooseCasualties) is
//     assumed to choose as the automatic policy would (D34 strongest first;
//     the firer's choice for Torpedo and Tactical Air Support hits).
//   - Configuration walk: hits are placed in the order AssignHits sorts
//     them: fewest targets first, then shot order. Two kinds of hit in one
//     step with the same number of targets, overlapping but different, are
//     placed in the order of the first die that can score each; the real
//     order depends on which dice hit, so such steps are approximate.
//   - Counter walk: a side hit by several kinds of hit (a fighter's 3-6 hit
//     only aircraft, an anti-tank gun's 2 only armour, Tactical Air Support
//     goes where the firer likes) is given one order of losses, the kinds
//     interleaved in proportion to how often the enemy scores each at the
//     start; a kind that first appears later (Charge! switching on) follows
//     that order too. The number of hits each step scores stays exact; which
//     units take them is approximate. Aircraft aboard a carrier are removed
//     as soon as it sinks, where sim may still waste a hit of the same step
//     on them.
//   - Logistics assignments hold for the whole battle, as set when Compute is
//     called (the attacker may change them between rounds in play).
//   - Survivors are counted as the battle ends, before the attacker's
//     retreat moves (a unit with nowhere to go is eliminated, seed 004
//     Storms costs 1 cv, airdropped paratroopers are lost) and before air
//     units fly home; ground units riding as cargo are not counted.//
// The same battle gives the same odds, bit for bit, on every machine, so
// the computer opponent, which decides from them, plays the same game from
// the same seed everywhere. Go may fuse x*y+z into one instruction that
// rounds once (arm64 does; amd64 does not by default), so every product
// that feeds a sum here is written float64(x*y): an explicit conversion
// rounds the product and forbids the fusion (the Go specification,
// "Floating-point operators"). TestDeterminism_OddsBitForBitOnEveryArchitecture
// checks it, and the test command runs it for arm64 under qemu.

package odds

import (
	"fmt"
	"strconv"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// DefaultCutoff is the probability below which a battle state is dropped.
const DefaultCutoff = 1e-12

// Policy is when the attacker breaks off a battle (D17): it may retreat after
// any round; after round 3 it must if both sides still stand.
type Policy struct {
	// After retreats after this round (1 or 2); 0 fights on.
	After int `json:"after,omitempty"`
	// Losing retreats after any round that leaves the attacker with fewer
	// cv than the defender.
	Losing bool `json:"losing,omitempty"`
}

// FightOn is the policy of fighting all three rounds.
var FightOn = Policy{}

// ParsePolicy reads a policy as the command line spells it: "fight",
// "losing", or "after:N" (N 1 or 2).
func ParsePolicy(s string) (Policy, error) {
	switch {
	case s == "" || s == "fight":
		return FightOn, nil
	case s == "losing":
		return Policy{Losing: true}, nil
	case strings.HasPrefix(s, "after:"):
		n, err := strconv.Atoi(strings.TrimPrefix(s, "after:"))
		if err != nil || n < 1 || n >= sim.MaxRounds {
			return Policy{}, fmt.Errorf("retreat policy %q: after:N needs N from 1 to %d", s, sim.MaxRounds-1)
		}
		return Policy{After: n}, nil
	}
	return Policy{}, fmt.Errorf("unknown retreat policy %q (want fight, losing or after:N)", s)
}

// String spells the policy as ParsePolicy reads it.
func (p Policy) String() string {
	switch {
	case p.Losing:
		return "losing"
	case p.After > 0:
		return "after:" + strconv.Itoa(p.After)
	}
	return "fight"
}

// retreats reports whether the attacker breaks off after round with attCV
// and defCV left.
func (p Policy) retreats(round, attCV, defCV int) bool {
	return (p.After > 0 && round >= p.After) || (p.Losing && attCV < defCV)
}

// Options tune Compute.
type Options struct {
	// Retreat is the attacker's policy between rounds.
	Retreat Policy `json:"retreat"`
	// Cutoff drops battle states less likely than this; 0 means DefaultCutoff.
	Cutoff float64 `json:"cutoff,omitempty"`
	// checkShots makes every step compare the cached dice with sim's
	// StepShots for the full battle state (tests only; slow).
	checkShots bool
	// configWalk and counterWalk force one walk (tests only).
	configWalk, counterWalk bool
}

// Result is the outcome distribution of one battle.
type Result struct {
	Hex      hexmap.Hex `json:"hex"`
	Attacker int        `json:"attacker"`
	Defender int        `json:"defender"`
	Policy   string     `json:"policy"`
	// The four ways a battle ends; with Dropped they add up to 1.
	AttackerWins   float64 `json:"attacker_wins"`   // every defending unit gone
	DefenderHolds  float64 `json:"defender_holds"`  // every attacking unit gone
	BothStanding   float64 `json:"both_standing"`   // the attacker retreats
	BothEliminated float64 `json:"both_eliminated"` // nobody is left
	// Retreated is the part of BothStanding where the attacker retreated by
	// its policy before round 3 ended.
	Retreated float64 `json:"retreated"`
	// EndsInRound[r-1] is the chance the battle ends in round r.
	EndsInRound []float64    `json:"ends_in_round"`
	Sides       [2]SideOdds  `json:"sides"` // attacker, defender
	Units       []UnitOdds   `json:"units"`
	Targets     []TargetOdds `json:"targets,omitempty"`
	// Dropped is the probability mass of the states dropped by the cutoff.
	Dropped float64 `json:"dropped"`
	// States is the largest number of distinct battle states held at once.
	States int      `json:"states"`
	Notes  []string `json:"notes,omitempty"`
}

// SideOdds sums up one side's expected survivors and losses.
type SideOdds struct {
	Side    int     `json:"side"`
	Name    string  `json:"name"`
	Units   int     `json:"units"`    // fighting units at the start
	StartCV int     `json:"start_cv"` // their strength at the start
	Alive   float64 `json:"alive"`    // expected units left
	CV      float64 `json:"cv"`       // expected strength left
	// Losses is the expected strength lost: StartCV - CV.
	Losses float64    `json:"losses"`
	ByType []TypeOdds `json:"by_type"`
}

// TypeOdds is SideOdds for the units of one type.
type TypeOdds struct {
	Type    string  `json:"type"`
	Units   int     `json:"units"`
	StartCV int     `json:"start_cv"`
	Alive   float64 `json:"alive"`
	CV      float64 `json:"cv"`
	Losses  float64 `json:"losses"`
}

// UnitOdds is one unit's chance to come through the battle.
type UnitOdds struct {
	ID      sim.UnitID `json:"id"`
	Type    string     `json:"type"`
	Side    int        `json:"side"`
	StartCV int        `json:"start_cv"`
	Survive float64    `json:"survive"` // chance it is still in play
	CV      float64    `json:"cv"`      // expected strength left
}

// TargetOdds is the fate of one logistics target with attackers assigned.
type TargetOdds struct {
	Target sim.LogisticsTarget `json:"target"`
	// Falls is the chance the target is used up: a factory at 0 PP, a major
	// airfield reduced to minor, a Mulberry, bridge or canal destroyed.
	Falls float64 `json:"falls"`
	// PP[k] is, for a factory, the chance it ends the battle with k PP.
	PP []float64 `json:"pp,omitempty"`
}

// Compute returns the outcome distribution of the pending or running battle
// in hex h of s, the attacker following opts.Retreat. It changes nothing.
func Compute(s *sim.State, h hexmap.Hex, opts Options) (Result, error) {
	e, err := newEngine(s, h, opts)
	if err != nil {
		return Result{}, err
	}
	// Small battles follow every unit (exact whatever the kinds of hit);
	// larger ones count hits absorbed (exact while each side takes one
	// kind of hit, else the loss order is approximated and noted).
	if opts.configWalk || (!opts.counterWalk && e.configBound() <= maxConfigStates) {
		err = e.walk()
	} else {
		err = e.runCounterWalk()
	}
	if err != nil {
		return Result{}, err
	}
	return e.result(), nil
}

// maxConfigStates bounds the battles the configuration walk follows unit by
// unit: the product over both sides of (cv+1) for every unit.
const maxConfigStates = 1 << 12

// configBound is the number of battle states the configuration walk could
// meet at most: every unit of both sides at any strength.
func (e *engine) configBound() int {
	n := 1
	for _, sd := range e.sides {
		for _, u := range sd.units {
			n *= u.CV + 1
			if n > maxConfigStates {
				return n
			}
		}
	}
	return n
}
