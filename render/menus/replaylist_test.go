package menus

import (
	"testing"

	"hexstorm/sim"
)

// The list's computer game is a whole game between two computer players,
// verified and ready to watch.
func TestReplayList_ComputerGameIsWholeAndVerified(t *testing.T) {
	r := playComputerGame("channel", 11)
	if r.err != nil {
		t.Fatal(r.err)
	}
	final, err := r.tl.State(r.tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	if final.Phase != sim.PhaseGameOver || final.Hash() != r.tl.Record.HashAt(r.tl.Len()) {
		t.Fatalf("computer game ends in the %s phase of turn %d", final.Phase, final.Turn)
	}
}
