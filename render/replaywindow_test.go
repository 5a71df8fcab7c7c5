package render

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/replayview"
	"hexstorm/render/shot"
	"hexstorm/render/widget"
)

// replayChildEnv tells a re-executed test binary to run the scripted replay
// window and write its screenshots and observations into the named folder.
const replayChildEnv = "HEXSTORM_RENDER_REPLAY"

// replayTestRecord is a known-good record of the replay package's test data.
var replayTestRecord = filepath.Join("..", "replay", "testdata", "channel-normal-normal-1.json.gz")

// replayObservation is what the scripted child saw at one point of its
// script, for the parent test to check.
type replayObservation struct {
	Name string
	// Frame is the mean time of the frames since the previous observation.
	Frame   time.Duration
	Frames  int
	Step    int
	Len     int
	View    int
	Turn    int
	Playing bool
	Shot    string
}

// scriptedReplay runs the replay scene in the real game loop, feeding it
// input from a script instead of the keyboard and mouse.
type scriptedReplay struct {
	g      *Game
	s      *replayview.Viewer
	dir    string
	tick   int
	script map[int]func(sr *scriptedReplay)
	last   int
	shot   string
	canvas *ebiten.Image
	obs    []replayObservation
	err    error
	since  time.Time
	frames int
	// drawn is set by Draw: the script advances one tick per frame, so
	// every screenshot asked for is taken before the next step.
	drawn bool
}

// replayWindowChild opens the test record in the viewer and plays the
// script: jump to the end, seek by clicking the timeline, switch the view
// to one side's fog, step back a turn, play fast.
func replayWindowChild(dir string) int {
	g := newGame(Options{})
	g.width, g.height = shotW, shotH
	s, err := openReplayNow(g, replayTestRecord)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	// The list of records first, then the viewer.
	g.paths.Records = filepath.Dir(replayTestRecord)
	g.scenes.GoTo(newReplayListScene(g, newTitleScene(g)))
	sr := &scriptedReplay{g: g, s: s, dir: dir}
	press := func(a app.ReplayAction) func(*scriptedReplay) {
		return func(sr *scriptedReplay) { sr.g.in.Replay.Act[a] = true }
	}
	sr.script = map[int]func(*scriptedReplay){
		0:  func(sr *scriptedReplay) { sr.shot = filepath.Join(sr.dir, "list.png") },
		1:  func(sr *scriptedReplay) { sr.g.scenes.Current = sr.s },
		3:  func(sr *scriptedReplay) { sr.observe("opened", "opened.png") },
		4:  press(app.RpEnd),
		6:  func(sr *scriptedReplay) { sr.observe("end", "") },
		7:  sr.mouseDown(0.5),
		8:  sr.mouseUp(0.5),
		10: func(sr *scriptedReplay) { sr.observe("clicked half way", "half.png") },
		11: press(app.RpView),
		13: func(sr *scriptedReplay) { sr.observe("fog of side 0", "fog.png") },
		14: press(app.RpView),
		16: func(sr *scriptedReplay) { sr.observe("fog of side 1", "") },
		17: press(app.RpView),
		19: func(sr *scriptedReplay) { sr.observe("all again", "all.png") },
		20: press(app.RpPrevTurn), // to the start of this turn
		21: press(app.RpPrevTurn), // and to the one before
		22: func(sr *scriptedReplay) { sr.observe("previous turn", "") },
		23: press(app.RpStart),
		24: func(sr *scriptedReplay) { sr.s.SetSpeed(7) }, // 16 events a tick
		25: press(app.RpPlay),
		27: func(sr *scriptedReplay) { sr.observe("playing fast", "") },
		40: func(sr *scriptedReplay) { sr.observe("played on", "played.png") },
		41: func(sr *scriptedReplay) { sr.toBattleDice() },
		42: func(sr *scriptedReplay) { sr.observe("battle dice", "dice.png") },
		43: press(app.RpHelp),
		44: func(sr *scriptedReplay) { sr.observe("help", "help.png") },
	}
	sr.last = 46
	ebiten.SetWindowSize(min(shotW, 1280), min(shotH, 1024))
	ebiten.SetWindowVisible(false)
	if err := ebiten.RunGame(sr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if sr.err != nil {
		fmt.Fprintln(os.Stderr, sr.err)
		return 1
	}
	json.NewEncoder(os.Stdout).Encode(sr.obs)
	return 0
}

// toBattleDice pauses at slow speed and steps event by event to the first
// battle with four dice rolled in one fire step.
func (sr *scriptedReplay) toBattleDice() { sr.s.SeekBattleDice(4) }

// mouseDown presses the left button on the timeline at fraction f of it.
func (sr *scriptedReplay) mouseDown(f float64) func(*scriptedReplay) {
	return func(sr *scriptedReplay) {
		sl := sr.s.Slider()
		in := &sr.g.in
		in.MouseX, in.MouseY = sl.Min.X+int(f*float64(sl.Dx())), (sl.Min.Y+sl.Max.Y)/2
		in.Pressed[app.MouseLeft], in.Down[app.MouseLeft] = true, true
	}
}

// mouseUp releases it.
func (sr *scriptedReplay) mouseUp(float64) func(*scriptedReplay) {
	return func(sr *scriptedReplay) {
		in := &sr.g.in
		in.Down[app.MouseLeft], in.Released[app.MouseLeft] = false, true
	}
}

// observe notes the scene's position, and asks for a screenshot when shot
// is set.
func (sr *scriptedReplay) observe(name, shot string) {
	s := sr.s
	p := s.Player()
	o := replayObservation{Name: name, Step: p.Step(), Len: s.Timeline().Len(), View: s.ViewSide(), Turn: p.State().Turn, Playing: p.Playing(), Frames: sr.frames}
	if sr.frames > 0 {
		o.Frame = time.Since(sr.since) / time.Duration(sr.frames)
	}
	sr.since, sr.frames = time.Now(), 0
	if shot != "" {
		o.Shot = filepath.Join(sr.dir, shot)
		sr.shot = o.Shot
	}
	sr.obs = append(sr.obs, o)
}

// Update implements ebiten.Game: one tick of scripted input, then the scene.
func (sr *scriptedReplay) Update() error {
	if sr.tick >= sr.last || sr.err != nil {
		return ebiten.Termination
	}
	if sr.tick > 0 && !sr.drawn {
		return nil
	}
	sr.drawn = false
	in := &sr.g.in
	in.Just = [app.ActionCount]bool{}
	in.Pressed, in.Released = [3]bool{}, [3]bool{}
	in.Width, in.Height, in.CursorIn = sr.g.width, sr.g.height, true
	in.Replay = app.ReplayKeys{}
	if f := sr.script[sr.tick]; f != nil {
		f(sr)
	}
	sr.tick++
	sr.g.clock += 1.0 / 60
	return sr.g.scenes.Update(sr.g.context())
}

// Draw implements ebiten.Game, writing the screenshot asked for.
func (sr *scriptedReplay) Draw(screen *ebiten.Image) {
	if sr.canvas == nil {
		sr.canvas = ebiten.NewImage(sr.g.width, sr.g.height)
	}
	sr.canvas.Fill(widget.ColBackground)
	sr.g.scenes.Draw(sr.canvas)
	screen.DrawImage(sr.canvas, nil)
	sr.drawn = true
	sr.frames++
	if sr.shot != "" {
		sr.err = shot.WritePNG(sr.canvas, sr.shot)
		sr.shot = ""
	}
}

// Layout implements ebiten.Game.
func (sr *scriptedReplay) Layout(int, int) (int, int) { return sr.g.width, sr.g.height }

// TestReplayWindow_OpenSeekSwitchView drives the viewer in a real window with
// scripted input: it opens a record, jumps to the end, seeks by clicking the
// middle of the timeline, views the game through each side's fog and back,
// steps back a turn and plays fast; the fog view hides enemy faces,
// so its picture differs from the all-sides view.
func TestReplayWindow_OpenSeekSwitchView(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	dir := t.TempDir()
	if keep := os.Getenv("HEXSTORM_KEEP_REPLAY_SHOTS"); keep != "" {
		dir = keep
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), replayChildEnv+"="+dir)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("replay child: %v\n%s", err, scenetest.Stderr(err))
	}
	var obs []replayObservation
	if err := json.Unmarshal(out, &obs); err != nil {
		t.Fatalf("child output %q: %v", out, err)
	}
	at := map[string]replayObservation{}
	for _, o := range obs {
		at[o.Name] = o
		t.Logf("%-22s step %4d of %d, turn %2d, view %2d, playing %-5v  %2d frames of %v", o.Name, o.Step, o.Len, o.Turn, o.View, o.Playing, o.Frames, o.Frame)
	}
	n := at["opened"].Len
	if at["opened"].Step != 0 || at["end"].Step != n {
		t.Fatalf("opened at %d, End went to %d of %d", at["opened"].Step, at["end"].Step, n)
	}
	if half := at["clicked half way"].Step; half < n/2-n/50 || half > n/2+n/50 {
		t.Errorf("clicking the middle of the timeline went to step %d of %d", half, n)
	}
	if at["fog of side 0"].View != 0 || at["fog of side 1"].View != 1 || at["all again"].View != -1 {
		t.Errorf("views: %d, %d, %d; want 0, 1, -1", at["fog of side 0"].View, at["fog of side 1"].View, at["all again"].View)
	}
	if p := at["previous turn"]; p.Turn != at["all again"].Turn-1 {
		t.Errorf("previous turn from turn %d went to turn %d", at["all again"].Turn, p.Turn)
	}
	if p := at["played on"]; !at["playing fast"].Playing || p.Step <= at["playing fast"].Step {
		t.Errorf("playing did not advance: %d then %d", at["playing fast"].Step, p.Step)
	}
	if at["battle dice"].Step == at["battle dice"].Len {
		t.Error("no battle with dice found in the record")
	}
	fog, all := scenetest.ReadPNG(t, at["fog of side 0"].Shot), scenetest.ReadPNG(t, at["all again"].Shot)
	if d := differingPixels(fog, all, image.Rect(0, widget.TopBarHeight, shotW, shotH-replayview.BarHeight-200)); d < 200 {
		t.Errorf("the fog view differs from the all-sides view in only %d map pixels", d)
	}
}

// differingPixels counts the pixels of r that differ between a and b.
func differingPixels(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}
