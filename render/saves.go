package render

import (
	"fmt"
	"image"
	"log"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/session"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// openStore opens the save folder of p; without one the game plays on but
// cannot save, and says why where saving is offered.
func openStore(p Paths) (*saves.Store, string) {
	dir := p.Saves
	if dir == "" {
		return nil, p.SavesErr
	}
	st := &saves.Store{Dir: dir}
	// Saves killed mid-write leave temporary files; clear old ones away.
	if n, err := st.RemoveStale(time.Now()); err != nil {
		log.Printf("hexstorm: could not remove leftover temporary files in %s: %v", dir, err)
	} else if n > 0 {
		log.Printf("hexstorm: removed %d leftover temporary files of interrupted saves in %s", n, dir)
	}
	return st, ""
}

// loadSave loads the save of e off the window's thread (a loading scene
// with progress; Esc returns to back) and goes on to the map scene that
// plays it on, calling before first (the load menu stops a computer still
// thinking in the game it leaves). A save that cannot be loaded goes to
// fail with an error naming the file and the problem.
func loadSave(g *Game, e saves.Entry, back app.Scene, before func(), fail func(g *Game, err error)) {
	work := func(p replay.Progress) (loaded, error) {
		var history gameLog // the event log, rebuilt in the same replay
		game, info, err := saves.LoadWith(e.Path, p, func(_ int, s *sim.State, evs []sim.Event) {
			history.add(s, evs, catalogName)
		})
		return loaded{game, info, history}, err
	}
	startLoading(g, "Loading "+e.Name, back, work, func(g *Game, l loaded) {
		if before != nil {
			before()
		}
		m := savedGameScene(g, e, l.game, l.info)
		m.hud.takeHistory(l.history)
		g.GoTo(m)
	}, fail)
}

// loaded is a save read and verified, with its label.
type loaded struct {
	game    *replay.Game
	info    *sim.SaveInfo
	history gameLog
}

// savedGameScene is the map scene that plays on a loaded save.
func savedGameScene(g *Game, e saves.Entry, game *replay.Game, info *sim.SaveInfo) *mapScene {
	var names []string
	if info != nil {
		names = info.Players
	}
	sess := session.New(game, seat.Players(names, len(game.State.Sides)), g.store)
	if info != nil && !e.Auto {
		sess.Name = info.Name
	}
	m := newSessionScene(g, sess)
	m.message(fmt.Sprintf("Loaded %s: turn %d, %s phase. The record replays to the same state.", e.Name, game.State.Turn, game.State.Phase), false, g.clock)
	return m
}

// titleFlowEntries are the title menu's entries for saved games: Continue
// (the newest save, the autosave included) and Load game, each only when
// there is something to continue or load.
func titleFlowEntries(g *Game, title *titleScene) []widget.MenuEntry {
	if g.store == nil {
		return nil
	}
	g.flushSaves()
	list, _ := g.store.List()
	latest, ok := g.store.Latest()
	if !ok {
		return nil
	}
	return []widget.MenuEntry{
		{Button: widget.Button{Label: "Continue"}, Do: func() {
			loadSave(g, latest, title, nil, func(g *Game, err error) {
				g.GoTo(newLoadScene(g, title, nil, err.Error()))
			})
		}},
		{Button: widget.Button{Label: fmt.Sprintf("Load game (%d)", len(list))}, Do: func() { g.GoTo(newLoadScene(g, title, nil, "")) }},
	}
}

// newGameMenuScene is the menu Esc opens during the game of m: resume,
// save, load or leave, over m's dimmed map.
func newGameMenuScene(m *mapScene) *menus.GameMenu {
	g := m.game
	var choices widget.Menu
	choices.Add("Resume", func() { g.GoTo(m) })
	choices.Add("Save game", func() { g.GoTo(newSaveScene(g, m)) })
	choices.Add("Load game", func() { g.GoTo(newLoadScene(g, nil, m, "")) })
	choices.Add("Leave to the title menu (the game is kept)", func() { m.leaveToTitle(g) })
	if g.store == nil {
		choices.Entries[1].Disabled = true
	}
	return menus.NewGameMenu(g.ui, m, choices.Entries, func() string { return "Saves are kept in " + g.storeDir() })
}

// flushSaves waits for the background autosave, so that the save folder
// is up to date before it is listed or the game ends.
func (g *Game) flushSaves() {
	if g.autosaver != nil {
		if err := g.autosaver.Flush(); err != nil {
			g.storeErr = "the last autosave failed: " + err.Error()
		}
	}
}

// storeDir names the save folder for the screens, or why there is none.
func (g *Game) storeDir() string {
	if g.store == nil {
		return "nowhere: " + g.storeErr
	}
	return g.store.Dir
}

// saveScene names a save and writes it. Typing edits the name; clicking a
// listed save takes its name, to overwrite it.
type saveScene struct {
	m     *mapScene
	name  string
	list  []saves.Entry
	rows  []widget.Button
	menu  widget.Menu
	msg   string
	isErr bool
}

func newSaveScene(g *Game, m *mapScene) *saveScene {
	sess := m.session()
	ss := &saveScene{m: m, name: sess.Name}
	if ss.name == "" {
		ss.name = fmt.Sprintf("%s, turn %d", m.sc.Name, m.state.Turn)
	}
	// The autosave is the game's own; a player's save never overwrites it.
	all, _ := g.store.List()
	for _, e := range all {
		if !e.Auto {
			ss.list = append(ss.list, e)
		}
	}
	ss.rows = make([]widget.Button, len(ss.list))
	ss.menu.Add("Save", func() { ss.save(g) })
	ss.menu.Add("Back", func() { g.GoTo(newGameMenuScene(m)) })
	return ss
}

// save writes the game and goes back to the map.
func (ss *saveScene) save(g *Game) {
	e, err := ss.m.session().Save(ss.name)
	if err != nil {
		ss.msg, ss.isErr = err.Error(), true
		return
	}
	ss.m.message("Saved as "+e.Name+" ("+e.File+").", false, g.clock)
	g.GoTo(ss.m)
}

// Update implements app.Scene.
func (ss *saveScene) Update(ctx *app.Context) error {
	// A copy: the keys this screen keeps for itself (typing, the
	// choices' arrows) are taken from what its menu sees.
	in := *ctx.In
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(newGameMenuScene(ss.m))
		return nil
	}
	for _, r := range in.Chars {
		if utf8.RuneCountInString(ss.name) < 60 && r >= ' ' {
			ss.name += string(r)
		}
		// Space confirms in menus, but here it is part of the name.
		if r == ' ' {
			in.Just[app.ActConfirm] = false
		}
	}
	if in.Backspace && ss.name != "" {
		_, n := utf8.DecodeLastRuneInString(ss.name)
		ss.name = ss.name[:len(ss.name)-n]
	}
	ss.layout(in.Width, in.Height)
	for i := range ss.rows {
		if in.Clicked() && ss.rows[i].Hit(in.MouseX, in.MouseY) {
			ss.name = ss.list[i].Name
		}
	}
	// Typed letters must not move the focus: only Enter and clicks act.
	in.Repeat[app.ActUp], in.Repeat[app.ActDown], in.Repeat[app.ActLeft], in.Repeat[app.ActRight] = false, false, false, false
	ss.menu.Update(&in)
	return nil
}

// layout places the name field's rows and buttons.
func (ss *saveScene) layout(w, h int) {
	pw := min(760, w-60)
	x0 := (w - pw) / 2
	for i := range ss.rows {
		y := 230 + i*40
		ss.rows[i].Rect = image.Rect(x0, y, x0+pw, y+36)
	}
	ss.menu.LayoutRow(w/2, h-90, 200)
}

// Draw implements app.Scene.
func (ss *saveScene) Draw(screen *ebiten.Image) {
	u := ss.m.game.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	ss.layout(w, h)
	pw := min(760, w-60)
	x0 := (w - pw) / 2
	u.Text(screen, "Save game", u.Heading, float64(x0), 70, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	field := image.Rect(x0, 110, x0+pw, 156)
	u.Box(screen, field, widget.StyleItem, 1)
	cursor := ""
	if int(ss.m.game.clock*2)%2 == 0 {
		cursor = "|"
	}
	u.Text(screen, ss.name+cursor, u.Heading, float64(field.Min.X+14), float64(field.Min.Y+23), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	file := ss.m.game.store.FileFor(ss.name)
	u.Text(screen, "Type a name; Enter saves. File: "+file, u.Small, float64(x0), 176, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	if len(ss.list) > 0 {
		u.Text(screen, "Existing saves (click one to overwrite it):", u.Small, float64(x0), 210, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	for i := range ss.rows {
		if ss.rows[i].Rect.Max.Y > h-110 {
			break
		}
		drawEntryRow(screen, u, ss.rows[i].Rect, ss.list[i], strings.EqualFold(ss.list[i].Name, ss.name))
	}
	if ss.msg != "" {
		c := widget.ColMuted
		if ss.isErr {
			c = widget.ColError
		}
		u.Text(screen, ss.msg, u.Body, float64(w)/2, float64(h-120), text.AlignCenter, text.AlignCenter, c, 1)
	}
	ss.menu.Draw(screen, u, u.Bold)
}

// drawEntryRow draws one save: name, scenario, turn, date, or its problem.
func drawEntryRow(screen *ebiten.Image, u *widget.UI, r image.Rectangle, e saves.Entry, hot bool) {
	if hot {
		u.Box(screen, r, widget.StyleButtonHot, 1)
	} else {
		u.Box(screen, r, widget.StyleItem, 0.9)
	}
	y := float64(r.Min.Y + r.Dy()/2)
	u.Text(screen, e.Name, u.Bold, float64(r.Min.X+12), y, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	var right string
	if e.Problem != "" {
		right = "unreadable: " + e.Problem
		if len(right) > 70 {
			right = right[:70] + "…"
		}
	} else {
		right = fmt.Sprintf("%s · turn %d, %s · %s · %s", e.Scenario, e.Turn, e.Phase, playersSummary(e.Players), e.Saved.Local().Format("2 Jan 2006 15:04"))
	}
	c := widget.ColMuted
	if e.Problem != "" {
		c = widget.ColError
	}
	u.Text(screen, right, u.Small, float64(r.Max.X-12), y, text.AlignEnd, text.AlignCenter, c, 1)
}

// loadScene lists the saves, newest first, and loads the chosen one. A
// save that cannot be loaded stays listed with its problem; loading it
// shows the problem and the file, and nothing else is lost.
type loadScene struct {
	title *titleScene
	from  *mapScene
	list  []saves.Entry
	rows  []widget.Button
	focus int
	menu  widget.Menu
	msg   string
	ui    *widget.UI
}

func newLoadScene(g *Game, title *titleScene, from *mapScene, msg string) *loadScene {
	ls := &loadScene{title: title, from: from, msg: msg, ui: g.ui}
	if g.store != nil {
		g.flushSaves()
		var err error
		if ls.list, err = g.store.List(); err != nil && ls.msg == "" {
			ls.msg = err.Error()
		}
	}
	ls.rows = make([]widget.Button, len(ls.list))
	ls.menu.Add("Load", func() { ls.load(g) })
	ls.menu.Add("Back", func() { ls.back(g) })
	return ls
}

// leaveToTitle leaves the game for the title menu without losing anything:
// the computer stops, and a session's game is written to the autosave
// first, so the title's Continue takes it up exactly where it was, builds
// entered this phase included.
func (m *mapScene) leaveToTitle(g *Game) {
	m.stopAI()
	if sess := m.session(); sess != nil {
		sess.Autosave()
		g.flushSaves()
	}
	g.GoTo(newTitleScene(g))
}

// back returns where the menu came from.
func (ls *loadScene) back(g *Game) {
	if ls.from != nil {
		g.GoTo(newGameMenuScene(ls.from))
		return
	}
	g.GoTo(newTitleScene(g))
}

// load loads the focused save.
func (ls *loadScene) load(g *Game) {
	if len(ls.list) == 0 {
		return
	}
	var before func()
	if ls.from != nil {
		before = ls.from.stopAI
	}
	loadSave(g, ls.list[ls.focus], ls, before, func(g *Game, err error) {
		ls.msg = err.Error()
		g.GoTo(ls)
	})
}

// Update implements app.Scene.
func (ls *loadScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	// A copy: the keys this screen keeps for itself (typing, the
	// choices' arrows) are taken from what its menu sees.
	in := *ctx.In
	if in.Just[app.ActBack] {
		ls.back(g)
		return nil
	}
	if n := len(ls.list); n > 0 {
		if in.Repeat[app.ActDown] {
			ls.focus = (ls.focus + 1) % n
		}
		if in.Repeat[app.ActUp] {
			ls.focus = (ls.focus + n - 1) % n
		}
	}
	ls.layout(in.Width, in.Height)
	for i := range ls.rows {
		if in.Clicked() && ls.rows[i].Hit(in.MouseX, in.MouseY) {
			if ls.focus == i {
				ls.load(g)
				return nil
			}
			ls.focus = i
		}
	}
	in.Repeat[app.ActUp], in.Repeat[app.ActDown] = false, false
	ls.menu.Update(&in)
	return nil
}

func (ls *loadScene) layout(w, h int) {
	pw := min(900, w-60)
	x0 := (w - pw) / 2
	for i := range ls.rows {
		y := 110 + i*40
		ls.rows[i].Rect = image.Rect(x0, y, x0+pw, y+36)
	}
	ls.menu.LayoutRow(w/2, h-90, 200)
}

// Draw implements app.Scene.
func (ls *loadScene) Draw(screen *ebiten.Image) {
	u := ls.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	ls.layout(w, h)
	pw := min(900, w-60)
	x0 := (w - pw) / 2
	u.Text(screen, "Load game", u.Heading, float64(x0), 70, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	if len(ls.list) == 0 {
		u.Text(screen, "No saved games yet.", u.Body, float64(x0), 130, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	for i := range ls.rows {
		if ls.rows[i].Rect.Max.Y > h-130 {
			break
		}
		drawEntryRow(screen, u, ls.rows[i].Rect, ls.list[i], i == ls.focus)
	}
	if ls.msg != "" {
		for i, line := range widget.Wrap(ls.msg, u.Body, float64(pw)) {
			u.Text(screen, line, u.Body, float64(w)/2, float64(h-150+i*22), text.AlignCenter, text.AlignCenter, widget.ColError, 1)
		}
	}
	ls.menu.Draw(screen, u, u.Bold)
}

// playersSummary says in a few words who plays a saved game.
func playersSummary(names []string) string {
	var humans int
	var levels []string
	for _, n := range names {
		if n == "human" {
			humans++
		} else {
			levels = append(levels, n)
		}
	}
	switch {
	case len(names) == 0:
		return "players unknown"
	case len(levels) == 0:
		return fmt.Sprintf("hot-seat, %d players", humans)
	case humans == 0:
		return "computer only"
	}
	return "vs computer (" + strings.Join(levels, ", ") + ")"
}
