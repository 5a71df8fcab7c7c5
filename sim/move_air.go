package sim

// Air basing (DESIGN D15, seed 004 Airfields, seed 001 Carry Aircraft): an
// air unit flies 1 point a hex over any terrain and ends its move at a base
// of its side with room, or aboard a friendly carrier with room.
//
// Capacity is counted the same way everywhere: a city or town its side
// controls (or that nobody controls) holding no enemy unit operates 2 air
// units; each airfield of the side already usable this turn adds 1 (minor)
// or 2 (major). Air units standing in the hex and not aboard a carrier fill
// it. Carriers count only the aircraft aboard them.

import "hexstorm/hexmap"

// AirBaseCapacity returns how many of side's air units may operate from h
// (seed 004: city or town 2, minor airfield 1, major airfield 2; a captured
// airfield serves its captor from the following turn).
func (s *State) AirBaseCapacity(h hexmap.Hex, side int) int {
	if !s.Map.Contains(h) || s.enemyUnitIn(h, side) {
		return 0
	}
	n := 0
	if s.Map.Terrain(h).IsSettlement() && !s.enemyControlled(h, side) {
		n += 2
	}
	for _, a := range s.Airfields {
		if a.Hex == h && a.Side == side && a.UsableFrom <= s.Turn {
			n++
			if a.Major {
				n++
			}
		}
	}
	return n
}

// airBased counts side's air units operating from the base in h (not aboard
// a carrier), leaving out skip.
func (s *State) airBased(h hexmap.Hex, side int, skip UnitID) int {
	n := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != h || u.Side != side || u.ID == skip || u.CarriedBy != 0 {
			continue
		}
		if t := catalogType(u.Type); t.Class == ClassAir {
			n++
		}
	}
	return n
}

// airLanding decides where air unit u lands in h: aboard carrier when one is
// named, else at the base when it has room, else aboard the first friendly
// carrier there with room (in id order). It returns the carrier, 0 for a base.
func (s *State) airLanding(u *Unit, h hexmap.Hex, carrier UnitID) (UnitID, *RuleError) {
	if carrier != 0 {
		c := s.Unit(carrier)
		if c == nil || c.Side != u.Side || c.Hex != h || c.ID == u.ID {
			return 0, refuse("seed 001 Carry Aircraft", "unit %d is not a carrier of %s at %s", carrier, s.sideName(u.Side), h)
		}
		if !s.cargoFits(c, u) {
			return 0, refuse(cargoRule(c), "unit %d has no room aboard for unit %d %s", c.ID, u.ID, u.Type)
		}
		return carrier, nil
	}
	if s.enemyUnitIn(h, u.Side) {
		return 0, refuse("DESIGN D15", "air units end their move at a base and %s holds enemy units (attack them with an air strike, DESIGN D17)", h)
	}
	capacity := s.AirBaseCapacity(h, u.Side)
	if capacity > s.airBased(h, u.Side, u.ID) {
		return 0, nil
	}
	for i := range s.Units {
		c := &s.Units[i]
		if c.Hex == h && c.Side == u.Side && c.ID != u.ID && s.cargoFits(c, u) {
			return c.ID, nil
		}
	}
	if capacity == 0 {
		return 0, refuse("DESIGN D15", "air units must end their move at a base of their side (a city, town, usable airfield or carrier with room); %s is none", h)
	}
	return 0, refuse("seed 004 Airfields", "the base at %s is full: it operates %d air units", h, capacity)
}

// landAir puts air unit u down in h, aboard a carrier if it lands on one.
func (t *tx) landAir(u *Unit, h hexmap.Hex, carrier UnitID) error {
	c, err := t.s.airLanding(u, h, carrier)
	if err != nil {
		return err
	}
	u.CarriedBy = c
	if c != 0 {
		t.emit(Event{Kind: EvUnitLoaded, Side: u.Side, Unit: u.ID, From: h, To: h, Value: int(c),
			Why: "lands aboard a carrier (seed 001 Carry Aircraft)"})
	}
	return nil
}
