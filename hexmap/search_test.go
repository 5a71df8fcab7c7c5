package hexmap

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// drawReach renders a range result as a grid: the cost of each reached hex,
// with "*" when the move must stop there, and "-" for hexes not reached.
func drawReach(m *Map, reach []Reach) string {
	byHex := map[Hex]Reach{}
	for _, r := range reach {
		byHex[r.Hex] = r
	}
	return drawGrid(m, func(h Hex) string {
		r, ok := byHex[h]
		switch {
		case !ok:
			return "-"
		case r.Stopped:
			return strconv.Itoa(r.Cost) + "*"
		}
		return strconv.Itoa(r.Cost)
	})
}

func TestRange_D13TerrainCostsAndRivers(t *testing.T) {
	// Costs (DESIGN D13): clear, city, town 1; forest, marsh 2; mountain 3;
	// road 1; sea impassable; an unbridged river crossing ends the move ("*").
	// Column c row r of each drawing is hex c,r; odd columns sit half a hex
	// lower, so 2,1 touches 1,0 1,1 2,0 3,0 3,1 2,2.
	tests := []struct {
		name                   string
		rows                   []string
		rivers, bridges, roads []string
		start                  Offset
		budget                 int
		want                   []string
	}{
		{
			name: "terrain costs, sea and a river to the south",
			rows: []string{
				". f . . M",
				". M . ~ .",
				"f . . ~ f",
				". . f . .",
			},
			rivers: []string{"2,1/S"},
			start:  Offset{2, 1}, budget: 3,
			want: []string{
				"3 2 1 1 -",
				"3 3 0 - 2",
				"- - 1* - -",
				"- - - - -",
			},
		},
		{
			name: "a bridge lets the move go on",
			rows: []string{
				". f . . M",
				". M . ~ .",
				"f . . ~ f",
				". . f . .",
			},
			rivers: []string{"2,1/S"}, bridges: []string{"2,1/S"},
			start: Offset{2, 1}, budget: 3,
			want: []string{
				"3 2 1 1 -",
				"3 3 0 - 2",
				"- 2 1 - -",
				"3 3 3 - -",
			},
		},
		{
			name: "a road costs 1 whatever the terrain",
			rows: []string{
				"M M M",
				"M M M",
			},
			roads: []string{"0,0/SE", "1,0/NE"},
			start: Offset{0, 0}, budget: 3,
			want: []string{
				"0 1 2",
				"3 - -",
			},
		},
		{
			name: "budget 0 reaches the start alone",
			rows: []string{
				". . .",
				". . .",
			},
			start: Offset{1, 0}, budget: 0,
			want: []string{
				"- 0 -",
				"- - -",
			},
		},
		{
			name: "the start is included even when it is sea",
			rows: []string{
				"~ ~",
				"~ .",
			},
			start: Offset{0, 0}, budget: 5,
			want: []string{
				"0 -",
				"- -",
			},
		},
		{
			// 2,1 is reached at 2 over the river from 1,0 and at 2 without a
			// river from 1,1: on a tie the free way wins.
			name: "stopped and free at the same cost: free wins",
			rows: []string{
				". . .",
				". . .",
			},
			rivers: []string{"1,0/SE"},
			start:  Offset{0, 1}, budget: 2,
			want: []string{
				"1 1 2",
				"0 1 2",
			},
		},
		{
			name: "every cheapest way in crosses a river: stopped",
			rows: []string{
				". . .",
				". . .",
			},
			rivers: []string{"1,0/SE", "1,1/NE"},
			start:  Offset{0, 1}, budget: 2,
			want: []string{
				"1 1 2",
				"0 1 2*",
			},
		},
		{
			// The free way into 2,1 through the forest costs 3, the stopped
			// way over the river 2: the cheaper one is reported.
			name: "stopped cheaper than free: stopped wins",
			rows: []string{
				". . .",
				". f .",
			},
			rivers: []string{"1,0/SE"},
			start:  Offset{0, 1}, budget: 3,
			want: []string{
				"1 1 2",
				"0 2 2*",
			},
		},
		{
			// 1,0 and 1,1 are entered over the river at 1 and must stop; they
			// are left only from their free entries at 2, so column 2 costs 3.
			name: "a stopped hex is not expanded",
			rows: []string{
				". . . .",
				". . . .",
				". . . .",
			},
			rivers: []string{"0,1/NE", "0,1/SE"},
			start:  Offset{0, 1}, budget: 4,
			want: []string{
				"1 1* 3 4",
				"0 1* 3 4",
				"1 2 3 4",
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseMap(t, tc.rows, tc.rivers, tc.bridges, tc.roads)
			got := NewSearcher(m).Range(tc.start.Hex(), tc.budget, d13Cost(m), nil)
			if g, w := drawReach(m, got), normalizeGrid(tc.want); g != w {
				t.Errorf("Range from %v budget %d:\n%s\nwant:\n%s", tc.start, tc.budget, g, w)
			}
			if ref := referenceRange(m, tc.start.Hex(), tc.budget, d13Cost(m)); !slices.Equal(got, ref) {
				t.Errorf("Range differs from the reference:\n%v\n%v", got, ref)
			}
		})
	}
}

func TestRange_StartOffTheMapReachesNothing(t *testing.T) {
	m := New(3, 3)
	if got := NewSearcher(m).Range(at(-1, 0), 5, d13Cost(m), make([]Reach, 4)); len(got) != 0 {
		t.Errorf("Range from off the map = %v", got)
	}
}

// referenceRange is a plain Bellman-Ford over the (hex, stopped) states that
// Range searches: a stopped state is never left, a free one steps to any
// neighbour the cost function allows within budget.
func referenceRange(m *Map, start Hex, budget int, cost StepCost) []Reach {
	si := m.Index(start)
	if si < 0 {
		return nil
	}
	const inf = math.MaxInt
	dist := make([]int, 2*m.Len())
	for i := range dist {
		dist[i] = inf
	}
	dist[2*si] = 0
	for changed := true; changed; {
		changed = false
		for node := 0; node < len(dist); node += 2 {
			if dist[node] == inf {
				continue
			}
			from := m.HexAt(node / 2)
			for _, d := range Directions {
				to := from.Neighbor(d)
				ti := m.Index(to)
				if ti < 0 {
					continue
				}
				c, stop := cost(from, to, d)
				if c < 0 || dist[node]+c > budget {
					continue
				}
				next := 2 * ti
				if stop {
					next++
				}
				if dist[node]+c < dist[next] {
					dist[next], changed = dist[node]+c, true
				}
			}
		}
	}
	var out []Reach
	for i := range m.Len() {
		free, stopped := dist[2*i], dist[2*i+1]
		switch {
		case free == inf && stopped == inf:
		case free <= stopped:
			out = append(out, Reach{Hex: m.HexAt(i), Cost: free})
		default:
			out = append(out, Reach{Hex: m.HexAt(i), Cost: stopped, Stopped: true})
		}
	}
	return out
}

func TestRange_MatchesReferenceOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 12))
	for trial := range 60 {
		m := randomMap(r, 3+r.IntN(12), 3+r.IntN(12), r.IntN(30))
		s := NewSearcher(m)
		cost := d13Cost(m)
		var out []Reach
		for range 10 {
			start := m.HexAt(r.IntN(m.Len()))
			budget := r.IntN(10)
			out = s.Range(start, budget, cost, out)
			want := referenceRange(m, start, budget, cost)
			if !slices.Equal(out, want) {
				t.Fatalf("trial %d: Range(%v, %d) =\n%s\nreference:\n%s", trial, start, budget, drawReach(m, out), drawReach(m, want))
			}
			checkRangeInvariants(t, m, start, out)
		}
	}
}

// checkRangeInvariants checks what every range result promises: storage
// order with one entry per hex, and the start at cost 0, free.
func checkRangeInvariants(t *testing.T, m *Map, start Hex, out []Reach) {
	t.Helper()
	for i := 1; i < len(out); i++ {
		if m.Index(out[i-1].Hex) >= m.Index(out[i].Hex) {
			t.Fatalf("Range result not in storage order: %v before %v", out[i-1].Hex, out[i].Hex)
		}
	}
	i := slices.IndexFunc(out, func(r Reach) bool { return r.Hex == start })
	if i < 0 || out[i].Cost != 0 || out[i].Stopped {
		t.Fatalf("start %v missing or not free at 0 in %v", start, out)
	}
}

func TestRange_SameSearcherGivesIdenticalResults(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	m := randomMap(r, 24, 20, 10)
	cost := d13Cost(m)
	s := NewSearcher(m)
	starts := []Hex{at(3, 4), at(12, 10), at(23, 19), at(0, 0)}
	var first [][]Reach
	for _, st := range starts {
		first = append(first, s.Range(st, 8, cost, nil))
	}
	// Many searches in between, of every size, must leave no trace.
	for range 500 {
		s.Range(m.HexAt(r.IntN(m.Len())), r.IntN(15), cost, nil)
		s.Path(m.HexAt(r.IntN(m.Len())), m.HexAt(r.IntN(m.Len())), 1000, 1, cost)
	}
	fresh := NewSearcher(m)
	for i, st := range starts {
		if got := s.Range(st, 8, cost, nil); !slices.Equal(got, first[i]) {
			t.Errorf("Range(%v) changed after 1000 searches", st)
		}
		if got := fresh.Range(st, 8, cost, nil); !slices.Equal(got, first[i]) {
			t.Errorf("Range(%v) differs between a fresh and a used searcher", st)
		}
	}
}

func TestRange_SameResultsAcrossGenerationWrap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	m := randomMap(r, 10, 10, 10)
	cost := d13Cost(m)
	want := NewSearcher(m).Range(at(5, 5), 6, cost, nil)
	other := NewSearcher(m).Range(at(0, 0), 9, cost, nil)
	s := NewSearcher(m)
	// Generation 1 leaves stamps of a search from next to 0,0, cheaper than
	// the costs from 0,0 itself; after the 32-bit generation wraps back to 1
	// they must not pass for current ones.
	s.Range(at(1, 0), 12, cost, nil)
	s.gen = math.MaxUint32 - 1 // the second search below wraps to generation 1
	for i := range 6 {
		if got := s.Range(at(5, 5), 6, cost, nil); !slices.Equal(got, want) {
			t.Fatalf("search %d around the wrap (gen %d) differs", i, s.gen)
		}
		if got := s.Range(at(0, 0), 9, cost, nil); !slices.Equal(got, other) {
			t.Fatalf("search %d around the wrap (gen %d) differs", i, s.gen)
		}
	}
}

func TestRange_NoAllocationsInSteadyState(t *testing.T) {
	m := randomMap(rand.New(rand.NewPCG(1, 1)), 128, 128, 5)
	s := NewSearcher(m)
	cost := d13Cost(m)
	start := m.Center()
	out := s.Range(start, 12, cost, nil)
	allocs := testing.AllocsPerRun(50, func() {
		out = s.Range(start, 12, cost, out)
	})
	if allocs != 0 {
		t.Errorf("Range into a reused slice allocates %v times per call", allocs)
	}
}

// checkPath fails unless path is a legal move from start to goal under cost:
// contiguous, never going on after a stop, costing want in total.
func checkPath(t *testing.T, m *Map, cost StepCost, path []Hex, start, goal Hex, want int) {
	t.Helper()
	if len(path) == 0 || path[0] != start || path[len(path)-1] != goal {
		t.Fatalf("path %v does not run from %v to %v", path, start, goal)
	}
	total := 0
	for i := 1; i < len(path); i++ {
		d, ok := path[i-1].DirectionTo(path[i])
		if !ok || !m.Contains(path[i]) {
			t.Fatalf("path %v jumps from %v to %v", path, path[i-1], path[i])
		}
		c, stop := cost(path[i-1], path[i], d)
		if c < 0 {
			t.Fatalf("path %v takes the impossible step %v-%s", path, path[i-1], d)
		}
		if stop && i != len(path)-1 {
			t.Fatalf("path %v goes on after stopping at %v", path, path[i])
		}
		total += c
	}
	if total != want {
		t.Fatalf("path %v costs %d step by step, want %d", path, total, want)
	}
}

func TestPath_CostEqualsRangeCostOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(99, 1))
	reached, unreached := 0, 0
	for trial := range 80 {
		m := randomMap(r, 4+r.IntN(16), 4+r.IntN(16), r.IntN(25))
		s := NewSearcher(m)
		cost := d13Cost(m)
		for range 8 {
			start, goal := m.HexAt(r.IntN(m.Len())), m.HexAt(r.IntN(m.Len()))
			budget := 1000
			if r.IntN(4) == 0 {
				budget = r.IntN(8)
			}
			want := referenceRange(m, start, budget, cost)
			i := slices.IndexFunc(want, func(x Reach) bool { return x.Hex == goal })
			path, c, ok := s.Path(start, goal, budget, 1, cost)
			if ok != (i >= 0) {
				t.Fatalf("trial %d: Path(%v, %v, %d) found %v, reference reaches it: %v", trial, start, goal, budget, ok, i >= 0)
			}
			if !ok {
				unreached++
				if path != nil || c != 0 {
					t.Fatalf("unreachable goal gave path %v cost %d", path, c)
				}
				continue
			}
			reached++
			if c != want[i].Cost {
				t.Fatalf("trial %d: Path(%v, %v) costs %d, Range says %d", trial, start, goal, c, want[i].Cost)
			}
			checkPath(t, m, cost, path, start, goal, c)
			// Dijkstra (no heuristic) agrees on the cost.
			if _, c0, _ := s.Path(start, goal, budget, 0, cost); c0 != c {
				t.Fatalf("trial %d: A* cost %d, Dijkstra cost %d", trial, c, c0)
			}
			if again, c2, _ := s.Path(start, goal, budget, 1, cost); !slices.Equal(again, path) || c2 != c {
				t.Fatalf("trial %d: the same Path call gave %v then %v", trial, path, again)
			}
			if other, _, _ := NewSearcher(m).Path(start, goal, budget, 1, cost); !slices.Equal(other, path) {
				t.Fatalf("trial %d: a fresh searcher found %v, the used one %v", trial, other, path)
			}
		}
	}
	if reached < 100 || unreached < 20 {
		t.Errorf("random maps too easy or too hard: %d reached, %d not", reached, unreached)
	}
}

func TestPath_Unreachable(t *testing.T) {
	m := parseMap(t, []string{
		". . ~ .",
		". . ~ .",
		". ~ ~ .",
	}, []string{"0,0/S"}, nil, nil)
	s := NewSearcher(m)
	cost := d13Cost(m)
	tests := []struct {
		name        string
		start, goal Hex
		budget      int
	}{
		{"across the sea", at(0, 0), at(3, 1), 100},
		{"into the sea", at(0, 0), at(2, 0), 100},
		{"off the map", at(0, 0), at(4, 0), 100},
		{"from off the map", at(-1, 0), at(0, 0), 100},
		{"beyond the budget", at(0, 0), at(1, 1), 1},
		// 0,1 entered over the river must stop, so 0,2 needs the way round
		// by 1,0, which costs 3.
		{"behind a stop, budget for the straight way only", at(0, 0), at(0, 2), 2},
	}
	for _, tc := range tests {
		if path, c, ok := s.Path(tc.start, tc.goal, tc.budget, 1, cost); ok || path != nil || c != 0 {
			t.Errorf("%s: Path(%v, %v, %d) = %v, %d, %v; want unreachable", tc.name, tc.start, tc.goal, tc.budget, path, c, ok)
		}
	}
	// Of the two ways round, 1,0 then 0,1 (entered free from the east) and
	// 1,0 then 1,1, the tie goes to the lower index.
	path, c, ok := s.Path(at(0, 0), at(0, 2), 3, 1, cost)
	want := []Hex{at(0, 0), at(1, 0), at(0, 1), at(0, 2)}
	if !ok || c != 3 || !slices.Equal(path, want) {
		t.Errorf("way round the river: %v, %d, %v; want %v, 3", path, c, ok, want)
	}
	if path, c, ok := s.Path(at(1, 2), at(1, 2), 0, 1, cost); !ok || c != 0 || !slices.Equal(path, []Hex{at(1, 2)}) {
		t.Errorf("path to the start itself: %v, %d, %v", path, c, ok)
	}
}

func TestPath_TieBreakPrefersLowerStorageIndex(t *testing.T) {
	// From 0,1 to 2,1 on clear ground two paths cost 2: through 1,0 and
	// through 1,1. Ties go to the lower node index, the northern row.
	m := New(3, 3)
	cost := d13Cost(m)
	want := []Hex{at(0, 1), at(1, 0), at(2, 1)}
	for i := range 3 {
		path, c, ok := NewSearcher(m).Path(at(0, 1), at(2, 1), 10, 1, cost)
		if !ok || c != 2 || !slices.Equal(path, want) {
			t.Fatalf("run %d: Path = %v, %d, %v; want %v", i, path, c, ok, want)
		}
	}
	// Reversed, the northern way is again preferred.
	path, _, _ := NewSearcher(m).Path(at(2, 1), at(0, 1), 10, 1, cost)
	if want := []Hex{at(2, 1), at(1, 0), at(0, 1)}; !slices.Equal(path, want) {
		t.Errorf("reversed Path = %v, want %v", path, want)
	}
}
