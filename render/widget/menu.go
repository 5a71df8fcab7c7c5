package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
)

// MenuEntry is one choice of a menu and what it does.
type MenuEntry struct {
	Button
	Do func()
	// Disabled entries are drawn dimmed and do nothing.
	Disabled bool
}

// Menu is a column (or a row) of buttons chosen by the mouse, or by the
// arrows and Enter: the title menu and the game-flow screens (handoff,
// recap, saves, settings, victory).
type Menu struct {
	Entries []MenuEntry
	// Focus is the entry Enter chooses; LastMX and LastMY are where the
	// cursor was, so that only a moving cursor takes the focus.
	Focus          int
	LastMX, LastMY int
	// UpDownOnly keeps Left and Right from moving the focus.
	UpDownOnly bool
}

// Add appends an entry.
func (m *Menu) Add(label string, do func()) {
	m.Entries = append(m.Entries, MenuEntry{Button: Button{Label: label}, Do: do})
}

// Layout centres the column on cx with its top at y, each button w wide and
// h high, gap apart.
func (m *Menu) Layout(cx, y, w, h, gap int) {
	for i := range m.Entries {
		m.Entries[i].Rect = image.Rect(cx-w/2, y, cx+w/2, y+h)
		y += h + gap
	}
}

// LayoutRow places the buttons side by side, centred on cx, at y.
func (m *Menu) LayoutRow(cx, y, w int) {
	n := len(m.Entries)
	x := cx - (n*w+(n-1)*12)/2
	for i := range m.Entries {
		m.Entries[i].Rect = image.Rect(x, y, x+w, y+46)
		x += w + 12
	}
}

// Update moves the focus and runs the chosen entry, reading in (the tick's
// input, or a scene's copy of it without the keys it kept for itself); it
// reports whether one ran.
func (m *Menu) Update(in *app.Input) bool {
	n := len(m.Entries)
	if n == 0 {
		return false
	}
	if in.Repeat[app.ActDown] || (!m.UpDownOnly && in.Repeat[app.ActRight]) {
		m.Focus = (m.Focus + 1) % n
	}
	if in.Repeat[app.ActUp] || (!m.UpDownOnly && in.Repeat[app.ActLeft]) {
		m.Focus = (m.Focus + n - 1) % n
	}
	moved := in.MouseX != m.LastMX || in.MouseY != m.LastMY
	m.LastMX, m.LastMY = in.MouseX, in.MouseY
	for i := range m.Entries {
		if moved && m.Entries[i].Hit(in.MouseX, in.MouseY) {
			m.Focus = i
		}
		if in.Clicked() && m.Entries[i].Hit(in.MouseX, in.MouseY) && !m.Entries[i].Disabled {
			m.Entries[i].Do()
			return true
		}
	}
	if in.Just[app.ActConfirm] && !m.Entries[m.Focus].Disabled {
		m.Entries[m.Focus].Do()
		return true
	}
	return false
}

// Draw draws the buttons in face, the focused one lit.
func (m *Menu) Draw(screen *ebiten.Image, u *UI, face *text.GoTextFace) {
	for i := range m.Entries {
		e := &m.Entries[i]
		if e.Disabled {
			u.Box(screen, e.Rect, StyleItem, 0.5)
			c := e.Rect.Min.Add(e.Rect.Max).Div(2)
			u.Text(screen, e.Label, face, float64(c.X), float64(c.Y), text.AlignCenter, text.AlignCenter, ColMuted, 0.8)
			continue
		}
		u.DrawButton(screen, &e.Button, face, i == m.Focus)
	}
}
