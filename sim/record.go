package sim

import (
	"encoding/json"
	"errors"
	"fmt"
)

// RecordFormat is the version of the record layout (2 added keyframes, 3
// the end; package replay migrates formats 1 and 2); RulesVersion changes whenever a rule
// changes on purpose, so that old records that no longer replay the same are
// recognised rather than reported as tampered.
const (
	RecordFormat = 3
	RulesVersion = 4
)

// Record is a whole game: where it started and every command since, with the
// state hash after each. A save is a record, and so is a replay (DESIGN
// section 3). The scenario is kept whole, in the scenario file format, so a
// record plays back even if the scenario file changes later.
type Record struct {
	Format   int             `json:"format"`
	Rules    int             `json:"rules"`
	Scenario json.RawMessage `json:"scenario"`
	Seed     uint64          `json:"seed"`
	Options  Options         `json:"options"`
	// StartHash is the hash of the opening state, after the first turn's
	// automatic phases.
	StartHash string `json:"start_hash"`
	Steps     []Step `json:"steps"`
	// Keyframes are snapshots every KeyframeEvery commands, in step order,
	// for seeking (keyframe.go); a record without them still replays.
	Keyframes []Keyframe `json:"keyframes,omitempty"`
	// End says how the record ends, so that a record cut short is caught:
	// Append and Truncate keep it. It is nil in records of formats 1 and 2,
	// which do not say, and in a record of no command.
	End *End `json:"end,omitempty"`
	// Save labels a record written as a save; nil for a plain record. It is
	// not part of the game: no hash covers it and replaying ignores it.
	Save *SaveInfo `json:"save,omitempty"`
}

// SaveInfo is what a load menu lists about a save without replaying it, and
// who plays each side, so a loaded game goes on with the same players.
type SaveInfo struct {
	// Name is the name the player gave the save.
	Name string `json:"name"`
	// Saved is when the save was written, in RFC 3339 (UTC); the program
	// that writes the save sets it, sim never reads a clock.
	Saved string `json:"saved"`
	// Turn and Phase are where the game stands at its last step.
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	// Players names who plays each side, by side index: "human" or a
	// computer level ("easy", "normal", "hard").
	Players []string `json:"players,omitempty"`
}

// End is how a record ends: how many commands it holds, and whether the
// game was over after the last one (else it is in progress). No hash covers
// it: it catches a record cut short by damage or by a hand that did not
// also rewrite it, not a forgery (a record signed by a server proves where
// it came from).
type End struct {
	Steps    int  `json:"steps"`
	Finished bool `json:"finished"`
}

// String says how the record ends, for a person.
func (e *End) String() string {
	if e == nil {
		return "the record does not say how it ends"
	}
	if e.Finished {
		return fmt.Sprintf("finished after command %d", e.Steps)
	}
	return fmt.Sprintf("in progress at command %d", e.Steps)
}

// EndError is a record whose end does not match its commands.
type EndError struct {
	Says, Has End
}

// Error says what the record claims and what it holds.
func (e *EndError) Error() string {
	if e.Says.Steps != e.Has.Steps {
		return fmt.Sprintf("the record says it holds %d commands but has %d: it was cut short or added to", e.Says.Steps, e.Has.Steps)
	}
	return fmt.Sprintf("the record says the game is %s, but it replays to a game %s", e.Says.String(), e.Has.String())
}

// Step is one command of a record and the hash of the state after it.
type Step struct {
	Command Command `json:"command"`
	Hash    string  `json:"hash"`
}

// Divergence says where a replayed record stops matching its hashes.
type Divergence struct {
	// Step is the 1-based index of the command whose hash differs, 0 for the
	// opening state.
	Step int
	Want string
	Got  string
	// Err is set when the command itself was refused on replay.
	Err error
}

// Error describes the divergence.
func (d *Divergence) Error() string {
	if d.Step == 0 {
		return fmt.Sprintf("opening state hash %s, record says %s", d.Got, d.Want)
	}
	if d.Err != nil {
		return fmt.Sprintf("command %d was refused on replay: %v", d.Step, d.Err)
	}
	return fmt.Sprintf("state hash after command %d is %s, record says %s", d.Step, d.Got, d.Want)
}

// Replay applies the record's commands to start (the opening state built from
// the record's scenario, seed and options) and checks the hash after each,
// then checks the keyframes against those hashes. It returns the final state,
// or a *Divergence naming the first mismatch, a *KeyframeError, or a
// *BoundsError for a record past its bounds (recordbounds.go). The
// callback, if not nil, sees every step's state and events as they happen;
// it may read or clone the state but not change it.
func (r *Record) Replay(start *State, each func(step int, s *State, events []Event)) (*State, error) {
	return r.ReplayWhile(start, func(step int, s *State, events []Event) bool {
		if each != nil {
			each(step, s, events)
		}
		return true
	})
}

// ErrStopped is ReplayWhile's error when its callback stopped it.
var ErrStopped = errors.New("stopped before the end of the record")

// ReplayWhile is Replay with a callback that may stop the replay by
// returning false (a player cancelling a long load): it then returns
// ErrStopped.
func (r *Record) ReplayWhile(start *State, each func(step int, s *State, events []Event) bool) (*State, error) {
	s := start.Clone()
	if got := s.Hash(); got != r.StartHash {
		return nil, &Divergence{Step: 0, Want: r.StartHash, Got: got}
	}
	if len(r.Steps) > MaxRecordSteps {
		return nil, &BoundsError{Step: MaxRecordSteps + 1, Limit: MaxRecordSteps}
	}
	run := 0 // commands since the last end_phase
	for i, st := range r.Steps {
		if run = run + 1; st.Command.Kind == CmdEndPhase {
			run = 0
		} else if limit := MaxPhaseSteps(s); run > limit {
			return nil, &BoundsError{Step: i + 1, Limit: limit, Phase: true}
		}
		evs, err := s.Apply(st.Command)
		if err != nil {
			return nil, &Divergence{Step: i + 1, Want: st.Hash, Err: err}
		}
		if got := s.Hash(); got != st.Hash {
			return nil, &Divergence{Step: i + 1, Want: st.Hash, Got: got}
		}
		if !each(i+1, s, evs) {
			return nil, ErrStopped
		}
	}
	if err := r.CheckKeyframes(); err != nil {
		return nil, err
	}
	if has := endOf(s, len(r.Steps)); r.End != nil && *r.End != *has {
		return nil, &EndError{Says: *r.End, Has: *has}
	}
	return s, nil
}

// endOf is the end of a record of n commands whose last state is s.
func endOf(s *State, n int) *End {
	return &End{Steps: n, Finished: s.Phase == PhaseGameOver}
}

// Append applies cmd to s and, when it is legal, adds it to the record with
// the resulting hash, and a keyframe every KeyframeEvery commands. It is how
// a game in progress grows its record. A command that would take the record
// past its bounds (recordbounds.go) is refused like an illegal one.
func (r *Record) Append(s *State, cmd Command) ([]Event, error) {
	if err := r.checkAppend(s, cmd); err != nil {
		return nil, err
	}
	evs, err := s.Apply(cmd)
	if err != nil {
		return nil, err
	}
	r.AppendApplied(cmd, s.Hash(), s)
	return evs, nil
}

// Truncate cuts the record back to its first n commands, dropping the
// keyframes after them: the start of a branch taken at step n.
func (r *Record) Truncate(n int) {
	n = max(0, min(n, len(r.Steps)))
	if n < len(r.Steps) {
		r.End = &End{Steps: n} // a game cut back is in progress
	}
	if n == 0 {
		r.End = nil
	}
	r.Steps = r.Steps[:n:n]
	r.Keyframes = r.Keyframes[: r.KeyframeBefore(n)+1 : r.KeyframeBefore(n)+1]
}
