package tournament

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/ai"
	"hexstorm/scenarios"
)

// updateStrength rewrites the baseline: go test ./tournament -run
// StrengthGate -update-strength. Do it when a level has grown stronger on
// purpose (the new figures then become the bar), never to make a failure go
// away.
var updateStrength = flag.Bool("update-strength", false, "rewrite testdata/strength-baseline.txt from this run")

// gateGames is the number of games of each pairing on each scenario.
const gateGames = 20

// TestStrengthGate_NoLevelGrowsWeaker plays a fixed set of seeded games
// (Hard against Normal and Easy, Normal against Easy, on three built-in
// scenarios, sides alternating) and compares each pairing's wins with the
// baseline recorded when the levels were last measured. It fails when a
// level wins significantly fewer games than it did: a one-sided
// two-proportion z-test at the 5% level (z >= 1.645) on each row, and on
// the rows of each pairing summed. Games are fixed by their seeds, so the
// same code gives exactly the baseline; the test judges counts, never time.
func TestStrengthGate_NoLevelGrowsWeaker(t *testing.T) {
	if raceDetector {
		t.Skip("the strength gate's 180 games are too slow under the race detector; Run's concurrency is tested by TestRunIsTheSameWithAnyNumberOfWorkers")
	}
	var scs []*scenarios.Scenario
	for _, id := range []string{"tutorial", "channel", "continental"} {
		sc, err := scenarios.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		scs = append(scs, sc)
	}
	r, err := Run(Config{Scenarios: scs, Levels: []ai.Level{ai.Easy, ai.Normal, ai.Hard}, Games: gateGames, Seed: 1000})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, p := range r.Pairs() {
		// The stronger level's wins: B is the stronger (levels ascend).
		lines = append(lines, fmt.Sprintf("%s %s-vs-%s %d %d", scs[p.Scenario].File.Name, r.Config.Levels[p.B], r.Config.Levels[p.A], p.Losses, p.Games()))
	}
	got := strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", "strength-baseline.txt")
	if *updateStrength {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	base := parseBaseline(t, string(data))
	now := parseBaseline(t, got)
	sums := map[string][4]int{} // pairing: baseline wins, games, current wins, games
	for key, b := range base {
		c, ok := now[key]
		if !ok {
			t.Errorf("baseline row %q was not played", key)
			continue
		}
		if weaker(b[0], c[0], b[1]) {
			t.Errorf("%s: %d wins of %d, significantly fewer than the baseline's %d", key, c[0], c[1], b[0])
		}
		pairing := key[strings.LastIndex(key, " ")+1:]
		s := sums[pairing]
		sums[pairing] = [4]int{s[0] + b[0], s[1] + b[1], s[2] + c[0], s[3] + c[1]}
		t.Logf("%-40s baseline %2d/%d, now %2d/%d", key, b[0], b[1], c[0], c[1])
	}
	for pairing, s := range sums {
		if s[1] == s[3] && weaker(s[0], s[2], s[1]) {
			t.Errorf("%s over all scenarios: %d wins of %d, significantly fewer than the baseline's %d", pairing, s[2], s[3], s[0])
		}
	}
	if t.Failed() {
		t.Log("If a level was made weaker on purpose, or the rules changed, rewrite the baseline with go test ./tournament -run StrengthGate -update-strength and say why in the commit.")
	}
}

// weaker is the one-sided two-proportion z-test: are now wins of n
// significantly fewer than was wins of n?
func weaker(was, now, n int) bool {
	if now >= was {
		return false
	}
	p := float64(was+now) / float64(2*n)
	se := math.Sqrt(2 * p * (1 - p) / float64(n))
	return se > 0 && (float64(was-now)/float64(n))/se >= 1.645
}

// parseBaseline reads "scenario pairing wins games" rows; the scenario name
// may hold spaces, so the row is read from its end.
func parseBaseline(t *testing.T, text string) map[string][2]int {
	out := map[string][2]int{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 {
			t.Fatalf("baseline row %q", line)
		}
		var wins, games int
		if _, err := fmt.Sscan(f[len(f)-2], &wins); err != nil {
			t.Fatalf("baseline row %q: %v", line, err)
		}
		if _, err := fmt.Sscan(f[len(f)-1], &games); err != nil {
			t.Fatalf("baseline row %q: %v", line, err)
		}
		out[strings.Join(f[:len(f)-2], " ")] = [2]int{wins, games}
	}
	return out
}

// TestStrengthGateTest: the gate's test flags a real drop and lets noise
// and gains pass.
func TestStrengthGateTest(t *testing.T) {
	for _, c := range []struct {
		was, now, n int
		want        bool
	}{{15, 14, 20, false}, {15, 8, 20, true}, {15, 10, 20, false}, {15, 9, 20, true}, {10, 20, 20, false}, {0, 0, 20, false}, {20, 14, 20, true}} {
		if got := weaker(c.was, c.now, c.n); got != c.want {
			t.Errorf("weaker(%d, %d, %d) = %v, want %v", c.was, c.now, c.n, got, c.want)
		}
	}
}
