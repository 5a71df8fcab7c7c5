package play

import (
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/widget"
	"hexstorm/sim"
)

// testMap builds a small map from rows of terrain characters (. clear,
// f forest, ~ sea, C city) with a road along row 1.
func testMap(rows ...string) *hexmap.Map {
	chars := map[byte]hexmap.Terrain{'.': hexmap.Clear, 'f': hexmap.Forest, '~': hexmap.Sea, 'C': hexmap.City, '^': hexmap.Mountain}
	m := hexmap.New(len(rows[0]), len(rows))
	for r, row := range rows {
		for c := range len(row) {
			h := hexmap.Offset{Col: c, Row: r}.Hex()
			m.SetTerrain(h, chars[row[c]])
			if chars[row[c]] == hexmap.City {
				m.SetSettlement(h, hexmap.City, 2, "Testburg")
			}
		}
	}
	return m
}

func at(col, row int) hexmap.Hex { return hexmap.Offset{Col: col, Row: row}.Hex() }

// newTestScene starts a two-side game on a small map, with the side to
// move (side 0 wins nothing: the test moves to whoever moves first) in
// its movement phase, and returns the scene showing it.
func newTestScene(t *testing.T) (*Scene, *sim.State) {
	t.Helper()
	m := testMap(
		"~~~~~~~~",
		"~..f..C~",
		"~.^^...~",
		"~......~",
		"~~~~~~~~",
	)
	setup := sim.Setup{
		Map:   m,
		Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: []sim.UnitSetup{
			{Type: "infantry", Side: 0, Hex: at(1, 1)},
			{Type: "armor", Side: 0, Hex: at(1, 1)},
			{Type: "infantry", Side: 1, Hex: at(6, 3)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, events, err := sim.NewGame(setup, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := newTestShell()
	s := NewFor(g.deps(), st)
	s.hud.log(st, events, s.Board.TypeName)
	return s, st
}

// A move made in the map scene goes through State.Apply: the unit moves
// along the previewed path, the ticker reports it and the range shrinks by
// the cost (DESIGN section 3: render changes the state only by commands).
func TestMapScene_ClickMovesThroughRules(t *testing.T) {
	s, st := newTestScene(t)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		s.endPhase()
	}
	inf := st.Units[0].ID
	s.selectUnit(inf)
	if !s.ord.reachable(at(1, 3)) {
		t.Fatalf("1,3 should be in range of the infantry at 1,1; range %v", s.ord.reach)
	}
	if s.ord.reachable(at(0, 0)) {
		t.Fatal("a sea hex is in a ground unit's range")
	}
	s.hover, s.hoverOK = at(2, 1), true
	s.ord.previewPath(s.hover, s.hoverOK)
	if len(s.ord.path) != 2 || s.ord.path[1] != at(2, 1) || s.ord.pathCost != 1 {
		t.Fatalf("preview to 2,1 = %v cost %d, want one step costing 1", s.ord.path, s.ord.pathCost)
	}
	s.moveTo(at(2, 1))
	if u := st.Unit(inf); u.Hex != at(2, 1) || u.Spent != 1 {
		t.Fatalf("after the move the unit is at %v having spent %d", u.Hex, u.Spent)
	}
	if lines := strings.Join(s.hud.events, "\n"); !strings.Contains(lines, "Allies Infantry moves 1,1 → 2,1") {
		t.Fatalf("the ticker does not report the move:\n%s", lines)
	}
	left := st.MovePoints(st.Unit(inf))
	for _, r := range s.ord.reach {
		if r.Cost > left {
			t.Fatalf("after the move the range still holds %v at cost %d with %d points left", r.Hex, r.Cost, left)
		}
	}
}

// A command the rules refuse leaves the state alone and shows the rules'
// reason in the message line.
func TestMapScene_RefusedCommandShowsReason(t *testing.T) {
	s, st := newTestScene(t)
	before := st.Hash()
	wrong := 1 - st.ActiveSide()
	s.submit(sim.Command{Kind: sim.CmdEndPhase, Side: wrong})
	if st.Hash() != before {
		t.Fatal("a refused command changed the state")
	}
	if !s.Msg.Err || !strings.Contains(s.Msg.Text, "phase") {
		t.Fatalf("message after a refusal = %q (error %v)", s.Msg.Text, s.Msg.Err)
	}
}

// Clicking a stack again selects the next unit in it, so every block of a
// stack can be reached.
func TestMapScene_ClickCyclesStack(t *testing.T) {
	s, st := newTestScene(t)
	s.pick(at(1, 1))
	first := s.ord.selected
	s.pick(at(1, 1))
	second := s.ord.selected
	s.pick(at(1, 1))
	if first == second || s.ord.selected != first {
		t.Fatalf("clicks on a stack of two selected %d, %d, %d", first, second, s.ord.selected)
	}
	if st.Unit(first).Hex != at(1, 1) || st.Unit(second).Hex != at(1, 1) {
		t.Fatal("picked a unit from another hex")
	}
	s.pick(at(4, 2))
	if s.ord.selected != 0 {
		t.Fatal("clicking an empty hex kept the selection")
	}
}

// Units in the storm area cannot move (seed 004 Storms), so selecting one
// shows no range and says why.
func TestSeed004_StormUnitShowsNoRange(t *testing.T) {
	s, st := newTestScene(t)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		s.endPhase()
	}
	st.Storm = sim.Storm{On: true, Hex: at(1, 1)}
	s.selectUnit(st.Units[0].ID)
	if len(s.ord.reach) != 0 {
		t.Fatalf("a unit in the storm shows a range of %d hexes", len(s.ord.reach))
	}
	if why := s.whyNotMove(&st.Units[0]); !strings.Contains(why, "storm") {
		t.Fatalf("reason = %q", why)
	}
}

// The first view fits the whole map between the top bar and the ticker and
// minimap along the bottom, so no corner starts hidden under them (the
// play-test saw units under the log box and the minimap).
func TestFitCameraShowsWholeMap(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {640, 400}, {3000, 1200}} {
		c := FitCamera(2000, 1500, size[0], size[1])
		x0, y0 := c.WorldToScreen(0, 0)
		x1, y1 := c.WorldToScreen(2000, 1500)
		if x0 < -1 || y0 < widget.TopBarHeight-1 || x1 > float64(size[0])+1 || y1 > float64(size[1]-tickerHeight-12)+1 {
			t.Errorf("%v: map spans (%.0f,%.0f)-(%.0f,%.0f)", size, x0, y0, x1, y1)
		}
	}
}

// When the view follows a move to a hex at the edge of a map that fits on
// the screen, the whole map stays in view: the view does not put the hex
// in the middle and the empty space beyond the edge beside it.
func TestMapScene_FollowingAnEdgeHexKeepsTheMapInView(t *testing.T) {
	s, _ := newTestScene(t)
	s.fitted = true
	s.width, s.height = 1280, 800
	s.fit()                // the whole map in view, as a game opens
	s.Cam.Pan(-2000, 1500) // look far away, so centerOn must move
	s.centerOn(at(0, 0))
	v := s.view()
	ww, wh := s.Board.WorldSize()
	x0, y0 := s.Cam.WorldToScreen(0, 0)
	x1, y1 := s.Cam.WorldToScreen(ww, wh)
	if x1-x0 > float64(v.Dx()) || y1-y0 > float64(v.Dy()) {
		t.Fatalf("the test map (%vx%v on screen) does not fit the %v view: the test wants one that does", x1-x0, y1-y0, v)
	}
	if x0 < float64(v.Min.X) || y0 < float64(v.Min.Y) || x1 > float64(v.Max.X) || y1 > float64(v.Max.Y) {
		t.Errorf("after following the corner hex the map spans (%v,%v)-(%v,%v), outside the view %v", x0, y0, x1, y1, v)
	}
}
