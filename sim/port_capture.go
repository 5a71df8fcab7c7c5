package sim

// Ports taken by ground troops (DESIGN D36). Ground units and ships cannot
// hit each other (catalog reading G3), so ships in a land hex do not defend it
// against attacking ground units: a battle there is decided by the units that
// can fight the ground assault, and when the port falls its ships put to sea.
//
// Readings: the ships stand aside only when the attacker has ground units in
// the hex; an attack by air or ships alone fights them as usual. The owner's
// choice of sea hex is made by the automatic rule of D36 (the free adjacent
// sea hex nearest a friendly port, ties in direction order): a battle's end
// is no place to wait for a command. A sea hex is free when it holds no enemy
// ship, is outside the storm area and is one the ship may sail (Lake and
// Coastal Combatant limits). Cargo and aircraft aboard go with their ship.

import (
	"fmt"

	"hexstorm/hexmap"
)

// standsAside reports whether defending unit u, a ship in a land hex, takes
// no part in holding that hex against attacker, who has ground units there.
func (s *State) standsAside(u *Unit, attacker int) bool {
	return catalogType(u.Type).Class == ClassNaval && s.Map.Terrain(u.Hex) != hexmap.Sea &&
		s.groundUnitsIn(u.Hex, attacker, 0) > 0
}

// holdingUnits returns the ids of side's units that hold h against the
// battle's attacker: its fighting units, less ships standing aside (D36).
func (s *State) holdingUnits(b *Battle, side int) []UnitID {
	ids := s.sideUnits(b.Hex, side)
	if side != b.Defender {
		return ids
	}
	out := ids[:0:0]
	for _, id := range ids {
		if u := s.Unit(id); u != nil && !s.standsAside(u, b.Attacker) {
			out = append(out, id)
		}
	}
	return out
}

// putToSea moves every ship of a side other than captor out of land hex h,
// taken by captor's ground units, to a free adjacent sea hex, or eliminates
// it when there is none (D36).
func (t *tx) putToSea(h hexmap.Hex, captor int) {
	s := t.s
	var ships []UnitID
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == h && u.Side != captor && u.CarriedBy == 0 && catalogType(u.Type).Class == ClassNaval {
			ships = append(ships, u.ID)
		}
	}
	for _, id := range ships {
		u := s.Unit(id)
		to, ok := s.seaRefuge(u, h)
		if !ok {
			t.eliminate(id, "has no free sea to put out to from the fallen port and is lost")
			continue
		}
		u.Hex = to
		t.emit(Event{Kind: EvUnitMoved, Side: u.Side, Unit: id, From: h, To: to,
			Why: fmt.Sprintf("puts to sea as the port at %s falls", h)})
		t.carryCargo(u, h)
	}
}

// seaRefuge picks the sea hex next to h that ship u puts out to: free of
// enemy ships, open to it, nearest a port its side controls.
func (s *State) seaRefuge(u *Unit, h hexmap.Hex) (hexmap.Hex, bool) {
	n := s.newNavalMover(u.Side, catalogType(u.Type))
	var ports []hexmap.Hex
	for i := 0; i < s.Map.Len(); i++ {
		p := s.Map.HexAt(i)
		if p != h && s.isPort(p) && int(s.Control[i]) == u.Side {
			ports = append(ports, p)
		}
	}
	best, bestD, found := hexmap.Hex{}, 0, false
	for _, nb := range h.Neighbors() {
		if !s.Map.Contains(nb) || s.Map.Terrain(nb) != hexmap.Sea || s.Storm.Covers(nb) || n.waterProblem(nb) != "" || s.enemyShipIn(nb, u.Side) {
			continue
		}
		d := 1 << 30
		for _, p := range ports {
			d = min(d, hexmap.Distance(nb, p))
		}
		if !found || d < bestD {
			best, bestD, found = nb, d, true
		}
	}
	return best, found
}

// enemyShipIn reports whether h holds a naval unit of a side other than side.
func (s *State) enemyShipIn(h hexmap.Hex, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Hex == h && u.Side != side && catalogType(u.Type).Class == ClassNaval {
			return true
		}
	}
	return false
}
