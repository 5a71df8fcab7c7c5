package cloud

import (
	"testing"

	"hexstorm/sim"
)

func TestCloud_CreateJoinSubmitView(t *testing.T) {
	s := startServer(t, Options{})
	alice, bob := newUser(t, s.URL(), "alice"), newUser(t, s.URL(), "bob")
	info, err := alice.Create(CreateRequest{ScenarioID: "tutorial", Seats: []SeatSpec{{Kind: "me"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", info)
	j, err := bob.Join(info.Seats[1].Code)
	if err != nil {
		t.Fatal(err)
	}
	v, raw, err := alice.View(j.Game, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("view %d bytes, step %d actor %d", len(raw), v.Step, v.Actor)
	actor := v.Actor
	c := alice
	if actor == 1 {
		c = bob
	}
	resp, _, err := c.Submit(j.Game, actor, sim.Command{Kind: sim.CmdEndPhase, Side: actor}, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", resp)
}
