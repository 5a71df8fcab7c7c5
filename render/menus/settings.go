package menus

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// SettingChoice is one button of the settings screen: its label, whether it
// can be pressed now, and what pressing it does; Apply applies and saves
// the change and says why it could not be saved, or "".
type SettingChoice struct {
	Label   string
	Enabled bool
	Apply   func() string
	// Slider, when set, makes the choice a slider (Apply is not used).
	Slider *SettingSlider
}

// SettingSlider is a setting chosen on a track: its value, range and step,
// and how to apply and save a new value (saying why it could not be saved,
// or "").
type SettingSlider struct {
	Value, Min, Max, Step int
	Apply                 func(v int) string
}

// SettingsSource is the game's settings as the settings screen shows and
// changes them.
type SettingsSource interface {
	// Choices are the buttons for the settings as they now stand.
	Choices() []SettingChoice
	// Notice says why the game has no sound, or "".
	Notice() string
	// Where says where the settings are saved.
	Where() string
}

// Settings is the title menu's Settings screen: the same settings as the
// map's panel (F2), each applied and saved at once.
type Settings struct {
	ui       *widget.UI
	back     app.Scene
	drawBack func(*ebiten.Image)
	src      SettingsSource
	menu     widget.Menu
	msg      string
	// leaving is set by the last button.
	leaving bool
	// BackLabel is the last button's label.
	BackLabel string
}

// NewSettings opens the settings of src over the backdrop drawBack; Esc
// and its last button return to back.
func NewSettings(ui *widget.UI, back app.Scene, drawBack func(*ebiten.Image), src SettingsSource) *Settings {
	s := &Settings{ui: ui, back: back, drawBack: drawBack, src: src, BackLabel: "Back to the title menu"}
	s.rebuild()
	return s
}

// Entries are the screen's buttons, as they now read.
func (s *Settings) Entries() []widget.MenuEntry { return s.menu.Entries }

// rebuild makes the buttons for the current values, keeping the focus.
func (s *Settings) rebuild() {
	focus := s.menu.Focus
	s.menu = widget.Menu{LastMX: s.menu.LastMX, LastMY: s.menu.LastMY}
	for _, c := range s.src.Choices() {
		if sl := c.Slider; sl != nil {
			s.menu.Entries = append(s.menu.Entries, widget.MenuEntry{Button: widget.Button{Label: c.Label}, Disabled: !c.Enabled,
				Slider: &widget.Slider{Value: sl.Value, Min: sl.Min, Max: sl.Max, Step: sl.Step, Set: func(v int) {
					s.msg = sl.Apply(v)
					s.rebuild()
				}}})
			continue
		}
		s.menu.Add(c.Label, func() {
			s.msg = c.Apply()
			s.rebuild()
		})
		s.menu.Entries[len(s.menu.Entries)-1].Disabled = !c.Enabled
	}
	s.menu.Add(s.BackLabel, func() { s.leaving = true })
	s.menu.Focus = min(focus, len(s.menu.Entries)-1)
}

// Update implements app.Scene.
func (s *Settings) Update(ctx *app.Context) error {
	if ctx.In.Just[app.ActBack] || ctx.In.Just[app.ActSettings] {
		ctx.Scenes.GoTo(s.back)
		return nil
	}
	s.layout(ctx.In.Width, ctx.In.Height)
	s.menu.Update(ctx.In)
	if s.leaving {
		s.leaving = false
		ctx.Scenes.GoTo(s.back)
	}
	return nil
}

// layout places the buttons in a column centred on a w x h screen, as
// tall as room allows, and returns where the column starts.
func (s *Settings) layout(w, h int) int {
	n := len(s.menu.Entries)
	bh, gap := 42, 8
	if room := h - 170; n*(bh+gap) > room {
		bh, gap = max(28, room/n-4), 4
	}
	top := max(widget.TopBarHeight+30, (h-n*(bh+gap))/2)
	s.menu.Layout(w/2, top, 560, bh, gap)
	return top
}

// Draw implements app.Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	s.drawBack(screen)
	u := s.ui
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	top := s.layout(w, h)
	u.Text(screen, "Settings", u.Heading, float64(w)/2, float64(top-30), text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	s.menu.Draw(screen, u, u.Bold)
	y := float64(h) - 72
	if n := s.src.Notice(); n != "" {
		u.Text(screen, n, u.Small, float64(w)/2, y, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
	if s.msg != "" {
		u.Text(screen, s.msg, u.Small, float64(w)/2, y+22, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
	u.Text(screen, s.src.Where(), u.Small, float64(w)/2, float64(h)-28, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
}
