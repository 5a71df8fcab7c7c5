package render

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
	"hexstorm/replay"
	"hexstorm/session"
)

// turnStats are the figures of one turn (session.TurnStats).
type turnStats = session.TurnStats

// victoryScene shows the end of a game: the result and its level, charts of
// production, units and losses over the turns, and offers to save the
// game's replay.
type victoryScene struct {
	m     *mapScene
	stats []turnStats
	err   string
	menu  widget.Menu
	msg   string
}

func newVictoryScene(m *mapScene) *victoryScene {
	v := &victoryScene{m: m}
	if t := m.session().Stats; t != nil {
		v.stats = t.Samples(m.state)
	} else {
		v.err = "The charts are missing: " + m.session().StatsErr
	}
	g := m.game
	v.menu.Add("Save the replay", func() { v.saveReplay(g) })
	v.menu.Add("Watch the replay", func() { v.watchReplay(g) })
	v.menu.Add("Look at the map", func() { g.GoTo(m) })
	v.menu.Add("Title menu", func() { g.GoTo(newTitleScene(g)) })
	if g.store == nil {
		v.menu.Entries[0].Disabled = true
	}
	// Every block is shown once the game is over.
	m.session().Seated = -1
	m.seatChanged()
	return v
}

// saveReplay saves the finished game: a save is a record, and a record is
// a replay (DESIGN section 3).
func (v *victoryScene) saveReplay(g *Game) {
	sess := v.m.session()
	name := sess.Name
	if name == "" {
		name = fmt.Sprintf("%s replay %s", v.m.sc.Name, sess.Now().Format("2006-01-02 15.04"))
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
func (v *victoryScene) watchReplay(g *Game) {
	rec := v.m.session().Game.Record
	rec.Steps = slices.Clone(rec.Steps)
	rec.Keyframes = slices.Clone(rec.Keyframes)
	startLoading(g, "Opening the replay", v, func(p replay.Progress) (*replay.Timeline, error) {
		return replay.OpenWith(&rec, p)
	}, func(g *Game, tl *replay.Timeline) {
		rs := newReplayScene(g, tl, v.m.sc.Name, v)
		g.GoTo(rs)
	}, func(g *Game, err error) {
		v.msg = "The replay cannot be opened: " + err.Error()
		g.GoTo(v)
	})
}

// Update implements app.Scene.
func (v *victoryScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(newTitleScene(g))
		return nil
	}
	v.menu.LayoutRow(ctx.In.Width/2, ctx.In.Height-80, 220)
	v.menu.Update(ctx.In)
	return nil
}

// Draw implements app.Scene.
func (v *victoryScene) Draw(screen *ebiten.Image) {
	u := v.m.game.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	st := v.m.state
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
	u.Text(screen, widget.Capitalize(st.Result)+fmt.Sprintf(" · turn %d · %d commands", st.Turn, len(v.m.session().Game.Record.Steps)),
		u.Body, float64(w)/2, 194, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	if v.err != "" {
		u.Text(screen, v.err, u.Body, float64(w)/2, 240, text.AlignCenter, text.AlignCenter, widget.ColError, 1)
	}
	if len(v.stats) > 0 {
		cw := (min(w, 1400) - 80) / 3
		x0 := (w - (3*cw + 40)) / 2
		top, bottom := 240, h-140
		pick := []func(t turnStats) []int{
			func(t turnStats) []int { return t.PP },
			func(t turnStats) []int { return t.Units },
			func(t turnStats) []int { return t.Losses },
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
func (v *victoryScene) drawChart(screen *ebiten.Image, r image.Rectangle, title string, values func(turnStats) []int) {
	u := v.m.game.ui
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
	sides := len(v.m.state.Sides)
	for side := range sides {
		c := v.m.game.ui.Palette.SideColor(side)
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
		u.Text(screen, v.m.state.Sides[side].Name, u.Small, lx+16, ly, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
}
