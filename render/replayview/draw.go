package replayview

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// dieFaces are the faces' labels, so drawing dice formats nothing.
var dieFaces = func() []string {
	out := make([]string, 21)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}()

// maxDiceShown bounds the dice panel: a big battle step shows its last dice.
const maxDiceShown = 40

// rollSeconds is how long a die tumbles before it shows its face, at speeds
// slow enough to watch it.
const rollSeconds = 0.3

// Draw implements app.Scene: the map as the chosen side sees it, the current
// event marked on it, then the bars, the ticker and the dice.
func (s *Viewer) Draw(screen *ebiten.Image) {
	if s.width == 0 {
		s.width, s.height = screen.Bounds().Dx(), screen.Bounds().Dy()
		s.bar.layout(s)
	}
	if !s.fitted {
		s.fit()
		s.fitted = true
	}
	clock := s.clock
	b, cam := s.Board, &s.Cam
	b.DrawMap(screen, cam)
	b.DrawStorm(screen, cam, clock)
	s.drawCurrentEvent(screen)
	b.DrawUnits(screen, cam, board.UnitOptions{Fog: s.view >= 0, Viewer: s.view})
	s.drawTop(screen)
	s.drawTicker(screen)
	s.drawDice(screen, clock)
	s.bar.draw(screen, s)
	s.drawMessage(screen, clock)
	if s.help {
		s.drawHelp(screen)
	}
}

// drawCurrentEvent marks the event being shown: a move's path, the hex of a
// battle, the storm's step.
func (s *Viewer) drawCurrentEvent(screen *ebiten.Image) {
	evs, shown := s.p.Events()
	if shown == 0 {
		return
	}
	e := evs[shown-1]
	b, cam := s.Board, &s.Cam
	if s.inBattle {
		b.OutlineHex(screen, cam, s.battleHex, widget.ColError, 1)
	}
	switch e.Kind {
	case sim.EvUnitMoved, sim.EvUnitRetreated:
		// Blocks are seen moving whatever the view; only faces are hidden (D9).
		b.DrawPath(screen, cam, []hexmap.Hex{e.From, e.To}, widget.ColPath)
		b.OutlineHex(screen, cam, e.To, widget.ColAccent, 1)
	case sim.EvPhaseBegan, sim.EvTurnBegan, sim.EvInitiative, sim.EvIncome, sim.EvGameOver:
	default:
		if s.p.State().Map.Contains(e.To) && (e.To != hexmap.Hex{} || e.From != hexmap.Hex{}) {
			b.OutlineHex(screen, cam, e.To, widget.ColReachStop, 1)
		}
	}
}

// drawTop draws the top bar: where the game stands and who is to act.
func (s *Viewer) drawTop(screen *ebiten.Image) {
	u := s.ui
	w := s.width
	u.FillRect(screen, image.Rect(0, 0, w, widget.TopBarHeight), widget.ColPanel, 0.96)
	u.FillRect(screen, image.Rect(0, widget.TopBarHeight-1, w, widget.TopBarHeight), widget.ColPanelEdge, 1)
	x := 14.0
	u.Text(screen, "REPLAY", u.Bold, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	x += u.TextWidth("REPLAY", u.Bold) + 16
	u.Text(screen, s.name, u.Bold, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	x += u.TextWidth(s.name, u.Bold) + 28
	st := s.p.State()
	turn := s.turnText
	u.Text(screen, turn, u.Heading, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	x += u.TextWidth(turn, u.Heading) + 24
	if side := st.Actor(); side >= 0 {
		s.swatchFor(screen, x, widget.TopBarHeight/2, side)
		x += 18
		u.Text(screen, s.phaseText, u.Heading, x, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	}
	u.Text(screen, s.viewText, u.Body, float64(w-14), widget.TopBarHeight/2, text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
}

// drawTicker draws the current command's events so far, newest at the
// bottom.
func (s *Viewer) drawTicker(screen *ebiten.Image) {
	u := s.ui
	// The panel fits its lines, so a quiet moment leaves the map in view.
	n := min(len(s.lines), mapview.TickerShow)
	top := s.height - BarHeight - 12 - max(1, n)*18 - 16
	r := image.Rect(12, top, min(12+620, s.width/2+120), s.height-BarHeight-12)
	u.Panel(screen, r, 0.82)
	for i := range n {
		line := s.lines[len(s.lines)-n+i]
		a := 0.5 + 0.5*float32(i+1)/float32(n)
		u.Text(screen, line, u.Small, float64(r.Min.X+12), float64(r.Min.Y)+17+float64(i)*18, text.AlignStart, text.AlignCenter, widget.ColText, a)
	}
	if n == 0 {
		u.Text(screen, "The events of each command appear here as they are played.", u.Small, float64(r.Min.X+12), float64(r.Min.Y)+17, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
}

// drawDice draws the dice of the current battle step (or initiative and
// storm roll): each die in its side's colour, the newest tumbling for a
// moment at watchable speeds, as dice do on the table.
func (s *Viewer) drawDice(screen *ebiten.Image, clock float64) {
	if len(s.dice) == 0 {
		return
	}
	dice := s.dice[max(0, len(s.dice)-maxDiceShown):]
	u := s.ui
	const size, gap, perRow = 30, 6, 10
	rows := (len(dice) + perRow - 1) / perRow
	w := perRow*(size+gap) + 24
	h := 40 + rows*(size+gap)
	x0, y0 := s.width-w-12, s.height-BarHeight-12-h
	u.Panel(screen, image.Rect(x0, y0, x0+w, y0+h), 0.9)
	u.Text(screen, s.battle, u.Bold, float64(x0+12), float64(y0+18), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	rolling := replaySpeeds[s.speed].pace.TicksPerEvent >= 6 && clock-s.rollAt < rollSeconds
	for i, d := range dice {
		x := x0 + 12 + (i%perRow)*(size+gap)
		y := y0 + 32 + (i/perRow)*(size+gap)
		r := image.Rect(x, y, x+size, y+size)
		face := 0
		if len(d.Dice) > 0 {
			face = d.Dice[0]
		}
		if rolling && i == len(dice)-1 {
			face = 1 + s.cosmetic.IntN(max(2, d.Sides))
		}
		// A die that missed is dimmed once it has landed: a hit is a face at
		// or under the rating in use (DESIGN D1).
		a := float32(1)
		if rating, ok := ratingOf(d.Why); ok && face > rating && !(rolling && i == len(dice)-1) {
			a = 0.4
		}
		u.BoxColored(screen, r, widget.StyleSwatch, d.Side, a)
		ink := u.Palette.SideInk(d.Side)
		u.Text(screen, dieFaces[max(0, min(face, len(dieFaces)-1))], u.Bold, float64(x+size/2), float64(y+size/2), text.AlignCenter, text.AlignCenter, ink, a)
	}
}

// drawMessage shows the message line for a few seconds.
func (s *Viewer) drawMessage(screen *ebiten.Image, clock float64) {
	if a := s.Msg.Alpha(clock); a > 0 {
		s.Msg.Draw(s.ui, screen, s.Msg.Rect(s.width), a, 0.95)
	}
}

// drawHelp lists the viewer's keys over the map.
func (s *Viewer) drawHelp(screen *ebiten.Image) {
	u := s.ui
	w, h := 0, 44+len(app.ReplayHelp)*22
	for _, l := range app.ReplayHelp {
		w = max(w, int(u.TextWidth(l, u.Body)))
	}
	w += 40
	r := image.Rect((s.width-w)/2, (s.height-h)/2, (s.width+w)/2, (s.height+h)/2)
	u.Panel(screen, r, 0.96)
	u.Text(screen, "Replay keys", u.Heading, float64(r.Min.X+20), float64(r.Min.Y+22), text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	for i, l := range app.ReplayHelp {
		u.Text(screen, l, u.Body, float64(r.Min.X+20), float64(r.Min.Y+52+i*22), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
}

// describe words events for the ticker as the chosen side may learn of
// them (State.EventsFor): blocks it sees face down, the storm's included
// (DESIGN D10), are named by owner and class only ("an Axis naval block").
func (s *Viewer) describe(st *sim.State, evs []sim.Event) []string {
	return DescribeAs(st, s.view, evs, s.Board.TypeName)
}

// DescribeAs words events as the viewer's ticker does, seen as side view
// (-1 for every side), with typeName naming unit types.
func DescribeAs(st *sim.State, view int, evs []sim.Event, typeName func(string) string) []string {
	return session.Lines(st, view, evs, typeName)
}

// ratingOf reads the rating a combat die was rolled against from its
// explanation ("unit 4 infantry attacks (rating 3)", combat_run.go).
func ratingOf(why string) (int, bool) {
	_, after, ok := strings.Cut(why, "(rating ")
	if !ok {
		return 0, false
	}
	n, rest := 0, after
	for rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		n = n*10 + int(rest[0]-'0')
		rest = rest[1:]
	}
	return n, len(rest) < len(after)
}

// diceOf returns the dice of the latest fire step, initiative or storm roll
// among evs, a heading for them, and the battle's hex when they are a
// battle's.
func diceOf(st *sim.State, evs []sim.Event) ([]sim.Event, string, hexmap.Hex, bool) {
	start := 0
	heading := ""
	var at hexmap.Hex
	battle := false
	for i, e := range evs {
		switch e.Kind {
		case sim.EvStepStarted:
			start, heading, at, battle = i+1, fmt.Sprintf("Battle at %s%s · %s", e.To, session.PlaceSuffix(st, e.To), e.Why), e.To, true
		case sim.EvRoundStarted:
			start, heading, at, battle = i+1, fmt.Sprintf("Battle at %s%s · round %d", e.To, session.PlaceSuffix(st, e.To), e.Value), e.To, true
		case sim.EvPhaseBegan, sim.EvTurnBegan, sim.EvBattleEnded:
			start, heading, battle = i+1, "", false
		}
	}
	var dice []sim.Event
	for _, e := range evs[start:] {
		if e.Kind == sim.EvDiceRolled {
			dice = append(dice, e)
		}
	}
	if len(dice) > 0 && heading == "" {
		heading = dice[0].Why
		if i := strings.Index(heading, " ("); i > 0 {
			heading = heading[:i]
		}
		heading = "Roll: " + heading
	}
	return dice, heading, at, battle
}
