package play

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"hexstorm/ai"
	"hexstorm/cloud/cloudtest"
	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Two online map scenes, each one seat of a game on a server on loopback
// (the first opened before the second player has joined, and told when he
// does), play a whole game of Channel Storm (battles, the defender's choices, the
// storm, production) to its end: every order goes in through the scene's
// submit, as a click's does, and the other scene takes it from the
// realtime channel in its own ticks. Each scene holds exactly its side's
// view at every step (the local game's ViewFor), says whom it waits for
// while the other side plays, refuses an order out of turn before asking
// the server, and shows the result at the end.
func TestOnline_TwoMapScenesPlayAWholeGameOfChannelStorm(t *testing.T) {
	srv, clients, info := cloudtest.StartGame(t)
	// The same game at this desk, from the seed the server drew, played by
	// two computer players: the script, and the truth to compare with.
	rec, err := srv.App().FindRecordById("games", info.ID)
	if err != nil {
		t.Fatal(err)
	}
	seed, err := strconv.ParseUint(rec.GetString("seed"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	local, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := []*ai.Player{ai.New(ai.Easy, 0, seed), ai.New(ai.Easy, 1, seed+1)}

	games := make([]*testShell, 2)
	maps := make([]*Scene, 2)
	open := func(side int) {
		sess, err := online.Open(clients[side], info.ID, side)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(sess.Close)
		games[side] = newTestShell()
		maps[side] = NewOnline(games[side].deps(), sess, func() app.Scene { return nil }).(*Scene)
		games[side].GoTo(maps[side])
	}
	step := func(side int) {
		t.Helper()
		tick(t, games[side], nil)
		if m := maps[side]; m.Msg.Err && m.Msg.Text != "" {
			t.Fatalf("side %d's map says %q", side, m.Msg.Text)
		}
	}
	// Alice opens the game before Bob has joined, and hears when he does.
	open(0)
	step(0)
	if bar := maps[0].hud.toMove; bar != "Waiting for the invited player to join" {
		t.Fatalf("before the friend joined, the bar says %q", bar)
	}
	if _, err := clients[1].Join(info.Seats[1].Code); err != nil {
		t.Fatal(err)
	}
	for i := 0; maps[0].flow.net.sess.Status() != "playing"; i++ {
		if i > 200000 {
			t.Fatal("Alice's map never heard that Bob joined")
		}
		step(0)
		time.Sleep(50 * time.Microsecond)
	}
	if msg := maps[0].Msg.Text; !strings.Contains(msg, "has joined") {
		t.Errorf("when the friend joined the map said %q", msg)
	}
	open(1)
	battles, refusedOutOfTurn := 0, false
	for n := 0; local.State.Phase != sim.PhaseGameOver; n++ {
		if n >= 5000 {
			t.Fatalf("no result after %d commands", n)
		}
		side := local.State.Actor()
		cmd, err := players[side].Next(local.State)
		if err != nil {
			t.Fatal(err)
		}
		me, other := maps[side], maps[1-side]
		if !refusedOutOfTurn && cmd.Kind == sim.CmdEndPhase {
			refusedOutOfTurn = true
			before := other.flow.net.sess.Step()
			if _, ok := other.submitEvents(sim.Command{Kind: sim.CmdEndPhase, Side: 1 - side}, true); ok || other.flow.net.sess.Step() != before ||
				!strings.HasPrefix(other.Msg.Text, "Not your turn: Waiting for the") {
				t.Fatalf("an order out of turn: accepted %v, message %q", ok, other.Msg.Text)
			}
			other.Msg.Clear()
		}
		if !strings.HasPrefix(other.hud.toMove, "Waiting for") || !strings.HasPrefix(me.hud.toMove, "Your turn") {
			t.Fatalf("step %d, side %d to play: its bar says %q, the other's %q", n+1, side, me.hud.toMove, other.hud.toMove)
		}
		me.submitEvents(cmd, true)
		awaitAnswer(t, me, func() { step(side) })
		if got := me.flow.net.sess.Step(); got != n+1 {
			t.Fatalf("step %d (%s): the map's order was not played (%d steps): %s", n+1, cmd, got, me.Msg.Text)
		}
		if _, err := local.Apply(cmd); err != nil {
			t.Fatal(err)
		}
		step(side)
		// The other scene catches up in its own ticks; the bound only
		// catches a hang.
		for i := 0; other.flow.net.sess.Step() < n+1; i++ {
			if i > 200000 {
				t.Fatalf("side %d never saw step %d", 1-side, n+1)
			}
			step(1 - side)
			time.Sleep(50 * time.Microsecond)
		}
		for s, m := range maps {
			if got, want := m.state.Hash(), local.State.ViewFor(s).Hash(); got != want {
				t.Fatalf("step %d: side %d's map holds another view than its side's", n+1, s)
			}
		}
		if cmd.Kind == sim.CmdFight {
			battles++
		}
	}
	for s, m := range maps {
		step(s)
		if m.state.Phase != sim.PhaseGameOver || !strings.Contains(m.hud.toMove, local.State.Result) {
			t.Errorf("side %d's map at the end: %s phase, bar %q; the result is %q", s, m.state.Phase, m.hud.toMove, local.State.Result)
		}
	}
	t.Logf("%d commands, %d battle orders; %s", len(local.Record.Steps), battles, local.State.Result)
}

// awaitAnswer ticks m's shell (tick) until the seat's order has its answer;
// the bound only catches a hang.
func awaitAnswer(t *testing.T, m *Scene, tick func()) {
	t.Helper()
	for i := 0; m.flow.net.order != nil; i++ {
		if i > 200000 {
			t.Fatalf("the order %s never had its answer", m.flow.net.order.Command)
		}
		tick()
		time.Sleep(50 * time.Microsecond)
	}
}

// heldTransport passes requests on, except that an order (a POST to a
// game's commands) waits until release is closed: a server that is slow to
// answer, without a clock.
type heldTransport struct {
	next    http.RoundTripper
	release chan struct{}
}

// RoundTrip implements http.RoundTripper.
func (h *heldTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPost && strings.Contains(r.URL.Path, "/commands") {
		<-h.release
	}
	return h.next.RoundTrip(r)
}

// TestOnline_AnOrderNeverHoldsTheWindow: while the server has not answered
// the seat's order, the map scene goes on ticking (it draws, scrolls and,
// after a third of a second, says the order is on its way), refuses a
// second order, and takes the answer in on a later tick once it comes.
func TestOnline_AnOrderNeverHoldsTheWindow(t *testing.T) {
	_, clients, info := cloudtest.StartGame(t)
	if _, err := clients[1].Join(info.Seats[1].Code); err != nil {
		t.Fatal(err)
	}
	held := &heldTransport{next: http.DefaultTransport, release: make(chan struct{})}
	clients[0].HTTP.Transport = held
	sess, err := online.Open(clients[0], info.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sess.Close)
	g := newTestShell()
	m := NewOnline(g.deps(), sess, func() app.Scene { return nil }).(*Scene)
	g.GoTo(m)
	// The server draws the game's seed: when the other side moves first,
	// its player ends its phases until the seat's turn.
	bob, err := online.Open(clients[1], info.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(bob.Close)
	for i := 0; !sess.YourTurn(); i++ {
		if i > 200000 {
			t.Fatal("the seat never had its turn")
		}
		if _, err := bob.Refresh(); err != nil {
			t.Fatal(err)
		}
		if bob.YourTurn() {
			if _, err := bob.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: 1}); err != nil {
				t.Fatal(err)
			}
		}
		tick(t, g, nil)
		time.Sleep(50 * time.Microsecond)
	}
	steps := sess.Step()
	actor := m.state.Actor()
	if _, ok := m.submitEvents(sim.Command{Kind: sim.CmdEndPhase, Side: actor}, true); ok || m.Msg.Text == sendingText {
		t.Fatalf("an order sent: accepted at once %v, message %q before it was slow", ok, m.Msg.Text)
	}
	for range sendingTicks + 5 {
		tick(t, g, nil) // the server still holds the order: the window goes on
	}
	if m.Msg.Text != sendingText {
		t.Fatalf("after %d ticks without an answer the message line says %q", sendingTicks+5, m.Msg.Text)
	}
	if m.flow.net.order == nil || sess.Step() != steps {
		t.Fatalf("before the server answered: order %v, step %d", m.flow.net.order, sess.Step())
	}
	if _, ok := m.submitEvents(sim.Command{Kind: sim.CmdEndPhase, Side: actor}, true); ok || !strings.Contains(m.Msg.Text, "still on its way") {
		t.Fatalf("a second order while the first is on its way: accepted %v, message %q", ok, m.Msg.Text)
	}
	close(held.release)
	awaitAnswer(t, m, func() { tick(t, g, nil) })
	if sess.Step() != steps+1 || (m.Msg.Err && m.Msg.Text != "") {
		t.Fatalf("after the answer: step %d, message %q", sess.Step(), m.Msg.Text)
	}
}
