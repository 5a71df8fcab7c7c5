package start

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// setupShell runs the set-up screen alone: the tick's input, and the
// scene it went to.
type setupShell struct {
	s  *Setup
	in app.Input
	to app.Scene
}

// GoTo implements app.Switcher.
func (sh *setupShell) GoTo(s app.Scene) { sh.to = s }

// Quit implements app.Switcher.
func (sh *setupShell) Quit() {}

// Input implements scenetest.Shell.
func (sh *setupShell) Input() *app.Input { return &sh.in }

// Step implements scenetest.Shell.
func (sh *setupShell) Step() error { return sh.s.Update(&app.Context{In: &sh.in, Scenes: sh}) }

// Fading implements scenetest.Shell: nothing fades.
func (sh *setupShell) Fading() bool { return false }

// played is the scene the set-up's Start goes to, with what it was given.
type played struct {
	game    *replay.Game
	players []seat.Player
}

// Update implements app.Scene.
func (*played) Update(*app.Context) error { return nil }

// Draw implements app.Scene.
func (*played) Draw(*ebiten.Image) {}

// The set-up screen lets each human side choose its casualties (DESIGN D19):
// the switch shows only for humans, and the choice enters the game as a
// casualty_policy command in its record, so a replay reproduces it.
func TestSetup_CasualtyPolicyPerHumanSide(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	ui := widget.New()
	list := menus.NewScenarioList(ui, nil, nil, "", image.Point{}, nil)
	s := NewSetup(ui, list, sc, SetupExits{Seed: func() uint64 { return 3 },
		Play: func(game *replay.Game, _ []sim.Event, players []seat.Player) app.Scene {
			return &played{game: game, players: players}
		}})
	sh := &setupShell{s: s}
	tick := func(set func(in *app.Input)) { t.Helper(); scenetest.Tick(t, sh, set) }
	click := func(r image.Rectangle) {
		c := r.Min.Add(r.Max).Div(2)
		tick(func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = c.X, c.Y, true })
	}
	tick(nil)
	if !s.casualty[1].Rect.Empty() {
		t.Fatal("the computer's side shows a casualty switch")
	}
	click(s.choice[1][0].Rect) // Axis: Human
	if s.casualty[1].Rect.Empty() {
		tick(nil)
	}
	if s.casualty[1].Rect.Empty() || s.manual[1] {
		t.Fatalf("Axis human: switch %v, manual %v", s.casualty[1].Rect, s.manual[1])
	}
	click(s.casualty[1].Rect)
	if !s.manual[1] || s.casualty[1].Label != "Casualties: you choose" {
		tick(nil)
	}
	if !s.manual[1] || s.casualty[1].Label != "Casualties: you choose" {
		t.Fatalf("after the click: manual %v, label %q", s.manual[1], s.casualty[1].Label)
	}
	s.start()
	m, ok := sh.to.(*played)
	if !ok {
		t.Fatalf("Start went to %T (%s)", sh.to, s.err)
	}
	if !m.players[0].Human || !m.players[1].Human {
		t.Fatalf("Start plays with %v, want two humans", m.players)
	}
	rec := m.game.Record
	if len(rec.Steps) != 1 || rec.Steps[0].Command.Kind != sim.CmdCasualtyPolicy || rec.Steps[0].Command.Side != 1 || !rec.Steps[0].Command.Manual {
		t.Fatalf("record steps %+v, want Axis's casualty_policy", rec.Steps)
	}
	if !m.game.State.Sides[1].ChooseCasualties || m.game.State.Sides[0].ChooseCasualties {
		t.Fatal("the policies are not in the game's state")
	}
	if final, err := replay.Verify(&rec); err != nil || final.Hash() != m.game.State.Hash() {
		t.Fatalf("the record does not replay to the game: %v", err)
	}
}

// TestSetup_EveryLevelIsDescribedInFull: each computer level's description,
// which ends with its measured strength, fits the lines the set-up screen
// gives it at its widest, so no player reads a cut sentence.
func TestSetup_EveryLevelIsDescribedInFull(t *testing.T) {
	ui := widget.New()
	const panelWidth = 1000 // Setup.layout's widest panel
	for _, l := range ai.Levels() {
		if n := len(widget.Wrap(ai.Description(l), ui.Small, panelWidth-48)); n > playerLines {
			t.Errorf("%v is described in %d lines, the screen shows %d", l, n, playerLines)
		}
	}
}
