package ai

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// unreachable marks a hex a distance field cannot reach.
const unreachable = 1 << 30

// landField returns, by map index, the cheapest land movement cost from any
// of the goal hexes (D13 terrain costs, roads 1), over land hexes only and
// ignoring units and control: how far a ground unit is from its goals. It is
// a Dijkstra over small integer costs with a bucket queue, so its order
// depends only on the map and the goals.
func landField(m *hexmap.Map, goals []hexmap.Hex) []int {
	seeds := make([]seed, len(goals))
	for i, g := range goals {
		seeds[i] = seed{hex: g}
	}
	return landFieldFrom(m, seeds)
}

// seed is a goal of a distance field and the distance it starts at: a
// lesser goal starts further away, so units prefer the greater ones nearby.
type seed struct {
	hex  hexmap.Hex
	dist int
}

// landFieldFrom is landField with a starting distance per goal.
func landFieldFrom(m *hexmap.Map, goals []seed) []int {
	dist := make([]int, m.Len())
	for i := range dist {
		dist[i] = unreachable
	}
	var buckets [][]int
	push := func(i, d int) {
		for len(buckets) <= d {
			buckets = append(buckets, nil)
		}
		buckets[d] = append(buckets[d], i)
	}
	for _, g := range goals {
		if i := m.Index(g.hex); i >= 0 && m.Terrain(g.hex).IsLand() && dist[i] > g.dist {
			dist[i] = g.dist
			push(i, g.dist)
		}
	}
	for d := 0; d < len(buckets); d++ {
		for k := 0; k < len(buckets[d]); k++ {
			i := buckets[d][k]
			if dist[i] != d {
				continue
			}
			h := m.HexAt(i)
			for _, dir := range hexmap.Directions {
				n := h.Neighbor(dir)
				j := m.Index(n)
				if j < 0 || !m.Terrain(n).IsLand() {
					continue
				}
				// Moving from n into h costs h's terrain, or 1 along a road.
				c := sim.EnterCost(m.Terrain(h))
				if m.Road(h, dir) {
					c = 1
				}
				if nd := d + c; nd < dist[j] {
					dist[j] = nd
					push(j, nd)
				}
			}
		}
	}
	return dist
}

// seaField returns, by map index, the number of sea steps from any goal hex,
// passing through sea hexes and working canals; ports are reached but not
// passed (a port ends a ship's move, D15).
func seaField(s *sim.State, goals []hexmap.Hex) []int {
	m := s.Map
	dist := make([]int, m.Len())
	for i := range dist {
		dist[i] = unreachable
	}
	var queue []int
	for _, g := range goals {
		if i := m.Index(g); i >= 0 && dist[i] != 0 {
			dist[i] = 0
			queue = append(queue, i)
		}
	}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		h := m.HexAt(i)
		if k > 0 && !passableSea(m, h) && dist[i] > 0 {
			continue
		}
		for _, dir := range hexmap.Directions {
			n := h.Neighbor(dir)
			j := m.Index(n)
			if j < 0 || dist[j] != unreachable {
				continue
			}
			c := m.Cell(n)
			if !passableSea(m, n) && !c.Port {
				continue
			}
			dist[j] = dist[i] + 1
			queue = append(queue, j)
		}
	}
	return dist
}

// passableSea reports whether ships may sail on through h.
func passableSea(m *hexmap.Map, h hexmap.Hex) bool {
	c := m.Cell(h)
	return c.Terrain == hexmap.Sea || c.Canal
}
