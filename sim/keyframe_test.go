package sim

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// withKeyframes replays rec and snapshots the state after every other
// command, as Append does every KeyframeEvery commands.
func withKeyframes(t *testing.T, rec *Record, start *State) {
	t.Helper()
	s := start.Clone()
	rec.Keyframes = []Keyframe{NewKeyframe(s, 0)}
	for i, st := range rec.Steps {
		if _, err := s.Apply(st.Command); err != nil {
			t.Fatal(err)
		}
		if (i+1)%2 == 0 {
			rec.Keyframes = append(rec.Keyframes, NewKeyframe(s, i+1))
		}
	}
}

// A keyframe's snapshot decodes to a state with the same hash, which plays
// on exactly like the state it was taken from.
func TestKeyframeSnapshotRestoresTheSameGame(t *testing.T) {
	rec, start := recordedGame(t)
	withKeyframes(t, rec, start)
	if err := rec.CheckKeyframes(); err != nil {
		t.Fatal(err)
	}
	k := rec.Keyframes[1]
	s, err := DecodeState(start.Map, k.State)
	if err != nil {
		t.Fatal(err)
	}
	if s.Hash() != rec.HashAt(k.Step) {
		t.Fatalf("restored hash %s, record %s", s.Hash(), rec.HashAt(k.Step))
	}
	for i := k.Step; i < len(rec.Steps); i++ {
		if _, err := s.Apply(rec.Steps[i].Command); err != nil {
			t.Fatalf("command %d refused after restoring: %v", i+1, err)
		}
		if s.Hash() != rec.Steps[i].Hash {
			t.Fatalf("command %d: hash %s after restoring, record %s", i+1, s.Hash(), rec.Steps[i].Hash)
		}
	}
}

// A keyframe whose state was edited, whose hash was edited, or that sits out
// of order is refused by Replay with a KeyframeError naming it.
func TestKeyframeTamperingIsFound(t *testing.T) {
	cases := map[string]func(r *Record){
		"state edited": func(r *Record) {
			r.Keyframes[2].State = bytes.Replace(r.Keyframes[2].State, []byte(`"cv":1`), []byte(`"cv":2`), 1)
		},
		"hash edited":    func(r *Record) { r.Keyframes[2].Hash = "0123456789abcdef" },
		"step moved":     func(r *Record) { r.Keyframes[2].Step++ },
		"out of order":   func(r *Record) { r.Keyframes[1], r.Keyframes[2] = r.Keyframes[2], r.Keyframes[1] },
		"beyond the end": func(r *Record) { r.Keyframes[2].Step = len(r.Steps) + 5 },
		"unknown field":  func(r *Record) { r.Keyframes[2].State = []byte(`{"bogus": 1}`) },
	}
	for name, tamper := range cases {
		t.Run(name, func(t *testing.T) {
			rec, start := recordedGame(t)
			withKeyframes(t, rec, start)
			before := string(rec.Keyframes[2].State)
			tamper(rec)
			if name == "state edited" && before == string(rec.Keyframes[2].State) {
				t.Fatal("the test did not change the snapshot")
			}
			_, err := rec.Replay(start, nil)
			var ke *KeyframeError
			if !errors.As(err, &ke) {
				t.Fatalf("got %v, want a KeyframeError", err)
			}
			if !strings.Contains(err.Error(), "keyframe") {
				t.Fatalf("message %q does not name the keyframe", err)
			}
		})
	}
}

// Append writes a keyframe every KeyframeEvery commands, and Truncate keeps
// only those at or before the cut.
func TestAppendWritesKeyframesAndTruncateDropsLaterOnes(t *testing.T) {
	setup := twoSides(asciiMap(t, "....", "...."),
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(3, 1)})
	setup.Victory.Turns = 100 // long enough for the commands below
	s := newTestGame(t, setup, 5)
	r := &Record{StartHash: s.Hash()}
	for len(r.Steps) < 2*KeyframeEvery+3 {
		if _, err := r.Append(s, Command{Kind: CmdEndPhase, Side: s.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	if len(r.Keyframes) != len(r.Steps)/KeyframeEvery {
		t.Fatalf("%d keyframes for %d commands", len(r.Keyframes), len(r.Steps))
	}
	if err := r.CheckKeyframes(); err != nil {
		t.Fatal(err)
	}
	r.Truncate(KeyframeEvery + 1)
	if len(r.Steps) != KeyframeEvery+1 || len(r.Keyframes) != 1 || r.Keyframes[0].Step != KeyframeEvery {
		t.Fatalf("after truncating: %d steps, keyframes %d", len(r.Steps), len(r.Keyframes))
	}
	if got := r.KeyframeBefore(KeyframeEvery - 1); got != -1 {
		t.Fatalf("KeyframeBefore(%d) = %d, want -1", KeyframeEvery-1, got)
	}
}
