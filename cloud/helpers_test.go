package cloud

import (
	"fmt"
	"testing"

	"hexstorm/ai"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// startServer starts a server on loopback in a fresh temporary folder and
// stops it when the test ends.
func startServer(t testing.TB, opts Options) *Server {
	t.Helper()
	if opts.Dir == "" {
		opts.Dir = t.TempDir()
	}
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return s
}

// newUser signs up and signs in a fresh user.
func newUser(t testing.TB, base, name string) *Client {
	t.Helper()
	c := NewClient(base)
	email := fmt.Sprintf("%s@example.org", name)
	if err := c.SignUp(email, testPassword); err != nil {
		t.Fatalf("sign up %s: %v", name, err)
	}
	if err := c.SignIn(email, testPassword); err != nil {
		t.Fatalf("sign in %s: %v", name, err)
	}
	return c
}

// twoSeatGame creates the game req asks for (its seats left out) with
// alice in the first seat and an open second seat, which bob joins by its
// invitation code.
func twoSeatGame(t testing.TB, alice, bob *Client, req CreateRequest) GameInfo {
	t.Helper()
	req.Seats = []SeatSpec{{Kind: "me"}, {Kind: "open"}}
	info, err := alice.Create(req)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bob.Join(info.Seats[1].Code); err != nil {
		t.Fatal(err)
	}
	return info
}

// testPassword is every test user's password; the log test looks for it.
const testPassword = "correct-horse-Battery-9"

// scriptGame plays a whole game of a built-in scenario between two easy
// computer players locally and returns its commands: a script that the
// server, given the same seed, accepts command by command.
func scriptGame(t testing.TB, scenario string, seed uint64, maxCommands int) []sim.Command {
	t.Helper()
	sc, err := scenarios.Builtin(scenario)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	var players []*ai.Player
	for side := range g.State.Sides {
		players = append(players, ai.New(ai.Easy, side, seed+uint64(side)))
	}
	var cmds []sim.Command
	_, err = ai.Play(g.State, func(c sim.Command) error {
		if _, err := g.Apply(c); err != nil {
			return err
		}
		cmds = append(cmds, c)
		return nil
	}, players, maxCommands)
	if err != nil && len(cmds) < maxCommands {
		t.Fatal(err)
	}
	return cmds
}
