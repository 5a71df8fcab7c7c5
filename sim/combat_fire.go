package sim

// What each unit fires in a step, as a pure function of the state.
//
// Battle resolution is split in three so that exact odds can be computed from
// the same code that plays the game (an odds calculator walks the same
// states and, instead of rolling, weighs every face of every die):
//
//	(a) StepShots lists the dice a step throws: for each die, the firing side
//	    and, per unit it may hit, the number it needs (or its logistics target);
//	(b) tx.fireStep rolls them with tx.roll, one d12 each (D1, D5), and turns
//	    each hitting face into a Hit that may fall on the units it reaches;
//	(c) AssignHits decides deterministically which unit takes each Hit under
//	    a casualty policy (D19), and tx.applyHit carries it out.

import (
	"slices"

	"hexstorm/hexmap"
)

// FireStep is one of the fire steps of a combat round, in firing order (D18).
type FireStep uint8

// The fire steps of D18: first strike (round 1 only), air, naval, ground,
// and the factories' own fire last (seed 004 Factories).
const (
	StepFirstStrike FireStep = iota
	StepAir
	StepNaval
	StepGround
	StepFactories
	numSteps
)

var stepNames = []string{"first strike", "air", "naval", "ground", "factories"}

// String returns the step's name.
func (p FireStep) String() string {
	if int(p) < len(stepNames) {
		return stepNames[p]
	}
	return "done"
}

// Aim is one unit a die may hit and the highest face that hits it.
type Aim struct {
	Unit UnitID `json:"unit"`
	Hit  int    `json:"hit"`
}

// Shot is one die thrown in a step: by a unit (Firer) or by a defending
// factory (Firer 0, Factory its kind). A face hits the units of Aims whose
// number it does not exceed; a unit assigned to a logistics target instead
// hits Target on TargetHit or less.
type Shot struct {
	Side    int         `json:"side"`
	Firer   UnitID      `json:"firer,omitempty"`
	Factory FactoryKind `json:"factory,omitempty"`
	Aims    []Aim       `json:"aims,omitempty"`
	// Assigned is set for a unit firing at a logistics target (D20).
	Assigned  bool            `json:"assigned,omitempty"`
	Target    LogisticsTarget `json:"target,omitzero"`
	TargetHit int             `json:"target_hit,omitempty"`
	// FirerChooses is set for dice whose hits the firing side places (seed
	// 001 Torpedo, Tactical Air Support; D19).
	FirerChooses bool `json:"firer_chooses,omitempty"`
	// Reroll is set for a gun paired with an armored car or airship: a
	// missing die is thrown once more (seed 001 Reconnaissance, Spotter).
	Reroll bool `json:"reroll,omitempty"`
}

// Best returns the highest face that hits anything.
func (sh Shot) Best() int {
	best := sh.TargetHit
	for _, a := range sh.Aims {
		best = max(best, a.Hit)
	}
	return best
}

// combatView is one side-pair of a battle at one moment, with the pairings
// that modify ratings worked out once (artillery support, Charge!, defensive
// preparations; each under the Rule of Three where the seed says so, D7).
type combatView struct {
	s      *State
	b      *Battle
	units  [2][]*Unit // attacker's, defender's, in id order
	types  map[UnitID]*UnitType
	typeOf [2][]*UnitType // the types of units, index for index
	aims   []Aim          // backing array of the dice's Aims (shot)
	bonus  map[UnitID]int // flat rating bonus of every step: Ski Troops
	// The pairings count steps (DESIGN D33): each map holds, per block, how
	// many of its steps (its first dice) are paired; fort holds the bonus
	// of each step from fortifications.
	support  map[UnitID]int   // steps paired with a supporting step (seed 001)
	charging map[UnitID]int   // cavalry steps whose Charge! is on
	spotted  map[UnitID]int   // gun steps that may reroll a miss (Reconnaissance, Spotter)
	fort     map[UnitID][]int // per step: Defensive Preparations
	mountain bool
	port     bool
	// riverine: a lake or canal hex (seed 001 Torpedo Boat Destroyer's
	// "riverine space", DESIGN D39).
	riverine bool
	round    int // the round being fought; 1 for a pending battle
}

// role returns 0 for the attacker, 1 for the defender.
func (v *combatView) role(side int) int {
	if side == v.b.Attacker {
		return 0
	}
	return 1
}

// newCombatView gathers b's units and works out every pairing.
func (s *State) newCombatView(b *Battle) *combatView { return s.newCombatViewFor(b, -1) }

// newCombatViewFor is newCombatView for the dice of one role (0 attacker,
// 1 defender; -1 both): the other side's pairings change only its own dice
// and are left out.
func (s *State) newCombatViewFor(b *Battle, only int) *combatView {
	v := &combatView{s: s, b: b}
	v.mountain = s.Map.Terrain(b.Hex) == hexmap.Mountain
	v.port = s.Map.Cell(b.Hex).Port
	if i := s.Map.Index(b.Hex); i >= 0 {
		v.riverine = s.Map.Cell(b.Hex).Canal || s.lakeMap()[i]
	}
	v.round = max(b.Round, 1)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != b.Hex || (u.Side != b.Attacker && u.Side != b.Defender) || !fights(u) {
			continue
		}
		v.units[v.role(u.Side)] = append(v.units[v.role(u.Side)], u)
	}
	v.types = make(map[UnitID]*UnitType, len(v.units[0])+len(v.units[1]))
	for r := range v.typeOf {
		v.typeOf[r] = make([]*UnitType, 0, len(v.units[r]))
	}
	for r, units := range v.units {
		for _, u := range units {
			t := catalogType(u.Type)
			v.types[u.ID] = t
			v.typeOf[r] = append(v.typeOf[r], t)
			if a, ok := abilityOf(t, "ski_troops"); ok && v.mountain && len(a.Params) > 0 {
				put(&v.bonus, u.ID, v.bonus[u.ID]+a.Params[0]) // seed 001 Ski Troops: into or defending mountain
			}
			if a, ok := abilityOf(t, "port_torpedo"); ok && ((r == 1 && v.port) || v.riverine) && len(a.Params) > 0 {
				// seed 001 Torpedo Boat Destroyer defending a port or
				// operating in a riverine space (a lake or canal, D39)
				put(&v.bonus, u.ID, v.bonus[u.ID]+a.Params[0])
			}
		}
	}
	for r := range 2 {
		if only >= 0 && r != only {
			continue
		}
		v.pairSupport(r)
		v.pairSpotters(r)
		if r == 0 {
			v.pairCharge()
		} else {
			v.pairFortifications()
		}
	}
	return v
}

// baseRatings are the ratings of u's die k (its k-th step, DESIGN D33)
// against each target class before target-specific changes: attack or
// defense by role, damaged ratings by hits taken (seed 001 Capital Ship),
// artillery support when the step is paired.
func (v *combatView) baseRatings(u *Unit, k int) [len(targetClassNames)]int {
	t := v.types[u.ID]
	r := v.role(u.Side)
	rating := t.Attack
	if r == 1 {
		rating = t.Defense
	}
	if hits := t.MaxCV - u.CV; hits > 0 && len(t.Damaged) > 0 {
		d := t.Damaged[min(hits, len(t.Damaged))-1]
		rating = d.Attack
		if r == 1 {
			rating = d.Defense
		}
	}
	if k < v.support[u.ID] && t.Supported != nil {
		if r == 0 {
			rating = t.Supported.Attack
		} else {
			rating = t.Supported.Defense
		}
	}
	var out [len(targetClassNames)]int
	airdrop, ok := abilityOf(t, "airdrop_attack")
	for c := range out {
		out[c] = int(rating[c])
		if ok && r == 0 && u.Airdropped && v.round == 1 && len(airdrop.Params) > 0 && rating[c] > 0 {
			out[c] = airdrop.Params[0] // seed 001 Paratroopers "*": 2 in the first round when airdropped
		}
	}
	return out
}

// put stores val under k in *m, making the map on first use: most battles
// pair few units, and even an empty map costs an allocation.
func put[V any](m *map[UnitID]V, k UnitID, val V) {
	if *m == nil {
		*m = map[UnitID]V{}
	}
	(*m)[k] = val
}

// firer is what a unit's hit numbers depend on besides the target, worked
// out once per die, since a die is aimed at every enemy unit in the hex.
type firer struct {
	t    *UnitType
	role int
	// base is baseRating against each target class.
	base [len(targetClassNames)]int
	// charge is seed 001 Charge! while it is on.
	charge *Ability
	// adj is the flat bonus less the out-of-supply penalty (D21).
	adj int
}

// firerOf works out the firer of u's die k (its k-th step).
func (v *combatView) firerOf(u *Unit, k int) firer {
	f := firer{t: v.types[u.ID], role: v.role(u.Side), adj: v.bonus[u.ID]}
	if fb := v.fort[u.ID]; k < len(fb) {
		f.adj += fb[k]
	}
	f.base = v.baseRatings(u, k)
	if k < v.charging[u.ID] {
		if a, ok := abilityOf(f.t, enemyCountAbilities[0]); ok && len(a.Params) > 0 {
			f.charge = a
		}
	}
	if u.OutOfSupply && !hasAbility(f.t, "living_off_the_land") {
		f.adj-- // D21; seed 001 Living off the Land exempts
	}
	return f
}

// hitNumber returns the highest d12 face with which f hits a unit of type
// typ (tt its catalog entry) in this battle: 0 when it cannot hit it (D1,
// D6), with Versus ratings, Charge!, flat bonuses and the out-of-supply
// penalty (D21) applied. It depends on the target only through its type.
func (f *firer) hitNumber(tt *UnitType, typ string) int {
	n := f.base[tt.Class]
	if n == 0 {
		return 0
	}
	for _, vs := range f.t.Versus {
		if slices.Contains(vs.Targets, typ) {
			if f.role == 0 && vs.Attack > 0 {
				n = int(vs.Attack)
			} else if f.role == 1 && vs.Defense > 0 {
				n = int(vs.Defense)
			}
		}
	}
	if f.charge != nil && slices.Contains(f.charge.With, typ) {
		n = max(n, f.charge.Params[0])
	}
	return f.adjust(n)
}

// adjust applies the flat bonus and supply penalty to a positive rating.
func (f *firer) adjust(n int) int {
	return min(max(n+f.adj, 0), 12)
}

// hasAbility is UnitType.HasAbility without copying the type.
func hasAbility(t *UnitType, id string) bool {
	_, ok := abilityOf(t, id)
	return ok
}

// firstStriker reports whether u fires in the first-strike step of round 1:
// seed 001 First Strike, or a submarine's when the enemy has no destroyer.
func (v *combatView) firstStriker(u *Unit) bool {
	t := v.types[u.ID]
	if hasAbility(t, "first_strike") {
		return true
	}
	a, ok := abilityOf(t, enemyCountAbilities[1])
	if !ok {
		return false
	}
	for _, e := range v.units[1-v.role(u.Side)] {
		if slices.Contains(a.With, e.Type) {
			return false
		}
	}
	return true
}

// firesIn reports whether u fires in step p of round.
func (v *combatView) firesIn(u *Unit, p FireStep, round int) bool {
	first := round == 1 && v.firstStriker(u)
	switch p {
	case StepFirstStrike:
		return first
	case StepAir:
		return !first && v.types[u.ID].Class == ClassAir
	case StepNaval:
		return !first && v.types[u.ID].Class == ClassNaval
	case StepGround:
		return !first && v.types[u.ID].Class == ClassGround
	}
	return false
}

// StepShots lists the dice step p of b's current round throws, attacker's
// first, each side in unit id order (part (a) above). It changes nothing.
// A unit that could hit nothing present throws no die. A pending battle is
// seen as at its first round, so odds can be shown before it is fought.
func (s *State) StepShots(b *Battle, p FireStep) []Shot {
	return s.newCombatView(b).stepShots(p)
}

// stepShots lists the dice of step p from one combat view (StepShots,
// RoundShots).
func (v *combatView) stepShots(p FireStep) []Shot { return v.appendStepShots(nil, p, -1) }

// appendStepShots appends to out the dice of step p thrown by role only
// (0 attacker, 1 defender, -1 both).
func (v *combatView) appendStepShots(out []Shot, p FireStep, only int) []Shot {
	s, b, round := v.s, v.b, v.round
	for r := range 2 {
		if only >= 0 && r != only {
			continue
		}
		side := b.Attacker
		if r == 1 {
			side = b.Defender
		}
		if p == StepFactories {
			if r == 1 {
				out = append(out, v.factoryShots(side)...)
			}
			continue
		}
		for _, u := range v.units[r] {
			if !v.firesIn(u, p, round) || (round == 1 && slices.Contains(b.Intercepted, u.ID)) {
				continue // seed 001 Escort: an interceptor sits out the round
			}
			for k := range Dice(u.Type, u.CV) { // one die per step (DESIGN D33)
				if sh, ok := v.shot(u, k); ok {
					out = append(out, sh)
				}
			}
		}
		if r == 0 && p == StepFirstStrike && round == 1 {
			out = append(out, s.bombardShots(b, v.units[1])...) // combat_bombard.go
		}
	}
	return out
}

// shot builds the die of u's k-th step for the step, if it can hit anything.
func (v *combatView) shot(u *Unit, k int) (Shot, bool) {
	f := v.firerOf(u, k)
	sh := Shot{Side: u.Side, Firer: u.ID, Reroll: k < v.spotted[u.ID]}
	if f.role == 0 {
		if a, ok := v.b.assignment(u.ID); ok {
			// Logistics targets are hit with the rating against ground
			// (seed 004: Mulberries are "ground Logistics units").
			if n := f.base[ClassGround]; n > 0 {
				sh.Assigned, sh.Target, sh.TargetHit = true, a, f.adjust(n)
				return sh, sh.TargetHit > 0
			}
		}
		sh.FirerChooses = hasAbility(f.t, "torpedo") || hasAbility(f.t, "tactical_air_support") || v.gunDirector(u) ||
			(v.riverine && hasAbility(f.t, "port_torpedo"))
	} else {
		// seed 001 Torpedo Boat Destroyer: "If this unit hits when defending
		// a port or on a riverine space, it may select casualties."
		sh.FirerChooses = ((v.port || v.riverine) && hasAbility(f.t, "port_torpedo")) || v.gunDirector(u)
	}
	// The aims of every die come out of one array per view; each die's
	// part is capped so that no append can reach the next one's.
	enemies := v.units[1-f.role]
	if cap(v.aims)-len(v.aims) < len(enemies) {
		v.aims = make([]Aim, 0, len(enemies)*len(v.units[f.role]))
	}
	at := len(v.aims)
	sh.Aims = v.aims[at : at : at+len(enemies)]
	for i, e := range enemies {
		if n := f.hitNumber(v.typeOf[1-f.role][i], e.Type); n > 0 {
			sh.Aims = append(sh.Aims, Aim{Unit: e.ID, Hit: n})
		}
	}
	if f.role == 0 && hasAbility(f.t, "tactical_air_support") && !hasAbility(f.t, "torpedo") && !v.gunDirector(u) {
		// seed 001 Tactical Air Support: "you may assign the hit to a
		// defending ground unit of your choice". With defending ground units
		// in reach the firer gives the hit to one of them; with none, a hit
		// on ships is placed by their owner as usual.
		ground := sh.Aims[:0]
		for _, a := range sh.Aims {
			if i := slices.IndexFunc(enemies, func(e *Unit) bool { return e.ID == a.Unit }); v.typeOf[1-f.role][i].Class == ClassGround {
				ground = append(ground, a)
			}
		}
		if len(ground) > 0 {
			sh.Aims = ground
		} else {
			sh.FirerChooses = false
		}
	}
	v.aims = v.aims[:at+len(sh.Aims)]
	if len(sh.Aims) == 0 {
		sh.Aims = nil
	}
	return sh, sh.Aims != nil
}

// factoryShots are the defending factories' dice: each fires once a round at
// 1 against air, naval and ground (seed 004 "1-1-1 firepower"), a 0 PP
// factory too, since that step is never eliminated.
func (v *combatView) factoryShots(side int) []Shot {
	var out []Shot
	for _, f := range v.s.Factories {
		if f.Hex != v.b.Hex || f.Side != side {
			continue
		}
		sh := Shot{Side: side, Factory: f.Kind}
		for _, e := range v.units[0] {
			sh.Aims = append(sh.Aims, Aim{Unit: e.ID, Hit: 1})
		}
		if len(sh.Aims) > 0 {
			out = append(out, sh)
		}
	}
	return out
}

// abilityOf returns t's ability with the given id, without copying it.
func abilityOf(t *UnitType, id string) (*Ability, bool) {
	for i := range t.Abilities {
		if t.Abilities[i].ID == id {
			return &t.Abilities[i], true
		}
	}
	return nil, false
}
