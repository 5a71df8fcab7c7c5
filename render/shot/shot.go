// Package shot runs a scene in a hidden window for its picture and the
// figures of its frames: the screenshot command and the window tests.
package shot

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/widget"
)

// Config tunes a run: how many frames to draw before the
// capture, and how many to time after it (for the frame figures the tests
// report; 0 for none).
type Config struct {
	Frames  int
	Measure int
	// Mark, if set, is called as the timed frames begin ("start") and end
	// ("end"), for profiles of exactly those frames.
	Mark func(string)
	// SingleThread runs Ebitengine's graphics on the game's thread, so that
	// nothing else allocates while the scene draws and the draw path's
	// allocations can be counted exactly.
	SingleThread bool
}

// Stats are the figures of the frames drawn after the capture.
type Stats struct {
	Frames        int
	MeanFrame     time.Duration
	AllocsPerDraw float64
	BytesPerDraw  float64
	FirstFrame    time.Duration
	// SinceStart is the time from the program's start to the first frame.
	SinceStart time.Duration
	// MeanDraw is the CPU time of the scene's own Draw per frame, and
	// DrawAllocs the heap objects allocated while it runs: the draw path,
	// without Ebitengine's window, input and GPU work around it.
	MeanDraw   time.Duration
	DrawAllocs float64
	// DrawFrames is how many timed frames DrawAllocs counts: a frame
	// during which a garbage collection ran is left out, since the
	// collector then adds the objects allocated since the last count
	// anywhere in the frame (Ebitengine's window and GL layers) to the
	// running total at once, as if the draw had allocated them.
	DrawFrames int
	// ProcessCPU is the process's CPU time per frame on all threads, where
	// the caller measures it.
	ProcessCPU time.Duration
}

// Game runs a scene loop in a hidden window, captures one frame and then
// optionally times a run of steady frames: an ebiten.Game.
type Game struct {
	// W and H are the screen's size in pixels.
	W, H int
	// Step advances the scene one tick; Paint draws it.
	Step  func() error
	Paint func(dst *ebiten.Image)
	// Config says how many frames to draw and to time; Out is the PNG
	// the picture goes to.
	Config
	Out string
	// ProgramStart is when the program started, for Stats.SinceStart.
	ProgramStart time.Time

	canvas *ebiten.Image
	drawn  int
	err    error
	done   bool
	start  time.Time
	stats  Stats
	mem0   runtime.MemStats
	t0     time.Time
	// Draw path figures of the timed frames.
	drawTime   time.Duration
	drawAllocs uint64
	drawFrames int
	sample     [2]metrics.Sample
}

// heapObjects returns the heap objects allocated so far and the garbage
// collections completed, read through runtime/metrics, which neither stops
// the world nor allocates.
func (sg *Game) heapObjects() (objects, collections uint64) {
	sg.sample[0].Name = "/gc/heap/allocs:objects"
	sg.sample[1].Name = "/gc/cycles/total:gc-cycles"
	metrics.Read(sg.sample[:])
	return sg.sample[0].Value.Uint64(), sg.sample[1].Value.Uint64()
}

// Run runs sg in a hidden window of its size until its picture is taken
// and its frames timed, and returns the figures.
func Run(sg *Game) (Stats, error) {
	sg.start = time.Now()
	ebiten.SetWindowTitle("Hexstorm screenshot")
	ebiten.SetWindowSize(min(sg.W, 1280), min(sg.H, 1024))
	ebiten.SetWindowVisible(false)
	ebiten.SetVsyncEnabled(sg.Measure == 0)
	ebiten.SetScreenClearedEveryFrame(false) // as in the game: its Draw paints every pixel
	if err := ebiten.RunGameWithOptions(sg, &ebiten.RunGameOptions{SingleThread: sg.SingleThread}); err != nil {
		return Stats{}, err
	}
	return sg.stats, sg.err
}

// Err is the error of the run: the picture could not be written.
func (sg *Game) Err() error { return sg.err }

// Update implements ebiten.Game.
func (sg *Game) Update() error {
	if sg.done {
		return ebiten.Termination
	}
	return sg.Step()
}

// Draw implements ebiten.Game: it draws the scene into a canvas of exactly
// the requested size, and copies it to the window.
func (sg *Game) Draw(screen *ebiten.Image) {
	if sg.done {
		return
	}
	timed := sg.drawn >= sg.Frames && sg.Measure > 0
	// Frames up to the picture are drawn on a canvas whose pixels can be
	// read back; the timed frames after it straight on the screen, as
	// Game.Draw does in the game.
	dst := screen
	if !timed {
		if sg.canvas == nil {
			sg.canvas = ebiten.NewImage(sg.W, sg.H)
		}
		dst = sg.canvas
	}
	dst.Fill(widget.ColBackground)
	var a0, gc0 uint64
	var t0 time.Time
	if timed {
		a0, gc0 = sg.heapObjects()
		t0 = time.Now()
	}
	sg.Paint(dst)
	if timed {
		sg.drawTime += time.Since(t0)
		if a1, gc1 := sg.heapObjects(); gc1 == gc0 {
			sg.drawAllocs += a1 - a0
			sg.drawFrames++
		}
	} else {
		screen.DrawImage(sg.canvas, nil)
	}
	sg.drawn++
	switch {
	case sg.drawn == 1:
		sg.stats.FirstFrame = time.Since(sg.start)
		sg.stats.SinceStart = time.Since(sg.ProgramStart)
	case sg.drawn == sg.Frames:
		sg.err = WritePNG(sg.canvas, sg.Out)
		if sg.err != nil || sg.Measure == 0 {
			sg.done = true
			return
		}
		if sg.Mark != nil {
			sg.Mark("start")
		}
		runtime.ReadMemStats(&sg.mem0)
		sg.t0 = time.Now()
	case sg.drawn == sg.Frames+sg.Measure:
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		n := sg.Measure
		sg.stats.Frames = n
		sg.stats.MeanFrame = time.Since(sg.t0) / time.Duration(n)
		sg.stats.AllocsPerDraw = float64(m.Mallocs-sg.mem0.Mallocs) / float64(n)
		sg.stats.BytesPerDraw = float64(m.TotalAlloc-sg.mem0.TotalAlloc) / float64(n)
		sg.stats.MeanDraw = sg.drawTime / time.Duration(n)
		sg.stats.DrawAllocs = float64(sg.drawAllocs) / float64(max(sg.drawFrames, 1))
		sg.stats.DrawFrames = sg.drawFrames
		if sg.Mark != nil {
			sg.Mark("end")
		}
		sg.done = true
	}
}

// Layout implements ebiten.Game: the screen is the requested size whatever
// the (hidden) window's size.
func (sg *Game) Layout(int, int) (int, int) { return sg.W, sg.H }

// WritePNG reads img's pixels and writes them to path through a temporary
// file in the same directory, renamed into place, so a reader never sees a
// half-written image.
func WritePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	// The screen is opaque, so premultiplied and straight alpha agree.
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".hexstorm-*.png")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = png.Encode(f, rgba)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return errors.Join(fmt.Errorf("write %s", path), err)
	}
	return nil
}
