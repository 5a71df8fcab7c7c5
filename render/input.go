package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// action is something the player asks for, whatever key or button does it.
type action int

// The actions of the menus and the map. Scenes read actions, never keys, so
// that rebinding and a help overlay need only the keymap below.
const (
	actUp action = iota
	actDown
	actLeft
	actRight
	actConfirm
	actBack
	actFit
	actEndPhase
	actNextUnit
	actZoomIn
	actZoomOut
	actFast
	actStats
	actUndo
	actStrike
	actBattleGo
	actRetreat
	actSupply
	actLog
	actHelp
	actMute
	actFullscreen
	actSettings
	actPowers
	actOdds
	actionCount
)

// keymap binds keys to actions. Arrows and WASD both move (menus and the
// map); Enter confirms in menus and ends the phase on the map.
var keymap = [actionCount][]ebiten.Key{
	actUp:         {ebiten.KeyArrowUp, ebiten.KeyW},
	actDown:       {ebiten.KeyArrowDown, ebiten.KeyS},
	actLeft:       {ebiten.KeyArrowLeft, ebiten.KeyA},
	actRight:      {ebiten.KeyArrowRight, ebiten.KeyD},
	actConfirm:    {ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace},
	actBack:       {ebiten.KeyEscape},
	actFit:        {ebiten.KeyF, ebiten.KeyHome},
	actEndPhase:   {ebiten.KeyEnter, ebiten.KeyNumpadEnter},
	actNextUnit:   {ebiten.KeyTab, ebiten.KeyN},
	actZoomIn:     {ebiten.KeyEqual, ebiten.KeyNumpadAdd, ebiten.KeyPageUp},
	actZoomOut:    {ebiten.KeyMinus, ebiten.KeyNumpadSubtract, ebiten.KeyPageDown},
	actFast:       {ebiten.KeyShiftLeft, ebiten.KeyShiftRight},
	actStats:      {ebiten.KeyF3},
	actUndo:       {ebiten.KeyU, ebiten.KeyBackspace},
	actStrike:     {ebiten.KeyK},
	actBattleGo:   {ebiten.KeySpace},
	actRetreat:    {ebiten.KeyR},
	actSupply:     {ebiten.KeyO},
	actLog:        {ebiten.KeyC},
	actHelp:       {ebiten.KeyF1, ebiten.KeySlash},
	actMute:       {ebiten.KeyM},
	actFullscreen: {ebiten.KeyF11},
	actSettings:   {ebiten.KeyF2},
	actPowers:     {ebiten.KeyP},
	actOdds:       {ebiten.KeyB},
}

// digitKeys press the numbered buttons of the panels.
var digitKeys = [9][2]ebiten.Key{
	{ebiten.Key1, ebiten.KeyNumpad1}, {ebiten.Key2, ebiten.KeyNumpad2}, {ebiten.Key3, ebiten.KeyNumpad3},
	{ebiten.Key4, ebiten.KeyNumpad4}, {ebiten.Key5, ebiten.KeyNumpad5}, {ebiten.Key6, ebiten.KeyNumpad6},
	{ebiten.Key7, ebiten.KeyNumpad7}, {ebiten.Key8, ebiten.KeyNumpad8}, {ebiten.Key9, ebiten.KeyNumpad9},
}

// input is one tick's snapshot of the keyboard and mouse, read once by the
// game and passed to the scene.
type input struct {
	held, just, repeat [actionCount]bool

	mx, my   int
	wheelY   float64
	down     [3]bool // left, right, middle held
	pressed  [3]bool // went down this tick
	released [3]bool // went up this tick
	// digit is the number key 1-9 pressed this tick, 0 for none.
	digit      int
	focused    bool
	cursorIn   bool
	width, hgt int
}

var mouseButtons = [3]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}

// Mouse button indexes in input's arrays.
const (
	mouseLeft = iota
	mouseRight
	mouseMiddle
)

// rawInput is what the snapshot reads each tick: Ebitengine's input state
// (ebitenInput), or a script in tests.
type rawInput interface {
	// keyDuration is how many ticks k has been held, 0 when up.
	keyDuration(k ebiten.Key) int
	// keyJustPressed reports whether k went down this tick, even if it
	// came up again in the same tick.
	keyJustPressed(k ebiten.Key) bool
	mouseDown(b ebiten.MouseButton) bool
	mouseJustPressed(b ebiten.MouseButton) bool
	mouseJustReleased(b ebiten.MouseButton) bool
	cursor() (int, int)
	wheel() float64
	focused() bool
}

// ebitenInput reads Ebitengine's input state.
type ebitenInput struct{}

func (ebitenInput) keyDuration(k ebiten.Key) int     { return inpututil.KeyPressDuration(k) }
func (ebitenInput) keyJustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
func (ebitenInput) mouseDown(b ebiten.MouseButton) bool {
	return ebiten.IsMouseButtonPressed(b)
}
func (ebitenInput) mouseJustPressed(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustPressed(b)
}
func (ebitenInput) mouseJustReleased(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustReleased(b)
}
func (ebitenInput) cursor() (int, int) { return ebiten.CursorPosition() }
func (ebitenInput) wheel() float64     { _, y := ebiten.Wheel(); return y }
func (ebitenInput) focused() bool      { return ebiten.IsFocused() }

// read fills the snapshot from Ebitengine's input state.
func (in *input) read(width, height int) { in.readFrom(ebitenInput{}, width, height) }

// readFrom fills the snapshot from src. A press and release that fall in
// one tick (a touchpad tap, any quick click or key tap at a low frame rate)
// show as both edges in this one snapshot: a key's action is "just"
// pressed, and a mouse button is pressed and released, so every reader
// sees a click or a tap, never nothing.
func (in *input) readFrom(src rawInput, width, height int) {
	for a := range actionCount {
		in.held[a], in.just[a], in.repeat[a] = false, false, false
		for _, k := range keymap[a] {
			d := src.keyDuration(k)
			if d > 0 {
				in.held[a] = true
			}
			// A key tapped within the tick is up again (d == 0) but was
			// just pressed all the same.
			tapped := d == 1 || src.keyJustPressed(k)
			if tapped {
				in.just[a] = true
			}
			// Held keys repeat after a short delay, for lists.
			if tapped || (d > 24 && d%5 == 0) {
				in.repeat[a] = true
			}
		}
	}
	in.digit = 0
	for i, ks := range digitKeys {
		for _, k := range ks {
			if src.keyJustPressed(k) {
				in.digit = i + 1
			}
		}
	}
	in.mx, in.my = src.cursor()
	in.wheelY = src.wheel()
	for i, b := range mouseButtons {
		wasDown := in.down[i]
		in.down[i] = src.mouseDown(b)
		in.pressed[i] = src.mouseJustPressed(b)
		in.released[i] = src.mouseJustReleased(b)
		// A click within one tick: a press already up again is a release
		// too, and a release whose press was never seen down is a press too.
		if in.pressed[i] && !in.down[i] {
			in.released[i] = true
		}
		if in.released[i] && !wasDown {
			in.pressed[i] = true
		}
	}
	in.focused = src.focused()
	in.width, in.hgt = width, height
	in.cursorIn = in.mx >= 0 && in.my >= 0 && in.mx < width && in.my < height
}

// clicked reports whether the left button went up this tick.
func (in *input) clicked() bool { return in.released[mouseLeft] }

// anyDown reports whether any mouse button is held.
func (in *input) anyDown() bool { return in.down[0] || in.down[1] || in.down[2] }
