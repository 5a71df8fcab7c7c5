package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"hexstorm/internal/safefile"
	"hexstorm/replay"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// LoadError is a save that cannot be loaded: which file, and what is wrong
// with it in words a player can act on.
type LoadError struct {
	File    string
	Problem string
	Err     error
}

// Error names the file and the problem.
func (e *LoadError) Error() string {
	return fmt.Sprintf("cannot load %s: %s", e.File, e.Problem)
}

// Unwrap returns the underlying error.
func (e *LoadError) Unwrap() error { return e.Err }

// Load reads, decodes and verifies the save at path and returns the game at
// its last step, with the save's label (nil when the record has none).
func Load(path string) (*replay.Game, *sim.SaveInfo, error) { return LoadWith(path, nil, nil) }

// LoadWith is Load reporting the replay's progress to p, which may stop it
// (the error then wraps sim.ErrStopped), and showing each step to each
// (replay.ResumeWith).
func LoadWith(path string, p replay.Progress, each func(step int, s *sim.State, events []sim.Event)) (*replay.Game, *sim.SaveInfo, error) {
	file := filepath.Base(path)
	data, err := safefile.Read(path, replay.MaxRecordSize)
	if err != nil {
		return nil, nil, &LoadError{File: file, Problem: readProblem(err), Err: err}
	}
	return ReadWith(file, data, p, each)
}

// Read decodes and verifies a save held in memory; file names it in errors.
// It refuses, each with its own message: an empty or truncated file, one
// that is not a game record, a record of a newer format or other rules, a
// label that contradicts the game, and a record whose commands do not
// replay to their hashes (damaged or tampered).
func Read(file string, data []byte) (*replay.Game, *sim.SaveInfo, error) {
	return ReadWith(file, data, nil, nil)
}

// ReadWith is Read reporting the replay's progress to p, which may stop it,
// and showing each step to each (replay.ResumeWith).
func ReadWith(file string, data []byte, p replay.Progress, each func(step int, s *sim.State, events []sim.Event)) (*replay.Game, *sim.SaveInfo, error) {
	fail := func(problem string, err error) (*replay.Game, *sim.SaveInfo, error) {
		return nil, nil, &LoadError{File: file, Problem: problem, Err: err}
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return fail("the file is empty", nil)
	}
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		return fail(describeJSONError(err), err)
	}
	rec, err := replay.Decode(data)
	if err != nil {
		return fail(err.Error(), err)
	}
	g, err := replay.ResumeWith(rec, p, each)
	if err != nil {
		var d *sim.Divergence
		if errors.As(err, &d) {
			return fail("the game does not replay as recorded, so the file was changed or damaged: "+d.Error(), err)
		}
		return fail(err.Error(), err)
	}
	info := rec.Save
	if info != nil {
		if n := len(info.Players); n > 0 && n != len(g.State.Sides) {
			return fail(fmt.Sprintf("the save names %d players for a game of %d sides", n, len(g.State.Sides)), nil)
		}
		if info.Turn != 0 && (info.Turn != g.State.Turn || info.Phase != g.State.Phase.String()) {
			return fail(fmt.Sprintf("the save's label says turn %d, %s phase, but the game replays to turn %d, %s phase",
				info.Turn, info.Phase, g.State.Turn, g.State.Phase), nil)
		}
		for i, p := range info.Players {
			if _, ok := seat.ParsePlayer(p); !ok {
				return fail(fmt.Sprintf("player %d is %q, neither human nor a computer level", i+1, p), nil)
			}
		}
	}
	g.Record.Save = nil
	return g, info, nil
}

// describeJSONError turns a JSON syntax error into a sentence; a file cut
// short is the usual case after a crash of a writer without atomic saves.
func describeJSONError(err error) string {
	var se *json.SyntaxError
	switch {
	case err == nil:
		return "the file is not valid JSON"
	case errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end of JSON input"):
		return "the file is truncated (it ends in the middle of the game record)"
	case errors.As(err, &se):
		return fmt.Sprintf("the file is damaged: not valid JSON at byte %d (%v)", se.Offset, err)
	}
	return "the file is damaged: " + err.Error()
}

// readProblem says why a save file could not be read, in words for the
// save list and the load message (the file itself is named beside it).
func readProblem(err error) string {
	var fe *safefile.Error
	switch {
	case errors.As(err, &fe) && errors.Is(err, safefile.ErrNotRegular):
		return "it is " + fe.Problem + ", so it cannot be a save"
	case errors.As(err, &fe):
		return strings.Replace(fe.Problem, " allowed", " a save may hold", 1)
	}
	return "the file cannot be read: " + err.Error()
}
