package play

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"hexstorm/hexmap"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/shot"
	"hexstorm/sim"
)

// perfEnv tells a re-executed test binary to time the map scene on the
// generated 128x128 map (see perfChild) and print the figures as JSON.
const perfEnv = "HEXSTORM_RENDER_PERF"

// The timed window's size, as the shell's map screenshot's.
const shotW, shotH = 1280, 800

// Performance bar of DESIGN section 4: a 128x128 map with 1,000 units.
const (
	perfMapSize = 128
	perfUnits   = 1000
	perfFrames  = 300
)

// perfState generates a 128x128 game: varied terrain from a fixed hash,
// a city every few hexes with roads, rivers and factories, and 1,000 units
// of two sides spread over the land, at most 4 to a hex. The storm is on.
func perfState() (*sim.State, error) {
	n := perfMapSize
	m := hexmap.New(n, n)
	// A splitmix64 finaliser: well spread, and the same on every run.
	hash := func(c, r, salt int) int {
		z := uint64(c)*0x9e3779b97f4a7c15 + uint64(r)*0xbf58476d1ce4e5b9 + uint64(salt)*0x94d049bb133111eb
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return int((z ^ (z >> 31)) >> 1)
	}
	var factories []sim.Factory
	for r := range n {
		for c := range n {
			h := hexmap.Offset{Col: c, Row: r}.Hex()
			v := hash(c, r, 1) % 100
			switch {
			case c < 3 || r < 3 || (c > 60 && c < 66 && r > 20):
				m.SetTerrain(h, hexmap.Sea)
			case c%9 == 4 && r%7 == 3:
				m.SetSettlement(h, hexmap.City, 1+v%3, fmt.Sprintf("City %d-%d", c, r))
				factories = append(factories, sim.Factory{Hex: h, Kind: sim.FactoryKind(v % 3), PP: 1, Side: c / 64})
			case v < 12:
				m.SetTerrain(h, hexmap.Forest)
			case v < 16:
				m.SetTerrain(h, hexmap.Mountain)
			case v < 19:
				m.SetTerrain(h, hexmap.Marsh)
			default:
				m.SetTerrain(h, hexmap.Clear)
			}
			if r%7 == 3 && m.Terrain(h).IsLand() {
				m.SetRoad(h, hexmap.Direction(2), true)
			}
			if c%13 == 6 && m.Terrain(h).IsLand() {
				m.SetRiver(h, hexmap.Direction(3), true)
			}
		}
	}
	types := []string{"infantry", "armor", "artillery", "fighter", "engineers", "light_armor"}
	var units []sim.UnitSetup
	control := make([]int8, m.Len())
	for i := 0; len(units) < perfUnits && i < m.Len()*4; i++ {
		idx := hash(i, 7, 3) % m.Len()
		h := m.HexAt(idx)
		if !m.Terrain(h).IsLand() {
			continue
		}
		side := 0
		if h.Offset().Col >= n/2 {
			side = 1
		}
		here := 0
		for _, u := range units {
			if u.Hex == h {
				here++
			}
		}
		if here >= 4 {
			continue
		}
		typ := types[hash(i, 1, 9)%len(types)]
		if typ == "fighter" && m.Terrain(h) != hexmap.City {
			typ = "infantry"
		}
		units = append(units, sim.UnitSetup{Type: typ, Side: side, Hex: h})
		control[idx] = int8(side)
	}
	storm := hexmap.Offset{Col: 40, Row: 40}.Hex()
	return func() (*sim.State, error) {
		st, _, err := sim.NewGame(sim.Setup{
			Map: m, Sides: []sim.Side{{Name: "Blue"}, {Name: "Grey"}}, Units: units,
			Options: sim.Options{Logistics: true}, Control: control, Storm: &storm,
			Factories: factories, Victory: sim.Victory{Turns: 10},
		}, 1)
		return st, err
	}()
}

// perfChild draws the generated map at a zoom that shows a good part of
// it with every unit layer on (a unit selected with its range, the storm,
// the minimap, the panels), times perfFrames frames with vsync off, and
// prints shot.Stats as JSON. With a second path it writes the allocation
// profile of the timed frames there.
func perfChild(out, profile string) int {
	st, err := perfState()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	g := newTestShell()
	g.width, g.height = shotW, shotH
	scene := NewFor(g.deps(), st)
	scene.fitted = true
	scene.width, scene.height = shotW, shotH
	scene.fit()
	scene.Cam.ZoomAt(shotW/2, shotH/2, 3) // units drawn as blocks, not dots
	for i := range st.Units {
		if u := &st.Units[i]; scene.ord.canMove(u) {
			scene.selectUnit(u.ID)
			scene.centerOn(u.Hex)
			break
		}
	}
	cfg := shot.Config{Frames: 30, Measure: perfFrames, SingleThread: true}
	var cpu0, cpu time.Duration
	cfg.Mark = func(at string) {
		if at == "start" {
			cpu0 = processCPU()
		} else {
			cpu = processCPU() - cpu0
		}
	}
	if profile != "" {
		runtime.MemProfileRate = 1
		mark := cfg.Mark
		cfg.Mark = func(at string) {
			mark(at)
			runtime.GC() // the profile shows allocations up to the last GC
			if f, err := os.Create(profile + "." + at); err == nil {
				pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		}
	}
	stats, err := runShot(g, scene, out, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	stats.ProcessCPU = cpu / time.Duration(max(stats.Frames, 1))
	json.NewEncoder(os.Stdout).Encode(stats)
	return 0
}

// runPerfChild runs perfChild in a child process and returns its figures.
// With oneProc the child runs on one processor (GOMAXPROCS 1), so that no
// other goroutine of the process (Ebitengine's, the runtime's) can
// allocate while the scene draws and be counted as the draw path's: in a
// CI run with every package's tests at once, the count rose to five
// objects a frame that the draw path did not make.
func runPerfChild(tb testing.TB, oneProc bool) shot.Stats {
	tb.Helper()
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		tb.Skip("no display: run under `xvfb-run -a`")
	}
	out := filepath.Join(tb.TempDir(), "perf.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), perfEnv+"="+out)
	if oneProc {
		cmd.Env = append(cmd.Env, "GOMAXPROCS=1")
	}
	output, err := cmd.Output()
	if err != nil {
		tb.Fatalf("perf child: %v\n%s", err, scenetest.Stderr(err))
	}
	var stats shot.Stats
	if err := json.Unmarshal(output, &stats); err != nil {
		tb.Fatalf("perf child printed %q: %v", output, err)
	}
	if keep := os.Getenv("HEXSTORM_KEEP_SCREENSHOT"); keep != "" {
		data, _ := os.ReadFile(out)
		os.WriteFile(keep, data, 0o644)
	}
	return stats
}

// BenchmarkMapDraw128 times the map scene's frames on the generated 128x128
// map with 1,000 units in a real (hidden) window, reporting time and
// allocations per frame and the frame rate they allow. Each benchmark
// iteration is one run of perfFrames frames in a child process.
func BenchmarkMapDraw128(b *testing.B) {
	var ns, allocs, bytes, draw, drawAllocs float64
	for range b.N {
		s := runPerfChild(b, false)
		ns += float64(s.MeanFrame.Nanoseconds())
		allocs += s.AllocsPerDraw
		bytes += s.BytesPerDraw
		draw += float64(s.MeanDraw.Nanoseconds())
		drawAllocs += s.DrawAllocs
	}
	n := float64(b.N)
	b.ReportMetric(ns/n, "ns/frame")
	b.ReportMetric(1e9/(ns/n), "frames/s")
	b.ReportMetric(allocs/n, "allocs/frame")
	b.ReportMetric(bytes/n, "B/frame")
	b.ReportMetric(draw/n, "draw-ns/frame")
	b.ReportMetric(drawAllocs/n, "draw-allocs/frame")
}

// The map scene's draw path allocates nothing per frame in steady state on
// the 128x128 map with 1,000 units (DESIGN section 4): every image, text
// and sprite is cached, and the frame only issues draw calls. The figures
// are logged; only the allocation count, which does not depend on the
// machine's speed, is checked.
func TestMapDraw128_NoAllocationsInDrawPath(t *testing.T) {
	s := runPerfChild(t, true)
	t.Logf("128x128 map, %d units, %d frames under this display: %.1f ms a frame (%.1f frames/s); process CPU %.1f ms a frame (all threads, software GL included), of which the scene's Draw %.2f ms; %.3f objects allocated a frame in Draw (over the %d frames no garbage collection ran in), %.1f in the whole process (Ebitengine's window and GL layers)",
		perfUnits, s.Frames, float64(s.MeanFrame)/1e6, 1e9/float64(s.MeanFrame), float64(s.ProcessCPU)/1e6, float64(s.MeanDraw)/1e6, s.DrawAllocs, s.DrawFrames, s.AllocsPerDraw)
	if s.DrawFrames < s.Frames/2 {
		t.Fatalf("a garbage collection ran during %d of %d frames' draws: too few left to count the draw path's allocations", s.Frames-s.DrawFrames, s.Frames)
	}
	if s.DrawAllocs >= 0.5 {
		t.Fatalf("the draw path allocates %.2f objects a frame in steady state", s.DrawAllocs)
	}
}
