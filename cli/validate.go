package cli

import (
	"errors"
	"fmt"
	"hexstorm/internal/safefile"

	"hexstorm/scenarios"
)

// runValidate checks each scenario file and prints every problem it has.
func runValidate(env Env, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(env.Stderr, "usage: hexstorm validate FILE...")
		return ExitUsage
	}
	code := ExitOK
	for _, path := range args {
		data, err := safefile.Read(path, maxScenarioFile)
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			code = ExitInvalid
			continue
		}
		sc, err := scenarios.Load(path, data)
		if err != nil {
			var probs scenarios.Problems
			if errors.As(err, &probs) {
				for _, p := range probs {
					fmt.Fprintln(env.Stderr, p.Error())
				}
				fmt.Fprintf(env.Stderr, "%s: %d problem(s)\n", path, len(probs))
			} else {
				fmt.Fprintf(env.Stderr, "%s: %v\n", path, err)
			}
			code = ExitInvalid
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: ok: %q, %dx%d hexes, %d sides, %d units\n", path, sc.Name,
			sc.Setup.Map.Width(), sc.Setup.Map.Height(), len(sc.Setup.Sides), len(sc.Setup.Units))
	}
	return code
}

// runList prints the built-in scenarios.
func runList(env Env, args []string) int {
	for _, info := range scenarios.Builtins() {
		fmt.Fprintf(env.Stdout, "%-12s %s\n", info.ID, info.Name)
	}
	return ExitOK
}
