package tournament

import (
	"math"
	"reflect"
	"testing"

	"hexstorm/ai"
	"hexstorm/scenarios"
)

// TestEloOfAKnownRecord: a level that scores 30 of 40 against another,
// with one prior draw (30.5 of 41), is rated 400*log10(30.5/10.5) above
// it, with the standard error of the fitted difference, 1/sqrt(information).
func TestEloOfAKnownRecord(t *testing.T) {
	r := &Result{Config: Config{Levels: []ai.Level{ai.Easy, ai.Normal}}}
	for i := range 40 {
		winner := 1 // B, Normal, won
		if i < 10 {
			winner = 0
		}
		r.Games = append(r.Games, Game{A: 0, B: 1, AFirst: true, Winner: winner})
	}
	got := r.Elo()
	want := 400 * math.Log10(30.5/10.5)
	if math.Abs(got[1].Elo-want) > 1e-6 || got[0].Elo != 0 {
		t.Fatalf("ratings %+v, want Normal at %.3f", got, want)
	}
	p := 30.5 / 41
	se := 1 / math.Sqrt(eloScale*eloScale*41*p*(1-p))
	if math.Abs((got[1].High-got[1].Elo)-1.959963984540054*se) > 1e-6 {
		t.Fatalf("interval %+v, want +-%.3f", got[1], 1.96*se)
	}
}

// TestEloCleanSweepIsFinite: a level that wins every game gets a finite
// rating thanks to the prior draws, and ratings order like the results.
func TestEloCleanSweepIsFinite(t *testing.T) {
	r := &Result{Config: Config{Levels: []ai.Level{ai.Random, ai.Easy, ai.Hard}}}
	add := func(a, b, aWins, bWins int) {
		for range aWins {
			r.Games = append(r.Games, Game{A: a, B: b, AFirst: true, Winner: 0})
		}
		for range bWins {
			r.Games = append(r.Games, Game{A: a, B: b, AFirst: true, Winner: 1})
		}
	}
	add(0, 1, 0, 20)
	add(0, 2, 0, 20)
	add(1, 2, 4, 16)
	got := r.Elo()
	for _, g := range got {
		if math.IsInf(g.Elo, 0) || math.IsNaN(g.Elo) || math.IsNaN(g.Low) {
			t.Fatalf("ratings %+v", got)
		}
	}
	if !(got[0].Elo < got[1].Elo && got[1].Elo < got[2].Elo) {
		t.Fatalf("ratings out of order: %+v", got)
	}
}

// TestRunIsTheSameWithAnyNumberOfWorkers: the games and their outcomes do
// not depend on how many play at once, and sides alternate.
func TestRunIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Scenarios: []*scenarios.Scenario{sc}, Levels: []ai.Level{ai.Random, ai.Easy}, SelfPlay: true, Games: 4, Seed: 11}
	var results [][]Game
	for _, w := range []int{1, 2, 3} {
		cfg.Workers = w
		calls := 0
		cfg.Progress = func(done, total int) { calls++ }
		r, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if calls != 12 || len(r.Games) != 12 {
			t.Fatalf("%d workers: %d games, %d progress calls, want 12 (3 pairings x 4)", w, len(r.Games), calls)
		}
		results = append(results, r.Games)
	}
	if !reflect.DeepEqual(results[0], results[1]) || !reflect.DeepEqual(results[0], results[2]) {
		t.Fatalf("results differ with the number of workers:\n%v\n%v\n%v", results[0], results[1], results[2])
	}
	for i, g := range results[0] {
		if g.AFirst != (i%4%2 == 0) || g.Seed != 11+uint64(i%4) {
			t.Fatalf("game %d: %+v", i, g)
		}
	}
}

// TestPairsSplitTheRecordBySide: a pairing's record is also kept by the
// side its first level played, and the two parts add up to the whole.
func TestPairsSplitTheRecordBySide(t *testing.T) {
	r := &Result{Config: Config{Levels: []ai.Level{ai.Normal, ai.Hard}}, Games: []Game{
		{A: 0, B: 1, AFirst: true, Winner: 0},  // A wins with the first side
		{A: 0, B: 1, AFirst: false, Winner: 0}, // A loses with the second
		{A: 0, B: 1, AFirst: true, Winner: -1}, // a draw with the first
		{A: 0, B: 1, AFirst: false, Winner: 1}, // A wins with the second
		{A: 0, B: 0, AFirst: true, Winner: 0},  // self-play: no pairing
	}}
	pairs := r.Pairs()
	if len(pairs) != 1 {
		t.Fatalf("pairs %+v, want one", pairs)
	}
	p := pairs[0]
	if want := (Tally{Wins: 2, Draws: 1, Losses: 1}); p.Tally != want {
		t.Errorf("record %+v, want %+v", p.Tally, want)
	}
	if want := [2]Tally{{Wins: 1, Draws: 1}, {Wins: 1, Losses: 1}}; p.BySide != want {
		t.Errorf("by side %+v, want %+v", p.BySide, want)
	}
}

// TestHoldsCountTheObjectivesEachSideHeldAtTheEnd: each game keeps who held
// each objective at the end, the points of what the winner held beat the
// loser's (the tutorial has no campaign points), and Holds counts the
// first side's objectives by who played which side.
func TestHoldsCountTheObjectivesEachSideHeldAtTheEnd(t *testing.T) {
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	objectives := sc.File.Victory.Objectives
	r, err := Run(Config{Scenarios: []*scenarios.Scenario{sc}, Levels: []ai.Level{ai.Random, ai.Easy}, SelfPlay: true, Games: 4, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	want := map[[2]int][]int{}
	for _, g := range r.Games {
		if len(g.Held) != len(objectives) {
			t.Fatalf("game %+v: %d objectives held, want %d", g, len(g.Held), len(objectives))
		}
		points := [2]int{}
		for o, side := range g.Held {
			if side >= 0 {
				points[side] += objectives[o].Points
			}
		}
		if winner := g.Winner; winner >= 0 && points[winner] <= points[1-winner] {
			t.Errorf("game %+v: the winner's objectives are worth %d, the loser's %d", g, points[winner], points[1-winner])
		}
		first, second := g.A, g.B
		if !g.AFirst {
			first, second = g.B, g.A
		}
		k := [2]int{first, second}
		if want[k] == nil {
			want[k] = make([]int, len(objectives))
		}
		for o, side := range g.Held {
			if side == 0 {
				want[k][o]++
			}
		}
	}
	holds := r.Holds()
	var seated [][2]int
	games := 0
	for _, h := range holds {
		k := [2]int{h.First, h.Second}
		seated = append(seated, k)
		games += h.Games
		if !reflect.DeepEqual(h.FirstHeld, want[k]) {
			t.Errorf("%v: first side held %v, want %v", k, h.FirstHeld, want[k])
		}
	}
	// Random/Random, Random first against Easy, Easy first against Random,
	// Easy/Easy: the schedule's order.
	if wantSeated := [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}; !reflect.DeepEqual(seated, wantSeated) || games != len(r.Games) {
		t.Errorf("holds seated %v over %d games, want %v over %d", seated, games, wantSeated, len(r.Games))
	}
}
