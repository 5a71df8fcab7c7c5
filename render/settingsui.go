package render

import (
	"fmt"
	"image"

	"hexstorm/render/menus"
	"hexstorm/render/widget"
)

// The settings panel of the map scene (F2): every change is applied at
// once and saved.

// toggleSettings opens or closes the settings panel.
func (s *mapScene) toggleSettings() {
	if s.over.settings {
		s.closeSettings()
		return
	}
	s.over.settings = true
	s.refreshSettings()
}

// closeSettings closes the settings panel.
func (s *mapScene) closeSettings() {
	s.over.settings = false
	s.hud.settings.reset("")
	s.hud.settings.rect = image.Rectangle{}
}

// setting changes a setting, showing a failure to save it.
func (s *mapScene) setting(change func(*Settings)) {
	if msg := s.game.changeSettings(change); msg != "" {
		s.message(msg, true, s.game.clock)
	}
	if s.over.settings {
		s.refreshSettings()
	}
}

// restyle redraws the map after a palette change.
func (s *mapScene) restyle() {
	s.Board.SetPalette(s.game.ui.Palette)
}

// onOff words a switch.
func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// refreshSettings rebuilds the settings panel.
func (s *mapScene) refreshSettings() {
	p := &s.hud.settings
	c := s.game.settings
	ui := s.game.ui
	p.centred = true
	p.reset("Settings (F2 closes)")
	if n := s.game.soundNotice; n != "" {
		p.line(ui, n, widget.ColAccent, -1)
	}
	if s.game.paths.Settings != "" {
		p.line(ui, "Saved in "+s.game.paths.Settings, widget.ColMuted, -1)
	}
	for _, o := range settingOptions(c, s.game.soundNotice == "") {
		change := o.change
		p.add(o.label, o.enabled, func() { s.setting(change) })
	}
	p.add("Close", true, s.closeSettings)
	if s.hud.w > 0 {
		s.hud.layout(s.state.Map, s.hud.w, s.hud.h)
	}
}

// settingOption is one button of the settings, shared by the map scene's
// panel (F2) and the title menu's settings screen.
type settingOption struct {
	label   string
	enabled bool
	change  func(*Settings)
}

// settingOptions lists the settings' buttons for the current values c;
// without a sound device (sound false) the sound settings show as
// unavailable.
func settingOptions(c Settings, sound bool) []settingOption {
	volume := []settingOption{
		{fmt.Sprintf("Volume %d%%: lower", c.Volume), c.Volume > 0, func(c *Settings) { c.Volume -= 10 }},
		{fmt.Sprintf("Volume %d%%: raise", c.Volume), c.Volume < 100, func(c *Settings) { c.Volume += 10 }},
		{"Sound muted: " + onOff(c.Muted) + " (M)", true, func(c *Settings) { c.Muted = !c.Muted }},
	}
	if !sound {
		volume = []settingOption{{"Sound: unavailable, no sound device was found", false, nil}}
	}
	return append(volume, []settingOption{
		{"Full screen: " + onOff(c.Fullscreen) + " (F11)", true, func(c *Settings) { c.Fullscreen = !c.Fullscreen }},
		{fmt.Sprintf("UI scale %g: smaller", c.UIScale), c.UIScale > minUIScale, func(c *Settings) { c.UIScale -= uiScaleStep }},
		{fmt.Sprintf("UI scale %g: larger", c.UIScale), c.UIScale < maxUIScale, func(c *Settings) { c.UIScale += uiScaleStep }},
		{"Colour-blind-safe palette and block shapes: " + onOff(c.ColorBlindSafe), true, func(c *Settings) { c.ColorBlindSafe = !c.ColorBlindSafe }},
		{fmt.Sprintf("Computer's thinking per turn: %s (%d exact battle odds)", c.Thinking, c.thinkingEvals()), true, func(c *Settings) {
			c.Thinking = thinkingLevels[(c.thinking()+1)%len(thinkingLevels)].name
		}},
	}...)
}

// settingsSource is the game's settings as the title's settings screen
// (menus.Settings) shows and changes them.
type settingsSource struct{ g *Game }

// Choices implements menus.SettingsSource.
func (src settingsSource) Choices() []menus.SettingChoice {
	g := src.g
	var out []menus.SettingChoice
	for _, o := range settingOptions(g.settings, g.soundNotice == "") {
		change := o.change
		out = append(out, menus.SettingChoice{Label: o.label, Enabled: o.enabled, Apply: func() string { return g.changeSettings(change) }})
	}
	return out
}

// Notice implements menus.SettingsSource.
func (src settingsSource) Notice() string { return src.g.soundNotice }

// Where implements menus.SettingsSource.
func (src settingsSource) Where() string {
	if src.g.paths.Settings == "" {
		return "No configuration folder: settings last until the game closes."
	}
	return "Settings are saved in " + src.g.paths.Settings
}

// newSettingsScene opens the title menu's settings screen over its backdrop.
func newSettingsScene(g *Game, title *titleScene) *menus.Settings {
	return menus.NewSettings(g.ui, title, title.back.draw, settingsSource{g})
}
