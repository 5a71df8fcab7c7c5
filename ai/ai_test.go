package ai

import (
	"errors"
	"slices"
	"testing"

	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// commandCap bounds a Channel game: 12 turns of at most a few hundred
// commands a phase.
const commandCap = 20000

// channelGame starts a recorded game of the built-in Channel scenario.
func channelGame(t testing.TB, seed uint64) *replay.Game {
	t.Helper()
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playChannel plays one recorded Channel game, level a for the Allies (side
// 0) and b for the Axis, and returns it with the number of commands.
func playChannel(t testing.TB, seed uint64, a, b Level) (*replay.Game, int) {
	t.Helper()
	g := channelGame(t, seed)
	players := []*Player{New(a, 0, seed*7+1), New(b, 1, seed*13+2)}
	apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
	n, err := Play(g.State, apply, players, commandCap)
	if err != nil {
		t.Fatalf("seed %d, %v vs %v: %v", seed, a, b, err)
	}
	return g, n
}

// points returns the objective points side holds (D29).
func points(s *sim.State, side int) int {
	p := 0
	for _, o := range s.Victory.Objectives {
		if s.ControlOf(o.Hex) == side {
			p += o.Points
		}
	}
	return p
}

// TestChannelPlayedToTheEndByEveryLevel: every level plays the Channel
// scenario headless to its end through replay.Game; Play fails on any
// refused command, and the record verifies.
func TestChannelPlayedToTheEndByEveryLevel(t *testing.T) {
	for _, pair := range [][2]Level{{Random, Easy}, {Normal, Hard}, {Hard, Random}, {Easy, Normal}} {
		g, n := playChannel(t, 5, pair[0], pair[1])
		if g.State.Phase != sim.PhaseGameOver || g.State.Result == "" {
			t.Fatalf("%v vs %v: game not over after %d commands", pair[0], pair[1], n)
		}
		if _, err := replay.Verify(&g.Record); err != nil {
			t.Fatalf("%v vs %v: record does not verify: %v", pair[0], pair[1], err)
		}
		t.Logf("%v vs %v: %d commands, %s", pair[0], pair[1], n, g.State.Result)
	}
}

// TestD19_AIChoosesItsCasualtiesWhenAsked: with both sides placing their own
// hits, the AI answers every casualty decision legally.
func TestD19_AIChoosesItsCasualtiesWhenAsked(t *testing.T) {
	g := channelGame(t, 9)
	s := g.State
	for i := range s.Sides {
		s.Sides[i].ChooseCasualties = true
	}
	players := []*Player{New(Hard, 0, 1), New(Easy, 1, 2)}
	asked := 0
	apply := func(c sim.Command) error {
		if c.Kind == sim.CmdCasualties {
			asked++
		}
		_, err := s.Apply(c)
		return err
	}
	if _, err := Play(s, apply, players, commandCap); err != nil {
		t.Fatal(err)
	}
	if asked == 0 {
		t.Fatal("no casualty decision came up; the test needs a game with battles")
	}
}

// TestD3_SameSeedSameGame: the AI is deterministic: the same scenario seed
// and player seeds give the same record, hash for hash.
func TestD3_SameSeedSameGame(t *testing.T) {
	for _, pair := range [][2]Level{{Easy, Random}, {Hard, Normal}} {
		a, _ := playChannel(t, 11, pair[0], pair[1])
		b, _ := playChannel(t, 11, pair[0], pair[1])
		if !slices.EqualFunc(a.Record.Steps, b.Record.Steps, func(x, y sim.Step) bool { return x.Hash == y.Hash }) {
			t.Fatalf("%v vs %v: two runs with the same seeds differ", pair[0], pair[1])
		}
	}
}

// tally plays games Channel games between a and b, a taking the Allies in
// even games and the Axis in odd ones, and returns a's wins, draws and
// losses and the objective points each level held at the end.
func tally(t *testing.T, a, b Level, games int) (w, d, l, ptsA, ptsB int) {
	for i := range games {
		seed := uint64(1 + i)
		sideA := i % 2
		var g *replay.Game
		if sideA == 0 {
			g, _ = playChannel(t, seed, a, b)
		} else {
			g, _ = playChannel(t, seed, b, a)
		}
		ptsA += points(g.State, sideA)
		ptsB += points(g.State, 1-sideA)
		switch g.State.Winner {
		case sideA:
			w++
		case -1:
			d++
		default:
			l++
		}
	}
	return
}

// TestNormalBeatsRandom: over 20 seeded games with sides alternating,
// Normal wins clearly.
func TestNormalBeatsRandom(t *testing.T) {
	w, d, l, pa, pb := tally(t, Normal, Random, 20)
	t.Logf("normal vs random: %d-%d-%d, objective points %d to %d", w, d, l, pa, pb)
	if w < 15 {
		t.Fatalf("normal won %d of 20 against random, want at least 15", w)
	}
}

// TestHardBeatsEasy: over 20 seeded games with sides alternating, Hard wins
// more than it loses and holds more objective points. The Channel scenario
// favours the Axis so much that most games go to whichever level has it;
// the margin comes from the games Hard wins as the Allies.
func TestHardBeatsEasy(t *testing.T) {
	w, d, l, pa, pb := tally(t, Hard, Easy, 20)
	t.Logf("hard vs easy: %d-%d-%d, objective points %d to %d", w, d, l, pa, pb)
	if w <= l || pa <= pb {
		t.Fatalf("hard %d-%d-%d with %d points against easy's %d", w, d, l, pa, pb)
	}
}

// TestNextWaitsForItsSide: the player answers only when the game waits for
// its side, and not once the game is over.
func TestNextWaitsForItsSide(t *testing.T) {
	g := channelGame(t, 1)
	other := 1 - g.State.Actor()
	if _, err := New(Normal, other, 1).Next(g.State); !errors.Is(err, ErrNotMyTurn) {
		t.Fatalf("Next for side %d out of turn: %v, want ErrNotMyTurn", other, err)
	}
	done, _ := playChannel(t, 1, Easy, Easy)
	if _, err := New(Easy, 0, 1).Next(done.State); err == nil {
		t.Fatal("Next after the game ended returned a command")
	}
}

// TestPhaseCapEndsThePhase: past maxPerPhase commands in one phase the
// player ends the phase, so it can never keep a game from ending.
func TestPhaseCapEndsThePhase(t *testing.T) {
	g := channelGame(t, 1)
	s := g.State
	p := New(Normal, s.Actor(), 1)
	if _, err := p.Next(s); err != nil {
		t.Fatal(err)
	}
	p.count = maxPerPhase
	c, err := p.Next(s)
	if err != nil || c.Kind != sim.CmdEndPhase {
		t.Fatalf("after the cap: %v, %v; want end_phase", c, err)
	}
}

// TestD9_HiddenBlocksDoNotChangeThePlan: the AI plans from what its side
// may see, so changing the type of an enemy block it cannot see (same class)
// leaves its commands unchanged.
func TestD9_HiddenBlocksDoNotChangeThePlan(t *testing.T) {
	g := channelGame(t, 2)
	s := g.State
	side := s.Actor()
	alt := s.Clone()
	changed := 0
	for i := range alt.Units {
		if u := &alt.Units[i]; u.Side != side && u.Type == "infantry" {
			u.Type = "heavy_infantry"
			changed++
		}
	}
	if changed == 0 {
		t.Fatal("no enemy infantry to disguise")
	}
	pa, pb := New(Hard, side, 3), New(Hard, side, 3)
	for range 40 {
		ca, erra := pa.Next(s)
		cb, errb := pb.Next(alt)
		if erra != nil || errb != nil {
			t.Fatal(erra, errb)
		}
		if ca.String() != cb.String() || !slices.Equal(ca.Path, cb.Path) {
			t.Fatalf("plans differ: %v and %v", ca, cb)
		}
		if ca.Kind == sim.CmdEndPhase {
			return
		}
		if _, err := s.Apply(ca); err != nil {
			t.Fatal(err)
		}
		if _, err := alt.Apply(cb); err != nil {
			t.Fatal(err)
		}
		if s.Actor() != side {
			return
		}
	}
}

// TestRatioEstimatorFavoursTheStronger: more or better attackers never
// lower the estimate, and an empty hex is a sure win.
func TestRatioEstimatorFavoursTheStronger(t *testing.T) {
	inf := Fighter{Class: sim.ClassGround, Attack: [3]int{2, 2, 0}, Defense: [3]int{3, 3, 0}, CV: 1, Cost: 3}
	arm := Fighter{Class: sim.ClassGround, Attack: [3]int{4, 4, 0}, Defense: [3]int{3, 3, 0}, CV: 1, Cost: 9}
	e := RatioEstimator{}
	def := []Fighter{inf, inf}
	prev := -1
	for _, att := range [][]Fighter{{inf}, {inf, inf}, {inf, inf, arm}, {inf, arm, arm, arm}} {
		c := e.WinChance(att, def, sim.MaxRounds)
		if c < prev || c < 0 || c > 1000 {
			t.Fatalf("%d attackers: %d after %d", len(att), c, prev)
		}
		prev = c
	}
	if e.WinChance([]Fighter{inf}, nil, 1) != 1000 || e.WinChance(nil, def, 1) != 0 {
		t.Fatal("empty sides misjudged")
	}
}

// TestLevelsAreDescribed: every level has its own description and a name
// that parses back.
func TestLevelsAreDescribed(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Levels() {
		d := Description(l)
		if len(d) < 100 || seen[d] {
			t.Errorf("%v: description %q", l, d)
		}
		seen[d] = true
		if back, err := ParseLevel(l.String()); err != nil || back != l {
			t.Errorf("%v does not parse back: %v %v", l, back, err)
		}
	}
}

// TestThinkingBudgetBoundsExactEvaluations: a player never makes more exact
// battle evaluations in a turn than its thinking budget, and with none at
// all it still plays every phase (on the quick estimate).
func TestThinkingBudgetBoundsExactEvaluations(t *testing.T) {
	for _, budget := range []int{0, 3} {
		g := channelGame(t, 4)
		ps := []*Player{New(Hard, 0, 1), New(Normal, 1, 2)}
		for _, p := range ps {
			p.SetThinking(budget)
		}
		s := g.State
		for n := 0; s.Phase != sim.PhaseGameOver; n++ {
			if n > commandCap {
				t.Fatalf("budget %d: no end after %d commands", budget, n)
			}
			p := ps[s.Actor()]
			c, err := p.Next(s)
			if err != nil {
				t.Fatal(err)
			}
			if p.spent > budget {
				t.Fatalf("budget %d: %d exact evaluations in turn %d", budget, p.spent, s.Turn)
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("budget %d: %v: %v", budget, c, err)
			}
		}
	}
}
