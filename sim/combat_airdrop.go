package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// aaaRating is the number an AAA unit's die needs to hit an aircraft.
// Seed 001 leaves AAA fire blank ("Air Defense:" and nothing follows);
// docs/catalog-conflicts.md G5 and DESIGN D38 take the A&A-like reading: one
// d12 per transport, or per attacking aircraft (up to three), hitting on 2.
const aaaRating = 2

// attackExposedTransports resolves, as the combat phase opens and before any
// battle, the free attack of seed 001 Transport Aircraft: "If the air
// transport enters an enemy-controlled territory, AAA and fighters located in
// that territory receive one free attack. AAA may fire separately for each
// transport." Movement records each exposure (State.AirExposures, in the
// order they happened); they are resolved hex by hex, in the order each hex
// was first entered (DESIGN D38):
//   - each enemy AAA in the hex fires separately at each transport, one d12
//     per step at aaaRating, a hit destroying that transport;
//   - then the defending fighters sent up roll once each in all (Example A:
//     "The British player rolls a 4 for the fighter"), at their defense
//     against air (D21 supply penalty included); each hit is placed by the
//     transports' owner, on an escort first (seed 001 Non-combatant), else on
//     a transport, an empty one before one still carrying its paratrooper.
//
// The defender "can" send fighters up (seed 001 Escort); its choice is made
// by the automatic rule read here: one fighter per transport in the hex, in
// id order, and the others stay to defend in the battle as usual. A fighter
// sent up sits out round 1 of the battle there. A transport shot down takes
// the paratrooper it carried there with it, even if since dropped (Example
// A: "One paratrooper is also removed as a casualty because it was carried
// as cargo aboard that transport").
func (t *tx) attackExposedTransports() {
	s := t.s
	var hexes []hexmap.Hex
	for _, e := range s.AirExposures {
		if !slices.Contains(hexes, e.Hex) {
			hexes = append(hexes, e.Hex)
		}
	}
	for _, h := range hexes {
		var group []AirExposure
		for _, e := range s.AirExposures {
			if e.Hex == h {
				group = append(group, e)
			}
		}
		t.freeAttack(h, group)
	}
	s.AirExposures = nil
}

// freeAttack resolves the free attack on the transports exposed in h.
func (t *tx) freeAttack(h hexmap.Hex, group []AirExposure) {
	s := t.s
	down := func(e AirExposure, firer UnitID) {
		t.applyHit(e.Transport, firer)
		if s.Unit(e.Transport) == nil && e.Cargo != 0 && s.Unit(e.Cargo) != nil {
			t.eliminate(e.Cargo, "is lost with the air transport that carried it (seed 001 Airdrop)")
		}
	}
	// AAA, separately for each transport.
	for _, e := range group {
		tr := s.Unit(e.Transport)
		if tr == nil {
			continue // already shot down at an earlier hex
		}
		hit := false
		for _, id := range s.UnitsAt(h) {
			u := s.Unit(id)
			if u == nil || u.Side == tr.Side || !isAAA(u) {
				continue
			}
			for range max(1, u.CV) {
				why := fmt.Sprintf("unit %d %s fires at air transport %d (rating %d, seed 001 Airdrop)", id, u.Type, tr.ID, aaaRating)
				if face := t.rollIn(h, 12, u.Side, why); face <= aaaRating {
					hit = true
				}
			}
			if hit {
				down(e, id)
				break
			}
		}
	}
	// Fighters sent up, one roll each in all.
	var live []AirExposure
	for _, e := range group {
		if s.Unit(e.Transport) != nil && !slices.ContainsFunc(live, func(l AirExposure) bool { return l.Transport == e.Transport }) {
			live = append(live, e)
		}
	}
	if len(live) == 0 {
		return
	}
	side := s.Unit(live[0].Transport).Side
	var hits []UnitID
	sent := 0
	for _, id := range s.UnitsAt(h) {
		u := s.Unit(id)
		if sent >= len(live) {
			break
		}
		if u == nil || u.Side == side || !catalogType(u.Type).HasAbility("combat_aircraft") {
			continue
		}
		ty := catalogType(u.Type)
		n := int(ty.Defense[ClassAir])
		if u.OutOfSupply && !ty.HasAbility("living_off_the_land") {
			n--
		}
		if n <= 0 {
			continue
		}
		sent++
		why := fmt.Sprintf("unit %d %s fires at the air transports (rating %d, seed 001 Airdrop)", id, u.Type, n)
		face := t.rollIn(h, 12, u.Side, why)
		t.intercepted(h, id)
		if face <= n {
			hits = append(hits, id)
		}
	}
	for _, firer := range hits {
		tr := s.Unit(live[0].Transport)
		if esc := s.escortOf(tr, h); esc != 0 {
			t.applyHit(esc, firer) // seed 001 Non-combatant: the escort is lost first
			continue
		}
		// The owner's choice: an empty transport before a loaded one.
		k := slices.IndexFunc(live, func(e AirExposure) bool {
			return s.Unit(e.Transport) != nil && (e.Cargo == 0 || s.Unit(e.Cargo) == nil)
		})
		if k < 0 {
			k = slices.IndexFunc(live, func(e AirExposure) bool { return s.Unit(e.Transport) != nil })
		}
		if k < 0 {
			return
		}
		down(live[k], firer)
	}
}

// antiAircraft fires the defender's AAA in battle bi before its first round
// (DESIGN D38, seed 001 AAA "defend against air attack", catalog G5): each
// AAA step fires one d12 at each of up to three attacking aircraft (the
// first three in id order), hitting on aaaRating; the aircraft's owner
// places the hits among the aircraft fired at.
func (t *tx) antiAircraft(bi int) {
	s := t.s
	b := &s.Battles[bi]
	var planes []UnitID
	for _, id := range s.sideUnits(b.Hex, b.Attacker) {
		u := s.Unit(id)
		if ty := catalogType(u.Type); ty.Class == ClassAir && !ty.HasAbility("non_combatant") && len(planes) < 3 {
			planes = append(planes, id)
		}
	}
	if len(planes) == 0 {
		return
	}
	var hits []Hit
	for _, id := range s.sideUnits(b.Hex, b.Defender) {
		u := s.Unit(id)
		if !isAAA(u) {
			continue
		}
		for range max(1, u.CV) {
			for _, p := range planes {
				why := fmt.Sprintf("unit %d %s fires at attacking aircraft %d (rating %d)", id, u.Type, p, aaaRating)
				face := t.throw(Event{Side: u.Side, Unit: id, From: b.Hex, To: b.Hex, Sides: 12, Value: aaaRating, Why: why})
				if face <= aaaRating {
					hits = append(hits, Hit{Firer: id, Face: face, Targets: slices.Clone(planes)})
				}
			}
		}
	}
	t.placeHits(bi, b.Attacker, b.Defender, hits, nil)
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
