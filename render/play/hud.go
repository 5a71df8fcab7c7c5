package play

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/board"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// hudLine is one line of a panel: its text, face and colour.
type hudLine struct {
	text  string
	face  *text.GoTextFace
	color color.RGBA
	// swatch, when >= 0, draws that side's colour before the text.
	swatch int
}

// hud is the map scene's interface over the map: the top bar with the End
// phase button, the selected unit's panel, the hex tooltip, the event
// ticker and the minimap. Its text is rebuilt when the state, the selection
// or the hovered hex changes, never every frame. It keeps no pointer to the
// scene: the scene passes what it needs and owns what acts on the game.
type hud struct {
	ui   *widget.UI
	w, h int

	endBtn widget.Button
	// infoTop, when set, is where the selected unit's panel starts (under
	// the lesson card), instead of under the top bar.
	infoTop int
	minimap image.Rectangle
	info    image.Rectangle
	ticker  image.Rectangle

	title  string
	turn   string
	toMove string
	// track is this turn's phase track (session.PhaseTrack), drawn in the
	// top bar when it fits; phase is the phase in words for when it does
	// not.
	track    []session.Stage
	phase    string
	infoText []hudLine
	// infoTopic is the rules reference's topic that explains the selected
	// unit's state ("Stopping", "Supply"); a click on its panel opens it.
	infoTopic string
	tipText   []hudLine
	tipW      float64
	infoW     float64
	// events are the ticker's lines in full; seen[side] the lines as that
	// side may read them (hud.lines picks by the side at the screen).
	events []string
	seen   [][]string
	// history is the whole game's log (gamelog.go), which C shows.
	history gameLog
	// tickerClip and logClip hold lines cut to the width of the ticker and
	// the log.
	tickerClip, logClip widget.ClipCache

	// panel is the context panel (combatui.go, production.go); battle the
	// open battle's orders.
	panel  actionPanel
	battle actionPanel
}

// bottomWidgets is the height the ticker and the minimap take along the
// bottom of a screen hh pixels high, with a gap above them: the tallest
// the minimap may be, or the ticker if taller.
func bottomWidgets(hh int) int {
	return max(tickerHeight, min(200, hh/4)) + 12 + 8
}

// tickerHeight is the event ticker's height.
const tickerHeight = mapview.TickerShow*18 + 16

// layout places the widgets for a w x h screen showing map m.
func (h *hud) layout(m *hexmap.Map, w, hh int) {
	h.w, h.h = w, hh
	h.endBtn = widget.Button{Rect: image.Rect(w-160, 6, w-10, widget.TopBarHeight-6), Label: "End phase"}
	mw, mh := board.MinimapSize(m.Width(), m.Height(), min(260, w/4), min(200, hh/4))
	h.minimap = image.Rect(w-mw-12, hh-mh-12, w-12, hh-12)
	h.ticker = image.Rect(12, hh-12-tickerHeight, min(12+560, w-mw-36), hh-12)
	if len(h.infoText) > 0 {
		ih := 16
		for _, l := range h.infoText {
			ih += int(widget.LineHeight(l.face))
		}
		iw := int(h.infoW) + 30
		top := widget.TopBarHeight + 12
		if h.infoTop > 0 {
			top = h.infoTop
		}
		h.info = image.Rect(w-12-iw, top, w-12, top+ih)
	} else {
		h.info = image.Rectangle{}
	}
	u := h.ui
	h.panel.layout(u, 12, widget.TopBarHeight+12, h.ticker.Min.Y-widget.TopBarHeight-24)
	h.battle.layout(u, w/2, hh-16, hh-widget.TopBarHeight-100)
}

// onWidget reports whether (x, y) is on one of the hud's widgets rather
// than the map.
func (h *hud) onWidget(x, y int) bool {
	p := image.Pt(x, y)
	return y < widget.TopBarHeight || p.In(h.minimap) || p.In(h.info) || p.In(h.ticker) ||
		p.In(h.panel.rect) || p.In(h.battle.rect)
}

// onWidget reports whether (x, y) is on a part of the interface rather
// than the map: the hud, the powers panel or the battle view.
func (s *Scene) onWidget(x, y int) bool {
	return s.hud.onWidget(x, y) || s.strat.covers(x, y) || image.Pt(x, y).In(s.battleRect()) ||
		s.lesson.Contains(x, y)
}

// onMinimap reports whether (x, y) is on the minimap and not on the
// selected unit's panel, which is drawn over it.
func (h *hud) onMinimap(x, y int) bool {
	p := image.Pt(x, y)
	return p.In(h.minimap) && !p.In(h.info)
}

// clickWidget handles a left click on the interface, reporting whether it
// hit a button.
func (s *Scene) clickWidget(x, y int) bool {
	h := &s.hud
	if s.clickLog(x, y) {
		return true
	}
	if h.infoTopic != "" && image.Pt(x, y).In(h.info) {
		s.openRules()
		return true
	}
	if h.endBtn.Hit(x, y) {
		s.endPhase()
		return true
	}
	if s.strat.click(s, x, y) { // strategic.go
		return true
	}
	return h.battle.click(x, y) || h.panel.click(x, y)
}

// log adds a command's events to the ticker: in full, and as each side
// may learn of them (State.EventsFor, DESIGN D9, D10), chosen when the
// ticker is read.
// names gives the units' type names as the board spells them.
func (h *hud) log(st *sim.State, events []sim.Event, names func(string) string) {
	for _, l := range session.Lines(st, -1, events, names) {
		h.events = appendLine(h.events, l)
	}
	if len(h.seen) != len(st.Sides) {
		h.seen = make([][]string, len(st.Sides))
	}
	for v := range h.seen {
		for _, l := range session.Lines(st, v, events, names) {
			h.seen[v] = appendLine(h.seen[v], l)
		}
	}
	h.history.add(st, events, names)
}

// takeHistory makes a rebuilt game log the scene's, and fills the ticker
// with its latest lines.
func (h *hud) takeHistory(l gameLog) {
	h.history = l
	tail := func(lines []session.Line) []string {
		return session.Texts(lines[max(0, len(lines)-mapview.TickerKeep):])
	}
	h.events = tail(l.all)
	h.seen = make([][]string, len(l.side))
	for v := range l.side {
		h.seen[v] = tail(l.side[v])
	}
}

// refreshHud rebuilds the top bar and the unit panel from the state.
func (s *Scene) refreshHud() {
	h := &s.hud
	st := s.state
	h.title = ""
	if s.sc != nil {
		h.title = s.sc.Name
	}
	switch {
	case st.Phase == sim.PhaseGameOver:
		h.turn = fmt.Sprintf("Turn %d · game over", st.Turn)
		h.toMove = st.Result
	default:
		h.turn = fmt.Sprintf("Turn %d", st.Turn)
		if st.Victory.Turns > 0 {
			h.turn += fmt.Sprintf(" of %d", st.Victory.Turns)
		}
		h.phase = " · " + widget.Capitalize(st.Phase.String()) + " phase"
		h.toMove = session.SideName(st, st.Actor()) + " to play"
		if a := st.Actor(); a != st.ActiveSide() {
			h.toMove = session.SideName(st, a) + " to answer"
		}
	}
	if st.Campaign != nil && st.Campaign.Calendar.Year > 0 {
		h.turn += " · " + st.Campaign.Calendar.Date(st.Turn)
	}
	h.track = nil
	if st.Phase != sim.PhaseGameOver {
		h.track = session.PhaseTrack(st)
	} else {
		h.phase = ""
	}
	if s.flow != nil && s.flow.net != nil {
		s.netBar(h) // flownet.go: whose turn, for a seat on a server
	}
	s.refreshInfo()
	s.strat.refresh(s) // strategic.go
	s.refreshPanel()
	if h.w > 0 {
		h.layout(st.Map, h.w, h.h)
	}
}

// refreshInfo rebuilds the selected unit's panel.
func (s *Scene) refreshInfo() {
	h := &s.hud
	st := s.state
	h.infoText = h.infoText[:0]
	h.infoTopic = ""
	u := s.ord.unit()
	if u == nil {
		return
	}
	b := s.Board
	add := func(t string, f *text.GoTextFace, c color.RGBA, swatch int) {
		h.infoText = append(h.infoText, hudLine{text: t, face: f, color: c, swatch: swatch})
	}
	ui := s.ui
	defer func() { h.infoW = measure(h.infoText) }()
	if s.hidden(u) {
		add(session.SideName(st, u.Side)+" "+s.unitLabel(u), ui.Heading, widget.ColText, -1)
		add(fmt.Sprintf("%s · at %s%s", session.SideName(st, u.Side), u.Hex, session.PlaceSuffix(st, u.Hex)), ui.Small, widget.ColMuted, u.Side)
		if st.Storm.Covers(u.Hex) {
			add("Face down in the storm area, for everyone", ui.Small, widget.ColAccent, -1)
		} else {
			add("Face down: type and strength show in battle", ui.Small, widget.ColAccent, -1)
		}
		h.infoTopic = "Hidden blocks"
		h.infoText[len(h.infoText)-1].text += ruleLink
		return
	}
	add(b.TypeName(u.Type), ui.Heading, widget.ColText, -1)
	add(fmt.Sprintf("%s · %s unit · at %s%s", session.SideName(st, u.Side), b.TypeClass(u.Type), u.Hex, session.PlaceSuffix(st, u.Hex)), ui.Small, widget.ColMuted, u.Side)
	add(fmt.Sprintf("Strength: %d of %d", u.CV, b.TypeMaxCV(u.Type)), ui.Body, widget.ColText, -1)
	add(fmt.Sprintf("Movement: %d of %d points left", st.MovePoints(u), b.TypeMove(u.Type)), ui.Body, widget.ColText, -1)
	// The first line that explains a rule links to it (a click on the
	// panel, or F1, opens the rules reference there).
	explain := func(line, topic string) {
		if h.infoTopic == "" {
			h.infoTopic = topic
			line += ruleLink
		}
		add(line, ui.Small, widget.ColAccent, -1)
	}
	switch {
	case st.Storm.Covers(u.Hex):
		explain("In the storm area: cannot move", "The Storm")
	case u.Halted != sim.StopNone:
		explain(widget.Capitalize(u.Halted.String())+": stops here this turn", "Stopping")
	}
	if u.OutOfSupply {
		explain("Out of supply: fires at one less than its rating", "Supply")
	}
	s.stackBuf = b.StackAt(u.Hex, s.stackBuf)
	if len(s.stackBuf) > 1 {
		add(fmt.Sprintf("Stack of %d (click again to cycle):", len(s.stackBuf)), ui.Small, widget.ColMuted, -1)
		for _, id := range s.stackBuf {
			o := st.Unit(id)
			mark := "   "
			if id == u.ID {
				mark = " › "
			}
			if s.hidden(o) {
				add(mark+session.SideName(st, o.Side)+" "+s.unitLabel(o), ui.Small, widget.ColText, -1)
				continue
			}
			add(fmt.Sprintf("%s%s %d/%d MP", mark, b.TypeName(o.Type), st.MovePoints(o), b.TypeMove(o.Type)), ui.Small, widget.ColText, -1)
		}
	}
	if s.ord.canMove(u) {
		add("Click a lit hex to move; right-click to move onto your own units; Esc cancels.", ui.Small, widget.ColMuted, -1)
	} else {
		add(s.whyNotMove(u), ui.Small, widget.ColMuted, -1)
	}
}

// ruleLink ends the unit panel's line that explains a rule.
const ruleLink = " · why? click or F1"

// measure returns the width of the widest line, swatches included.
func measure(lines []hudLine) float64 {
	w := 0.0
	for _, l := range lines {
		lw := text.Advance(l.text, l.face)
		if l.swatch >= 0 {
			lw += 16
		}
		w = max(w, lw)
	}
	return w
}
