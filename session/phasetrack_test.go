package session

import (
	"testing"

	"hexstorm/session/seat"
	"hexstorm/sim"
)

// TestDesignD11_PhaseTrackFollowsTheTurn: the track lists the turn's stages
// in initiative order (each side's movement then its combat), marks the
// stage the game is in, and moves on when a phase ends.
func TestDesignD11_PhaseTrackFollowsTheTurn(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	st := s.State()
	track := PhaseTrack(st)
	first := st.Order[0]
	var labels []string
	now := -1
	for i, stage := range track {
		labels = append(labels, stage.Label)
		if stage.Now {
			now = i
		}
	}
	if track[0].Label != "Initiative" || track[len(track)-1].Label != "Supply" {
		t.Fatalf("track %q", labels)
	}
	if now < 0 || track[now].Phase != sim.PhaseMovement || track[now].Side != first {
		t.Fatalf("track %q: now at %d, want %s's movement", labels, now, SideName(st, first))
	}
	for i := range now {
		if !track[i].Done {
			t.Errorf("stage %q before now is not done", track[i].Label)
		}
	}
	s.Sit(first)
	if _, err := s.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: first}); err != nil {
		t.Fatal(err)
	}
	track = PhaseTrack(s.State())
	for i, stage := range track {
		if stage.Now && (stage.Phase != sim.PhaseCombat || stage.Side != first || i != now+1) {
			t.Fatalf("after ending the movement, now is %q", stage.Label)
		}
	}
}

// TestDesignD11_EmptyCombatPhasePassesItself: a combat phase with no battle
// to fight is offered to pass (EmptyCombat), and passes; a movement phase, or the computer's
// combat phase, does not.
func TestDesignD11_EmptyCombatPhasePassesItself(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	first := s.State().Order[0]
	s.Sit(first)
	if _, ok := s.EmptyCombat(); ok {
		t.Fatal("the movement phase was offered to pass")
	}
	if _, err := s.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: first}); err != nil {
		t.Fatal(err)
	}
	if !s.State().NothingToFight() {
		t.Fatal("no battle was declared, yet the combat phase has work")
	}
	cmd, ok := s.EmptyCombat()
	if !ok {
		t.Fatal("the empty combat phase was not offered to pass")
	}
	if _, err := s.Submit(cmd); err != nil {
		t.Fatal(err)
	}
	if st := s.State(); st.Phase != sim.PhaseMovement || st.ActiveSide() == first {
		t.Fatalf("after the pass: %s phase, %s to play", st.Phase, SideName(st, st.ActiveSide()))
	}
}
