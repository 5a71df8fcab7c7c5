package mapview

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/widget"
)

// messageSeconds is how long a message shows; it fades in its last second.
const messageSeconds = 7

// Message is the line under the top bar that says what just happened, or
// why an order was refused, for a few seconds.
type Message struct {
	// Text is the message, "" for none; Err marks a refusal or a failure;
	// At is the clock when it was set; W its width in the body face.
	Text string
	Err  bool
	At   float64
	W    float64
}

// Set shows s from now on, measured in u's body face.
func (m *Message) Set(u *widget.UI, s string, isErr bool, now float64) {
	m.Text, m.Err, m.At = s, isErr, now
	m.W = text.Advance(s, u.Body)
}

// Clear takes the message away.
func (m *Message) Clear() { m.Text = "" }

// Alpha is how much of the message shows at clock, 0 once it has gone.
func (m *Message) Alpha(clock float64) float32 {
	if m.Text == "" || clock-m.At >= messageSeconds {
		return 0
	}
	return float32(min(1, messageSeconds-(clock-m.At)))
}

// Rect is where the message goes on a screen w wide: centred under the top
// bar.
func (m *Message) Rect(w int) image.Rectangle {
	mw := int(m.W) + 36
	return image.Rect((w-mw)/2, widget.TopBarHeight+10, (w+mw)/2, widget.TopBarHeight+44)
}

// Draw draws the message in r at opacity a, its box at boxAlpha times a
// (an error's box always at 0.95).
func (m *Message) Draw(u *widget.UI, screen *ebiten.Image, r image.Rectangle, a, boxAlpha float32) {
	if m.Err {
		u.Box(screen, r, widget.StyleError, 0.95*a)
	} else {
		u.Box(screen, r, widget.StyleMessage, boxAlpha*a)
	}
	u.Text(screen, m.Text, u.Body, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, text.AlignCenter, text.AlignCenter, widget.ColText, a)
}
