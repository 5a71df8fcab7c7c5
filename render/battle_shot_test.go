package render

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hexstorm/odds"
	"hexstorm/sim"
)

// battleShotEnv tells a re-executed test binary to draw a battle between
// blocks of several steps into the PNG it names, and exit. The check runs
// before TestMain, so it needs no hook there.
const battleShotEnv = "HEXSTORM_RENDER_BATTLE_SHOT"

func init() {
	if out := os.Getenv(battleShotEnv); out != "" {
		os.Exit(battleShotChild(out))
	}
}

// battleShot is the battle drawn: infantry with artillery and armour
// against dug-in infantry and an anti-tank gun, blocks of 2 to 4 steps.
var battleShot = odds.Sandbox{
	Attacker: []string{"infantry", "infantry", "artillery", "armor"},
	Defender: []string{"infantry", "infantry", "anti_tank_gun"},
	CV:       []int{4, 3, 2, 3, 4, 2, 3},
	Terrain:  0,
}

// battleShotChild fights the first round of battleShot through the map
// scene, shows its events up to the round's end (the ground step's dice
// and the steps lost on the blocks) and captures the window.
func battleShotChild(out string) int {
	st, err := battleShot.State()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	st.Sides[0].Name, st.Sides[1].Name = "Allies", "Axis"
	g := newGame(Options{Seed: 1})
	g.width, g.height = 1100, 720
	s := newMapSceneFor(g, st)
	s.width, s.height = g.width, g.height
	s.openBattle(odds.SandboxHex)
	s.battleCommand(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: odds.SandboxHex})
	v := s.battle
	if v == nil {
		fmt.Fprintln(os.Stderr, "no battle view")
		return 1
	}
	for len(v.queue) > 0 && v.queue[0].Kind != sim.EvRoundEnded {
		v.play(s.state, s.board.TypeName)
	}
	v.wait = 1 << 20 // hold the frame on the ground step's dice
	if _, err := runShot(g, s, out, shotConfig{frames: 3}); err != nil {
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
	out := filepath.Join(t.TempDir(), "battle.png")
	if keep := os.Getenv("HEXSTORM_BATTLE_SHOT_KEEP"); keep != "" {
		out = keep
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), battleShotEnv+"="+out)
	if _, err := cmd.Output(); err != nil {
		t.Fatalf("battle screenshot child: %v\n%s", err, stderrOf(err))
	}
	img := readPNG(t, out)
	if b := img.Bounds(); b.Dx() != 1100 || b.Dy() != 720 {
		t.Fatalf("screenshot is %v, want 1100x720", b)
	}
}
