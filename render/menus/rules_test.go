package menus

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// switcher records the scene a scene goes to.
type switcher struct{ to app.Scene }

func (w *switcher) GoTo(s app.Scene) { w.to = s }
func (w *switcher) Quit()            {}

// backScene stands for the scene the reference was opened over.
type backScene struct{}

func (backScene) Update(*app.Context) error { return nil }
func (backScene) Draw(*ebiten.Image)        {}

// rulesFixture is the reference opened over a game in its first movement
// phase, and the way to run its ticks.
type rulesFixture struct {
	t  *testing.T
	r  *Rules
	st *sim.State
	sw switcher
}

// openRules opens the reference for a built-in scenario's game, played to
// its first movement phase.
func openRules(t *testing.T) *rulesFixture {
	t.Helper()
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	game, _, err := replay.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	st := game.State
	for st.Phase != sim.PhaseMovement {
		if _, err := st.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	f := &rulesFixture{t: t, st: st, r: NewRules(widget.New(), backScene{}, nil, st, image.Pt(-1, -1))}
	return f
}

// tick runs one update with no input but what set adds.
func (f *rulesFixture) tick(set func(in *app.Input)) {
	f.t.Helper()
	tickScene(f.t, f.r, &f.sw, set)
}

// tickScene runs one update of scene, switching with sw, with no input
// but what set adds.
func tickScene(t *testing.T, scene app.Scene, sw app.Switcher, set func(in *app.Input)) {
	t.Helper()
	in := app.Input{Width: 1280, Height: 800, MouseX: -1, MouseY: -1}
	if set != nil {
		set(&in)
	}
	if err := scene.Update(&app.Context{In: &in, Scenes: sw}); err != nil {
		t.Fatal(err)
	}
}

// The reference opens on How to play, with the phase the game is in marked
// in the turn sequence.
func TestRules_OpensOnHowToPlayWithPhaseMarked(t *testing.T) {
	f := openRules(t)
	r := f.r
	if r.sel < 0 || r.topics[r.sel].page != pageHowTo || r.topics[r.sel].title != "Turn sequence" {
		t.Fatalf("the reference opened on %q, want How to play's Turn sequence", r.topics[r.sel].title)
	}
	f.tick(nil)
	r.build(600)
	var marked []string
	for _, l := range r.lines {
		if strings.HasPrefix(l.s, "» ") {
			marked = append(marked, l.s)
		}
	}
	if len(marked) != 1 || !strings.Contains(marked[0], "Movement") {
		t.Fatalf("in the %s phase the marked steps are %q", f.st.Phase, marked)
	}
}

// Without a game (from the title menu) no phase is marked.
func TestRules_NoPhaseMarkedWithoutAGame(t *testing.T) {
	r := NewRules(widget.New(), backScene{}, nil, nil, image.Pt(-1, -1))
	if strings.Contains(r.topics[0].body, "» ") {
		t.Error("a phase is marked without a game")
	}
}

// rulesText is every line of text the reference would show for its topics.
func rulesText(r *Rules, page rulesPage) string {
	var b strings.Builder
	for _, t := range r.topics {
		if t.page == page {
			b.WriteString(t.title + "\n" + t.body + "\n")
		}
	}
	return b.String()
}

// Typing filters the topics to those whose title or text holds the query;
// Backspace edits it; Esc clears it first, then closes.
func TestRules_TypingSearchesBackspaceEditsEscClearsThenCloses(t *testing.T) {
	f := openRules(t)
	r := f.r
	all := len(r.shown)
	r.typed = []rune("mulberr")
	f.tick(nil)
	got := r.matches()
	if len(got) == 0 || len(got) >= all {
		t.Fatalf("searching %q shows %d of %d topics", r.query, len(got), all)
	}
	for _, want := range []string{"Mulberries", "The Storm", "Supply"} {
		if !slices.Contains(got, want) {
			t.Errorf("searching %q: %q missing from %q", r.query, want, got)
		}
	}
	for _, i := range r.shown {
		tp := r.topics[i]
		if !strings.Contains(strings.ToLower(tp.title+tp.body+tp.source), "mulberr") {
			t.Errorf("%q shown for %q without it in its text", tp.title, r.query)
		}
	}
	if r.sel != r.shown[0] {
		t.Errorf("the selection is not on the first match")
	}
	// Letters do not act as keys while typing: W and S are not scrolls.
	r.typed = []rune("ies")
	f.tick(func(in *app.Input) { in.Just[app.ActDown], in.Repeat[app.ActDown] = true, true })
	if r.query != "mulberries" || r.scroll != 0 {
		t.Fatalf("query %q, scroll %d", r.query, r.scroll)
	}
	f.tick(func(in *app.Input) { in.Repeat[app.ActUndo] = true })
	if r.query != "mulberrie" {
		t.Fatalf("Backspace left %q", r.query)
	}
	r.typed = []rune("zzzz")
	f.tick(nil)
	if len(r.shown) != 0 {
		t.Fatalf("%q matched %q", r.query, r.matches())
	}
	f.tick(func(in *app.Input) { in.Just[app.ActBack] = true })
	if r.query != "" || len(r.shown) != all || f.sw.to != nil {
		t.Fatalf("first Esc: query %q, %d topics, went to %T", r.query, len(r.shown), f.sw.to)
	}
	f.tick(func(in *app.Input) { in.Just[app.ActBack] = true })
	if f.sw.to != app.Scene(backScene{}) {
		t.Fatalf("second Esc went to %T, want the scene behind", f.sw.to)
	}
}

// The arrows, PageDown and the wheel scroll the text, and the selected
// topic follows it; Right goes to the next topic.
func TestRules_ScrollAndTopicKeys(t *testing.T) {
	f := openRules(t)
	r := f.r
	f.tick(func(in *app.Input) { in.Repeat[app.ActZoomOut] = true }) // PageDown
	if r.scroll == 0 {
		t.Fatal("PageDown did not scroll")
	}
	if r.topics[r.sel].title == "Turn sequence" {
		t.Error("the selection did not follow the scroll")
	}
	at := r.scroll
	f.tick(func(in *app.Input) { in.Repeat[app.ActUp] = true })
	if r.scroll != at-2 {
		t.Errorf("Up scrolled from %d to %d", at, r.scroll)
	}
	f.tick(func(in *app.Input) { in.Wheel = 40; in.MouseX, in.MouseY = 900, 400 })
	if r.scroll != 0 {
		t.Errorf("the wheel up left the scroll at %d", r.scroll)
	}
	f.tick(func(in *app.Input) { in.Repeat[app.ActRight] = true })
	if r.topics[r.sel].title != "Moving" || r.scroll != r.starts[r.sel] {
		t.Errorf("Right selected %q at line %d", r.topics[r.sel].title, r.scroll)
	}
}

// The Units page describes every type of the catalog, with its ratings in
// words and the seed's text.
func TestRules_UnitsPageListsEveryCatalogType(t *testing.T) {
	r := openRules(t).r
	var titles []string
	for _, tp := range r.topics {
		if tp.page == pageUnits {
			titles = append(titles, tp.title)
		}
	}
	types := sim.UnitTypes()
	if len(titles) != len(types) {
		t.Fatalf("the Units page has %d topics for %d catalog types", len(titles), len(types))
	}
	for i, ut := range types {
		if titles[i] != ut.Name {
			t.Errorf("topic %d is %q, want %q", i, titles[i], ut.Name)
		}
		for _, a := range ut.Abilities {
			if abilityWords[a.ID] == "" {
				t.Errorf("%s: ability %s has no plain words", ut.Name, a.ID)
			}
		}
	}
	text := rulesText(r, pageUnits)
	for _, want := range []string{"Attack hits on: ground 2, aircraft 2 (cannot hit ships)", "The seed's own text:", "up to 4 steps"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Units page lacks %q", want)
		}
	}
}

// The Keys page names every action of the keymap with its keys, and the
// Terrain page gives each terrain the rules' cost.
func TestRules_KeysPageListsEveryKeymapActionAndTerrainCosts(t *testing.T) {
	r := openRules(t).r
	text := rulesText(r, pageKeys)
	for a := range app.ActionCount {
		if !strings.Contains(text, app.KeyNames[a]+": ") {
			t.Errorf("the Keys page has no line for %s (action %d)", app.KeyNames[a], a)
		}
	}
	terr := rulesText(r, pageTerrain)
	for _, want := range []string{"Mountain\nEntering costs 3 move points", "Forest\nEntering costs 2 move points", "Clear\nEntering costs 1 move point"} {
		if !strings.Contains(terr, want) {
			t.Errorf("the Terrain page lacks %q", want)
		}
	}
}
