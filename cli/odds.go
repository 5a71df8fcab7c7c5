package cli

import (
	"encoding/json"
	"fmt"
	"hexstorm/internal/safefile"
	"io"
	"strconv"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/replay"
	"hexstorm/sim"
)

const oddsUsage = `usage: hexstorm odds --scenario S [--seed N] [--commands FILE | --record FILE] --hex COL,ROW [--policy P] [--json]
       hexstorm odds --attacker T[:STEPS],T,... --defender T[:STEPS],T,... [--terrain T] [--policy P] [--json]`

// runOdds prints the exact outcome distribution of one battle (package
// odds): a battle of a game position, reached from a scenario by a command
// script or a record, or a sandbox battle of units named on the command line.
func runOdds(env Env, args []string) int {
	fs := newFlags(env, "odds")
	scenario := fs.String("scenario", "", "built-in scenario id or scenario file")
	seed := fs.Uint64("seed", 1, "random seed of the game (with --scenario)")
	script := fs.String("commands", "", "JSON command script played from the scenario's start to reach the position")
	record := fs.String("record", "", "game record whose final position holds the battle")
	hexFlag := fs.String("hex", "", "the battle's hex, col,row")
	attacker := fs.String("attacker", "", "sandbox: attacking unit types, comma-separated")
	defender := fs.String("defender", "", "sandbox: defending unit types, comma-separated")
	terrain := fs.String("terrain", "clear", "sandbox: terrain of the battle hex")
	policy := fs.String("policy", "fight", "attacker's retreat policy: fight, losing or after:N")
	cutoff := fs.Float64("cutoff", 0, "drop battle states less likely than this (0: the default, 1e-12)")
	asJSON := fs.Bool("json", false, "print the full result as JSON")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	sandbox := *attacker != "" || *defender != ""
	position := *scenario != "" || *record != ""
	if fs.NArg() > 0 || sandbox == position {
		fmt.Fprintln(env.Stderr, "name either a game position (--scenario or --record, with --hex) or a sandbox battle (--attacker and --defender)")
		fmt.Fprintln(env.Stderr, oddsUsage)
		return ExitUsage
	}
	pol, err := odds.ParsePolicy(*policy)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return ExitUsage
	}
	if !(*cutoff >= 0 && *cutoff < 1) { // NaN fails both
		fmt.Fprintf(env.Stderr, "--cutoff %g: want a probability from 0 to below 1\n", *cutoff)
		return ExitUsage
	}
	var s *sim.State
	var h hexmap.Hex
	if sandbox {
		s, h, err = sandboxState(*attacker, *defender, *terrain)
	} else {
		s, h, err = positionState(*scenario, *seed, *script, *record, *hexFlag)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return ExitInvalid
	}
	r, err := odds.Compute(s, h, odds.Options{Retreat: pol, Cutoff: *cutoff})
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return ExitInvalid
	}
	if *asJSON {
		data, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return ExitInvalid
		}
		env.Stdout.Write(append(data, '\n'))
		return ExitOK
	}
	printOdds(env.Stdout, r)
	return ExitOK
}

// sandboxState builds a sandbox battle from the command line's lists.
func sandboxState(att, def, ter string) (*sim.State, hexmap.Hex, error) {
	var sb odds.Sandbox
	var cvs []int // attackers' steps, then defenders'
	for _, l := range []struct {
		flag, list string
		out        *[]string
	}{{"--attacker", att, &sb.Attacker}, {"--defender", def, &sb.Defender}} {
		if strings.TrimSpace(l.list) == "" {
			return nil, hexmap.Hex{}, fmt.Errorf("%s is empty: a sandbox battle needs units on both sides", l.flag)
		}
		for _, name := range strings.Split(l.list, ",") {
			// TYPE:N gives the block N steps (DESIGN D33); full strength otherwise.
			cv := 0
			if i := strings.LastIndex(name, ":"); i >= 0 {
				n, err := strconv.Atoi(strings.TrimSpace(name[i+1:]))
				if err != nil || n < 1 {
					return nil, hexmap.Hex{}, fmt.Errorf("%s: %q: steps after the colon must be a whole number from 1", l.flag, name)
				}
				name, cv = name[:i], n
			}
			id, err := odds.ResolveUnitType(name)
			if err != nil {
				return nil, hexmap.Hex{}, fmt.Errorf("%s: %w", l.flag, err)
			}
			*l.out = append(*l.out, id)
			cvs = append(cvs, cv)
		}
	}
	t, err := hexmap.ParseTerrain(strings.ToLower(strings.TrimSpace(ter)))
	if err != nil {
		return nil, hexmap.Hex{}, fmt.Errorf("--terrain: %w", err)
	}
	sb.Terrain, sb.CV = t, cvs
	s, err := sb.State()
	if err != nil {
		return nil, hexmap.Hex{}, fmt.Errorf("sandbox: %w", err)
	}
	return s, odds.SandboxHex, nil
}

// positionState reaches a game position: a scenario's start with a command
// script played on it, or a record's final position (verified on the way).
func positionState(scenario string, seed uint64, script, record, hexText string) (*sim.State, hexmap.Hex, error) {
	if hexText == "" {
		return nil, hexmap.Hex{}, fmt.Errorf("--hex is missing: name the battle's hex as col,row")
	}
	o, err := hexmap.ParseOffset(hexText)
	if err != nil {
		return nil, hexmap.Hex{}, fmt.Errorf("--hex: %w", err)
	}
	h := o.Hex()
	var s *sim.State
	switch {
	case record != "" && (scenario != "" || script != ""):
		return nil, hexmap.Hex{}, fmt.Errorf("--record holds its own scenario and commands: give it without --scenario or --commands")
	case record != "":
		data, err := safefile.Read(record, replay.MaxRecordSize)
		if err != nil {
			return nil, hexmap.Hex{}, err
		}
		r, err := replay.Decode(data)
		if err != nil {
			return nil, hexmap.Hex{}, fmt.Errorf("%s: %w", record, err)
		}
		if s, err = replay.Verify(r); err != nil {
			return nil, hexmap.Hex{}, fmt.Errorf("%s: %w", record, err)
		}
	default:
		sc, err := loadScenario(scenario)
		if err != nil {
			return nil, hexmap.Hex{}, err
		}
		g, _, err := replay.New(sc, seed)
		if err != nil {
			return nil, hexmap.Hex{}, err
		}
		if script != "" {
			cmds, err := readCommands(script)
			if err != nil {
				return nil, hexmap.Hex{}, err
			}
			for i, c := range cmds {
				if _, err := g.Apply(c); err != nil {
					return nil, hexmap.Hex{}, fmt.Errorf("%s: command %d (%s) refused: %w", script, i+1, c, err)
				}
			}
		}
		s = g.State
	}
	if !s.Map.Contains(h) {
		return nil, hexmap.Hex{}, fmt.Errorf("--hex %s is off the %dx%d map", hexText, s.Map.Width(), s.Map.Height())
	}
	if s.BattleAt(h) == nil {
		var at []string
		for _, b := range s.Battles {
			at = append(at, b.Hex.String())
		}
		if len(at) == 0 {
			return nil, hexmap.Hex{}, fmt.Errorf("there is no battle at %s: the position has no battles (turn %d, %s phase)", h, s.Turn, s.Phase)
		}
		return nil, hexmap.Hex{}, fmt.Errorf("there is no battle at %s; battles are at %s", h, strings.Join(at, " "))
	}
	return s, h, nil
}

// printOdds writes a result as a player reads it.
func printOdds(w io.Writer, r odds.Result) {
	att, def := r.Sides[0], r.Sides[1]
	fmt.Fprintf(w, "battle at %s: %s attacks %s; retreat policy %s; casualties on the strongest block first (DESIGN D34)\n", r.Hex, att.Name, def.Name, r.Policy)
	fmt.Fprintf(w, "  %-16s %6.2f%%\n", att.Name+" wins", 100*r.AttackerWins)
	fmt.Fprintf(w, "  %-16s %6.2f%%\n", def.Name+" holds", 100*r.DefenderHolds)
	fmt.Fprintf(w, "  %-16s %6.2f%%  (attacker retreats; %.2f%% by its policy before round 3)\n", "both stand", 100*r.BothStanding, 100*r.Retreated)
	fmt.Fprintf(w, "  %-16s %6.2f%%\n", "both eliminated", 100*r.BothEliminated)
	fmt.Fprintf(w, "\n%-10s %-20s %5s %8s %10s %8s %8s\n", "side", "type", "units", "start cv", "units left", "cv left", "losses")
	for _, so := range r.Sides {
		fmt.Fprintf(w, "%-10s %-20s %5d %8d %10.2f %8.2f %8.2f\n", so.Name, "all", so.Units, so.StartCV, so.Alive, so.CV, so.Losses)
		for _, t := range so.ByType {
			fmt.Fprintf(w, "%-10s %-20s %5d %8d %10.2f %8.2f %8.2f\n", "", t.Type, t.Units, t.StartCV, t.Alive, t.CV, t.Losses)
		}
	}
	if len(r.Targets) > 0 {
		fmt.Fprintln(w, "\nlogistics targets:")
		for _, t := range r.Targets {
			fmt.Fprintf(w, "  %-16s falls %6.2f%%", t.Target, 100*t.Falls)
			if len(t.PP) > 0 {
				fmt.Fprint(w, "; PP left:")
				for k, p := range t.PP {
					fmt.Fprintf(w, " %d: %.2f%%", k, 100*p)
				}
			}
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintf(w, "\nstates dropped below the cut-off: %.2g of the probability\n", r.Dropped)
	for _, n := range r.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}
