package play

import (
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
		if _, ok := me.submitEvents(cmd, true); !ok {
			t.Fatalf("step %d (%s): the map refused it: %s", n+1, cmd, me.Msg.Text)
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
