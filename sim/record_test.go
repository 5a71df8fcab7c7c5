package sim

import (
	"encoding/json"
	"errors"
	"hexstorm/hexmap"
	"testing"
)

// recordedGame plays a few commands on a small map and returns the record
// and the opening state it started from.
func recordedGame(t *testing.T) (*Record, *State) {
	t.Helper()
	m := asciiMap(t,
		"........",
		"..C.....",
		"........",
		"......t.")
	setup := twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(6, 2)})
	setup.Options.Logistics = true
	start := newTestGame(t, setup, 99)
	s := start.Clone()
	rec := &Record{Format: RecordFormat, Rules: RulesVersion, Seed: 99, StartHash: s.Hash()}
	for range 6 {
		side := s.ActiveSide()
		if s.Phase == PhaseMovement {
			for _, u := range s.Units {
				if u.Side == side {
					next := u.Hex.Neighbor(3)
					if s.Map.Contains(next) {
						rec.Append(s, Command{Kind: CmdMove, Side: side, Unit: u.ID, Path: []hexmap.Hex{next}})
					}
				}
			}
		}
		if _, err := rec.Append(s, Command{Kind: CmdEndPhase, Side: side}); err != nil {
			t.Fatal(err)
		}
	}
	if len(rec.Steps) < 6 {
		t.Fatalf("only %d steps recorded", len(rec.Steps))
	}
	return rec, start
}

func TestRecordReplaysToSameHashes(t *testing.T) {
	rec, start := recordedGame(t)
	final, err := rec.Replay(start, nil)
	if err != nil {
		t.Fatal(err)
	}
	if final.Hash() != rec.Steps[len(rec.Steps)-1].Hash {
		t.Fatal("final hash differs from the last recorded hash")
	}
	// Replay does not touch the state it starts from.
	if start.Hash() != rec.StartHash {
		t.Fatal("Replay changed its starting state")
	}
}

func TestRecordTamperedCommandIsFound(t *testing.T) {
	rec, start := recordedGame(t)
	// Change one command: move a unit elsewhere than recorded.
	for i := range rec.Steps {
		c := &rec.Steps[i].Command
		if c.Kind == CmdMove {
			c.Path[0] = c.Path[0].Neighbor(4)
			_, err := rec.Replay(start, nil)
			var d *Divergence
			if !errors.As(err, &d) || d.Step != i+1 {
				t.Fatalf("tampered command %d: got %v, want a divergence at step %d", i+1, err, i+1)
			}
			return
		}
	}
	t.Fatal("no move in the record")
}

func TestRecordTamperedHashIsFound(t *testing.T) {
	rec, start := recordedGame(t)
	rec.Steps[2].Hash = "0000000000000000"
	_, err := rec.Replay(start, nil)
	var d *Divergence
	if !errors.As(err, &d) || d.Step != 3 || d.Got == "" {
		t.Fatalf("got %v, want a divergence at step 3 naming both hashes", err)
	}
}

func TestRecordRoundTripsThroughJSON(t *testing.T) {
	rec, start := recordedGame(t)
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if _, err := back.Replay(start, nil); err != nil {
		t.Fatalf("decoded record does not replay: %v", err)
	}
}

// TestSameSeedSameGame: the same setup, seed and commands give the same
// hashes (DESIGN section 3).
func TestSameSeedSameGame(t *testing.T) {
	a, _ := recordedGame(t)
	b, _ := recordedGame(t)
	if len(a.Steps) != len(b.Steps) {
		t.Fatal("different step counts")
	}
	for i := range a.Steps {
		if a.Steps[i].Hash != b.Steps[i].Hash {
			t.Fatalf("step %d: %s vs %s", i+1, a.Steps[i].Hash, b.Steps[i].Hash)
		}
	}
}
