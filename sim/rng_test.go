package sim

import (
	"slices"
	"testing"
)

// TestRandGolden pins the first 20 rolls of seed 1 (DESIGN D3): if this test
// fails, every saved game and replay would play out differently.
func TestRandGolden(t *testing.T) {
	r := NewRand(1)
	var d6, d12 []int
	for range 20 {
		d6 = append(d6, r.D6())
	}
	r = NewRand(1)
	for range 20 {
		d12 = append(d12, r.D12())
	}
	wantD6 := []int{6, 2, 1, 6, 4, 3, 4, 4, 1, 5, 4, 5, 3, 5, 5, 6, 4, 6, 3, 1}
	wantD12 := []int{6, 8, 7, 12, 10, 9, 10, 10, 1, 11, 10, 11, 9, 11, 5, 12, 4, 6, 3, 1}
	if !slices.Equal(d6, wantD6) {
		t.Errorf("d6 rolls for seed 1 = %v, want %v", d6, wantD6)
	}
	if !slices.Equal(d12, wantD12) {
		t.Errorf("d12 rolls for seed 1 = %v, want %v", d12, wantD12)
	}
}

// TestSplitMix64Reference checks the generator against SplitMix64's published
// first output for seed 0, so the name on the tin is true.
func TestSplitMix64Reference(t *testing.T) {
	r := NewRand(0)
	if got := r.Uint64(); got != 0xe220a8397b1dcdaf {
		t.Fatalf("first SplitMix64 output for seed 0 = %#x, want 0xe220a8397b1dcdaf", got)
	}
}

// TestDiceUniform checks that every face comes up about equally often (a loose
// chi-square bound, deterministic for the fixed seed).
func TestDiceUniform(t *testing.T) {
	for _, sides := range []int{6, 12} {
		r := NewRand(42)
		counts := make([]int, sides+1)
		const n = 120000
		for range n {
			v := 1 + r.Intn(sides)
			if v < 1 || v > sides {
				t.Fatalf("d%d gave %d", sides, v)
			}
			counts[v]++
		}
		exp := n / sides
		chi := 0
		for f := 1; f <= sides; f++ {
			d := counts[f] - exp
			chi += d * d * 1000 / exp
		}
		// chi-square critical value at p=0.001: 20.5 (5 dof), 31.3 (11 dof); x1000.
		limit := map[int]int{6: 20500, 12: 31300}[sides]
		if chi > limit {
			t.Errorf("d%d counts %v: chi-square x1000 = %d > %d", sides, counts[1:], chi, limit)
		}
	}
}
