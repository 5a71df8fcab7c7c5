package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// menuList is a column of buttons chosen by mouse or by arrows and Enter,
// for the game-flow screens (handoff, recap, saves, victory).
type menuList struct {
	entries        []menuEntry
	focus          int
	lastMX, lastMY int
	// disabled entries are drawn dimmed and do nothing.
	disabled []bool
}

// add appends an entry.
func (m *menuList) add(label string, do func(g *Game)) {
	m.entries = append(m.entries, menuEntry{Button: widget.Button{Label: label}, do: do})
	m.disabled = append(m.disabled, false)
}

// layout centres the column on cx with its top at y, each button w wide.
func (m *menuList) layout(cx, y, w int) {
	for i := range m.entries {
		m.entries[i].Rect = image.Rect(cx-w/2, y, cx+w/2, y+46)
		y += 46 + 12
	}
}

// layoutRow places the buttons side by side, centred on cx, at y.
func (m *menuList) layoutRow(cx, y, w int) {
	n := len(m.entries)
	x := cx - (n*w+(n-1)*12)/2
	for i := range m.entries {
		m.entries[i].Rect = image.Rect(x, y, x+w, y+46)
		x += w + 12
	}
}

// update moves the focus and runs the chosen entry, reading in (the tick's
// input, or a scene's copy of it without the keys it kept for itself); it
// reports whether one ran. Up/Down and Left/Right both move the focus.
func (m *menuList) update(g *Game, in *app.Input) bool {
	n := len(m.entries)
	if n == 0 {
		return false
	}
	if in.Repeat[app.ActDown] || in.Repeat[app.ActRight] {
		m.focus = (m.focus + 1) % n
	}
	if in.Repeat[app.ActUp] || in.Repeat[app.ActLeft] {
		m.focus = (m.focus + n - 1) % n
	}
	moved := in.MouseX != m.lastMX || in.MouseY != m.lastMY
	m.lastMX, m.lastMY = in.MouseX, in.MouseY
	for i := range m.entries {
		if moved && m.entries[i].Hit(in.MouseX, in.MouseY) {
			m.focus = i
		}
		if in.Clicked() && m.entries[i].Hit(in.MouseX, in.MouseY) && !m.disabled[i] {
			m.entries[i].do(g)
			return true
		}
	}
	if in.Just[app.ActConfirm] && !m.disabled[m.focus] {
		m.entries[m.focus].do(g)
		return true
	}
	return false
}

// draw draws the buttons, the focused one lit.
func (m *menuList) draw(screen *ebiten.Image, u *widget.UI) {
	for i := range m.entries {
		if m.disabled[i] {
			u.Box(screen, m.entries[i].Rect, widget.StyleItem, 0.5)
			c := m.entries[i].Rect.Min.Add(m.entries[i].Rect.Max).Div(2)
			u.Text(screen, m.entries[i].Label, u.Bold, float64(c.X), float64(c.Y), text.AlignCenter, text.AlignCenter, widget.ColMuted, 0.8)
			continue
		}
		u.DrawButton(screen, &m.entries[i].Button, u.Bold, i == m.focus)
	}
}
