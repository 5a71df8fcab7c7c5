package play

import (
	"image"
	"testing"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
	"hexstorm/tutorial"
)

// TestLearnToPlay_LessonsFollowTheLearnersClicks: Learn to play opens the
// training scenario with the lesson card; its Next button is a click on the
// card, not the map; a click on the marked armour selects it and moves the
// lessons on to moving, and a move moves them on again.
func TestLearnToPlay_LessonsFollowTheLearnersClicks(t *testing.T) {
	g := newFlowGame(t)
	m0, err := LearnToPlay(g.deps(), 3)
	if err != nil {
		t.Fatal(err)
	}
	g.GoTo(m0)
	settle(t, g)
	m, ok := g.scenes.Current.(*Scene)
	if !ok || m.lesson == nil || !m.lesson.Active() {
		t.Fatalf("Learn to play opened %T without lessons", g.scenes.Current)
	}
	if m.sc.ID != tutorial.ScenarioID || !m.Session().Human(tutorial.LearnerSide) || m.Session().Human(1-tutorial.LearnerSide) {
		t.Fatal("not the training scenario against the computer")
	}
	d := newDriver(t, m)
	// The computer may move first: wait for the learner's movement.
	for i := 0; m.state.ActiveSide() != tutorial.LearnerSide || m.state.Phase != sim.PhaseMovement || m.flow.runner != nil; i++ {
		if i > 20000 {
			t.Fatal("the learner's movement never came")
		}
		d.tick()
		time.Sleep(time.Millisecond)
	}
	for range 2 {
		mid := m.lesson.NextButton()
		d.click(mid.X, mid.Y)
	}
	if n, _ := m.lesson.Course.Position(); n != 3 || m.ord.selected != 0 {
		t.Fatalf("after two clicks on Next: lesson %d, selected %d", n, m.ord.selected)
	}
	marks := m.lesson.Course.Marks(m.state)
	if len(marks) == 0 {
		t.Fatal("the pick lesson marks no armour")
	}
	o := marks[0].Offset()
	d.clickHex(o.Col, o.Row)
	if u := m.state.Unit(m.ord.selected); u == nil || u.Side != tutorial.LearnerSide {
		t.Fatalf("clicking the marked armour at %v selected %d", marks[0], m.ord.selected)
	}
	if l, _ := m.lesson.Course.Current(); l.Title != "Move" {
		t.Fatalf("after selecting, the lesson is %q", l.Title)
	}
	// The cavalry's stack, two blocks, has the tallest panel: under the
	// Move lesson's card it reaches the minimap, whose corner hid its last
	// line.
	d.clickHex(4, 8)
	for range 3 {
		d.tick()
	}
	if u := m.state.Unit(m.ord.selected); u == nil || u.Type != "cavalry" {
		t.Fatalf("clicking the cavalry's stack selected %v", u)
	}
	if m.hud.info.Empty() || m.hud.info.Min.Y < m.lesson.Bottom() {
		t.Fatalf("the unit's panel %v is not under the lesson card (bottom %d)", m.hud.info, m.lesson.Bottom())
	}
	// Where it reaches over the minimap, the panel is drawn on top, and a
	// click there is the panel's, not a jump of the view.
	if over := m.hud.info.Intersect(m.hud.minimap); !over.Empty() && m.hud.onMinimap(over.Min.X+2, over.Min.Y+2) {
		t.Errorf("a click on the unit's panel %v where it covers the minimap %v jumps the view", m.hud.info, m.hud.minimap)
	}
	u := m.state.Unit(m.ord.selected)
	from := u.Hex
	var to = from
	for _, r := range m.ord.reach {
		if r.Hex != from && m.state.Map.Contains(r.Hex) && !m.ord.enemyAt[m.state.Map.Index(r.Hex)] && !m.ord.noEnd[m.state.Map.Index(r.Hex)] && !m.ownUnitsAt(r.Hex) {
			to = r.Hex
			break
		}
	}
	x, y := m.Board.HexCenter(&m.Cam, to)
	hh, ok := m.Board.HexAt(&m.Cam, x, y)
	t.Logf("hex at click %v %v; onWidget %v; own %v; drag %d; info %v; runner %v; phase %s actor %d", hh, ok, m.onWidget(int(x), int(y)), m.ownUnitsAt(to), m.Drag.Button, m.hud.info, m.flow.runner != nil, m.state.Phase, m.state.Actor())
	d.click(int(x), int(y))
	t.Logf("unit now at %v", m.state.Unit(u.ID).Hex)
	if l, _ := m.lesson.Course.Current(); l.Title == "Move" {
		t.Fatalf("after moving %v→%v the lesson is still Move (unit at %v, message %q)", from, to, u.Hex, m.Msg.Text)
	}
}

// TestEventLog_ClickALineToSeeWhereItHappened: with the log open (C), a
// click on a move's line closes the log and centres the map on where the
// move ended, ringed for a moment.
func TestEventLog_ClickALineToSeeWhereItHappened(t *testing.T) {
	s, _ := newBattleScene(t)
	d := newDriver(t, s)
	d.toMovement(0)
	d.clickHex(1, 1)
	d.clickHex(1, 2)
	s.Cam.Pan(-400, -300) // look away
	d.press(app.ActLog)
	if !s.over.log {
		t.Fatal("C did not open the log")
	}
	lines := s.hud.history.lines(s.viewer())
	r, rows := s.logRect()
	first := max(0, len(lines)-rows)
	row := -1
	for i := first; i < len(lines); i++ {
		if lines[i].HasHex && lines[i].At == at(1, 2) {
			row = i - first
		}
	}
	if row < 0 {
		t.Fatalf("no log line about 1,2 in %q", session.Texts(lines))
	}
	d.click(r.Min.X+40, r.Min.Y+40+row*18)
	if s.over.log {
		t.Fatal("the log stayed open")
	}
	x, y := s.Board.HexCenter(&s.Cam, at(1, 2))
	v := s.view()
	if cx, cy := float64(v.Min.X+v.Dx()/2), float64(v.Min.Y+v.Dy()/2); (x-cx)*(x-cx)+(y-cy)*(y-cy) > 40*40 {
		t.Fatalf("1,2 is at %.0f,%.0f, not in the middle of the view (%.0f,%.0f)", x, y, cx, cy)
	}
	if s.over.pointAt != at(1, 2) || s.over.pointUntil <= shellOf(s).clock {
		t.Fatal("the hex is not ringed")
	}
}

// TestRulesLink_TheUnitsPanelOpensTheRuleThatStoppedIt: a unit stopped by
// entering enemy ground says so in its panel with a link to the rule; a
// click on the panel opens the rules reference at that topic.
func TestRulesLink_TheUnitsPanelOpensTheRuleThatStoppedIt(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	d.toMovement(0)
	d.clickHex(1, 1)
	id := s.ord.selected
	d.clickHex(2, 1) // onto the enemy: the move stops there
	s.selectUnit(id)
	if st.Unit(id).Halted == sim.StopNone || s.hud.infoTopic != "Stopping" {
		t.Fatalf("halted %v, the panel's topic %q", st.Unit(id).Halted, s.hud.infoTopic)
	}
	s.hud.layout(st.Map, s.width, s.height)
	r := s.hud.info
	d.click(r.Min.X+20, r.Max.Y-12)
	opened := shellOf(s).scenes.Next
	if opened == nil {
		opened = shellOf(s).scenes.Current // the scene was driven outside the manager
	}
	rules, ok := opened.(*menus.Rules)
	if !ok {
		t.Fatalf("a click on the panel opened %T", opened)
	}
	if rules.Topic() != "Stopping" {
		t.Fatalf("the rules opened at %q", rules.Topic())
	}
}

// TestRulesLink_F1OverAHexOpensItsTerrain: with the hex tooltip showing
// and nothing selected, F1 opens the rules reference at that hex's terrain.
func TestRulesLink_F1OverAHexOpensItsTerrain(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	d.toMovement(0)
	shellOf(s).GoTo(s)
	s.selectUnit(0)
	x, y := s.Board.HexCenter(&s.Cam, at(3, 2))
	s.in.MouseX, s.in.MouseY = int(x), int(y)
	s.hover, s.hoverOK, s.hoverAt = at(3, 2), true, shellOf(s).clock-1
	s.refreshTooltip()
	if got, want := s.rulesTopic(), widget.Capitalize(st.Map.Terrain(at(3, 2)).String()); got != want {
		t.Fatalf("F1 over %v opens %q, want %q", at(3, 2), got, want)
	}
	r := menus.NewRules(shellOf(s).ui, s, s.Draw, st, image.Point{})
	if !r.Show(s.rulesTopic(), 1280, 800) {
		t.Fatalf("the rules reference has no topic %q", s.rulesTopic())
	}
}
