package editorview

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"hexstorm/internal/atomicfile"
	"hexstorm/internal/safefile"
	"hexstorm/scenarios"
)

// fileSlug turns a scenario name into a file name: lower case letters and
// digits, other runs of characters as one dash.
func fileSlug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		ok := (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')
		switch {
		case ok:
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.TrimSuffix(b.String(), "-")
	if s == "" {
		s = "scenario"
	}
	return s
}

// saveScenario writes data to path atomically, so a crash mid-save never
// leaves a broken scenario behind.
func saveScenario(path string, data []byte) error {
	return atomicfile.Write(path, data)
}

// ScenarioFiles lists the .json files in dir, sorted by name; a missing
// folder is an empty list.
func ScenarioFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	slices.Sort(out)
	return out, nil
}

// openScenarioFile reads and decodes a scenario file for editing. A file
// that decodes opens even when its content has problems: the editor lists
// them. A file that does not decode (bad JSON, unknown fields) is refused
// with the loader's messages.
func openScenarioFile(path string) (scenarios.File, error) {
	data, err := safefile.Read(path, scenarios.MaxFileSize)
	if err != nil {
		return scenarios.File{}, err
	}
	return scenarios.Decode(filepath.Base(path), data)
}

// LoadScenarioFile reads, validates and builds a scenario file to play it.
func LoadScenarioFile(path string) (*scenarios.Scenario, error) {
	data, err := safefile.Read(path, scenarios.MaxFileSize)
	if err != nil {
		return nil, err
	}
	return scenarios.Load(filepath.Base(path), data)
}
