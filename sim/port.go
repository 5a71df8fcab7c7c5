package sim

// Ports (seed 004 Mulberries: "Mulberries are equivalent to Ports (port
// capacity is 2)").
//
// Reading: the parenthesis states the capacity of a port, and a Mulberry is
// "equivalent" to one, so every port has capacity 2: a port city or town, or
// a Mulberry, holds at most 2 naval units of one side. The seeds give ports no
// other capacity (city size is production, not berths). The limit binds where
// a ship comes to be in a port: the end of a move, a retreat, and a naval
// unit built there. Canal hexes are passages, not ports, and have no limit.

import "hexstorm/hexmap"

// PortCapacity is how many naval units of one side a port holds (seed 004).
const PortCapacity = 2

// isPort reports whether land hex h is a port: a port city or town, or a
// Mulberry of any side (an enemy one is still a port, if not yet the captor's).
func (s *State) isPort(h hexmap.Hex) bool {
	c := s.Map.Cell(h)
	if c.Terrain == hexmap.Sea {
		return false
	}
	if c.Port {
		return true
	}
	for _, m := range s.Mulberries {
		if m.Hex == h {
			return true
		}
	}
	return false
}

// navalUnitsIn counts side's naval units in h, leaving out unit except.
func (s *State) navalUnitsIn(h hexmap.Hex, side int, except UnitID) int {
	n := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == h && u.Side == side && u.ID != except && catalogType(u.Type).Class == ClassNaval {
			n++
		}
	}
	return n
}

// portProblem says why one more naval unit of side (other than unit except)
// cannot be in port h, or nil; hexes that are not ports have no limit.
func (s *State) portProblem(h hexmap.Hex, side int, except UnitID) *RuleError {
	if !s.isPort(h) || s.navalUnitsIn(h, side, except) < PortCapacity {
		return nil
	}
	return refuse("seed 004 Mulberries", "the port at %s already holds %d naval units of %s (port capacity is %d)",
		h, PortCapacity, s.sideName(side), PortCapacity)
}

// enemyMulberry reports whether h holds a Mulberry of a side other than side.
func (s *State) enemyMulberry(h hexmap.Hex, side int) bool {
	for _, m := range s.Mulberries {
		if m.Hex == h && m.Side != side {
			return true
		}
	}
	return false
}
