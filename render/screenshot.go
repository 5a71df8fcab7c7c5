package render

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/oddsview"
	"hexstorm/render/play"
	"hexstorm/render/shot"
	"hexstorm/scenarios"
)

// Screenshot draws the map scene of a new game of sc (with the given seed)
// at width x height pixels and writes it to outPath as a PNG. It runs the
// real game loop in a hidden window, so it needs a display: run it under
// `xvfb-run -a` on a machine without one. The file is written atomically.
func Screenshot(sc *scenarios.Scenario, seed uint64, width, height int, outPath string) error {
	_, err := screenshot(sc, seed, width, height, outPath, shot.Config{Frames: 4})
	return err
}

// Screens are the screens ScreenshotOf draws besides the map of a new game.
// A screen may name what to show after a colon: "rules:Supply" opens the
// rules reference at that topic, "lessons:4" the fourth lesson.
var Screens = []string{"map", "title", "lessons", "rules", "odds", "editor", "battle"}

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
		scene = g.scenes.Current
		m := scene.(*play.Scene)
		m.Msg.Clear()
		if n, err := strconv.Atoi(arg); err == nil {
			m.ToLesson(n)
		}
	case "rules":
		r := menus.NewRules(g.ui, title, title.DrawBackdrop, nil, image.Point{})
		if arg != "" && !r.Show(arg, width, height) {
			return fmt.Errorf("the rules reference has no topic %q", arg)
		}
		scene = r
	case "battle":
		m, err := play.BattleShot(g.playDeps(), g.width, g.height)
		if err != nil {
			return err
		}
		m.SkipBattle()
		scene = m
	case "odds":
		scene = oddsview.NewSandbox(g.ui, title, title.DrawBackdrop, hexmap.Clear, "")
	case "editor":
		scene = newEditorScene(g, editor.NewMap(24, 16))
	}
	_, err := runShotOf(g, scene, outPath, shot.Config{Frames: 8})
	return err
}

func screenshot(sc *scenarios.Scenario, seed uint64, width, height int, outPath string, cfg shot.Config) (shot.Stats, error) {
	if width < 1 || height < 1 {
		return shot.Stats{}, fmt.Errorf("screenshot size %dx%d", width, height)
	}
	if err := needDisplay(); err != nil {
		return shot.Stats{}, err
	}
	g := newGame(Options{Seed: seed})
	g.width, g.height = width, height
	scene, err := play.New(g.playDeps(), sc, seed)
	if err != nil {
		return shot.Stats{}, err
	}
	scene.ClosePowers() // a picture of the map: the powers panel stays shut
	return runShot(g, scene, outPath, cfg)
}

// runShot runs scene in a hidden window of g's size, captures a frame to
// outPath and times the configured run of frames after it.
func runShot(g *Game, scene *play.Scene, outPath string, cfg shot.Config) (shot.Stats, error) {
	scene.Still()
	return runShotOf(g, scene, outPath, cfg)
}

// runShotOf is runShot for any scene, drawn as it stands.
func runShotOf(g *Game, scene app.Scene, outPath string, cfg shot.Config) (shot.Stats, error) {
	g.scenes.GoTo(scene)
	g.scenes.Fade = 0
	return shot.Run(shotOf(g, outPath, cfg))
}

// shotOf is the screenshot loop of g's scenes, g's size, without input;
// the clock runs at 60 ticks a second.
func shotOf(g *Game, outPath string, cfg shot.Config) *shot.Game {
	return &shot.Game{W: g.width, H: g.height, Config: cfg, Out: outPath, ProgramStart: processStart,
		Step: func() error {
			g.clock += 1.0 / 60
			return g.scenes.Update(g.context())
		},
		Paint: g.scenes.Draw}
}
