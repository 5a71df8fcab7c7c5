package cloud

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"hexstorm/cloud/online"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Two online sessions, the window's way to play a seat (online.Session),
// play a full turn of Channel Storm against each other through a server on
// loopback. Each adopts a command only once the server accepted it, learns
// the other's moves from the realtime channel, and holds at every step
// exactly its side's view of the true game, with no enemy block face up
// that it does not see. Midway an answer is lost (the session finds its
// order played), an order is lost (the session says it was not played),
// the server drops every realtime channel, and one player closes the game
// and opens it again: both resume. At the end the server goes away and the
// session says so.
func TestOnline_TwoSessionsPlayAFullTurnOfChannelStorm(t *testing.T) {
	const seed = 20261127
	s, err := New(Options{Dir: t.TempDir(), seed: seed, Rate: 100000, Burst: 100000})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	closed := false
	defer func() {
		if !closed {
			s.Close()
		}
	}()
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")
	script := scriptGame(t, "channel", seed, 5000)
	info := twoSeatGame(t, alice, bob, CreateRequest{ScenarioID: "channel"})
	flaky := &flakyTransport{base: http.DefaultTransport}
	alice.HTTP = &http.Client{Transport: flaky, Timeout: time.Minute}
	var lost struct{ answer, order bool }
	open := func(c *Client, side int) *online.Session {
		t.Helper()
		o, err := online.Open(c, info.ID, side)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	seats := []*online.Session{open(alice, 0), open(bob, -1)}
	defer func() {
		for _, o := range seats {
			o.Close()
		}
	}()
	if seats[1].Side != 1 || seats[0].PlayerName(0) != seats[0].Info.Seats[0].Name+" player (you)" {
		t.Fatalf("bob holds side %d; alice's name for her side: %q", seats[1].Side, seats[0].PlayerName(0))
	}
	// A hang guard only: nothing below passes or fails on time.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	games, err := bob.Games()
	if err != nil || len(games) != 1 || games[0].ID != info.ID || games[0].Actor != script[0].Side {
		t.Fatalf("bob's games: %+v, %v", games, err)
	}
	turns, err := bob.WatchTurns(ctx, games)
	if err != nil {
		t.Fatal(err)
	}
	bobsTurns := 0
	hidden := 0
	check := func(step int) {
		t.Helper()
		truth := s.trueState(t, info.ID)
		for side, o := range seats {
			if o.Step() != step {
				t.Fatalf("side %d holds step %d, the game is at %d", side, o.Step(), step)
			}
			if o.State().Map == nil || o.State().Map.Len() != truth.Map.Len() {
				t.Fatalf("side %d's state has no map of the game's", side)
			}
			hidden += checkState(t, "online session", side, o.State(), truth)
		}
	}
	check(0)
	first := seats[0].State().Turn
	state0 := seats[0].State()
	i := 0
	for ; i < len(script) && s.trueState(t, info.ID).Turn == first; i++ {
		cmd := script[i]
		me, other := seats[cmd.Side], seats[1-cmd.Side]
		if !me.YourTurn() || other.YourTurn() {
			t.Fatalf("step %d: side %d's turn, yet side 0 says %v and side 1 %v", i, cmd.Side, seats[0].YourTurn(), seats[1].YourTurn())
		}
		if i == 3 {
			// A refused order changes nothing and says why.
			before := other.Step()
			_, err := other.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: other.Side})
			if err == nil || !strings.Contains(err.Error(), "refused") || other.Step() != before {
				t.Fatalf("an order out of turn: %v", err)
			}
			if _, err := other.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: me.Side}); err == nil {
				t.Fatal("a seat gave an order for the other side")
			}
		}
		if cmd.Side == 0 && i > 4 && !lost.answer {
			// The answer is lost: the session finds the order played.
			lost.answer = true
			flaky.loseAnswer.Store(true)
			if _, err := me.Submit(cmd); err != nil || me.Step() != i+1 {
				t.Fatalf("an order whose answer was lost: %v, at step %d", err, me.Step())
			}
		} else {
			if cmd.Side == 0 && lost.answer && !lost.order {
				// The order is lost: the session says so and plays nothing.
				lost.order = true
				flaky.loseOrder.Store(true)
				if _, err := me.Submit(cmd); err == nil || !strings.Contains(err.Error(), "not played") || me.Step() != i {
					t.Fatalf("a lost order: %v, at step %d", err, me.Step())
				}
			}
			if _, err := me.Submit(cmd); err != nil {
				t.Fatalf("step %d (%s): %v", i+1, cmd, err)
			}
		}
		for other.Step() < i+1 {
			if _, err := other.Wait(ctx); err != nil {
				t.Fatalf("side %d waiting for step %d: %v", other.Side, i+1, err)
			}
		}
		check(i + 1)
		if cmd.Side == 0 && script[i+1].Side == 1 && bobsTurns == 0 {
			// Bob's games list hears that it is his turn.
			select {
			case n := <-turns:
				if n.Game != info.ID || n.Side != 1 || !n.YourTurn {
					t.Fatalf("bob's turn notice: %+v", n)
				}
			case <-ctx.Done():
				t.Fatal("bob's games list never heard it was his turn")
			}
			bobsTurns++
		}
		switch i {
		case 10: // every realtime channel drops
			for id := range s.app.SubscriptionsBroker().Clients() {
				s.app.SubscriptionsBroker().Unregister(id)
			}
		case 20: // bob leaves and comes back
			seats[1].Close()
			seats[1] = open(bob, 1)
			check(i + 1)
		}
	}
	if bobsTurns == 0 {
		t.Error("bob never heard that it was his turn")
	}
	if !lost.answer || !lost.order {
		t.Error("no order or answer was lost: the test checked nothing of it")
	}
	if hidden == 0 {
		t.Error("no block was ever face down: the test checked nothing")
	}
	if s.trueState(t, info.ID).Turn == first {
		t.Fatalf("the turn did not end in %d commands", i)
	}
	if seats[0].State() != state0 {
		t.Error("the session's state moved: the window's pointer to it went stale")
	}
	t.Logf("turn %d played in %d commands; recaps waiting: %d and %d lines", first, i, len(seats[0].Recap(0)), len(seats[1].Recap(1)))
	last := script[i-1].Side
	waiting := seats[1-last]
	if lines := waiting.Sit(waiting.Side); len(lines) == 0 || len(waiting.Recap(waiting.Side)) != 0 {
		t.Errorf("side %d's recap of the other's last moves: %d lines, %d left after sitting", waiting.Side, len(lines), len(waiting.Recap(waiting.Side)))
	}

	// Every realtime client leaves the server's index when it goes.
	if s.topics.size() == 0 {
		t.Error("no realtime client is indexed")
	}
	for _, o := range seats {
		o.Close()
	}
	cancel() // bob's games list stops watching
	for n := 0; s.topics.size() > 0; n++ {
		if n > 30000 { // a hang guard only
			t.Fatalf("%d realtime clients still indexed after they all went", s.topics.size())
		}
		time.Sleep(time.Millisecond)
	}

	s.Close()
	closed = true
	_, err = seats[0].Refresh()
	if err == nil || !strings.Contains(err.Error(), "does not answer") || !strings.Contains(err.Error(), "Nothing is lost") {
		t.Errorf("with the server gone: %v", err)
	}
	if _, err := seats[script[i].Side].Submit(script[i]); err == nil || !strings.Contains(err.Error(), "does not answer") {
		t.Errorf("an order with the server gone: %v", err)
	}
}

// A game made from an uploaded scenario (here Channel Storm's file under
// another name, through the scenario loader) has its map fetchable by its
// players, as the loader builds it from the file, and by no one else; an
// online session opens on it with that map.
func TestOnline_UploadedScenarioHasItsMapForItsPlayers(t *testing.T) {
	s := startServer(t, Options{Rate: 100000, Burst: 100000})
	alice, bob, carol := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob"), newUser(t, s.URL(), "carol")
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	f, err := scenarios.Decode("channel", sc.Raw)
	if err != nil {
		t.Fatal(err)
	}
	f.Name = "Channel Storm, our way"
	raw, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	info := twoSeatGame(t, alice, bob, CreateRequest{Scenario: raw})
	if info.ScenarioID != "" || info.Scenario != f.Name {
		t.Fatalf("the uploaded game says scenario %q, %q", info.ScenarioID, info.Scenario)
	}
	want := sc.Setup.Map
	for _, c := range []*Client{alice, bob} {
		data, err := c.Map(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		m, err := online.MapOf(info.ID, data)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(m, want) {
			t.Error("the uploaded game's map is not the scenario's")
		}
		if bytes.Contains(data, []byte(`"units"`)) || bytes.Contains(data, []byte(`"pools"`)) {
			t.Error("the map carries the units or pools")
		}
	}
	if _, err := carol.Map(info.ID); apiStatus(err) != http.StatusNotFound {
		t.Errorf("an outsider's map: %v, want 404", err)
	}
	o, err := online.Open(bob, info.ID, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if !reflect.DeepEqual(o.State().Map, want) {
		t.Error("the session's state has another map")
	}
	checkState(t, "online session", 1, o.State(), s.trueState(t, info.ID))
}

// flakyTransport loses, once each when asked, a command on its way to the
// server or its answer on the way back.
type flakyTransport struct {
	base                  http.RoundTripper
	loseOrder, loseAnswer atomic.Bool
}

func (f *flakyTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if strings.HasSuffix(r.URL.Path, "/commands") {
		if f.loseOrder.CompareAndSwap(true, false) {
			return nil, errors.New("connection reset by the test, before sending")
		}
		if f.loseAnswer.CompareAndSwap(true, false) {
			if resp, err := f.base.RoundTrip(r); err == nil {
				resp.Body.Close()
			}
			return nil, errors.New("connection reset by the test, after sending")
		}
	}
	return f.base.RoundTrip(r)
}

// The creator of a game with an open seat opens it while it waits for the
// invited player, who cannot be ordered for yet; the session hears on the
// realtime channel when the invitation is taken and the game starts.
func TestOnline_TheCreatorHearsTheGameStart(t *testing.T) {
	s := startServer(t, Options{Rate: 100000, Burst: 100000})
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")
	info, err := alice.Create(CreateRequest{ScenarioID: "channel", Seats: []SeatSpec{{Kind: "me"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	o, err := online.Open(alice, info.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if o.Status() != "open" || o.YourTurn() || !strings.Contains(o.PlayerName(1), "waiting") {
		t.Fatalf("before the invitation is taken: status %s, your turn %v, %q", o.Status(), o.YourTurn(), o.PlayerName(1))
	}
	actor := o.State().Actor()
	if _, err := o.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: 0}); err == nil || !strings.Contains(err.Error(), "not played") {
		t.Fatalf("an order before the game starts: %v", err)
	}
	if _, err := bob.Join(info.Seats[1].Code); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute) // a hang guard only
	defer cancel()
	for o.Status() == "open" {
		if _, err := o.Wait(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if o.Status() != "playing" || o.YourTurn() != (actor == 0) || o.PlayerName(1) != o.Info.Seats[1].Name+" player" {
		t.Fatalf("after bob joined: status %s, your turn %v, %q", o.Status(), o.YourTurn(), o.PlayerName(1))
	}
}
