package editorview

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// editorShotEnv tells a re-executed test binary to draw the editor in one
// of the states below and save it as a PNG: "state:path".
const editorShotEnv = "HEXSTORM_EDITOR_SHOT"

// The screenshots' size.
const shotW, shotH = 1280, 800

// init runs the screenshot child before the tests, on the main goroutine
// that Ebitengine's loop needs.
func init() {
	if v := os.Getenv(editorShotEnv); v != "" {
		state, out, _ := strings.Cut(v, ":")
		if err := editorShot(state, out); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// editorShotScene builds the editor in a named state: "build" is a small
// coastal map being made, with one problem showing; "settings" and
// "units" open those panels over it, "powers" the major powers the
// strategic switch gives the sides, "open" the Open dialog listing a saved
// file, "continental" a large built-in map.
func editorShotScene(state string) *Editor {
	f := editor.NewMap(16, 12)
	d := editor.New(f)
	d.Paint(at(1, 1), 2, hexmap.Sea)
	d.Fill(at(15, 0), hexmap.Clear)
	d.Paint(at(9, 5), 1, hexmap.Forest)
	d.Paint(at(12, 8), 0, hexmap.Mountain)
	d.Paint(at(1, 4), 0, hexmap.City)
	d.SetPlace(scenarios.Place{At: at(1, 4), Name: "Ashby", Size: 3, Port: true})
	d.SetFactory(at(1, 4), "army", 2, "Allies")
	d.SetFactory(at(1, 4), "naval", 1, "Allies")
	d.Paint(at(13, 9), 0, hexmap.City)
	d.SetPlace(scenarios.Place{At: at(13, 9), Name: "Korn", Size: 2})
	d.SetFactory(at(13, 9), "army", 3, "Axis") // too big for its size: a problem
	for r := range 12 {
		d.ToggleRiver(hexmap.SideOf(at(7, r), hexmap.NorthEast))
		d.ToggleRiver(hexmap.SideOf(at(7, r), hexmap.SouthEast))
	}
	d.ToggleRoad(at(1, 4), at(2, 4))
	for c := 2; c < 13; c++ {
		d.ToggleRoad(at(c, 4+c/4), at(c+1, 4+(c+1)/4))
	}
	d.AddUnit(scenarios.UnitDef{Type: "armor", Side: "Allies", At: at(1, 4)})
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Allies", At: at(4, 5)})
	d.AddUnit(scenarios.UnitDef{Type: "infantry", Side: "Axis", At: at(10, 6)})
	d.CycleAirfield(at(11, 3), "Axis")
	d.SetObjective(at(13, 9), 2)
	d.PaintControl(at(3, 6), 3, 0)
	d.PaintControl(at(12, 7), 3, 1)
	s := New(widget.New(), editor.NewMap(4, 4), "~/.config/hexstorm/scenarios", Exits{Title: func() {}, Play: func(*scenarios.Scenario, *Editor) error { return nil }})
	s.setDoc(d, "")
	s.scripted = true
	s.width, s.height = shotW, shotH
	s.layout()
	s.tool = toolTerrain
	s.terrain = hexmap.Forest
	s.brush = 1
	s.fit()
	s.hover, s.hoverOK = at(13, 9), true
	s.message("Saved to ~/.config/hexstorm/scenarios/ashby.json. It has 1 problem(s) to fix before it can be played.", false)
	switch state {
	case "settings":
		s.settingsDialog()
	case "units":
		s.unitDialog()
	case "powers":
		s.doc.SetStrategic(true)
		s.settingsDialog()
		s.powersDialog()
	case "open":
		dir, err := os.MkdirTemp("", "hexstorm-editor-")
		if err == nil {
			s.dir = dir
			s.saveAs()
		}
		s.openDialog() // lists the saved file now: the folder may go
		if err == nil {
			os.RemoveAll(dir)
		}
	case "continental":
		s.openBuiltin("continental")
		s.fit()
		s.hover = at(30, 12)
	}
	return s
}

// shotGame runs the editor for a few frames in a hidden window, with the
// mouse over its hovered hex, and keeps the last frame.
type shotGame struct {
	s      *Editor
	in     app.Input
	clock  float64
	canvas *ebiten.Image
	drawn  int
	shot   *image.RGBA
}

// Update implements ebiten.Game.
func (sg *shotGame) Update() error {
	if sg.shot != nil {
		return ebiten.Termination
	}
	sg.clock += 1.0 / 60
	return sg.s.Update(&app.Context{In: &sg.in, Clock: sg.clock, Scenes: sg})
}

// Draw implements ebiten.Game: the fourth frame is the picture.
func (sg *shotGame) Draw(screen *ebiten.Image) {
	if sg.canvas == nil {
		sg.canvas = ebiten.NewImage(shotW, shotH)
	}
	sg.canvas.Fill(widget.ColBackground)
	sg.s.Draw(sg.canvas)
	screen.DrawImage(sg.canvas, nil)
	if sg.drawn++; sg.drawn == 4 {
		sg.shot = image.NewRGBA(image.Rect(0, 0, shotW, shotH))
		sg.canvas.ReadPixels(sg.shot.Pix)
	}
}

// Layout implements ebiten.Game.
func (sg *shotGame) Layout(int, int) (int, int) { return shotW, shotH }

// GoTo and Quit implement app.Switcher: the editor stays on the screen.
func (sg *shotGame) GoTo(app.Scene) {}
func (sg *shotGame) Quit()          {}

// editorShot draws the editor state into a PNG through Ebitengine's loop;
// in the "build" state it checks that the problem hex (the over-full
// factory city at 13,9) is tinted red.
func editorShot(state, out string) error {
	s := editorShotScene(state)
	sg := &shotGame{s: s}
	x, y := s.Board.HexCenter(&s.Cam, s.hover)
	sg.in = app.Input{Width: shotW, Height: shotH, MouseX: int(x), MouseY: int(y), CursorIn: true, Focused: true}
	ebiten.SetWindowSize(shotW, shotH)
	ebiten.SetWindowVisible(false)
	if err := ebiten.RunGame(sg); err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, sg.shot); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if state != "build" {
		return nil
	}
	x, y = s.Board.HexCenter(&s.Cam, at(13, 9))
	red := 0
	for dy := -14; dy <= 14; dy++ {
		for dx := -14; dx <= 14; dx++ {
			c := sg.shot.RGBAAt(int(x)+dx, int(y)+dy)
			if c.R > 150 && int(c.R) > int(c.G)+50 && int(c.R) > int(c.B)+50 {
				red++
			}
		}
	}
	if red < 20 {
		return fmt.Errorf("the problem hex at (%.0f,%.0f) shows %d red pixels", x, y, red)
	}
	return nil
}

// The editor as a player sees it: the map drawn by the game's board, the
// palette, the problem list, and the hex with a problem marked in red. The
// test game started from the editor is pictured by the shell's
// TestEditorTestPlayScreenshot.
func TestEditorScreenshots(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	dir := t.TempDir()
	if keep := os.Getenv("HEXSTORM_KEEP_EDITOR_SHOTS"); keep != "" {
		dir = keep
	}
	for _, state := range []string{"build", "settings", "powers", "units", "open", "continental"} {
		out := filepath.Join(dir, "editor-"+state+".png")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), editorShotEnv+"="+state+":"+out)
		if output, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", state, err, output)
		}
	}
}
