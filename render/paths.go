package render

import (
	"os"
	"path/filepath"

	"hexstorm/saves"
)

// Paths are where the window keeps its files: decided once, by
// DefaultPaths in main, and passed down. An empty path is a file or folder
// the game does without.
type Paths struct {
	// Settings is the settings file.
	Settings string
	// Saves is the save folder; SavesErr says why there is none.
	Saves, SavesErr string
	// Records is the folder the replay list shows records from.
	Records string
	// Scenarios is the folder of the player's own scenarios: the editor
	// saves there and the scenario list reads it.
	Scenarios string
}

// DefaultPaths returns the usual places: the settings and the records in
// the user's configuration folder (hexstorm/settings.json,
// hexstorm/records), the saves where saves.DefaultDir says, and the
// player's scenarios where scenariosDir says.
func DefaultPaths() Paths {
	var p Paths
	if dir, err := os.UserConfigDir(); err == nil {
		p.Settings = filepath.Join(dir, "hexstorm", "settings.json")
		p.Records = filepath.Join(dir, "hexstorm", "records")
	}
	if dir, err := saves.DefaultDir(); err != nil {
		p.SavesErr = err.Error()
	} else {
		p.Saves = dir
	}
	p.Scenarios = scenariosDir()
	return p
}

// editorDirEnv overrides the folder the editor saves to and opens from.
const editorDirEnv = "HEXSTORM_SCENARIO_DIR"

// scenariosDir returns the folder for the player's own scenarios:
// $HEXSTORM_SCENARIO_DIR when set, else "hexstorm/scenarios" in the user's
// configuration folder (~/.config on Linux, ~/Library/Application Support
// on macOS, %AppData% on Windows), else "scenarios" in the working folder.
func scenariosDir() string {
	if d := os.Getenv(editorDirEnv); d != "" {
		return d
	}
	if base, err := os.UserConfigDir(); err == nil {
		return filepath.Join(base, "hexstorm", "scenarios")
	}
	return "scenarios"
}
