package play

import (
	"math/rand/v2"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// A player mashing keys and clicking around the built-in scenario for a
// few thousand actions never crashes the window and gets through turns;
// at every point the undo log's checkpoint plus its commands replays to
// exactly the state on screen, so an undo always lands on a real game.
func TestInput_RandomPlayOnBuiltinScenario(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g := newTestShell()
	s, err := New(g.deps(), sc, 11)
	if err != nil {
		t.Fatal(err)
	}
	st := s.state
	d := newDriver(t, s)
	r := rand.New(rand.NewPCG(1, 2))
	keys := []app.Action{app.ActEndPhase, app.ActBattleGo, app.ActBattleGo, app.ActRetreat, app.ActUndo, app.ActBack, app.ActNextUnit, app.ActStrike, app.ActSupply}
	for step := 0; step < 3000 && st.Phase != sim.PhaseGameOver; step++ {
		switch k := r.IntN(10); {
		case k < 4:
			d.click(r.IntN(1280), widget.TopBarHeight+r.IntN(800-widget.TopBarHeight))
		case k < 7:
			d.digit(1 + r.IntN(3))
		default:
			d.press(keys[r.IntN(len(keys))])
		}
		d.untilIdle()
		replay := s.undo.Base.Clone()
		for _, c := range s.undo.Cmds {
			if _, err := replay.Apply(c); err != nil {
				t.Fatalf("step %d: replaying the undo log fails at %s: %v", step, c, err)
			}
		}
		if replay.Hash() != st.Hash() {
			t.Fatalf("step %d: the undo log replays to another state", step)
		}
	}
	if st.Turn < 3 {
		t.Fatalf("random play reached only turn %d (%s phase)", st.Turn, st.Phase)
	}
	t.Logf("random play reached turn %d, %s phase, %d units left", st.Turn, st.Phase, len(st.Units))
}
