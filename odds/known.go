package odds

import "hexstorm/sim"

// AssumedTypes are what a face-down block of each class is taken to be when
// odds are computed for a side that cannot see it: the commonest type of
// the class, at full strength.
var AssumedTypes = map[sim.TargetClass]string{
	sim.ClassGround: "infantry",
	sim.ClassAir:    "fighter",
	sim.ClassNaval:  "destroyer",
}

// AssumeHidden rewrites s, a copy the caller owns, as viewer knows it: every
// unit viewer cannot see (sim KnownTo, DESIGN D9) becomes the assumed type
// of its class at full strength, so odds computed on s tell viewer nothing
// it could not know. A viewer of -1 sees everything and s is left as it is.
// It returns the ids of the units it rewrote, in state order.
func AssumeHidden(s *sim.State, viewer int) []sim.UnitID {
	if viewer < 0 {
		return nil
	}
	var hidden []int
	for i := range s.Units {
		if !s.KnownTo(viewer, &s.Units[i]) {
			hidden = append(hidden, i)
		}
	}
	var ids []sim.UnitID
	for _, i := range hidden {
		u := &s.Units[i]
		as, ok := AssumedTypes[sim.ClassOf(u.Type)]
		if !ok {
			continue
		}
		u.Type, u.CV = as, sim.MaxCVOf(as)
		ids = append(ids, u.ID)
	}
	return ids
}
