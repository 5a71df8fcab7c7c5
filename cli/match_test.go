package cli

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hexstorm/replay"
	"hexstorm/scenarios"
)

// TestMatchPrintsWinRatesAndWritesRecords: a short AI-vs-AI match prints a
// row per player with counts and a confidence interval, the averages, and a
// record per game that verifies.
func TestMatchPrintsWinRatesAndWritesRecords(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runCLI(t, "match", "--scenario", "channel", "--players", "easy,random", "--games", "2", "--seed", "3", "--records", dir)
	if code != ExitOK {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, want := range []string{"A easy", "B random", "95% CI", "average turns 12.0", "time per game"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, name := range []string{"match-001.json.gz", "match-002.json.gz"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		r, err := replay.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := replay.Verify(r); err != nil {
			t.Errorf("%s does not verify: %v", name, err)
		}
	}
}

func TestMatchRefusesWrongPlayerCount(t *testing.T) {
	code, _, errs := runCLI(t, "match", "--scenario", "channel", "--players", "easy", "--games", "1")
	if code != ExitUsage || !strings.Contains(errs, "2 sides") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	code, _, errs = runCLI(t, "match", "--scenario", "channel", "--players", "easy,genius")
	if code != ExitUsage || !strings.Contains(errs, "unknown AI level") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

// TestWilsonInterval checks the score interval against textbook values.
func TestWilsonInterval(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{{5, 10, 0.2366, 0.7634}, {0, 10, 0, 0.2775}, {10, 10, 0.7225, 1}, {81, 263, 0.2553, 0.3662}} {
		lo, hi := wilson(c.k, c.n)
		if math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// TestTournamentBalanceTableGivesIntervals: each cell of the first side's
// wins at equal levels carries its 95% interval, so a reader can tell a
// set-up that is off balance from 40 unlucky seeds.
func TestTournamentBalanceTableGivesIntervals(t *testing.T) {
	code, out, errs := runCLI(t, "tournament", "--scenarios", "tutorial", "--levels", "random,easy", "--games", "4", "--seed", "1")
	if code != ExitOK {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if !strings.Contains(out, "95% interval, Wilson") {
		t.Errorf("the balance table names no interval:\n%s", out)
	}
	cells := regexp.MustCompile(`(\d+)/(\d+) +\d+% \[(\d+)-(\d+)\]`).FindAllStringSubmatch(out, -1)
	if len(cells) != 2 {
		t.Fatalf("want a cell for Random and one for Easy, found %d:\n%s", len(cells), out)
	}
	for _, c := range cells {
		k, _ := strconv.Atoi(c[1])
		n, _ := strconv.Atoi(c[2])
		lo, hi := wilson(k, n)
		if want := fmt.Sprintf("[%.0f-%.0f]", 100*lo, 100*hi); !strings.HasSuffix(c[0], want) {
			t.Errorf("cell %q, want the interval %s", c[0], want)
		}
	}
}

// TestTournamentSplitsEachPairingBySide: each pairing's row says how its
// first level did with each side of the scenario, by the sides' names, and
// the two add up to the row's record.
func TestTournamentSplitsEachPairingBySide(t *testing.T) {
	code, out, errs := runCLI(t, "tournament", "--scenarios", "tutorial", "--levels", "random,easy", "--games", "4", "--seed", "1")
	if code != ExitOK {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if !strings.Contains(out, "as Allies") || !strings.Contains(out, "as Axis") {
		t.Fatalf("no column for each side:\n%s", out)
	}
	row := regexp.MustCompile(`random vs easy +(\d+) +(\d+) +(\d+) .* (\d+)-(\d+)-(\d+) +(\d+)-(\d+)-(\d+)\n`).FindStringSubmatch(out)
	if row == nil {
		t.Fatalf("no pairing row with a record by side:\n%s", out)
	}
	n := make([]int, len(row))
	for i := 1; i < len(row); i++ {
		n[i], _ = strconv.Atoi(row[i])
	}
	for k := 1; k <= 3; k++ {
		if n[k] != n[k+3]+n[k+6] {
			t.Errorf("row %q: by side %d + %d, want %d", row[0], n[k+3], n[k+6], n[k])
		}
	}
	if n[4]+n[5]+n[6] != 2 || n[7]+n[8]+n[9] != 2 {
		t.Errorf("row %q: want 2 games with each side of 4", row[0])
	}
}

// TestTournamentObjectivesTableHasARowForEachObjective: with --objectives
// the tournament also prints, for each objective by its place name, how
// often the first side held it at the end, one column for each way the
// levels were seated, each over that seating's games.
func TestTournamentObjectivesTableHasARowForEachObjective(t *testing.T) {
	code, out, errs := runCLI(t, "tournament", "--scenarios", "tutorial", "--levels", "random,easy", "--games", "4", "--seed", "1", "--objectives")
	if code != ExitOK {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	header := regexp.MustCompile(`objective +points +random/random +random/easy +easy/random +easy/easy\n`)
	if !header.MatchString(out) {
		t.Fatalf("no objectives table with a column for each seating:\n%s", out)
	}
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range sc.File.Victory.Objectives {
		name := sc.Setup.Map.Cell(o.At).Name + " " + o.At.String()
		row := regexp.MustCompile(regexp.QuoteMeta(name) + fmt.Sprintf(` +%d +\d/4 +\d/2 +\d/2 +\d/4\n`, o.Points))
		if !row.MatchString(out) {
			t.Errorf("no row for %s (%d points) over 4, 2, 2 and 4 games:\n%s", name, o.Points, out)
		}
	}
	if _, plain, _ := runCLI(t, "tournament", "--scenarios", "tutorial", "--levels", "random", "--games", "2"); strings.Contains(plain, "held each objective") {
		t.Errorf("the objectives table printed without --objectives:\n%s", plain)
	}
}

// TestTournamentEachListsEveryGameWithItsPointsAndHolders: with --each the
// tournament prints one line a game, in seed order, with the level on each
// side (alternating), each side's points and the side holding each
// objective at the end; the points are the objectives each side holds.
func TestTournamentEachListsEveryGameWithItsPointsAndHolders(t *testing.T) {
	code, out, errs := runCLI(t, "tournament", "--scenarios", "tutorial", "--levels", "random,easy", "--games", "4", "--seed", "7", "--equal=false", "--each")
	if code != ExitOK {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	objs := sc.File.Victory.Objectives
	line := regexp.MustCompile(`(?m)^  seed (\d+) +Allies (\w+), Axis (\w+): (\d+)-(\d+), (Allies win|Axis win|draw) +([01-]+)$`)
	games := line.FindAllStringSubmatch(out, -1)
	if len(games) != 4 {
		t.Fatalf("want 4 game lines, got %d:\n%s", len(games), out)
	}
	for g, m := range games {
		if want := fmt.Sprint(7 + g); m[1] != want {
			t.Errorf("game %d has seed %s, want %s", g, m[1], want)
		}
		if first := map[bool]string{true: "random", false: "easy"}[g%2 == 0]; m[2] != first {
			t.Errorf("seed %s: Allies played by %s, want %s (sides alternate)", m[1], m[2], first)
		}
		held := m[7]
		if len(held) != len(objs) {
			t.Fatalf("seed %s: %d holders for %d objectives", m[1], len(held), len(objs))
		}
		var pts [2]int
		for o, c := range held {
			if c != '-' {
				pts[c-'0'] += objs[o].Points
			}
		}
		if got := fmt.Sprintf("%d-%d", pts[0], pts[1]); got != m[4]+"-"+m[5] {
			t.Errorf("seed %s: points %s-%s, but the objectives held add up to %s", m[1], m[4], m[5], got)
		}
	}
}
