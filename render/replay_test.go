package render

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/replay"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// openReplayNow opens the record in path in the viewer on the test's own
// thread, without the loading scene.
func openReplayNow(g *Game, path string) (*replayScene, error) {
	tl, err := readTimeline(path, nil)
	if err != nil {
		return nil, err
	}
	return newReplayScene(g, tl, filepath.Base(path)), nil
}

// openTestReplay opens the replay package's known-good record in a viewer.
func openTestReplay(t *testing.T) (*Game, *replayScene) {
	t.Helper()
	g := newGame(Options{})
	s, err := openReplayNow(g, replayTestRecord)
	if err != nil {
		t.Fatal(err)
	}
	g.GoTo(s)
	return g, s
}

// Continue from here: the map scene takes over a new game at the viewer's
// point, whose record is the original's commands up to there and grows
// with the commands played on, verifying all the way.
func TestReplayScene_ContinueFromHereBranchesARecordedGame(t *testing.T) {
	g, s := openTestReplay(t)
	n, next := s.tl.Len(), s.tl.Record.Steps[100]
	s.p.Seek(100)
	s.branch(g)
	m, ok := g.scenes.next.(*mapScene)
	if !ok {
		t.Fatalf("continuing went to %T, not the map scene", g.scenes.next)
	}
	sess := m.session()
	if sess == nil || len(sess.Game.Record.Steps) != 100 || m.state.Hash() != s.tl.Record.HashAt(100) {
		t.Fatalf("branch does not start at command 100 of the record")
	}
	sess.Sit(m.state.Actor()) // the handoff to the side to play
	m.endPhase()
	if len(sess.Game.Record.Steps) != 101 {
		t.Fatalf("the branch's record has %d commands after one more, want 101", len(sess.Game.Record.Steps))
	}
	if _, err := replay.Verify(&sess.Game.Record); err != nil {
		t.Fatalf("branch record: %v", err)
	}
	if len(s.tl.Record.Steps) != n || s.tl.Record.Steps[100].Hash != next.Hash {
		t.Fatal("playing on in the branch changed the original record")
	}
}

// Bookmarks: B marks the current point (B again unmarks it), N jumps to the
// next mark and wraps around.
func TestReplayScene_BookmarksJumpBetweenMarks(t *testing.T) {
	g, s := openTestReplay(t)
	press := func(a app.ReplayAction) {
		s.keys.Act = [app.ReplayActionCount]bool{}
		s.keys.Act[a] = true
		s.act(g)
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
	if _, err := openReplayNow(newGame(Options{}), path); err == nil || !strings.Contains(err.Error(), "bad.json.gz") {
		t.Fatalf("got %v, want an error naming the file", err)
	}
}

// Watch a replay: the title entry opens the list, which shows the records
// folder's files and a computer game per built-in scenario; choosing a file
// opens it in the viewer.
func TestReplayList_TitleEntryListsAndOpensRecords(t *testing.T) {
	dir := t.TempDir()
	saveDir := t.TempDir()
	t.Setenv("HEXSTORM_SAVE_DIR", saveDir) // empty: only the record is listed
	data, err := os.ReadFile(replayTestRecord)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/mine.json.gz", data, 0o644); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(dir+"/notes.txt", []byte("not a record"), 0o644)
	paths := DefaultPaths()
	paths.Records = dir
	g := newGame(Options{Paths: &paths})
	title := newTitleScene(g)
	g.GoTo(title)
	found := false
	for _, e := range title.entries {
		if e.Label == "Watch a replay" {
			e.do(g)
			found = true
		}
	}
	if !found {
		t.Fatal("the title menu has no Watch a replay entry")
	}
	list, ok := g.scenes.next.(*replayListScene)
	if !ok {
		t.Fatalf("Watch a replay went to %T", g.scenes.next)
	}
	if len(list.entries) < 2 || list.entries[0].Label != "mine.json.gz" || !strings.HasPrefix(list.entries[1].Label, "Computer against computer") {
		t.Fatalf("list entries: %+v", list.entries)
	}
	g.scenes.current, g.scenes.next, g.scenes.fade = list, nil, 0
	list.open(g, 0)
	finishLoading(t, g)
	if v, ok := g.scenes.next.(*replayScene); !ok || v.tl.Len() == 0 {
		t.Fatalf("opening the file went to %T", g.scenes.next)
	}
}

// The list's computer game is a whole game between two computer players,
// verified and ready to watch.
func TestReplayList_ComputerGameIsWholeAndVerified(t *testing.T) {
	r := playComputerGame("channel", 11)
	if r.err != nil {
		t.Fatal(r.err)
	}
	final, err := r.tl.State(r.tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	if final.Phase != sim.PhaseGameOver || final.Hash() != r.tl.Record.HashAt(r.tl.Len()) {
		t.Fatalf("computer game ends in the %s phase of turn %d", final.Phase, final.Turn)
	}
}

// Every save is a record (DESIGN section 3): Watch a replay lists the saves
// folder too, and opens a save in the viewer.
func TestReplayList_ListsSaves(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 2, seat.Human, seat.Computer(seat.Easy))
	if _, err := m.session().Save("Kept game"); err != nil {
		t.Fatal(err)
	}
	g.flushSaves()
	list := newReplayListScene(g, newTitleScene(g))
	i := slices.IndexFunc(list.entries, func(e replayEntry) bool {
		return e.Label == "Kept game" && strings.HasPrefix(e.detail, "saved game · Channel Storm, turn ")
	})
	if i < 0 {
		t.Fatalf("the save is not listed: %+v", list.entries)
	}
	g.scenes = sceneManager{current: list}
	list.open(g, i)
	finishLoading(t, g)
	if v, ok := g.scenes.next.(*replayScene); !ok || v.tl.Len() != len(m.session().Game.Record.Steps) {
		t.Fatalf("opening the save went to %T", g.scenes.next)
	}
}
