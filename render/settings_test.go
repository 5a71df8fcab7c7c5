package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// Settings survive a save and a load; a first run has the defaults; a
// broken file gives the defaults and an error naming the file.
func TestSettings_SaveLoadDefaultsAndBrokenFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "hexstorm", "settings.json")
	got, err := LoadSettings(path)
	if err != nil || got != DefaultSettings() {
		t.Fatalf("first run: %+v, %v", got, err)
	}
	want := Settings{Volume: 35, Muted: true, Fullscreen: true, UIScale: 1.5, ColorBlindSafe: true, Thinking: "deep",
		ReducedMotion: true, StopAtEmptyCombat: true, BattlePace: "fast"}
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	if got, err = LoadSettings(path); err != nil || got != want {
		t.Fatalf("loaded %+v, %v; saved %+v", got, err, want)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("the settings folder holds %d files; the atomic write left a temporary one", len(entries))
	}
	os.WriteFile(path, []byte("{volume: loud"), 0o644)
	got, err = LoadSettings(path)
	if err == nil || !strings.Contains(err.Error(), path) || got != DefaultSettings() {
		t.Fatalf("broken file: %+v, %v", got, err)
	}
}

// Values out of range are brought into it, so a hand-edited file cannot
// make the game unusable.
func TestSettings_OutOfRangeValuesAreClamped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"volume": 400, "ui_scale": 9}`), 0o644)
	got, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Volume != 100 || got.UIScale != maxUIScale {
		t.Fatalf("clamped to %+v", got)
	}
}

// Changing a setting in the game saves it at once.
func TestSettings_ChangeIsSaved(t *testing.T) {
	g := newGame(Options{Seed: 3})
	g.paths.Settings = filepath.Join(t.TempDir(), "settings.json")
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(g.playDeps(), sc, 3)
	if err != nil {
		t.Fatal(err)
	}
	// The map's keys, its Update driven outside the scene manager.
	press := func(a app.Action) {
		t.Helper()
		g.in = app.Input{Width: 1280, Height: 800, MouseX: 640, MouseY: 400, CursorIn: true}
		g.in.Just[a], g.in.Held[a] = true, true
		if err := s.Update(g.context()); err != nil {
			t.Fatal(err)
		}
	}
	press(app.ActSettings)
	opened := g.scenes.Next
	if opened == nil {
		opened = g.scenes.Current // the scene was driven outside the manager
	}
	if _, ok := opened.(*menus.Settings); !ok {
		t.Fatalf("F2 opened %T, not the settings", opened)
	}
	press(app.ActMute)
	saved, err := LoadSettings(g.paths.Settings)
	if err != nil || !saved.Muted {
		t.Fatalf("after M the saved settings are %+v, %v", saved, err)
	}
}

// showTitle makes the title menu the current scene, laid out.
func showTitle(t *testing.T, g *Game) *start.Title {
	t.Helper()
	title := newTitleScene(g)
	g.scenes = app.Scenes{}
	g.GoTo(title)
	settle(t, g)
	tick(t, g, nil)
	return title
}

// clickEntry clicks the menu entry whose label starts with prefix.
func clickEntry(t *testing.T, g *Game, entries []widget.MenuEntry, prefix string) {
	t.Helper()
	scenetest.ClickEntry(t, gameShell{g}, entries, prefix)
}

// The title menu's Settings screen changes and saves the same settings as
// the map's F2 (the same screen over the map), the volume on a slider, and
// Esc goes back to the title.
func TestTitle_SettingsScreenChangesAndSaves(t *testing.T) {
	g := newFlowGame(t)
	g.paths.Settings = filepath.Join(t.TempDir(), "settings.json")
	title := showTitle(t, g)
	clickEntry(t, g, title.Entries(), "Settings")
	ss, ok := g.scenes.Current.(*menus.Settings)
	if !ok {
		t.Fatalf("Settings went to %T", g.scenes.Current)
	}
	tick(t, g, nil)
	clickEntry(t, g, ss.Entries(), "Sound muted: off")
	saved, err := LoadSettings(g.paths.Settings)
	if err != nil || !saved.Muted || !g.settings.Muted {
		t.Fatalf("after clicking mute the saved settings are %+v, %v", saved, err)
	}
	if !strings.HasPrefix(ss.Entries()[1].Label, "Sound muted: on") {
		t.Fatalf("the button still says %q", ss.Entries()[1].Label)
	}
	tick(t, g, nil) // lays the rebuilt buttons out
	vol := ss.Entries()[0]
	if vol.Slider == nil || !strings.HasPrefix(vol.Label, "Volume") {
		t.Fatalf("the first entry %q is not the volume slider", vol.Label)
	}
	tick(t, g, func(in *app.Input) {
		in.MouseX, in.MouseY, in.Released[app.MouseLeft] = vol.Rect.Max.X-18, vol.Rect.Min.Y+vol.Rect.Dy()/2, true
	})
	if saved, _ := LoadSettings(g.paths.Settings); saved.Volume != 100 {
		t.Fatalf("a click at the end of the volume's track saved volume %d", saved.Volume)
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.Current != title {
		t.Fatalf("Esc went to %T", g.scenes.Current)
	}
}

// The computer's thinking budget is a setting: it cycles quick, normal,
// deep, is saved, and a bad value reads as normal.
func TestSettings_ThinkingBudget(t *testing.T) {
	c := DefaultSettings().normalized()
	if c.Thinking != "normal" || c.thinkingEvals() != ai.DefaultThinking {
		t.Fatalf("default thinking %q (%d)", c.Thinking, c.thinkingEvals())
	}
	var cycle func(*Settings)
	for _, o := range settingOptions(c, true) {
		if strings.HasPrefix(o.label, "Computer's thinking") {
			cycle = o.change
		}
	}
	if cycle == nil {
		t.Fatal("no thinking option in the settings")
	}
	cycle(&c)
	if c.Thinking != "deep" || c.thinkingEvals() != ai.DeepThinking {
		t.Fatalf("after one click: %q", c.Thinking)
	}
	c.Thinking = "forever"
	if c.normalized().Thinking != "normal" {
		t.Fatalf("a bad value reads as %q", c.normalized().Thinking)
	}
}
