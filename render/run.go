// Package render is the game window's shell: the run loop, a small scene
// manager, the settings, the sound, the file locations and the wiring of
// the scenes in its subpackages (start, play, menus, lobby, editorview,
// replayview, oddsview). The play scene (render/play) draws a game and
// turns clicks into commands; it changes the game only through the rules
// (DESIGN section 3).
package render

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/assets"
	"hexstorm/render/app"
	"hexstorm/render/audio"
	"hexstorm/render/replayview"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/scenarios"
)

// Options configure the game window.
type Options struct {
	// Scenario is a built-in scenario id to start at once, skipping the
	// menus; empty opens the title menu.
	Scenario string
	// Seed is the random seed of new games; 0 picks a fresh one each game.
	Seed uint64
	// Replay is a record file to open in the replay viewer at once.
	Replay string
	// Paths are where the game keeps its files. Nil (tests and
	// screenshots) is DefaultPaths without the settings file and the
	// records: default settings never saved, and no records listed.
	Paths *Paths
}

// Default window size in device-independent pixels.
const (
	defaultWidth  = 1280
	defaultHeight = 800
)

// Game is the ebiten.Game of the window: it reads input once per tick and
// hands it to the current scene.
type Game struct {
	scenes app.Scenes
	in     app.Input
	// ctx is the context handed to the scene each tick.
	ctx    app.Context
	ui     *widget.UI
	opts   Options
	width  int
	height int
	// clock counts cosmetic seconds for animation; it never feeds the rules.
	clock float64
	// drawnOnce is set after the first frame, whose time the log tells.
	drawnOnce bool
	quit      bool
	// stats shows frame and tick rates in a corner (F3).
	stats     bool
	statsText string
	statsAt   float64
	// store keeps the saves (saves.go); nil when there is no folder for
	// them, storeErr says why.
	store     *saves.Store
	storeErr  string
	autosaver *saves.Background
	// audio plays sound effects; nil in tests and screenshots.
	audio *audio.Player
	// soundNotice says why the game has no sound, once the device has
	// failed; soundNoticeShown is set once a map has shown it.
	soundNotice      string
	soundNoticeShown bool
	// settings (settings.go); window is set when a real window runs,
	// which fullscreen needs.
	settings Settings
	window   bool
	// paths are where the game keeps its files.
	paths Paths
	// notice is a start-up problem to show on the first map (settings
	// that could not be read).
	notice string
}

// Run opens the game window and returns when the player quits.
func Run(opts Options) error {
	if err := needDisplay(); err != nil {
		return err
	}
	g := newGame(opts)
	g.audio = audio.New(44100, assets.Sound)
	g.window = true
	if g.paths.Settings != "" {
		var err error
		g.settings, err = LoadSettings(g.paths.Settings)
		if err != nil {
			g.notice = err.Error()
		}
	}
	g.applySettings()
	if opts.Replay != "" {
		// A file that is no record fails here, before the window opens; the
		// replay that checks it runs behind a loading scene.
		rec, err := replayview.ReadRecord(opts.Replay)
		if err != nil {
			return err
		}
		title, name := newTitleScene(g), filepath.Base(opts.Replay)
		g.scenes.GoTo(title)
		startLoading(g, "Opening "+name, title, func(p replay.Progress) (*replay.Timeline, error) {
			return replayview.VerifyTimeline(name, rec, p)
		}, func(g *Game, tl *replay.Timeline) {
			g.GoTo(newReplayScene(g, tl, name, nil))
		}, func(g *Game, err error) {
			l := newReplayListScene(g, title)
			l.Failed(err)
			g.GoTo(l)
		})
	} else if opts.Scenario != "" {
		sc, err := scenarios.Builtin(opts.Scenario)
		if err != nil {
			return err
		}
		s, err := quickStart(g, sc)
		if err != nil {
			return err
		}
		g.scenes.GoTo(s)
	} else {
		g.scenes.GoTo(newTitleScene(g))
	}
	ebiten.SetWindowTitle("Hexstorm")
	ebiten.SetWindowSize(defaultWidth, defaultHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(640, 400, -1, -1)
	// Game.Draw paints every pixel itself (it fills the background first),
	// so Ebitengine's own clear would be a wasted full-screen pass.
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGame(g)
	g.flushSaves()
	return err
}

func newGame(opts Options) *Game {
	g := &Game{opts: opts, ui: widget.New(), width: defaultWidth, height: defaultHeight, settings: DefaultSettings()}
	if opts.Paths != nil {
		g.paths = *opts.Paths
	} else {
		g.paths = DefaultPaths()
		g.paths.Settings, g.paths.Records = "", ""
	}
	g.store, g.storeErr = openStore(g.paths)
	if g.store != nil {
		g.autosaver = saves.NewBackground(g.store)
	}
	return g
}

// needDisplay fails early, with advice, where a window cannot open.
func needDisplay() error {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display: set DISPLAY, or run under xvfb-run -a")
	}
	return nil
}

// seed returns the seed for a new game: the one given, or a fresh one.
func (g *Game) seed() uint64 {
	if g.opts.Seed != 0 {
		return g.opts.Seed
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 1
	}
	return binary.LittleEndian.Uint64(b[:]) | 1
}

// GoTo switches to scene s.
func (g *Game) GoTo(s app.Scene) { g.scenes.GoTo(s) }

// Quit ends the game at the end of this tick.
func (g *Game) Quit() { g.quit = true }

// Update implements ebiten.Game.
func (g *Game) Update() error {
	g.clock += 1.0 / float64(ebiten.TPS())
	g.in.Read(g.width, g.height)
	if g.audio != nil {
		g.audio.Update()
		g.noticeSound()
	}
	if g.in.Just[app.ActStats] {
		g.stats = !g.stats
	}
	if g.stats && g.clock-g.statsAt >= 0.5 {
		g.statsAt = g.clock
		g.statsText = fmt.Sprintf("%.0f fps · %.0f tps", ebiten.ActualFPS(), ebiten.ActualTPS())
	}
	if err := g.scenes.Update(g.context()); err != nil {
		return err
	}
	if g.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game.
func (g *Game) Draw(screen *ebiten.Image) {
	screen.Fill(widget.ColBackground)
	g.scenes.Draw(screen)
	if !g.drawnOnce {
		g.drawnOnce = true
		log.Printf("hexstorm: first frame drawn %d ms after the program started", time.Since(processStart).Milliseconds())
	}
	if g.stats {
		tw := g.ui.TextWidth(g.statsText, g.ui.Mono)
		g.ui.Box(screen, image.Rect(g.width/2-int(tw/2)-8, g.height-26, g.width/2+int(tw/2)+8, g.height-2), widget.StyleMessage, 0.9)
		g.ui.Text(screen, g.statsText, g.ui.Mono, float64(g.width)/2, float64(g.height-14), text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
}

// Layout implements ebiten.Game: one screen pixel per device-independent
// pixel of the window, so the map gets all the room the window has.
func (g *Game) Layout(w, h int) (int, int) {
	if k := g.settings.UIScale; k > 1 {
		w, h = int(float64(w)/k), int(float64(h)/k)
	}
	g.width, g.height = w, h
	return w, h
}

// noticeSound says once, where a player looks (the log, the title menu, the
// first map, the settings), that the game has no sound and why, as soon as
// the sound device has failed.
func (g *Game) noticeSound() {
	if n := g.audio.Summary(); n != "" && g.soundNotice == "" {
		g.soundNotice = n
		log.Printf("hexstorm: %s The sound device said: %v", n, g.audio.Err())
	}
}

// processStart is when the program's packages were set up: the start of
// the time to the first frame, which the log reports (the bar is 1 s).
var processStart = time.Now()
