// Package saves keeps saved games on disk. A save is a game record (DESIGN
// section 3) with a label (sim.SaveInfo): every save is also a replay that
// `hexstorm verify` checks. Writes are atomic (internal/atomicfile), so a
// crash or a killed process leaves the previous save whole, and loading
// re-simulates the record, so a damaged, tampered or newer save is refused
// with a message naming the file and the problem.
package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode"

	"hexstorm/internal/atomicfile"
	"hexstorm/internal/safefile"
	"hexstorm/replay"
	"hexstorm/sim"
)

// DirEnv names the environment variable that overrides the save folder
// (tests and portable installs use it).
const DirEnv = "HEXSTORM_SAVE_DIR"

// AutosaveName is the save the game writes by itself at every phase.
const AutosaveName = "Autosave"

// autosaveFile is the autosave's file name; no player save can take it.
const autosaveFile = "autosave.json"

// DefaultDir returns the save folder: $HEXSTORM_SAVE_DIR when set; on Linux
// and other Unix systems $XDG_DATA_HOME/hexstorm/saves, defaulting to
// ~/.local/share/hexstorm/saves; on Windows and macOS the user's
// application data folder (os.UserConfigDir) plus hexstorm/saves.
func DefaultDir() (string, error) {
	if d := os.Getenv(DirEnv); d != "" {
		return d, nil
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		base, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("no folder for saves: %w (set %s)", err, DirEnv)
		}
		return filepath.Join(base, "hexstorm", "saves"), nil
	}
	if x := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "hexstorm", "saves"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no folder for saves: %w (set %s)", err, DirEnv)
	}
	return filepath.Join(home, ".local", "share", "hexstorm", "saves"), nil
}

// Store is a folder of saves.
type Store struct {
	// Dir is the folder; it is created on the first write.
	Dir string
}

// Entry describes one save file for a menu.
type Entry struct {
	// Path is the file; File its base name.
	Path, File string
	// Name is the save's name; Auto marks the autosave.
	Name string
	Auto bool
	// Saved is when it was written (the label's time, else the file's).
	Saved time.Time
	// Scenario is the scenario's name; Turn and Phase where the game stands.
	Scenario string
	Turn     int
	Phase    string
	// Players names who plays each side (sim.SaveInfo.Players).
	Players []string
	// Problem is set when the file cannot even be read as a save; such an
	// entry is listed so the player sees it, but it cannot be loaded.
	Problem string
}

// List returns the saves in the folder, newest first. A folder that does not
// exist yet holds no saves. Temporary files of unfinished writes (names
// starting with a dot) are not saves and are skipped.
func (s *Store) List() ([]Entry, error) {
	files, err := os.ReadDir(s.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the save folder %s: %w", s.Dir, err)
	}
	var out []Entry
	for _, f := range files {
		name := f.Name()
		if f.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") {
			continue
		}
		out = append(out, s.entry(name))
	}
	slices.SortStableFunc(out, func(a, b Entry) int {
		if c := b.Saved.Compare(a.Saved); c != 0 {
			return c
		}
		return strings.Compare(a.File, b.File)
	})
	return out, nil
}

// entry reads a save's label without replaying the game.
func (s *Store) entry(file string) Entry {
	p := filepath.Join(s.Dir, file)
	e := Entry{Path: p, File: file, Name: strings.TrimSuffix(file, ".json"), Auto: file == autosaveFile}
	if fi, err := os.Stat(p); err == nil {
		e.Saved = fi.ModTime()
	}
	data, err := safefile.Read(p, replay.MaxRecordSize)
	if err != nil {
		e.Problem = readProblem(err)
		return e
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		e.Problem = "the file is empty"
		return e
	}
	var head struct {
		Scenario struct {
			Name string `json:"name"`
		} `json:"scenario"`
		Save *sim.SaveInfo `json:"save"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		e.Problem = "not a readable save: " + describeJSONError(err)
		return e
	}
	e.Scenario = head.Scenario.Name
	if in := head.Save; in != nil {
		if in.Name != "" {
			e.Name = in.Name
		}
		if t, err := time.Parse(time.RFC3339, in.Saved); err == nil {
			e.Saved = t
		}
		e.Turn, e.Phase, e.Players = in.Turn, in.Phase, in.Players
	}
	return e
}

// Latest returns the newest save that can at least be read, if any.
func (s *Store) Latest() (Entry, bool) {
	list, err := s.List()
	if err != nil {
		return Entry{}, false
	}
	for _, e := range list {
		if e.Problem == "" {
			return e, true
		}
	}
	return Entry{}, false
}

// FileFor returns the file a save of this name is written to: the name in
// lower case with anything but letters and digits turned into dashes. The
// autosave's name maps to its own file; no other name can take it.
func (s *Store) FileFor(name string) string {
	if name == AutosaveName {
		return filepath.Join(s.Dir, autosaveFile)
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	slug := strings.Trim(b.String(), "-")
	switch slug {
	case "":
		slug = "save"
	case "autosave":
		slug = "save-autosave"
	}
	return filepath.Join(s.Dir, slug+".json")
}

// Save writes rec under name, labelled with info (its Name and Saved are
// set here), replacing any save of the same file atomically.
func (s *Store) Save(name string, rec *sim.Record, info sim.SaveInfo, now time.Time) (Entry, error) {
	p, data, err := s.Encode(name, rec, info, now)
	if err != nil {
		return Entry{}, err
	}
	if err := s.Write(p, data); err != nil {
		return Entry{}, err
	}
	return s.entry(filepath.Base(p)), nil
}

// Encode returns the file and the contents of a save without writing it,
// so a caller can write it later or elsewhere (a background autosave).
func (s *Store) Encode(name string, rec *sim.Record, info sim.SaveInfo, now time.Time) (string, []byte, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", nil, errors.New("a save needs a name")
	}
	info.Name = name
	info.Saved = now.UTC().Format(time.RFC3339)
	r := *rec
	r.Save = &info
	data, err := replay.EncodeJSON(&r) // plain JSON: the load menu reads labels without unpacking
	if err != nil {
		return "", nil, fmt.Errorf("save %q: %w", name, err)
	}
	return s.FileFor(name), data, nil
}

// Write writes an encoded save to its file atomically (temporary file,
// sync, rename).
func (s *Store) Write(path string, data []byte) error {
	if err := atomicfile.Write(path, data); err != nil {
		return fmt.Errorf("save %s: %w", filepath.Base(path), err)
	}
	return nil
}

// RemoveStale removes the temporary files that saves killed mid-write left
// in the folder (atomicfile.RemoveStale); the game calls it at start.
func (s *Store) RemoveStale(now time.Time) (int, error) {
	return atomicfile.RemoveStale(s.Dir, now)
}

// Delete removes a save file.
func (s *Store) Delete(e Entry) error {
	if err := os.Remove(e.Path); err != nil {
		return fmt.Errorf("delete %s: %w", e.File, err)
	}
	return nil
}
