package hexmap

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// benchMap is the 128x128 map of the DESIGN section 4 bar (movement range in
// under 50 us): mixed terrain, rivers, bridges and roads, 5% sea.
func benchMap() *Map {
	m := randomMap(rand.New(rand.NewPCG(128, 128)), 128, 128, 5)
	m.SetTerrain(at(0, 0), Clear)
	m.SetTerrain(at(127, 127), Clear)
	return m
}

func BenchmarkRange(b *testing.B) {
	mixed := benchMap()
	clear := New(128, 128)
	for _, bc := range []struct {
		name   string
		m      *Map
		budget int
	}{
		{"mixed/budget=4", mixed, 4},
		{"mixed/budget=6", mixed, 6}, // the largest move in seed 001
		{"mixed/budget=12", mixed, 12},
		{"clear/budget=12", clear, 12},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := NewSearcher(bc.m)
			cost := d13Cost(bc.m)
			start := bc.m.Center()
			out := s.Range(start, bc.budget, cost, nil)
			b.ReportAllocs()
			for b.Loop() {
				out = s.Range(start, bc.budget, cost, out)
			}
			b.ReportMetric(float64(len(out)), "hexes")
		})
	}
}

func BenchmarkPath(b *testing.B) {
	m := benchMap()
	s := NewSearcher(m)
	cost := d13Cost(m)
	for _, minStep := range []int{1, 0} {
		b.Run("corner-to-corner/minStep="+strconv.Itoa(minStep), func(b *testing.B) {
			path, _, ok := s.Path(at(0, 0), at(127, 127), 1<<20, minStep, cost)
			if !ok {
				b.Fatal("no path across the benchmark map")
			}
			b.ReportAllocs()
			for b.Loop() {
				s.Path(at(0, 0), at(127, 127), 1<<20, minStep, cost)
			}
			b.ReportMetric(float64(len(path)), "hexes")
		})
	}
}
