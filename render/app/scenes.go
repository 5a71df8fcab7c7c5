package app

import "github.com/hajimehoshi/ebiten/v2"

// FadeTicks is how long the cross-fade between two scenes lasts.
const FadeTicks = 12

// Scenes holds the scene on screen and, while a change fades to the next
// one, that one too, as in Ebitengine's blocks example. The shell runs one;
// tests of a scene package run one without drawing.
type Scenes struct {
	// Current is the scene on screen; Next the one a change fades to, for
	// Fade more ticks.
	Current, Next Scene
	Fade          int
	from, to      *ebiten.Image
	op            ebiten.DrawImageOptions
}

// GoTo switches to scene s, fading over a few ticks unless it is the first.
func (m *Scenes) GoTo(s Scene) {
	if m.Current == nil {
		m.Current = s
		return
	}
	m.Next = s
	m.Fade = FadeTicks
}

// Shown reports whether s is the scene on screen with no change fading.
func (m *Scenes) Shown(s Scene) bool { return m.Current == s && m.Next == nil }

// Update runs the current scene's tick with ctx, or a tick of the fade.
func (m *Scenes) Update(ctx *Context) error {
	if m.Fade == 0 {
		return m.Current.Update(ctx)
	}
	m.Fade--
	if m.Fade == 0 {
		m.Current, m.Next = m.Next, nil
	}
	return nil
}

// Draw draws the current scene, or both scenes cross-fading.
func (m *Scenes) Draw(screen *ebiten.Image) {
	if m.Fade == 0 || m.Next == nil {
		m.Current.Draw(screen)
		return
	}
	size := screen.Bounds().Size()
	if m.from == nil || m.from.Bounds().Size() != size {
		if m.from != nil {
			m.from.Deallocate()
			m.to.Deallocate()
		}
		m.from, m.to = ebiten.NewImage(size.X, size.Y), ebiten.NewImage(size.X, size.Y)
	}
	m.from.Clear()
	m.Current.Draw(m.from)
	m.to.Clear()
	m.Next.Draw(m.to)
	screen.DrawImage(m.from, nil)
	m.op.ColorScale.Reset()
	m.op.ColorScale.ScaleAlpha(1 - float32(m.Fade)/FadeTicks)
	screen.DrawImage(m.to, &m.op)
}
