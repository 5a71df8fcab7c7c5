package board

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// After a command, only the map tiles near a change of control or of a
// logistics piece are redrawn; a command that changes neither (a move in
// friendly ground) redraws none.
func TestChangedRedrawsOnlyTilesNearTheChange(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := sc.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	b := New(st, PaletteStandard)
	b.tiles.zoom = 1
	var all []*tile
	for ty := range 4 {
		for tx := range 5 {
			tl := &tile{tx: tx, ty: ty, gen: b.tiles.gen}
			all = append(all, tl)
		}
	}
	b.tiles.tiles = all
	fresh := func() int {
		n := 0
		for _, tl := range all {
			if tl.gen == b.tiles.gen {
				n++
			}
		}
		return n
	}
	st.Units[0].Hex = st.Units[0].Hex.Neighbor(hexmap.Direction(1)) // a move: no tile shows units
	b.Changed()
	if fresh() != len(all) {
		t.Fatalf("a move with no change of control made %d of %d tiles stale", len(all)-fresh(), len(all))
	}
	h := hexmap.Offset{Col: 0, Row: 0}.Hex()
	st.Control[st.Map.Index(h)] = 1 - st.Control[st.Map.Index(h)]
	b.Changed()
	stale := len(all) - fresh()
	if stale == 0 || stale > 4 {
		t.Fatalf("a change of control in the corner made %d tiles stale, want 1-4", stale)
	}
	for _, tl := range all {
		if tl.gen != b.tiles.gen && (tl.tx > 1 || tl.ty > 1) {
			t.Fatalf("tile %d,%d far from the change is stale", tl.tx, tl.ty)
		}
	}
}
