package widget

import (
	"image"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
)

// Field is one line of text the player types: a server's address, an
// email, a password (Secret draws it as dots), an invitation code.
type Field struct {
	Rect   image.Rectangle
	Label  string
	Value  string
	Secret bool
	// Max bounds the value in characters; 0 is 200.
	Max int
}

// Type takes Backspace and adds the characters typed this tick to the
// value.
func (f *Field) Type(in *app.Input) {
	limit := f.Max
	if limit == 0 {
		limit = 200
	}
	// A Backspace in the same tick as letters came first: the letters
	// were typed after it.
	if in.Backspace && f.Value != "" {
		_, n := utf8.DecodeLastRuneInString(f.Value)
		f.Value = f.Value[:len(f.Value)-n]
	}
	for _, r := range in.Chars {
		if r >= ' ' && r != 0x7f && utf8.RuneCountInString(f.Value) < limit {
			f.Value += string(r)
		}
	}
}

// DrawField draws the field's label above its box and its value inside,
// with a cursor blinking on the cosmetic clock when it has the focus.
func (u *UI) DrawField(dst *ebiten.Image, f *Field, focused bool, clock float64) {
	u.Text(dst, f.Label, u.Small, float64(f.Rect.Min.X), float64(f.Rect.Min.Y-12), text.AlignStart, text.AlignCenter, ColMuted, 1)
	style := StyleItem
	if focused {
		style = StyleButtonHot
	}
	u.Box(dst, f.Rect, style, 1)
	shown := f.Value
	if f.Secret {
		shown = strings.Repeat("•", utf8.RuneCountInString(f.Value))
	}
	if focused && int(clock*2)%2 == 0 {
		shown += "|"
	}
	shown = ClipText(shown, u.Body, float64(f.Rect.Dx()-24))
	u.Text(dst, shown, u.Body, float64(f.Rect.Min.X+12), float64(f.Rect.Min.Y+f.Rect.Dy()/2), text.AlignStart, text.AlignCenter, ColText, 1)
}
