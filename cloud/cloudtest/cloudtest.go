// Package cloudtest starts a play-by-cloud server on loopback for the
// tests of the packages that play on it (the window's play scene and its
// scripted windows).
package cloudtest

import (
	"testing"

	"hexstorm/cloud"
	"hexstorm/cloud/online"
)

// Password is both test accounts' password.
const Password = "correct-horse-Battery-9"

// StartGame starts a server on loopback, stopped when the test ends,
// signs up Alice and Bob (alice@example.org, bob@example.org), and has
// Alice make a game of Channel Storm with the first seat hers and the
// second open to an invitation code.
func StartGame(t testing.TB) (*cloud.Server, []*online.Client, online.GameInfo) {
	t.Helper()
	srv, err := cloud.New(cloud.Options{Dir: t.TempDir(), Rate: 100000, Burst: 100000})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	var clients []*online.Client
	for _, name := range []string{"alice", "bob"} {
		c := online.NewClient(srv.URL())
		if err := c.SignUp(name+"@example.org", Password); err != nil {
			t.Fatal(err)
		}
		if err := c.SignIn(name+"@example.org", Password); err != nil {
			t.Fatal(err)
		}
		clients = append(clients, c)
	}
	info, err := clients[0].Create(online.CreateRequest{ScenarioID: "channel", Seats: []online.SeatSpec{{Kind: "me"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	return srv, clients, info
}
