package replayview

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/sim"
)

// testRecord is the replay package's known-good record.
var testRecord = filepath.Join("..", "..", "replay", "testdata", "channel-normal-normal-1.json.gz")

// openTestReplay opens testRecord in a viewer.
func openTestReplay(t *testing.T) (*app.Context, *Viewer) {
	t.Helper()
	tl, err := ReadTimeline(testRecord, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &app.Context{In: &app.Input{}}, New(widget.New(), 0, tl, filepath.Base(testRecord), Exits{})
}

// Bookmarks: B marks the current point (B again unmarks it), N jumps to the
// next mark and wraps around.
func TestReplayScene_BookmarksJumpBetweenMarks(t *testing.T) {
	ctx, s := openTestReplay(t)
	press := func(a app.ReplayAction) {
		s.keys.Act = [app.ReplayActionCount]bool{}
		s.keys.Act[a] = true
		s.act(ctx)
	}
	s.p.Seek(50)
	press(app.RpBookmark)
	s.p.Seek(300)
	press(app.RpBookmark)
	s.p.Seek(120)
	press(app.RpNextBookmark)
	if s.p.Step() != 300 {
		t.Fatalf("next bookmark after 120 is %d, want 300", s.p.Step())
	}
	press(app.RpNextBookmark)
	if s.p.Step() != 50 {
		t.Fatalf("next bookmark after the last wraps to %d, want 50", s.p.Step())
	}
	press(app.RpBookmark) // unmark 50
	press(app.RpNextBookmark)
	if s.p.Step() != 300 || len(s.bookmarks) != 1 {
		t.Fatalf("after removing 50: at %d with bookmarks %v", s.p.Step(), s.bookmarks)
	}
}

// Seen as one side, the ticker names hidden enemy blocks by class only, as
// the map shows them (DESIGN D9); seen as all, by type.
func TestReplayScene_FogViewHidesEnemyTypesInTicker(t *testing.T) {
	_, s := openTestReplay(t)
	st := s.p.State()
	var enemy *sim.Unit
	for i := range st.Units {
		if st.Units[i].Side == 1 {
			enemy = &st.Units[i]
			break
		}
	}
	if enemy == nil {
		t.Fatal("no unit of side 1")
	}
	ev := []sim.Event{{Kind: sim.EvUnitMoved, Side: 1, Unit: enemy.ID, From: enemy.Hex, To: enemy.Hex}}
	typeName := s.Board.TypeName(enemy.Type)
	if line := s.describe(st, ev)[0]; !strings.Contains(line, typeName) {
		t.Fatalf("all-sides view: %q lacks the type %q", line, typeName)
	}
	s.view = 0
	line := s.describe(st, ev)[0]
	if strings.Contains(line, typeName) || !strings.Contains(line, "block") {
		t.Fatalf("side 0's view: %q names the hidden type %q", line, typeName)
	}
	built := []sim.Event{{Kind: sim.EvUnitBuilt, Side: 1, Unit: enemy.ID, To: enemy.Hex, Why: typeName + " built from the army pool (DESIGN D24)"}}
	if line := s.describe(st, built)[0]; strings.Contains(line, typeName) {
		t.Fatalf("side 0's view of an enemy build: %q names the type", line)
	}
}

// A file that is not a record is refused with its name and the reason.
func TestReplayScene_OpenRefusesDamagedFile(t *testing.T) {
	path := t.TempDir() + "/bad.json.gz"
	if err := os.WriteFile(path, []byte{0x1f, 0x8b, 1, 2, 3}, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadTimeline(path, nil); err == nil || !strings.Contains(err.Error(), "bad.json.gz") {
		t.Fatalf("got %v, want an error naming the file", err)
	}
}
