package render

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/ai"
	"hexstorm/internal/atomicfile"
	"hexstorm/internal/safefile"
)

// Settings are the player's preferences, kept between runs in
// Paths.Settings (os.UserConfigDir()/hexstorm/settings.json by default).
type Settings struct {
	// Volume is the sound volume in percent, 0-100.
	Volume int `json:"volume"`
	// Muted silences every sound.
	Muted bool `json:"muted"`
	// Fullscreen shows the game on the whole screen.
	Fullscreen bool `json:"fullscreen"`
	// UIScale enlarges everything drawn, 1 to 2 (for high-density screens).
	UIScale float64 `json:"ui_scale"`
	// ColorBlindSafe uses colours told apart with any colour vision, and
	// gives each side's blocks their own outline (board.PaletteSafe).
	ColorBlindSafe bool `json:"color_blind_safe"`
	// Thinking is the computer's thinking budget per turn: "quick",
	// "normal" or "deep" (thinkingLevels).
	Thinking string `json:"ai_thinking,omitempty"`
	// ReducedMotion makes blocks jump to where they end instead of sliding
	// along their path.
	ReducedMotion bool `json:"reduced_motion,omitempty"`
	// StopAtEmptyCombat keeps a combat phase with no battle on screen until
	// the player ends it; by default such a phase passes by itself.
	StopAtEmptyCombat bool `json:"stop_at_empty_combat,omitempty"`
	// BattlePace is how long the battle view shows each step and die:
	// "slow", "normal" or "fast" (battlePaces).
	BattlePace string `json:"battle_pace,omitempty"`
}

// battlePaces are the battle view's paces, as a factor on its delays in
// percent: slow gives time to read every die, fast shows the steps at a
// glance; Space skips at any pace.
var battlePaces = []struct {
	name    string
	percent int
}{
	{"slow", 170},
	{"normal", 100},
	{"fast", 45},
}

// battlePace returns the index in battlePaces of the setting.
func (s Settings) battlePace() int {
	for i, p := range battlePaces {
		if p.name == s.BattlePace {
			return i
		}
	}
	return 1
}

// thinkingLevels are the computer's thinking budgets the settings offer, in
// exact battle evaluations per turn (a count, so a game replays alike).
var thinkingLevels = []struct {
	name  string
	evals int
}{
	{"quick", ai.QuickThinking},
	{"normal", ai.DefaultThinking},
	{"deep", ai.DeepThinking},
}

// thinking returns the index in thinkingLevels of the setting.
func (s Settings) thinking() int {
	for i, l := range thinkingLevels {
		if l.name == s.Thinking {
			return i
		}
	}
	return 1
}

// thinkingEvals is the computer's budget of exact evaluations per turn.
func (s Settings) thinkingEvals() int { return thinkingLevels[s.thinking()].evals }

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Volume: 80, UIScale: 1, Thinking: "normal", BattlePace: "normal"}
}

// UI scale bounds and step.
const (
	minUIScale  = 1.0
	maxUIScale  = 2.0
	uiScaleStep = 0.25
)

// normalized returns s with every field in its range.
func (s Settings) normalized() Settings {
	s.Volume = min(max(s.Volume, 0), 100)
	if s.UIScale == 0 {
		s.UIScale = 1
	}
	s.UIScale = min(max(s.UIScale, minUIScale), maxUIScale)
	s.Thinking = thinkingLevels[s.thinking()].name
	s.BattlePace = battlePaces[s.battlePace()].name
	return s
}

// maxSettingsFile bounds the settings file: real ones are a few hundred
// bytes.
const maxSettingsFile = 1 << 20

// LoadSettings reads the settings at path. A missing file gives the
// defaults; a broken one gives the defaults and an error naming the file
// and what is wrong, so the game can start and say so.
func LoadSettings(path string) (Settings, error) {
	data, err := safefile.Read(path, maxSettingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), fmt.Errorf("read settings %s: %w", path, err)
	}
	s := DefaultSettings()
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("settings %s are not valid JSON (%v); using the defaults", path, err)
	}
	return s.normalized(), nil
}

// Save writes the settings to path atomically: a crash never leaves a
// half-written file.
func (s Settings) Save(path string) error {
	data, err := json.MarshalIndent(s.normalized(), "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(data, '\n'))
}

// applySettings makes the game follow g.settings: sound, window, palette.
func (g *Game) applySettings() {
	s := g.settings
	if g.audio != nil {
		g.audio.SetVolume(s.Volume)
		g.audio.SetMuted(s.Muted)
	}
	if g.window && ebiten.IsFullscreen() != s.Fullscreen {
		ebiten.SetFullscreen(s.Fullscreen)
	}
	g.ui.Palette = g.ui.Palette.WithSafe(s.ColorBlindSafe) // each side keeps its colour
	g.ui.DropBoxes()
	if r, ok := g.scenes.Current.(interface{ Restyle() }); ok {
		r.Restyle()
	}
}

// changeSettings applies a change to the settings and saves them; a
// failure to save is shown, never fatal.
func (g *Game) changeSettings(change func(*Settings)) string {
	change(&g.settings)
	g.settings = g.settings.normalized()
	g.applySettings()
	if g.paths.Settings == "" {
		return ""
	}
	if err := g.settings.Save(g.paths.Settings); err != nil {
		return "Settings not saved: " + err.Error()
	}
	return ""
}
