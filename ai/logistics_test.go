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

// TestDesignD35_ComputerReinforcesWornBlocks: in its Production Phase the
// computer adds a step to its worn blocks, most worn first, before it builds
// new ones, every command through the rules.
func TestDesignD35_ComputerReinforcesWornBlocks(t *testing.T) {
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []Level{Easy, Normal} {
		s, _, err := sc.NewGame(1)
		if err != nil {
			t.Fatal(err)
		}
		p := New(level, 0, 1)
		// Bring the game to the first side's Production Phase by ending
		// phases, then wear its infantry down.
		for n := 0; n < 200 && !(s.Phase == sim.PhaseProduction && s.Actor() == 0); n++ {
			if _, err := s.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: s.Actor()}); err != nil {
				t.Fatal(err)
			}
		}
		if s.Phase != sim.PhaseProduction {
			t.Fatalf("no Production Phase reached")
		}
		var worn []sim.UnitID
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == 0 && u.Type == "infantry" && !u.OutOfSupply && !s.Storm.Covers(u.Hex) {
				u.CV = 1
				worn = append(worn, u.ID)
			}
		}
		if len(worn) == 0 {
			t.Fatal("no infantry in supply to wear down")
		}
		s.Pools = []sim.Pool{{Side: 0, Kind: sim.PoolGeneric, PP: 30}}
		reinforced := map[sim.UnitID]int{}
		for n := 0; n < 100 && s.Phase == sim.PhaseProduction && s.Actor() == 0; n++ {
			c, err := p.Next(s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(c); err != nil {
				t.Fatalf("%v: %v", c, err)
			}
			if c.Kind == sim.CmdReinforce {
				reinforced[c.Unit]++
			}
		}
		for _, id := range worn {
			if reinforced[id] != 1 {
				t.Errorf("%v: worn infantry %d gained %d steps, want 1", level, id, reinforced[id])
			}
		}
	}
}
