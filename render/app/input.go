// Package app is what a scene of the window is given: the Scene interface,
// the narrow Context a scene receives each tick, and the input layer (the
// keymap of actions and the one snapshot of the keyboard and mouse read per
// tick). Scenes import it; it imports no scene and not the shell (render).
package app

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Action is something the player asks for, whatever key or button does it.
type Action int

// The actions of the menus and the map. Scenes read actions, never keys, so
// that rebinding and a help overlay need only the keymap below.
const (
	ActUp Action = iota
	ActDown
	ActLeft
	ActRight
	ActConfirm
	ActBack
	ActFit
	ActEndPhase
	ActNextUnit
	ActZoomIn
	ActZoomOut
	ActFast
	ActStats
	ActUndo
	ActStrike
	ActBattleGo
	ActRetreat
	ActSupply
	ActLog
	ActHelp
	ActMute
	ActFullscreen
	ActSettings
	ActPowers
	ActOdds
	ActionCount
)

// Keymap binds keys to actions. Arrows and WASD both move (menus and the
// map); Enter confirms in menus and ends the phase on the map.
var Keymap = [ActionCount][]ebiten.Key{
	ActUp:         {ebiten.KeyArrowUp, ebiten.KeyW},
	ActDown:       {ebiten.KeyArrowDown, ebiten.KeyS},
	ActLeft:       {ebiten.KeyArrowLeft, ebiten.KeyA},
	ActRight:      {ebiten.KeyArrowRight, ebiten.KeyD},
	ActConfirm:    {ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace},
	ActBack:       {ebiten.KeyEscape},
	ActFit:        {ebiten.KeyF, ebiten.KeyHome},
	ActEndPhase:   {ebiten.KeyEnter, ebiten.KeyNumpadEnter},
	ActNextUnit:   {ebiten.KeyTab, ebiten.KeyN},
	ActZoomIn:     {ebiten.KeyEqual, ebiten.KeyNumpadAdd, ebiten.KeyPageUp},
	ActZoomOut:    {ebiten.KeyMinus, ebiten.KeyNumpadSubtract, ebiten.KeyPageDown},
	ActFast:       {ebiten.KeyShiftLeft, ebiten.KeyShiftRight},
	ActStats:      {ebiten.KeyF3},
	ActUndo:       {ebiten.KeyU, ebiten.KeyBackspace},
	ActStrike:     {ebiten.KeyK},
	ActBattleGo:   {ebiten.KeySpace},
	ActRetreat:    {ebiten.KeyR},
	ActSupply:     {ebiten.KeyO},
	ActLog:        {ebiten.KeyC},
	ActHelp:       {ebiten.KeyF1, ebiten.KeySlash},
	ActMute:       {ebiten.KeyM},
	ActFullscreen: {ebiten.KeyF11},
	ActSettings:   {ebiten.KeyF2},
	ActPowers:     {ebiten.KeyP},
	ActOdds:       {ebiten.KeyB},
}

// DigitKeys press the numbered buttons of the panels.
var DigitKeys = [9][2]ebiten.Key{
	{ebiten.Key1, ebiten.KeyNumpad1}, {ebiten.Key2, ebiten.KeyNumpad2}, {ebiten.Key3, ebiten.KeyNumpad3},
	{ebiten.Key4, ebiten.KeyNumpad4}, {ebiten.Key5, ebiten.KeyNumpad5}, {ebiten.Key6, ebiten.KeyNumpad6},
	{ebiten.Key7, ebiten.KeyNumpad7}, {ebiten.Key8, ebiten.KeyNumpad8}, {ebiten.Key9, ebiten.KeyNumpad9},
}

// Input is one tick's snapshot of the keyboard and mouse, read once by the
// game and passed to the scene.
type Input struct {
	// Held, Just and Repeat are each action's key held, pressed this tick,
	// and pressed or auto-repeated this tick (for lists).
	Held, Just, Repeat [ActionCount]bool

	// MouseX and MouseY are the cursor in screen pixels; Wheel is the
	// vertical wheel movement this tick.
	MouseX, MouseY int
	Wheel          float64
	Down           [3]bool // left, right, middle held
	Pressed        [3]bool // went down this tick
	Released       [3]bool // went up this tick
	// Digit is the number key 1-9 pressed this tick, 0 for none.
	Digit int
	// Focused is whether the window has the keyboard; CursorIn whether the
	// cursor is over the screen.
	Focused  bool
	CursorIn bool
	// Width and Height are the screen's size in pixels.
	Width, Height int
	// Chars are the characters typed this tick, and Backspace whether
	// Backspace went down, for text entry (a save's name).
	Chars     []rune
	Backspace bool
	// Replay and Editor are the replay viewer's and the editor's contexts
	// of the keymap, read in the same pass.
	Replay ReplayKeys
	Editor EditorKeys
}

// MouseButtons are Ebitengine's buttons in the order of Input's arrays.
var MouseButtons = [3]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}

// Mouse button indexes in Input's arrays.
const (
	MouseLeft = iota
	MouseRight
	MouseMiddle
)

// RawInput is what the snapshot reads each tick: Ebitengine's input state
// (EbitenInput), or a script in tests.
type RawInput interface {
	// KeyDuration is how many ticks k has been held, 0 when up.
	KeyDuration(k ebiten.Key) int
	// KeyJustPressed reports whether k went down this tick, even if it
	// came up again in the same tick.
	KeyJustPressed(k ebiten.Key) bool
	// KeyPressed reports whether k is held; it knows the modifier keys
	// that stand for either side (Control, Shift, Meta).
	KeyPressed(k ebiten.Key) bool
	MouseDown(b ebiten.MouseButton) bool
	MouseJustPressed(b ebiten.MouseButton) bool
	MouseJustReleased(b ebiten.MouseButton) bool
	Cursor() (int, int)
	Wheel() float64
	Focused() bool
	// AppendChars appends the characters typed this tick to buf.
	AppendChars(buf []rune) []rune
}

// EbitenInput reads Ebitengine's input state.
type EbitenInput struct{}

// KeyDuration implements RawInput.
func (EbitenInput) KeyDuration(k ebiten.Key) int { return inpututil.KeyPressDuration(k) }

// KeyJustPressed implements RawInput.
func (EbitenInput) KeyJustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }

// KeyPressed implements RawInput.
func (EbitenInput) KeyPressed(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) }

// MouseDown implements RawInput.
func (EbitenInput) MouseDown(b ebiten.MouseButton) bool {
	return ebiten.IsMouseButtonPressed(b)
}

// MouseJustPressed implements RawInput.
func (EbitenInput) MouseJustPressed(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustPressed(b)
}

// MouseJustReleased implements RawInput.
func (EbitenInput) MouseJustReleased(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustReleased(b)
}

// Cursor implements RawInput.
func (EbitenInput) Cursor() (int, int) { return ebiten.CursorPosition() }

// Wheel implements RawInput.
func (EbitenInput) Wheel() float64 { _, y := ebiten.Wheel(); return y }

// Focused implements RawInput.
func (EbitenInput) Focused() bool { return ebiten.IsFocused() }

// AppendChars implements RawInput.
func (EbitenInput) AppendChars(buf []rune) []rune { return ebiten.AppendInputChars(buf) }

// Read fills the snapshot from Ebitengine's input state.
func (in *Input) Read(width, height int) { in.ReadFrom(EbitenInput{}, width, height) }

// ReadFrom fills the snapshot from src. A press and release that fall in
// one tick (a touchpad tap, any quick click or key tap at a low frame rate)
// show as both edges in this one snapshot: a key's action is "just"
// pressed, and a mouse button is pressed and released, so every reader
// sees a click or a tap, never nothing.
func (in *Input) ReadFrom(src RawInput, width, height int) {
	for a := range ActionCount {
		in.Held[a], in.Just[a], in.Repeat[a] = false, false, false
		for _, k := range Keymap[a] {
			d := src.KeyDuration(k)
			if d > 0 {
				in.Held[a] = true
			}
			// A key tapped within the tick is up again (d == 0) but was
			// just pressed all the same.
			tapped := d == 1 || src.KeyJustPressed(k)
			if tapped {
				in.Just[a] = true
			}
			// Held keys repeat after a short delay, for lists.
			if tapped || (d > 24 && d%5 == 0) {
				in.Repeat[a] = true
			}
		}
	}
	in.Digit = 0
	for i, ks := range DigitKeys {
		for _, k := range ks {
			if src.KeyJustPressed(k) {
				in.Digit = i + 1
			}
		}
	}
	in.MouseX, in.MouseY = src.Cursor()
	in.Wheel = src.Wheel()
	for i, b := range MouseButtons {
		wasDown := in.Down[i]
		in.Down[i] = src.MouseDown(b)
		in.Pressed[i] = src.MouseJustPressed(b)
		in.Released[i] = src.MouseJustReleased(b)
		// A click within one tick: a press already up again is a release
		// too, and a release whose press was never seen down is a press too.
		if in.Pressed[i] && !in.Down[i] {
			in.Released[i] = true
		}
		if in.Released[i] && !wasDown {
			in.Pressed[i] = true
		}
	}
	in.Chars = src.AppendChars(in.Chars[:0])
	in.Backspace = src.KeyJustPressed(ebiten.KeyBackspace)
	in.Replay.readFrom(src)
	in.Editor.readFrom(src, in.Chars)
	in.Focused = src.Focused()
	in.Width, in.Height = width, height
	in.CursorIn = in.MouseX >= 0 && in.MouseY >= 0 && in.MouseX < width && in.MouseY < height
}

// Clicked reports whether the left button went up this tick.
func (in *Input) Clicked() bool { return in.Released[MouseLeft] }

// AnyDown reports whether any mouse button is held.
func (in *Input) AnyDown() bool { return in.Down[0] || in.Down[1] || in.Down[2] }
