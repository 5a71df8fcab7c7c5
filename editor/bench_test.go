package editor

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// BenchmarkPaintAndRevalidate is one step of a brush stroke on the largest
// built-in: the edit, then the loader's checks and the preview the window
// redraws from (live validation runs after every edit).
func BenchmarkPaintAndRevalidate(b *testing.B) {
	sc, err := scenarios.Builtin("continental")
	if err != nil {
		b.Fatal(err)
	}
	d := New(sc.File)
	terrains := []hexmap.Terrain{hexmap.Forest, hexmap.Clear}
	for i := 0; b.Loop(); i++ {
		d.Paint(at(20, 20), 1, terrains[i%2])
		d.Problems()
	}
}
