package sim

// Ships firing at the shore (seed 001):
//   - Destroyer, Shore Bombardment: "This unit may bombard sho[re] units.
//     When doing so, it hits on a 2 or less." (G12);
//   - Cruiser and the battleships, Offshore Bombardment: "can conduct
//     offshore bombardment during an amphibious assault. They hit at a N or
//     less.";
//   - Fortress, Coastal Artillery: "A Fortress may roll 3dX each turn at
//     enemy ships in adjacent Sea Zones."
//
// Readings on a hex map: a ship bombards a land battle its side attacks from
// a sea hex next to it, once per player turn, with one die in the first-strike
// step of round 1 (seed 001 Example A: "The coastal bombardment misses" before
// anything else fires); it is not part of the battle and cannot be hit there.
// Shore Bombardment needs only an attack; Offshore Bombardment needs an
// amphibious assault, an attacking unit landed from a ship this turn. The
// dice hit only ground units, at the ability's number (less 1 out of supply,
// D21). Coastal Artillery fires as its owner's combat phase opens, once per
// turn: 3 d12 (D1) at the enemy ships in the sea hexes next to the Fortress,
// hitting at the Fortress's defense rating (G6 leaves the number open), the
// hits placed by the automatic policy (D34), since no battle is there for a
// player to choose in.

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// bombardShots lists the bombardment dice of the attacker's ships next to
// battle b, for its first-strike step in round 1.
func (s *State) bombardShots(b *Battle, defenders []*Unit) []Shot {
	if !s.Map.Terrain(b.Hex).IsLand() || b.Round > 1 {
		return nil
	}
	amphibious := false
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == b.Hex && u.Side == b.Attacker && u.Amphibious {
			amphibious = true
		}
	}
	var out []Shot
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != b.Attacker || u.Bombarded || u.CarriedBy != 0 || hexmap.Distance(u.Hex, b.Hex) != 1 ||
			s.Map.Terrain(u.Hex) != hexmap.Sea || s.Storm.Covers(u.Hex) || s.inBattle(u) {
			continue
		}
		t := catalogType(u.Type)
		a, ok := abilityOf(t, "shore_bombardment")
		if !ok && amphibious {
			a, ok = abilityOf(t, "offshore_bombardment")
		}
		if !ok || len(a.Params) == 0 {
			continue
		}
		n := a.Params[0]
		if u.OutOfSupply {
			n-- // D21
		}
		sh := Shot{Side: u.Side, Firer: u.ID}
		for _, d := range defenders {
			if catalogType(d.Type).Class == ClassGround && n > 0 {
				sh.Aims = append(sh.Aims, Aim{Unit: d.ID, Hit: n})
			}
		}
		if len(sh.Aims) > 0 {
			out = append(out, sh)
		}
	}
	return out
}

// markBombarded marks the ships that fired shots from outside battle hex h
// as having bombarded this player turn.
func (t *tx) markBombarded(h hexmap.Hex, shots []Shot) {
	for _, sh := range shots {
		if u := t.s.Unit(sh.Firer); u != nil && u.Hex != h {
			u.Bombarded = true
		}
	}
}

// gunDirector reports whether ship u fires under seed 001 Gun Director: a
// cruiser in a fleet with no friendly carrier, whose hits its side places
// ("you may assign hits to aircraft"; G11 reading).
func (v *combatView) gunDirector(u *Unit) bool {
	if !v.types[u.ID].HasAbility("gun_director") {
		return false
	}
	for _, f := range v.units[v.role(u.Side)] {
		if t := v.types[f.ID]; t.Class == ClassNaval && t.HasAbility("carry_aircraft") {
			return false
		}
	}
	return true
}

// coastalArtillery fires side's Fortresses at the enemy ships next to them
// as side's combat phase opens (seed 001 Coastal Artillery).
func (t *tx) coastalArtillery(side int) {
	s := t.s
	for _, fid := range s.unitsWith(side, "coastal_artillery") {
		f := s.Unit(fid)
		if f == nil {
			continue
		}
		ft := catalogType(f.Type)
		a, _ := abilityOf(ft, "coastal_artillery")
		var targets []UnitID
		for i := range s.Units {
			e := &s.Units[i]
			if e.Side != side && hexmap.Distance(e.Hex, f.Hex) == 1 && s.Map.Terrain(e.Hex) == hexmap.Sea &&
				catalogType(e.Type).Class == ClassNaval {
				targets = append(targets, e.ID)
			}
		}
		if len(targets) == 0 || len(a.Params) == 0 {
			continue
		}
		n := int(ft.Defense[ClassNaval])
		if n == 0 {
			n = int(ft.Defense[ClassGround])
		}
		if f.OutOfSupply {
			n-- // D21
		}
		var hits []Hit
		for range a.Params[0] {
			face := t.rollIn(f.Hex, 12, side, fmt.Sprintf("unit %d %s fires its coastal artillery (rating %d, seed 001 Fortress)", f.ID, f.Type, n))
			if face <= n {
				hits = append(hits, Hit{Firer: f.ID, Face: face, Targets: slices.Clone(targets)})
			}
		}
		for i, id := range s.AssignHits(hits, false) {
			if id != 0 {
				t.applyHit(id, hits[i].Firer)
			}
		}
	}
}

// unitsWith returns the ids of side's units with the given ability, in id order.
func (s *State) unitsWith(side int, ability string) []UnitID {
	var out []UnitID
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && catalogType(u.Type).HasAbility(ability) {
			out = append(out, u.ID)
		}
	}
	return out
}
