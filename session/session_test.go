package session

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// newTestSession starts a recorded game of a built-in scenario with the
// given players, saving nothing.
func newTestSession(t *testing.T, seed uint64, players ...seat.Player) *Session {
	t.Helper()
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return New(g, players, nil)
}

// A game against the computer grows its record through the record's own
// append path: a keyframe every sim.KeyframeEvery commands, as a game of
// humans gets, and the record replays to the game.
func TestComputerGame_RecordHasKeyframeEvery32Commands(t *testing.T) {
	s := newTestSession(t, 11, seat.Computer(seat.Random), seat.Computer(seat.Random))
	r := StartComputer(s.State(), s.ComputerPlayers(0))
	defer r.Cancel()
	const want = 4 * sim.KeyframeEvery
	for m := range r.Out {
		if m.Err != nil {
			t.Fatal(m.Err)
		}
		s.Adopt(m)
		if len(s.Game.Record.Steps) >= want {
			break
		}
	}
	steps := len(s.Game.Record.Steps)
	if steps < want {
		t.Fatalf("the computer game stopped after %d commands", steps)
	}
	keys := s.Game.Record.Keyframes
	if len(keys) != steps/sim.KeyframeEvery {
		t.Fatalf("%d commands gave %d keyframes, want %d", steps, len(keys), steps/sim.KeyframeEvery)
	}
	for i, k := range keys {
		if k.Step != (i+1)*sim.KeyframeEvery {
			t.Errorf("keyframe %d after command %d, want %d", i+1, k.Step, (i+1)*sim.KeyframeEvery)
		}
	}
	if err := s.Game.Record.CheckKeyframes(); err != nil {
		t.Fatal(err)
	}
	st, err := replay.Verify(&s.Game.Record)
	if err != nil {
		t.Fatal(err)
	}
	if st.Hash() != s.State().Hash() {
		t.Fatal("the record does not replay to the game")
	}
}

// seatActor gives the seat to whoever the game waits for, as the handoff
// does in the window.
func seatActor(s *Session) { s.Sit(s.State().Actor()) }

// toMovement ends phases, each by the side that must act, until side's
// movement phase.
func toMovement(t *testing.T, s *Session, side int) {
	t.Helper()
	for i := 0; i < 40; i++ {
		st := s.State()
		if st.Phase == sim.PhaseMovement && st.ActiveSide() == side && st.Actor() == side {
			seatActor(s)
			return
		}
		seatActor(s)
		if _, err := s.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("side %d never reached its movement phase", side)
}

// firstMove submits a one-hex move of one of side's blocks and returns its
// events.
func firstMove(t *testing.T, s *Session, side int) (sim.Command, []sim.Event) {
	t.Helper()
	st := s.State()
	for _, u := range st.Units {
		if u.Side != side {
			continue
		}
		for _, h := range u.Hex.Neighbors() {
			cmd := sim.Command{Kind: sim.CmdMove, Side: side, Unit: u.ID, Path: []hexmap.Hex{h}}
			if evs, err := s.Submit(cmd); err == nil {
				return cmd, evs
			}
		}
	}
	t.Fatalf("side %d has no block that can move", side)
	return sim.Command{}, nil
}

// Undo in hot-seat takes a move back from everything: the state, the
// record, the other side's recap and trails, and the charts. The next
// player never sees a move that did not happen.
func TestHotSeat_UndoRemovesMoveFromOtherSidesRecapAndTrails(t *testing.T) {
	s := newTestSession(t, 5, seat.Human, seat.Human)
	toMovement(t, s, 0)
	recapBefore := slices.Clone(s.Recap(1))
	trailsBefore := len(s.Trails(1))
	steps := len(s.Game.Record.Steps)
	hash := s.State().Hash()
	statsBefore := s.Stats.Samples(s.State())

	cmd, _ := firstMove(t, s, 0)
	if got := strings.Join(s.Recap(1), "\n"); !strings.Contains(got, "moves") {
		t.Fatalf("the other side's recap does not show the move: %q", got)
	}
	if len(s.Trails(1)) == trailsBefore {
		t.Fatal("the other side has no trail of the move")
	}
	last, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if last.Unit != cmd.Unit || last.Kind != sim.CmdMove {
		t.Fatalf("undo took back %s, want %s", last, cmd)
	}
	if !slices.Equal(s.Recap(1), recapBefore) {
		t.Fatalf("after undo the other side's recap reads %q, want %q", s.Recap(1), recapBefore)
	}
	if len(s.Trails(1)) != trailsBefore {
		t.Fatalf("after undo the other side has %d trails, want %d", len(s.Trails(1)), trailsBefore)
	}
	if len(s.Game.Record.Steps) != steps || s.State().Hash() != hash {
		t.Fatal("undo left the move in the record or the state")
	}
	if got := s.Stats.Samples(s.State()); len(got) != len(statsBefore) || !slices.Equal(got[len(got)-1].PP, statsBefore[len(statsBefore)-1].PP) {
		t.Fatalf("after undo the charts are %v, want %v", got, statsBefore)
	}
	// The other side cannot take back the first side's order.
	firstMove(t, s, 0)
	s.Sit(1)
	if _, err := s.Undo(); err == nil || !strings.Contains(err.Error(), "not yours") {
		t.Fatalf("the Axis player undid the Allies' move: %v", err)
	}
}

// The session layer is beneath the window: it never depends on Ebitengine,
// and saves no longer needs the computer player for its seat names.
func TestLayers_SessionWithoutEbitengineSavesWithoutAI(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	for _, d := range deps("hexstorm/session") {
		if strings.Contains(d, "ebiten") {
			t.Errorf("the session layer depends on %s", d)
		}
	}
	for _, d := range deps("hexstorm/saves") {
		if d == "hexstorm/ai" || strings.Contains(d, "ebiten") {
			t.Errorf("saves depends on %s", d)
		}
	}
}
