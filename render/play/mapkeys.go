package play

import (
	"image"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/sim"
)

// commandKeys handles the keys that give orders or toggle views: undo,
// air strike, the battle's Space and R, number keys for panel buttons, and
// the overlays. It reports whether Esc was used up closing something.
func (s *Scene) commandKeys() bool {
	in := &s.in
	switch {
	case in.Just[app.ActSettings]:
		s.openSettings()
	case in.Just[app.ActMute]:
		s.toggle(app.ActMute)
	case in.Just[app.ActFullscreen]:
		s.toggle(app.ActFullscreen)
	case in.Just[app.ActHelp]:
		s.openRules()
	case in.Just[app.ActLog]:
		s.over.log, s.over.logScroll = !s.over.log, 0
	case in.Just[app.ActSupply]:
		s.toggleSupply()
	case in.Just[app.ActOdds]:
		s.openOdds()
	case s.standAside() && (in.Just[app.ActUndo] || in.Just[app.ActStrike] || in.Just[app.ActBattleGo] || in.Just[app.ActRetreat] || in.Digit > 0):
		// Orders wait for the player's own turn.
	case in.Just[app.ActUndo]:
		s.undoLast()
	case in.Just[app.ActStrike]:
		if s.ord.striking {
			s.setStriking(false)
		} else if u := s.ord.unit(); u != nil {
			s.setStriking(true)
		}
	case in.Just[app.ActBattleGo], in.Just[app.ActRetreat]:
		act := app.ActBattleGo
		if in.Just[app.ActRetreat] {
			act = app.ActRetreat
		}
		if !s.hud.battle.pressAction(act) {
			s.hud.panel.pressAction(act)
		}
	case in.Digit > 0:
		if !s.hud.battle.press(in.Digit) {
			s.hud.panel.press(in.Digit)
		}
	}
	if !in.Just[app.ActBack] {
		return false
	}
	switch {
	case s.over.log:
		s.over.log = false
	case s.ord.striking:
		s.setStriking(false)
	case s.ord.picking != nil:
		s.cancelPick()
	case s.battle != nil && !s.battle.animating() && s.state.BattleAt(s.battle.hex) == nil:
		s.closeBattle()
	default:
		return false
	}
	return true
}

// stackMates returns the other units of u's stack that can still move,
// for a stack move (Shift-click).
func (s *Scene) stackMates(u *sim.Unit) []sim.UnitID {
	var out []sim.UnitID
	s.stackBuf = s.Board.StackAt(u.Hex, s.stackBuf)
	for _, id := range s.stackBuf {
		if o := s.state.Unit(id); id != u.ID && o.Side == u.Side && s.ord.canMove(o) {
			out = append(out, id)
		}
	}
	return out
}

// clickMode handles a left click in a mode that gives clicks another
// meaning (air strike targeting, picking a city to produce in), reporting
// whether it used the click.
func (s *Scene) clickMode(h hexmap.Hex) bool {
	if s.ord.picking != nil {
		return s.pickAt(h)
	}
	if s.ord.striking {
		for _, t := range s.ord.strikeTargets {
			if t == h {
				s.strike(h)
				return true
			}
		}
		s.setStriking(false)
		return false
	}
	return s.pickCity(h)
}

// viewer returns the side whose eyes the map is drawn with: the side the
// game waits for (hot-seat players take turns at the screen), -1 to show
// everything once the game is over at a desk or in a still picture of the
// map (the screenshot command). Online it is always the seat's side: the
// window holds no more than that side's view.
func (s *Scene) viewer() int {
	switch {
	case s.still:
		return -1
	case s.flow != nil && s.flow.net != nil:
		return s.flow.play.Viewer()
	case s.state.Phase == sim.PhaseGameOver:
		return -1
	case s.flow != nil:
		return s.flow.play.Viewer() // the seated side; -1 when only computers play
	}
	return s.state.Actor()
}

// hidden reports whether the viewer sees u face down (DESIGN D9, D10).
func (s *Scene) hidden(u *sim.Unit) bool { return board.Hidden(s.state, u, s.viewer()) }

// unitLabel names u as the viewer may see it: its type, or only its side
// and broad class when it is face down (DESIGN D9).
func (s *Scene) unitLabel(u *sim.Unit) string {
	if s.hidden(u) {
		return s.Board.TypeClass(u.Type).String() + " block"
	}
	return s.Board.TypeName(u.Type)
}

// openRules opens the rules reference from the map, marking the game's
// phase, at the topic of what the player is looking at (rulesTopic).
func (s *Scene) openRules() {
	r := menus.NewRules(s.ui, s, s.Draw, s.state, image.Pt(s.in.MouseX, s.in.MouseY))
	if topic := s.rulesTopic(); topic != "" {
		r.Show(topic, s.width, s.height)
	}
	s.scenes.GoTo(r)
}

// rulesTopic is the rules reference's topic for what is on screen: the
// open battle, why the selected unit stops or fights worse, else the
// phase under way.
func (s *Scene) rulesTopic() string {
	st := s.state
	if b := s.battle; b != nil {
		if bb := st.BattleAt(b.hex); bb != nil && bb.Round > 0 && !b.animating() {
			return "Retreat"
		}
		return "Combat and dice"
	}
	if topic := s.hud.infoTopic; topic != "" {
		return topic
	}
	if s.tooltipShown() && len(s.hud.tipText) > 0 {
		// The hex under the cursor: its terrain's topic.
		return widget.Capitalize(st.Map.Terrain(s.hover).String())
	}
	switch {
	case s.over.supply:
		return "Supply"
	case st.Phase == sim.PhaseMovement:
		return "Moving"
	case st.Phase == sim.PhaseCombat:
		return "Combat and dice"
	case st.Phase == sim.PhaseProduction:
		return "Production"
	}
	return ""
}
