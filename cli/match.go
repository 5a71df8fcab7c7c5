package cli

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"time"

	"hexstorm/ai"
	"hexstorm/internal/atomicfile"
	"hexstorm/replay"
	"hexstorm/sim"
)

// matchCommandCap bounds one game of a match; a game that reaches it is
// counted as unfinished, not as a draw.
const matchCommandCap = 100000

// matchEntry is one player of a match and its tally.
type matchEntry struct {
	level               ai.Level
	wins, draws, losses int
}

// runMatch plays AI-vs-AI games headless through replay.Game, rotating the
// players over the sides from game to game so no level keeps the better side,
// and prints each player's results with 95% Wilson confidence intervals.
func runMatch(env Env, args []string) int {
	fs := newFlags(env, "match")
	scenario := fs.String("scenario", "", "built-in scenario id or scenario file")
	players := fs.String("players", "normal,random", "comma-separated AI levels, one per side: random, easy, normal, hard")
	games := fs.Int("games", 10, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	records := fs.String("records", "", "write each game's record into this directory")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if *scenario == "" || *games < 1 || fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, "usage: hexstorm match --scenario S --players A,B --games N --seed N [--records DIR]")
		return ExitUsage
	}
	sc, err := loadScenario(*scenario)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%v\n", err)
		return ExitInvalid
	}
	var entries []*matchEntry
	for _, name := range strings.Split(*players, ",") {
		l, err := ai.ParseLevel(strings.TrimSpace(strings.ToLower(name)))
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitUsage
		}
		entries = append(entries, &matchEntry{level: l})
	}
	if len(entries) != len(sc.Setup.Sides) {
		fmt.Fprintf(env.Stderr, "scenario %s has %d sides; --players names %d\n", sc.Name, len(sc.Setup.Sides), len(entries))
		return ExitUsage
	}
	n := len(entries)
	var turns, commands int
	var elapsed time.Duration
	unfinished := 0
	for i := range *games {
		gseed := *seed + uint64(i)
		g, _, err := replay.New(sc, gseed)
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitInvalid
		}
		// Game i: entry j plays side (j+i) mod n.
		ps := make([]*ai.Player, n)
		for j, e := range entries {
			side := (j + i) % n
			ps[side] = ai.New(e.level, side, gseed*1_000_003+uint64(j)*7919+1)
		}
		start := time.Now()
		apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
		cmds, err := ai.Play(g.State, apply, ps, matchCommandCap)
		elapsed += time.Since(start)
		turns += g.State.Turn
		commands += cmds
		if *records != "" {
			data, eerr := g.Encode()
			if eerr == nil {
				eerr = atomicfile.Write(filepath.Join(*records, fmt.Sprintf("match-%03d.json.gz", i+1)), data)
			}
			if eerr != nil {
				fmt.Fprintf(env.Stderr, "%v\n", eerr)
				return ExitInvalid
			}
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "game %d (seed %d): %v\n", i+1, gseed, err)
			unfinished++
			continue
		}
		for j, e := range entries {
			switch side := (j + i) % n; {
			case g.State.Winner < 0:
				e.draws++
			case g.State.Winner == side:
				e.wins++
			default:
				e.losses++
			}
		}
	}
	printMatch(env.Stdout, sc.Name, *games, *seed, entries, unfinished)
	fmt.Fprintf(env.Stdout, "average turns %.1f, average commands %.0f, time per game %s\n",
		float64(turns)/float64(*games), float64(commands)/float64(*games), (elapsed / time.Duration(*games)).Round(time.Microsecond))
	if unfinished > 0 {
		return ExitInvalid
	}
	return ExitOK
}

// printMatch writes the per-player table of a match.
func printMatch(w io.Writer, name string, games int, seed uint64, entries []*matchEntry, unfinished int) {
	fmt.Fprintf(w, "match: %s, %d games from seed %d, players rotate over the sides each game\n", name, games, seed)
	fmt.Fprintf(w, "%-10s %5s %5s %6s %8s  %s\n", "player", "wins", "draws", "losses", "win rate", "95% CI (Wilson)")
	for j, e := range entries {
		played := e.wins + e.draws + e.losses
		lo, hi := wilson(e.wins, played)
		rate := 0.0
		if played > 0 {
			rate = float64(e.wins) / float64(played)
		}
		fmt.Fprintf(w, "%-10s %5d %5d %6d %7.1f%%  [%.1f%%, %.1f%%]\n",
			fmt.Sprintf("%c %s", 'A'+j, e.level), e.wins, e.draws, e.losses, 100*rate, 100*lo, 100*hi)
	}
	if unfinished > 0 {
		fmt.Fprintf(w, "%d game(s) did not finish and are not counted\n", unfinished)
	}
}

// wilson returns the 95% Wilson score interval for k successes in n trials.
func wilson(k, n int) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	center := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, center-half), math.Min(1, center+half)
}
