package render

import (
	"cmp"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// replayListScene lists the records in the records folder and the saves
// (every save is a record) newest first,
// and offers a fresh computer-against-computer game of each built-in
// scenario to watch, so there is always something to open.
type replayListScene struct {
	title   *titleScene
	dir     string
	entries []replayEntry
	focus   int
	lastMX  int
	lastMY  int
	ret     widget.Button
	note    string
	noteErr bool
	// pending receives the timeline of a computer game being played off
	// the UI thread.
	pending chan replayResult
}

// replayEntry is one line of the list: a file, or a computer game to play.
type replayEntry struct {
	widget.Button
	detail   string
	path     string
	scenario string
}

// replayResult is a computer game played in the background.
type replayResult struct {
	tl   *replay.Timeline
	name string
	err  error
}

// maxListedRecords bounds the list to what fits on a screen.
const maxListedRecords = 9

func newReplayListScene(g *Game, title *titleScene) *replayListScene {
	s := &replayListScene{title: title, dir: g.paths.Records, lastMX: g.in.MouseX, lastMY: g.in.MouseY, ret: widget.Button{Label: "Back"}}
	type file struct {
		path string
		info os.FileInfo
	}
	var files []file
	// Every save is a record too (DESIGN section 3), so the saves folder
	// is listed with the records folder.
	dirs := []string{s.dir}
	if g.store != nil && g.store.Dir != s.dir {
		dirs = append(dirs, g.store.Dir)
	}
	for _, dir := range dirs {
		if dir == "" {
			continue
		}
		list, _ := os.ReadDir(dir)
		for _, e := range list {
			n := e.Name()
			if e.IsDir() || strings.HasPrefix(n, ".") || !(strings.HasSuffix(n, ".json") || strings.HasSuffix(n, ".json.gz")) {
				continue
			}
			if info, err := e.Info(); err == nil {
				files = append(files, file{filepath.Join(dir, n), info})
			}
		}
	}
	slices.SortFunc(files, func(a, b file) int {
		return cmp.Or(b.info.ModTime().Compare(a.info.ModTime()), strings.Compare(a.path, b.path))
	})
	// A save is listed by the name the player gave it, with its scenario
	// and where the game stands; other records by their file name.
	saved := map[string]saves.Entry{}
	if g.store != nil {
		list, _ := g.store.List()
		for _, e := range list {
			saved[e.Path] = e
		}
	}
	for _, f := range files[:min(len(files), maxListedRecords)] {
		label := filepath.Base(f.path)
		detail := fmt.Sprintf("%s · %d KB", f.info.ModTime().Format("2 Jan 2006 15:04"), (f.info.Size()+1023)/1024)
		if e, ok := saved[f.path]; ok && e.Problem == "" {
			label = e.Name
			detail = fmt.Sprintf("saved game · %s, turn %d, %s phase · %s", e.Scenario, e.Turn, e.Phase, e.Saved.Local().Format("2 Jan 2006 15:04"))
		}
		s.entries = append(s.entries, replayEntry{Button: widget.Button{Label: label}, path: f.path, detail: detail})
	}
	for _, info := range scenarios.Builtins() {
		s.entries = append(s.entries, replayEntry{Button: widget.Button{Label: "Computer against computer: " + info.Name},
			detail: "a new game between two Normal computer players, played now", scenario: info.ID})
	}
	if len(files) == 0 {
		s.note = "No records yet in " + strings.Join(dirs, " or ") + ": every saved game is one, and `hexstorm match --records DIR` writes them."
	}
	return s
}

// layout places the list for a w x h screen.
func (s *replayListScene) layout(w, h int) {
	pw := min(760, w-60)
	x0 := (w - pw) / 2
	y := h/2 - (len(s.entries)*58)/2
	for i := range s.entries {
		s.entries[i].Rect = image.Rect(x0, y, x0+pw, y+52)
		y += 58
	}
	s.ret.Rect = image.Rect(x0, y+14, x0+160, y+58)
}

// Update implements app.Scene.
func (s *replayListScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	in := ctx.In
	s.layout(in.Width, in.Height)
	if s.pending != nil {
		select {
		case r := <-s.pending:
			s.pending = nil
			if r.err != nil {
				s.note, s.noteErr = r.err.Error(), true
				return nil
			}
			ctx.Scenes.GoTo(newReplayScene(g, r.tl, r.name, nil))
		default:
		}
		return nil
	}
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.title)
		return nil
	}
	n := len(s.entries)
	if n == 0 {
		return nil
	}
	if in.Repeat[app.ActDown] {
		s.focus = (s.focus + 1) % n
	}
	if in.Repeat[app.ActUp] {
		s.focus = (s.focus + n - 1) % n
	}
	moved := in.MouseX != s.lastMX || in.MouseY != s.lastMY
	s.lastMX, s.lastMY = in.MouseX, in.MouseY
	for i := range s.entries {
		if moved && s.entries[i].Hit(in.MouseX, in.MouseY) {
			s.focus = i
		}
		if in.Clicked() && s.entries[i].Hit(in.MouseX, in.MouseY) {
			s.open(g, i)
			return nil
		}
	}
	if in.Clicked() && s.ret.Hit(in.MouseX, in.MouseY) {
		ctx.Scenes.GoTo(s.title)
		return nil
	}
	if in.Just[app.ActConfirm] {
		s.open(g, s.focus)
	}
	return nil
}

// open opens entry i: a file at once, a computer game once it is played.
func (s *replayListScene) open(g *Game, i int) {
	e := s.entries[i]
	if e.path != "" {
		openReplay(g, e.path, s, func(g *Game, err error) {
			s.note, s.noteErr = err.Error(), true
			g.GoTo(s)
		})
		return
	}
	seed := g.seed()
	s.note, s.noteErr = "The computer is playing a game to watch…", false
	s.pending = make(chan replayResult, 1)
	go func() { s.pending <- playComputerGame(e.scenario, seed) }()
}

// playComputerGame plays a whole game of a built-in scenario between two
// Normal computer players and opens its record.
func playComputerGame(id string, seed uint64) replayResult {
	sc, err := scenarios.Builtin(id)
	if err != nil {
		return replayResult{err: err}
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		return replayResult{err: err}
	}
	players := make([]*ai.Player, len(sc.Setup.Sides))
	for i := range players {
		players[i] = ai.New(ai.Normal, i, seed+uint64(i)*7919)
	}
	apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
	if _, err := ai.Play(g.State, apply, players, 100000); err != nil {
		return replayResult{err: err}
	}
	tl, err := replay.Open(&g.Record)
	return replayResult{tl: tl, name: fmt.Sprintf("%s, computer game %d", sc.Name, seed%10000), err: err}
}

// Draw implements app.Scene.
func (s *replayListScene) Draw(screen *ebiten.Image) {
	s.title.back.draw(screen)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	s.layout(w, h)
	u := s.title.back.ui
	top := h/2 - (len(s.entries)*58)/2
	u.Text(screen, "Watch a replay", u.Heading, float64(w)/2, float64(top-40), text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	for i := range s.entries {
		e := &s.entries[i]
		if i == s.focus {
			u.Box(screen, e.Rect, widget.StyleButtonHot, 1)
		} else {
			u.Box(screen, e.Rect, widget.StyleButton, 0.95)
		}
		u.Text(screen, e.Label, u.Bold, float64(e.Rect.Min.X+16), float64(e.Rect.Min.Y+17), text.AlignStart, text.AlignCenter, widget.ColText, 1)
		u.Text(screen, e.detail, u.Small, float64(e.Rect.Min.X+16), float64(e.Rect.Min.Y+37), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	u.DrawButton(screen, &s.ret, u.Bold, s.ret.Hit(s.lastMX, s.lastMY))
	if s.note != "" {
		c := widget.ColMuted
		if s.noteErr {
			c = widget.ColAccent
		}
		for i, line := range widget.Wrap(s.note, u.Body, float64(min(900, w-60))) {
			u.Text(screen, line, u.Body, float64(w)/2, float64(s.ret.Rect.Max.Y+30+i*22), text.AlignCenter, text.AlignCenter, c, 1)
		}
	}
}
