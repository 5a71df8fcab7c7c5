package ai

import (
	"reflect"
	"testing"

	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// TestGatheringStormPlayedToTheEnd: the computer players play the built-in
// strategic campaign from Spring 1936 to its last turn, building from their
// Reserves (seed 000 18) and meeting Russia's duty to build (18.51), and
// leave the scenario's fixed Schedule and Deck as they were.
func TestGatheringStormPlayedToTheEnd(t *testing.T) {
	sc, err := scenarios.Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]Level{{Normal, Hard}, {Random, Easy}} {
		g, _, err := replay.New(sc, 5)
		if err != nil {
			t.Fatal(err)
		}
		players := []*Player{New(pair[0], 0, 11), New(pair[1], 1, 12)}
		reserveBuilds := 0
		apply := func(c sim.Command) error {
			evs, err := g.Apply(c)
			for _, e := range evs {
				if e.Kind == sim.EvUnitBuilt && e.Value == sim.BuildCost && c.Kind == sim.CmdEndPhase {
					reserveBuilds++
				}
			}
			return err
		}
		if _, err := Play(g.State, apply, players, 60000); err != nil {
			t.Fatalf("%v vs %v: %v", pair[0], pair[1], err)
		}
		if g.State.Phase != sim.PhaseGameOver || g.State.Turn != sc.Setup.Victory.Turns {
			t.Errorf("%v vs %v: game stopped in turn %d, phase %s", pair[0], pair[1], g.State.Turn, g.State.Phase)
		}
		// Copies of the state share the scenario's Schedule and Deck (sim's
		// Campaign.clone): a whole game, the search's thousands of copies
		// and a random player's refused commands included, leaves them as
		// the scenario set them up.
		if !reflect.DeepEqual(g.State.Campaign.Schedule, sc.Setup.Campaign.Schedule) || !reflect.DeepEqual(g.State.Campaign.Deck, sc.Setup.Campaign.Deck) {
			t.Errorf("%v vs %v: the game changed the scenario's Schedule or Deck", pair[0], pair[1])
		}
		if pair[0] != Random && reserveBuilds == 0 {
			t.Errorf("%v vs %v: no unit was built from a Reserve", pair[0], pair[1])
		}
		// The record of a campaign game re-simulates to the same hashes
		// (DESIGN section 3), secret builds and random events included.
		data, err := g.Encode()
		if err != nil {
			t.Fatal(err)
		}
		rec, err := replay.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		end, err := replay.Verify(rec)
		if err != nil {
			t.Fatalf("%v vs %v: record does not verify: %v", pair[0], pair[1], err)
		}
		if end.Hash() != g.State.Hash() {
			t.Errorf("verified end %s, played end %s", end.Hash(), g.State.Hash())
		}
		t.Logf("%v vs %v: %s, %d Reserve builds revealed", pair[0], pair[1], g.State.Result, reserveBuilds)
	}
}
