package cloud

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"hexstorm/replay"
)

// childEnv makes a re-executed test binary run a server on loopback in the
// folder it names, print its address and serve until it is killed
// (TestRestart_KilledServerLosesNothingAcknowledged).
const childEnv = "HEXSTORM_CLOUD_CHILD"

// childSeed is the seed of the child server's games.
const childSeed = 424242

func TestMain(m *testing.M) {
	if dir := os.Getenv(childEnv); dir != "" {
		os.Exit(serveForever(dir))
	}
	os.Exit(m.Run())
}

// serveForever is the child server: it serves until killed.
func serveForever(dir string) int {
	s, err := New(Options{Dir: dir, seed: childSeed, Rate: 100000, Burst: 100000})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("ready %s\n", s.URL())
	select {}
}

// startChild starts a child server on dir and returns it with its URL.
func startChild(t *testing.T, dir string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(out).ReadString('\n')
		lines <- line
	}()
	select {
	case line := <-lines:
		url, ok := strings.CutPrefix(strings.TrimSpace(line), "ready ")
		if !ok {
			t.Fatalf("the child server said %q", line)
		}
		return cmd, url
	case <-time.After(2 * time.Minute):
		t.Fatal("the child server did not start within 2 minutes")
	}
	return nil, ""
}

// D42, section 4: the server killed with SIGKILL in the middle of a game,
// while commands stream in, loses nothing it acknowledged: restarted on the
// same folder, it holds every acknowledged command (and at most the one in
// flight), tells each side what it told it before, and the game plays on to
// its end with a record signed by the same key.
func TestRestart_KilledServerLosesNothingAcknowledged(t *testing.T) {
	dir := t.TempDir()
	child, url := startChild(t, dir)
	alice, bob := newUser(t, url, "alice"), newUser(t, url, "bob")
	var key struct {
		PublicKey []byte `json:"public_key"`
	}
	if _, err := alice.Do("GET", "/api/hexstorm/key", nil, &key); err != nil {
		t.Fatal(err)
	}
	info, clients := tutorialFor(t, alice, bob)
	script := scriptGame(t, "tutorial", childSeed, 5000)
	learnt := map[int][]byte{} // step -> what its side was told
	submit := func(i int) error {
		cmd := script[i]
		r, _, err := clients[cmd.Side].Submit(info.ID, cmd.Side, cmd, i)
		if err != nil {
			return err
		}
		if r.Step != i+1 {
			return fmt.Errorf("command %d acknowledged as step %d", i+1, r.Step)
		}
		learnt[r.Step], _ = json.Marshal(r.Learnt.Events)
		return nil
	}
	for i := range 30 {
		if err := submit(i); err != nil {
			t.Fatal(err)
		}
	}
	// Stream commands and kill the server under them.
	var acked atomic.Int64
	acked.Store(30)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 30; i < len(script); i++ {
			if submit(i) != nil {
				return
			}
			acked.Store(int64(i + 1))
		}
	}()
	for acked.Load() < 45 {
		time.Sleep(time.Millisecond)
	}
	if err := child.Process.Signal(os.Kill); err != nil {
		t.Fatal(err)
	}
	child.Wait()
	<-done
	n := int(acked.Load())
	t.Logf("killed with %d commands acknowledged", n)

	_, url = startChild(t, dir)
	for _, c := range clients {
		c.Base = url
	}
	v, _, err := alice.View(info.ID, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if v.Step < n || v.Step > n+1 {
		t.Fatalf("after the restart the game is at step %d; %d were acknowledged", v.Step, n)
	}
	for _, se := range v.Events {
		if se.Step > n || script[se.Step-1].Side != 0 {
			continue
		}
		if got, _ := json.Marshal(se.Events); string(got) != string(learnt[se.Step]) {
			t.Errorf("step %d tells alice %s after the restart, %s before", se.Step, got, learnt[se.Step])
		}
	}
	for i := v.Step; i < len(script); i++ {
		if err := submit(i); err != nil {
			t.Fatalf("after the restart: %v", err)
		}
	}
	rel, err := bob.Record(info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if string(rel.PublicKey) != string(key.PublicKey) {
		t.Error("the server's key changed across the restart")
	}
	if err := (replay.Signature{PublicKey: rel.PublicKey, Signature: rel.Signature}).Check(rel.Record); err != nil {
		t.Fatal(err)
	}
	rec, err := replay.Decode(rel.Record)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Verify(rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Steps) != len(script) {
		t.Fatalf("the record holds %d commands, the script %d", len(rec.Steps), len(script))
	}
	for i, st := range rec.Steps {
		if a, b := fmt.Sprint(st.Command), fmt.Sprint(script[i]); a != b {
			t.Fatalf("command %d is %s in the record, %s in the script", i+1, a, b)
		}
	}
}

// A client that drops and reconnects resumes: the realtime channel lost,
// and an answer lost, it learns on reconnecting every step it missed, once
// and in order, and sending the lost command again is refused as played
// rather than applied twice.
func TestReconnect_ClientResumesAfterDropping(t *testing.T) {
	const seed = 777
	s := startServer(t, Options{seed: seed, Rate: 100000, Burst: 100000})
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")
	info, clients := tutorialFor(t, alice, bob)
	script := scriptGame(t, "tutorial", seed, 5000)
	play := func(from, to int) {
		for i := from; i < to; i++ {
			if _, _, err := clients[script[i].Side].Submit(info.ID, script[i].Side, script[i], i); err != nil {
				t.Fatalf("command %d: %v", i+1, err)
			}
		}
	}
	ctx, drop := context.WithCancel(context.Background())
	log := &answers{}
	listen(t, ctx, alice, info.ID, 0, log)
	play(0, 20)
	waitNotices(t, log, 20, 0)
	drop() // the connection goes
	play(20, 50)
	// Alice's own command is sent; its answer is lost.
	i := 50
	for script[i].Side != 0 {
		play(i, i+1)
		i++
	}
	if _, err := alice.Do("POST", "/api/hexstorm/games/"+info.ID+"/commands",
		map[string]any{"side": 0, "step": i, "command": script[i]}, nil); err != nil {
		t.Fatal(err)
	}
	// She comes back: sending it again is refused as played.
	_, _, err := alice.Submit(info.ID, 0, script[i], i)
	if ae, ok := err.(*APIError); !ok || ae.Status != http.StatusConflict {
		t.Fatalf("a command sent again after a lost answer: %v, want 409", err)
	}
	ctx2, cancel := context.WithCancel(context.Background())
	defer cancel()
	log2 := &answers{}
	listen(t, ctx2, alice, info.ID, 0, log2)
	v, _, err := alice.View(info.ID, 0, 21)
	if err != nil {
		t.Fatal(err)
	}
	if v.Step != i+1 || len(v.Events) != i+1-20 {
		t.Fatalf("on reconnecting alice sees step %d with %d steps of events, want %d and %d", v.Step, len(v.Events), i+1, i+1-20)
	}
	for k, se := range v.Events {
		if se.Step != 21+k {
			t.Fatalf("missed steps out of order: %d at %d", se.Step, k)
		}
	}
	play(i+1, i+11)
	waitNotices(t, log2, 10, 0)
	// Notices may arrive out of order; each names its step.
	steps := map[int]bool{}
	log2.mu.Lock()
	for _, x := range log2.all {
		var n Notice
		if err := json.Unmarshal(x.raw, &n); err != nil {
			t.Fatal(err)
		}
		steps[n.Step] = true
	}
	log2.mu.Unlock()
	for k := i + 2; k <= i+11; k++ {
		if !steps[k] {
			t.Errorf("the new channel told nothing of step %d", k)
		}
	}
}

// tutorialFor creates a game of the tutorial in which alice takes the first
// seat and bob joins the second by its invitation code; the clients come
// in seat order.
func tutorialFor(t *testing.T, alice, bob *Client) (GameInfo, []*Client) {
	t.Helper()
	return twoSeatGame(t, alice, bob, CreateRequest{ScenarioID: "tutorial"}), []*Client{alice, bob}
}
