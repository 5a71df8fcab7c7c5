package render

import (
	"testing"
	"time"

	"hexstorm/sim"
	"hexstorm/tutorial"
)

// TestLearnToPlay_LessonsFollowTheLearnersClicks: Learn to play opens the
// training scenario with the lesson card; its Next button is a click on the
// card, not the map; a click on the marked armour selects it and moves the
// lessons on to moving, and a move moves them on again.
func TestLearnToPlay_LessonsFollowTheLearnersClicks(t *testing.T) {
	g := newFlowGame(t)
	if err := learnToPlay(g); err != nil {
		t.Fatal(err)
	}
	settle(t, g)
	m, ok := g.scenes.current.(*mapScene)
	if !ok || m.lesson == nil || !m.lesson.Active() {
		t.Fatalf("Learn to play opened %T without lessons", g.scenes.current)
	}
	if m.sc.ID != tutorial.ScenarioID || !m.session().Human(tutorial.LearnerSide) || m.session().Human(1-tutorial.LearnerSide) {
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
	if n, _ := m.lesson.Course.Position(); n != 3 || m.selected != 0 {
		t.Fatalf("after two clicks on Next: lesson %d, selected %d", n, m.selected)
	}
	marks := m.lesson.Course.Marks(m.state)
	if len(marks) == 0 {
		t.Fatal("the pick lesson marks no armour")
	}
	o := marks[0].Offset()
	d.clickHex(o.Col, o.Row)
	if u := m.state.Unit(m.selected); u == nil || u.Side != tutorial.LearnerSide {
		t.Fatalf("clicking the marked armour at %v selected %d", marks[0], m.selected)
	}
	if l, _ := m.lesson.Course.Current(); l.Title != "Move" {
		t.Fatalf("after selecting, the lesson is %q", l.Title)
	}
	u := m.state.Unit(m.selected)
	from := u.Hex
	var to = from
	for _, r := range m.reach {
		if r.Hex != from && m.state.Map.Contains(r.Hex) && !m.enemyAt[m.state.Map.Index(r.Hex)] && !m.noEnd[m.state.Map.Index(r.Hex)] {
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
