package render

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/sim"
)

// TestScreenshotOf_UnknownScreenNamesTheChoices: asking for a screen the
// command does not know names the ones it does, before needing a display.
func TestScreenshotOf_UnknownScreenNamesTheChoices(t *testing.T) {
	err := ScreenshotOf("nope", nil, 1, 640, 480, filepath.Join(t.TempDir(), "x.png"))
	if err == nil || !strings.Contains(err.Error(), "map, title, lessons, rules, odds, editor") {
		t.Fatalf("error %v", err)
	}
}

// TestLessonsScriptedWindow_LearnToPlayFromTheTitle plays the first lessons
// in the window: Learn to play from the title menu, Next on the card by a
// click, the marked armour selected by a click on the map; the lesson
// moves on to Move, and the card is captured.
func TestLessonsScriptedWindow_LearnToPlayFromTheTitle(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "lessons")
}

// clickPoint clicks the left button at a point: pressed on one tick,
// released on the next.
func clickPoint(name string, where func(d *flowDriver) image.Point) flowStep {
	phase := 0
	return flowStep{name: name, run: func(d *flowDriver, in *app.Input) (bool, error) {
		p := where(d)
		in.MouseX, in.MouseY, in.CursorIn = p.X, p.Y, true
		if phase == 0 {
			in.Pressed[app.MouseLeft], in.Down[app.MouseLeft] = true, true
			phase = 1
			return false, nil
		}
		in.Released[app.MouseLeft] = true
		phase = 0
		return true, nil
	}}
}

// lessonsScript is the lessons' scripted window test.
func lessonsScript() []flowStep {
	lessonOf := func(d *flowDriver) string {
		l, _ := d.mapOf().Lesson().Course.Current()
		return l.Title
	}
	next := clickPoint("Next on the card", func(d *flowDriver) image.Point { return d.mapOf().Lesson().NextButton() })
	return []flowStep{
		sceneIs[*start.Title]("title"),
		press("down to Learn to play", app.ActDown),
		enter("Learn to play"),
		sceneIs[*play.Scene]("the training map with its lessons"),
		{name: "the learner's movement", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m := d.mapOf()
			if m.Session().ComputerToMove() { // the player's orders stand aside
				in.Just[app.ActConfirm] = true // skip the computer's moves
				return false, nil
			}
			return d.settled() && m.State().ActiveSide() == 0 && m.State().Phase == sim.PhaseMovement, nil
		}},
		capture("lesson-1"),
		next,
		next,
		check("on Pick a block", func(d *flowDriver) error {
			if l := lessonOf(d); l != "Pick a block" {
				return fmt.Errorf("after two clicks on Next the lesson is %q", l)
			}
			return nil
		}),
		clickAt("the marked armour", func(d *flowDriver) hexmap.Hex { return d.mapOf().Lesson().Course.Marks(d.mapOf().State())[0] }),
		check("the armour is selected and the lesson is Move", func(d *flowDriver) error {
			m := d.mapOf()
			if u := m.State().Unit(m.Selected()); u == nil || u.Type != "armor" {
				return fmt.Errorf("selected %d", m.Selected())
			}
			if l := lessonOf(d); l != "Move" {
				return fmt.Errorf("after selecting the armour the lesson is %q", l)
			}
			return nil
		}),
		capture("lesson-move"),
	}
}
