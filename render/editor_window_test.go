package render

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/app"
	"hexstorm/render/editorview"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/shot"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// testPlayShotEnv tells a re-executed test binary to draw a test game
// started from the editor and save it as a PNG at the path it holds.
const testPlayShotEnv = "HEXSTORM_TESTPLAY_SHOT"

// init runs the screenshot child before the tests, on the main goroutine
// that Ebitengine's loop needs.
func init() {
	if out := os.Getenv(testPlayShotEnv); out != "" {
		if err := testPlayShot(out); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// editorOnTutorial opens the editor on the built-in tutorial in a game of
// the screenshots' size, and shows it.
func editorOnTutorial(g *Game) (*editorview.Editor, scenarios.File, error) {
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		return nil, scenarios.File{}, err
	}
	g.width, g.height = 1280, 800
	g.in.Width, g.in.Height, g.in.CursorIn, g.in.Focused = 1280, 800, true, true
	ed := newEditorScene(g, sc.File)
	g.scenes.GoTo(ed)
	return ed, sc.File, nil
}

// pressEditorKey runs one tick with one of the editor's keys pressed.
func pressEditorKey(g *Game, a app.EditorAction) error {
	g.in.Editor.Just[a] = true
	err := g.scenes.Update(g.context())
	g.in.Editor = app.EditorKeys{}
	return err
}

// Test play from the editor starts the ordinary map scene on the
// document's scenario, and Esc comes back to the editor with the document
// untouched.
func TestEditor_TestPlayGoesToTheMapAndBack(t *testing.T) {
	g := newGame(Options{Seed: 5})
	ed, f, err := editorOnTutorial(g)
	if err != nil {
		t.Fatal(err)
	}
	tick := func() {
		t.Helper()
		g.clock += 1.0 / 60
		if err := g.scenes.Update(g.context()); err != nil {
			t.Fatal(err)
		}
		g.in.Just = [app.ActionCount]bool{}
	}
	tick()
	gen := ed.Doc().Gen()
	saved := ed.Doc().File()
	if err := pressEditorKey(g, app.EdPlay); err != nil {
		t.Fatal(err)
	}
	for range app.FadeTicks + 2 {
		tick()
	}
	tp, ok := g.scenes.Current.(*testPlayScene)
	if !ok {
		t.Fatalf("test play did not start: scene %T, message %q", g.scenes.Current, ed.Msg.Text)
	}
	st := tp.play.State()
	if len(st.Units) != len(f.Units) || st.Map == ed.Doc().Preview().Map || st.Map.Width() != f.Width {
		t.Fatalf("test game has %d units on a %dx%d map", len(st.Units), st.Map.Width(), st.Map.Height())
	}
	tp.play.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: st.ActiveSide()}) // Enter: the phase ends
	g.in.Just[app.ActBack] = true
	tick()
	for range app.FadeTicks + 2 {
		tick()
	}
	if g.scenes.Current != ed || ed.Doc().Gen() != gen || !reflect.DeepEqual(ed.Doc().File(), saved) {
		t.Fatal("leaving test play did not return to the unchanged editor")
	}
	if !strings.HasPrefix(ed.Msg.Text, "Back from test play") {
		t.Fatalf("message %q", ed.Msg.Text)
	}
}

// testPlayShot draws a test game started from the editor into a PNG
// through the game loop.
func testPlayShot(out string) error {
	g := newGame(Options{Seed: 1})
	if _, _, err := editorOnTutorial(g); err != nil {
		return err
	}
	if err := pressEditorKey(g, app.EdPlay); err != nil {
		return err
	}
	g.scenes.Current, g.scenes.Next, g.scenes.Fade = g.scenes.Next, nil, 0
	sg := shotOf(g, out, shot.Config{Frames: 4})
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowVisible(false)
	if err := ebiten.RunGame(sg); err != nil {
		return err
	}
	return sg.Err()
}

// A test game started from the editor, with its banner in the top bar.
// The editor itself is pictured by editorview's TestEditorScreenshots.
func TestEditorTestPlayScreenshot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	dir := t.TempDir()
	if keep := os.Getenv("HEXSTORM_KEEP_EDITOR_SHOTS"); keep != "" {
		dir = keep
	}
	out := filepath.Join(dir, "editor-play.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), testPlayShotEnv+"="+out)
	if output, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, output)
	}
	if img := scenetest.ReadPNG(t, out); img.Bounds().Dx() != 1280 {
		t.Fatalf("picture %v", img.Bounds())
	}
}
