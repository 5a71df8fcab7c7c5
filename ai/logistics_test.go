package ai

import (
	"testing"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// TestAIBuildsRebuildsAndRaids: over seeded games of the built-in
// scenarios, Normal and Hard use their engineers and marines (airfields,
// Mulberries, bridges and canals rebuilt: seed 004) and aim battles at
// logistics targets (DESIGN D20), every command through the rules.
func TestAIBuildsRebuildsAndRaids(t *testing.T) {
	built := map[sim.CommandKind]int{}
	for _, id := range []string{"channel", "continental"} {
		sc, err := scenarios.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			s, _, err := sc.NewGame(seed)
			if err != nil {
				t.Fatal(err)
			}
			ps := []*Player{New(Normal, 0, seed), New(Hard, 1, seed+9)}
			for n := 0; s.Phase != sim.PhaseGameOver && n < commandCap; n++ {
				c, err := ps[s.Actor()].Next(s)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Apply(c); err != nil {
					t.Fatalf("%s seed %d: %v: %v", id, seed, c, err)
				}
				built[c.Kind]++
			}
		}
	}
	t.Logf("constructions and targets: %v", map[sim.CommandKind]int{
		sim.CmdBuildAirfield: built[sim.CmdBuildAirfield], sim.CmdUpgradeAirfield: built[sim.CmdUpgradeAirfield],
		sim.CmdBuildMulberry: built[sim.CmdBuildMulberry], sim.CmdRebuildBridge: built[sim.CmdRebuildBridge],
		sim.CmdRebuildCanal: built[sim.CmdRebuildCanal], sim.CmdTargetLogistics: built[sim.CmdTargetLogistics],
		sim.CmdAirStrike: built[sim.CmdAirStrike]})
	if built[sim.CmdBuildAirfield]+built[sim.CmdUpgradeAirfield]+built[sim.CmdBuildMulberry]+built[sim.CmdRebuildBridge]+built[sim.CmdRebuildCanal] == 0 {
		t.Error("no engineer or marine construction in any game")
	}
	if built[sim.CmdTargetLogistics] == 0 {
		t.Error("no battle aimed at a logistics target in any game")
	}
}
