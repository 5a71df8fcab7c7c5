package sim

import (
	"fmt"
	"testing"
)

var (
	landTypes = []string{"infantry", "artillery", "light_artillery", "heavy_infantry", "cavalry", "armor", "anti_tank_gun",
		"motorized_infantry", "self_propelled_gun", "mountain_infantry", "auxiliaries", "fighter", "dive_bomber",
		"heavy_bomber", "fortification", "paratroopers", "colonial_infantry"}
	seaTypes = []string{"destroyer", "submarine", "battleship", "juggernaut", "carrier", "armored_carrier", "cruiser",
		"torpedo_bomber", "fighter", "naval_transport", "coastal_battleship"}
)

// randomBattle builds a battle of random units of pool, n a side at most.
func randomBattle(t testing.TB, r *Rand, n int) *State {
	pool, rows := landTypes, []string(nil)
	if r.Intn(3) == 0 {
		pool = seaTypes
		rows = []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	}
	pick := func() []string {
		var out []string
		for range 1 + r.Intn(n) {
			out = append(out, pool[r.Intn(len(pool))])
		}
		return out
	}
	bs := battleSetup{rows: rows, att: pick(), def: pick()}
	if rows == nil && r.Intn(2) == 0 {
		bs.edit = func(su *Setup) { su.Factories = []Factory{{Hex: battleHex, Kind: FactoryAir, PP: 2, Side: 1}} }
	}
	s := newBattle(t, bs)
	for side := range s.Sides {
		s.Sides[side].ChooseCasualties = r.Intn(2) == 0
	}
	for i := range s.Units {
		s.Units[i].OutOfSupply = r.Intn(4) == 0
	}
	return s
}

// playBattle fights the battle at battleHex to its end with random but legal
// choices, checking the invariants after every command.
func playBattle(t testing.TB, s *State, r *Rand, start int) {
	for len(s.Committing) > 0 {
		mustApply(t, s, Command{Kind: CmdEndCommit, Side: s.Committing[0]})
	}
	if len(s.Factories) > 0 && r.Intn(2) == 0 {
		if _, err := s.Apply(Command{Kind: CmdTargetLogistics, Side: 0, Hex: battleHex, Units: []UnitID{1},
			Target: LogisticsTarget{Kind: TargetFactory, Factory: FactoryAir}}); err != nil {
			var re *RuleError
			if !asRuleError(err, &re) {
				t.Fatal(err)
			}
		}
	}
	var fired [2][NumFireSteps]bool
	if b := s.BattleAt(battleHex); b != nil {
		fired = s.StepsFired(b)
	}
	fight(t, s)
	for guard := 0; ; guard++ {
		if guard > 100 {
			t.Fatalf("battle never ends")
		}
		checkInvariants(t, s, start)
		b := s.BattleAt(battleHex)
		if b == nil {
			break
		}
		checkStepsFired(t, s, b, fired)
		switch {
		case len(b.Decisions) > 0:
			d := b.Decisions[0]
			units := s.AssignHits(d.Hits, d.Chooser != d.Victim)
			mustApply(t, s, Command{Kind: CmdCasualties, Side: d.Chooser, Hex: battleHex, Units: units})
		case b.AwaitingOrders && r.Intn(4) == 0:
			mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
		case b.AwaitingOrders:
			mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex})
		default:
			t.Fatalf("the battle waits for nothing: %+v", b)
		}
	}
	checkInvariants(t, s, start)
	sides := map[int]bool{}
	for _, u := range s.Units {
		if u.Hex == battleHex {
			sides[u.Side] = true
		}
	}
	if len(sides) > 1 {
		t.Fatalf("both sides remain in the battle hex after the battle")
	}
}

// checkStepsFired: no side throws dice in a step StepsFired ruled out at
// the start of the battle, in this round or the next.
func checkStepsFired(t testing.TB, s *State, b *Battle, fired [2][NumFireSteps]bool) {
	t.Helper()
	for _, round := range []int{b.Round, b.Round + 1} {
		bb := *b
		bb.Round = min(round, MaxRounds)
		for p := range numSteps {
			for _, sh := range s.StepShots(&bb, p) {
				r := 0
				if sh.Side == b.Defender {
					r = 1
				}
				if !fired[r][p] {
					t.Fatalf("round %d: side %d throws a die in step %s, which StepsFired ruled out", bb.Round, sh.Side, p)
				}
			}
		}
	}
}

func asRuleError(err error, re **RuleError) bool {
	e, ok := err.(*RuleError)
	*re = e
	return ok
}

func checkInvariants(t testing.TB, s *State, start int) {
	t.Helper()
	if got := unitsOf(s); got != start {
		t.Fatalf("%d units on the map and eliminated, want %d", got, start)
	}
	for _, u := range s.Units {
		ty, _ := LookupUnitType(u.Type)
		if u.CV < 1 || u.CV > ty.MaxCV {
			t.Fatalf("unit %d %s on the map at cv %d", u.ID, u.Type, u.CV)
		}
	}
	for _, f := range s.Factories {
		if f.PP < 0 {
			t.Fatalf("factory below 0 PP: %+v", f)
		}
	}
}

func TestDesignD17_RandomBattlesKeepInvariants(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
	}
	r := NewRand(2026)
	for i := range n {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			s := randomBattle(t, &r, 8)
			s.Rand = NewRand(uint64(i))
			playBattle(t, s, &r, unitsOf(s))
		})
	}
}

// BenchmarkBattle30v30 resolves one battle of 30 units against 30 to its end.
func BenchmarkBattle30v30(b *testing.B) {
	var att, def []string
	for i := range 30 {
		att = append(att, []string{"infantry", "artillery", "armor", "fighter", "heavy_infantry"}[i%5])
		def = append(def, []string{"infantry", "artillery", "armor", "fighter", "fortification"}[i%5])
	}
	base := newBattle(b, battleSetup{att: att, def: def})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := base.Clone()
		s.Rand = NewRand(uint64(i))
		mustApply(b, s, Command{Kind: CmdFight, Side: 0, Hex: battleHex})
		for s.BattleAt(battleHex) != nil {
			mustApply(b, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex})
		}
	}
}
