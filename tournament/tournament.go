// Package tournament plays seeded round-robins between the computer's
// levels and rates them: every pair of levels plays a number of games on
// each scenario, sides alternating, and the results give each pair's
// record, each scenario's first-side win rate at equal levels, and an Elo
// rating per level with its 95% interval.
//
// A game is fixed by its scenario, its seed and who plays which side: the
// computer players draw their own randomness from seeds derived from the
// game's, and their odds are the same bit for bit on every architecture
// (package odds), so a tournament gives the same table on any machine,
// however many workers play it.
package tournament

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"hexstorm/ai"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// commandCap bounds one game; a game that reaches it is an error, not a
// draw.
const commandCap = 100_000

// Config is what a tournament plays.
type Config struct {
	// Scenarios are played in this order; each must have two sides.
	Scenarios []*scenarios.Scenario
	// Levels are the players. Every pair of different levels meets on every
	// scenario; with SelfPlay, each level also meets itself, for the
	// scenarios' first-side win rates.
	Levels   []ai.Level
	SelfPlay bool
	// Games is the number of games of each pairing on each scenario; game g
	// has seed Seed+g, and the pairing's first level takes side g mod 2.
	Games int
	Seed  uint64
	// Workers play games at once (0: one per processor).
	Workers int
	// Progress, if set, is called after each game with the number finished
	// and the total, from one goroutine at a time.
	Progress func(done, total int)
}

// Game is one game of a tournament and its outcome.
type Game struct {
	// Scenario indexes Config.Scenarios; A and B index Config.Levels (A <= B).
	Scenario, A, B int
	// AFirst is true when level A played side 0, the scenario's first side.
	AFirst bool
	Seed   uint64
	// Winner is the side that won, -1 for a draw.
	Winner int
	// Turns and Commands measure the game.
	Turns, Commands int
	// Held is, for each of the scenario's objectives in order, the side
	// that controlled it at the end (-1: neither).
	Held []int
	// Points are each side's points at the end, as the game scored them:
	// the objectives it held and its campaign points (sim VictoryPoints).
	Points []int
}

// AScore is A's score: 1 for a win, 0.5 for a draw, 0 for a loss.
func (g Game) AScore() float64 {
	switch {
	case g.Winner < 0:
		return 0.5
	case (g.Winner == 0) == g.AFirst:
		return 1
	}
	return 0
}

// Result is a finished tournament.
type Result struct {
	Config Config
	// Games are in schedule order: by scenario, then pairing, then seed.
	Games []Game
}

// Run plays a whole tournament. Games run in parallel, but each result
// lands in its place in the schedule, so the result does not depend on the
// number of workers. It fails on the first game that cannot be played.
func Run(cfg Config) (*Result, error) {
	if cfg.Games < 1 || len(cfg.Levels) == 0 || len(cfg.Scenarios) == 0 {
		return nil, errors.New("tournament: nothing to play (need scenarios, levels and at least one game)")
	}
	for _, sc := range cfg.Scenarios {
		if n := len(sc.Setup.Sides); n != 2 {
			return nil, fmt.Errorf("tournament: scenario %s has %d sides; a tournament plays two-sided scenarios", sc.Name, n)
		}
	}
	games := schedule(cfg)
	workers := cfg.Workers
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		mu   sync.Mutex
		done int
		errs = make([]error, len(games))
		next = make(chan int)
		wg   sync.WaitGroup
	)
	for range min(workers, len(games)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = play(cfg, &games[i])
				mu.Lock()
				done++
				if cfg.Progress != nil {
					cfg.Progress(done, len(games))
				}
				mu.Unlock()
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			g := games[i]
			return nil, fmt.Errorf("%s, %s against %s, seed %d: %w", cfg.Scenarios[g.Scenario].Name, cfg.Levels[g.A], cfg.Levels[g.B], g.Seed, err)
		}
	}
	return &Result{Config: cfg, Games: games}, nil
}

// schedule lists every game of a tournament, unplayed.
func schedule(cfg Config) []Game {
	var games []Game
	for s := range cfg.Scenarios {
		for a := range cfg.Levels {
			for b := a; b < len(cfg.Levels); b++ {
				if a == b && !cfg.SelfPlay {
					continue
				}
				for g := range cfg.Games {
					games = append(games, Game{Scenario: s, A: a, B: b, AFirst: g%2 == 0, Seed: cfg.Seed + uint64(g)})
				}
			}
		}
	}
	return games
}

// play plays one game of the schedule and fills in its outcome.
func play(cfg Config, g *Game) error {
	rg, _, err := replay.New(cfg.Scenarios[g.Scenario], g.Seed)
	if err != nil {
		return err
	}
	first, second := cfg.Levels[g.A], cfg.Levels[g.B]
	if !g.AFirst {
		first, second = second, first
	}
	players := []*ai.Player{
		ai.New(first, 0, g.Seed*1_000_003+1),
		ai.New(second, 1, g.Seed*1_000_003+7919+1),
	}
	apply := func(c sim.Command) error { _, err := rg.Apply(c); return err }
	n, err := ai.Play(rg.State, apply, players, commandCap)
	if err != nil {
		return err
	}
	g.Winner, g.Turns, g.Commands, g.Points = rg.State.Winner, rg.State.Turn, n, rg.State.VictoryPoints()
	for _, o := range rg.State.Victory.Objectives {
		g.Held = append(g.Held, rg.State.ControlOf(o.Hex))
	}
	return nil
}

// Tally is one side of a set of games: wins, draws and losses.
type Tally struct{ Wins, Draws, Losses int }

// Games is the number of games tallied.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Score is the points scored (a draw is half a point).
func (t Tally) Score() float64 { return float64(t.Wins) + float64(t.Draws)/2 }

func (t *Tally) add(score float64) {
	switch score {
	case 1:
		t.Wins++
	case 0:
		t.Losses++
	default:
		t.Draws++
	}
}

// Pair is the record of level A against level B on one scenario.
type Pair struct {
	Scenario, A, B int
	// A's results against B.
	Tally
	// BySide splits A's results by the side it played (0 the scenario's
	// first): a level may be strong with one side and not the other.
	BySide [2]Tally
}

// Pairs returns the record of every pairing of different levels on every
// scenario, in schedule order.
func (r *Result) Pairs() []Pair {
	var out []Pair
	for _, g := range r.Games {
		if g.A == g.B {
			continue
		}
		if n := len(out); n == 0 || out[n-1].Scenario != g.Scenario || out[n-1].A != g.A || out[n-1].B != g.B {
			out = append(out, Pair{Scenario: g.Scenario, A: g.A, B: g.B})
		}
		p := &out[len(out)-1]
		p.add(g.AScore())
		side := 1
		if g.AFirst {
			side = 0
		}
		p.BySide[side].add(g.AScore())
	}
	return out
}

// FirstSide returns, for every scenario and every level that played
// itself, the first side's results in those games: a balanced scenario's
// first side wins about half of them.
func (r *Result) FirstSide() map[[2]int]Tally {
	out := map[[2]int]Tally{}
	for _, g := range r.Games {
		if g.A != g.B {
			continue
		}
		t := out[[2]int{g.Scenario, g.A}]
		switch g.Winner {
		case 0:
			t.Wins++
		case 1:
			t.Losses++
		default:
			t.Draws++
		}
		out[[2]int{g.Scenario, g.A}] = t
	}
	return out
}

// Holds is how often the first side held each objective at the end of the
// games one level played as the first side against another (or itself) on
// one scenario: which objectives a scenario's games turn on.
type Holds struct {
	// Scenario indexes Config.Scenarios; First and Second index
	// Config.Levels, the levels that played the first and second sides.
	Scenario, First, Second int
	Games                   int
	// FirstHeld counts, for each of the scenario's objectives in order, the
	// games in which the first side held it at the end.
	FirstHeld []int
}

// Holds returns the objectives held at the end of every scenario's games,
// by who played the first side: for each pairing in schedule order, the
// games with its first level as the first side, then those with its
// second (one entry for a level against itself).
func (r *Result) Holds() []Holds {
	var out []Holds
	for _, g := range r.Games {
		first, second := g.A, g.B
		if !g.AFirst {
			first, second = g.B, g.A
		}
		i := slices.IndexFunc(out, func(h Holds) bool {
			return h.Scenario == g.Scenario && h.First == first && h.Second == second
		})
		if i < 0 {
			out = append(out, Holds{Scenario: g.Scenario, First: first, Second: second, FirstHeld: make([]int, len(g.Held))})
			i = len(out) - 1
		}
		h := &out[i]
		h.Games++
		for o, side := range g.Held {
			if side == 0 {
				h.FirstHeld[o]++
			}
		}
	}
	return out
}
