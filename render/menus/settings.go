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
}

// NewSettings opens the settings of src over the backdrop drawBack; Esc
// and its last button return to back.
func NewSettings(ui *widget.UI, back app.Scene, drawBack func(*ebiten.Image), src SettingsSource) *Settings {
	s := &Settings{ui: ui, back: back, drawBack: drawBack, src: src}
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
		s.menu.Add(c.Label, func() {
			s.msg = c.Apply()
			s.rebuild()
		})
		s.menu.Entries[len(s.menu.Entries)-1].Disabled = !c.Enabled
	}
	s.menu.Add("Back to the title menu", func() { s.leaving = true })
	s.menu.Focus = min(focus, len(s.menu.Entries)-1)
}

// Update implements app.Scene.
func (s *Settings) Update(ctx *app.Context) error {
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.back)
		return nil
	}
	s.menu.Layout(ctx.In.Width/2, ctx.In.Height/2-200, 520, 46, 12)
	s.menu.Update(ctx.In)
	if s.leaving {
		s.leaving = false
		ctx.Scenes.GoTo(s.back)
	}
	return nil
}

// Draw implements app.Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	s.drawBack(screen)
	u := s.ui
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	u.Text(screen, "Settings", u.Heading, float64(w)/2, float64(h)/2-250, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	s.menu.Layout(w/2, h/2-200, 520, 46, 12)
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
