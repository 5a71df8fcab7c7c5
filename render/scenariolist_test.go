package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/scenarios"
)

// The New game list shows the player's own scenarios (saved from the
// editor) after the built-ins, starts one like a built-in, and keeps a
// broken file listed with the loader's message naming the file, never
// starting it.
func TestScenarioList_YourScenariosAndBrokenFiles(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(editorDirEnv, dir)
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	f := sc.File
	f.Name, f.Description = "Ford at Dawn", "A river crossing of my own.\nSecond paragraph."
	data, err := scenarios.Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ford-at-dawn.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.json"), []byte(`{"format": 1, "name": "x", "width": 0}`), 0o644); err != nil {
		t.Fatal(err)
	}
	g := newFlowGame(t)
	s := newScenarioScene(g, newTitleScene(g))
	g.scenes = sceneManager{}
	g.GoTo(s)
	settle(t, g)
	builtins := len(scenarios.Builtins())
	if len(s.list) != builtins+2 {
		t.Fatalf("%d entries, want %d built-ins and 2 files", len(s.list), builtins)
	}
	broken, own := s.list[builtins], s.list[builtins+1]
	if broken.err == "" || !strings.Contains(broken.err, "broken.json") || broken.sc != nil {
		t.Fatalf("the broken file is listed as %+v", broken)
	}
	if own.err != "" || own.Name != "Ford at Dawn" {
		t.Fatalf("the player's scenario is listed as %q (%s)", own.Name, own.err)
	}
	// A click on the broken file shows its problem; Start does nothing.
	tick(t, g, nil)
	c := s.items[builtins].rect.Min.Add(s.items[builtins].rect.Max).Div(2)
	tick(t, g, func(in *input) { in.mx, in.my, in.released[mouseLeft] = c.X, c.Y, true })
	if got, msg := s.scenario(); got != nil || !strings.Contains(msg, "broken.json") {
		t.Fatalf("focused broken file: %v, %q", got, msg)
	}
	tick(t, g, pressEnter)
	settle(t, g)
	if g.scenes.current != s {
		t.Fatalf("Start on a broken file went to %T", g.scenes.current)
	}
	// The player's scenario starts like a built-in.
	c = s.items[builtins+1].rect.Min.Add(s.items[builtins+1].rect.Max).Div(2)
	tick(t, g, func(in *input) { in.mx, in.my, in.released[mouseLeft] = c.X, c.Y, true })
	tick(t, g, pressEnter)
	settle(t, g)
	su, ok := g.scenes.current.(*setupScene)
	if !ok || su.sc.Name != "Ford at Dawn" {
		t.Fatalf("Start went to %T", g.scenes.current)
	}
}
