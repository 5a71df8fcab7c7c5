package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	want := Settings{Volume: 35, Muted: true, Fullscreen: true, UIScale: 1.5, ColorBlindSafe: true}
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
	s, _ := newBattleScene(t)
	g := s.game
	g.settingsPath = filepath.Join(t.TempDir(), "settings.json")
	d := newDriver(t, s)
	d.press(actSettings)
	if !s.over.settings || len(s.hud.settings.choices) == 0 {
		t.Fatal("F2 did not open the settings")
	}
	d.press(actMute)
	saved, err := LoadSettings(g.settingsPath)
	if err != nil || !saved.Muted {
		t.Fatalf("after M the saved settings are %+v, %v", saved, err)
	}
}
