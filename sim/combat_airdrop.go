package sim

import "fmt"

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
			switch {
			case ty.HasAbility("combat_aircraft"):
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
			if t.roll(12, u.Side, why) <= n && !hit {
				hit = true
				t.applyHit(tr.ID, id)
			}
		}
		if hit && e.Cargo != 0 && s.Unit(e.Cargo) != nil {
			t.eliminate(e.Cargo, "is lost with the air transport that carried it (seed 001 Airdrop)")
		}
	}
	s.AirExposures = nil
}
