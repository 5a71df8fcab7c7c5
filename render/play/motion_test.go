package play

import (
	"testing"
)

// TestMotion_AMovedBlockSlidesThenStands: a block moved with the mouse is
// drawn on its way from where it stood, arrives within the pace's ticks,
// and with reduced motion stands where it ends at once.
func TestMotion_AMovedBlockSlidesThenStands(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		s, st := newBattleScene(t)
		shellOf(s).settings.ReducedMotion = reduced
		d := newDriver(t, s)
		d.toMovement(0)
		d.clickHex(1, 1)
		id := s.ord.selected
		d.clickHex(1, 2)
		if u := st.Unit(id); u == nil || u.Hex != at(1, 2) {
			t.Fatalf("the block did not move to 1,2")
		}
		wx, wy, sliding := s.sliding(id)
		if reduced {
			if sliding || s.slides.Busy() {
				t.Fatal("a block slides in reduced motion")
			}
			continue
		}
		if !sliding {
			t.Fatal("the moved block is not sliding")
		}
		fx, fy := s.Board.Layout().Center(at(1, 1))
		tx, ty := s.Board.Layout().Center(at(1, 2))
		if (wx-fx)*(wx-fx)+(wy-fy)*(wy-fy) >= (tx-fx)*(tx-fx)+(ty-fy)*(ty-fy) {
			t.Fatalf("the sliding block is drawn at %.0f,%.0f, not on its way from %.0f,%.0f to %.0f,%.0f", wx, wy, fx, fy, tx, ty)
		}
		if o := s.unitOptions(); o.Sliding == nil {
			t.Fatal("the board is not told of the slide")
		}
		for range shellOf(s).settings.slidePace(true) {
			d.tick()
		}
		if s.slides.Busy() {
			t.Fatal("still sliding after its pace's ticks")
		}
	}
}
