package cloud

import (
	"bytes"
	"testing"

	"hexstorm/replay"
)

// Games leave the server's memory past its bound, when idle, and once
// finished, counted in requests for games (no clock), and come back from
// the store as they were when asked for: the same view, play going on, the
// record released.
func TestMemory_IdleAndFinishedGamesAreEvictedAndComeBack(t *testing.T) {
	const seed = 11
	s := startServer(t, Options{seed: seed, MaxGames: 3, IdleAfter: 40, Rate: 100000, Burst: 100000})
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")
	script := scriptGame(t, "tutorial", seed, 5000)
	players := []*Client{alice, bob}
	inMemory := func(id string) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.games[id] != nil
	}
	held := func() int {
		s.mu.Lock()
		defer s.mu.Unlock()
		return len(s.games)
	}
	steps := map[string]int{}
	play := func(id string, n int) {
		t.Helper()
		for range n {
			i := steps[id]
			cmd := script[i]
			if _, _, err := players[cmd.Side].Submit(id, cmd.Side, cmd, i); err != nil {
				t.Fatalf("game %s, command %d (%s): %v", id, i+1, cmd, err)
			}
			steps[id]++
		}
	}
	view := func(id string) []byte {
		t.Helper()
		_, raw, err := alice.View(id, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}

	var ids []string
	for range 4 {
		info := twoSeatGame(t, alice, bob, CreateRequest{ScenarioID: "tutorial"})
		ids = append(ids, info.ID)
		play(info.ID, 3)
		if held() > 3 {
			t.Fatalf("%d games in memory, bound 3", held())
		}
	}
	if inMemory(ids[0]) {
		t.Fatal("the least recently used game stayed past the bound")
	}
	// Past the bound: the first game comes back from the store and plays on.
	play(ids[0], 3)
	if !inMemory(ids[0]) || held() > 3 {
		t.Fatalf("the game asked for is not back (%d games held)", held())
	}

	// Idle: game 1 is not asked for while game 0 is asked for 60 times.
	before := view(ids[1])
	for range 60 {
		view(ids[0])
	}
	if inMemory(ids[1]) {
		t.Fatal("a game idle for 60 requests stayed")
	}
	if after := view(ids[1]); !bytes.Equal(before, after) {
		t.Error("an evicted game's view changed on coming back")
	}
	play(ids[1], 3)

	// Finished: game 2 is played to its end, then goes at the next sweep.
	play(ids[2], len(script)-steps[ids[2]])
	listed, err := bob.Games()
	if err != nil {
		t.Fatal(err)
	}
	for range 2 * s.sweepEvery() {
		view(ids[0])
	}
	if inMemory(ids[2]) {
		t.Fatal("a finished game stayed")
	}
	// The games list describes it from the store without bringing it back.
	again, err := bob.Games()
	if err != nil {
		t.Fatal(err)
	}
	if inMemory(ids[2]) {
		t.Error("listing the games brought the finished game back")
	}
	finished := func(list []GameInfo) GameInfo {
		for _, g := range list {
			if g.ID == ids[2] {
				return g
			}
		}
		t.Fatal("the finished game is not listed")
		return GameInfo{}
	}
	if a, b := finished(listed), finished(again); !sameJSON(t, a, b) {
		t.Errorf("the finished game is listed as %+v from memory, %+v from the store", a, b)
	}
	rel, err := bob.Record(ids[2])
	if err != nil {
		t.Fatal(err)
	}
	rec, err := replay.Decode(rel.Record)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Verify(rec); err != nil || len(rec.Steps) != len(script) {
		t.Fatalf("the finished game's record after coming back: %d commands, %v", len(rec.Steps), err)
	}
	s.mu.Lock()
	t.Logf("%d evictions", s.evicted)
	s.mu.Unlock()
}
