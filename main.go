// Command hexstorm is a hex-map WWII wargame: with no arguments it opens the
// game window; with a subcommand it runs headless (see `hexstorm help`).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"hexstorm/cli"
	"hexstorm/render"
)

// windowFlags are the options of the windowed game.
type windowFlags struct {
	scenario string
	seed     uint64
	replay   string
	records  string
}

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		env := cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Screenshot: render.Screenshot}
		os.Exit(cli.Main(env, os.Args[1:]))
	}
	var f windowFlags
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
	fs.StringVar(&f.records, "records", defaultRecordsDir(), "folder of game records listed by Watch a replay")
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
	if err := render.Run(render.Options{Scenario: f.scenario, Seed: f.seed, Replay: f.replay, RecordsDir: f.records}); err != nil {
		fmt.Fprintf(os.Stderr, "hexstorm: %v\n", err)
		os.Exit(cli.ExitInvalid)
	}
}

// defaultRecordsDir is where records are looked for: hexstorm/records in the
// user's configuration folder, or none when the system has no such folder.
func defaultRecordsDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "hexstorm", "records")
}
