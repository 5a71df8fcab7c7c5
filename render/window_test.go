package render

import (
	"encoding/json"
	"fmt"
	"image/color"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/board"
	"hexstorm/render/hexgeom"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/play"
	"hexstorm/render/shot"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// childEnv tells a re-executed test binary to take a screenshot and exit:
// Ebitengine's game loop must own the main goroutine, which in a test only
// TestMain has.
const childEnv = "HEXSTORM_RENDER_SCREENSHOT"

// Screenshot size and seed shared by the child and the checks.
const (
	shotW, shotH = 1280, 800
	shotSeed     = 1
)

func TestMain(m *testing.M) {
	// No test writes into the player's own folders: saves, settings,
	// scenarios and records go to a folder of the run's own.
	home, err := os.MkdirTemp("", "hexstorm-render-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for k, sub := range map[string]string{"HEXSTORM_SAVE_DIR": "saves", editorDirEnv: "scenarios", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data"} {
		os.Setenv(k, filepath.Join(home, sub))
	}
	code := runTests(m)
	os.RemoveAll(home)
	os.Exit(code)
}

// runTests runs the tests, or the child process a test started.
func runTests(m *testing.M) int {
	if out := os.Getenv(childEnv); out != "" {
		return screenshotChild(out)
	}
	if dir := os.Getenv(replayChildEnv); dir != "" {
		return replayWindowChild(dir) // replaywindow_test.go
	}
	return m.Run()
}

// screenshotChild takes the screenshot through the same path as
// Screenshot, then times a run of frames, and prints the figures as JSON.
func screenshotChild(out string) int {
	sc, err := firstBuiltin()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	stats, err := screenshot(sc, shotSeed, shotW, shotH, out, shot.Config{Frames: 4, Measure: 120})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	json.NewEncoder(os.Stdout).Encode(stats)
	return 0
}

func firstBuiltin() (*scenarios.Scenario, error) {
	list := scenarios.Builtins()
	if len(list) == 0 {
		return nil, fmt.Errorf("no built-in scenarios")
	}
	return scenarios.Builtin(list[0].ID)
}

// A real screenshot of the first built-in map, through the game loop in a
// hidden window, is a picture of the map: many colours, open sea painted
// sea blue, and a city drawn where the layout puts it, not sea.
func TestScreenshotOfBuiltinMap(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	sc, err := firstBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "map.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+out)
	output, err := cmd.Output()
	if err != nil {
		t.Fatalf("screenshot child: %v\n%s", err, scenetest.Stderr(err))
	}
	var stats shot.Stats
	if err := json.Unmarshal(output, &stats); err == nil {
		t.Logf("first frame after %v (%v after the program started); %d steady frames: mean %v, %.1f allocations and %.0f bytes per frame",
			stats.FirstFrame, stats.SinceStart, stats.Frames, stats.MeanFrame, stats.AllocsPerDraw, stats.BytesPerDraw)
	}
	if keep := os.Getenv("HEXSTORM_KEEP_SCREENSHOT"); keep != "" {
		data, _ := os.ReadFile(out)
		os.WriteFile(keep, data, 0o644)
	}
	img := scenetest.ReadPNG(t, out)
	if b := img.Bounds(); b.Dx() != shotW || b.Dy() != shotH {
		t.Fatalf("image is %v, want %dx%d", b, shotW, shotH)
	}

	colours := map[color.RGBA]int{}
	sea := 0
	seaBlue := board.TerrainColor(hexmap.Sea)
	for y := range shotH {
		for x := range shotW {
			c := img.RGBAAt(x, y)
			colours[c]++
			if near(c, seaBlue, 12) {
				sea++
			}
		}
	}
	if len(colours) < 1000 {
		t.Errorf("only %d distinct colours: the map is not drawn", len(colours))
	}
	if frac := float64(sea) / (shotW * shotH); frac < 0.02 {
		t.Errorf("sea blue covers %.2f%% of the image, want at least 2%%", 100*frac)
	}

	// Every city in view, away from the panels, is not sea-coloured at its
	// centre; one with no block on it shows its own ground, not open country.
	st, _, err := sc.NewGame(shotSeed)
	if err != nil {
		t.Fatal(err)
	}
	layout := hexgeom.Layout{Size: board.HexSize}
	ww, wh := layout.MapSize(st.Map.Width(), st.Map.Height())
	cam := play.FitCamera(ww, wh, shotW, shotH)
	checked := 0
	for i := range st.Map.Len() {
		h := st.Map.HexAt(i)
		if st.Map.Terrain(h) != hexmap.City || st.Storm.Covers(h) {
			continue
		}
		x, y := cam.WorldToScreen(layout.Center(h))
		underTicker := x < 600 && y > shotH-170
		underMinimap := x > shotW-280 && y > shotH-230
		if y < widget.TopBarHeight+50 || underTicker || underMinimap {
			continue
		}
		c := img.RGBAAt(int(x), int(y))
		if near(c, seaBlue, 40) {
			t.Errorf("city %s (%s) at pixel (%.0f,%.0f) is sea-coloured %v", h, st.Map.Cell(h).Name, x, y, c)
		}
		if len(st.UnitsAt(h)) == 0 && near(c, board.TerrainColor(hexmap.Clear), 6) {
			t.Errorf("city %s (%s) at pixel (%.0f,%.0f) is drawn as clear ground %v", h, st.Map.Cell(h).Name, x, y, c)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no city in view to check")
	}
	t.Logf("%d distinct colours, %.1f%% sea blue, %d cities checked", len(colours), 100*float64(sea)/(shotW*shotH), checked)
}

func near(a, b color.RGBA, d float64) bool {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr+dg*dg+db*db) <= d
}
