package odds

import (
	"maps"
	"math"
	"strings"
	"testing"

	"hexstorm/sim"
)

// mcStats sums up many battles fought by sim's own commands.
type mcStats struct {
	n                                  int
	win, hold, standing, elim, retreat []float64 // one 0/1 sample per run
	alive, cv                          [2][]float64
	pp                                 []float64 // factory PP left, when a factory is targeted
}

// fightMany fights the battle pending in s n times, seeds 1..n, with sim's
// commands, the attacker following pol after each round.
func fightMany(t testing.TB, s *sim.State, pol Policy, n int, factory *sim.FactoryKind) mcStats {
	t.Helper()
	b := s.BattleAt(battleHex)
	var ids [2][]sim.UnitID
	for _, u := range s.Units {
		if u.Hex == battleHex && sim.Fights(&u) {
			r := 0
			if u.Side == b.Defender {
				r = 1
			}
			ids[r] = append(ids[r], u.ID)
		}
	}
	var st mcStats
	st.n = n
	bit := func(ok bool) float64 {
		if ok {
			return 1
		}
		return 0
	}
	// Survivors are counted as the battle ends, before the attacker's
	// retreat moves and air units' flights home (which may eliminate units
	// with nowhere to go), as package odds counts them: the strength left is
	// followed through the battle's events, a step off for every hit and a
	// unit gone when it is lost with its carrier.
	start := map[sim.UnitID]int{}
	for r := range 2 {
		for _, id := range ids[r] {
			start[id] = s.Unit(id).CV
		}
	}
	var left map[sim.UnitID]int
	follow := func(evs []sim.Event) {
		for _, e := range evs {
			switch {
			case e.Kind == sim.EvUnitHit && left[e.Unit] > 0:
				left[e.Unit]--
			case e.Kind == sim.EvUnitEliminated && strings.Contains(e.Why, "lost with the unit carrying it"):
				left[e.Unit] = 0
			}
		}
	}
	strength := func(_ *sim.State, r int) (units, cv int) {
		for _, id := range ids[r] {
			if left[id] > 0 {
				units++
				cv += left[id]
			}
		}
		return
	}
	for seed := 1; seed <= n; seed++ {
		c := s.Clone()
		c.Rand = sim.NewRand(uint64(seed) * 7919)
		left = maps.Clone(start)
		follow(mustApply(t, c, sim.Command{Kind: sim.CmdFight, Side: b.Attacker, Hex: battleHex}))
		retreated := false
		for {
			cb := c.BattleAt(battleHex)
			if cb == nil {
				break
			}
			if !cb.AwaitingOrders {
				t.Fatalf("seed %d: the battle waits for something other than orders: %+v", seed, cb)
			}
			_, acv := strength(c, 0)
			_, dcv := strength(c, 1)
			if pol.retreats(cb.Round, acv, dcv) {
				_, dn := strength(c, 1)
				retreated = dn > 0
				follow(mustApply(t, c, sim.Command{Kind: sim.CmdRetreat, Side: b.Attacker, Hex: battleHex}))
				continue
			}
			follow(mustApply(t, c, sim.Command{Kind: sim.CmdContinueBattle, Side: b.Attacker, Hex: battleHex}))
		}
		an, acv := strength(c, 0)
		dn, dcv := strength(c, 1)
		st.win = append(st.win, bit(an > 0 && dn == 0))
		st.hold = append(st.hold, bit(an == 0 && dn > 0))
		st.standing = append(st.standing, bit(an > 0 && dn > 0))
		st.elim = append(st.elim, bit(an == 0 && dn == 0))
		st.retreat = append(st.retreat, bit(retreated))
		st.alive[0] = append(st.alive[0], float64(an))
		st.alive[1] = append(st.alive[1], float64(dn))
		st.cv[0] = append(st.cv[0], float64(acv))
		st.cv[1] = append(st.cv[1], float64(dcv))
		if factory != nil {
			for _, f := range c.Factories {
				if f.Hex == battleHex && f.Kind == *factory {
					st.pp = append(st.pp, float64(f.PP))
				}
			}
		}
	}
	return st
}

// agree checks that an exact value lies within 4 standard errors of the
// mean of Monte Carlo samples.
func agree(t *testing.T, what string, exact float64, samples []float64) {
	t.Helper()
	n := float64(len(samples))
	mean, se := meanSE(samples)
	// A floor on the error keeps rare events (seen 0 times) from failing
	// on a variance estimated as 0.
	tol := 4*se + 3/n
	if math.Abs(exact-mean) > tol {
		t.Errorf("%s: exact %.5f, Monte Carlo %.5f ± %.5f (n=%d)", what, exact, mean, se, len(samples))
	} else {
		t.Logf("%s: exact %.5f, Monte Carlo %.5f ± %.5f", what, exact, mean, se)
	}
}

// meanSE returns the mean of samples and its standard error.
func meanSE(samples []float64) (float64, float64) {
	n := float64(len(samples))
	mean, sq := 0.0, 0.0
	for _, x := range samples {
		mean += x
	}
	mean /= n
	for _, x := range samples {
		sq += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sq/(n-1)) / math.Sqrt(n)
}

// compare checks a Result against Monte Carlo statistics.
func compare(t *testing.T, r Result, st mcStats) {
	t.Helper()
	if total := r.AttackerWins + r.DefenderHolds + r.BothStanding + r.BothEliminated + r.Dropped; math.Abs(total-1) > 1e-9 {
		t.Errorf("outcomes add up to %.12f, want 1", total)
	}
	agree(t, "attacker wins", r.AttackerWins, st.win)
	agree(t, "defender holds", r.DefenderHolds, st.hold)
	agree(t, "both standing", r.BothStanding, st.standing)
	agree(t, "both eliminated", r.BothEliminated, st.elim)
	agree(t, "retreated by policy", r.Retreated, st.retreat)
	for i := range 2 {
		agree(t, r.Sides[i].Name+" units left", r.Sides[i].Alive, st.alive[i])
		agree(t, r.Sides[i].Name+" cv left", r.Sides[i].CV, st.cv[i])
	}
	if len(st.pp) > 0 {
		mean := 0.0
		for k, p := range r.Targets[0].PP {
			mean += float64(k) * p
		}
		agree(t, "factory PP left", mean, st.pp)
	}
}
