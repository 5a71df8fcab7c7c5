package render

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/sim"
)

// handoffScene stands between two humans at one desk: it blanks the whole
// window (no map, minimap, tooltip, log line, floating text or sound) and
// names the player to take the seat. Only that player's confirmation goes on,
// to the optional recap or straight to the map.
type handoffScene struct {
	m    *mapScene
	side int
	why  string
	menu widget.Menu
}

// newHandoffScene asks the human of the side the game now waits for to sit.
func newHandoffScene(m *mapScene) *handoffScene {
	st := m.state
	side := st.Actor()
	h := &handoffScene{m: m, side: side}
	switch {
	case st.ActiveSide() != side:
		h.why = fmt.Sprintf("%s must decide in a battle of %s's turn.", st.Sides[side].Name, sideName(st, st.ActiveSide()))
	default:
		h.why = fmt.Sprintf("Turn %d · %s to play the %s phase.", st.Turn, st.Sides[side].Name, st.Phase)
	}
	g := m.game
	n := len(m.session().Recap(side))
	if n > 0 {
		h.menu.Add(fmt.Sprintf("Take the seat and see what happened (%d)", n), func() { h.sit(g, true) })
	}
	h.menu.Add("Take the seat", func() { h.sit(g, false) })
	h.menu.Add("Leave to the title menu (the game is kept)", func() { h.m.leaveToTitle(g) })
	return h
}

// sit gives the seat to the named side and shows its recap or the map.
func (h *handoffScene) sit(g *Game, recap bool) {
	sess, f := h.m.session(), h.m.flow
	if old := sess.Seated; old >= 0 {
		c := h.m.Cam
		f.cams[old] = &c
	}
	lines := sess.Sit(h.side)
	if c := f.cams[h.side]; c != nil {
		h.m.Cam = *c
	} else if h.m.fitted {
		h.m.fit()
	}
	h.m.seatChanged()
	h.m.tickerRecap(lines)
	h.m.showTrails(g, sess.TakeTrails(h.side))
	if recap && len(lines) > 0 {
		g.GoTo(newRecapScene(h.m, h.side, lines))
		return
	}
	g.GoTo(h.m)
}

// Update implements app.Scene.
func (h *handoffScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	in := &g.in
	w, hh := in.Width, in.Height
	h.menu.Layout(w/2, hh/2+40, 460, 46, 12)
	h.menu.Update(in)
	return nil
}

// Draw implements app.Scene: a plain screen and the side's colour, nothing else.
func (h *handoffScene) Draw(screen *ebiten.Image) {
	u := h.m.game.ui
	screen.Fill(widget.ColBackground)
	w, hh := screen.Bounds().Dx(), screen.Bounds().Dy()
	st := h.m.state
	name := st.Sides[h.side].Name
	u.BoxColored(screen, image.Rect(w/2-40, hh/2-190, w/2+40, hh/2-150), widget.StyleSwatch, h.side, 1)
	u.Text(screen, "Pass the seat to the "+name+" player", u.Title, float64(w)/2, float64(hh)/2-100, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, h.why, u.Heading, float64(w)/2, float64(hh)/2-40, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	u.Text(screen, "Everyone else, look away: the map stays hidden until the "+name+" player takes the seat.", u.Body, float64(w)/2, float64(hh)/2-8, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	h.menu.Layout(w/2, hh/2+40, 460, 46, 12)
	h.menu.Draw(screen, u, u.Bold)
}

// recapScene lists what one side could see of the other sides' play since
// it last had the seat: only what its fog shows (DESIGN D9).
type recapScene struct {
	m      *mapScene
	side   int
	lines  []string
	scroll int
	menu   widget.Menu
}

func newRecapScene(m *mapScene, side int, lines []string) *recapScene {
	r := &recapScene{m: m, side: side, lines: lines}
	// Show the end first: the latest events matter most.
	r.scroll = max(0, len(lines)-recapRows)
	r.menu.Add("Go to the map", func() { m.game.GoTo(m) })
	return r
}

// recapRows is how many recap lines show at once.
const recapRows = 22

// Update implements app.Scene.
func (r *recapScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	in := &g.in
	if in.Repeat[app.ActUp] {
		r.scroll = max(0, r.scroll-1)
	}
	if in.Repeat[app.ActDown] {
		r.scroll = min(max(0, len(r.lines)-recapRows), r.scroll+1)
	}
	if in.Wheel != 0 {
		r.scroll = min(max(0, len(r.lines)-recapRows), max(0, r.scroll-int(in.Wheel*3)))
	}
	if in.Just[app.ActBack] {
		g.GoTo(r.m)
		return nil
	}
	r.menu.Layout(in.Width/2, in.Height-70, 300, 46, 12)
	r.menu.Update(in)
	return nil
}

// Draw implements app.Scene.
func (r *recapScene) Draw(screen *ebiten.Image) {
	u := r.m.game.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	st := r.m.state
	pw := min(900, w-60)
	panel := image.Rect((w-pw)/2, 90, (w+pw)/2, h-110)
	u.Text(screen, "Since your last turn", u.Heading, float64(panel.Min.X), 60, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, "What the "+st.Sides[r.side].Name+" side could see; hidden blocks are named by class only.", u.Small,
		float64(panel.Max.X), 60, text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	u.Panel(screen, panel, 0.95)
	lh := widget.LineHeight(u.Body)
	rows := min(recapRows, int(float64(panel.Dy()-20)/lh))
	for i := 0; i < rows && r.scroll+i < len(r.lines); i++ {
		u.Text(screen, r.lines[r.scroll+i], u.Body, float64(panel.Min.X+18), float64(panel.Min.Y+14)+lh*(float64(i)+0.5), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
	if len(r.lines) > rows {
		u.Text(screen, fmt.Sprintf("%d–%d of %d · arrows or wheel to scroll", r.scroll+1, min(len(r.lines), r.scroll+rows), len(r.lines)),
			u.Small, float64(panel.Max.X-12), float64(panel.Max.Y-14), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
	r.menu.Layout(w/2, h-70, 300, 46, 12)
	r.menu.Draw(screen, u, u.Bold)
}

// recapLines returns the lines viewer may read about events: what the
// rules' redaction lets it learn (State.EventsFor, DESIGN D9, D10).
func recapLines(st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []string {
	return eventLines(st, viewer, events, typeName)
}
