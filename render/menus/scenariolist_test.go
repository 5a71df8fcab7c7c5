package menus

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// listFixture drives a scenario list over an empty backdrop: started
// records the scenario Start handed on.
type listFixture struct {
	t       *testing.T
	s       *ScenarioList
	scenes  switcher
	started *scenarios.Scenario
}

func openList(t *testing.T, dir string) *listFixture {
	t.Helper()
	f := &listFixture{t: t}
	f.s = NewScenarioList(widget.New(), backScene{}, func(*ebiten.Image) {}, dir, image.Pt(-1, -1), func(sc *scenarios.Scenario, _ *ScenarioList) { f.started = sc })
	f.tick(nil)
	return f
}

// tick runs one update of the list with the input set sets.
func (f *listFixture) tick(set func(in *app.Input)) {
	f.t.Helper()
	tickScene(f.t, f.s, &f.scenes, set)
}

// pressEnter is the Enter key, as the keymap binds it.
func pressEnter(in *app.Input) { in.Just[app.ActConfirm], in.Just[app.ActEndPhase] = true, true }

// The New game list shows the player's own scenarios (saved from the
// editor) after the built-ins, starts one like a built-in, and keeps a
// broken file listed with the loader's message naming the file, never
// starting it.
func TestScenarioList_YourScenariosAndBrokenFiles(t *testing.T) {
	dir := t.TempDir()
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
	l := openList(t, dir)
	s := l.s
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
	l.tick(nil)
	c := s.items[builtins].Rect.Min.Add(s.items[builtins].Rect.Max).Div(2)
	l.tick(func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = c.X, c.Y, true })
	if got, msg := s.Scenario(); got != nil || !strings.Contains(msg, "broken.json") {
		t.Fatalf("focused broken file: %v, %q", got, msg)
	}
	l.tick(pressEnter)
	if l.started != nil || l.scenes.to != nil {
		t.Fatalf("Start on a broken file went to %T with %v", l.scenes.to, l.started)
	}
	// The player's scenario starts like a built-in.
	c = s.items[builtins+1].Rect.Min.Add(s.items[builtins+1].Rect.Max).Div(2)
	l.tick(func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = c.X, c.Y, true })
	l.tick(pressEnter)
	if l.started == nil || l.started.Name != "Ford at Dawn" {
		t.Fatalf("Start handed on %v", l.started)
	}
}

// A list longer than the panel scrolls: the focused entry is always shown
// inside the panel, entries out of view take no clicks, and a player's file
// with a built-in's id gets its own description, not the built-in's.
func TestScenarioList_LongListScrollsToTheFocus(t *testing.T) {
	dir := t.TempDir()
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		f := sc.File
		f.Name, f.Description = fmt.Sprintf("Mine %02d", i), fmt.Sprintf("My own number %d.", i)
		data, err := scenarios.Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("mine-%02d.json", i)
		if i == 0 {
			name = "tutorial.json" // the built-in tutorial's id
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l := openList(t, dir)
	s := l.s
	up := func(in *app.Input) { in.Just[app.ActUp], in.Repeat[app.ActUp] = true, true }
	l.tick(up) // wraps round to the last entry
	last := len(s.list) - 1
	if s.focus != last {
		t.Fatalf("focus %d, want the last entry %d", s.focus, last)
	}
	if r := s.items[last].Rect; r.Empty() || !r.In(s.panel) {
		t.Fatalf("the focused last entry is at %v, the panel at %v", r, s.panel)
	}
	if !s.items[0].Rect.Empty() || s.above == 0 || s.below != 0 {
		t.Fatalf("scrolled to the end: first entry at %v, %d above, %d below", s.items[0].Rect, s.above, s.below)
	}
	for i := range s.items {
		if r := s.items[i].Rect; !r.Empty() && !r.In(s.panel) {
			t.Fatalf("entry %d at %v is outside the panel %v", i, r, s.panel)
		}
	}
	// The player's "tutorial.json" and the built-in tutorial each show
	// their own facts and description.
	tut := slices.IndexFunc(s.list, func(e scenarioEntry) bool { return e.path == "" && e.ID == "tutorial" })
	img := ebiten.NewImage(1280, 800)
	for _, i := range []int{tut, last, tut} {
		s.focus = i
		s.Draw(img)
		own := s.list[i].path != ""
		if own != strings.HasPrefix(s.facts, "Your scenario, tutorial.json") || own != strings.Contains(strings.Join(s.desc, " "), "My own number 0.") {
			t.Fatalf("entry %d (own %v): facts %q, description %q", i, own, s.facts, s.desc)
		}
	}
}
