package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// edAction is something the editor's keyboard asks for. The editor reads
// its own keys (shortcuts with Ctrl, typed text) beside the game's shared
// input snapshot, through this one table, so scripted tests can fill an
// edInput directly.
type edAction int

// The editor's keyboard actions.
const (
	edUndo edAction = iota
	edRedo
	edCopy
	edCut
	edClear
	edPaste
	edSave
	edSaveAs
	edOpen
	edNew
	edPlay
	edSettings
	edBrushUp
	edBrushDown
	edFill
	edNextSide
	edBackspace
	edEnter
	edEscape
	edActionCount
)

// edKey is one binding: a key, with or without Ctrl (or Cmd) and Shift.
type edKey struct {
	key         ebiten.Key
	ctrl, shift bool
}

// edKeymap binds keys to the editor's actions.
var edKeymap = [edActionCount][]edKey{
	edUndo:      {{key: ebiten.KeyZ, ctrl: true}},
	edRedo:      {{key: ebiten.KeyY, ctrl: true}, {key: ebiten.KeyZ, ctrl: true, shift: true}},
	edCopy:      {{key: ebiten.KeyC, ctrl: true}},
	edCut:       {{key: ebiten.KeyX, ctrl: true}},
	edClear:     {{key: ebiten.KeyDelete}},
	edPaste:     {{key: ebiten.KeyV, ctrl: true}},
	edSave:      {{key: ebiten.KeyS, ctrl: true}},
	edSaveAs:    {{key: ebiten.KeyS, ctrl: true, shift: true}},
	edOpen:      {{key: ebiten.KeyO, ctrl: true}},
	edNew:       {{key: ebiten.KeyN, ctrl: true}},
	edPlay:      {{key: ebiten.KeyF5}},
	edSettings:  {{key: ebiten.KeyF2}},
	edBrushUp:   {{key: ebiten.KeyBracketRight}},
	edBrushDown: {{key: ebiten.KeyBracketLeft}},
	edFill:      {{key: ebiten.KeyG}},
	edNextSide:  {{key: ebiten.KeyTab}},
	edBackspace: {{key: ebiten.KeyBackspace}},
	edEnter:     {{key: ebiten.KeyEnter}, {key: ebiten.KeyNumpadEnter}},
	edEscape:    {{key: ebiten.KeyEscape}},
}

// terrainKeys choose a terrain by number, in hexmap.Terrains order.
var terrainKeys = [...]ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7}

// edInput is one tick of the editor's keyboard.
type edInput struct {
	just [edActionCount]bool
	// digit is the terrain number key pressed this tick (1..7), 0 for none.
	digit int
	// chars is the text typed this tick.
	chars []rune
	// ctrl is held: WASD are then shortcuts (Ctrl+S, Ctrl+Z), not panning.
	ctrl bool
	// shift is held: Shift+Enter starts a new line in a long text.
	shift bool
}

// read fills the snapshot from Ebitengine.
func (k *edInput) read() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for a := range edActionCount {
		k.just[a] = false
		for _, b := range edKeymap[a] {
			d := inpututil.KeyPressDuration(b.key)
			// Backspace repeats while held, for editing text.
			hit := d == 1 || inpututil.IsKeyJustPressed(b.key) || (a == edBackspace && d > 24 && d%4 == 0)
			if hit && b.ctrl == ctrl && (b.shift == shift || !b.ctrl) {
				k.just[a] = true
			}
		}
	}
	k.digit = 0
	if !ctrl {
		for i, key := range terrainKeys {
			if inpututil.IsKeyJustPressed(key) {
				k.digit = i + 1
			}
		}
	}
	k.chars = ebiten.AppendInputChars(k.chars[:0])
	k.ctrl, k.shift = ctrl, shift
}
