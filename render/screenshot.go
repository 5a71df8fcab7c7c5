package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/oddsview"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Screenshot draws the map scene of a new game of sc (with the given seed)
// at width x height pixels and writes it to outPath as a PNG. It runs the
// real game loop in a hidden window, so it needs a display: run it under
// `xvfb-run -a` on a machine without one. The file is written atomically.
func Screenshot(sc *scenarios.Scenario, seed uint64, width, height int, outPath string) error {
	_, err := screenshot(sc, seed, width, height, outPath, shotConfig{frames: 4})
	return err
}

// Screens are the screens ScreenshotOf draws besides the map of a new game.
// A screen may name what to show after a colon: "rules:Supply" opens the
// rules reference at that topic, "lessons:4" the fourth lesson.
var Screens = []string{"map", "title", "lessons", "rules", "odds", "editor", "battle"}

// battleShot is the battle the "battle" screen shows: infantry with
// artillery and armour against dug-in infantry and an anti-tank gun,
// blocks of 2 to 4 steps.
var battleShot = odds.Sandbox{
	Attacker: []string{"infantry", "infantry", "artillery", "armor"},
	Defender: []string{"infantry", "infantry", "anti_tank_gun"},
	CV:       []int{4, 3, 2, 3, 4, 2, 3},
	Terrain:  0,
}

// battleShotScene is a map scene of battleShot with its battle open and
// its first round fought (its events queued for the view).
func battleShotScene(g *Game) (*mapScene, error) {
	st, err := battleShot.State()
	if err != nil {
		return nil, err
	}
	st.Sides[0].Name, st.Sides[1].Name = "Allies", "Axis"
	s := newMapSceneFor(g, st)
	s.width, s.height = g.width, g.height
	s.openBattle(odds.SandboxHex)
	s.battleCommand(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: odds.SandboxHex})
	if s.battle == nil {
		return nil, errors.New("no battle view")
	}
	return s, nil
}

// ScreenshotOf draws one of Screens at width x height pixels into outPath,
// as the game shows it (sc is the scenario of "map"; the others ignore it): for the docs, bug reports and the play-tests.
func ScreenshotOf(screen string, sc *scenarios.Scenario, seed uint64, width, height int, outPath string) error {
	screen, arg, _ := strings.Cut(screen, ":")
	if !slices.Contains(Screens, screen) {
		return fmt.Errorf("unknown screen %q: choose one of %s", screen, strings.Join(Screens, ", "))
	}
	if screen == "map" {
		return Screenshot(sc, seed, width, height, outPath)
	}
	if width < 1 || height < 1 {
		return fmt.Errorf("screenshot size %dx%d", width, height)
	}
	if err := needDisplay(); err != nil {
		return err
	}
	g := newGame(Options{Seed: seed})
	g.width, g.height = width, height
	g.in = app.Input{Width: width, Height: height, MouseX: -1, MouseY: -1}
	title := newTitleScene(g)
	var scene app.Scene
	switch screen {
	case "title":
		scene = title
	case "lessons":
		if err := learnToPlay(g); err != nil {
			return err
		}
		scene = g.scenes.current
		m := scene.(*mapScene)
		m.Msg.Clear()
		if n, err := strconv.Atoi(arg); err == nil {
			for range n - 1 {
				m.lesson.Course.Next()
			}
		}
	case "rules":
		r := menus.NewRules(g.ui, title, title.back.draw, nil, image.Point{})
		if arg != "" && !r.Show(arg, width, height) {
			return fmt.Errorf("the rules reference has no topic %q", arg)
		}
		scene = r
	case "battle":
		m, err := battleShotScene(g)
		if err != nil {
			return err
		}
		m.battle.skip(m.state, m.Board.TypeName)
		m.battleShown()
		scene = m
	case "odds":
		scene = oddsview.NewSandbox(g.ui, title, title.back.draw, hexmap.Clear, "")
	case "editor":
		scene = newEditorScene(g, editor.NewMap(24, 16))
	}
	_, err := runShotOf(g, scene, outPath, shotConfig{frames: 8})
	return err
}

// shotConfig tunes a screenshot run: how many frames to draw before the
// capture, and how many to time after it (for the frame figures the tests
// report; 0 for none).
type shotConfig struct {
	frames  int
	measure int
	// mark, if set, is called as the timed frames begin ("start") and end
	// ("end"), for profiles of exactly those frames.
	mark func(string)
	// singleThread runs Ebitengine's graphics on the game's thread, so that
	// nothing else allocates while the scene draws and the draw path's
	// allocations can be counted exactly.
	singleThread bool
}

// frameStats are the figures of the frames drawn after the capture.
type frameStats struct {
	Frames        int
	MeanFrame     time.Duration
	AllocsPerDraw float64
	BytesPerDraw  float64
	FirstFrame    time.Duration
	// SinceStart is the time from the program's start to the first frame.
	SinceStart time.Duration
	// MeanDraw is the CPU time of the scene's own Draw per frame, and
	// DrawAllocs the heap objects allocated while it runs: the draw path,
	// without Ebitengine's window, input and GPU work around it.
	MeanDraw   time.Duration
	DrawAllocs float64
	// ProcessCPU is the process's CPU time per frame on all threads, where
	// the caller measures it.
	ProcessCPU time.Duration
}

// shotGame runs the map scene without input, captures one frame and then
// optionally times a run of steady frames.
type shotGame struct {
	g      *Game
	canvas *ebiten.Image
	cfg    shotConfig
	out    string
	drawn  int
	err    error
	done   bool
	start  time.Time
	stats  frameStats
	mem0   runtime.MemStats
	t0     time.Time
	// Draw path figures of the timed frames.
	drawTime   time.Duration
	drawAllocs uint64
	sample     [1]metrics.Sample
}

// heapObjects returns the heap objects allocated so far, read through
// runtime/metrics, which neither stops the world nor allocates.
func (sg *shotGame) heapObjects() uint64 {
	sg.sample[0].Name = "/gc/heap/allocs:objects"
	metrics.Read(sg.sample[:])
	return sg.sample[0].Value.Uint64()
}

func screenshot(sc *scenarios.Scenario, seed uint64, width, height int, outPath string, cfg shotConfig) (frameStats, error) {
	if width < 1 || height < 1 {
		return frameStats{}, fmt.Errorf("screenshot size %dx%d", width, height)
	}
	if err := needDisplay(); err != nil {
		return frameStats{}, err
	}
	g := newGame(Options{Seed: seed})
	g.width, g.height = width, height
	scene, err := newMapScene(g, sc, seed)
	if err != nil {
		return frameStats{}, err
	}
	scene.strat.open = false // a picture of the map: the powers panel stays shut
	return runShot(g, scene, outPath, cfg)
}

// runShot runs scene in a hidden window of g's size, captures a frame to
// outPath and times the configured run of frames after it.
func runShot(g *Game, scene *mapScene, outPath string, cfg shotConfig) (frameStats, error) {
	scene.still = true
	scene.Msg.Clear()
	return runShotOf(g, scene, outPath, cfg)
}

// runShotOf is runShot for any scene, drawn as it stands.
func runShotOf(g *Game, scene app.Scene, outPath string, cfg shotConfig) (frameStats, error) {
	width, height := g.width, g.height
	g.scenes.GoTo(scene)
	g.scenes.fade = 0
	sg := &shotGame{g: g, cfg: cfg, out: outPath, start: time.Now()}
	ebiten.SetWindowTitle("Hexstorm screenshot")
	ebiten.SetWindowSize(min(width, 1280), min(height, 1024))
	ebiten.SetWindowVisible(false)
	ebiten.SetVsyncEnabled(cfg.measure == 0)
	ebiten.SetScreenClearedEveryFrame(false) // as in Run: Game.Draw paints every pixel
	if err := ebiten.RunGameWithOptions(sg, &ebiten.RunGameOptions{SingleThread: cfg.singleThread}); err != nil {
		return frameStats{}, err
	}
	return sg.stats, sg.err
}

// Update implements ebiten.Game.
func (sg *shotGame) Update() error {
	if sg.done {
		return ebiten.Termination
	}
	sg.g.clock += 1.0 / 60
	return sg.g.scenes.update(sg.g)
}

// Draw implements ebiten.Game: it draws the scene into a canvas of exactly
// the requested size, and copies it to the window.
func (sg *shotGame) Draw(screen *ebiten.Image) {
	if sg.done {
		return
	}
	timed := sg.drawn >= sg.cfg.frames && sg.cfg.measure > 0
	// Frames up to the picture are drawn on a canvas whose pixels can be
	// read back; the timed frames after it straight on the screen, as
	// Game.Draw does in the game.
	dst := screen
	if !timed {
		if sg.canvas == nil {
			sg.canvas = ebiten.NewImage(sg.g.width, sg.g.height)
		}
		dst = sg.canvas
	}
	dst.Fill(widget.ColBackground)
	var a0 uint64
	var t0 time.Time
	if timed {
		a0, t0 = sg.heapObjects(), time.Now()
	}
	sg.g.scenes.draw(dst)
	if timed {
		sg.drawTime += time.Since(t0)
		sg.drawAllocs += sg.heapObjects() - a0
	} else {
		screen.DrawImage(sg.canvas, nil)
	}
	sg.drawn++
	switch {
	case sg.drawn == 1:
		sg.stats.FirstFrame = time.Since(sg.start)
		sg.stats.SinceStart = time.Since(processStart)
	case sg.drawn == sg.cfg.frames:
		sg.err = writePNG(sg.canvas, sg.out)
		if sg.err != nil || sg.cfg.measure == 0 {
			sg.done = true
			return
		}
		if sg.cfg.mark != nil {
			sg.cfg.mark("start")
		}
		runtime.ReadMemStats(&sg.mem0)
		sg.t0 = time.Now()
	case sg.drawn == sg.cfg.frames+sg.cfg.measure:
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		n := sg.cfg.measure
		sg.stats.Frames = n
		sg.stats.MeanFrame = time.Since(sg.t0) / time.Duration(n)
		sg.stats.AllocsPerDraw = float64(m.Mallocs-sg.mem0.Mallocs) / float64(n)
		sg.stats.BytesPerDraw = float64(m.TotalAlloc-sg.mem0.TotalAlloc) / float64(n)
		sg.stats.MeanDraw = sg.drawTime / time.Duration(n)
		sg.stats.DrawAllocs = float64(sg.drawAllocs) / float64(n)
		if sg.cfg.mark != nil {
			sg.cfg.mark("end")
		}
		sg.done = true
	}
}

// Layout implements ebiten.Game: the screen is the requested size whatever
// the (hidden) window's size.
func (sg *shotGame) Layout(int, int) (int, int) { return sg.g.width, sg.g.height }

// writePNG reads img's pixels and writes them to path through a temporary
// file in the same directory, renamed into place, so a reader never sees a
// half-written image.
func writePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	// The screen is opaque, so premultiplied and straight alpha agree.
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".hexstorm-*.png")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = png.Encode(f, rgba)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return errors.Join(fmt.Errorf("write %s", path), err)
	}
	return nil
}
