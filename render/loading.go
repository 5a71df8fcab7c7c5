package render

import (
	"errors"
	"fmt"
	"image"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/sim"
)

// loadingScene does a long load off the window's thread: opening a save or
// a record re-simulates every command, which takes seconds for a long game.
// It shows what is loading with a progress bar; Esc cancels and returns to
// where the player was; when the work is done, the scene it made follows,
// or the player goes back with the error.
type loadingScene struct {
	ui   *widget.UI
	what string
	back app.Scene
	// done and total are the commands replayed so far, written by the
	// loading goroutine; stop asks it to give up.
	done, total atomic.Int64
	stop        atomic.Bool
	// result carries what to do on the window's thread when the work ends.
	result chan func(g *Game)
}

// startLoading shows a loading scene for what (for example "Loading
// Campaign") and runs work on its own goroutine with a Progress that
// updates the bar and stops when the player cancels. On the window's thread
// afterwards, finish gets work's value, or fail its error; a cancelled load
// calls neither. work must not touch the Game or Ebitengine.
func startLoading[T any](g *Game, what string, back app.Scene, work func(p replay.Progress) (T, error), finish func(g *Game, v T), fail func(g *Game, err error)) *loadingScene {
	s := &loadingScene{ui: g.ui, what: what, back: back, result: make(chan func(*Game), 1)}
	progress := func(done, total int) bool {
		s.done.Store(int64(done))
		s.total.Store(int64(total))
		return !s.stop.Load()
	}
	go func() {
		v, err := work(progress)
		switch {
		case errors.Is(err, sim.ErrStopped):
			s.result <- func(*Game) {}
		case err != nil:
			s.result <- func(g *Game) { fail(g, err) }
		default:
			s.result <- func(g *Game) { finish(g, v) }
		}
	}()
	g.GoTo(s)
	return s
}

// Update implements app.Scene.
func (s *loadingScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	if s.stop.Load() {
		return nil
	}
	select {
	case then := <-s.result:
		then(g)
		return nil
	default:
	}
	if g.in.Just[app.ActBack] {
		s.stop.Store(true)
		g.GoTo(s.back)
	}
	return nil
}

// Draw implements app.Scene.
func (s *loadingScene) Draw(screen *ebiten.Image) {
	u := s.ui
	screen.Fill(widget.ColBackground)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	cx, cy := float64(w)/2, float64(h)/2
	u.Text(screen, s.what, u.Heading, cx, cy-60, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	done, total := s.done.Load(), s.total.Load()
	line := "Reading the file…"
	if total > 0 {
		line = fmt.Sprintf("Replaying the game to check it: command %d of %d", done, total)
	}
	u.Text(screen, line, u.Body, cx, cy-18, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	bw := min(520, w-80)
	bar := image.Rect((w-bw)/2, int(cy)+6, (w+bw)/2, int(cy)+22)
	u.FillRect(screen, bar.Inset(-1), widget.ColPanelEdge, 1)
	u.FillRect(screen, bar, widget.ColPanel, 1)
	if total > 0 {
		fill := bar
		fill.Max.X = bar.Min.X + int(int64(bar.Dx())*done/total)
		u.FillRect(screen, fill, widget.ColAccent, 1)
	}
	u.Text(screen, "Esc cancels", u.Small, cx, cy+48, text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
}
