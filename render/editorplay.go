package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/editorview"
	"hexstorm/render/play"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// newEditorScene opens the editor (package editorview) on f, saving in the
// user's scenario folder; it leaves to the title menu and test-plays in the
// ordinary map scene.
func newEditorScene(g *Game, f scenarios.File) *editorview.Editor {
	return editorview.New(g.ui, f, g.paths.Scenarios, editorview.Exits{
		Title: func() { g.GoTo(newTitleScene(g)) },
		Play: func(sc *scenarios.Scenario, ed *editorview.Editor) error {
			ms, err := play.New(g.playDeps(), sc, g.seed())
			if err != nil {
				return err
			}
			g.GoTo(&testPlayScene{ui: g.ui, play: ms, editor: ed})
			return nil
		},
	})
}

// testPlayScene runs a game of the scenario being edited in the ordinary
// map scene and goes back to the editor on Esc.
type testPlayScene struct {
	ui     *widget.UI
	play   *play.Scene
	editor *editorview.Editor
}

// Update implements app.Scene: Esc with nothing selected returns to the editor;
// everything else is the map scene's.
func (t *testPlayScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	if g.in.Just[app.ActBack] && t.play.Selected() == 0 {
		t.editor.BackFromPlay()
		g.GoTo(t.editor)
		return nil
	}
	return t.play.Update(ctx)
}

// Draw implements app.Scene.
func (t *testPlayScene) Draw(screen *ebiten.Image) {
	t.play.Draw(screen)
	u := t.ui
	w := screen.Bounds().Dx()
	label := "TEST PLAY · Esc returns to the editor"
	tw := int(u.TextWidth(label, u.Bold)) + 24
	// In the top bar, left of the End phase button, clear of the HUD's messages.
	r := image.Rect(w-180-tw, 8, w-180, widget.TopBarHeight-8)
	u.Box(screen, r, widget.StyleMessage, 0.92)
	u.Text(screen, label, u.Bold, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
}
