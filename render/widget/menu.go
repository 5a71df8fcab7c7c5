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
	// Slider, when set, makes the entry a slider: a click sets its value
	// where the track was clicked, Left and Right step it while focused.
	Slider *Slider
}

// Slider is a value between Min and Max chosen on a track, in Step steps;
// Set is told each new value.
type Slider struct {
	Value, Min, Max, Step int
	Set                   func(v int)
}

// track returns the slider's track inside the entry's rectangle r: the
// right part, the label taking the left.
func (sl *Slider) track(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X+r.Dx()*9/20, r.Min.Y+r.Dy()/2-4, r.Max.X-18, r.Min.Y+r.Dy()/2+4)
}

// at returns the value at screen x on the track of r, on a step.
func (sl *Slider) at(r image.Rectangle, x int) int {
	t := sl.track(r)
	if t.Dx() <= 0 || sl.Max <= sl.Min {
		return sl.Value
	}
	v := sl.Min + (x-t.Min.X)*(sl.Max-sl.Min)/t.Dx()
	if sl.Step > 0 {
		v = (v - sl.Min + sl.Step/2) / sl.Step * sl.Step
		v += sl.Min
	}
	return min(sl.Max, max(sl.Min, v))
}

// change sets the slider to v, telling Set when it moves.
func (sl *Slider) change(v int) bool {
	v = min(sl.Max, max(sl.Min, v))
	if v == sl.Value {
		return false
	}
	sl.Value = v
	if sl.Set != nil {
		sl.Set(v)
	}
	return true
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
	focused := &m.Entries[min(max(m.Focus, 0), n-1)]
	if sl := focused.Slider; sl != nil && !focused.Disabled && (in.Repeat[app.ActLeft] || in.Repeat[app.ActRight]) {
		step := max(sl.Step, 1)
		if in.Repeat[app.ActLeft] {
			step = -step
		}
		return sl.change(sl.Value + step)
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
			if sl := m.Entries[i].Slider; sl != nil {
				return sl.change(sl.at(m.Entries[i].Rect, in.MouseX))
			}
			m.Entries[i].Do()
			return true
		}
	}
	if in.Just[app.ActConfirm] && !m.Entries[m.Focus].Disabled && m.Entries[m.Focus].Do != nil {
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
		if e.Slider != nil {
			m.drawSlider(screen, u, face, e, i == m.Focus)
			continue
		}
		u.DrawButton(screen, &e.Button, face, i == m.Focus)
	}
}

// drawSlider draws a slider entry: its label at the left, the track with
// the part up to the value lit, and the knob.
func (m *Menu) drawSlider(screen *ebiten.Image, u *UI, face *text.GoTextFace, e *MenuEntry, hot bool) {
	style := StyleButton
	if hot {
		style = StyleButtonHot
	}
	u.Box(screen, e.Rect, style, 1)
	cy := float64(e.Rect.Min.Y + e.Rect.Dy()/2)
	u.Text(screen, e.Label, face, float64(e.Rect.Min.X+18), cy, text.AlignStart, text.AlignCenter, ColText, 1)
	sl := e.Slider
	t := sl.track(e.Rect)
	u.FillRect(screen, t, ColPanelEdge, 1)
	x := t.Min.X
	if sl.Max > sl.Min {
		x += (sl.Value - sl.Min) * t.Dx() / (sl.Max - sl.Min)
	}
	u.FillRect(screen, image.Rect(t.Min.X, t.Min.Y, x, t.Max.Y), ColAccent, 1)
	u.FillRect(screen, image.Rect(x-5, t.Min.Y-8, x+5, t.Max.Y+8), ColText, 1)
}
