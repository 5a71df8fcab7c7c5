package hexmap

import "slices"

// StepCost gives the cost of moving from one hex into its neighbour in
// direction d. A negative cost means the step is impossible. Stop means the
// mover must end its move in to (a river crossed without a bridge, an enemy
// hex entered, DESIGN D13-D14); to is still reachable.
type StepCost func(from, to Hex, d Direction) (cost int, stop bool)

// Reach is one hex found by a range search.
type Reach struct {
	Hex Hex
	// Cost is the cheapest total cost to enter the hex.
	Cost int
	// Stopped is true when every cheapest way in ends the move there.
	Stopped bool
}

// Searcher runs movement-range and path searches over one map. It keeps its
// scratch buffers between searches, so a long-lived Searcher allocates
// nothing per search in steady state. A Searcher is not safe for concurrent use.
type Searcher struct {
	m *Map
	// Each hex has two search nodes: free (may go on) and stopped (must end
	// there); node = 2*index + stopped. Arrays are stamped by generation so
	// that a new search needs no clearing.
	dist  []int32
	prev  []int32
	stamp []uint32
	done  []uint32
	gen   uint32
	heap  nodeHeap
	// order collects the nodes a range search settles, so the result is built
	// without scanning the whole map.
	order []int32
}

// NewSearcher returns a searcher over m.
func NewSearcher(m *Map) *Searcher {
	n := 2 * m.Len()
	return &Searcher{m: m, dist: make([]int32, n), prev: make([]int32, n), stamp: make([]uint32, n), done: make([]uint32, n)}
}

// Map returns the map the searcher works on.
func (s *Searcher) Map() *Map { return s.m }

func (s *Searcher) begin() {
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could look current
		clear(s.stamp)
		clear(s.done)
		s.gen = 1
	}
	s.heap = s.heap[:0]
	s.order = s.order[:0]
}

func (s *Searcher) seen(node int32) bool { return s.stamp[node] == s.gen }

// relax records a cheaper way into node and queues it.
func (s *Searcher) relax(node, from int32, cost int32, prio int32) {
	if s.seen(node) && s.dist[node] <= cost {
		return
	}
	s.stamp[node] = s.gen
	s.dist[node] = cost
	s.prev[node] = from
	s.heap.push(heapItem{prio: prio, cost: cost, node: node})
}

// Range appends to out every hex reachable from start within budget, start
// included at cost 0, in map storage order, and returns it. The order and the
// costs do not depend on anything but the map, the cost function and budget.
func (s *Searcher) Range(start Hex, budget int, cost StepCost, out []Reach) []Reach {
	out = out[:0]
	si := s.m.Index(start)
	if si < 0 {
		return out
	}
	s.begin()
	s.relax(int32(2*si), -1, 0, 0)
	for len(s.heap) > 0 {
		it := s.heap.pop()
		if s.done[it.node] == s.gen || it.cost != s.dist[it.node] {
			continue
		}
		s.done[it.node] = s.gen
		s.order = append(s.order, it.node)
		if it.node&1 == 1 {
			continue // stopped: cannot go on
		}
		s.expand(it.node, budget, cost, nil)
	}
	// Node numbers are unique, so this sort has no ties; the free and stopped
	// nodes of one hex end up side by side.
	slices.Sort(s.order)
	for k := 0; k < len(s.order); k++ {
		node := s.order[k]
		r := Reach{Hex: s.m.HexAt(int(node >> 1)), Cost: int(s.dist[node]), Stopped: node&1 == 1}
		if node&1 == 0 && k+1 < len(s.order) && s.order[k+1] == node+1 {
			k++ // both ways in: the free one wins unless the stopped one is cheaper
			if s.dist[node+1] < s.dist[node] {
				r.Cost, r.Stopped = int(s.dist[node+1]), true
			}
		}
		out = append(out, r)
	}
	return out
}

// expand relaxes every step out of a free node. With a goal, priorities add
// the A* heuristic (distance times the cheapest step cost, minStep).
func (s *Searcher) expand(node int32, budget int, cost StepCost, goal *goalInfo) {
	idx := int(node >> 1)
	from := s.m.HexAt(idx)
	for _, d := range Directions {
		to := from.Neighbor(d)
		ti := s.m.Index(to)
		if ti < 0 {
			continue
		}
		c, stop := cost(from, to, d)
		if c < 0 {
			continue
		}
		total := int(s.dist[node]) + c
		if total > budget {
			continue
		}
		next := int32(2 * ti)
		if stop {
			next++
		}
		prio := int32(total)
		if goal != nil {
			prio += int32(Distance(to, goal.hex) * goal.minStep)
		}
		s.relax(next, node, int32(total), prio)
	}
}

type goalInfo struct {
	hex     Hex
	minStep int
}

// Path returns the cheapest path from start to goal (both included) and its
// cost, using A* with the heuristic distance*minStep, where minStep must not
// exceed the cheapest step the cost function can return (1 for the game's
// terrain costs). Ties are broken by node index, so the same inputs always give
// the same path. It returns false when goal cannot be reached within budget.
func (s *Searcher) Path(start, goal Hex, budget, minStep int, cost StepCost) ([]Hex, int, bool) {
	si, gi := s.m.Index(start), s.m.Index(goal)
	if si < 0 || gi < 0 {
		return nil, 0, false
	}
	if si == gi {
		return []Hex{start}, 0, true
	}
	s.begin()
	g := &goalInfo{hex: goal, minStep: minStep}
	s.relax(int32(2*si), -1, 0, int32(Distance(start, goal)*minStep))
	for len(s.heap) > 0 {
		it := s.heap.pop()
		if s.done[it.node] == s.gen || it.cost != s.dist[it.node] {
			continue
		}
		s.done[it.node] = s.gen
		if int(it.node>>1) == gi {
			return s.trace(it.node), int(it.cost), true
		}
		if it.node&1 == 1 {
			continue
		}
		s.expand(it.node, budget, cost, g)
	}
	return nil, 0, false
}

func (s *Searcher) trace(node int32) []Hex {
	n := 0
	for v := node; v >= 0; v = s.prev[v] {
		n++
	}
	out := make([]Hex, n)
	for v := node; v >= 0; v = s.prev[v] {
		n--
		out[n] = s.m.HexAt(int(v >> 1))
	}
	return out
}

// heapItem orders search nodes by priority, then cost, then node index: a
// total order, so the search never depends on how the heap was filled.
type heapItem struct {
	prio, cost, node int32
}

func (a heapItem) less(b heapItem) bool {
	if a.prio != b.prio {
		return a.prio < b.prio
	}
	if a.cost != b.cost {
		return a.cost > b.cost // deeper first among equals: A* reaches the goal sooner
	}
	return a.node < b.node
}

type nodeHeap []heapItem

func (h *nodeHeap) push(it heapItem) {
	*h = append(*h, it)
	a := *h
	i := len(a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !a[i].less(a[p]) {
			break
		}
		a[i], a[p] = a[p], a[i]
		i = p
	}
}

func (h *nodeHeap) pop() heapItem {
	a := *h
	top := a[0]
	last := len(a) - 1
	a[0] = a[last]
	a = a[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(a) && a[l].less(a[m]) {
			m = l
		}
		if r < len(a) && a[r].less(a[m]) {
			m = r
		}
		if m == i {
			break
		}
		a[i], a[m] = a[m], a[i]
		i = m
	}
	*h = a
	return top
}
