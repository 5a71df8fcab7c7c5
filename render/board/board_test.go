package board

import (
	"testing"

	"hexstorm/scenarios"
	"hexstorm/sim"
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

// TestPalette_DressedSidesWearTheirNationsColour: a palette dressed with a
// game's colours gives each side its named colour, in the standard and the
// safe set alike, and keeps the dressing when the set changes.
func TestPalette_DressedSidesWearTheirNationsColour(t *testing.T) {
	p := PaletteStandard.Dressed([]string{"grey", "navy"})
	if p.SideColor(0) != PaletteStandard.SideColor(1) || p.SideColor(1) != PaletteStandard.SideColor(0) {
		t.Fatal("the first side does not wear grey, or the second navy")
	}
	safe := p.WithSafe(true)
	if safe.SideColor(0) != PaletteSafe.SideColor(1) || !safe.Safe() {
		t.Fatal("the safe set lost the dressing")
	}
	if PaletteStandard.Dressed([]string{"teal"}).SideColor(0) != PaletteStandard.SideColor(0) {
		t.Fatal("an unknown colour did not leave the side in its own")
	}
}

// In a side's view (sim.State.ViewFor, what an online seat holds) a block
// seen face down has its class for a type: the board knows an air or a
// naval block by it, as it knows a real type's class (DESIGN D9).
func TestDesignD9_FaceDownBlockInAViewKeepsItsClass(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := sc.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	bd := New(st.ViewFor(0), PaletteStandard)
	for _, c := range []sim.TargetClass{sim.ClassGround, sim.ClassAir, sim.ClassNaval} {
		if got := bd.TypeClass(c.String()); got != c {
			t.Errorf("a face-down %s block's class is %s", c, got)
		}
	}
	seen := map[sim.TargetClass]bool{}
	for _, u := range st.ViewFor(0).Units {
		if u.Side == 1 {
			seen[bd.TypeClass(u.Type)] = true
		}
	}
	if !seen[sim.ClassAir] && !seen[sim.ClassNaval] {
		t.Errorf("no face-down Axis block of Channel Storm is air or naval: %v", seen)
	}
}
