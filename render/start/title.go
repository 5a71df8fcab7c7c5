// Package start is the way into a game: the title menu and the set-up of
// a new game. The shell gives the title its entries and the set-up its
// exits; neither imports the shell.
package start

import (
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/widget"
	"hexstorm/scenarios"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Title is the title menu: the game's name and the entries the shell
// gives it (only what works in this build), over a backdrop.
type Title struct {
	ui   *widget.UI
	menu widget.Menu
	back *Backdrop
	// notice says why the game has no sound, "" when it has.
	notice func() string
}

// NewTitle is the title menu over back, saying notice's words at the
// bottom; its entries come with SetEntries, as they lead to screens that
// come back to the title.
func NewTitle(ui *widget.UI, back *Backdrop, notice func() string) *Title {
	return &Title{ui: ui, menu: widget.Menu{LastMX: -1, LastMY: -1, UpDownOnly: true}, back: back, notice: notice}
}

// SetEntries sets the menu's entries, top first.
func (s *Title) SetEntries(entries []widget.MenuEntry) { s.menu.Entries = entries }

// Entries are the menu's entries, top first.
func (s *Title) Entries() []widget.MenuEntry { return s.menu.Entries }

// Menu is the title's menu, where the keyboard's focus is.
func (s *Title) Menu() *widget.Menu { return &s.menu }

// DrawBackdrop draws the title's backdrop, for the screens it leads to.
func (s *Title) DrawBackdrop(screen *ebiten.Image) { s.back.Draw(screen) }

// layout places the buttons for a screen of w x h.
func (s *Title) layout(w, h int) {
	s.menu.Layout(w/2, s.top(h)+140, 300, s.row(h)-10, 10)
}

// row is how far apart the buttons are: 56 pixels, less on a screen too
// low for all the entries over the notes at the bottom (80 pixels).
func (s *Title) row(h int) int {
	return max(36, min(56, (h-220)/len(s.menu.Entries)))
}

// top is where the title's block (the name, the line under it and the
// buttons) starts, centred on a screen h high whatever the number of
// entries, and clear of the notes at the bottom.
func (s *Title) top(h int) int {
	block := 140 + len(s.menu.Entries)*s.row(h)
	return max(10, min((h-block)/2, h-80-block))
}

// Update implements app.Scene.
func (s *Title) Update(ctx *app.Context) error {
	in := ctx.In
	s.layout(in.Width, in.Height)
	s.menu.Update(in)
	return nil
}

// Draw implements app.Scene.
func (s *Title) Draw(screen *ebiten.Image) {
	s.back.Draw(screen)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	s.layout(w, h)
	u := s.ui
	top := float64(s.top(h))
	u.Text(screen, "HEXSTORM", u.Title, float64(w)/2+3, top+43, text.AlignCenter, text.AlignCenter, widget.ColShadow, 0.8)
	u.Text(screen, "HEXSTORM", u.Title, float64(w)/2, top+40, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, "Operational warfare in blocks and hexes, 1939–1945", u.Heading, float64(w)/2, top+98, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	s.menu.Draw(screen, u, u.Heading)
	u.Text(screen, "Arrows or mouse to choose · Enter to confirm · Esc to go back", u.Small, float64(w)/2, float64(h)-28, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	if n := s.notice(); n != "" {
		u.Text(screen, n, u.Small, float64(w)/2, float64(h)-52, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	}
}

// Backdrop draws a built-in scenario's map, dimmed, behind the menus, with
// its storm turning, so the menus look like the game they lead to.
type Backdrop struct {
	ui *widget.UI
	// clock is the cosmetic clock the storm turns by.
	clock func() float64
	board *board.Board
	cam   camera.Camera
	img   *ebiten.Image
	tried bool
}

// NewBackdrop is the backdrop of the menus; its storm turns by clock.
func NewBackdrop(ui *widget.UI, clock func() float64) *Backdrop {
	return &Backdrop{ui: ui, clock: clock}
}

// Draw paints the backdrop over the whole screen.
func (b *Backdrop) Draw(screen *ebiten.Image) {
	size := screen.Bounds().Size()
	if !b.tried {
		b.tried = true
		if list := scenarios.Builtins(); len(list) > 0 {
			if sc, err := scenarios.Builtin(list[0].ID); err == nil {
				if st, _, err := sc.NewGame(1); err == nil {
					b.board = board.New(st, b.ui.Palette)
				}
			}
		}
	}
	if b.board == nil {
		return
	}
	if b.img == nil || b.img.Bounds().Size() != size {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImage(size.X, size.Y)
		ww, wh := b.board.WorldSize()
		b.cam = camera.New(0.05, 4)
		b.cam.Fit(ww, wh, 0, 0, float64(size.X), float64(size.Y))
		// Fill the screen rather than letterbox it.
		k := max(float64(size.X)/(ww*b.cam.Zoom), float64(size.Y)/(wh*b.cam.Zoom))
		b.cam.ZoomAt(float64(size.X)/2, float64(size.Y)/2, k*1.05)
		b.board.DrawMap(b.img, &b.cam)
		b.board.DrawUnits(b.img, &b.cam, board.UnitOptions{})
	}
	screen.DrawImage(b.img, nil)
	b.board.DrawStorm(screen, &b.cam, b.clock())
	b.ui.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.8)
}
