package play

import (
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/menus"
)

// openRulesFromMap starts the battle scene as the current scene and presses
// F1, returning the map and the reference it opened.
func openRulesFromMap(t *testing.T) (*Scene, *menus.Rules) {
	t.Helper()
	m, _ := newBattleScene(t)
	g := shellOf(m)
	g.scenes = app.Scenes{}
	g.GoTo(m)
	tick(t, g, nil)
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	r, ok := g.scenes.Current.(*menus.Rules)
	if !ok {
		t.Fatalf("F1 on the map opened %T, want the rules reference", g.scenes.Current)
	}
	return m, r
}

// F1 on the map opens the reference; Esc goes back to the same map, and so
// does F1.
func TestRules_F1OpensAndEscReturns(t *testing.T) {
	m, _ := openRulesFromMap(t)
	g := shellOf(m)
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.Current != app.Scene(m) {
		t.Fatalf("Esc left the reference for %T, want the map", g.scenes.Current)
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	tick(t, g, func(in *app.Input) { in.Just[app.ActHelp] = true })
	settle(t, g)
	if g.scenes.Current != app.Scene(m) {
		t.Fatalf("F1 in the reference went to %T, want the map", g.scenes.Current)
	}
}
