package board

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/camera"
	"hexstorm/sim"
)

// stack is the units in one hex, as a run of b.order (indexes into
// state.Units, in id order).
type stack struct {
	hex      hexmap.Hex
	wx, wy   float64
	first, n int
}

// maxLayers is how many blocks of a stack are drawn; the rest are counted.
const maxLayers = 4

// buildStacks groups the units by hex. It runs when the state changes, not
// every frame.
func (b *Board) buildStacks() {
	st := b.state
	b.order = b.order[:0]
	for i := range st.Units {
		b.order = append(b.order, int32(i))
	}
	m := st.Map
	slices.SortFunc(b.order, func(x, y int32) int {
		ux, uy := &st.Units[x], &st.Units[y]
		if d := m.Index(ux.Hex) - m.Index(uy.Hex); d != 0 {
			return d
		}
		return int(ux.ID - uy.ID)
	})
	b.stacks = b.stacks[:0]
	for i := 0; i < len(b.order); {
		h := st.Units[b.order[i]].Hex
		j := i
		for j < len(b.order) && st.Units[b.order[j]].Hex == h {
			j++
		}
		wx, wy := b.layout.Center(h)
		b.stacks = append(b.stacks, stack{hex: h, wx: wx, wy: wy, first: i, n: j - i})
		i = j
	}
}

// StackAt returns the ids of the units in h, in drawing order (the front
// block first), appended to out.
func (b *Board) StackAt(h hexmap.Hex, out []sim.UnitID) []sim.UnitID {
	out = out[:0]
	for _, s := range b.stacks {
		if s.hex == h {
			for _, i := range b.order[s.first : s.first+s.n] {
				out = append(out, b.state.Units[i].ID)
			}
		}
	}
	return out
}

// UnitOptions say how to draw the units this frame.
type UnitOptions struct {
	// Selected is drawn at the front of its stack with a ring; 0 for none.
	Selected sim.UnitID
	// Spent units (no movement left in their side's movement phase) are
	// drawn dimmed so the player sees who can still move.
	DimSpent bool
	// Fog draws face down every block Viewer may not see face up
	// (sim.State.FaceUp, DESIGN D9); without it only the storm hides.
	Fog    bool
	Viewer int
	// Sliding, when set, gives the world position of a block still on its
	// way along the path the rules moved it (render/motion): such a block
	// is drawn there, alone, instead of in the stack where it ends.
	Sliding func(id sim.UnitID) (wx, wy float64, ok bool)
}

// Hidden reports whether the viewer sees unit u face down: fog of war
// (DESIGN D9) for another side's block outside a battle being fought,
// unless the game is played with open blocks; and any block in the storm
// area (D10).
func Hidden(st *sim.State, u *sim.Unit, viewer int) bool {
	return !st.FaceUp(viewer, u)
}

// DrawUnits draws every unit on screen as a wooden block, stacks offset so
// that their depth shows, with a count on stacks of more than one. Units in
// the storm area are drawn face down for everyone (DESIGN D10).
func (b *Board) DrawUnits(dst *ebiten.Image, cam *camera.Camera, opt UnitOptions) {
	b.ensureStamps(cam.Zoom)
	st := b.state
	bs := float64(b.sprites.block)
	step := math.Max(1, math.Round(bs*0.08))
	bounds := dst.Bounds()
	margin := bs * 1.5
	active := st.ActiveSide()
	viewer := -1
	if opt.Fog {
		viewer = opt.Viewer
	}
	var sliding []int32
	for _, s := range b.stacks {
		x, y := cam.WorldToScreen(s.wx, s.wy)
		if x < -margin || y < -margin || x > float64(bounds.Dx())+margin || y > float64(bounds.Dy())+margin {
			if opt.Sliding != nil {
				sliding = b.slidingIn(s, opt, sliding)
			}
			continue
		}
		units := b.order[s.first : s.first+s.n]
		if opt.Sliding != nil {
			n := len(sliding)
			sliding = b.slidingIn(s, opt, sliding)
			if len(sliding) > n {
				units = b.standing(units, sliding[n:])
			}
		}
		if len(units) == 0 {
			continue
		}
		front := units[0]
		for _, i := range units {
			if st.Units[i].ID == opt.Selected {
				front = i
			}
		}
		layers := min(len(units), maxLayers)
		// Centre the whole stack on the hex: the front block sits down-left.
		fx := math.Round(x - float64(layers-1)*step/2)
		fy := math.Round(y + float64(layers-1)*step/2)
		fu := &st.Units[front]
		down := Hidden(st, fu, viewer)
		for l := layers - 1; l >= 1; l-- {
			b.drawSprite(dst, b.sprites.blank(fu.Side), fx+float64(l)*step, fy-float64(l)*step, 1)
		}
		bright := float32(1)
		if opt.DimSpent && fu.Side == active && st.Phase == sim.PhaseMovement && b.spent(fu) {
			bright = 0.62
		}
		img := b.sprites.unit(fu, down)
		b.drawSprite(dst, img, fx, fy, bright)
		if fu.ID == opt.Selected {
			b.drawSprite(dst, b.sprites.ring(), fx, fy, 1)
		}
		if len(units) > 1 && b.sprites.block >= 14 {
			b.drawSprite(dst, b.sprites.count(len(units)), fx+bs*0.5, fy-bs*0.5, 1)
		}
	}
	// Blocks on their way go over the stacks they pass.
	for _, i := range sliding {
		u := &st.Units[i]
		if u.CarriedBy != 0 {
			continue // aboard: it rides hidden in its carrier's block
		}
		wx, wy, _ := opt.Sliding(u.ID)
		x, y := cam.WorldToScreen(wx, wy)
		b.drawSprite(dst, b.sprites.unit(u, Hidden(st, u, viewer)), math.Round(x), math.Round(y), 1)
		if u.ID == opt.Selected {
			b.drawSprite(dst, b.sprites.ring(), math.Round(x), math.Round(y), 1)
		}
	}
}

// slidingIn appends to out the units of stack s that are still sliding.
func (b *Board) slidingIn(s stack, opt UnitOptions, out []int32) []int32 {
	for _, i := range b.order[s.first : s.first+s.n] {
		if _, _, ok := opt.Sliding(b.state.Units[i].ID); ok {
			out = append(out, i)
		}
	}
	return out
}

// standing returns units without those in gone, in a scratch slice the
// board keeps, so a frame allocates nothing.
func (b *Board) standing(units, gone []int32) []int32 {
	b.scratch = b.scratch[:0]
	for _, i := range units {
		if !slices.Contains(gone, i) {
			b.scratch = append(b.scratch, i)
		}
	}
	return b.scratch
}

// spent reports whether u has no movement points left this player turn.
func (b *Board) spent(u *sim.Unit) bool {
	if u.Halted != sim.StopNone {
		return true
	}
	return u.Spent >= b.sprites.info(u.Type).move
}

// drawSprite draws a sprite centred on (x, y), darkened by bright < 1.
func (b *Board) drawSprite(dst, img *ebiten.Image, x, y float64, bright float32) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	b.stampOp.GeoM.Reset()
	b.stampOp.GeoM.Translate(x-float64(w)/2, y-float64(h)/2)
	b.stampOp.ColorScale.Reset()
	if bright != 1 {
		b.stampOp.ColorScale.Scale(bright, bright, bright, 1)
	}
	dst.DrawImage(img, &b.stampOp)
}

// Between returns the world point num/den of the way from the centre of hex
// from to the centre of hex to: where a sliding block is drawn.
func (b *Board) Between(from, to hexmap.Hex, num, den int) (wx, wy float64) {
	x0, y0 := b.layout.Center(from)
	x1, y1 := b.layout.Center(to)
	if den <= 0 {
		return x1, y1
	}
	k := float64(num) / float64(den)
	return x0 + (x1-x0)*k, y0 + (y1-y0)*k
}
