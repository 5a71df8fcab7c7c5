package render

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/sim"
)

// openRulesFromMap starts the battle scene as the current scene and presses
// F1, returning the map and the reference it opened.
func openRulesFromMap(t *testing.T) (*mapScene, *rulesScene) {
	t.Helper()
	m, _ := newBattleScene(t)
	g := m.game
	g.scenes = sceneManager{}
	g.GoTo(m)
	tick(t, g, nil)
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	r, ok := g.scenes.current.(*rulesScene)
	if !ok {
		t.Fatalf("F1 on the map opened %T, want the rules reference", g.scenes.current)
	}
	return m, r
}

// rulesText is every line of text the reference would show for its topics.
func rulesText(r *rulesScene, page rulesPage) string {
	var b strings.Builder
	for _, t := range r.topics {
		if t.page == page {
			b.WriteString(t.title + "\n" + t.body + "\n")
		}
	}
	return b.String()
}

// F1 on the map opens the reference on How to play, with the phase the game
// is in marked in the turn sequence; Esc goes back to the same map.
func TestRules_F1OpensHowToPlayWithPhaseMarkedAndEscReturns(t *testing.T) {
	m, r := openRulesFromMap(t)
	g := m.game
	if r.sel < 0 || r.topics[r.sel].page != pageHowTo || r.topics[r.sel].title != "Turn sequence" {
		t.Fatalf("the reference opened on %q, want How to play's Turn sequence", r.topics[r.sel].title)
	}
	tick(t, g, nil)
	r.build(600)
	var marked []string
	for _, l := range r.lines {
		if strings.HasPrefix(l.s, "» ") {
			marked = append(marked, l.s)
		}
	}
	if len(marked) != 1 || !strings.Contains(marked[0], "Movement") {
		t.Fatalf("in the %s phase the marked steps are %q", m.state.Phase, marked)
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.current != app.Scene(m) {
		t.Fatalf("Esc left the reference for %T, want the map", g.scenes.current)
	}
	// F1 closes it as well.
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	if g.scenes.current != app.Scene(m) {
		t.Fatalf("F1 in the reference went to %T, want the map", g.scenes.current)
	}
}

// Typing filters the topics to those whose title or text holds the query;
// Backspace edits it; Esc clears it first, then closes.
func TestRules_TypingSearchesBackspaceEditsEscClearsThenCloses(t *testing.T) {
	m, r := openRulesFromMap(t)
	g := m.game
	all := len(r.shown)
	r.typed = []rune("mulberr")
	tick(t, g, nil)
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
	tick(t, g, func(in *app.Input) { in.Just[app.ActDown], in.Repeat[app.ActDown] = true, true })
	if r.query != "mulberries" || r.scroll != 0 {
		t.Fatalf("query %q, scroll %d", r.query, r.scroll)
	}
	tick(t, g, func(in *app.Input) { in.Repeat[app.ActUndo] = true })
	if r.query != "mulberrie" {
		t.Fatalf("Backspace left %q", r.query)
	}
	r.typed = []rune("zzzz")
	tick(t, g, nil)
	if len(r.shown) != 0 {
		t.Fatalf("%q matched %q", r.query, r.matches())
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	if r.query != "" || len(r.shown) != all || g.scenes.current != app.Scene(r) {
		t.Fatalf("first Esc: query %q, %d topics, scene %T", r.query, len(r.shown), g.scenes.current)
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.current != app.Scene(m) {
		t.Fatalf("second Esc went to %T, want the map", g.scenes.current)
	}
}

// The arrows, PageDown and the wheel scroll the text, and the selected
// topic follows it; Right goes to the next topic.
func TestRules_ScrollAndTopicKeys(t *testing.T) {
	m, r := openRulesFromMap(t)
	g := m.game
	tick(t, g, func(in *app.Input) { in.Repeat[app.ActZoomOut] = true }) // PageDown
	if r.scroll == 0 {
		t.Fatal("PageDown did not scroll")
	}
	if r.topics[r.sel].title == "Turn sequence" {
		t.Error("the selection did not follow the scroll")
	}
	at := r.scroll
	tick(t, g, func(in *app.Input) { in.Repeat[app.ActUp] = true })
	if r.scroll != at-2 {
		t.Errorf("Up scrolled from %d to %d", at, r.scroll)
	}
	tick(t, g, func(in *app.Input) { in.Wheel = 40; in.MouseX, in.MouseY = 900, 400 })
	if r.scroll != 0 {
		t.Errorf("the wheel up left the scroll at %d", r.scroll)
	}
	tick(t, g, func(in *app.Input) { in.Repeat[app.ActRight] = true })
	if r.topics[r.sel].title != "Moving" || r.scroll != r.starts[r.sel] {
		t.Errorf("Right selected %q at line %d", r.topics[r.sel].title, r.scroll)
	}
}

// The Units page describes every type of the catalog, with its ratings in
// words and the seed's text.
func TestRules_UnitsPageListsEveryCatalogType(t *testing.T) {
	_, r := openRulesFromMap(t)
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
	_, r := openRulesFromMap(t)
	text := rulesText(r, pageKeys)
	for a := range app.ActionCount {
		if !strings.Contains(text, keyNames[a]+": ") {
			t.Errorf("the Keys page has no line for %s (action %d)", keyNames[a], a)
		}
	}
	terr := rulesText(r, pageTerrain)
	for _, want := range []string{"Mountain\nEntering costs 3 move points", "Forest\nEntering costs 2 move points", "Clear\nEntering costs 1 move point"} {
		if !strings.Contains(terr, want) {
			t.Errorf("the Terrain page lacks %q", want)
		}
	}
}

// The title menu's Rules entry opens the reference without a game (no
// phase marked) and Esc comes back to the title.
func TestRules_TitleEntryOpensAndEscReturns(t *testing.T) {
	g := newGame(Options{Seed: 1})
	title := showTitle(t, g)
	i := slices.IndexFunc(title.entries, func(e menuEntry) bool { return e.Label == "Rules" })
	if i < 0 {
		t.Fatal("the title menu has no Rules entry")
	}
	title.entries[i].do(g)
	settle(t, g)
	r, ok := g.scenes.current.(*rulesScene)
	if !ok {
		t.Fatalf("Rules opened %T", g.scenes.current)
	}
	if strings.Contains(r.topics[0].body, "» ") {
		t.Error("a phase is marked without a game")
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.current != app.Scene(title) {
		t.Fatalf("Esc went to %T", g.scenes.current)
	}
}

// TestRulesScriptedWindow_Screenshot draws the reference in the window,
// searched and on How to play, for docs/rules-reference.png.
func TestRulesScriptedWindow_Screenshot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "rules")
}

// rulesScript starts a game, opens the reference with F1 and captures it
// on How to play, on a unit, and searched; Esc twice goes back to the map.
func rulesScript() []flowStep {
	ref := func(d *flowDriver) *rulesScene { r, _ := d.g.scenes.current.(*rulesScene); return r }
	return append(startSoloGame(),
		press("F1", app.ActHelp),
		sceneIs[*rulesScene]("the rules reference"),
		capture("rules-reference"),
		check("pick Infantry", func(d *flowDriver) error {
			r := ref(d)
			for i, tp := range r.topics {
				if tp.page == pageUnits && tp.title == "Infantry" {
					_, _, body := rulesLayout(d.g.width, d.g.height)
					r.selectTopic(i, body)
					return nil
				}
			}
			return fmt.Errorf("no Infantry topic")
		}),
		capture("rules-units"),
		check("pick the Keys page", func(d *flowDriver) error {
			r := ref(d)
			for i, tp := range r.topics {
				if tp.page == pageKeys {
					_, _, body := rulesLayout(d.g.width, d.g.height)
					r.selectTopic(i, body)
					return nil
				}
			}
			return fmt.Errorf("no Keys topic")
		}),
		capture("rules-keys"),
		check("type a search", func(d *flowDriver) error { ref(d).typed = []rune("storm"); return nil }),
		check("wait a tick", func(*flowDriver) error { return nil }),
		capture("rules-search"),
		check("the search found topics", func(d *flowDriver) error {
			if r := ref(d); len(r.shown) == 0 || r.query != "storm" {
				return fmt.Errorf("query %q found %d topics", r.query, len(r.shown))
			}
			return nil
		}),
		press("Esc clears", app.ActBack),
		press("Esc closes", app.ActBack),
		sceneIs[*mapScene]("the map again"),
	)
}
