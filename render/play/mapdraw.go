package play

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Draw implements app.Scene: the map, the movement range and path, the storm,
// the units, then the interface over them.
func (s *Scene) Draw(screen *ebiten.Image) {
	if s.blanked() {
		return
	}
	if s.width == 0 {
		s.width, s.height = screen.Bounds().Dx(), screen.Bounds().Dy()
	}
	if !s.fitted {
		s.fit()
		s.fitted = true
	}
	if s.hud.w != s.width || s.hud.h != s.height {
		s.hud.layout(s.state.Map, s.width, s.height)
	}
	clock := s.now()
	b := s.Board
	cam := &s.Cam
	b.DrawMap(screen, cam)
	if u := s.ord.unit(); u != nil {
		for _, r := range s.ord.reach {
			if r.Hex == u.Hex {
				continue
			}
			if i := b.State().Map.Index(r.Hex); s.ord.noEnd[i] {
				b.FillHex(screen, cam, r.Hex, colPassOnly, 0.22)
			} else if s.ord.enemyAt[i] {
				b.FillHex(screen, cam, r.Hex, colAttack, 0.5)
			} else if r.Stopped {
				b.FillHex(screen, cam, r.Hex, widget.ColReachStop, 0.42)
			} else {
				b.FillHex(screen, cam, r.Hex, widget.ColReach, 0.45)
			}
		}
	}
	for _, h := range s.ord.strikeTargets {
		b.FillHex(screen, cam, h, colAttack, 0.5)
	}
	if s.ord.picking != nil {
		for _, h := range s.ord.picking.hexes {
			b.FillHex(screen, cam, h, widget.ColReach, 0.5)
		}
	}
	s.drawOverlayHexes(screen)
	b.DrawStorm(screen, cam, clock)
	if u := s.ord.unit(); u != nil {
		b.OutlineHex(screen, cam, u.Hex, widget.ColAccent, 1)
	}
	b.DrawPath(screen, cam, s.ord.path, widget.ColPath)
	if s.lesson != nil {
		s.lesson.DrawMarks(screen, b, cam, s.state, int(clock*60))
	}
	b.DrawUnits(screen, cam, s.unitOptions())
	if clock < s.over.pointUntil {
		b.OutlineHex(screen, cam, s.over.pointAt, widget.ColAccent, float32(0.6+0.4*math.Sin(clock*9)))
	}
	if s.hoverOK && !s.still {
		b.OutlineHex(screen, cam, s.hover, widget.ColHover, 0.75)
	}
	s.drawTrails(screen)
	s.drawHud(screen, clock)
	s.strat.draw(screen, s) // strategic.go
	s.drawFlow(screen)
	s.drawLesson(screen)
}

// drawPanels draws the action panels, the battle view and the overlays
// over the rest of the interface.
func (s *Scene) drawPanels(screen *ebiten.Image) {
	h := &s.hud
	in := &s.in
	h.panel.draw(screen, h, in.MouseX, in.MouseY)
	s.drawBattle(screen)
	h.battle.draw(screen, h, in.MouseX, in.MouseY)
	s.drawOverlays(screen)
}

// trackGap is the space between two stages of the phase track.
const trackGap = 18

// trackWidth is the phase track's width in the top bar.
func (h *hud) trackWidth() float64 {
	if len(h.track) == 0 {
		return 0
	}
	w := float64(trackGap * (len(h.track) - 1))
	for _, st := range h.track {
		w += h.ui.TextWidth(st.Label, h.trackFace(st))
	}
	return w
}

// trackFace is the face of a stage: bold for the one under way.
func (h *hud) trackFace(st session.Stage) *text.GoTextFace {
	if st.Now {
		return h.ui.Bold
	}
	return h.ui.Small
}

// drawTrack draws the turn's phase track from x: the stages done dim, the
// one under way lit in gold over a box, those to come plain, with a small
// arrow between each.
func (h *hud) drawTrack(screen *ebiten.Image, x float64) {
	u := h.ui
	y := float64(widget.TopBarHeight / 2)
	for i, st := range h.track {
		face := h.trackFace(st)
		w := u.TextWidth(st.Label, face)
		col, a := widget.ColText, float32(0.85)
		switch {
		case st.Now:
			col, a = widget.ColAccent, 1
			u.Box(screen, image.Rect(int(x)-6, int(y)-12, int(x+w)+6, int(y)+12), widget.StyleButton, 0.9)
		case st.Done:
			col, a = widget.ColMuted, 0.7
		}
		u.Text(screen, st.Label, face, x, y, text.AlignStart, text.AlignCenter, col, a)
		x += w
		if i < len(h.track)-1 {
			u.Text(screen, "›", u.Small, x+trackGap/2, y, text.AlignCenter, text.AlignCenter, widget.ColMuted, 0.8)
			x += trackGap
		}
	}
}

// drawHud draws the interface over the map.
func (s *Scene) drawHud(screen *ebiten.Image, clock float64) {
	h := &s.hud
	u := s.ui
	in := &s.in
	w := h.w
	// Top bar.
	u.FillRect(screen, image.Rect(0, 0, w, widget.TopBarHeight), widget.ColPanel, 0.96)
	u.FillRect(screen, image.Rect(0, widget.TopBarHeight-1, w, widget.TopBarHeight), widget.ColPanelEdge, 1)
	x := 14.0
	if h.title != "" {
		u.Text(screen, h.title, u.Bold, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		x += u.TextWidth(h.title, u.Bold) + 28
	}
	turn := h.turn
	trackW := h.trackWidth()
	roomy := trackW > 0 && x+u.TextWidth(turn, u.Heading)+24+18+u.TextWidth(h.toMove, u.Heading)+28+trackW < float64(h.endBtn.Rect.Min.X-12)
	if !roomy {
		turn += h.phase
	}
	u.Text(screen, turn, u.Heading, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	x += u.TextWidth(turn, u.Heading) + 24
	if side := s.state.Actor(); side >= 0 && s.state.Phase != sim.PhaseGameOver {
		h.swatch(screen, x, widget.TopBarHeight/2, side)
		x += 18
	}
	u.Text(screen, h.toMove, u.Heading, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	if roomy {
		h.drawTrack(screen, float64(h.endBtn.Rect.Min.X-16)-trackW)
	}
	u.DrawButton(screen, &h.endBtn, u.Bold, h.endBtn.Hit(in.MouseX, in.MouseY) && !s.still)

	// Message line under the bar.
	if a := s.Msg.Alpha(clock); a > 0 {
		r := s.Msg.Rect(w)
		mw := r.Dx()
		// Beside the panel, or else below the panels, never over them.
		if left := h.panel.rect.Max.X + 12; r.Overlaps(h.panel.rect) && left+mw < w-12 && !r.Add(image.Pt(left-r.Min.X, 0)).Overlaps(h.info) {
			r = r.Add(image.Pt(left-r.Min.X, 0))
		} else if r.Overlaps(h.panel.rect) || r.Overlaps(h.info) {
			r = r.Add(image.Pt(0, max(h.panel.rect.Max.Y, h.info.Max.Y)+8-r.Min.Y))
		}
		s.Msg.Draw(u, screen, r, a, 0.92)
	}

	// Event ticker, newest at the bottom, older lines fading.
	u.Panel(screen, h.ticker, 0.82)
	lines := h.lines(s.viewer())
	n := min(len(lines), mapview.TickerShow)
	for i := range n {
		line := lines[len(lines)-n+i]
		a := 0.45 + 0.55*float32(i+1)/float32(n)
		y := float64(h.ticker.Min.Y) + 17 + float64(i)*18
		u.Text(screen, h.tickerClip.Get(line, u.Small, float64(h.ticker.Dx()-24)), u.Small, float64(h.ticker.Min.X+12), y, text.AlignStart, text.AlignCenter, widget.ColText, a)
	}
	if n == 0 {
		u.Text(screen, "Events appear here.", u.Small, float64(h.ticker.Min.X+12), float64(h.ticker.Min.Y)+17, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}

	// Minimap.
	s.Board.DrawMinimap(screen, &s.Cam, h.minimap, float64(w), float64(h.h), clock)

	// Selected unit, over the minimap's corner where a tall lesson card
	// pushes the panel down so far: its lines stay whole.
	if len(h.infoText) > 0 {
		u.Panel(screen, h.info, 0.93)
		h.drawLines(screen, h.infoText, float64(h.info.Min.X+14), float64(h.info.Min.Y+8))
	}

	s.drawPanels(screen)

	// Tooltip, after the cursor rests a moment on a hex.
	if len(h.tipText) > 0 && clock-s.hoverAt > 0.35 && s.tooltipShown() {
		th := 12
		for _, l := range h.tipText {
			th += int(widget.LineHeight(l.face))
		}
		r := tooltipRect(in.MouseX, in.MouseY, int(h.tipW)+24, th, image.Rect(8, widget.TopBarHeight+8, w-8, h.h-8))
		u.Panel(screen, r, 0.95)
		h.drawLines(screen, h.tipText, float64(r.Min.X+12), float64(r.Min.Y+6))
	}
}

// tooltipShown reports whether the hex tooltip may show: the cursor rests
// on the map, not on a panel, an overlay (help, log, settings) or another
// screen over the map (the game menu).
func (s *Scene) tooltipShown() bool {
	o := s.over
	return s.hoverOK && !s.Drag.Panning && !s.still && !o.log &&
		s.deps.Shown(s)
}

// tooltipRect places a w x h tooltip beside the cursor (mx, my), on the
// other side when it would run out of the window, and always inside area.
func tooltipRect(mx, my, w, h int, area image.Rectangle) image.Rectangle {
	x, y := mx+18, my+20
	if x+w > area.Max.X {
		x = mx - w - 12
	}
	if y+h > area.Max.Y {
		y = my - h - 12
	}
	x = max(area.Min.X, min(x, area.Max.X-w))
	y = max(area.Min.Y, min(y, area.Max.Y-h))
	return image.Rect(x, y, x+w, y+h)
}

// lines draws panel lines from (x, y) down.
func (h *hud) drawLines(screen *ebiten.Image, lines []hudLine, x, y float64) {
	u := h.ui
	for _, l := range lines {
		lh := widget.LineHeight(l.face)
		tx := x
		if l.swatch >= 0 {
			h.swatch(screen, x, y+lh/2, l.swatch)
			tx += 16
		}
		u.Text(screen, l.text, l.face, tx, y+lh/2, text.AlignStart, text.AlignCenter, l.color, 1)
		y += lh
	}
}

// swatch draws a small square of a side's colour centred vertically on y.
func (h *hud) swatch(screen *ebiten.Image, x, y float64, side int) {
	u := h.ui
	r := image.Rect(int(x), int(y)-6, int(x)+12, int(y)+6)
	u.BoxColored(screen, r, widget.StyleSwatch, side, 1)
}
