package menus

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
)

// GameMenu is the menu Esc opens during a game: resume, save, load or
// leave. The seated player's own map shows dimmed behind it.
type GameMenu struct {
	ui    *widget.UI
	game  app.Scene
	menu  widget.Menu
	where func() string
}

// NewGameMenu opens choices over game (drawn dimmed behind, and where Esc
// returns); where says where the saves are kept, as it stands.
func NewGameMenu(ui *widget.UI, game app.Scene, choices []widget.MenuEntry, where func() string) *GameMenu {
	return &GameMenu{ui: ui, game: game, menu: widget.Menu{Entries: choices}, where: where}
}

// Game is the scene of the game the menu stands over.
func (gm *GameMenu) Game() app.Scene { return gm.game }

// Entries are the menu's buttons.
func (gm *GameMenu) Entries() []widget.MenuEntry { return gm.menu.Entries }

// Update implements app.Scene.
func (gm *GameMenu) Update(ctx *app.Context) error {
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(gm.game)
		return nil
	}
	gm.menu.Layout(ctx.In.Width/2, ctx.In.Height/2-80, 340, 46, 12)
	gm.menu.Update(ctx.In)
	return nil
}

// Draw implements app.Scene.
func (gm *GameMenu) Draw(screen *ebiten.Image) {
	gm.game.Draw(screen)
	u := gm.ui
	u.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.75)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	u.Text(screen, "Game menu", u.Heading, float64(w)/2, float64(h)/2-120, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	gm.menu.Layout(w/2, h/2-80, 340, 46, 12)
	gm.menu.Draw(screen, u, u.Bold)
	u.Text(screen, gm.where(), u.Small, float64(w)/2, float64(h)-28, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
}
