package app

import "github.com/hajimehoshi/ebiten/v2"

// Scene is one screen of the game: a menu, the scenario list, the map.
type Scene interface {
	// Update advances the scene by one tick with the tick's context.
	Update(ctx *Context) error
	// Draw draws the scene; it must not change anything Update reads.
	Draw(screen *ebiten.Image)
}

// Switcher changes the scene shown: the shell's scene manager.
type Switcher interface {
	// GoTo switches to scene s, fading over a few ticks.
	GoTo(s Scene)
	// Quit ends the game at the end of this tick.
	Quit()
}

// Context is what a scene is given each tick, instead of the whole game:
// the tick's input, the cosmetic clock and the way to another scene.
type Context struct {
	// In is the tick's input snapshot, read once by the shell; scenes read
	// it and never write it.
	In *Input
	// Clock counts cosmetic seconds for animation; it never feeds the rules.
	Clock float64
	// Scenes switches to another scene or quits.
	Scenes Switcher
}
