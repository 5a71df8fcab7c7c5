package sim

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// battleSetup describes a test battle: side 0 attacks the hex at (2,2) of a
// 5x5 map of terrain rows (clear by default), coming from (1,2); side 1
// defends. Extra units may stand elsewhere.
type battleSetup struct {
	rows     []string
	att, def []string
	extra    []UnitSetup
	edit     func(*Setup)
}

// battleHex and fromHex are where test battles are fought and come from.
var battleHex, fromHex = at(2, 2), at(1, 2)

// newBattle builds the battle and brings the game to side 0's combat phase
// with it pending. Attackers get ids 1.., defenders follow, extras last.
func newBattle(t testing.TB, bs battleSetup) *State {
	t.Helper()
	rows := bs.rows
	if rows == nil {
		rows = []string{".....", ".....", ".....", ".....", "....."}
	}
	var units []UnitSetup
	for _, ty := range bs.att {
		units = append(units, UnitSetup{Type: ty, Side: 0, Hex: battleHex})
	}
	for _, ty := range bs.def {
		units = append(units, UnitSetup{Type: ty, Side: 1, Hex: battleHex})
	}
	units = append(units, bs.extra...)
	setup := twoSides(asciiMap(t, rows...), units...)
	if bs.edit != nil {
		bs.edit(&setup)
	}
	s := newTestGame(t, setup, 1)
	toMovement(t, s, 0)
	tx := &tx{s: s}
	for i := range bs.att {
		tx.declareBattle(battleHex, UnitID(i+1), fromHex, false)
	}
	mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	// The test maps have no cities, so the supply check found everyone cut
	// off; the tests that want that set it themselves.
	for i := range s.Units {
		s.Units[i].OutOfSupply = false
	}
	if s.Phase != PhaseCombat || s.BattleAt(battleHex) == nil {
		t.Fatalf("no pending battle: phase %s, battles %v", s.Phase, s.Battles)
	}
	return s
}

// diceFor returns a generator whose next d12 faces satisfy want, one
// predicate per die in order, found by searching seeds.
func diceFor(t testing.TB, want ...func(int) bool) Rand {
	t.Helper()
	for seed := uint64(0); seed < 5_000_000; seed++ {
		r := NewRand(seed)
		ok := true
		for _, w := range want {
			if !w(r.D12()) {
				ok = false
				break
			}
		}
		if ok {
			return NewRand(seed)
		}
	}
	t.Fatalf("no seed gives the wanted dice")
	return Rand{}
}

// hit and miss are die predicates against a rating.
func hit(r int) func(int) bool  { return func(f int) bool { return f <= r } }
func miss(r int) func(int) bool { return func(f int) bool { return f > r } }

// repeat makes n copies of a predicate.
func repeat(n int, p func(int) bool) []func(int) bool {
	out := make([]func(int) bool, n)
	for i := range out {
		out[i] = p
	}
	return out
}

// aimsOf returns the shot unit id fires in step p, failing if it fires none.
func aimsOf(t testing.TB, s *State, p FireStep, id UnitID) Shot {
	t.Helper()
	for _, sh := range s.StepShots(s.BattleAt(battleHex), p) {
		if sh.Firer == id {
			return sh
		}
	}
	t.Fatalf("unit %d fires nothing in the %s step", id, p)
	return Shot{}
}

// aimAt returns the number unit firer needs to hit target in step p.
func aimAt(t testing.TB, s *State, p FireStep, firer, target UnitID) int {
	t.Helper()
	for _, a := range aimsOf(t, s, p, firer).Aims {
		if a.Unit == target {
			return a.Hit
		}
	}
	return 0
}

// fires reports whether unit id throws a die in step p.
func fires(s *State, p FireStep, id UnitID) bool {
	return slices.ContainsFunc(s.StepShots(s.BattleAt(battleHex), p), func(sh Shot) bool { return sh.Firer == id })
}

// fight starts the battle at battleHex.
func fight(t testing.TB, s *State) []Event {
	t.Helper()
	return mustApply(t, s, Command{Kind: CmdFight, Side: 0, Hex: battleHex})
}

// kinds lists the events of kind k.
func kinds(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// rollsBy returns the combat dice whose reason names unit id.
func rollsBy(evs []Event, id UnitID) []Event {
	var out []Event
	for _, e := range kinds(evs, EvDiceRolled) {
		if strings.HasPrefix(e.Why, "unit "+strconv.Itoa(int(id))+" ") {
			out = append(out, e)
		}
	}
	return out
}
