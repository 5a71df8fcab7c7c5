package cli

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"hexstorm/ai"
	"hexstorm/hexmap"
	"hexstorm/scenarios"
	"hexstorm/tournament"
)

// runTournament plays a seeded round-robin between computer levels on one
// or more scenarios (package tournament) and prints each pairing's record,
// the first side's win rate at equal levels, and an Elo rating per level.
func runTournament(env Env, args []string) int {
	fs := newFlags(env, "tournament")
	scenarioList := fs.String("scenarios", "tutorial,channel,continental", "comma-separated built-in scenario ids or scenario files (two sides each)")
	levelList := fs.String("levels", "random,easy,normal,hard", "comma-separated AI levels; the first is rated 0")
	games := fs.Int("games", 40, "games of each pairing on each scenario, sides alternating")
	seed := fs.Uint64("seed", 1, "seed of each pairing's first game; game g uses seed+g")
	workers := fs.Int("workers", 0, "games played at once (0: one per processor)")
	selfPlay := fs.Bool("equal", true, "also play each level against itself, for the first side's win rate")
	objectives := fs.Bool("objectives", false, "also print how often the first side held each objective at the end, by who played each side")
	each := fs.Bool("each", false, "also print every game: its seed, the level on each side, the points, the winner and who held each objective")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if *games < 1 || *workers < 0 || fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, "usage: hexstorm tournament [--scenarios A,B] [--levels L,M] [--games N] [--seed N] [--workers N] [--equal=false] [--objectives] [--each]")
		return ExitUsage
	}
	cfg := tournament.Config{Games: *games, Seed: *seed, Workers: *workers, SelfPlay: *selfPlay}
	for _, name := range strings.Split(*scenarioList, ",") {
		sc, err := loadScenario(strings.TrimSpace(name))
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitInvalid
		}
		cfg.Scenarios = append(cfg.Scenarios, sc)
	}
	for _, name := range strings.Split(*levelList, ",") {
		l, err := ai.ParseLevel(strings.TrimSpace(strings.ToLower(name)))
		if err != nil {
			fmt.Fprintf(env.Stderr, "%v\n", err)
			return ExitUsage
		}
		cfg.Levels = append(cfg.Levels, l)
	}
	start := time.Now()
	cfg.Progress = func(done, total int) { progressBar(env.Stderr, done, total, time.Since(start)) }
	r, err := tournament.Run(cfg)
	if err != nil {
		fmt.Fprintf(env.Stderr, "\n%v\n", err)
		return ExitInvalid
	}
	printTournament(env.Stdout, r, time.Since(start))
	if *objectives {
		printHolds(env.Stdout, r)
	}
	if *each {
		printGames(env.Stdout, r)
	}
	return ExitOK
}

// progressBar redraws one line on w: a bar, the count and the time so far.
func progressBar(w io.Writer, done, total int, elapsed time.Duration) {
	const width = 30
	filled := width * done / total
	fmt.Fprintf(w, "\r[%s%s] %d/%d games, %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, elapsed.Round(time.Second))
	if done == total {
		fmt.Fprintln(w)
	}
}

// printTournament writes the tables of a finished tournament.
func printTournament(w io.Writer, r *tournament.Result, elapsed time.Duration) {
	cfg := r.Config
	names := make([]string, len(cfg.Levels))
	for i, l := range cfg.Levels {
		names[i] = l.String()
	}
	fmt.Fprintf(w, "tournament: levels %s; %d games of each pairing on each scenario, seeds %d-%d, sides alternating\n\n",
		strings.Join(names, ", "), cfg.Games, cfg.Seed, cfg.Seed+uint64(cfg.Games)-1)

	pairs := r.Pairs()
	for s, sc := range cfg.Scenarios {
		fmt.Fprintf(w, "%s\n", sc.Name)
		sides := sc.File.Sides // two, each named: Run and the scenario's validation see to it
		fmt.Fprintf(w, "  %-18s %5s %5s %6s %8s  %-17s %12s %12s\n", "pairing", "wins", "draws", "losses", "win rate", "95% CI (Wilson)",
			"as "+sides[0].Name, "as "+sides[1].Name)
		for _, p := range pairs {
			if p.Scenario != s {
				continue
			}
			lo, hi := wilson(p.Wins, p.Games())
			fmt.Fprintf(w, "  %-18s %5d %5d %6d %7.1f%%  %-17s %12s %12s\n", names[p.A]+" vs "+names[p.B],
				p.Wins, p.Draws, p.Losses, 100*float64(p.Wins)/float64(p.Games()), fmt.Sprintf("[%.1f%%, %.1f%%]", 100*lo, 100*hi),
				wdl(p.BySide[0]), wdl(p.BySide[1]))
		}
		fmt.Fprintln(w)
	}

	if cfg.SelfPlay {
		first := r.FirstSide()
		fmt.Fprintf(w, "First side's wins at equal levels (balanced: 35-65%%; 95%% interval, Wilson)\n  %-24s", "scenario")
		for _, n := range names {
			fmt.Fprintf(w, " %21s", n)
		}
		fmt.Fprintln(w)
		for s, sc := range cfg.Scenarios {
			fmt.Fprintf(w, "  %-24s", sc.Name)
			for l := range cfg.Levels {
				t := first[[2]int{s, l}]
				lo, hi := wilson(t.Wins, t.Games())
				fmt.Fprintf(w, " %21s", fmt.Sprintf("%d/%d %3.0f%% [%.0f-%.0f]", t.Wins, t.Games(), 100*float64(t.Wins)/float64(t.Games()), 100*lo, 100*hi))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w)
	}

	fmt.Fprintf(w, "Elo (%s = 0; Bradley-Terry, draws half a point, %d prior draw between levels that met; 95%% interval)\n", names[0], tournament.PriorDraws)
	for _, rt := range r.Elo() {
		fmt.Fprintf(w, "  %-8s %6.0f  [%.0f, %.0f]\n", names[rt.Level], rt.Elo, rt.Low, rt.High)
	}
	turns, commands := 0, 0
	for _, g := range r.Games {
		turns += g.Turns
		commands += g.Commands
	}
	n := len(r.Games)
	fmt.Fprintf(w, "\n%d games, average %.1f turns and %.0f commands, %s in all\n", n, float64(turns)/float64(n), float64(commands)/float64(n), elapsed.Round(time.Second))
}

// wdl writes a tally as wins-draws-losses.
func wdl(t tournament.Tally) string { return fmt.Sprintf("%d-%d-%d", t.Wins, t.Draws, t.Losses) }

// printHolds writes, for each scenario, how often the first side held each
// objective at the end, one column for each way the levels were seated
// (first side's level / second side's).
func printHolds(w io.Writer, r *tournament.Result) {
	cfg := r.Config
	holds := r.Holds()
	for s, sc := range cfg.Scenarios {
		var cols []tournament.Holds
		for _, h := range holds {
			if h.Scenario == s {
				cols = append(cols, h)
			}
		}
		fmt.Fprintf(w, "\n%s: games in which the first side (%s) held each objective at the end, by level of the first side / the second\n",
			sc.Name, sc.File.Sides[0].Name)
		fmt.Fprintf(w, "  %-24s %6s", "objective", "points")
		widths := make([]int, len(cols))
		for i, h := range cols {
			label := cfg.Levels[h.First].String() + "/" + cfg.Levels[h.Second].String()
			widths[i] = max(len(label), len(fmt.Sprintf("%d/%d", h.Games, h.Games)))
			fmt.Fprintf(w, "  %*s", widths[i], label)
		}
		fmt.Fprintln(w)
		for o, obj := range sc.File.Victory.Objectives {
			name := objectiveName(sc, obj.At)
			// Pad by characters, not bytes: place names may hold accents.
			fmt.Fprintf(w, "  %s%s %6d", name, strings.Repeat(" ", max(0, 24-utf8.RuneCountInString(name))), obj.Points)
			for i, h := range cols {
				fmt.Fprintf(w, "  %*s", widths[i], fmt.Sprintf("%d/%d", h.FirstHeld[o], h.Games))
			}
			fmt.Fprintln(w)
		}
	}
}

// printGames writes one line a game, in schedule order: the seed, the
// level on each side, each side's points as the game scored them, the
// winner, and for each objective the side that held it at the end (its
// index, "-" for neither). It is what a look at where a level loses
// starts from.
func printGames(w io.Writer, r *tournament.Result) {
	cfg := r.Config
	for s, sc := range cfg.Scenarios {
		sides := sc.File.Sides
		fmt.Fprintf(w, "\n%s: every game (objectives in order:", sc.Name)
		for o, obj := range sc.File.Victory.Objectives {
			sep := ","
			if o == 0 {
				sep = ""
			}
			fmt.Fprintf(w, "%s %s", sep, objectiveName(sc, obj.At))
		}
		fmt.Fprintf(w, "; held by 0 %s, 1 %s, - neither)\n", sides[0].Name, sides[1].Name)
		for _, g := range r.Games {
			if g.Scenario != s {
				continue
			}
			levels := [2]string{cfg.Levels[g.A].String(), cfg.Levels[g.B].String()}
			if !g.AFirst {
				levels[0], levels[1] = levels[1], levels[0]
			}
			winner := "draw"
			if g.Winner >= 0 {
				winner = sides[g.Winner].Name + " win"
			}
			held := make([]byte, len(g.Held))
			for o, side := range g.Held {
				held[o] = '-'
				if side >= 0 {
					held[o] = byte('0' + side)
				}
			}
			fmt.Fprintf(w, "  seed %-6d %s %s, %s %s: %d-%d, %-10s %s\n", g.Seed, sides[0].Name, levels[0], sides[1].Name, levels[1],
				g.Points[0], g.Points[1], winner, held)
		}
	}
}

// objectiveName names an objective by its place and hex ("Aldermoor
// 2,1"), or by its hex alone where no place is named.
func objectiveName(sc *scenarios.Scenario, at hexmap.Hex) string {
	if place := sc.Setup.Map.Cell(at).Name; place != "" {
		return place + " " + at.String()
	}
	return at.String()
}
