package play

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hexstorm/render/internal/scenetest"
	"hexstorm/render/shot"
	"hexstorm/sim"
)

// battleShotEnv tells a re-executed test binary to draw a battle between
// blocks of several steps into the PNG it names, and exit. The check runs
// before TestMain, so it needs no hook there.
const battleShotEnv = "HEXSTORM_RENDER_BATTLE_SHOT"

// battleOddsShotEnv draws the same battle after its first round, when the
// attacker chooses to fight on or retreat with the odds before round 2.
const battleOddsShotEnv = "HEXSTORM_RENDER_BATTLE_ODDS_SHOT"

// productionShotEnv does the same for the production panel with a
// one-step Engineer selected.
const productionShotEnv = "HEXSTORM_RENDER_PRODUCTION_SHOT"

func init() {
	if out := os.Getenv(battleShotEnv); out != "" {
		os.Exit(battleShotChild(out, false))
	}
	if out := os.Getenv(battleOddsShotEnv); out != "" {
		os.Exit(battleShotChild(out, true))
	}
	if out := os.Getenv(productionShotEnv); out != "" {
		os.Exit(productionShotChild(out))
	}
}

// productionShotChild opens the Production Phase of a small game in which
// side 0 has a one-step Engineer (selected) and worn infantry, and
// captures the window: the construction warning and the reinforce buttons.
func productionShotChild(out string) int {
	setup := sim.Setup{
		Map:   testMap("........", ".C....C.", "........", "........"),
		Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: []sim.UnitSetup{
			{Type: "engineers", Side: 0, Hex: at(2, 2), CV: 1},
			{Type: "infantry", Side: 0, Hex: at(1, 1), CV: 2},
			{Type: "armor", Side: 0, Hex: at(1, 1), CV: 1},
			{Type: "infantry", Side: 1, Hex: at(6, 1), CV: 3},
		},
		Pools:   []sim.Pool{{Side: 0, Kind: sim.PoolGeneric, PP: 20}},
		Victory: sim.Victory{Turns: 5},
	}
	setup.Control = make([]int8, setup.Map.Len())
	for i := range setup.Control {
		setup.Control[i] = -1
	}
	setup.Control[setup.Map.Index(at(1, 1))] = 0
	setup.Control[setup.Map.Index(at(6, 1))] = 1
	st, _, err := sim.NewGame(setup, 1)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	for n := 0; n < 40 && !(st.Phase == sim.PhaseProduction && st.Actor() == 0); n++ {
		if _, err := st.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	g := newTestShell()
	g.width, g.height = 1100, 600
	s := NewFor(g.deps(), st)
	s.width, s.height = g.width, g.height
	s.selectUnit(1)
	s.refreshPanel()
	if _, err := runShot(g, s, out, shot.Config{Frames: 3}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// battleShotChild fights the first round of battleShot through the map
// scene, shows its events up to the round's end (the ground step's dice
// and the steps lost on the blocks) and captures the window; between, it
// shows them all and captures the choice before round 2 with its odds.
func battleShotChild(out string, between bool) int {
	g := newTestShell()
	g.width, g.height = 1100, 720
	s, err := BattleShot(g.deps(), g.width, g.height)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	v := s.battle
	if between {
		v.skip(s.state, s.Board.TypeName)
		s.battleShown()
		if s.battleOdds() == "" {
			fmt.Fprintln(os.Stderr, "no odds before round 2")
			return 1
		}
	} else {
		for len(v.queue) > 0 && v.queue[0].Kind != sim.EvRoundEnded {
			v.play(s.state, s.Board.TypeName)
		}
		v.wait = 1 << 20 // hold the frame on the ground step's dice
	}
	if _, err := runShot(g, s, out, shot.Config{Frames: 3}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestScreenshot_BattleOfStepBlocks draws a battle between blocks of
// several steps (DESIGN D33): every block's dice of the ground step beside
// its row, and its pips. HEXSTORM_BATTLE_SHOT_KEEP names a file to keep the
// picture in (docs/battle-steps.png was made so).
func TestScreenshot_BattleOfStepBlocks(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	img := scenetest.ReadPNG(t, shotInChild(t, "battle", battleShotEnv, "HEXSTORM_BATTLE_SHOT_KEEP"))
	if b := img.Bounds(); b.Dx() != 1100 || b.Dy() != 720 {
		t.Fatalf("screenshot is %v, want 1100x720", b)
	}
}

// TestScreenshot_BattleOddsBeforeTheNextRound draws the same battle after
// its first round: the attacker's choice with the exact odds of fighting
// on, as the attacker knows the blocks (HEXSTORM_BATTLE_ODDS_SHOT_KEEP
// names a file to keep the picture in; docs/battle-odds.png was made so).
func TestScreenshot_BattleOddsBeforeTheNextRound(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	scenetest.ReadPNG(t, shotInChild(t, "battleodds", battleOddsShotEnv, "HEXSTORM_BATTLE_ODDS_SHOT_KEEP"))
}

// TestScreenshot_ProductionWarnsBeforeUsingUpABuilder draws the production
// panel with a one-step Engineer selected (HEXSTORM_PRODUCTION_SHOT_KEEP
// names a file to keep the picture in).
func TestScreenshot_ProductionWarnsBeforeUsingUpABuilder(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	scenetest.ReadPNG(t, shotInChild(t, "production", productionShotEnv, "HEXSTORM_PRODUCTION_SHOT_KEEP"))
}

// shotInChild re-runs the test binary with childEnv naming the PNG it is to
// draw, and returns the PNG's path: a temporary file, or the one keepEnv
// names.
func shotInChild(t *testing.T, name, childEnv, keepEnv string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), name+".png")
	if keep := os.Getenv(keepEnv); keep != "" {
		out = keep
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+out)
	if _, err := cmd.Output(); err != nil {
		t.Fatalf("%s screenshot child: %v\n%s", name, err, scenetest.Stderr(err))
	}
	return out
}
