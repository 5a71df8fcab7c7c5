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
	"hexstorm/render/editorview"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/scenarios"
)

// The scripted window test of a player's own scenario, from the editor to
// a game: in the window, the title's Map editor builds a small map, the
// settings switch the strategic layer on (each side gets a major power, no
// problem shows), a two-paragraph description is typed and the file saved;
// back on the title, New game lists it after the built-ins as the player's
// own, with its paragraphs, beside a broken file that shows the loader's
// message and does not start; the player's scenario starts a game with its
// campaign.
func TestYourScenarioScriptedWindow_EditorToNewGame(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "broken.json"), []byte(`{"format": 1, "name": "Half done", "width": 0}`), 0o644); err != nil {
		t.Fatal(err)
	}
	// More files than the list has room for, so it scrolls.
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 12 {
		f := sc.File
		f.Name = fmt.Sprintf("Older attempt %d", i+1)
		data, err := scenarios.Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("older-%02d.json", i+1)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runFlowChild(t, "yours", editorDirEnv+"="+dir)
	if _, err := os.Stat(filepath.Join(dir, "ford-at-dawn.json")); err != nil {
		t.Fatalf("the editor's save is not in the scenario folder: %v", err)
	}
}

// edKeys presses the editor's keys for one tick: the flow driver's input
// starts empty every tick, so a key is pressed once however long the next
// steps wait.
func edKeys(name string, set func(k *app.EditorKeys)) []flowStep {
	return []flowStep{{name: name, run: func(d *flowDriver, in *app.Input) (bool, error) {
		if _, ok := d.g.scenes.Current.(*editorview.Editor); !ok {
			return false, fmt.Errorf("scene %T, not the editor", d.g.scenes.Current)
		}
		set(&in.Editor)
		return true, nil
	}}}
}

// clickPt presses and releases the left button over the point where
// returns, over two ticks, as a mouse click does.
func clickPt(name string, where func(d *flowDriver) (image.Point, error)) []flowStep {
	var p image.Point
	return []flowStep{
		{name: name, run: func(d *flowDriver, in *app.Input) (bool, error) {
			var err error
			if p, err = where(d); err != nil {
				return false, err
			}
			in.MouseX, in.MouseY, in.CursorIn, in.Pressed[app.MouseLeft], in.Down[app.MouseLeft] = p.X, p.Y, true, true, true
			return true, nil
		}},
		{name: name + " (release)", run: func(_ *flowDriver, in *app.Input) (bool, error) {
			in.MouseX, in.MouseY, in.CursorIn, in.Released[app.MouseLeft] = p.X, p.Y, true, true
			return true, nil
		}},
	}
}

// centre is the middle of r.
func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }

// editorButton finds a top bar or palette button of the editor.
func editorButton(label string) func(d *flowDriver) (image.Point, error) {
	return func(d *flowDriver) (image.Point, error) {
		r, ok := d.g.scenes.Current.(*editorview.Editor).Button(label)
		if !ok {
			return image.Point{}, fmt.Errorf("no editor button %q", label)
		}
		return centre(r), nil
	}
}

// dialogAt finds a button of the editor's open dialog in the row whose
// label holds row.
func dialogAt(row, label string) func(d *flowDriver) (image.Point, error) {
	return func(d *flowDriver) (image.Point, error) {
		r, err := d.g.scenes.Current.(*editorview.Editor).DialogButton(row, label)
		return centre(r), err
	}
}

// hexAt is the centre of hex (col,row) on the editor's map.
func hexAt(col, row int) func(d *flowDriver) (image.Point, error) {
	return func(d *flowDriver) (image.Point, error) {
		s := d.g.scenes.Current.(*editorview.Editor)
		x, y := s.Board.HexCenter(&s.Cam, hexmap.Offset{Col: col, Row: row}.Hex())
		return image.Pt(int(x), int(y)), nil
	}
}

// listFocus moves the New game list's focus with the arrow keys to the
// entry named name.
func listFocus(name string) flowStep {
	return flowStep{name: "focus " + name, run: func(d *flowDriver, in *app.Input) (bool, error) {
		s, ok := d.g.scenes.Current.(*menus.ScenarioList)
		if !ok {
			return false, fmt.Errorf("scene %T, not the scenario list", d.g.scenes.Current)
		}
		if focused, _, _ := s.Entry(s.Focus()); focused == name {
			return true, nil
		}
		in.Just[app.ActDown], in.Repeat[app.ActDown] = true, true
		return false, nil
	}}
}

func yourScenarioScript() []flowStep {
	var steps []flowStep
	add := func(more ...flowStep) { steps = append(steps, more...) }
	add(sceneIs[*start.Title]("title"))
	add(clickPt("Map editor", func(d *flowDriver) (image.Point, error) {
		for _, e := range d.g.scenes.Current.(*start.Title).Entries() {
			if e.Label == "Map editor" {
				return centre(e.Rect), nil
			}
		}
		return image.Point{}, fmt.Errorf("no Map editor on the title")
	})...)
	add(sceneIs[*editorview.Editor]("the editor"))
	// A city for each side: key 5 chooses city terrain, the Control tool
	// gives each city its side (Tab changes side).
	add(edKeys("city terrain", func(k *app.EditorKeys) { k.Digit = 5 })...)
	add(clickPt("a city in the west", hexAt(4, 7))...)
	add(clickPt("a city in the east", hexAt(19, 8))...)
	add(clickPt("Control tool", editorButton("Control"))...)
	add(clickPt("the west city is the Allies'", hexAt(4, 7))...)
	add(edKeys("next side", func(k *app.EditorKeys) { k.Just[app.EdNextSide] = true })...)
	add(clickPt("the east city is the Axis'", hexAt(19, 8))...)
	add(clickPt("Settings", editorButton("Settings"))...)
	add(clickPt("strategic layer on", dialogAt("Strategic layer", "off"))...)
	add(check("each side has a power holding its city, and no problem shows", func(d *flowDriver) error {
		s := d.g.scenes.Current.(*editorview.Editor)
		ps := s.Doc().Powers()
		if len(ps) != 2 || len(ps[0].Cities) != 1 || len(ps[1].Cities) != 1 {
			return fmt.Errorf("powers %+v", ps)
		}
		if probs := s.Doc().Problems(); len(probs) > 0 {
			return fmt.Errorf("problems: %v", probs)
		}
		return nil
	}))
	add(capture("yours-editor-settings"))
	add(clickPt("rename", dialogAt("Name", "Edit"))...)
	for range len("New scenario") {
		add(edKeys("backspace", func(k *app.EditorKeys) { k.Just[app.EdBackspace] = true })...)
	}
	add(edKeys("type the name", func(k *app.EditorKeys) { k.Chars = []rune("Ford at Dawn") })...)
	add(edKeys("keep the name", func(k *app.EditorKeys) { k.Just[app.EdEnter] = true })...)
	add(clickPt("describe", dialogAt("Description", "Edit"))...)
	add(edKeys("first paragraph", func(k *app.EditorKeys) { k.Chars = []rune("Two cities face each other across open fields.") })...)
	add(edKeys("new paragraph", func(k *app.EditorKeys) { k.Just[app.EdEnter], k.Shift = true, true })...)
	add(edKeys("second paragraph", func(k *app.EditorKeys) { k.Chars = []rune("Try: take the other capital before winter.") })...)
	add(capture("yours-editor-description"))
	add(edKeys("keep the description", func(k *app.EditorKeys) { k.Just[app.EdEnter] = true })...)
	add(clickPt("close the settings", dialogAt("", "Close"))...)
	add(edKeys("save", func(k *app.EditorKeys) { k.Just[app.EdSave], k.Ctrl = true, true })...)
	add(edKeys("keep the name offered", func(k *app.EditorKeys) { k.Just[app.EdEnter] = true })...)
	add(check("saved, no changes left", func(d *flowDriver) error {
		s := d.g.scenes.Current.(*editorview.Editor)
		if s.Dirty() || filepath.Base(s.Path()) != "ford-at-dawn.json" {
			return fmt.Errorf("after saving: path %q, dirty %v", s.Path(), s.Dirty())
		}
		return nil
	}))
	add(capture("yours-editor-saved"))
	add(edKeys("leave the editor", func(k *app.EditorKeys) { k.Just[app.EdEscape] = true })...)
	add(sceneIs[*start.Title]("title again"))
	add(enter("New game"), sceneIs[*menus.ScenarioList]("scenario list"))
	add(listFocus("Ford at Dawn"), capture("yours-list"))
	add(check("listed as the player's own, after the built-ins, paragraphs kept", func(d *flowDriver) error {
		s := d.g.scenes.Current.(*menus.ScenarioList)
		_, path, problem := s.Entry(s.Focus())
		if _, first, _ := s.Entry(0); path == "" || first != "" || problem != "" {
			return fmt.Errorf("entry %d: path %q, error %q", s.Focus(), path, problem)
		}
		facts, desc := s.Shown()
		if !strings.HasPrefix(facts, "Your scenario, ford-at-dawn.json") {
			return fmt.Errorf("facts %q", facts)
		}
		if n := len(desc); n < 3 || !strings.HasPrefix(desc[n-1], "Try:") || desc[n-2] != "" {
			return fmt.Errorf("description lines %q: the second paragraph is not set apart", desc)
		}
		return nil
	}))
	add(listFocus("Older attempt 12"), capture("yours-list-scrolled"))
	add(check("the list scrolled to its last entry, inside the panel", func(d *flowDriver) error {
		r, panel, above := d.g.scenes.Current.(*menus.ScenarioList).InView()
		if r.Empty() || !r.In(panel) || above == 0 {
			return fmt.Errorf("last entry at %v, panel %v, %d above", r, panel, above)
		}
		return nil
	}))
	add(listFocus("broken.json"), capture("yours-list-broken"))
	add(check("the broken file names itself and its problem", func(d *flowDriver) error {
		sc, msg := d.g.scenes.Current.(*menus.ScenarioList).Scenario()
		if sc != nil || !strings.Contains(msg, "broken.json") || !strings.Contains(msg, "width") {
			return fmt.Errorf("broken file: %v, %q", sc, msg)
		}
		return nil
	}))
	add(enter("Start on the broken file"), check("still on the list", func(d *flowDriver) error {
		if _, ok := d.g.scenes.Current.(*menus.ScenarioList); !ok || d.g.scenes.Next != nil {
			return fmt.Errorf("Start on a broken file went to %T", d.g.scenes.Next)
		}
		return nil
	}))
	add(listFocus("Ford at Dawn"), enter("Start"), sceneIs[*start.Setup]("set-up"))
	add(press("second side: the computer", app.ActDown, app.ActLeft), enter("Start the game"), sceneIs[*play.Scene]("the game"))
	add(check("the game is the player's scenario, with its campaign", func(d *flowDriver) error {
		m := d.g.scenes.Current.(*play.Scene)
		if m.State().Campaign == nil || len(m.State().Campaign.Powers) != 2 {
			return fmt.Errorf("campaign %+v", m.State().Campaign)
		}
		return nil
	}), capture("yours-game"))
	return steps
}
