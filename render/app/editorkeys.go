package app

import "github.com/hajimehoshi/ebiten/v2"

// EditorAction is something the editor's keyboard asks for: its shortcuts
// (with Ctrl) and text keys, the editor's context of the keymap. The
// snapshot reads them once per tick with the rest (Input.Editor); scripted
// tests fill an EditorKeys directly.
type EditorAction int

// The editor's keyboard actions.
const (
	EdUndo EditorAction = iota
	EdRedo
	EdCopy
	EdCut
	EdClear
	EdPaste
	EdSave
	EdSaveAs
	EdOpen
	EdNew
	EdPlay
	EdSettings
	EdBrushUp
	EdBrushDown
	EdFill
	EdNextSide
	EdBackspace
	EdEnter
	EdEscape
	EditorActionCount
)

// EditorKey is one binding: a key, with or without Ctrl (or Cmd) and Shift.
type EditorKey struct {
	Key         ebiten.Key
	Ctrl, Shift bool
}

// EditorKeymap binds keys to the editor's actions.
var EditorKeymap = [EditorActionCount][]EditorKey{
	EdUndo:      {{Key: ebiten.KeyZ, Ctrl: true}},
	EdRedo:      {{Key: ebiten.KeyY, Ctrl: true}, {Key: ebiten.KeyZ, Ctrl: true, Shift: true}},
	EdCopy:      {{Key: ebiten.KeyC, Ctrl: true}},
	EdCut:       {{Key: ebiten.KeyX, Ctrl: true}},
	EdClear:     {{Key: ebiten.KeyDelete}},
	EdPaste:     {{Key: ebiten.KeyV, Ctrl: true}},
	EdSave:      {{Key: ebiten.KeyS, Ctrl: true}},
	EdSaveAs:    {{Key: ebiten.KeyS, Ctrl: true, Shift: true}},
	EdOpen:      {{Key: ebiten.KeyO, Ctrl: true}},
	EdNew:       {{Key: ebiten.KeyN, Ctrl: true}},
	EdPlay:      {{Key: ebiten.KeyF5}},
	EdSettings:  {{Key: ebiten.KeyF2}},
	EdBrushUp:   {{Key: ebiten.KeyBracketRight}},
	EdBrushDown: {{Key: ebiten.KeyBracketLeft}},
	EdFill:      {{Key: ebiten.KeyG}},
	EdNextSide:  {{Key: ebiten.KeyTab}},
	EdBackspace: {{Key: ebiten.KeyBackspace}},
	EdEnter:     {{Key: ebiten.KeyEnter}, {Key: ebiten.KeyNumpadEnter}},
	EdEscape:    {{Key: ebiten.KeyEscape}},
}

// TerrainKeys choose a terrain by number, in hexmap.Terrains order.
var TerrainKeys = [...]ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7}

// EditorKeys is one tick of the editor's keyboard.
type EditorKeys struct {
	// Just is each action pressed this tick (Backspace also repeating).
	Just [EditorActionCount]bool
	// Digit is the terrain number key pressed this tick (1..7), 0 for none.
	Digit int
	// Chars is the text typed this tick.
	Chars []rune
	// Ctrl is held: WASD are then shortcuts (Ctrl+S, Ctrl+Z), not panning.
	Ctrl bool
	// Shift is held: Shift+Enter starts a new line in a long text.
	Shift bool
}

// readFrom fills the editor's part of the snapshot from src; chars are
// the characters typed this tick, read once for the whole snapshot.
func (k *EditorKeys) readFrom(src RawInput, chars []rune) {
	ctrl := src.KeyPressed(ebiten.KeyControl) || src.KeyPressed(ebiten.KeyMeta)
	shift := src.KeyPressed(ebiten.KeyShift)
	for a := range EditorActionCount {
		k.Just[a] = false
		for _, b := range EditorKeymap[a] {
			d := src.KeyDuration(b.Key)
			// Backspace repeats while held, for editing text.
			hit := d == 1 || src.KeyJustPressed(b.Key) || (a == EdBackspace && d > 24 && d%4 == 0)
			if hit && b.Ctrl == ctrl && (b.Shift == shift || !b.Ctrl) {
				k.Just[a] = true
			}
		}
	}
	k.Digit = 0
	if !ctrl {
		for i, key := range TerrainKeys {
			if src.KeyJustPressed(key) {
				k.Digit = i + 1
			}
		}
	}
	k.Chars = chars
	k.Ctrl, k.Shift = ctrl, shift
}
