package cloud

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"hexstorm/ai"
	"hexstorm/cloud/online"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// answer is one thing a seat was sent: a view, a command's answer or a
// realtime notice, as raw JSON.
type answer struct {
	side int
	kind string // "view", "submit", "notice"
	raw  []byte
}

// answers collects what every seat was sent, from any goroutine.
type answers struct {
	mu  sync.Mutex
	all []answer
}

func (a *answers) add(side int, kind string, raw []byte) {
	a.mu.Lock()
	a.all = append(a.all, answer{side, kind, bytes.Clone(raw)})
	a.mu.Unlock()
}

func (a *answers) count(side int, kind string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := 0
	for _, x := range a.all {
		if x.side == side && x.kind == kind {
			n++
		}
	}
	return n
}

// listen subscribes c to side's topic and adds every notice to log.
func listen(t *testing.T, ctx context.Context, c *Client, game string, side int, log *answers) {
	t.Helper()
	ch, err := c.Subscribe(ctx, Topic(game, side))
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		for m := range ch {
			if m.Topic == Topic(game, side) {
				log.add(side, "notice", m.Data)
			}
		}
	}()
}

// D9, D10, D41: two whole games are played through the API, one between two
// players and one against the computer, with both realtime channels open;
// nothing any seat is sent may tell the type, steps or history of a block
// its side has not seen face up. Each answer is checked against the true
// game (the record released at the end, replayed): it must be exactly
// ViewFor and EventsFor of the position it speaks of, and, independently of
// those functions, name hidden blocks only by class.
func TestFogLeak_WholeGamesThroughEveryEndpoint(t *testing.T) {
	const seed = 20261126
	s := startServer(t, Options{seed: seed, Rate: 100000, Burst: 100000})
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")

	t.Run("two players", func(t *testing.T) {
		script := scriptGame(t, "tutorial", seed, 5000)
		info := twoSeatGame(t, alice, bob, CreateRequest{ScenarioID: "tutorial"})
		log := &answers{}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		clients := []*Client{alice, bob}
		for side, c := range clients {
			listen(t, ctx, c, info.ID, side, log)
		}
		if _, err := alice.Subscribe(ctx, Topic(info.ID, 1)); err == nil {
			t.Error("alice subscribed to bob's seat")
		}
		if _, err := bob.Record(info.ID); err == nil {
			t.Error("the record was released before the game ended")
		}
		for i, cmd := range script {
			_, raw, err := clients[cmd.Side].SubmitView(info.ID, cmd.Side, cmd, i)
			if err != nil {
				t.Fatalf("command %d (%s): %v", i+1, cmd, err)
			}
			log.add(cmd.Side, "submit", raw)
			for side, c := range clients {
				_, raw, err := c.View(info.ID, side, i)
				if err != nil {
					t.Fatal(err)
				}
				log.add(side, "view", raw)
			}
		}
		for side, c := range clients {
			raw, err := c.Map(info.ID)
			if err != nil {
				t.Fatal(err)
			}
			log.add(side, "map", raw)
		}
		waitNotices(t, log, len(script), 0, 1)
		checkFog(t, s, alice, bob, info.ID, log)
	})

	t.Run("against the computer", func(t *testing.T) {
		info, err := alice.Create(CreateRequest{ScenarioID: "channel", Seats: []SeatSpec{{Kind: "me"}, {Kind: "computer", Level: "easy"}}})
		if err != nil {
			t.Fatal(err)
		}
		log := &answers{}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		listen(t, ctx, alice, info.ID, 0, log)
		me := ai.New(ai.Easy, 0, 99)
		from, deadline := 0, time.Now().Add(10*time.Minute)
		for n := 0; ; n++ {
			if n > 50000 || time.Now().After(deadline) {
				t.Fatalf("the game did not end within bounds (%d requests)", n)
			}
			v, raw, err := alice.View(info.ID, 0, from)
			if err != nil {
				t.Fatal(err)
			}
			log.add(0, "view", raw)
			from = v.Step + 1
			if v.Status == statusFinished {
				break
			}
			if !v.YourTurn {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			// The test's own player reads the true state (an oracle the
			// test may use; a real client has only its view).
			truth := s.trueState(t, info.ID)
			cmd, err := me.Next(truth)
			if err != nil {
				t.Fatal(err)
			}
			_, raw, err = alice.Submit(info.ID, 0, cmd, v.Step)
			if err != nil {
				t.Fatalf("%s: %v", cmd, err)
			}
			log.add(0, "submit", raw)
		}
		checkFog(t, s, alice, nil, info.ID, log)
	})
}

// trueState returns a copy of a game's true state, for the tests' oracle.
func (s *Server) trueState(t testing.TB, id string) *sim.State {
	g, err := s.game(id)
	if err != nil {
		t.Fatal(err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.game.State.Clone()
}

// waitNotices waits until each side has had n realtime notices.
func waitNotices(t *testing.T, log *answers, n int, sides ...int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for _, side := range sides {
		for log.count(side, "notice") < n {
			if time.Now().After(deadline) {
				t.Fatalf("side %d had %d realtime notices of %d commands", side, log.count(side, "notice"), n)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// checkFog fetches the finished game's record (checking its signature),
// replays it, and checks every answer a seat was sent against it.
func checkFog(t *testing.T, s *Server, a, b *Client, game string, log *answers) {
	t.Helper()
	rel, err := a.Record(game)
	if err != nil {
		t.Fatal(err)
	}
	sig := replay.Signature{PublicKey: rel.PublicKey, Signature: rel.Signature}
	if err := sig.Check(rel.Record); err != nil || !bytes.Equal(rel.PublicKey, s.PublicKey()) {
		t.Fatalf("the released record's signature: %v", err)
	}
	if b != nil {
		if rel2, err := b.Record(game); err != nil || !bytes.Equal(rel2.Record, rel.Record) {
			t.Fatalf("the other player gets another record (%v)", err)
		}
	}
	rec, err := replay.Decode(rel.Record)
	if err != nil {
		t.Fatal(err)
	}
	_, st, opening, err := replay.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	truth := []*sim.State{st.Clone()}
	full := [][]sim.Event{opening}
	if _, err := rec.Replay(st, func(_ int, s *sim.State, evs []sim.Event) {
		truth = append(truth, s.Clone())
		full = append(full, evs)
	}); err != nil {
		t.Fatal(err)
	}
	if !rec.End.Finished {
		t.Fatal("the record does not end the game")
	}
	sides := len(truth[0].Sides)
	// known[side][unit] is the first step after which side has seen the
	// block face up: on the board, or in a battle it fought.
	known := make([]map[sim.UnitID]int, sides)
	for side := range known {
		known[side] = map[sim.UnitID]int{}
		for step, s := range truth {
			for i := range s.Units {
				if _, ok := known[side][s.Units[i].ID]; !ok && s.FaceUp(side, &s.Units[i]) {
					known[side][s.Units[i].ID] = step
				}
			}
			for _, id := range foughtUnits(side, full[step]) {
				if _, ok := known[side][id]; !ok {
					known[side][id] = step
				}
			}
		}
	}
	hiddenUnits, hiddenEvents := 0, 0
	checkEvents := func(side int, kind string, se StepEvents) {
		if se.Step < 0 || se.Step >= len(truth) {
			t.Fatalf("%s to side %d speaks of step %d of %d", kind, side, se.Step, len(truth)-1)
		}
		if by := bySide(rec, se.Step); se.By != by {
			t.Errorf("%s to side %d: step %d is said to be side %d's, it is side %d's", kind, side, se.Step, se.By, by)
		}
		want := truth[se.Step].EventsFor(side, full[se.Step])
		if !sameJSON(t, se.Events, want) {
			t.Errorf("%s to side %d: events of step %d are not EventsFor's", kind, side, se.Step)
		}
		for _, e := range se.Events {
			if e.Unit == 0 {
				continue
			}
			if e.Block != "" {
				hiddenEvents++
				if e.Why != "" {
					t.Errorf("%s to side %d, step %d: a face-down block's event explains itself: %+v", kind, side, se.Step, e)
				}
				continue
			}
			u := unitAt(truth[se.Step], e.Unit)
			if u == nil || u.Side == side || truth[se.Step].Options.OpenBlocks {
				continue
			}
			if first, ok := known[side][e.Unit]; !ok || first > se.Step {
				t.Errorf("%s to side %d, step %d: names unseen block %d in full: %+v", kind, side, se.Step, e.Unit, e)
			}
		}
	}
	log.mu.Lock() // notices may still be arriving
	all := slices.Clone(log.all)
	log.mu.Unlock()
	for _, x := range all {
		for _, key := range []string{`"hash"`, `"seed"`, `"start_hash"`} {
			if bytes.Contains(x.raw, []byte(key)) {
				t.Errorf("a %s to side %d carries %s", x.kind, x.side, key)
			}
		}
		switch x.kind {
		case "view":
			var v View
			if err := json.Unmarshal(x.raw, &v); err != nil {
				t.Fatal(err)
			}
			hiddenUnits += checkState(t, "view", x.side, v.State, truth[v.Step])
			for _, se := range v.Events {
				checkEvents(x.side, "view", se)
			}
		case "submit":
			var r CommandResponse
			if err := json.Unmarshal(x.raw, &r); err != nil {
				t.Fatal(err)
			}
			checkEvents(x.side, "answer", r.Learnt)
			if r.State != nil {
				hiddenUnits += checkState(t, "answer", x.side, r.State, truth[r.Step])
			}
		case "map":
			var f scenarios.File
			if err := json.Unmarshal(x.raw, &f); err != nil {
				t.Fatal(err)
			}
			if len(f.Units) != 0 || len(f.Pools) != 0 || f.Strategic != nil {
				t.Errorf("the map to side %d holds %d units, %d pools, strategic %v", x.side, len(f.Units), len(f.Pools), f.Strategic != nil)
			}
			if m, err := online.MapOf(game, x.raw); err != nil || m.Len() != truth[0].Map.Len() {
				t.Errorf("the map to side %d does not load as the game's: %v", x.side, err)
			}
		case "notice":
			var n Notice
			if err := json.Unmarshal(x.raw, &n); err != nil {
				t.Fatal(err)
			}
			if n.Side != x.side {
				t.Errorf("side %d got side %d's notice", x.side, n.Side)
			}
			checkEvents(x.side, "notice", n.Learnt)
		}
	}
	t.Logf("%d answers checked over %d commands; %d face-down blocks in views, %d face-down events", len(all), len(truth)-1, hiddenUnits, hiddenEvents)
	if hiddenUnits == 0 || hiddenEvents == 0 {
		t.Error("the game showed no face-down block: the test checked nothing")
	}
}

// checkState checks a state sent to side against the true state it speaks
// of: it must be exactly ViewFor's, carry no generator, and, checked
// independently of ViewFor, show a block side does not see face up only by
// class. It returns how many face-down blocks it showed.
func checkState(t *testing.T, kind string, side int, st, truth *sim.State) int {
	t.Helper()
	if !sameJSON(t, st, truth.ViewFor(side)) {
		t.Errorf("the %s's state to side %d is not ViewFor's", kind, side)
	}
	if st.Rand != (sim.Rand{}) {
		t.Errorf("the %s's state to side %d carries the generator", kind, side)
	}
	hidden := 0
	for _, u := range st.Units {
		tu := truth.Unit(u.ID)
		if tu == nil || truth.FaceUp(side, tu) {
			continue
		}
		hidden++
		if (u.Type != "ground" && u.Type != "air" && u.Type != "naval") || u.CV != 0 || u.Spent != 0 {
			t.Errorf("the %s's state to side %d shows face-down block %d as %+v", kind, side, u.ID, u)
		}
	}
	return hidden
}

// bySide returns whose command step is in rec, -1 for the opening.
func bySide(rec *sim.Record, step int) int {
	if step == 0 {
		return -1
	}
	return rec.Steps[step-1].Command.Side
}

// foughtUnits returns the units named in the battles of evs that side
// fights (it attacks, defends, or its blocks or dice appear): a battle
// shows both sides face up (D9).
func foughtUnits(side int, evs []sim.Event) []sim.UnitID {
	var out []sim.UnitID
	start := 0
	open := false
	flush := func(end int) {
		part := false
		for _, e := range evs[start:end] {
			if e.Side == side || ((e.Kind == sim.EvBattleStarted || e.Kind == sim.EvBattleEnded) && e.Value == side) {
				part = true
			}
		}
		if part {
			for _, e := range evs[start:end] {
				if e.Unit != 0 {
					out = append(out, e.Unit)
				}
			}
		}
	}
	for i, e := range evs {
		switch e.Kind {
		case sim.EvBattleStarted:
			start, open = i, true
		case sim.EvBattleEnded:
			if !open {
				start = 0
			}
			flush(i + 1)
			open = false
		}
	}
	if open {
		flush(len(evs))
	}
	return out
}

// unitAt returns the unit with id on the map or among the eliminated.
func unitAt(s *sim.State, id sim.UnitID) *sim.Unit {
	if u := s.Unit(id); u != nil {
		return u
	}
	for i := range s.Eliminated {
		if s.Eliminated[i].ID == id {
			return &s.Eliminated[i]
		}
	}
	return nil
}

// sameJSON reports whether a and b encode alike.
func sameJSON(t *testing.T, a, b any) bool {
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Equal(ja, jb)
}
