package sim

import "slices"

// What a side knows of the whole position (DESIGN D9, D10, D41). EventsFor
// (redact.go) says what a side learns of events; ViewFor says what it knows
// of the state. The play-by-cloud server sends each seat only these two.

// ViewFor returns the state as viewer knows it, a copy that shares only the
// map with s; s is not changed. A block viewer sees face down (FaceUp: an
// enemy block not revealed by a running battle viewer fights, D9; any block
// in the storm area, its owner's included, D10) keeps its id, owner, hex and
// carrier, and gets its class ("ground", "air", "naval") as its Type, 0 as
// its CV and no flags. An enemy block that left play keeps its id and owner
// and gets its class. Another side's production pools and the strategic
// layer's secret builds and event cards are left out, and so are the
// generator's state and the deck, which would tell every die and card to
// come. A viewer of -1 is an onlooker, who sees the state as it is except
// for the generator, the deck and blocks in the storm.
func (s *State) ViewFor(viewer int) *State {
	v := s.Clone()
	v.Rand = Rand{}
	for i := range v.Units {
		u := &v.Units[i]
		if !s.FaceUp(viewer, &s.Units[i]) {
			*u = faceDown(*u)
		}
	}
	for i := range v.Eliminated {
		u := &v.Eliminated[i]
		if viewer >= 0 && u.Side != viewer && !s.Options.OpenBlocks {
			*u = faceDown(*u)
		}
	}
	if viewer >= 0 {
		v.Pools = slices.DeleteFunc(v.Pools, func(p Pool) bool { return p.Side != viewer })
	}
	if c := v.Campaign; c != nil {
		c.Deck = nil
		mine := func(power int) bool {
			return viewer < 0 || power >= 0 && power < len(c.Powers) && c.Powers[power].Side == viewer
		}
		c.Orders = slices.DeleteFunc(c.Orders, func(o BuildOrder) bool { return !mine(o.Power) })
		for i := range c.Powers {
			if !mine(i) {
				c.Powers[i].Hand = nil
			}
		}
	}
	return v
}

// faceDown returns u as a block seen face down: id, owner, hex, carrier and
// class only.
func faceDown(u Unit) Unit {
	class := ClassGround.String()
	if t, ok := LookupUnitType(u.Type); ok {
		class = t.Class.String()
	}
	return Unit{ID: u.ID, Type: class, Side: u.Side, Hex: u.Hex, CarriedBy: u.CarriedBy}
}
