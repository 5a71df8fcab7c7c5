package render

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game: a menu, the scenario list, the map.
type Scene interface {
	// Update advances the scene by one tick with the tick's input.
	Update(g *Game) error
	// Draw draws the scene; it must not change anything Update reads.
	Draw(screen *ebiten.Image)
}

// fadeTicks is how long the cross-fade between two scenes lasts.
const fadeTicks = 12

// sceneManager holds the current scene and fades to the next one, as in
// Ebitengine's blocks example.
type sceneManager struct {
	current, next Scene
	fade          int
	from, to      *ebiten.Image
	op            ebiten.DrawImageOptions
}

// GoTo switches to scene s, fading over a few ticks unless it is the first.
func (m *sceneManager) GoTo(s Scene) {
	if m.current == nil {
		m.current = s
		return
	}
	m.next = s
	m.fade = fadeTicks
}

func (m *sceneManager) update(g *Game) error {
	if m.fade == 0 {
		return m.current.Update(g)
	}
	m.fade--
	if m.fade == 0 {
		m.current, m.next = m.next, nil
	}
	return nil
}

func (m *sceneManager) draw(screen *ebiten.Image) {
	if m.fade == 0 || m.next == nil {
		m.current.Draw(screen)
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
	m.current.Draw(m.from)
	m.to.Clear()
	m.next.Draw(m.to)
	screen.DrawImage(m.from, nil)
	m.op.ColorScale.Reset()
	m.op.ColorScale.ScaleAlpha(1 - float32(m.fade)/fadeTicks)
	screen.DrawImage(m.to, &m.op)
}
