package sim

import (
	"errors"
	"strings"
	"testing"
)

// TestRecordBounds_PhaseOfEndlessLegalCommands: a record of legal commands
// built to hold up whoever opens it (casualty-policy switches, over and
// over, in one phase) is refused on replay at the first command past the
// phase bound, and a game in play refuses that command, so no save a game
// writes is past it.
func TestRecordBounds_PhaseOfEndlessLegalCommands(t *testing.T) {
	rec, start := recordedGame(t)
	s, err := rec.Replay(start, nil)
	if err != nil {
		t.Fatal(err)
	}
	side := s.ActiveSide()
	limit := MaxPhaseSteps(s)
	already := rec.phaseRun(limit)
	hostile := *rec
	hostile.Steps = append([]Step(nil), rec.Steps...)
	hs := s.Clone()
	for i := range limit - already + 1 {
		cmd := Command{Kind: CmdCasualtyPolicy, Side: side, Manual: i%2 == 0}
		if _, err := hs.Apply(cmd); err != nil {
			t.Fatal(err)
		}
		hostile.Steps = append(hostile.Steps, Step{Command: cmd, Hash: hs.Hash()})
	}
	_, err = hostile.Replay(start, nil)
	var be *BoundsError
	if !errors.As(err, &be) || !be.Phase || be.Step != len(hostile.Steps) || be.Limit != limit {
		t.Fatalf("replay of %d commands, the last one past the phase bound %d: got %v", len(hostile.Steps), limit, err)
	}
	if !strings.Contains(err.Error(), "so that it cannot hold the game up") {
		t.Errorf("message: %v", err)
	}

	// Played live, the same commands stop at the bound, and end_phase still goes.
	for i := range limit - already {
		if _, err := rec.Append(s, Command{Kind: CmdCasualtyPolicy, Side: side, Manual: i%2 == 0}); err != nil {
			t.Fatalf("command %d of the phase refused: %v", already+i+1, err)
		}
	}
	hash := s.Hash()
	_, err = rec.Append(s, Command{Kind: CmdCasualtyPolicy, Side: side})
	if err == nil || !strings.Contains(err.Error(), "end the phase") || s.Hash() != hash {
		t.Fatalf("command past the bound: %v", err)
	}
	if _, err := rec.Append(s, Command{Kind: CmdEndPhase, Side: side}); err != nil {
		t.Fatalf("end_phase at the bound: %v", err)
	}
	if _, err := rec.Replay(start, nil); err != nil {
		t.Fatalf("the record the game wrote must open: %v", err)
	}
}

// TestRecordBounds_TooManyCommandsInAll: a record of more commands than any
// game needs is refused before anything is simulated.
func TestRecordBounds_TooManyCommandsInAll(t *testing.T) {
	rec, start := recordedGame(t)
	long := *rec
	long.Steps = make([]Step, MaxRecordSteps+1)
	_, err := long.Replay(start, nil)
	var be *BoundsError
	if !errors.As(err, &be) || be.Phase || be.Limit != MaxRecordSteps {
		t.Fatalf("got %v", err)
	}
}
