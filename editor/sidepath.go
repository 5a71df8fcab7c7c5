package editor

import (
	"cmp"
	"slices"

	"hexstorm/hexmap"
)

// A river is drawn along hexsides that meet end to end. The ends of a
// hexside are corners, the points where three hexes touch: the corners of
// side (h, d) are where h, its neighbour in direction d and the neighbour
// one step to either side of d meet. A river drag walks from corner to
// corner along the hexsides between them, so it stays connected however
// the cursor crosses the hexes.

// Corner is the point where three mutually adjacent hexes meet, named by
// the three hexes in a fixed order.
type Corner [3]hexmap.Hex

// newCorner returns the corner of three mutually adjacent hexes.
func newCorner(a, b, c hexmap.Hex) Corner {
	k := Corner{a, b, c}
	slices.SortFunc(k[:], func(x, y hexmap.Hex) int { return cmp.Or(cmp.Compare(x.Q, y.Q), cmp.Compare(x.R, y.R)) })
	return k
}

// sides returns the three hexsides that meet at c.
func (c Corner) sides() [3]hexmap.Hexside {
	var out [3]hexmap.Hexside
	for i, pair := range [3][2]int{{0, 1}, {1, 2}, {0, 2}} {
		a, b := c[pair[0]], c[pair[1]]
		d, _ := a.DirectionTo(b)
		out[i] = hexmap.SideOf(a, d)
	}
	return out
}

// SideCorners returns the two ends of side s.
func SideCorners(s hexmap.Hexside) [2]Corner {
	h, d := s.Hex, s.Dir
	ccw := hexmap.Direction((int(d)+4)%6 + 1)
	return [2]Corner{
		newCorner(h, h.Neighbor(d), h.Neighbor(ccw)),
		newCorner(h, h.Neighbor(d), h.Neighbor(d.Clockwise())),
	}
}

// other returns the end of s that is not c.
func other(s hexmap.Hexside, c Corner) Corner {
	ends := SideCorners(s)
	if ends[0] == c {
		return ends[1]
	}
	return ends[0]
}

// CornerPath returns the hexsides of the shortest walk from corner from to
// corner to, in order, at most limit of them; nil when to is further (or
// is from). A river dragged across the map is drawn along it.
func CornerPath(from, to Corner, limit int) []hexmap.Hexside {
	if from == to {
		return nil
	}
	type step struct {
		prev Corner
		side hexmap.Hexside
	}
	came := map[Corner]step{from: {}}
	frontier := []Corner{from}
	for range limit {
		var next []Corner
		for _, c := range frontier {
			for _, s := range c.sides() {
				n := other(s, c)
				if _, seen := came[n]; seen {
					continue
				}
				came[n] = step{prev: c, side: s}
				if n == to {
					var path []hexmap.Hexside
					for at := to; at != from; at = came[at].prev {
						path = append(path, came[at].side)
					}
					slices.Reverse(path)
					return path
				}
				next = append(next, n)
			}
		}
		frontier = next
	}
	return nil
}
