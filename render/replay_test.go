package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/replayview"
	"hexstorm/replay"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// openReplayNow opens the record in path in the viewer on the test's own
// thread, without the loading scene.
func openReplayNow(g *Game, path string) (*replayview.Viewer, error) {
	tl, err := replayview.ReadTimeline(path, nil)
	if err != nil {
		return nil, err
	}
	return newReplayScene(g, tl, filepath.Base(path), nil), nil
}

// openTestReplay opens the replay package's known-good record in a viewer.
func openTestReplay(t *testing.T) (*Game, *replayview.Viewer) {
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
	tl := s.Timeline()
	n, next := tl.Len(), tl.Record.Steps[100]
	s.Player().Seek(100)
	tick(t, g, func(in *app.Input) { in.Replay.Act[app.RpBranch] = true })
	m, ok := g.scenes.Next.(*play.Scene)
	if !ok {
		t.Fatalf("continuing went to %T, not the map scene", g.scenes.Next)
	}
	sess := m.Session()
	if sess == nil || len(sess.Game.Record.Steps) != 100 || m.State().Hash() != tl.Record.HashAt(100) {
		t.Fatalf("branch does not start at command 100 of the record")
	}
	sess.Sit(m.State().Actor())                                                // the handoff to the side to play
	m.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: m.State().ActiveSide()}) // Enter
	if len(sess.Game.Record.Steps) != 101 {
		t.Fatalf("the branch's record has %d commands after one more, want 101", len(sess.Game.Record.Steps))
	}
	if _, err := replay.Verify(&sess.Game.Record); err != nil {
		t.Fatalf("branch record: %v", err)
	}
	if len(tl.Record.Steps) != n || tl.Record.Steps[100].Hash != next.Hash {
		t.Fatal("playing on in the branch changed the original record")
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
	for _, e := range title.Entries() {
		if e.Label == "Watch a replay" {
			e.Do()
			found = true
		}
	}
	if !found {
		t.Fatal("the title menu has no Watch a replay entry")
	}
	list, ok := g.scenes.Next.(*menus.ReplayList)
	if !ok {
		t.Fatalf("Watch a replay went to %T", g.scenes.Next)
	}
	first, _ := list.Entry(0)
	if second, _ := list.Entry(1); list.Len() < 2 || first != "mine.json.gz" || !strings.HasPrefix(second, "Computer against computer") {
		t.Fatalf("list entries: %q, %q", first, second)
	}
	g.scenes.Current, g.scenes.Next, g.scenes.Fade = list, nil, 0
	list.Open(0)
	finishLoading(t, g)
	if v, ok := g.scenes.Next.(*replayview.Viewer); !ok || v.Timeline().Len() == 0 {
		t.Fatalf("opening the file went to %T", g.scenes.Next)
	}
}

// Every save is a record (DESIGN section 3): Watch a replay lists the saves
// folder too, and opens a save in the viewer.
func TestReplayList_ListsSaves(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 2, seat.Human, seat.Computer(seat.Easy))
	if _, err := m.Session().Save("Kept game"); err != nil {
		t.Fatal(err)
	}
	g.flushSaves()
	list := newReplayListScene(g, newTitleScene(g))
	i := -1
	for j := range list.Len() {
		if label, detail := list.Entry(j); i < 0 && label == "Kept game" && strings.HasPrefix(detail, "saved game · Channel Storm, turn ") {
			i = j
		}
	}
	if i < 0 {
		t.Fatal("the save is not listed")
	}
	g.scenes = app.Scenes{Current: list}
	list.Open(i)
	finishLoading(t, g)
	if v, ok := g.scenes.Next.(*replayview.Viewer); !ok || v.Timeline().Len() != len(m.Session().Game.Record.Steps) {
		t.Fatalf("opening the save went to %T", g.scenes.Next)
	}
}
