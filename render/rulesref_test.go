package render

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/widget"
)

// The title menu's Rules entry opens the reference without a game (no
// phase marked) and Esc comes back to the title.
func TestRules_TitleEntryOpensAndEscReturns(t *testing.T) {
	g := newGame(Options{Seed: 1})
	title := showTitle(t, g)
	i := slices.IndexFunc(title.Entries(), func(e widget.MenuEntry) bool { return e.Label == "Rules" })
	if i < 0 {
		t.Fatal("the title menu has no Rules entry")
	}
	title.Entries()[i].Do()
	settle(t, g)
	if _, ok := g.scenes.Current.(*menus.Rules); !ok {
		t.Fatalf("Rules opened %T", g.scenes.Current)
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.Current != app.Scene(title) {
		t.Fatalf("Esc went to %T", g.scenes.Current)
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
	ref := func(d *flowDriver) *menus.Rules { r, _ := d.g.scenes.Current.(*menus.Rules); return r }
	return append(startSoloGame(),
		press("F1", app.ActHelp),
		sceneIs[*menus.Rules]("the rules reference"),
		capture("rules-reference"),
		check("pick Infantry", func(d *flowDriver) error {
			if !ref(d).Show("Infantry", d.g.width, d.g.height) {
				return fmt.Errorf("no Infantry topic")
			}
			return nil
		}),
		capture("rules-units"),
		check("pick the Keys page", func(d *flowDriver) error {
			if !ref(d).Show("Keyboard", d.g.width, d.g.height) {
				return fmt.Errorf("no Keys topic")
			}
			return nil
		}),
		capture("rules-keys"),
		check("type a search", func(d *flowDriver) error { ref(d).Type("storm"); return nil }),
		check("wait a tick", func(*flowDriver) error { return nil }),
		capture("rules-search"),
		check("the search found topics", func(d *flowDriver) error {
			if query, shown := ref(d).Search(); shown == 0 || query != "storm" {
				return fmt.Errorf("query %q found %d topics", query, shown)
			}
			return nil
		}),
		press("Esc clears", app.ActBack),
		press("Esc closes", app.ActBack),
		sceneIs[*play.Scene]("the map again"),
	)
}
