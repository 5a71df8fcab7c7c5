package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/play"
	"hexstorm/saves"
	"hexstorm/session"
	"hexstorm/session/seat"
)

// newFlowGame returns a window game whose saves go to a test folder.
func newFlowGame(t *testing.T) *Game {
	t.Helper()
	t.Setenv(saves.DirEnv, t.TempDir())
	g := newGame(Options{Seed: 3})
	if g.store == nil {
		t.Fatalf("no save store: %s", g.storeErr)
	}
	// Background autosaves finish before the folder is removed.
	t.Cleanup(g.flushSaves)
	return g
}

// startSession starts a recorded game of the built-in scenario with the
// given players and returns its map scene, current in g.
func startSession(t *testing.T, g *Game, seed uint64, players ...seat.Player) *play.Scene {
	t.Helper()
	m := play.NewSession(g.playDeps(), session.New(scenetest.Channel(t, seed), players, g.store))
	g.scenes = app.Scenes{}
	g.GoTo(m)
	return m
}

// gameShell is the game as package scenetest drives it.
type gameShell struct{ g *Game }

// Input implements scenetest.Shell.
func (s gameShell) Input() *app.Input { return &s.g.in }

// Step implements scenetest.Shell.
func (s gameShell) Step() error { return s.g.scenes.Update(s.g.context()) }

// Fading implements scenetest.Shell.
func (s gameShell) Fading() bool { return s.g.scenes.Fade > 0 }

// tick runs one update with no input but what set adds.
func tick(t *testing.T, g *Game, set func(in *app.Input)) {
	t.Helper()
	scenetest.Tick(t, gameShell{g}, set)
}

// pressEnter is the Enter key (scenetest.PressEnter).
func pressEnter(in *app.Input) { scenetest.PressEnter(in) }

// settle runs empty ticks until no scene change is fading.
func settle(t *testing.T, g *Game) { scenetest.Settle(t, gameShell{g}) }

// With saves on disk the title menu offers Continue (the newest) and Load
// game; Continue resumes the saved game with its players.
func TestTitle_ContinueResumesNewestSave(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 6, seat.Human, seat.Computer(seat.Hard))
	if tl := newTitleScene(g); tl.Entries()[0].Label != "New game" {
		t.Fatalf("without saves the title starts with %q", tl.Entries()[0].Label)
	}
	if _, err := m.Session().Save("Before the storm"); err != nil {
		t.Fatal(err)
	}
	tl := newTitleScene(g)
	if tl.Entries()[0].Label != "Continue" || !strings.HasPrefix(tl.Entries()[1].Label, "Load game") {
		t.Fatalf("title entries %q, %q", tl.Entries()[0].Label, tl.Entries()[1].Label)
	}
	g.scenes = app.Scenes{}
	g.GoTo(tl)
	tick(t, g, pressEnter)
	finishLoading(t, g)
	settle(t, g)
	got, ok := g.scenes.Current.(*play.Scene)
	if !ok {
		t.Fatalf("Continue went to %T", g.scenes.Current)
	}
	sess := got.Session()
	if got.State().Hash() != m.State().Hash() || !sess.Players[0].Human || sess.Players[1].Level != seat.Hard || sess.Name != "Before the storm" {
		t.Fatalf("continued game: players %v, name %q", sess.Players, sess.Name)
	}
}

// A damaged save stays listed, and loading it shows the file and the
// problem on the load screen; the game in play is not lost.
func TestLoadScreen_DamagedSaveNamesFileAndProblem(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 6, seat.Human, seat.Human)
	if err := os.WriteFile(filepath.Join(g.store.Dir, "broken.json"), []byte(`{"format": 1, "rules": 1, "scen`), 0o644); err != nil {
		t.Fatal(err)
	}
	ls := newLoadScene(g, nil, nil, nil, "") // over the game in play
	if list := ls.Entries(); len(list) != 1 || list[0].Problem == "" {
		t.Fatalf("list %+v", list)
	}
	ls.Load()
	finishLoading(t, g)
	if msg := ls.Message(); !strings.Contains(msg, "broken.json") || !strings.Contains(msg, "truncated") {
		t.Fatalf("message %q", msg)
	}
	if g.scenes.Next != app.Scene(ls) || g.scenes.Current != app.Scene(m) {
		t.Fatal("a failed load must come back to the load screen over the game in play")
	}
}
