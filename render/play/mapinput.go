package play

import (
	"image"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/mapview"
	"hexstorm/session"
	"hexstorm/sim"
)

// Screen edges scroll the map: pixels per tick, and the band that scrolls.
const (
	edgePanSpeed = 12
	edgeBand     = 6
)

// Update implements app.Scene.
func (s *Scene) Update(ctx *app.Context) error {
	if n := take(s.deps.TakeSoundNotice); n != "" {
		s.message(n, false, s.now())
	}
	// The scene works on its own copy of the tick's input: a part that
	// takes a click or a key (the computer's speed buttons) takes it from
	// what the later parts see, never from the shared snapshot.
	s.in = *ctx.In
	in := &s.in
	s.slides.Tick()
	s.width, s.height = in.Width, in.Height
	if !s.fitted && s.width > 0 {
		s.fit()
		s.fitted = true
	}
	if s.still || s.flowUpdate() {
		return nil
	}
	s.hud.layout(s.state.Map, s.width, s.height)
	s.stormAmbience(s.state.Storm.On && s.state.Phase != sim.PhaseGameOver)
	s.tickBattle()
	s.lessonInput()
	s.keys()
	s.mouse()
	s.clampCamera()
	s.updateHover()
	return nil
}

// keys handles the keyboard: Esc backs out, Enter ends the phase, F fits,
// Tab picks the next unit, arrows and WASD pan, +/- zoom.
func (s *Scene) keys() {
	in := &s.in
	if s.commandKeys() {
		return
	}
	switch {
	case in.Just[app.ActBack]:
		switch {
		case s.ord.selected != 0:
			s.selectUnit(0)
		case s.flow != nil && s.flow.net != nil:
			s.leaveOnline()
		case s.flow != nil:
			s.scenes.GoTo(newGameMenuScene(s))
		case s.now()-s.escAt < 2:
			s.stormAmbience(false)
			s.scenes.GoTo(s.deps.Exits.Title())
		default:
			s.escAt = s.now()
			s.message("Press Esc again to leave this game.", false, s.now())
		}
	case in.Just[app.ActEndPhase] && !s.standAside():
		s.endPhase()
	case in.Just[app.ActFit]:
		s.fit()
	case in.Just[app.ActNextUnit]:
		s.nextUnit()
	case in.Just[app.ActPowers]:
		s.strat.toggle(s) // strategic.go
	}
	speed := float64(mapview.KeyPanSpeed)
	if in.Held[app.ActFast] {
		speed *= 2.5
	}
	s.KeyPan(in, speed, float64(s.width)/2, float64(s.height)/2)
}

// mouse handles the wheel, drags, clicks and edge scrolling.
func (s *Scene) mouse() {
	in := &s.in
	if r, _ := s.logRect(); s.over.log && in.CursorIn && in.Wheel != 0 && image.Pt(in.MouseX, in.MouseY).In(r) {
		s.scrollLog(in.Wheel) // over the open log the wheel scrolls it, not the map
	} else {
		s.WheelZoom(in)
	}
	d := &s.Drag
	if d.Button < 0 {
		for b := range in.Pressed {
			if !in.Pressed[b] {
				continue
			}
			d.Begin(b, in.MouseX, in.MouseY)
			s.dragOnMinimap = b == app.MouseLeft && s.hud.onMinimap(in.MouseX, in.MouseY)
			break
		}
	}
	if d.Button >= 0 {
		s.trackPress()
	}
	// Screen edges scroll while the window has focus and no button is held.
	if in.Focused && in.CursorIn && !in.AnyDown() {
		var dx, dy float64
		if in.MouseX < edgeBand {
			dx = edgePanSpeed
		} else if in.MouseX >= s.width-edgeBand {
			dx = -edgePanSpeed
		}
		if in.MouseY < edgeBand {
			dy = edgePanSpeed
		} else if in.MouseY >= s.height-edgeBand {
			dy = -edgePanSpeed
		}
		if dx != 0 || dy != 0 {
			s.Cam.Pan(dx, dy)
		}
	}
}

// trackPress follows a held button: past a few pixels it pans (any button,
// except a left press that began on the minimap, which scrubs the view);
// released without moving, it is a click.
func (s *Scene) trackPress() {
	in := &s.in
	if s.dragOnMinimap {
		if in.Down[app.MouseLeft] {
			s.jumpMinimap(in.MouseX, in.MouseY)
		}
		if !in.Down[app.MouseLeft] {
			s.Drag.Button = -1
		}
		return
	}
	b, clicked := s.Follow(in, func(x, y int) bool { return !s.onWidget(x, y) })
	if !clicked {
		return
	}
	s.click(b, in.MouseX, in.MouseY)
}

// click acts on a click that did not drag.
func (s *Scene) click(button, x, y int) {
	if button == app.MouseLeft && s.clickWidget(x, y) {
		return
	}
	if s.onWidget(x, y) {
		return
	}
	h, ok := s.Board.HexAt(&s.Cam, float64(x), float64(y))
	if !ok {
		if button != app.MouseMiddle {
			s.selectUnit(0)
		}
		return
	}
	switch button {
	case app.MouseLeft:
		if s.clickMode(h) {
			return
		}
		// A click on one's own units selects them, as in every hex game;
		// moving onto them is a right-click.
		if s.ord.reachable(h) && !s.ownUnitsAt(h) {
			s.moveTo(h)
			return
		}
		s.pick(h)
	case app.MouseRight:
		if s.ord.reachable(h) {
			s.moveTo(h)
			return
		}
		s.selectUnit(0)
	}
}

// ownUnitsAt reports whether h holds units of the side at the screen.
func (s *Scene) ownUnitsAt(h hexmap.Hex) bool {
	v := s.viewer()
	s.stackBuf = s.Board.StackAt(h, s.stackBuf)
	for _, id := range s.stackBuf {
		if u := s.state.Unit(id); u != nil && u.Side == v {
			return true
		}
	}
	return false
}

// pick selects a unit in h: the first of its stack, or the next one when
// the selected unit is already there, so repeated clicks cycle the stack.
func (s *Scene) pick(h hexmap.Hex) {
	s.stackBuf = s.Board.StackAt(h, s.stackBuf)
	if len(s.stackBuf) == 0 {
		s.selectUnit(0)
		return
	}
	next := s.stackBuf[0]
	for i, id := range s.stackBuf {
		if id == s.ord.selected {
			next = s.stackBuf[(i+1)%len(s.stackBuf)]
		}
	}
	if s.hiddenUnit(next) {
		s.selectUnit(0)
		s.message("An enemy block: its type and strength stay hidden until a battle reveals them.", false, s.now())
		return
	}
	s.selectUnit(next)
	if u := s.ord.unit(); u != nil && !s.ord.canMove(u) {
		s.message(s.whyNotMove(u), false, s.now())
	}
}

// whyNotMove explains why a selected unit shows no movement range.
func (s *Scene) whyNotMove(u *sim.Unit) string {
	st := s.state
	name := st.Sides[u.Side].Name + " " + s.unitLabel(u)
	switch {
	case st.Phase == sim.PhaseGameOver:
		return "The game is over."
	case u.Side != st.ActiveSide():
		return name + ": it is " + session.SideName(st, st.ActiveSide()) + "'s turn."
	case st.Phase != sim.PhaseMovement:
		return name + ": units move in the movement phase; this is the " + st.Phase.String() + " phase."
	case st.Storm.Covers(u.Hex):
		return name + " is inside the storm area and cannot move."
	case u.Halted != sim.StopNone:
		return name + " " + u.Halted.String() + ", so it stops there for this turn."
	}
	return name + " has no movement points left this turn."
}

// jumpMinimap centres the view on the minimap point under (x, y).
func (s *Scene) jumpMinimap(x, y int) {
	wx, wy := s.Board.MinimapToWorld(s.hud.minimap, float64(x), float64(y))
	v := s.view()
	s.Cam.CenterOn(wx, wy, float64(v.Min.X), float64(v.Min.Y), float64(v.Dx()), float64(v.Dy()))
}

// updateHover tracks the hex under the cursor and its path preview.
func (s *Scene) updateHover() {
	in := &s.in
	h, ok := hexmap.Hex{}, false
	if in.CursorIn && !s.onWidget(in.MouseX, in.MouseY) && !s.Drag.Panning {
		h, ok = s.Board.HexAt(&s.Cam, float64(in.MouseX), float64(in.MouseY))
	}
	if h == s.hover && ok == s.hoverOK {
		return
	}
	s.hover, s.hoverOK, s.hoverAt = h, ok, s.now()
	s.ord.previewPath(s.hover, s.hoverOK)
	s.refreshTooltip()
}
