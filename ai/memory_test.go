package ai

import (
	"testing"

	"hexstorm/odds"
	"hexstorm/sim"
)

// TestDesignD9_HardRemembersBlocksSeenInBattle plays the tutorial between
// Hard players until, at an Allied movement phase, there stand face down
// both Axis blocks the Allies saw fight (as other than full infantry) and
// blocks they never saw. It checks that the Allies' Hard player takes each
// block it saw as the type it showed, at no fewer steps than it has (what
// it showed, grown by the Production Phases since), that a block it never
// saw stays the assumed full infantry, and that a Normal player remembers
// nothing.
func TestDesignD9_HardRemembersBlocksSeenInBattle(t *testing.T) {
	const seed = 1
	s := builtinGame(t, "tutorial", seed)
	players := []*Player{New(Hard, 0, seed*1_000_003+1), New(Hard, 1, seed*1_000_003+7919+1)}
	normal := New(Normal, 0, 1)
	hard := players[0]
	for n := 0; ; n++ {
		if n > 20000 || s.Phase == sim.PhaseGameOver {
			t.Fatal("no Allied movement phase with Axis blocks both seen in battle and never seen: the test checks nothing")
		}
		normal.observe(s)
		c, err := players[s.Actor()].Next(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
		if s.Phase != sim.PhaseMovement || s.Actor() != 0 {
			continue
		}
		hard.observe(s)
		if remembered, unseen := checkRecall(t, s, hard); remembered > 0 && unseen > 0 {
			t.Logf("turn %d: %d face-down Axis blocks remembered other than the assumed full infantry, %d never seen", s.Turn, remembered, unseen)
			break
		}
	}
	if len(normal.seen) != 0 {
		t.Errorf("a Normal player remembers %d blocks, want none", len(normal.seen))
	}
}

// checkRecall checks how hard, the Allies' player, takes each face-down
// Axis ground block of s, and counts those it never saw and those it
// remembers as other than the assumed full infantry block (a full infantry
// block remembered would pass without the memory too).
func checkRecall(t *testing.T, s *sim.State, hard *Player) (remembered, unseen int) {
	t.Helper()
	pos := s.Clone()
	odds.AssumeHidden(pos, 0)
	hard.recall(pos)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != 1 || s.KnownTo(0, u) || classOf(u) != sim.ClassGround {
			continue
		}
		got := pos.Unit(u.ID)
		sg, ok := hard.seen[u.ID]
		if !ok {
			unseen++
			if as := odds.AssumedTypes[sim.ClassGround]; got.Type != as || got.CV != sim.MaxCVOf(as) {
				t.Errorf("block %d, never seen fighting, is taken as %s of %d steps, want the assumed %s at full strength", u.ID, got.Type, got.CV, as)
			}
			continue
		}
		if got.Type != odds.AssumedTypes[sim.ClassGround] || got.CV != sim.MaxCVOf(got.Type) {
			remembered++
		}
		if sg.typ != u.Type || got.Type != u.Type {
			t.Errorf("block %d is a %s; remembered as %s, taken as %s", u.ID, u.Type, sg.typ, got.Type)
		}
		if got.CV < u.CV || got.CV > sim.MaxCVOf(u.Type) {
			t.Errorf("block %d of %d steps (at most %d) is taken at %d", u.ID, u.CV, sim.MaxCVOf(u.Type), got.CV)
		}
	}
	return remembered, unseen
}

// TestDesignD35_RememberedBlocksGrowAStepAProductionPhase checks the steps
// a remembered block may have gained: one for each Production Phase since
// the turn it was seen in, that turn's own included.
func TestDesignD35_RememberedBlocksGrowAStepAProductionPhase(t *testing.T) {
	cases := []struct{ interval, seen, now, want int }{
		{2, 2, 5, 2}, // Production Phases at the end of turns 2 and 4
		{2, 3, 5, 1}, // turn 4's
		{2, 5, 5, 0},
		{2, 4, 5, 1}, // turn 4's, the turn it was seen in
		{1, 3, 5, 2},
		{0, 3, 3, 0},
	}
	for _, c := range cases {
		s := &sim.State{Turn: c.now}
		s.Options.ProductionInterval = c.interval
		if got := productionsSince(s, c.seen); got != c.want {
			t.Errorf("interval %d, seen in turn %d, now turn %d: %d Production Phases, want %d", c.interval, c.seen, c.now, got, c.want)
		}
	}
}
