package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// D13: entering clear, city and town costs 1, forest and marsh 2, mountain 3.
func TestDesignD13_EnterCostByTerrain(t *testing.T) {
	for terr, want := range map[hexmap.Terrain]int{
		hexmap.Clear: 1, hexmap.City: 1, hexmap.Town: 1,
		hexmap.Forest: 2, hexmap.Marsh: 2, hexmap.Mountain: 3,
	} {
		if got := EnterCost(terr); got != want {
			t.Errorf("EnterCost(%v) = %d, want %d", terr, got, want)
		}
	}
}
