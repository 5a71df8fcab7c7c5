package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// aaaRating is the number an AAA unit's die needs to hit an air transport.
// Seed 001 leaves AAA fire blank ("Air Defense:" and nothing follows);
// docs/catalog-conflicts.md G5 leaves it to the combat rules and names the
// A&A-like reading taken here: one d12 per transport, hitting on 2.
const aaaRating = 2

// attackExposedTransports resolves, as the combat phase opens and before any
// battle, the free attack of seed 001 Transport Aircraft: "If the air
// transport enters an enemy-controlled territory, AAA and fighters located in
// that territory receive one free attack. AAA may fire separately for each
// transport." Movement records each exposure (State.AirExposures, in the
// order they happened); here each enemy fighter in the hex rolls one die at
// its defense against air (D21 supply penalty included) and each AAA one at
// aaaRating. A hit destroys the transport and the paratrooper it carried
// there, even if it has since been dropped (seed 001 Example A: "One
// paratrooper is also removed as a casualty because it was carried as cargo
// aboard that transport").
func (t *tx) attackExposedTransports() {
	s := t.s
	for _, e := range s.AirExposures {
		tr := s.Unit(e.Transport)
		if tr == nil {
			continue // already shot down at an earlier hex
		}
		hit := false
		for _, id := range s.UnitsAt(e.Hex) {
			u := s.Unit(id)
			if u == nil || u.Side == tr.Side {
				continue
			}
			ty := catalogType(u.Type)
			n := 0
			fighter := false
			switch {
			case ty.HasAbility("combat_aircraft"):
				fighter = true
				n = int(ty.Defense[ClassAir])
				if u.OutOfSupply && !ty.HasAbility("living_off_the_land") {
					n--
				}
			case ty.HasAbility("no_combat_value") && ty.HasAbility("air_defense"):
				n = aaaRating
			}
			if n <= 0 {
				continue
			}
			why := fmt.Sprintf("unit %d %s fires at air transport %d (rating %d, seed 001 Airdrop)", id, u.Type, tr.ID, n)
			face := t.rollIn(e.Hex, 12, u.Side, why)
			if fighter {
				t.intercepted(e.Hex, id)
			}
			if face > n || hit {
				continue
			}
			if esc := s.escortOf(tr, e.Hex); fighter && esc != 0 {
				t.applyHit(esc, id) // seed 001 Non-combatant: the escort is lost first
				continue
			}
			hit = true
			t.applyHit(tr.ID, id)
		}
		if hit && e.Cargo != 0 && s.Unit(e.Cargo) != nil {
			t.eliminate(e.Cargo, "is lost with the air transport that carried it (seed 001 Airdrop)")
		}
	}
	s.AirExposures = nil
}

// escortOf returns a fighter of transport tr's side in h, flying with it as
// its escort, or 0 (seed 001 Escort: "Escort fighters (those accompanying the
// air transports) can escort and protect the air transports"; Non-combatant:
// "Air transports may not be selected as casualties until all accompanying
// friendly fighters have been lost"). Reading: the fighters accompanying a
// transport are those of its side in the hex where it is attacked (flown
// there by an air strike); a fighter's hit falls on one of them before the
// transport, while AAA, which "may fire separately for each transport", hits
// the transport itself.
func (s *State) escortOf(tr *Unit, h hexmap.Hex) UnitID {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == h && u.Side == tr.Side && u.ID != tr.ID && catalogType(u.Type).HasAbility("combat_aircraft") {
			return u.ID
		}
	}
	return 0
}

// intercepted records that defending fighter id fired at air transports in
// h: "A fighter that participates in such an action cannot later participate
// in defensive combat during the same round" (seed 001 Escort), so it sits
// out round 1 of the battle there.
func (t *tx) intercepted(h hexmap.Hex, id UnitID) {
	if b := t.s.BattleAt(h); b != nil && !slices.Contains(b.Intercepted, id) {
		b.Intercepted = append(b.Intercepted, id)
	}
}
