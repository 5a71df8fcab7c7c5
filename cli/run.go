package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"hexstorm/internal/safefile"

	"hexstorm/internal/atomicfile"
	"hexstorm/replay"
	"hexstorm/sim"
)

// maxScriptFile bounds a command script read into memory.
const maxScriptFile = 16 << 20

// runScript plays a command script against a scenario and prints the final
// state as JSON; with --record it also writes the game record.
func runScript(env Env, args []string) int {
	fs := newFlags(env, "run")
	scenario := fs.String("scenario", "", "built-in scenario id or scenario file")
	seed := fs.Uint64("seed", 1, "random seed")
	script := fs.String("commands", "", "JSON file holding an array of commands")
	out := fs.String("record", "", "write the game record to this file")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if *scenario == "" || *script == "" || fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, "usage: hexstorm run --scenario S --seed N --commands FILE [--record OUT]")
		return ExitUsage
	}
	sc, err := loadScenario(*scenario)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return ExitInvalid
	}
	cmds, err := readCommands(*script)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return ExitInvalid
	}
	g, events, err := replay.New(sc, *seed)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return ExitInvalid
	}
	for i, cmd := range cmds {
		evs, err := g.Apply(cmd)
		if err != nil {
			// The state the refusal left (the commands before it applied)
			// goes to stdout, so a script can show it; the exit stays 1.
			fmt.Fprintf(env.Stderr, "%s: command %d (%s) refused: %v\n", *script, i+1, cmd, err)
			fmt.Fprintf(env.Stderr, "the %d command(s) before it were applied; the state they reached is printed and no record written\n", i)
			printState(env, NewStateView(sc.Name, *seed, g.State, events))
			return ExitInvalid
		}
		events = append(events, evs...)
	}
	if *out != "" {
		data, err := g.Encode()
		if err == nil {
			err = atomicfile.Write(*out, data)
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitInvalid
		}
	}
	if !printState(env, NewStateView(sc.Name, *seed, g.State, events)) {
		return ExitInvalid
	}
	return ExitOK
}

// printState writes view to stdout as indented JSON, reporting a failure on
// stderr.
func printState(env Env, view StateView) bool {
	data, err := json.MarshalIndent(view, "", "  ")
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return false
	}
	env.Stdout.Write(append(data, '\n'))
	return true
}

// readCommands reads a JSON array of commands, refusing unknown fields so a
// typo in a script is reported rather than silently ignored.
func readCommands(path string) ([]sim.Command, error) {
	data, err := safefile.Read(path, maxScriptFile)
	if err != nil {
		return nil, err
	}
	cmds, err := sim.DecodeCommands(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return cmds, nil
}

// runVerify re-simulates a record and reports OK or the first divergence.
func runVerify(env Env, args []string) int {
	if len(args) != 1 {
		fmt.Fprintln(env.Stderr, "usage: hexstorm verify RECORD")
		return ExitUsage
	}
	data, err := safefile.Read(args[0], replay.MaxRecordSize)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return ExitInvalid
	}
	rec, err := replay.Decode(data)
	var ke *sim.KeyframeError
	if errors.As(err, &ke) {
		fmt.Fprintf(env.Stderr, "%s: FAILED: %v\n", args[0], err)
		return ExitInvalid
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", args[0], err)
		return ExitInvalid
	}
	st, err := replay.Verify(rec)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: FAILED: %v\n", args[0], err)
		var d *sim.Divergence
		if errors.As(err, &d) && d.Step > 0 {
			fmt.Fprintf(env.Stderr, "  command %d: %s\n", d.Step, rec.Steps[d.Step-1].Command)
		}
		return ExitInvalid
	}
	signed := ""
	sig, ok, err := replay.ReadSignature(args[0])
	if err == nil && ok {
		err = sig.Check(data)
		signed = "; signed by server key " + sig.Signer()
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: FAILED: signature: %v\n", args[0], err)
		return ExitInvalid
	}
	fmt.Fprintf(env.Stdout, "%s: OK: %d commands, turn %d, %s phase, final hash %s; %s%s\n", args[0], len(rec.Steps), st.Turn, st.Phase, st.Hash(), rec.End, signed)
	return ExitOK
}
