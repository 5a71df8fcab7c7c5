package odds

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// updateArch rewrites testdata/odds-bits.txt: go test ./odds -run
// BitForBit -update-arch. Do it on amd64 and only when the rules change
// on purpose, together with the known-good records.
var updateArch = flag.Bool("update-arch", false, "rewrite testdata/odds-bits.txt from this machine")

// TestDeterminism_OddsBitForBitOnEveryArchitecture: the exact odds of every
// test battle, under each retreat policy, hash to the figures written on
// amd64, bit for bit. The test command runs it for arm64 too (under qemu),
// where Go fuses x*y+z into one instruction unless a conversion forbids it:
// a fused sum rounds once instead of twice, so the odds, and the computer's
// choices made from them, would differ between machines.
func TestDeterminism_OddsBitForBitOnEveryArchitecture(t *testing.T) {
	var lines []string
	for _, bc := range append(append(slices.Clone(battleCases), counterCases...), bigCase()) {
		for _, pol := range policiesFor(bc) {
			s := pending(t, bc.sc)
			r, err := Compute(s, battleHex, Options{Retreat: pol})
			if err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(r) // shortest round-trip text: equal text, equal bits
			if err != nil {
				t.Fatal(err)
			}
			lines = append(lines, fmt.Sprintf("%s %s %x", bc.name, pol, sha256.Sum256(data)))
		}
	}
	got := strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", "odds-bits.txt")
	if *updateArch {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(wantLines) != len(lines) {
		t.Fatalf("%s has %d battles, the test fights %d: rewrite it on amd64 with go test ./odds -run BitForBit -update-arch", path, len(wantLines), len(lines))
	}
	for i, l := range lines {
		if l != wantLines[i] {
			t.Errorf("exact odds differ from those written on amd64:\ngot  %s\nwant %s", l, wantLines[i])
		}
	}
	if t.Failed() {
		t.Log("If the rules changed on purpose, rewrite the file on amd64 with go test ./odds -run BitForBit -update-arch.")
	}
}

// policiesFor is the case's own retreat policy, then fighting on, retreating
// after round 1 and retreating when losing, each once.
func policiesFor(bc battleCase) []Policy {
	var ps []Policy
	for _, p := range []Policy{bc.pol, {}, {After: 1}, {Losing: true}} {
		if !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
	return ps
}
