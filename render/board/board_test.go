package board

import (
	"testing"

	"hexstorm/scenarios"
)

// BenchmarkPaintTile measures rasterising one 512-pixel map tile of the
// first built-in scenario on the CPU at zoom 1, the cost paid when a tile
// first comes into view or the zoom changes.
func BenchmarkPaintTile(b *testing.B) {
	list := scenarios.Builtins()
	if len(list) == 0 {
		b.Skip("no built-in scenarios")
	}
	sc, err := scenarios.Builtin(list[0].ID)
	if err != nil {
		b.Fatal(err)
	}
	st, _, err := sc.NewGame(1)
	if err != nil {
		b.Fatal(err)
	}
	bd := New(st, PaletteStandard)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bd.paintTile(i%3, 1, 1)
		bd.render.p.texts = bd.render.p.texts[:0]
	}
}
