package menus

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/session"
)

// TestRecap_ClickALineToSeeWhereItHappened: a click on a recap line that
// names a hex goes on to the map, brought to that hex; a click on a line
// about no hex does nothing.
func TestRecap_ClickALineToSeeWhereItHappened(t *testing.T) {
	at := hexmap.Offset{Col: 5, Row: 3}.Hex()
	lines := []session.Line{{Text: "Turn 2: Axis wins initiative"}, {Text: "Axis ground block moves 4,3 → 5,3", At: at, HasHex: true}}
	r := NewRecap(widget.New(), 0, "Allies", session.Texts(lines), backScene{})
	var shown []hexmap.Hex
	r.Point(lines, func(h hexmap.Hex) { shown = append(shown, h) })
	var sw switcher
	panel := recapPanel(1280, 800)
	lh := widget.LineHeight(r.ui.Body)
	rowY := func(i int) int { return panel.Min.Y + 14 + int(lh*(float64(i)+0.5)) }
	click := func(y int) {
		tickScene(t, r, &sw, func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = panel.Min.X+40, y, true })
	}
	click(rowY(0))
	if len(shown) != 0 || sw.to != nil {
		t.Fatalf("a click on a line about no hex showed %v, went to %T", shown, sw.to)
	}
	click(rowY(1))
	if len(shown) != 1 || shown[0] != at {
		t.Fatalf("a click on the move's line showed %v, want %v", shown, at)
	}
	if _, ok := sw.to.(backScene); !ok {
		t.Fatalf("after the click the recap went to %T, not the map", sw.to)
	}
}
