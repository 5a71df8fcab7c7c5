// Package cli is the headless command line of hexstorm: everything that needs
// no window (DESIGN section 3). Exit codes: 0 ok, 1 invalid input or a rule
// failure (with messages), 2 usage.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"hexstorm/internal/safefile"
	"io"
	"strings"

	"hexstorm/scenarios"
)

// Exit codes of every subcommand.
const (
	ExitOK      = 0
	ExitInvalid = 1
	ExitUsage   = 2
)

// Env is what a subcommand may touch: its arguments and output streams, and
// the window functions, which main supplies so that this package stays usable
// without a display.
type Env struct {
	Stdout, Stderr io.Writer
	// Screenshot renders a scenario's map to a PNG file; nil when the binary
	// was built without the window.
	Screenshot func(screen string, sc *scenarios.Scenario, seed uint64, width, height int, out string) error
}

type command struct {
	name, args, help string
	run              func(env Env, args []string) int
}

func commands() []command {
	return []command{
		{"validate", "FILE...", "check scenario files and list every problem", runValidate},
		{"run", "--scenario S --seed N --commands FILE [--record OUT]", "apply a command script and print the final state as JSON", runScript},
		{"verify", "RECORD", "re-simulate a game record and check every state hash (and its signature RECORD.sig, when present)", runVerify},
		{"screenshot", "(--scenario S | --screen NAME) --out PNG [--seed N] [--width W --height H]", "draw a scenario's map, or another screen (title, lessons, rules, odds, editor), to a PNG (needs a display; use xvfb-run -a)", runScreenshot},
		{"scenarios", "", "list the built-in scenarios", runList},
		{"match", "--scenario S --players A,B --games N --seed N [--records DIR]", "play AI-vs-AI games headless and print win rates", runMatch},
		{"tournament", "[--scenarios A,B] [--levels L,M] [--games N] [--seed N] [--workers N]", "round-robin between AI levels: records, first-side win rates, Elo", runTournament},
		{"serve", "[--http 127.0.0.1:8090] [--dir DATA]", "run the play-by-cloud server (docs/server.md)", runServe},
		{"cloud", "ACTION ...", "the play-by-cloud client: signup, signin, games, create, join, view, submit, record", runCloud},
		{"odds", "(--scenario S [--commands F] | --record F) --hex C,R | --attacker T,.. --defender T,..", "exact battle odds of a position's battle or a sandbox battle", runOdds},
	}
}

// IsCommand reports whether name is a subcommand (or help), so main knows
// whether to open the window.
func IsCommand(name string) bool {
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		return true
	}
	for _, c := range commands() {
		if c.name == name {
			return true
		}
	}
	return false
}

// Main runs the subcommand named by args[0] and returns the exit code.
func Main(env Env, args []string) int {
	if len(args) == 0 || args[0] == "help" || strings.TrimLeft(args[0], "-") == "help" || args[0] == "-h" {
		usage(env.Stdout)
		if len(args) == 0 {
			return ExitUsage
		}
		return ExitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(env, args[1:])
		}
	}
	fmt.Fprintf(env.Stderr, "hexstorm: unknown command %q\n\n", args[0])
	usage(env.Stderr)
	return ExitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: hexstorm                 open the game window")
	fmt.Fprintln(w, "       hexstorm replay RECORD   watch a recorded game in the window")
	fmt.Fprintln(w, "       hexstorm COMMAND [ARGS]")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n  %-10s   %s\n", c.name, c.args, "", c.help)
	}
	fmt.Fprintln(w, "\nexit codes: 0 ok, 1 invalid input or rule failure, 2 usage")
}

// newFlags returns a flag set that reports errors to env.Stderr and does not exit.
func newFlags(env Env, name string) *flag.FlagSet {
	fs := flag.NewFlagSet("hexstorm "+name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	return fs
}

// parse parses flags and turns a failure into the usage exit code.
func parse(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK, false
		}
		return ExitUsage, false
	}
	return 0, true
}

// maxScenarioFile is checked before a scenario file is read into memory.
const maxScenarioFile = 16 << 20

// loadScenario finds a scenario by built-in id or by file path.
func loadScenario(ref string) (*scenarios.Scenario, error) {
	if !strings.ContainsAny(ref, `/\`) && !strings.HasSuffix(ref, ".json") {
		sc, err := scenarios.Builtin(ref)
		if err == nil {
			return sc, nil
		}
		var ids []string
		for _, info := range scenarios.Builtins() {
			ids = append(ids, info.ID)
		}
		return nil, fmt.Errorf("no built-in scenario %q (built-ins: %s; or give a path to a .json file)", ref, strings.Join(ids, ", "))
	}
	data, err := safefile.Read(ref, maxScenarioFile)
	if err != nil {
		return nil, err
	}
	return scenarios.Load(ref, data)
}
