package render

import (
	"hexstorm/render/app"
	"hexstorm/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// settingsScene is the title menu's Settings screen: the same settings as
// the map scene's panel (F2), each applied and saved at once.
type settingsScene struct {
	title *titleScene
	menu  widget.Menu
	msg   string
}

func newSettingsScene(g *Game, title *titleScene) *settingsScene {
	s := &settingsScene{title: title}
	s.rebuild(g)
	return s
}

// rebuild makes the buttons for the current values, keeping the focus.
func (s *settingsScene) rebuild(g *Game) {
	focus := s.menu.Focus
	s.menu = widget.Menu{LastMX: s.menu.LastMX, LastMY: s.menu.LastMY}
	for _, o := range settingOptions(g.settings, g.soundNotice == "") {
		change := o.change
		s.menu.Add(o.label, func() {
			s.msg = g.changeSettings(change)
			s.rebuild(g)
		})
		s.menu.Entries[len(s.menu.Entries)-1].Disabled = !o.enabled
	}
	s.menu.Add("Back to the title menu", func() { g.GoTo(s.title) })
	s.menu.Focus = min(focus, len(s.menu.Entries)-1)
}

// Update implements app.Scene.
func (s *settingsScene) Update(ctx *app.Context) error {
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.title)
		return nil
	}
	s.menu.Layout(ctx.In.Width/2, ctx.In.Height/2-200, 520, 46, 12)
	s.menu.Update(ctx.In)
	return nil
}

// Draw implements app.Scene.
func (s *settingsScene) Draw(screen *ebiten.Image) {
	s.title.back.draw(screen)
	u := s.title.back.ui
	g := s.title.back.game
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	u.Text(screen, "Settings", u.Heading, float64(w)/2, float64(h)/2-250, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	s.menu.Layout(w/2, h/2-200, 520, 46, 12)
	s.menu.Draw(screen, u, u.Bold)
	y := float64(h) - 72
	if n := g.soundNotice; n != "" {
		u.Text(screen, n, u.Small, float64(w)/2, y, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
	if s.msg != "" {
		u.Text(screen, s.msg, u.Small, float64(w)/2, y+22, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
	where := "Settings are saved in " + g.paths.Settings
	if g.paths.Settings == "" {
		where = "No configuration folder: settings last until the game closes."
	}
	u.Text(screen, where, u.Small, float64(w)/2, float64(h)-28, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
}
