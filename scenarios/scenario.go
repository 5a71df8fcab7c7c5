package scenarios

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"hexstorm/sim"
)

// Scenario is a loaded, valid scenario, ready to start games from.
type Scenario struct {
	// ID is the built-in id, or the file name without directory and ".json".
	ID          string
	Name        string
	Description string
	// File is the decoded file, for the editor and for records.
	File File
	// Raw is the canonical encoding of File (Encode), which a game record
	// keeps so that the game replays even if the scenario file changes.
	Raw []byte
	// Setup is what sim.NewGame starts a game from.
	Setup sim.Setup
}

// Load decodes, validates and builds a scenario file. name labels problems
// and gives the ID. The error is Problems, listing every problem, when the
// file is invalid.
func Load(name string, data []byte) (*Scenario, error) {
	f, err := Decode(name, data)
	if err != nil {
		return nil, err
	}
	c := f.check(name)
	if len(c.probs) > 0 {
		return nil, c.result()
	}
	raw, err := Encode(f)
	if err != nil {
		return nil, err
	}
	return &Scenario{
		ID:          idFromName(name),
		Name:        f.Name,
		Description: f.Description,
		File:        f,
		Raw:         raw,
		Setup:       c.setup(),
	}, nil
}

// idFromName strips any directory and a ".json" suffix from a file name.
func idFromName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return strings.TrimSuffix(name, ".json")
}

// NewGame starts a game of the scenario with the given seed, returning the
// opening state and the events of the first turn's automatic phases.
func (sc *Scenario) NewGame(seed uint64) (*sim.State, []sim.Event, error) {
	return sim.NewGame(sc.Setup, seed)
}

//go:embed builtin/*.json
var builtinFS embed.FS

// Info names a built-in scenario for menus and the command line.
type Info struct {
	ID          string
	Name        string
	Description string
}

// Builtins lists the built-in scenarios, sorted by ID.
func Builtins() []Info {
	entries, _ := fs.ReadDir(builtinFS, "builtin")
	var out []Info
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok {
			continue
		}
		info := Info{ID: id, Name: id}
		data, err := builtinFS.ReadFile("builtin/" + e.Name())
		var head struct{ Name, Description string }
		if err == nil && json.Unmarshal(data, &head) == nil && head.Name != "" {
			info.Name, info.Description = head.Name, head.Description
		}
		out = append(out, info)
	}
	slices.SortFunc(out, func(a, b Info) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Builtin loads the built-in scenario with the given id.
func Builtin(id string) (*Scenario, error) {
	data, err := builtinFS.ReadFile("builtin/" + id + ".json")
	if err != nil || strings.ContainsAny(id, `/\.`) {
		var ids []string
		for _, info := range Builtins() {
			ids = append(ids, info.ID)
		}
		return nil, fmt.Errorf("no built-in scenario %q (built-ins: %s)", id, strings.Join(ids, ", "))
	}
	sc, err := Load(id+".json", data)
	if err != nil {
		return nil, err
	}
	sc.ID = id
	return sc, nil
}
