package ai

import (
	"testing"

	"hexstorm/sim"
)

// drownedSteps plays Channel Storm, level a for the Allies against Normal's
// Axis, and counts the Allied steps lost aboard ships: troops that went
// down with their transport.
func drownedSteps(t *testing.T, seed uint64, a Level) int {
	t.Helper()
	g := channelGame(t, seed)
	players := []*Player{New(a, 0, seed*7+1), New(Normal, 1, seed*13+2)}
	lost := 0
	apply := func(c sim.Command) error {
		aboard := map[sim.UnitID]int{}
		for _, u := range g.State.Units {
			if u.Side == 0 && u.CarriedBy != 0 {
				aboard[u.ID] = u.CV
			}
		}
		evs, err := g.Apply(c)
		for _, e := range evs {
			if e.Kind == sim.EvUnitEliminated {
				lost += aboard[e.Unit]
			}
		}
		return err
	}
	if _, err := Play(g.State, apply, players, commandCap); err != nil {
		t.Fatalf("seed %d, %v: %v", seed, a, err)
	}
	return lost
}

// TestHardShipsNoTroopsWhereEnemyShipsCanSinkThem (style.safeCrossing, seed
// 001 Transport: cargo is lost with its ship): over Channel Storm games
// against Normal's Axis, whose destroyer waits in Cherbourg, Hard's Allies
// lose no troops at sea, where Normal's, sailing on regardless, lose whole
// blocks with their transports in most of the same games.
func TestHardShipsNoTroopsWhereEnemyShipsCanSinkThem(t *testing.T) {
	normalLost := 0
	for seed := uint64(1); seed <= 6; seed++ {
		if n := drownedSteps(t, seed, Hard); n > 0 {
			t.Errorf("seed %d: Hard's Allies lost %d steps aboard ships", seed, n)
		}
		if drownedSteps(t, seed, Normal) > 0 {
			normalLost++
		}
	}
	if normalLost < 3 {
		t.Fatalf("Normal's Allies lost troops at sea in only %d of 6 games: the test no longer shows the danger", normalLost)
	}
}
