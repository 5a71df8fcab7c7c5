package render

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/board"
	"hexstorm/render/hexgeom"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/play"
	"hexstorm/render/widget"
	"hexstorm/session"
)

// chroma is how coloured a pixel is: the spread of its channels.
func chroma(c color.RGBA) int {
	return int(max(c.R, c.G, c.B)) - int(min(c.R, c.G, c.B))
}

// meanAround averages the pixels within r of (x, y).
func meanAround(img *image.RGBA, x, y, r int) color.RGBA {
	var sr, sg, sb, n int
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			c := img.RGBAAt(x+dx, y+dy)
			sr, sg, sb, n = sr+int(c.R), sg+int(c.G), sb+int(c.B), n+1
		}
	}
	return color.RGBA{uint8(sr / n), uint8(sg / n), uint8(sb / n), 255}
}

// anyNear reports whether a pixel within r of (x, y) is within d of want.
func anyNear(img *image.RGBA, x, y, r int, want color.RGBA, d float64) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if near(img.RGBAAt(x+dx, y+dy), want, d) {
				return true
			}
		}
	}
	return false
}

// A screenshot of the built-in scenario shows the Storm over exactly its
// 7-hex area (seed 004 Storms: the hexes there are greyed, a hex of the same
// terrain further off is not), each visible factory's badge in its type's
// colour at the top of its city, and each visible unit as a block of its
// side's colour on its hex.
func TestScreenshot_StormFactoryAndUnitWhereTheyBelong(t *testing.T) {
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
	if _, err := cmd.Output(); err != nil {
		t.Fatalf("screenshot child: %v\n%s", err, scenetest.Stderr(err))
	}
	img := scenetest.ReadPNG(t, out)
	st, _, err := sc.NewGame(shotSeed)
	if err != nil {
		t.Fatal(err)
	}
	layout := hexgeom.Layout{Size: board.HexSize}
	ww, wh := layout.MapSize(st.Map.Width(), st.Map.Height())
	cam := play.FitCamera(ww, wh, shotW, shotH)
	size := board.HexSize * cam.Zoom
	// Panels cover the top bar, the top-left, the ticker and the minimap.
	clear := func(x, y float64) bool {
		return y > widget.TopBarHeight+6 && !(x < 280 && y < widget.TopBarHeight+150) && !(x < 600 && y > shotH-170) && !(x > shotW-280 && y > shotH-230) && x > 10 && x < shotW-10
	}
	centre := func(h hexmap.Hex) (float64, float64) { return cam.WorldToScreen(layout.Center(h)) }

	// The storm: every hex of its area, sampled between its centre and a
	// corner (clear of a block on the centre), has lost its colour.
	if !st.Storm.On {
		t.Fatal("the built-in scenario has no storm")
	}
	stormChecked := 0
	for _, h := range st.Storm.Area() {
		if !st.Map.Contains(h) || len(st.UnitsAt(h)) > 0 {
			continue // a block would cover the sample
		}
		x, y := centre(h)
		x -= 0.55 * size
		if !clear(x, y) {
			continue
		}
		base := board.TerrainColor(st.Map.Terrain(h))
		got := meanAround(img, int(x), int(y), 2)
		if chroma(got) > chroma(base)/2 {
			t.Errorf("storm hex %s (%s) at (%.0f,%.0f) is %v, not greyed from %v", h, st.Map.Terrain(h), x, y, got, base)
		}
		stormChecked++
	}
	// A hex of open ground three hexes from the storm keeps its colour.
	for _, h := range hexmap.Ring(st.Storm.Hex, 3) {
		if !st.Map.Contains(h) || st.Map.Terrain(h) != hexmap.Clear || len(st.UnitsAt(h)) > 0 {
			continue
		}
		x, y := centre(h)
		x -= 0.55 * size
		if !clear(x, y) {
			continue
		}
		if got := meanAround(img, int(x), int(y), 2); chroma(got) < chroma(board.TerrainColor(hexmap.Clear))/2 {
			t.Errorf("hex %s outside the storm is greyed: %v", h, got)
		}
		break
	}
	if stormChecked < 3 {
		t.Fatalf("only %d storm hexes in view", stormChecked)
	}

	// Factories: a city with one factory shows its badge, in the type's
	// colour, 0.7 of a hex above the centre (its PP printed in the middle).
	factories := 0
	for i, f := range st.Factories {
		if (i > 0 && st.Factories[i-1].Hex == f.Hex) || (i+1 < len(st.Factories) && st.Factories[i+1].Hex == f.Hex) {
			continue // several badges share the row; one is enough to place
		}
		x, y := centre(f.Hex)
		y -= 0.7 * size
		if !clear(x, y) {
			continue
		}
		if !anyNear(img, int(x-0.09*size), int(y+0.03*size), 2, board.FactoryColor(f.Kind), 40) {
			t.Errorf("no %s factory badge at (%.0f,%.0f) above %s", f.Kind, x, y, f.Hex)
		}
		factories++
	}
	if factories == 0 {
		t.Fatal("no single-factory city in view")
	}

	// Units: a block of the owner's colour on each visible hex outside the
	// storm (face up or down, the block is the side's colour).
	bs := board.BlockSize(cam.Zoom)
	units := 0
	seen := map[hexmap.Hex]bool{}
	for _, u := range st.Units {
		if seen[u.Hex] || st.Storm.Covers(u.Hex) || u.CarriedBy != 0 {
			continue
		}
		seen[u.Hex] = true
		x, y := centre(u.Hex)
		if !clear(x, y) {
			continue
		}
		ids := st.UnitsAt(u.Hex)
		front := st.Unit(ids[0])
		if !anyNear(img, int(x-0.36*bs), int(y), 3, board.PaletteStandard.SideColor(front.Side), 45) {
			t.Errorf("no %s block at (%.0f,%.0f) on %s", session.SideName(st, front.Side), x, y, u.Hex)
		}
		units++
	}
	if units < 5 {
		t.Fatalf("only %d unit hexes in view", units)
	}
	t.Logf("checked %d storm hexes, %d factories, %d unit hexes", stormChecked, factories, units)
}
