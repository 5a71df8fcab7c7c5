package sim

import (
	"bytes"
	"encoding/json"
	"fmt"

	"hexstorm/hexmap"
)

// KeyframeEvery is how many commands apart Append writes keyframes: a seek
// re-simulates at most this many commands from the nearest one, which keeps
// seeking anywhere in a 100-turn game far under the 100 ms bar (DESIGN
// section 4) while a keyframe costs a few kilobytes before compression.
const KeyframeEvery = 32

// Keyframe is a full snapshot of the state after Step commands (0: the
// opening state), so a viewer can jump into a record without replaying it
// from the start. Hash must equal the record's hash at that step and the
// hash of State itself; a keyframe that disagrees is refused as tampered.
type Keyframe struct {
	Step  int             `json:"step"`
	Hash  string          `json:"hash"`
	State json.RawMessage `json:"state"`
}

// KeyframeError says which keyframe of a record is inconsistent and how.
type KeyframeError struct {
	// Index is the keyframe's position in Record.Keyframes, Step its step.
	Index, Step int
	Msg         string
}

// Error describes the bad keyframe.
func (e *KeyframeError) Error() string {
	return fmt.Sprintf("keyframe %d (after command %d) %s", e.Index+1, e.Step, e.Msg)
}

// NewKeyframe snapshots s as the keyframe after step commands.
func NewKeyframe(s *State, step int) Keyframe {
	data, err := json.Marshal(s)
	if err != nil {
		// The state holds only plain values (DESIGN section 3); failing to
		// encode one is a programming error, not bad input.
		panic(fmt.Sprintf("sim: state does not encode: %v", err))
	}
	return Keyframe{Step: step, Hash: s.Hash(), State: data}
}

// DecodeState rebuilds a state from its JSON snapshot (a keyframe, a state
// dump) on map m, which the snapshot leaves out because the scenario fixes it.
// Unknown fields are refused, so a snapshot from another layout is not
// silently half-read.
func DecodeState(m *hexmap.Map, data []byte) (*State, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	s := &State{}
	if err := dec.Decode(s); err != nil {
		return nil, err
	}
	s.Map = m
	if m != nil && len(s.Control) != m.Len() {
		return nil, fmt.Errorf("control layer has %d hexes, the map %d", len(s.Control), m.Len())
	}
	return s, nil
}

// HashAt returns the record's state hash after step commands (0: the opening
// state), or "" when the record has no such step.
func (r *Record) HashAt(step int) string {
	switch {
	case step == 0:
		return r.StartHash
	case step < 0 || step > len(r.Steps):
		return ""
	}
	return r.Steps[step-1].Hash
}

// CheckKeyframes checks every keyframe against the record without replaying
// it: steps in increasing order and inside the record, each keyframe's hash
// equal to the step hash it claims, and its snapshot hashing to that value.
// Together with a replay that matches every step hash, this proves each
// keyframe is the state the commands produce.
func (r *Record) CheckKeyframes() error {
	last := -1
	for i, k := range r.Keyframes {
		bad := func(format string, args ...any) error {
			return &KeyframeError{Index: i, Step: k.Step, Msg: fmt.Sprintf(format, args...)}
		}
		want := r.HashAt(k.Step)
		switch {
		case k.Step <= last:
			return bad("is out of order: the one before it is after command %d", last)
		case want == "":
			return bad("is beyond the record's %d commands", len(r.Steps))
		case k.Hash != want:
			return bad("claims hash %s, the record's hash there is %s", k.Hash, want)
		}
		s, err := DecodeState(nil, k.State)
		if err != nil {
			return bad("does not decode: %v", err)
		}
		if got := s.Hash(); got != want {
			return bad("holds a state whose hash is %s, the record says %s", got, want)
		}
		last = k.Step
	}
	return nil
}

// KeyframeBefore returns the index of the last keyframe at or before step,
// or -1 when there is none.
func (r *Record) KeyframeBefore(step int) int {
	lo, hi := 0, len(r.Keyframes)
	for lo < hi {
		mid := (lo + hi) / 2
		if r.Keyframes[mid].Step <= step {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo - 1
}
