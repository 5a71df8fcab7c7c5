package play

import (
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/sim"
)

// The side at the screen sees the other side's blocks face down until a
// battle is fought in their hex (DESIGN D9); the unit panel then tells
// only side and class. With open blocks everything is face up.
func TestDesignD9_EnemyBlocksFaceDownUntilBattle(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	enemy := st.Unit(3)
	if !s.hidden(enemy) || s.hidden(st.Unit(1)) {
		t.Fatal("the Allies see the Axis infantry face up, or their own face down")
	}
	s.selectUnit(3)
	info := s.hud.infoText[0].text
	if strings.Contains(info, "Infantry") || !strings.Contains(info, "ground block") {
		t.Fatalf("the unit panel shows a hidden enemy as %q", info)
	}
	st.Options.OpenBlocks = true
	if s.hidden(enemy) {
		t.Fatal("open blocks still hide the enemy")
	}
	st.Options.OpenBlocks = false
	s.selectUnit(1)
	s.moveTo(at(2, 1))
	d.press(app.ActEndPhase)
	d.digit(1)
	d.press(app.ActBattleGo)
	if b := st.BattleAt(at(2, 1)); b != nil && s.hidden(st.Unit(3)) {
		t.Fatal("a battle being fought still hides the defender")
	}
}

// The ticker tells a side's moves in full to that side, and to the others
// only as blocks (DESIGN D9), whoever is at the screen when it is read.
func TestDesignD9_TickerHidesOtherSidesMoves(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 1 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	s.selectUnit(3)
	s.moveTo(at(3, 1))
	lastMove := func() string {
		got := ""
		for _, l := range s.hud.lines(s.viewer()) {
			if strings.Contains(l, "moves") {
				got = l
			}
		}
		return got
	}
	if got := lastMove(); !strings.Contains(got, "Axis Infantry moves") {
		t.Fatalf("the Axis reads its own move as %q", got)
	}
	for st.Actor() != 0 {
		d.press(app.ActEndPhase)
	}
	if got := lastMove(); strings.Contains(got, "Infantry") || !strings.Contains(got, "ground block") {
		t.Fatalf("the Allies read the Axis move as %q", got)
	}
}
