package render

import (
	"errors"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// testPlayScene runs a game of the scenario being edited in the ordinary
// map scene and goes back to the editor on Esc. The game is built from the
// document's encoded bytes by the loader, so nothing of the game reaches the
// editor and nothing of the editor but the file reaches the game.
type testPlayScene struct {
	play   *mapScene
	editor *editorScene
}

// testPlay starts a test game, or says what must be fixed first.
func (s *editorScene) testPlay() {
	sc, err := s.doc.Scenario()
	if err != nil {
		var probs scenarios.Problems
		if errors.As(err, &probs) {
			s.message(fmt.Sprintf("Fix the %d problem(s) listed on the right before playing.", len(probs)), true)
		} else {
			s.message("Cannot play: "+err.Error(), true)
		}
		return
	}
	ms, err := newMapScene(s.game, sc, s.game.seed())
	if err != nil {
		s.message("Cannot start a game: "+err.Error(), true)
		return
	}
	s.game.GoTo(&testPlayScene{play: ms, editor: s})
}

// Update implements app.Scene: Esc with nothing selected returns to the editor;
// everything else is the map scene's.
func (t *testPlayScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	if g.in.Just[app.ActBack] && t.play.selected == 0 {
		t.editor.message("Back from test play; the scenario is as you left it.", false)
		g.GoTo(t.editor)
		return nil
	}
	return t.play.Update(ctx)
}

// Draw implements app.Scene.
func (t *testPlayScene) Draw(screen *ebiten.Image) {
	t.play.Draw(screen)
	u := t.play.game.ui
	w := screen.Bounds().Dx()
	label := "TEST PLAY · Esc returns to the editor"
	tw := int(u.TextWidth(label, u.Bold)) + 24
	// In the top bar, left of the End phase button, clear of the HUD's messages.
	r := image.Rect(w-180-tw, 8, w-180, widget.TopBarHeight-8)
	u.Box(screen, r, widget.StyleMessage, 0.92)
	u.Text(screen, label, u.Bold, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
}
