package menus

import (
	"fmt"
	"image"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/saves"
)

// SaveGame names a save and writes it. Typing edits the name; clicking a
// listed save takes its name, to overwrite it.
type SaveGame struct {
	ui    *widget.UI
	store *saves.Store
	exits SaveExits
	// clock is the cosmetic clock of the last tick, for the cursor.
	clock float64
	name  string
	list  []saves.Entry
	rows  []widget.Button
	menu  widget.Menu
	msg   string
	isErr bool
}

// SaveExits are the save screen's ways on, given by the shell.
type SaveExits struct {
	// Save writes the game under name and goes back to it; an error
	// stays on the screen.
	Save func(name string) error
	// Back goes back to the game menu.
	Back func()
}

// NewSaveGame offers to save the game in store under name, or under the
// name of a save listed there.
func NewSaveGame(ui *widget.UI, store *saves.Store, name string, exits SaveExits) *SaveGame {
	ss := &SaveGame{ui: ui, store: store, exits: exits, name: name}
	// The autosave is the game's own; a player's save never overwrites it.
	all, _ := store.List()
	for _, e := range all {
		if !e.Auto {
			ss.list = append(ss.list, e)
		}
	}
	ss.rows = make([]widget.Button, len(ss.list))
	ss.menu.Add("Save", ss.save)
	ss.menu.Add("Back", exits.Back)
	return ss
}

// save writes the game, which goes back to the map.
func (ss *SaveGame) save() {
	if err := ss.exits.Save(ss.name); err != nil {
		ss.msg, ss.isErr = err.Error(), true
	}
}

// Update implements app.Scene.
func (ss *SaveGame) Update(ctx *app.Context) error {
	ss.clock = ctx.Clock
	// A copy: the keys this screen keeps for itself (typing, the
	// choices' arrows) are taken from what its menu sees.
	in := *ctx.In
	if in.Just[app.ActBack] {
		ss.exits.Back()
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
func (ss *SaveGame) layout(w, h int) {
	pw := min(760, w-60)
	x0 := (w - pw) / 2
	for i := range ss.rows {
		y := 230 + i*40
		ss.rows[i].Rect = image.Rect(x0, y, x0+pw, y+36)
	}
	ss.menu.LayoutRow(w/2, h-90, 200)
}

// Draw implements app.Scene.
func (ss *SaveGame) Draw(screen *ebiten.Image) {
	u := ss.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	ss.layout(w, h)
	pw := min(760, w-60)
	x0 := (w - pw) / 2
	u.Text(screen, "Save game", u.Heading, float64(x0), 70, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	field := image.Rect(x0, 110, x0+pw, 156)
	u.Box(screen, field, widget.StyleItem, 1)
	cursor := ""
	if int(ss.clock*2)%2 == 0 {
		cursor = "|"
	}
	u.Text(screen, ss.name+cursor, u.Heading, float64(field.Min.X+14), float64(field.Min.Y+23), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	file := ss.store.FileFor(ss.name)
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

// LoadGame lists the saves, newest first, and loads the chosen one. A
// save that cannot be loaded stays listed with its problem; loading it
// shows the problem and the file, and nothing else is lost.
type LoadGame struct {
	exits LoadExits
	list  []saves.Entry
	rows  []widget.Button
	focus int
	menu  widget.Menu
	msg   string
	ui    *widget.UI
}

// LoadExits are the load screen's ways on, given by the shell.
type LoadExits struct {
	// Load loads e; on failure it hands the error to the screen's Failed
	// and goes back to it.
	Load func(e saves.Entry, ls *LoadGame)
	// Back goes back where the screen came from.
	Back func()
}

// NewLoadGame lists the saves of store (nil for none) and loads the
// chosen one; msg is shown from the start (why the last load failed).
func NewLoadGame(ui *widget.UI, store *saves.Store, msg string, exits LoadExits) *LoadGame {
	ls := &LoadGame{exits: exits, msg: msg, ui: ui}
	if store != nil {
		var err error
		if ls.list, err = store.List(); err != nil && ls.msg == "" {
			ls.msg = err.Error()
		}
	}
	ls.rows = make([]widget.Button, len(ls.list))
	ls.menu.Add("Load", ls.Load)
	ls.menu.Add("Back", exits.Back)
	return ls
}

// Load loads the focused save.
func (ls *LoadGame) Load() {
	if len(ls.list) == 0 {
		return
	}
	ls.exits.Load(ls.list[ls.focus], ls)
}

// Failed shows why the save could not be loaded.
func (ls *LoadGame) Failed(err error) { ls.msg = err.Error() }

// Entries are the saves listed, newest first.
func (ls *LoadGame) Entries() []saves.Entry { return ls.list }

// Focus is the index of the focused save.
func (ls *LoadGame) Focus() int { return ls.focus }

// Message is the line shown under the list: why a load failed.
func (ls *LoadGame) Message() string { return ls.msg }

// Update implements app.Scene.
func (ls *LoadGame) Update(ctx *app.Context) error {
	// A copy: the keys this screen keeps for itself (typing, the
	// choices' arrows) are taken from what its menu sees.
	in := *ctx.In
	if in.Just[app.ActBack] {
		ls.exits.Back()
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
				ls.Load()
				return nil
			}
			ls.focus = i
		}
	}
	in.Repeat[app.ActUp], in.Repeat[app.ActDown] = false, false
	ls.menu.Update(&in)
	return nil
}

func (ls *LoadGame) layout(w, h int) {
	pw := min(900, w-60)
	x0 := (w - pw) / 2
	for i := range ls.rows {
		y := 110 + i*40
		ls.rows[i].Rect = image.Rect(x0, y, x0+pw, y+36)
	}
	ls.menu.LayoutRow(w/2, h-90, 200)
}

// Draw implements app.Scene.
func (ls *LoadGame) Draw(screen *ebiten.Image) {
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
