package cli

import (
	"fmt"

	"hexstorm/scenarios"
)

// runScreenshot draws a scenario's map to a PNG through the game's renderer.
// The largest screenshot side. Memory grows much faster than the picture
// under a software OpenGL (Mesa's llvmpipe, as under Xvfb): measured here,
// 1280x800 took 0.34 GB, 2048x2048 1.5 GB, 3072x3072 3.8 GB and 4096x4096
// 8.5 GB, almost all of it in the graphics driver, not in Go.
const maxShotSide = 2048

func runScreenshot(env Env, args []string) int {
	fs := newFlags(env, "screenshot")
	scenario := fs.String("scenario", "", "built-in scenario id or scenario file (for the map)")
	screen := fs.String("screen", "map", "the screen to draw: map, title, lessons[:N], rules[:TOPIC], odds, editor or battle")
	out := fs.String("out", "", "PNG file to write")
	seed := fs.Uint64("seed", 1, "random seed for the opening turn")
	width := fs.Int("width", 1280, "image width in pixels")
	height := fs.Int("height", 800, "image height in pixels")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if *screen == "map" && *scenario == "" || *out == "" || fs.NArg() > 0 || *width < 64 || *height < 64 || *width > maxShotSide || *height > maxShotSide {
		fmt.Fprintf(env.Stderr, "usage: hexstorm screenshot (--scenario S | --screen title|lessons[:N]|rules[:TOPIC]|odds|editor|battle) --out PNG [--seed N] [--width W --height H] (64..%d pixels)\n", maxShotSide)
		return ExitUsage
	}
	var sc *scenarios.Scenario
	if *scenario != "" {
		var err error
		if sc, err = loadScenario(*scenario); err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitInvalid
		}
	}
	if env.Screenshot == nil {
		fmt.Fprintln(env.Stderr, "this build has no renderer")
		return ExitInvalid
	}
	if err := env.Screenshot(*screen, sc, *seed, *width, *height, *out); err != nil {
		fmt.Fprintf(env.Stderr, "screenshot: %v\n", err)
		return ExitInvalid
	}
	fmt.Fprintf(env.Stdout, "wrote %s\n", *out)
	return ExitOK
}
