package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// benchMoveState is a 128x128 map with 1,000 units, half a side each,
// scattered deterministically, and mixed terrain.
func benchMoveState(b *testing.B) *State {
	m := hexmap.New(128, 128)
	for i, h := range m.Hexes() {
		switch i % 7 {
		case 3:
			m.SetTerrain(h, hexmap.Forest)
		case 5:
			m.SetTerrain(h, hexmap.Marsh)
		}
	}
	var units []UnitSetup
	r := NewRand(5)
	for i := range 1000 {
		h := hexmap.Offset{Col: r.Intn(128), Row: r.Intn(128)}.Hex()
		units = append(units, UnitSetup{Type: "infantry", Side: i % 2, Hex: h})
	}
	units = append(units, UnitSetup{Type: "cavalry", Side: 0, Hex: hexmap.Offset{Col: 64, Row: 64}.Hex()})
	setup := twoSides(m, units...)
	s, _, err := NewGame(setup, 1)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkMoveRange128 is the client's range highlight: one cavalry unit's
// reachable hexes through StepCost on a 128x128 map with 1,000 units (the
// DESIGN section 4 bar is 50 us).
func BenchmarkMoveRange128(b *testing.B) {
	s := benchMoveState(b)
	u := s.Unit(s.NextUnitID - 1)
	sr := hexmap.NewSearcher(s.Map)
	var out []hexmap.Reach
	b.ReportAllocs()
	for b.Loop() {
		out = sr.Range(u.Hex, s.MovePoints(u), s.StepCost(u), out)
	}
	if len(out) < 2 {
		b.Fatal("no range")
	}
}
