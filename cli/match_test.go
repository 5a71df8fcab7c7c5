package cli

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/replay"
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
