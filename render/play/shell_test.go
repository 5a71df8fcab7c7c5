package play

import (
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/replayview"
	"hexstorm/render/shot"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/sim"
)

// The play scene's tests run it under testShell, a stand-in for the
// window's shell (package render): the tick's input, the cosmetic clock, a
// scene switch that fades as the shell's does (app.Scenes), the settings and, for the
// tests that need them, saves in a test folder. The tests that need the
// real shell (the title, the set-up, loading a save) are render's.

// testShell is the shell of the play scene's tests.
type testShell struct {
	ui     *widget.UI
	scenes app.Scenes
	// width and height are the screen's size in the window tests.
	width, height int
	in            app.Input
	ctx           app.Context
	clock         float64
	// settings are what the scene reads of the player's settings.
	settings Settings
	// store and autosaver keep the saves of newFlowGame's shell.
	store     *saves.Store
	autosaver *saves.Background
}

// newTestShell is a shell with the default settings (the normal battle
// pace and thinking) and no saves.
func newTestShell() *testShell {
	return &testShell{ui: widget.New(), settings: Settings{BattlePace: 100, Thinking: ai.DefaultThinking}}
}

// newFlowGame returns a shell whose saves go to a test folder.
func newFlowGame(t *testing.T) *testShell {
	t.Helper()
	sh := newTestShell()
	sh.store = &saves.Store{Dir: t.TempDir()}
	sh.autosaver = saves.NewBackground(sh.store)
	// Background autosaves finish before the folder is removed.
	t.Cleanup(sh.flushSaves)
	return sh
}

// GoTo implements app.Switcher.
func (sh *testShell) GoTo(s app.Scene) { sh.scenes.GoTo(s) }

// Quit implements app.Switcher.
func (sh *testShell) Quit() {}

// Input implements scenetest.Shell.
func (sh *testShell) Input() *app.Input { return &sh.in }

// Step implements scenetest.Shell.
func (sh *testShell) Step() error { return sh.scenes.Update(sh.context()) }

// Fading implements scenetest.Shell.
func (sh *testShell) Fading() bool { return sh.scenes.Fade > 0 }

// context is the context a scene gets this tick.
func (sh *testShell) context() *app.Context {
	sh.ctx = app.Context{In: &sh.in, Clock: sh.clock, Scenes: sh}
	return &sh.ctx
}

// flushSaves waits for the background autosave.
func (sh *testShell) flushSaves() {
	if sh.autosaver != nil {
		sh.autosaver.Flush()
	}
}

// Event implements Sound: the tests hear nothing.
func (sh *testShell) Event(sim.Event) {}

// Storm implements Sound.
func (sh *testShell) Storm(bool) {}

// shellOf is the test shell of a scene made with its deps: the shell is
// also the scene's sound.
func shellOf(s *Scene) *testShell { return s.deps.Sound.(*testShell) }

// testScene stands for a scene of the shell the play scene leads to.
type testScene struct{ name string }

// Update implements app.Scene.
func (testScene) Update(*app.Context) error { return nil }

// Draw implements app.Scene.
func (testScene) Draw(*ebiten.Image) {}

// testSettings is the settings screen's source in the tests.
type testSettings struct{}

// Choices implements menus.SettingsSource.
func (testSettings) Choices() []menus.SettingChoice { return nil }

// Notice implements menus.SettingsSource.
func (testSettings) Notice() string { return "" }

// Where implements menus.SettingsSource.
func (testSettings) Where() string { return "" }

// deps is the play scene's door to this shell.
func (sh *testShell) deps() Deps {
	storeDir := "nowhere: no save folder in this test"
	if sh.store != nil {
		storeDir = sh.store.Dir
	}
	return Deps{
		UI:              sh.ui,
		Clock:           func() float64 { return sh.clock },
		Scenes:          sh,
		Shown:           func(s app.Scene) bool { return sh.scenes.Current == s && sh.scenes.Next == nil },
		Settings:        func() Settings { return sh.settings },
		SettingsScreen:  testSettings{},
		Toggle:          func(app.Action) string { return "" },
		Sound:           sh,
		Store:           sh.store,
		Autosaver:       sh.autosaver,
		FlushSaves:      sh.flushSaves,
		StoreDir:        func() string { return storeDir },
		TakeNotice:      func() string { return "" },
		TakeSoundNotice: func() string { return "" },
		Exits: Exits{
			Title: func() app.Scene { return testScene{"title"} },
			Load: func(func() app.Scene, func()) app.Scene {
				return testScene{"load"}
			},
			Replay: func(tl *replay.Timeline, name string, back app.Scene) app.Scene {
				return replayview.New(sh.ui, sh.clock, tl, name, replayview.Exits{Back: back})
			},
		},
	}
}

// runShot runs scene as a still picture in a hidden window of g's size,
// captures a frame to outPath and times the configured run of frames
// after it, as the shell's screenshots do.
func runShot(g *testShell, scene *Scene, outPath string, cfg shot.Config) (shot.Stats, error) {
	scene.Still()
	g.scenes.GoTo(scene)
	g.scenes.Fade = 0
	return shot.Run(&shot.Game{W: g.width, H: g.height, Config: cfg, Out: outPath, ProgramStart: time.Now(),
		Step: func() error {
			g.clock += 1.0 / 60
			return g.scenes.Update(g.context())
		},
		Paint: func(dst *ebiten.Image) { g.scenes.Current.Draw(dst) }})
}

// TestMain runs the tests, or the child process a window test started.
func TestMain(m *testing.M) {
	if out := os.Getenv(perfEnv); out != "" {
		os.Exit(perfChild(out, os.Getenv(perfEnv+"_PROFILE")))
	}
	os.Exit(m.Run())
}
