package render

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// editorShotEnv tells a re-executed test binary to draw the editor in one
// of the states below and save it as a PNG: "state:path".
const editorShotEnv = "HEXSTORM_EDITOR_SHOT"

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
// strategic switch gives the sides.
func editorShotScene(g *Game, state string) *editorScene {
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
	s := newEditorScene(g, editor.NewMap(4, 4))
	s.setDoc(d, "")
	s.scripted = true
	s.width, s.height = g.width, g.height
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
		if dir, err := os.MkdirTemp("", "hexstorm-editor-"); err == nil {
			s.dir = dir
			s.saveAs()
		}
		s.openDialog()
	case "continental":
		s.openBuiltin("continental")
		s.fit()
		s.hover = at(30, 12)
	}
	return s
}

// editorShot draws the editor state into a PNG through the game loop.
func editorShot(state, out string) error {
	g := newGame(Options{Seed: 1})
	g.width, g.height = 1280, 800
	g.in.Width, g.in.Height, g.in.CursorIn, g.in.Focused = 1280, 800, true, true
	s := editorShotScene(g, state)
	x, y := s.Board.HexCenter(&s.Cam, s.hover)
	g.in.MouseX, g.in.MouseY = int(x), int(y)
	g.scenes.GoTo(s)
	if state == "play" {
		s.doc.SetFactory(at(13, 9), "army", 2, "Axis")
		s.doc.ToggleRiver(hexmap.SideOf(at(7, 11), hexmap.SouthEast))
		s.testPlay()
		g.scenes.current, g.scenes.next, g.scenes.fade = g.scenes.next, nil, 0
	}
	sg := &shotGame{g: g, cfg: shotConfig{frames: 4}, out: out}
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowVisible(false)
	if err := ebiten.RunGame(sg); err != nil {
		return err
	}
	return sg.err
}

// The editor as a player sees it: the map drawn by the game's board, the
// palette, the problem list, and the hex with a problem marked in red.
func TestEditorScreenshots(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	dir := t.TempDir()
	if keep := os.Getenv("HEXSTORM_KEEP_EDITOR_SHOTS"); keep != "" {
		dir = keep
	}
	for _, state := range []string{"build", "settings", "powers", "units", "play", "open", "continental"} {
		out := filepath.Join(dir, "editor-"+state+".png")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), editorShotEnv+"="+state+":"+out)
		if output, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", state, err, output)
		}
		img := readPNG(t, out)
		if state != "build" {
			continue
		}
		// The problem hex (the over-full factory city at 13,9) is tinted red.
		g := newGame(Options{})
		g.width, g.height = 1280, 800
		s := editorShotScene(g, state)
		x, y := s.Board.HexCenter(&s.Cam, at(13, 9))
		red := 0
		for dy := -14; dy <= 14; dy++ {
			for dx := -14; dx <= 14; dx++ {
				c := img.RGBAAt(int(x)+dx, int(y)+dy)
				if c.R > 150 && int(c.R) > int(c.G)+50 && int(c.R) > int(c.B)+50 {
					red++
				}
			}
		}
		if red < 20 {
			t.Errorf("the problem hex at (%.0f,%.0f) shows %d red pixels", x, y, red)
		}
	}
}
