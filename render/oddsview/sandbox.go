package oddsview

import (
	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/sim"
)

// sandboxUnit is one unit of a sandbox battle.
type sandboxUnit struct {
	typ string
	cv  int
}

// sandboxEdit is a battle set up by hand in the calculator: the units of
// both sides and the terrain they fight on (odds.Sandbox builds the game).
type sandboxEdit struct {
	terrain hexmap.Terrain
	units   [2][]sandboxUnit // attacker, defender
	// adding is the side a click on a unit type adds to.
	adding int
}

// maxSandboxUnits bounds each side, as a hex holds no more in a real game
// than the stacking limits and the battle's air and naval units allow.
const maxSandboxUnits = 30

func newSandboxEdit(t hexmap.Terrain) *sandboxEdit { return &sandboxEdit{terrain: t} }

// add puts a unit of type typ with cv (0: full) on side r (0 attacker, 1
// defender), reporting whether there was room.
func (sb *sandboxEdit) add(r int, typ string, cv int) bool {
	if len(sb.units[r]) >= maxSandboxUnits {
		return false
	}
	sb.units[r] = append(sb.units[r], sandboxUnit{typ: typ, cv: cv})
	return true
}

// remove takes unit i off side r.
func (sb *sandboxEdit) remove(r, i int) {
	if i >= 0 && i < len(sb.units[r]) {
		sb.units[r] = append(sb.units[r][:i], sb.units[r][i+1:]...)
	}
}

// state makes the sandbox's game through odds.Sandbox, the same set-up the
// command line's sandbox uses.
func (sb *sandboxEdit) state() (*sim.State, error) {
	in := odds.Sandbox{Terrain: sb.terrain}
	for r, side := range sb.units {
		for _, u := range side {
			if r == 0 {
				in.Attacker = append(in.Attacker, u.typ)
			} else {
				in.Defender = append(in.Defender, u.typ)
			}
		}
	}
	for _, side := range sb.units {
		for _, u := range side {
			in.CV = append(in.CV, u.cv)
		}
	}
	return in.State()
}

// sandboxTypes are the unit types a sandbox offers: every type that fights,
// in catalog order.
func sandboxTypes() []sim.UnitType {
	var out []sim.UnitType
	for _, t := range sim.UnitTypes() {
		if t.MaxCV > 0 {
			out = append(out, t)
		}
	}
	return out
}
