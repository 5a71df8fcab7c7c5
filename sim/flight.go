package sim

// Flights and the Storm (DESIGN D37, seed 004 Storms: units "cannot move
// into or through the storm area"). Every flight that is not flown hex by
// hex along a path the player gives (air strikes, defensive commitment,
// supply drops, and the flight home from a battle) is measured along the
// shortest path around the storm area, never as the crow flies.

import "hexstorm/hexmap"

// flightDistance returns the length of the shortest flight from a to b that
// stays on the map and out of the storm area, if it is at most limit.
func (s *State) flightDistance(a, b hexmap.Hex, limit int) (int, bool) {
	if s.Storm.Covers(a) || s.Storm.Covers(b) {
		return 0, false
	}
	d := hexmap.Distance(a, b)
	if d > limit {
		return d, false
	}
	if !s.Storm.On || d <= 1 {
		return d, true
	}
	// A bounded breadth-first search: the storm area is small, so the
	// detour is short and the search stays within limit hexes of a.
	seen := map[hexmap.Hex]bool{a: true} // membership only; order comes from the queue
	frontier := []hexmap.Hex{a}
	for step := 1; step <= limit && len(frontier) > 0; step++ {
		var next []hexmap.Hex
		for _, h := range frontier {
			for _, n := range h.Neighbors() {
				if seen[n] || !s.Map.Contains(n) || s.Storm.Covers(n) {
					continue
				}
				if n == b {
					return step, true
				}
				if step+hexmap.Distance(n, b) > limit {
					continue
				}
				seen[n] = true
				next = append(next, n)
			}
		}
		frontier = next
	}
	return d, false
}

// canFly reports whether a flight from a to b within limit hexes avoids the
// storm area.
func (s *State) canFly(a, b hexmap.Hex, limit int) bool {
	_, ok := s.flightDistance(a, b, limit)
	return ok
}
