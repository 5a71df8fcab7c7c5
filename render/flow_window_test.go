package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/ai"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/shot"
	"hexstorm/render/start"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// flowChildEnv makes a re-executed test binary play the scripted hot-seat
// game in a real window (Ebitengine must own the main goroutine, which a
// test has only before the test runner starts) and exit; its value is the
// folder for the screenshots.
const flowChildEnv = "HEXSTORM_FLOW_CHILD"

// flowScriptEnv names the script the child plays: "hotseat", "solo",
// "yours" (yours_window_test.go) or "online" (online_window_test.go).
const flowScriptEnv = "HEXSTORM_FLOW_SCRIPT"

func init() {
	if dir := os.Getenv(flowChildEnv); dir != "" {
		os.Exit(flowChild(dir))
	}
}

// The scripted UI test: a hot-seat game started from the title
// menu, played through handoffs whose screen shows none of the map (checked
// on the pixels), saved from the game menu, loaded again and continued,
// all through the real game loop in a window.
func TestHotSeatScriptedWindow_HandoffHidesMapSaveReloadContinue(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "hotseat")
}

// The second scripted test, in the window: a solo game against the
// computer set up from the menus, the computer's turns skipped with Enter,
// played to the victory screen, whose charts and replay save are checked.
func TestSoloScriptedWindow_PlaysToVictoryScreen(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "solo")
}

// runFlowChild plays a script in a child process with its own save folder;
// env adds variables to the child's environment.
func runFlowChild(t *testing.T, script string, env ...string) {
	t.Helper()
	out, err := flowChildCmd(t, script, env...).CombinedOutput()
	t.Logf("scripted game:\n%s", out)
	if err != nil {
		t.Fatalf("the scripted game failed: %v", err)
	}
}

// flowChildCmd is the child process that plays script, with its own save
// folder and its screenshots in HEXSTORM_KEEP_SCREENSHOT_DIR when that is
// set; env adds variables to its environment.
func flowChildCmd(t *testing.T, script string, env ...string) *exec.Cmd {
	t.Helper()
	shots := t.TempDir()
	if keep := os.Getenv("HEXSTORM_KEEP_SCREENSHOT_DIR"); keep != "" {
		shots = keep
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), flowChildEnv+"="+shots, flowScriptEnv+"="+script, saves.DirEnv+"="+t.TempDir())
	cmd.Env = append(cmd.Env, env...)
	return cmd
}

// flowDriver runs the game's scenes in a real window, feeding each tick the
// input a script step asks for, and captures frames on request.
type flowDriver struct {
	g      *Game
	steps  []flowStep
	at     int
	wait   int
	canvas *ebiten.Image
	shots  map[string]*image.RGBA
	want   string
	dir    string
	err    error
	log    []string
	ticks  int
	// saved is the named save the script made, and the game's hash and
	// length when it was made.
	saved     saves.Entry
	savedHash string
	savedLen  int
	// moving and moveTo are the unit the hot-seat script moves by clicks.
	moving sim.UnitID
	moveTo hexmap.Hex
	// helper answers the human side's battle choices in the solo script.
	helper *ai.Player
}

// flowStep is one step of the script: it may set this tick's input and
// says whether it is done; an error stops the script.
type flowStep struct {
	name string
	run  func(d *flowDriver, in *app.Input) (bool, error)
}

func flowChild(dir string) int {
	d := &flowDriver{g: newGame(Options{Seed: 11}), shots: map[string]*image.RGBA{}, dir: dir}
	if d.g.store == nil {
		fmt.Fprintln(os.Stderr, "no save folder:", d.g.storeErr)
		return 1
	}
	d.g.width, d.g.height = shotW, shotH
	d.g.GoTo(newTitleScene(d.g))
	d.steps = hotSeatScript()
	switch os.Getenv(flowScriptEnv) {
	case "solo":
		d.steps = soloScript()
	case "yours":
		d.steps = yourScenarioScript()
	case "loading":
		d.steps = loadingScript()
	case "eventlog":
		d.steps = eventLogScript()
	case "supply":
		d.steps = supplyScript()
	case "rules":
		d.steps = rulesScript()
	case "lessons":
		d.steps = lessonsScript()
	case "online":
		d.steps = onlineScript()
	}
	ebiten.SetWindowTitle("Hexstorm flow test")
	ebiten.SetWindowSize(shotW, shotH)
	ebiten.SetWindowVisible(false)
	if err := ebiten.RunGame(d); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println(strings.Join(d.log, "\n"))
	if d.err != nil {
		fmt.Fprintf(os.Stderr, "step %d (%s): %v\n", d.at+1, d.steps[min(d.at, len(d.steps)-1)].name, d.err)
		return 1
	}
	return 0
}

// Update implements ebiten.Game.
func (d *flowDriver) Update() error {
	if d.err != nil || d.at >= len(d.steps) {
		return ebiten.Termination
	}
	d.ticks++
	if d.ticks > 200000 {
		d.err = fmt.Errorf("the script did not finish in 200000 ticks")
		return ebiten.Termination
	}
	g := d.g
	g.clock += 1.0 / 60
	g.in = app.Input{Width: g.width, Height: g.height, MouseX: -1, MouseY: -1, Focused: true}
	if d.want != "" || d.wait > 0 {
		d.wait = max(0, d.wait-1)
		return g.scenes.Update(g.context())
	}
	done, err := d.steps[d.at].run(d, &g.in)
	if err != nil {
		d.err = err
		return ebiten.Termination
	}
	if done {
		d.log = append(d.log, fmt.Sprintf("tick %5d: %s", d.ticks, d.steps[d.at].name))
		d.at++
	}
	return g.scenes.Update(g.context())
}

// Draw implements ebiten.Game.
func (d *flowDriver) Draw(screen *ebiten.Image) {
	if d.canvas == nil {
		d.canvas = ebiten.NewImage(d.g.width, d.g.height)
	}
	d.canvas.Fill(widget.ColBackground)
	d.g.scenes.Draw(d.canvas)
	screen.DrawImage(d.canvas, nil)
	if d.want != "" {
		rgba := image.NewRGBA(image.Rect(0, 0, d.g.width, d.g.height))
		d.canvas.ReadPixels(rgba.Pix)
		d.shots[d.want] = rgba
		if err := shot.WritePNG(d.canvas, filepath.Join(d.dir, d.want+".png")); err != nil {
			d.err = err
		}
		d.want = ""
	}
}

// Layout implements ebiten.Game.
func (d *flowDriver) Layout(int, int) (int, int) { return d.g.width, d.g.height }

// settled reports whether the current scene is shown whole (no fade).
func (d *flowDriver) settled() bool { return d.g.scenes.Fade == 0 && d.g.scenes.Next == nil }

// sceneIs waits until the current scene has the type of want.
func sceneIs[T app.Scene](name string) flowStep {
	return flowStep{name: "wait for " + name, run: func(d *flowDriver, _ *app.Input) (bool, error) {
		_, ok := d.g.scenes.Current.(T)
		return ok && d.settled(), nil
	}}
}

// press presses the actions this tick.
func press(name string, acts ...app.Action) flowStep {
	return flowStep{name: name, run: func(_ *flowDriver, in *app.Input) (bool, error) {
		for _, a := range acts {
			in.Just[a], in.Repeat[a] = true, true
		}
		return true, nil
	}}
}

// enter is the Enter key, bound to confirm and to end the phase.
func enter(name string) flowStep { return press(name, app.ActConfirm, app.ActEndPhase) }

// capture takes a screenshot after a few quiet ticks, so animations of the
// scene's arrival are done.
func capture(name string) flowStep {
	return flowStep{name: "capture " + name, run: func(d *flowDriver, _ *app.Input) (bool, error) {
		d.want, d.wait = name, 3
		return true, nil
	}}
}

// check runs a check on the driver.
func check(name string, f func(d *flowDriver) error) flowStep {
	return flowStep{name: name, run: func(d *flowDriver, _ *app.Input) (bool, error) { return true, f(d) }}
}

// mapOf returns the map scene under play: the current scene or the one a
// flow screen stands in front of.
func (d *flowDriver) mapOf() *play.Scene {
	switch s := d.g.scenes.Current.(type) {
	case *play.Scene:
		return s
	case *menus.Handoff:
		return s.Game().(*play.Scene)
	case *menus.Recap:
		return s.Next().(*play.Scene)
	case *menus.GameMenu:
		return s.Game().(*play.Scene)
	}
	return nil
}

// playUntilHandoff ends phases on the map until the seat must pass.
func playUntilHandoff() flowStep {
	return flowStep{name: "end phases until the seat passes", run: func(d *flowDriver, in *app.Input) (bool, error) {
		if !d.settled() {
			return false, nil
		}
		switch d.g.scenes.Current.(type) {
		case *menus.Handoff:
			return true, nil
		case *play.Scene:
			in.Just[app.ActEndPhase] = true
		}
		return false, nil
	}}
}

// takeSeat confirms the handoff and leaves the recap, if one is shown.
func takeSeat() []flowStep {
	return []flowStep{
		enter("take the seat"),
		{name: "go past the recap", run: func(d *flowDriver, in *app.Input) (bool, error) {
			if !d.settled() {
				return false, nil
			}
			switch d.g.scenes.Current.(type) {
			case *menus.Recap:
				in.Just[app.ActConfirm] = true
				return false, nil
			case *play.Scene:
				return true, nil
			}
			return false, nil
		}},
	}
}

func hotSeatScript() []flowStep {
	steps := flowSteps([]flowStep{
		sceneIs[*start.Title]("title"),
		check("title offers no Continue without saves", func(d *flowDriver) error {
			t := d.g.scenes.Current.(*start.Title)
			if t.Entries()[0].Label != "New game" {
				return fmt.Errorf("first title entry is %q", t.Entries()[0].Label)
			}
			return nil
		}),
	}, toChannelSetup(), []flowStep{
		press("focus the second side", app.ActDown),
		press("second side: Easy", app.ActLeft),
		press("second side: Human", app.ActLeft),
		check("both sides human", func(d *flowDriver) error {
			s := d.g.scenes.Current.(*start.Setup)
			if !s.Players()[0].Human || !s.Players()[1].Human {
				return fmt.Errorf("players %v", s.Players())
			}
			return nil
		}),
		capture("setup"),
		enter("Start"),
		sceneIs[*menus.Handoff]("first handoff"),
		capture("handoff-1"),
	})
	steps = append(steps, takeSeat()...)
	steps = append(steps,
		capture("map-1"),
		check("the map shows, and the first handoff none of it", func(d *flowDriver) error {
			return noMapIn(d, "handoff-1", "map-1")
		}),
		check("enemy blocks are drawn face down for the seated side", func(d *flowDriver) error {
			m := d.mapOf()
			opt := m.UnitOptions()
			if !opt.Fog || opt.Viewer != m.Session().Seated {
				return fmt.Errorf("unit options %+v for seated side %d", opt, m.Session().Seated)
			}
			return nil
		}),
		check("choose a unit to move", func(d *flowDriver) error {
			m := d.mapOf()
			st := m.State()
			for i := range st.Units {
				u := &st.Units[i]
				stack := m.Board.StackAt(u.Hex, nil)
				if !m.CanMove(u) || stack[0] != u.ID {
					continue
				}
				m.Select(u.ID)
				for _, r := range m.Reach() {
					x, y := m.Board.HexCenter(&m.Cam, r.Hex)
					if r.Hex != u.Hex && len(st.UnitsAt(r.Hex)) == 0 && x > 300 && x < 1000 && y > 120 && y < 560 {
						d.moving, d.moveTo = u.ID, r.Hex
						m.Select(0)
						return nil
					}
				}
			}
			return fmt.Errorf("no unit of side %d can move", m.Session().Seated)
		}),
		clickAt("click the unit", func(d *flowDriver) hexmap.Hex { return d.mapOf().State().Unit(d.moving).Hex }),
		clickAt("click where it goes", func(d *flowDriver) hexmap.Hex { return d.moveTo }),
		check("the unit moved through the rules and the record", func(d *flowDriver) error {
			m := d.mapOf()
			if h := m.State().Unit(d.moving).Hex; h != d.moveTo {
				return fmt.Errorf("unit %d is at %v, clicked to %v (%s)", d.moving, h, d.moveTo, m.Msg.Text)
			}
			last := m.Session().Game.Record.Steps[len(m.Session().Game.Record.Steps)-1].Command
			if last.Kind != sim.CmdMove || last.Unit != d.moving {
				return fmt.Errorf("the record's last command is %v", last)
			}
			return nil
		}),
		capture("map-moved"),
		playUntilHandoff(),
		capture("handoff-2"),
		check("the second handoff shows none of the map", func(d *flowDriver) error {
			return noMapIn(d, "handoff-2", "map-1")
		}),
		enter("take the seat and see what happened"),
		sceneIs[*menus.Recap]("the recap"),
		capture("recap"),
		check("the recap names the other side's blocks by class only", func(d *flowDriver) error {
			r := d.g.scenes.Current.(*menus.Recap)
			moved := false
			for _, l := range r.Lines() {
				moved = moved || strings.Contains(l, "ground block moves") || strings.Contains(l, "air block moves") || strings.Contains(l, "naval block moves")
			}
			if !moved {
				return fmt.Errorf("the recap does not show the other side's move as a block: %q", r.Lines())
			}
			for _, l := range r.Lines() {
				for _, ty := range sim.UnitTypes() {
					other := r.Next().(*play.Scene).State().Sides[1-r.Side()].Name
					if strings.HasPrefix(l, other+" "+ty.Name+" ") {
						return fmt.Errorf("recap line %q names a hidden %s", l, ty.Name)
					}
				}
			}
			return nil
		}),
	)
	steps = append(steps, takeSeat()...)
	steps = append(steps,
		capture("map-2"),
		check("the other side's move is drawn on the map", func(d *flowDriver) error {
			trails := d.mapOf().Trails()
			if len(trails) == 0 || trails[0].Unit != d.moving || trails[0].Path[len(trails[0].Path)-1] != d.moveTo {
				return fmt.Errorf("trails %+v, moved unit %d to %v", trails, d.moving, d.moveTo)
			}
			return nil
		}),
		press("open the game menu", app.ActBack),
		sceneIs[*menus.GameMenu]("game menu"),
		capture("game-menu"),
		press("focus Save game", app.ActDown),
		enter("Save game"),
		sceneIs[*menus.SaveGame]("save screen"),
		capture("save"),
		enter("Save"),
		sceneIs[*play.Scene]("back on the map"),
		check("the save is on disk and lists the game", func(d *flowDriver) error {
			m := d.mapOf()
			list, err := d.g.store.List()
			if err != nil {
				return err
			}
			for _, e := range list {
				if !e.Auto && e.Name == m.Session().Name {
					d.saved, d.savedHash, d.savedLen = e, m.State().Hash(), len(m.Session().Game.Record.Steps)
					if e.Turn != m.State().Turn || e.Scenario != m.Scenario().Name {
						return fmt.Errorf("entry %+v for turn %d of %s", e, m.State().Turn, m.Scenario().Name)
					}
					return nil
				}
			}
			return fmt.Errorf("no save named %q in %+v", m.Session().Name, list)
		}),
		press("open the game menu", app.ActBack),
		sceneIs[*menus.GameMenu]("game menu"),
		press("focus Load game", app.ActDown),
		press("focus Load game", app.ActDown),
		enter("Load game"),
		sceneIs[*menus.LoadGame]("load screen"),
		flowStep{name: "focus the save", run: func(d *flowDriver, in *app.Input) (bool, error) {
			ls := d.g.scenes.Current.(*menus.LoadGame)
			if ls.Entries()[ls.Focus()].File == d.saved.File {
				return true, nil
			}
			in.Repeat[app.ActDown] = true
			return false, nil
		}},
		capture("load"),
		enter("Load"),
		sceneIs[*menus.Handoff]("handoff after loading"),
		check("the loaded game is the saved one", func(d *flowDriver) error {
			m := d.mapOf()
			if m.State().Hash() != d.savedHash || len(m.Session().Game.Record.Steps) != d.savedLen {
				return fmt.Errorf("loaded hash %s after %d commands, saved %s after %d", m.State().Hash(), len(m.Session().Game.Record.Steps), d.savedHash, d.savedLen)
			}
			return nil
		}),
		capture("handoff-3"),
		check("the handoff after loading shows none of the map", func(d *flowDriver) error {
			return noMapIn(d, "handoff-3", "map-1")
		}),
	)
	steps = append(steps, takeSeat()...)
	steps = append(steps,
		playUntilHandoff(),
		check("the game continued from the save and its record verifies", func(d *flowDriver) error {
			m := d.mapOf()
			rec := &m.Session().Game.Record
			if len(rec.Steps) <= d.savedLen {
				return fmt.Errorf("record has %d commands, no more than the %d saved", len(rec.Steps), d.savedLen)
			}
			_, err := replay.Verify(rec)
			return err
		}),
	)
	return steps
}

// noMapIn checks that the screenshot hidden shows none of the map in
// shown: no pixel has within 16 the colour of clear ground, forest or sea
// (the map shot has thousands of each; the handoff's own colours are far
// from them), and nothing at all is drawn outside a central band that
// holds the handoff's text and buttons: the top and bottom fifths of the
// screen, where the map's bar, ticker and minimap would be, are plain
// background.
func noMapIn(d *flowDriver, hidden, shown string) error {
	h, m := d.shots[hidden], d.shots[shown]
	if h == nil || m == nil {
		return fmt.Errorf("missing screenshots %s or %s", hidden, shown)
	}
	for _, t := range []hexmap.Terrain{hexmap.Clear, hexmap.Forest, hexmap.Sea} {
		c := board.TerrainColor(t)
		onMap := countNear(m, c, 16)
		if onMap < 5000 {
			return fmt.Errorf("%s shows only %d pixels of %s ground: not a map to compare with", shown, onMap, t)
		}
		if n := countNear(h, c, 16); n > 0 {
			return fmt.Errorf("%s shows %d pixels of %s ground (%v); the map shows %d", hidden, n, t, c, onMap)
		}
	}
	b := h.Bounds()
	band := b.Dy() / 5
	for y := b.Min.Y; y < b.Max.Y; y++ {
		if y >= band && y < b.Max.Y-band {
			continue
		}
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := h.RGBAAt(x, y); c != widget.ColBackground {
				return fmt.Errorf("%s draws %v at (%d,%d), outside the handoff's band", hidden, c, x, y)
			}
		}
	}
	d.log = append(d.log, fmt.Sprintf("  %s: no clear, forest or sea pixel (the map shows them), top and bottom fifths blank", hidden))
	return nil
}

func countNear(img *image.RGBA, c color.RGBA, tol float64) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if near(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// toChannelSetup is the steps from the title menu to Channel Storm's set-up
// screen: New game, down past the training scenario listed first, Start.
func toChannelSetup() []flowStep {
	return []flowStep{
		enter("New game"),
		sceneIs[*menus.ScenarioList]("scenario list"),
		press("down to Channel Storm, under the training scenario", app.ActDown),
		enter("Start the scenario"),
		sceneIs[*start.Setup]("set-up"),
	}
}

// flowSteps joins runs of script steps into one script.
func flowSteps(runs ...[]flowStep) []flowStep {
	var out []flowStep
	for _, r := range runs {
		out = append(out, r...)
	}
	return out
}

func soloScript() []flowStep {
	captured := false
	return flowSteps([]flowStep{
		sceneIs[*start.Title]("title"),
	}, toChannelSetup(), []flowStep{
		press("second side: Easy", app.ActDown, app.ActLeft),
		check("Allies human, Axis the computer at Easy", func(d *flowDriver) error {
			s := d.g.scenes.Current.(*start.Setup)
			if !s.Players()[0].Human || s.Players()[1].Human || s.Players()[1].Level != seat.Easy {
				return fmt.Errorf("players %v", s.Players())
			}
			return nil
		}),
		enter("Start"),
		sceneIs[*play.Scene]("the map, no handoff in a solo game"),
		{name: "play to the end: end the human's phases, watch one computer move, skip the rest", run: func(d *flowDriver, in *app.Input) (bool, error) {
			if !d.settled() {
				return false, nil
			}
			m, ok := d.g.scenes.Current.(*play.Scene)
			if _, won := d.g.scenes.Current.(*menus.Victory); won {
				return true, nil
			}
			if !ok {
				return false, fmt.Errorf("scene %T during a solo game", d.g.scenes.Current)
			}
			computer, sent, aiErr := m.Computer()
			if aiErr != "" {
				return false, errors.New(aiErr)
			}
			st := m.State()
			switch {
			case computer && !captured && sent >= 3:
				captured = true
				d.want, d.wait = "solo-computer", 1
			case computer && captured:
				in.Just[app.ActConfirm] = true
			case !computer && st.Actor() == 0 && (st.Phase == sim.PhaseMovement || st.Phase == sim.PhaseProduction):
				in.Just[app.ActEndPhase] = true
			case !computer && st.Actor() == 0:
				// A battle's choice: what the combat panel would send.
				if d.helper == nil {
					d.helper = ai.New(ai.Easy, 0, 5)
				}
				cmd, err := d.helper.Next(st)
				if err != nil {
					return false, err
				}
				m.Submit(cmd)
			}
			return false, nil
		}},
		capture("victory"),
		check("the victory screen has its result and charts", func(d *flowDriver) error {
			v := d.g.scenes.Current.(*menus.Victory)
			st := v.State()
			stats, _ := v.Stats()
			if st.Phase != sim.PhaseGameOver || st.Result == "" || len(stats) < st.Turn {
				return fmt.Errorf("phase %s, result %q, %d samples for %d turns", st.Phase, st.Result, len(stats), st.Turn)
			}
			d.log = append(d.log, "  "+st.Result)
			return nil
		}),
		enter("Save the replay"),
		check("the replay is saved and verifies", func(d *flowDriver) error {
			v := d.g.scenes.Current.(*menus.Victory)
			name := v.Session().Name
			for _, e := range must(d.g.store.List()) {
				if e.Name == name && !e.Auto {
					g, _, err := saves.Load(e.Path)
					if err != nil {
						return err
					}
					if g.State.Phase != sim.PhaseGameOver {
						return fmt.Errorf("the saved replay ends in the %s phase", g.State.Phase)
					}
					return nil
				}
			}
			return fmt.Errorf("no replay saved (message %q)", v.Message())
		}),
	})
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// clickAt clicks the left button on the centre of a hex: pressed on one
// tick, released on the next, as the map scene tells a click from a drag.
func clickAt(name string, where func(d *flowDriver) hexmap.Hex) flowStep {
	phase := 0
	return flowStep{name: name, run: func(d *flowDriver, in *app.Input) (bool, error) {
		m := d.mapOf()
		x, y := m.Board.HexCenter(&m.Cam, where(d))
		in.MouseX, in.MouseY, in.CursorIn = int(x), int(y), true
		if phase == 0 {
			in.Pressed[app.MouseLeft], in.Down[app.MouseLeft] = true, true
			phase = 1
			return false, nil
		}
		in.Released[app.MouseLeft] = true
		return true, nil
	}}
}
