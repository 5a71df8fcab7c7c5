package replayview

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/mapview"
	"hexstorm/session"
	"hexstorm/sim"
)

// refresh brings the board, the ticker and the dice up to the player's
// position when it moved.
func (s *Viewer) refresh() {
	st := s.p.State()
	evs, shown := s.p.Events()
	if st == s.shownState && s.p.Step() == s.shownStep && shown == s.shownEv {
		return
	}
	switch {
	case st != s.shownState:
		s.Board.SetState(st)
		s.layer.take(st)
	case s.p.Step() != s.shownStep && s.layer.differs(st):
		s.Board.Changed()
		s.layer.take(st)
	case s.p.Step() != s.shownStep:
		// Only units changed: the map tiles stay cached, which keeps fast
		// play cheap.
		s.Board.UnitsChanged()
	}
	// Playing on keeps the earlier commands' lines above the current ones,
	// as the game's ticker does; a jump starts the ticker afresh.
	switch {
	case s.p.Step() == s.shownStep+1:
		s.earlier = len(s.lines)
		if s.earlier > mapview.TickerKeep {
			s.lines = slices.Delete(s.lines, 0, s.earlier-mapview.TickerShow)
			s.earlier = len(s.lines)
		}
	case s.p.Step() != s.shownStep || shown < s.shownEv:
		s.earlier = 0
	}
	s.lines = append(s.lines[:s.earlier], s.describe(st, evs[:shown])...)
	s.shownState, s.shownStep, s.shownEv = st, s.p.Step(), shown
	s.texts()
	s.dice, s.battle, s.battleHex, s.inBattle = diceOf(st, evs[:shown])
	if len(evs) > 0 && shown > 0 && evs[shown-1].Kind == sim.EvDiceRolled {
		s.rollAt = s.clock
	}
}

// turnMark is where a turn begins on the timeline, and its label.
type turnMark struct {
	step  int
	label string
}

// texts words the top bar and the position for the state shown, once per
// change rather than every frame.
func (s *Viewer) texts() {
	st := s.p.State()
	s.turnText = fmt.Sprintf("Turn %d of %d", st.Turn, st.Victory.Turns)
	if st.Phase == sim.PhaseGameOver {
		s.turnText = "Game over: " + st.Result
	}
	s.phaseText = ""
	if side := st.Actor(); side >= 0 {
		s.phaseText = fmt.Sprintf("%s · %s", session.SideName(st, side), st.Phase)
	}
	s.viewText = "every block face up"
	if s.view >= 0 {
		s.viewText = "as " + session.SideName(st, s.view) + " sees it"
	}
	s.posText = fmt.Sprintf("command %d of %d", s.p.Step(), s.tl.Len())
}

// mapLayer is a copy of what the board's cached map tiles show of a state:
// control and the logistics pieces.
type mapLayer struct {
	control    []int8
	factories  []sim.Factory
	airfields  []sim.Airfield
	mulberries []sim.Mulberry
	bridges    []hexmap.Hexside
	canals     []hexmap.Hex
}

// take copies st's map layer.
func (l *mapLayer) take(st *sim.State) {
	l.control = append(l.control[:0], st.Control...)
	l.factories = append(l.factories[:0], st.Factories...)
	l.airfields = append(l.airfields[:0], st.Airfields...)
	l.mulberries = append(l.mulberries[:0], st.Mulberries...)
	l.bridges = append(l.bridges[:0], st.BrokenBridges...)
	l.canals = append(l.canals[:0], st.BrokenCanals...)
}

// differs reports whether st's map layer is not the copy's.
func (l *mapLayer) differs(st *sim.State) bool {
	return !slices.Equal(l.control, st.Control) || !slices.Equal(l.factories, st.Factories) ||
		!slices.Equal(l.airfields, st.Airfields) || !slices.Equal(l.mulberries, st.Mulberries) ||
		!slices.Equal(l.bridges, st.BrokenBridges) || !slices.Equal(l.canals, st.BrokenCanals)
}
