package menus

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Victory shows the end of a game: the result and its level, charts of
// production, units and losses over the turns, and offers to save the
// game's replay.
type Victory struct {
	ui    *widget.UI
	sess  *session.Session
	st    *sim.State
	name  string
	exits VictoryExits
	stats []session.TurnStats
	err   string
	menu  widget.Menu
	msg   string
	// leave is the scene a button chose, taken in the tick it was pressed.
	leave app.Scene
}

// VictoryExits are where the victory screen leads.
type VictoryExits struct {
	// Map is the finished game's map; Title makes the title menu.
	Map   app.Scene
	Title func() app.Scene
	// Watch opens the game's record in the replay viewer, Esc there coming
	// back to v.
	Watch func(v *Victory, rec sim.Record)
	// CanSave is set when there is a save folder for the replay.
	CanSave bool
}

// NewVictory shows the end of the game of sess, in state st, a game of the
// scenario named name.
func NewVictory(ui *widget.UI, sess *session.Session, st *sim.State, name string, exits VictoryExits) *Victory {
	v := &Victory{ui: ui, sess: sess, st: st, name: name, exits: exits}
	if t := sess.Stats; t != nil {
		v.stats = t.Samples(st)
	} else {
		v.err = "The charts are missing: " + sess.StatsErr
	}
	v.menu.Add("Save the replay", v.saveReplay)
	v.menu.Add("Watch the replay", v.watchReplay)
	v.menu.Add("Look at the map", func() { v.leave = exits.Map })
	v.menu.Add("Title menu", func() { v.leave = exits.Title() })
	if !exits.CanSave {
		v.menu.Entries[0].Disabled = true
	}
	return v
}

// saveReplay saves the finished game: a save is a record, and a record is
// a replay (DESIGN section 3).
func (v *Victory) saveReplay() {
	sess := v.sess
	name := sess.Name
	if name == "" {
		name = fmt.Sprintf("%s replay %s", v.name, sess.Now().Format("2006-01-02 15.04"))
	}
	e, err := sess.Save(name)
	if err != nil {
		v.msg = err.Error()
		return
	}
	v.msg = "Replay saved as " + e.Name + " in " + e.Path
	v.menu.Entries[0].Disabled = true
}

// watchReplay opens the finished game in the replay viewer, from its first
// command; Esc there comes back to this screen. The viewer gets its own
// copy of the record, so nothing it does can reach the game.
func (v *Victory) watchReplay() {
	rec := v.sess.Game.Record
	rec.Steps = slices.Clone(rec.Steps)
	rec.Keyframes = slices.Clone(rec.Keyframes)
	v.exits.Watch(v, rec)
}

// ReplayFailed says the replay could not be opened.
func (v *Victory) ReplayFailed(err error) { v.msg = "The replay cannot be opened: " + err.Error() }

// Update implements app.Scene.
func (v *Victory) Update(ctx *app.Context) error {
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(v.exits.Title())
		return nil
	}
	v.menu.LayoutRow(ctx.In.Width/2, ctx.In.Height-80, 220)
	v.menu.Update(ctx.In)
	if v.leave != nil {
		ctx.Scenes.GoTo(v.leave)
		v.leave = nil
	}
	return nil
}

// Draw implements app.Scene.
func (v *Victory) Draw(screen *ebiten.Image) {
	u := v.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	st := v.st
	head := "Draw"
	if st.Winner >= 0 {
		head = st.Sides[st.Winner].Name + " wins"
		u.BoxColored(screen, image.Rect(w/2-30, 34, w/2+30, 62), widget.StyleSwatch, st.Winner, 1)
	}
	u.Text(screen, head, u.Title, float64(w)/2, 110, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	level := "Game over"
	switch {
	case strings.HasPrefix(st.Result, "decisive"):
		level = "Decisive victory"
	case strings.HasPrefix(st.Result, "marginal"):
		level = "Marginal victory"
	}
	u.Text(screen, level, u.Heading, float64(w)/2, 162, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	u.Text(screen, widget.Capitalize(st.Result)+fmt.Sprintf(" · turn %d · %d commands", st.Turn, len(v.sess.Game.Record.Steps)),
		u.Body, float64(w)/2, 194, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	if v.err != "" {
		u.Text(screen, v.err, u.Body, float64(w)/2, 240, text.AlignCenter, text.AlignCenter, widget.ColError, 1)
	}
	if len(v.stats) > 0 {
		cw := (min(w, 1400) - 80) / 3
		x0 := (w - (3*cw + 40)) / 2
		top, bottom := 240, h-140
		pick := []func(t session.TurnStats) []int{
			func(t session.TurnStats) []int { return t.PP },
			func(t session.TurnStats) []int { return t.Units },
			func(t session.TurnStats) []int { return t.Losses },
		}
		titles := []string{"Production points earned", "Units on the map", "Units lost (total)"}
		for i := range 3 {
			r := image.Rect(x0+i*(cw+20), top, x0+i*(cw+20)+cw, bottom)
			v.drawChart(screen, r, titles[i], pick[i])
		}
	}
	if v.msg != "" {
		u.Text(screen, v.msg, u.Small, float64(w)/2, float64(h-104), text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	}
	v.menu.LayoutRow(w/2, h-80, 220)
	v.menu.Draw(screen, u, u.Bold)
}

// drawChart draws one line chart: a line per side over the turns.
func (v *Victory) drawChart(screen *ebiten.Image, r image.Rectangle, title string, values func(session.TurnStats) []int) {
	u := v.ui
	u.Panel(screen, r, 0.95)
	u.Text(screen, title, u.Bold, float64(r.Min.X+14), float64(r.Min.Y+20), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	plot := image.Rect(r.Min.X+44, r.Min.Y+44, r.Max.X-16, r.Max.Y-56)
	hi := 1
	for _, t := range v.stats {
		for _, x := range values(t) {
			hi = max(hi, x)
		}
	}
	u.FillRect(screen, image.Rect(plot.Min.X, plot.Max.Y, plot.Max.X, plot.Max.Y+1), widget.ColPanelEdge, 1)
	u.FillRect(screen, image.Rect(plot.Min.X-1, plot.Min.Y, plot.Min.X, plot.Max.Y), widget.ColPanelEdge, 1)
	u.Text(screen, fmt.Sprint(hi), u.Small, float64(plot.Min.X-6), float64(plot.Min.Y), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	u.Text(screen, "0", u.Small, float64(plot.Min.X-6), float64(plot.Max.Y), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	first, last := v.stats[0].Turn, v.stats[len(v.stats)-1].Turn
	u.Text(screen, fmt.Sprintf("turn %d", first), u.Small, float64(plot.Min.X), float64(plot.Max.Y+16), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	u.Text(screen, fmt.Sprintf("turn %d", last), u.Small, float64(plot.Max.X), float64(plot.Max.Y+16), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	n := len(v.stats)
	px := func(i int) float32 {
		if n == 1 {
			return float32(plot.Min.X+plot.Max.X) / 2
		}
		return float32(plot.Min.X) + float32(plot.Dx())*float32(i)/float32(n-1)
	}
	py := func(x int) float32 { return float32(plot.Max.Y) - float32(plot.Dy())*float32(x)/float32(hi) }
	sides := len(v.st.Sides)
	for side := range sides {
		c := v.ui.Palette.SideColor(side)
		for i := range n {
			y := py(values(v.stats[i])[side])
			if i > 0 {
				vector.StrokeLine(screen, px(i-1), py(values(v.stats[i-1])[side]), px(i), y, 2.5, c, true)
			}
			vector.FillCircle(screen, px(i), y, 3, c, true)
		}
		ly := float64(r.Max.Y - 14)
		lx := float64(r.Min.X + 14 + side*120)
		u.BoxColored(screen, image.Rect(int(lx), int(ly)-5, int(lx)+10, int(ly)+5), widget.StyleSwatch, side, 1)
		u.Text(screen, v.st.Sides[side].Name, u.Small, lx+16, ly, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
}

// Entries are the screen's buttons.
func (v *Victory) Entries() []widget.MenuEntry { return v.menu.Entries }

// Stats are the charts' figures, turn by turn, and why there are none.
func (v *Victory) Stats() ([]session.TurnStats, string) { return v.stats, v.err }

// Session is the finished game.
func (v *Victory) Session() *session.Session { return v.sess }

// Message is the line under the charts (a saved replay, a failure).
func (v *Victory) Message() string { return v.msg }

// State is the finished game's state.
func (v *Victory) State() *sim.State { return v.st }
