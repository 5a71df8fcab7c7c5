package widget

import (
	"image"
	"testing"

	"hexstorm/render/app"
)

// testMenu is three entries laid out in a column, the second disabled.
func testMenu(ran *[]string) *Menu {
	m := &Menu{}
	for _, l := range []string{"New game", "Load game", "Quit"} {
		m.Add(l, func() { *ran = append(*ran, l) })
	}
	m.Entries[1].Disabled = true
	m.Layout(400, 100, 300, 46, 12)
	return m
}

// The arrows move the focus round the entries and Enter runs the focused
// one; a disabled entry does nothing; Left and Right move the focus unless
// the menu is up-down only.
func TestMenu_KeysMoveFocusAndConfirm(t *testing.T) {
	var ran []string
	m := testMenu(&ran)
	press := func(a app.Action) bool {
		in := app.Input{MouseX: -1, MouseY: -1}
		in.Just[a], in.Repeat[a] = true, true
		m.LastMX, m.LastMY = -1, -1
		return m.Update(&in)
	}
	press(app.ActUp)
	if m.Focus != 2 {
		t.Fatalf("Up from the first entry focused %d, want the last", m.Focus)
	}
	press(app.ActRight)
	press(app.ActRight)
	if m.Focus != 1 || press(app.ActConfirm) || len(ran) != 0 {
		t.Fatalf("focus %d, ran %q: the disabled entry ran", m.Focus, ran)
	}
	m.UpDownOnly = true
	press(app.ActRight)
	if m.Focus != 1 {
		t.Fatalf("Right moved an up-down menu's focus to %d", m.Focus)
	}
	press(app.ActDown)
	if !press(app.ActConfirm) || len(ran) != 1 || ran[0] != "Quit" {
		t.Fatalf("Enter on Quit ran %q", ran)
	}
}

// A click runs the entry under the cursor, and a moving cursor takes the
// focus.
func TestMenu_ClickRunsEntry(t *testing.T) {
	var ran []string
	m := testMenu(&ran)
	c := center(m.Entries[2].Rect)
	in := app.Input{MouseX: c.X, MouseY: c.Y}
	in.Released[app.MouseLeft] = true
	if !m.Update(&in) || m.Focus != 2 || len(ran) != 1 || ran[0] != "Quit" {
		t.Fatalf("click on Quit: focus %d, ran %q", m.Focus, ran)
	}
	c = center(m.Entries[1].Rect)
	in = app.Input{MouseX: c.X, MouseY: c.Y}
	in.Released[app.MouseLeft] = true
	if m.Update(&in) || len(ran) != 1 {
		t.Fatalf("a click on the disabled entry ran %q", ran)
	}
}

func center(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }
