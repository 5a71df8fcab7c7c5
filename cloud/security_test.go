package cloud

import (
	"bytes"
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/sim"
)

// apiStatus returns the HTTP status of a failed call, 0 for success.
func apiStatus(err error) int {
	var ae *APIError
	if errors.As(err, &ae) {
		return ae.Status
	}
	if err != nil {
		return -1
	}
	return 0
}

// D42: only a seat's player acts for it, sees its view or its record.
func TestSecurity_OnlyASeatsPlayerActsForIt(t *testing.T) {
	s := startServer(t, Options{seed: 5})
	alice, bob, carol := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob"), newUser(t, s.URL(), "carol")
	info, err := alice.Create(CreateRequest{ScenarioID: "tutorial", Seats: []SeatSpec{{Kind: "me"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	// Before the seat is taken no one plays.
	v, _, err := alice.View(info.ID, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	end := func(side int) sim.Command { return sim.Command{Kind: sim.CmdEndPhase, Side: side} }
	if _, _, err := alice.Submit(info.ID, 0, end(0), -1); apiStatus(err) != http.StatusConflict {
		t.Errorf("a command before every seat is taken: %v, want 409", err)
	}
	if _, err := bob.Join(info.Seats[1].Code); err != nil {
		t.Fatal(err)
	}
	if _, err := carol.Join(info.Seats[1].Code); apiStatus(err) != http.StatusConflict {
		t.Errorf("an invitation used twice: %v, want 409", err)
	}
	actor := v.Actor
	other := 1 - actor
	players := []*Client{alice, bob}
	cases := []struct {
		name string
		c    *Client
		side int
		cmd  sim.Command
		want int
	}{
		{"the other player for the side at play", players[other], actor, end(actor), http.StatusForbidden},
		{"an outsider", carol, actor, end(actor), http.StatusNotFound},
		{"a command naming another side than the seat", players[other], other, end(actor), http.StatusBadRequest},
		{"the side not at play", players[other], other, end(other), http.StatusUnprocessableEntity},
	}
	for _, c := range cases {
		if _, _, err := c.c.Submit(info.ID, c.side, c.cmd, -1); apiStatus(err) != c.want {
			t.Errorf("%s: %v, want %d", c.name, err, c.want)
		}
	}
	if _, _, err := carol.View(info.ID, 0, 0); apiStatus(err) != http.StatusNotFound {
		t.Errorf("an outsider's view: %v, want 404", err)
	}
	if _, _, err := players[other].View(info.ID, actor, 0); apiStatus(err) != http.StatusForbidden {
		t.Errorf("the other side's view: %v, want 403", err)
	}
	anon := NewClient(s.URL())
	if _, _, err := anon.View(info.ID, 0, 0); apiStatus(err) != http.StatusUnauthorized {
		t.Errorf("a view without signing in: %v, want 401", err)
	}
	if _, err := carol.Map(info.ID); apiStatus(err) != http.StatusNotFound {
		t.Errorf("an outsider's map: %v, want 404", err)
	}
	if _, err := carol.Record(info.ID); apiStatus(err) != http.StatusNotFound {
		t.Errorf("an outsider's record: %v, want 404", err)
	}
	// PocketBase's own record API does not reach the game's collections.
	for _, coll := range []string{"games", "seats", "commands", "invitations"} {
		if _, err := alice.Do("GET", "/api/collections/"+coll+"/records", nil, nil); apiStatus(err) == 0 {
			// An empty list is allowed only if it lists nothing.
			var out struct{ Items []any }
			if _, err := alice.Do("GET", "/api/collections/"+coll+"/records", nil, &out); err != nil || len(out.Items) != 0 {
				t.Errorf("a player lists %s through PocketBase's API", coll)
			}
		}
	}
	// The player whose turn it is plays.
	if _, _, err := players[actor].Submit(info.ID, actor, end(actor), 0); err != nil {
		t.Errorf("the seated player: %v", err)
	}
}

// Request sizes and rates are bounded.
func TestSecurity_RequestSizeAndRateLimits(t *testing.T) {
	s := startServer(t, Options{Rate: 2, Burst: 5})
	alice := newUser(t, s.URL(), "alice")
	big := CreateRequest{Scenario: append(append([]byte(`"`), bytes.Repeat([]byte("x"), maxBodyBytes+1)...), '"'), Seats: []SeatSpec{{Kind: "me"}}}
	// On its own connection: the server answers before reading the body,
	// and the rest of it would spoil the next request on the same one.
	once := *alice
	once.HTTP = &http.Client{Transport: &http.Transport{}}
	if _, err := once.Create(big); apiStatus(err) != http.StatusRequestEntityTooLarge {
		t.Errorf("a body past the limit: %v, want 413", err)
	}
	info, err := alice.Create(CreateRequest{ScenarioID: "tutorial", Seats: []SeatSpec{{Kind: "me"}, {Kind: "me"}}})
	if err != nil {
		t.Fatal(err)
	}
	huge := sim.Command{Kind: sim.CmdMove, Side: 0, Unit: 1}
	for range maxCommandBytes / 2 {
		huge.Units = append(huge.Units, 1)
	}
	if _, _, err := alice.Submit(info.ID, 0, huge, -1); apiStatus(err) != http.StatusRequestEntityTooLarge {
		t.Errorf("a command past its limit: %v, want 413", err)
	}
	limited := 0
	for range 20 {
		if _, err := alice.Games(); apiStatus(err) == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Error("20 requests at once were all served at 2 a second with a burst of 5")
	}
	// An uploaded scenario goes through the loader, which names its faults.
	_, err = alice.Create(CreateRequest{Scenario: []byte(`{"name": "x", "map": 7}`), Seats: []SeatSpec{{Kind: "me"}}})
	if apiStatus(err) != http.StatusBadRequest && apiStatus(err) != http.StatusTooManyRequests {
		t.Errorf("a broken scenario: %v, want 400", err)
	}
}

// Invitation codes are unguessable: 160 random bits each, never repeated,
// and a made-up code takes no seat.
func TestSecurity_InvitationCodesAreUnguessable(t *testing.T) {
	s := startServer(t, Options{Rate: 1000, Burst: 1000})
	alice, mallory := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "mallory")
	seen := map[string]bool{}
	for range 20 {
		info, err := alice.Create(CreateRequest{ScenarioID: "tutorial", Seats: []SeatSpec{{Kind: "me"}, {Kind: "open"}}})
		if err != nil {
			t.Fatal(err)
		}
		code := info.Seats[1].Code
		if len(code) != 32 || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") != "" || seen[code] {
			t.Fatalf("invitation code %q: want 32 base32 letters (160 bits), never repeated", code)
		}
		seen[code] = true
		if info.Seats[0].Code != "" {
			t.Error("a taken seat has a code")
		}
	}
	for _, guess := range []string{"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", newCode(), "", "' OR 1=1 --"} {
		if _, err := mallory.Join(guess); apiStatus(err) != http.StatusNotFound {
			t.Errorf("joining with a made-up code %q: %v, want 404", guess, err)
		}
	}
	games, err := mallory.Games()
	if err != nil || len(games) != 0 {
		t.Errorf("mallory holds %d games (%v)", len(games), err)
	}
}

// Passwords never reach the logs or the store in the clear: after sign-ups,
// sign-ins and a failed sign-in, no file of the data folder holds one.
func TestSecurity_PasswordsNeverInLogs(t *testing.T) {
	dir := t.TempDir()
	s, err := New(Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	alice := newUser(t, s.URL(), "alice")
	if err := alice.SignIn("alice@example.org", "wrong-"+testPassword); err == nil {
		t.Error("a wrong password signed in")
	}
	if err := NewClient(s.URL()).SignUp("bad", testPassword); err == nil {
		t.Error("a bad email signed up")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	files := 0
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		if bytes.Contains(b, []byte(testPassword)) {
			t.Errorf("%s holds a password in the clear", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no files in the data folder")
	}
}
