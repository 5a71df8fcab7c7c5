package render

import (
	"fmt"

	"hexstorm/render/menus"
	"hexstorm/render/start"
)

// onOff words a switch.
func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// settingOption is one button of the settings screen (the title's and the
// map's F2): a switch that changes the settings, or a slider that sets a
// value.
type settingOption struct {
	label   string
	enabled bool
	change  func(*Settings)
	slider  *optionSlider
}

// optionSlider is a setting's value on a track.
type optionSlider struct {
	value, min, max, step int
	set                   func(c *Settings, v int)
}

// settingOptions lists the settings' buttons for the current values c;
// without a sound device (sound false) the sound settings show as
// unavailable.
func settingOptions(c Settings, sound bool) []settingOption {
	volume := []settingOption{
		{label: fmt.Sprintf("Volume %d%%", c.Volume), enabled: true, slider: &optionSlider{
			value: c.Volume, min: 0, max: 100, step: 5, set: func(c *Settings, v int) { c.Volume = v }}},
		{label: "Sound muted: " + onOff(c.Muted) + " (M)", enabled: true, change: func(c *Settings) { c.Muted = !c.Muted }},
	}
	if !sound {
		volume = []settingOption{{label: "Sound: unavailable, no sound device was found"}}
	}
	toggle := func(label string, change func(*Settings)) settingOption {
		return settingOption{label: label, enabled: true, change: change}
	}
	return append(volume, []settingOption{
		toggle("Full screen: "+onOff(c.Fullscreen)+" (F11)", func(c *Settings) { c.Fullscreen = !c.Fullscreen }),
		{label: fmt.Sprintf("UI scale %g", c.UIScale), enabled: true, slider: &optionSlider{
			value: int(c.UIScale * 100), min: minUIScale * 100, max: maxUIScale * 100, step: uiScaleStep * 100,
			set: func(c *Settings, v int) { c.UIScale = float64(v) / 100 }}},
		toggle("Colour-blind-safe palette and block shapes: "+onOff(c.ColorBlindSafe), func(c *Settings) { c.ColorBlindSafe = !c.ColorBlindSafe }),
		toggle(fmt.Sprintf("Computer's thinking per turn: %s (%d exact battle odds)", c.Thinking, c.thinkingEvals()), func(c *Settings) {
			c.Thinking = thinkingLevels[(c.thinking()+1)%len(thinkingLevels)].name
		}),
		toggle("Battle pace: "+battlePaces[c.battlePace()].name+" (Space skips a battle's dice)", func(c *Settings) {
			c.BattlePace = battlePaces[(c.battlePace()+1)%len(battlePaces)].name
		}),
		toggle("Blocks slide along their moves: "+onOff(!c.ReducedMotion), func(c *Settings) { c.ReducedMotion = !c.ReducedMotion }),
		toggle("Pass a combat phase with no battle: "+onOff(!c.StopAtEmptyCombat), func(c *Settings) { c.StopAtEmptyCombat = !c.StopAtEmptyCombat }),
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
		choice := menus.SettingChoice{Label: o.label, Enabled: o.enabled, Apply: func() string { return g.changeSettings(change) }}
		if sl := o.slider; sl != nil {
			choice.Slider = &menus.SettingSlider{Value: sl.value, Min: sl.min, Max: sl.max, Step: sl.step, Apply: func(v int) string {
				return g.changeSettings(func(c *Settings) { sl.set(c, v) })
			}}
		}
		out = append(out, choice)
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
func newSettingsScene(g *Game, title *start.Title) *menus.Settings {
	return menus.NewSettings(g.ui, title, title.DrawBackdrop, settingsSource{g})
}
