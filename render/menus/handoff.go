package menus

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/session"
)

// Handoff stands between two humans at one desk: it blanks the whole
// window (no map, minimap, tooltip, log line, floating text or sound) and
// names the player to take the seat. Only that player's confirmation goes
// on, to the optional recap or straight to the map.
type Handoff struct {
	ui   *widget.UI
	game app.Scene
	side int
	name string
	why  string
	menu widget.Menu
}

// NewHandoff asks the player of side, named name, to take the seat in
// game (the map scene, never drawn behind the handoff); why says what the
// game waits for, and choices are the buttons (take the seat, with or
// without the recap; leave).
func NewHandoff(ui *widget.UI, game app.Scene, side int, name, why string, choices []widget.MenuEntry) *Handoff {
	return &Handoff{ui: ui, game: game, side: side, name: name, why: why, menu: widget.Menu{Entries: choices}}
}

// Game is the scene of the game whose seat passes.
func (h *Handoff) Game() app.Scene { return h.game }

// Side is the side asked to take the seat; Why what the game waits for.
func (h *Handoff) Side() int { return h.side }

// Why says what the game waits for.
func (h *Handoff) Why() string { return h.why }

// Menu is the screen's buttons.
func (h *Handoff) Menu() *widget.Menu { return &h.menu }

// Update implements app.Scene.
func (h *Handoff) Update(ctx *app.Context) error {
	in := ctx.In
	w, hh := in.Width, in.Height
	h.menu.Layout(w/2, hh/2+40, 460, 46, 12)
	h.menu.Update(in)
	return nil
}

// Draw implements app.Scene: a plain screen and the side's colour, nothing else.
func (h *Handoff) Draw(screen *ebiten.Image) {
	u := h.ui
	screen.Fill(widget.ColBackground)
	w, hh := screen.Bounds().Dx(), screen.Bounds().Dy()
	name := h.name
	u.BoxColored(screen, image.Rect(w/2-40, hh/2-190, w/2+40, hh/2-150), widget.StyleSwatch, h.side, 1)
	u.Text(screen, "Pass the seat to the "+name+" player", u.Title, float64(w)/2, float64(hh)/2-100, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, h.why, u.Heading, float64(w)/2, float64(hh)/2-40, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	u.Text(screen, "Everyone else, look away: the map stays hidden until the "+name+" player takes the seat.", u.Body, float64(w)/2, float64(hh)/2-8, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	h.menu.Layout(w/2, hh/2+40, 460, 46, 12)
	h.menu.Draw(screen, u, u.Bold)
}

// Recap lists what one side could see of the other sides' play since it
// last had the seat: only what its fog shows (DESIGN D9).
type Recap struct {
	ui       *widget.UI
	side     int
	sideName string
	lines    []string
	scroll   int
	menu     widget.Menu
	next     app.Scene
	leaving  bool
	// mx, my are the cursor, for the line under it.
	mx, my int
	// at holds the hex each line is about, and show brings one into view
	// on the map (Point); nil when the lines point nowhere.
	at   []session.Line
	show func(h hexmap.Hex)
}

// Point lets a click on a line go to the map at its hex: at are the lines
// with their hexes (the same lines), show centres the map there.
func (r *Recap) Point(at []session.Line, show func(h hexmap.Hex)) {
	if len(at) == len(r.lines) {
		r.at, r.show = at, show
	}
}

// NewRecap shows side (named sideName) the lines it may read, then goes on
// to next (the map).
func NewRecap(ui *widget.UI, side int, sideName string, lines []string, next app.Scene) *Recap {
	r := &Recap{ui: ui, side: side, sideName: sideName, lines: lines, next: next}
	// Show the end first: the latest events matter most.
	r.scroll = max(0, len(lines)-recapRows)
	r.menu.Add("Go to the map", func() { r.leaving = true })
	return r
}

// Lines are the recap's lines; Side the side reading them.
func (r *Recap) Lines() []string { return r.lines }

// Side is the side reading the recap.
func (r *Recap) Side() int { return r.side }

// Next is the scene the recap goes on to.
func (r *Recap) Next() app.Scene { return r.next }

// recapRows is how many recap lines show at once.
const recapRows = 22

// Update implements app.Scene.
func (r *Recap) Update(ctx *app.Context) error {
	in := ctx.In
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
		ctx.Scenes.GoTo(r.next)
		return nil
	}
	r.menu.Layout(in.Width/2, in.Height-70, 300, 46, 12)
	r.menu.Update(in)
	r.mx, r.my = in.MouseX, in.MouseY
	if i := r.lineAt(in.Width, in.Height, in.MouseX, in.MouseY); i >= 0 && in.Clicked() {
		r.show(r.at[i].At)
		r.leaving = true
	}
	if r.leaving {
		r.leaving = false
		ctx.Scenes.GoTo(r.next)
	}
	return nil
}

// recapPanel is the recap's panel on a w x h screen.
func recapPanel(w, h int) image.Rectangle {
	pw := min(900, w-60)
	return image.Rect((w-pw)/2, 90, (w+pw)/2, h-110)
}

// lineAt returns the index of the line under (x, y) that names a hex, or
// -1.
func (r *Recap) lineAt(w, h, x, y int) int {
	if r.show == nil {
		return -1
	}
	panel := recapPanel(w, h)
	lh := widget.LineHeight(r.ui.Body)
	if !image.Pt(x, y).In(panel) || float64(y) < float64(panel.Min.Y+14) {
		return -1
	}
	row := int((float64(y) - float64(panel.Min.Y+14)) / lh)
	i := r.scroll + row
	if row >= min(recapRows, int(float64(panel.Dy()-20)/lh)) || i >= len(r.at) || !r.at[i].HasHex {
		return -1
	}
	return i
}

// Draw implements app.Scene.
func (r *Recap) Draw(screen *ebiten.Image) {
	u := r.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	panel := recapPanel(w, h)
	u.Text(screen, "Since your last turn", u.Heading, float64(panel.Min.X), 60, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, "What the "+r.sideName+" side could see; hidden blocks are named by class only.", u.Small,
		float64(panel.Max.X), 60, text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	u.Panel(screen, panel, 0.95)
	lh := widget.LineHeight(u.Body)
	rows := min(recapRows, int(float64(panel.Dy()-20)/lh))
	hot := r.lineAt(w, h, r.mx, r.my)
	for i := 0; i < rows && r.scroll+i < len(r.lines); i++ {
		y := float64(panel.Min.Y+14) + lh*(float64(i)+0.5)
		col := widget.ColText
		if r.scroll+i == hot {
			u.FillRect(screen, image.Rect(panel.Min.X+8, int(y-lh/2), panel.Max.X-8, int(y+lh/2)), widget.ColButtonHot, 0.9)
			col = widget.ColAccent
		}
		u.Text(screen, r.lines[r.scroll+i], u.Body, float64(panel.Min.X+18), y, text.AlignStart, text.AlignCenter, col, 1)
	}
	if r.show != nil {
		u.Text(screen, "Click a line to see where it happened on the map.", u.Small, float64(panel.Min.X+12), float64(panel.Max.Y-14), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	if len(r.lines) > rows {
		u.Text(screen, fmt.Sprintf("%d–%d of %d · arrows or wheel to scroll", r.scroll+1, min(len(r.lines), r.scroll+rows), len(r.lines)),
			u.Small, float64(panel.Max.X-12), float64(panel.Max.Y-14), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
	r.menu.Layout(w/2, h-70, 300, 46, 12)
	r.menu.Draw(screen, u, u.Bold)
}
