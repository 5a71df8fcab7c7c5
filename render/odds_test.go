package render

import (
	"reflect"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/oddsview"
)

// clickEntryButton clicks the calculator's button labelled label.
func clickEntryButton(t *testing.T, g *Game, o *oddsview.Scene, label string) {
	t.Helper()
	scenetest.ClickButton(t, gameShell{g}, o.Buttons(), label)
}

// From the title menu the sandbox takes units from the catalog by clicks
// and shows the odds package's result for the same sandbox battle.
func TestOddsCalculator_SandboxFromTitle(t *testing.T) {
	g := newFlowGame(t)
	title := showTitle(t, g)
	clickEntry(t, g, title.Entries(), "Battle calculator")
	o, ok := g.scenes.Current.(*oddsview.Scene)
	if _, sandbox := o.SandboxUnits(0); !ok || !sandbox {
		t.Fatalf("Battle calculator went to %T", g.scenes.Current)
	}
	tick(t, g, nil)
	for _, label := range []string{"Infantry", "Infantry", "Armor", "Add to the defender", "Infantry", "forest"} {
		clickEntryButton(t, g, o, label)
		tick(t, g, nil)
	}
	st, err := odds.Sandbox{Attacker: []string{"infantry", "infantry", "armor"}, Defender: []string{"infantry"}, Terrain: hexmap.Forest}.State()
	if err != nil {
		t.Fatal(err)
	}
	want, err := odds.Compute(st, odds.SandboxHex, odds.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res, e := o.Calc().Result(); e != "" || !reflect.DeepEqual(res, want) {
		t.Fatalf("sandbox %+v (%s), odds %+v", res, e, want)
	}
	// Clicking an added unit (the last button of its name, after the
	// catalog's) removes it.
	btns := o.Buttons()
	for i := len(btns) - 1; i >= 0; i-- {
		if b := btns[i]; b.Label == "Armor" {
			c := b.Rect.Min.Add(b.Rect.Max).Div(2)
			tick(t, g, func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = c.X, c.Y, true })
			break
		}
	}
	if n, _ := o.SandboxUnits(0); n != 2 {
		t.Fatalf("attackers after removing the armour: %d", n)
	}
}
