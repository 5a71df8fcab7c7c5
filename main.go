// Command hexstorm is a hex-map WWII wargame: with no arguments it opens the
// game window; with a subcommand it runs headless (see `hexstorm help`).
package main

import (
	"flag"
	"fmt"
	"os"

	"hexstorm/cli"
	"hexstorm/render"
)

// windowFlags are the options of the windowed game.
type windowFlags struct {
	scenario string
	seed     uint64
	replay   string
	// paths are where the game keeps its files (the records folder is a
	// flag).
	paths render.Paths
}

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		env := cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Screenshot: render.ScreenshotOf}
		os.Exit(cli.Main(env, os.Args[1:]))
	}
	f := windowFlags{paths: render.DefaultPaths()}
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "replay" {
		// hexstorm replay FILE: the viewer, straight away.
		if len(args) != 2 {
			fmt.Fprintln(os.Stderr, "usage: hexstorm replay RECORD")
			os.Exit(cli.ExitUsage)
		}
		f.replay, args = args[1], nil
	}
	fs := flag.NewFlagSet("hexstorm", flag.ContinueOnError)
	fs.StringVar(&f.scenario, "scenario", "", "start this built-in scenario at once, skipping the menus")
	fs.Uint64Var(&f.seed, "seed", 0, "random seed for a new game (0 picks one)")
	fs.StringVar(&f.paths.Records, "records", f.paths.Records, "folder of game records listed by Watch a replay")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: hexstorm [--scenario ID] [--seed N]   open the game window")
		fmt.Fprintln(fs.Output(), "       hexstorm replay RECORD                watch a recorded game in the window")
		fmt.Fprintln(fs.Output(), "       hexstorm help                         list the headless commands")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			os.Exit(cli.ExitOK)
		}
		os.Exit(cli.ExitUsage)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "hexstorm: unknown command %q (try hexstorm help)\n", fs.Arg(0))
		os.Exit(cli.ExitUsage)
	}
	if err := render.Run(render.Options{Scenario: f.scenario, Seed: f.seed, Replay: f.replay, Paths: &f.paths}); err != nil {
		fmt.Fprintf(os.Stderr, "hexstorm: %v\n", err)
		os.Exit(cli.ExitInvalid)
	}
}
