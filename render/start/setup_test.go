package start

import (
	"fmt"
	"image"
	"slices"
	"strings"
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
// gives it in the default 1280x800 window, so no player reads a cut
// sentence.
func TestSetup_EveryLevelIsDescribedInFull(t *testing.T) {
	sh := newSetupShell(t, "tutorial")
	for _, l := range ai.Levels() {
		sh.s.players[1] = seat.Player{Level: l}
		scenetest.Tick(t, sh, func(in *app.Input) { in.Width, in.Height = 1280, 800 })
		if n := len(sh.s.descriptionLines()); n > sh.s.descLines {
			t.Errorf("%v is described in %d lines, the screen shows %d", l, n, sh.s.descLines)
		}
	}
}

// TestSetup_SmallWindowKeepsEverythingApartAndScrollsTheDescription: in an
// 800x600 window, Channel Storm's four rule options stay above the Back and
// Start buttons, the casualty switch clears the side's name, and the wheel
// over Hard's description, longer than the room left for it, scrolls it to
// its last line and back; Page Down scrolls it too.
func TestSetup_SmallWindowKeepsEverythingApartAndScrollsTheDescription(t *testing.T) {
	sh := newSetupShell(t, "channel")
	s := sh.s
	size := func(in *app.Input) { in.Width, in.Height = 800, 600 }
	scenetest.Tick(t, sh, size)
	c := s.choice[1][len(setupChoices)-1].Rect // Axis: Hard
	scenetest.Tick(t, sh, func(in *app.Input) {
		size(in)
		in.MouseX, in.MouseY, in.Released[app.MouseLeft] = (c.Min.X+c.Max.X)/2, (c.Min.Y+c.Max.Y)/2, true
	})
	if s.players[1].Human || s.players[1].Level != ai.Hard {
		t.Fatalf("the Axis plays %v, want Hard", s.players[1])
	}
	scenetest.Tick(t, sh, size)
	menuTop := s.panel.Max.Y - 64
	for i, o := range setupOptions {
		if r := s.toggles[i].Rect; r.Empty() || r.Max.Y > menuTop || r.Min.Y < s.desc.Max.Y {
			t.Errorf("option %q at %v: outside the room between the description (to %d) and the buttons (from %d)", o.label, r, s.desc.Max.Y, menuTop)
		}
	}
	name := s.ui.TextWidth(s.sc.Setup.Sides[0].Name, s.ui.Heading)
	if r := s.casualty[0].Rect; float64(r.Min.X) < float64(s.panel.Min.X+24+28)+name {
		t.Errorf("the casualty switch %v covers the side's name (to x %.0f)", r, float64(s.panel.Min.X+24+28)+name)
	}
	lines := s.descriptionLines()
	if len(lines) <= s.descLines {
		t.Fatalf("Hard's description takes %d lines and the screen shows %d: nothing to scroll", len(lines), s.descLines)
	}
	wheel := func(dy float64) {
		scenetest.Tick(t, sh, func(in *app.Input) {
			size(in)
			in.MouseX, in.MouseY, in.Wheel = (s.desc.Min.X+s.desc.Max.X)/2, (s.desc.Min.Y+s.desc.Max.Y)/2, dy
		})
	}
	for range len(lines) + 3 {
		wheel(-1)
	}
	if s.descScroll+s.descLines != len(lines) {
		t.Fatalf("scrolled down to line %d of %d, showing %d: the last line is not reached exactly", s.descScroll, len(lines), s.descLines)
	}
	for range len(lines) + 3 {
		wheel(1)
	}
	if s.descScroll != 0 {
		t.Fatalf("scrolled back up to line %d, want 0", s.descScroll)
	}
	scenetest.Tick(t, sh, func(in *app.Input) { size(in); in.Repeat[app.ActZoomOut] = true }) // Page Down
	if s.descScroll != 1 {
		t.Fatalf("Page Down scrolled to line %d, want 1", s.descScroll)
	}
}

// newSetupShell opens the set-up screen of the built-in scenario id.
func newSetupShell(t *testing.T, id string) *setupShell {
	t.Helper()
	sc, err := scenarios.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	ui := widget.New()
	list := menus.NewScenarioList(ui, nil, nil, "", image.Point{}, nil)
	return &setupShell{s: NewSetup(ui, list, sc, SetupExits{Seed: func() uint64 { return 3 }})}
}

// TestSetup_MinimumWindowScrollsThePage: in the smallest window the game
// allows (640x400) Channel Storm's set-up does not fit, so everything
// between the scenario's facts and the buttons scrolls as one page. The
// wheel brings the last option into view, where a click toggles it; a
// click on a choice scrolled under the title hits nothing; Page Up goes
// back to the top; Down moves the focus to a side and keeps its row in
// view.
func TestSetup_MinimumWindowScrollsThePage(t *testing.T) {
	sh := newSetupShell(t, "channel")
	s := sh.s
	size := func(in *app.Input) { in.Width, in.Height = 640, 400 }
	tick := func(set func(in *app.Input)) {
		t.Helper()
		scenetest.Tick(t, sh, func(in *app.Input) {
			size(in)
			if set != nil {
				set(in)
			}
		})
	}
	click := func(r image.Rectangle) {
		tick(func(in *app.Input) {
			in.MouseX, in.MouseY, in.Released[app.MouseLeft] = (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2, true
		})
	}
	tick(nil)
	if s.view.Empty() {
		t.Fatal("at 640x400 the set-up is not paged")
	}
	if top := s.menu.Entries[0].Rect.Min.Y; s.view.Max.Y > top {
		t.Fatalf("the page's view %v runs under the buttons (from %d)", s.view, top)
	}
	last := len(setupOptions) - 1
	if s.toggles[last].Rect.Max.Y <= s.view.Max.Y {
		t.Fatalf("the last option %v already shows in %v: nothing to scroll", s.toggles[last].Rect, s.view)
	}
	for range 30 {
		tick(func(in *app.Input) { in.MouseX, in.MouseY, in.Wheel = s.view.Min.X+40, s.view.Min.Y+40, -1 })
	}
	if r := s.toggles[last].Rect; !r.In(s.view) {
		t.Fatalf("scrolled to the end, the last option %v is not within the view %v", r, s.view)
	}
	if s.scroll != s.content-s.view.Dy() {
		t.Fatalf("scrolled to %d, want the end %d", s.scroll, s.content-s.view.Dy())
	}
	was := *setupOptions[last].field(&s.opts)
	click(s.toggles[last].Rect)
	if *setupOptions[last].field(&s.opts) == was {
		t.Fatalf("a click on %q, in view, did not toggle it", setupOptions[last].label)
	}
	if hidden := s.choice[0][3].Rect; hidden.In(s.view) {
		t.Fatalf("the Allies' Hard button %v still shows at the end of the page", hidden)
	} else {
		click(hidden)
		if s.players[0] != seat.Human {
			t.Fatalf("a click on the Allies' Hard button, scrolled out of view, chose %v", s.players[0])
		}
	}
	tick(func(in *app.Input) { in.Repeat[app.ActZoomIn] = true }) // Page Up
	tick(func(in *app.Input) { in.Repeat[app.ActZoomIn] = true })
	if s.scroll != 0 {
		t.Fatalf("Page Up twice left the page scrolled to %d", s.scroll)
	}
	for range 30 {
		tick(func(in *app.Input) { in.MouseX, in.MouseY, in.Wheel = s.view.Min.X+40, s.view.Min.Y+40, -1 })
	}
	tick(func(in *app.Input) { in.Repeat[app.ActDown] = true })
	if s.focus != 1 || !s.choice[1][0].Rect.In(s.view) {
		t.Fatalf("Down focused side %d with its row at %v: want the Axis, in view %v", s.focus, s.choice[1][0].Rect, s.view)
	}
	for _, size := range []image.Point{{800, 600}, {1280, 800}} {
		scenetest.Tick(t, sh, func(in *app.Input) { in.Width, in.Height = size.X, size.Y })
		if !s.view.Empty() || s.scroll != 0 {
			t.Errorf("at %v the set-up is paged (view %v, scroll %d): it fits", size, s.view, s.scroll)
		}
	}
}

// TestSetup_ScrolledDescriptionSaysWhatLiesAboveAndBelow words the hint of
// a description scrolled partway.
func TestSetup_ScrolledDescriptionSaysWhatLiesAboveAndBelow(t *testing.T) {
	for _, c := range []struct {
		above, below int
		want         string
	}{
		{0, 0, ""},
		{0, 1, "1 more line below (wheel or Page Down)"},
		{0, 4, "4 more lines below (wheel or Page Down)"},
		{2, 2, "2 above, 2 below (wheel or Page Up/Down)"},
		{4, 0, "4 lines above (wheel or Page Up)"},
		{1, 0, "1 line above (wheel or Page Up)"},
	} {
		if got := moreLines(c.above, c.below); got != c.want {
			t.Errorf("moreLines(%d, %d) = %q, want %q", c.above, c.below, got, c.want)
		}
	}
}

// TestSetup_ManySidesScrollThePageInTheDefaultWindow: a scenario may have
// up to ten sides (an editor's map). In the default 1280x800 window six
// sides still fit, the option below the description and above the
// buttons; eight do not, so the page scrolls, and Down walks the focus
// through every side with its row kept in view.
func TestSetup_ManySidesScrollThePageInTheDefaultWindow(t *testing.T) {
	size := func(in *app.Input) { in.Width, in.Height = 1280, 800 }
	for _, sides := range []int{6, 8} {
		sh := newSetupShell(t, "tutorial")
		sc := *sh.s.sc
		sc.Setup.Sides = slices.Clone(sc.Setup.Sides)
		for len(sc.Setup.Sides) < sides {
			sc.Setup.Sides = append(sc.Setup.Sides, sim.Side{Name: fmt.Sprintf("Side %d", len(sc.Setup.Sides)+1)})
		}
		sh.s = NewSetup(sh.s.ui, sh.s.list, &sc, SetupExits{Seed: func() uint64 { return 3 }})
		s := sh.s
		scenetest.Tick(t, sh, size)
		if sides == 6 {
			r := s.toggles[0].Rect
			if !s.view.Empty() || r.Min.Y < s.desc.Max.Y || r.Max.Y > s.menu.Entries[0].Rect.Min.Y {
				t.Errorf("six sides: paged %v, the option at %v between the description (to %d) and the buttons (from %d)", !s.view.Empty(), r, s.desc.Max.Y, s.menu.Entries[0].Rect.Min.Y)
			}
			continue
		}
		if s.view.Empty() {
			t.Fatalf("%d sides at 1280x800: the set-up is not paged", sides)
		}
		for want := 1; want < sides; want++ {
			scenetest.Tick(t, sh, func(in *app.Input) { size(in); in.Repeat[app.ActDown] = true })
			if s.focus != want {
				t.Fatalf("Down focused side %d, want %d", s.focus, want)
			}
			if r := s.choice[want][0].Rect; !r.In(s.view) {
				t.Fatalf("side %d focused, its row %v is not within the view %v", want, r, s.view)
			}
		}
	}
}

// TestDesignD34_SetupDescribesTheAutomaticPolicy: the set-up screen tells a
// human what the automatic casualty policy does under rules version 3 (each
// hit on the strongest block, the one with the most steps; D34 amends D19's
// cheapest first), so the words match the rule a battle will follow.
func TestDesignD34_SetupDescribesTheAutomaticPolicy(t *testing.T) {
	auto := casualtyHelp(false)
	for _, want := range []string{"strongest block", "most steps"} {
		if !strings.Contains(auto, want) {
			t.Errorf("automatic policy help %q does not say %q", auto, want)
		}
	}
	if strings.Contains(auto, "cheapest") {
		t.Errorf("automatic policy help %q still says cheapest first (D19 before D34)", auto)
	}
}

// TestSetup_SwatchesWearTheGamesColours: each side's swatch on the set-up
// screen has the colour its blocks wear in the game (scenarios.SideColours).
// Gathering Storm's first side is the Axis, whose blocks are grey on the
// map; the set-up showed them blue, the colour of a palette's first side.
func TestSetup_SwatchesWearTheGamesColours(t *testing.T) {
	for _, id := range []string{"gathering_storm", "tutorial"} {
		sh := newSetupShell(t, id)
		sc := sh.s.sc
		game := widget.New()
		game.Dress(sc.File.Sides) // as the map scene dresses it
		for i, side := range sc.File.Sides {
			if got, want := sh.s.ui.Palette.SideColor(i), game.Palette.SideColor(i); got != want {
				t.Errorf("%s: the %s swatch is %v on the set-up screen, %v in the game", id, side.Name, got, want)
			}
		}
	}
	if sh := newSetupShell(t, "gathering_storm"); sh.s.ui.Palette.SideColor(0) == widget.New().Palette.SideColor(0) {
		t.Error("Gathering Storm's Axis swatch is the colour of a palette's first side, not the Axis's")
	}
}
