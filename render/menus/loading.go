package menus

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

// Loading does a long load off the window's thread: opening a save or
// a record re-simulates every command, which takes seconds for a long game.
// It shows what is loading with a progress bar; Esc cancels and returns to
// where the player was; when the work is done, the scene it made follows,
// or the player goes back with the error.
type Loading struct {
	ui   *widget.UI
	what string
	back app.Scene
	// done and total are the commands replayed so far, written by the
	// loading goroutine; stop asks it to give up.
	done, total atomic.Int64
	stop        atomic.Bool
	// result carries what to do on the window's thread when the work ends.
	result chan func(ctx *app.Context)
}

// StartLoading returns a loading scene for what (for example "Loading
// Campaign") and runs work on its own goroutine with a Progress that
// updates the bar and stops when the player cancels; the caller shows the
// scene. On the window's thread afterwards, finish gets work's value, or
// fail its error; a cancelled load calls neither. work must not touch the
// window or Ebitengine.
func StartLoading[T any](ui *widget.UI, what string, back app.Scene, work func(p replay.Progress) (T, error), finish func(ctx *app.Context, v T), fail func(ctx *app.Context, err error)) *Loading {
	s := &Loading{ui: ui, what: what, back: back, result: make(chan func(*app.Context), 1)}
	progress := func(done, total int) bool {
		s.done.Store(int64(done))
		s.total.Store(int64(total))
		return !s.stop.Load()
	}
	go func() {
		v, err := work(progress)
		switch {
		case errors.Is(err, sim.ErrStopped):
			s.result <- func(*app.Context) {}
		case err != nil:
			s.result <- func(ctx *app.Context) { fail(ctx, err) }
		default:
			s.result <- func(ctx *app.Context) { finish(ctx, v) }
		}
	}()
	return s
}

// Progress is how many commands the work has replayed, of how many.
func (s *Loading) Progress() (done, total int64) { return s.done.Load(), s.total.Load() }

// Wait waits for the work to end and does what follows it, as Update does
// once it has ended (for tests).
func (s *Loading) Wait(ctx *app.Context) { (<-s.result)(ctx) }

// Update implements app.Scene.
func (s *Loading) Update(ctx *app.Context) error {
	if s.stop.Load() {
		return nil
	}
	select {
	case then := <-s.result:
		then(ctx)
		return nil
	default:
	}
	if ctx.In.Just[app.ActBack] {
		s.stop.Store(true)
		ctx.Scenes.GoTo(s.back)
	}
	return nil
}

// Draw implements app.Scene.
func (s *Loading) Draw(screen *ebiten.Image) {
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
