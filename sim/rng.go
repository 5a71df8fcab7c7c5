package sim

// Rand is the game's seeded random generator. It lives in the state and is
// saved with it, so a game replays exactly from its seed (DESIGN D3). It is
// SplitMix64, written here rather than taken from math/rand so that the
// mapping from seed to dice can never change with a Go release.
type Rand struct {
	// State is the generator's whole state; it advances by a fixed odd step
	// on every draw.
	State uint64
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) Rand { return Rand{State: seed} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform number in [0, n) for n > 0. Draws from the biased
// top of the 64-bit range are rejected, so every face is exactly as likely.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("sim: Intn needs n > 0")
	}
	bound := uint64(n)
	limit := ^uint64(0) - ^uint64(0)%bound
	for {
		v := r.Uint64()
		if v < limit {
			return int(v % bound)
		}
	}
}

// D6 rolls a six-sided die: initiative, the storm and the Mulberry check (D2).
func (r *Rand) D6() int { return 1 + r.Intn(6) }

// D12 rolls a twelve-sided die: every combat die (seed 001 "1d12", D1).
func (r *Rand) D12() int { return 1 + r.Intn(12) }
