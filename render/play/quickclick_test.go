package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/sim"
)

// scriptInput is a scripted app.RawInput: one tick's keys and buttons as
// Ebitengine reports them.
type scriptInput struct {
	held            map[ebiten.Key]int
	justKeys        map[ebiten.Key]bool
	down, just, rel [3]bool
	x, y            int
}

func (f *scriptInput) KeyDuration(k ebiten.Key) int     { return f.held[k] }
func (f *scriptInput) KeyJustPressed(k ebiten.Key) bool { return f.justKeys[k] }
func (f *scriptInput) KeyPressed(k ebiten.Key) bool     { return f.held[k] > 0 }
func (f *scriptInput) MouseDown(b ebiten.MouseButton) bool {
	return f.down[buttonIndex(b)]
}
func (f *scriptInput) MouseJustPressed(b ebiten.MouseButton) bool {
	return f.just[buttonIndex(b)]
}
func (f *scriptInput) MouseJustReleased(b ebiten.MouseButton) bool {
	return f.rel[buttonIndex(b)]
}
func (f *scriptInput) Cursor() (int, int)            { return f.x, f.y }
func (f *scriptInput) Wheel() float64                { return 0 }
func (f *scriptInput) Focused() bool                 { return true }
func (f *scriptInput) AppendChars(buf []rune) []rune { return buf }

func buttonIndex(b ebiten.MouseButton) int {
	for i, m := range app.MouseButtons {
		if m == b {
			return i
		}
	}
	return 0
}

// scriptTick reads src into the game's snapshot, as Game.Update does, and
// runs the scene's Update.
func scriptTick(t *testing.T, s *Scene, src *scriptInput) {
	t.Helper()
	shellOf(s).in.ReadFrom(src, 1280, 800)
	if err := s.Update(shellOf(s).context()); err != nil {
		t.Fatal(err)
	}
}

// A click whose press and release fall in one tick (a touchpad tap, or a
// click at a low frame rate) selects the unit under it, whether Ebitengine
// reports both edges in that tick or only the release.
func TestInput_SameFrameClickSelectsUnit(t *testing.T) {
	for _, c := range []struct {
		name    string
		pressed bool
	}{{"press and release in one tick", true}, {"only the release seen", false}} {
		t.Run(c.name, func(t *testing.T) {
			s, st := newBattleScene(t)
			d := newDriver(t, s)
			for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
				d.press(app.ActEndPhase)
			}
			s.selectUnit(0)
			x, y := s.Board.HexCenter(&s.Cam, at(1, 1))
			src := &scriptInput{x: int(x), y: int(y)}
			scriptTick(t, s, src) // the cursor arrives
			src.just[app.MouseLeft], src.rel[app.MouseLeft] = c.pressed, true
			scriptTick(t, s, src)
			if u := s.ord.unit(); u == nil || u.Hex != at(1, 1) {
				t.Fatalf("a same-tick click on 1,1 selected %v", s.ord.selected)
			}
		})
	}
}

// A quick tap of U, down and up within one tick, undoes the last order.
func TestInput_SameFrameKeyTapUndoes(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	before := st.Hash()
	s.selectUnit(2) // the armor, which can move away from the enemy
	s.submit(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: 2, Path: []hexmap.Hex{at(1, 2)}})
	if st.Hash() == before {
		t.Fatal("the move was refused")
	}
	src := &scriptInput{x: -1, y: -1, justKeys: map[ebiten.Key]bool{ebiten.KeyU: true}}
	scriptTick(t, s, src)
	if st.Hash() != before {
		t.Fatal("a same-tick tap of U did not undo the move")
	}
}
