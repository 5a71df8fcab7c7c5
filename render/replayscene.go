package render

import (
	"fmt"
	"hexstorm/internal/safefile"
	"image"
	"math/rand/v2"
	"path/filepath"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/sim"
)

// replaySpeeds are the viewer's speeds, slowest first: at the slow end one
// event every few ticks, so each die and storm step can be followed; at the
// fast end many commands a frame.
var replaySpeeds = []struct {
	label string
	pace  replay.Pace
}{
	{"¼×", replay.Pace{TicksPerEvent: 48}},
	{"½×", replay.Pace{TicksPerEvent: 24}},
	{"1×", replay.Pace{TicksPerEvent: 12}},
	{"2×", replay.Pace{TicksPerEvent: 6}},
	{"4×", replay.Pace{TicksPerEvent: 3}},
	{"12×", replay.Pace{TicksPerEvent: 1}},
	{"50×", replay.Pace{EventsPerTick: 4}},
	{"200×", replay.Pace{EventsPerTick: 16}},
	{"800×", replay.Pace{EventsPerTick: 64}},
	{"max", replay.Pace{EventsPerTick: 256}},
}

// defaultSpeed is 1×.
const defaultSpeed = 2

// replayScene is the replay viewer: a verified record played on the map,
// with a timeline to seek in, a choice of viewpoint, bookmarks, and a way to
// take over the game from any point. It never changes a game: it only
// re-simulates the record's own commands.
type replayScene struct {
	game *Game
	// back is where Esc leads: the victory screen it was opened from, or
	// the title menu when nil.
	back app.Scene
	name string
	tl   *replay.Timeline
	p    *replay.Player
	// View is the board, the camera, the press being followed and the
	// message line (package mapview).
	mapview.View
	fitted bool
	width  int
	height int

	// view is -1 for every side face up, else the side whose fog is shown.
	view      int
	speed     int
	bookmarks []int
	help      bool

	keys     app.ReplayKeys
	scripted bool // a test drives keys and the mouse
	scrub    bool

	// What the board and the ticker show, to redraw only on change.
	shownState *sim.State
	shownStep  int
	shownEv    int
	layer      mapLayer
	turnText   string
	phaseText  string
	viewText   string
	posText    string
	turnMarks  []turnMark
	lines      []string // the ticker: earlier commands' lines, then this one's
	earlier    int      // how many of lines are earlier commands'
	dice       []sim.Event
	battle     string
	battleHex  hexmap.Hex
	inBattle   bool
	rollAt     float64
	cosmetic   *rand.Rand // faces of dice still rolling; never the rules'

	bar replayBar
}

// openReplay reads, verifies and opens the record in path off the window's
// thread (a loading scene with progress; Esc returns to back), then shows
// it in the replay viewer, or hands fail an error naming the file.
func openReplay(g *Game, path string, back app.Scene, fail func(g *Game, err error)) {
	name := filepath.Base(path)
	startLoading(g, "Opening "+name, back, func(p replay.Progress) (*replay.Timeline, error) {
		return readTimeline(path, p)
	}, func(g *Game, tl *replay.Timeline) {
		g.GoTo(newReplayScene(g, tl, name))
	}, fail)
}

// readTimeline reads, decodes and verifies the record in path, reporting
// the replay's progress to p.
func readTimeline(path string, p replay.Progress) (*replay.Timeline, error) {
	rec, err := readRecord(path)
	if err != nil {
		return nil, err
	}
	return verifyTimeline(filepath.Base(path), rec, p)
}

// readRecord reads and decodes the record in path without replaying it:
// quick, and enough to refuse a file that is not a record at all.
func readRecord(path string) (*sim.Record, error) {
	data, err := safefile.Read(path, replay.MaxRecordSize)
	if err != nil {
		return nil, err
	}
	rec, err := replay.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return rec, nil
}

// verifyTimeline replays rec to open it, reporting progress to p.
func verifyTimeline(name string, rec *sim.Record, p replay.Progress) (*replay.Timeline, error) {
	tl, err := replay.OpenWith(rec, p)
	if err != nil {
		return nil, fmt.Errorf("%s does not verify: %w", name, err)
	}
	return tl, nil
}

// newReplayScene shows tl from its opening state, paused.
func newReplayScene(g *Game, tl *replay.Timeline, name string) *replayScene {
	p := replay.NewPlayer(tl)
	s := &replayScene{
		game: g, name: name, tl: tl, p: p,
		View: mapview.View{Board: board.New(p.State(), g.ui.Palette), Cam: camera.New(0.05, 3),
			Drag: mapview.Drag{Button: -1}},
		view:     -1,
		speed:    defaultSpeed,
		cosmetic: rand.New(rand.NewPCG(uint64(tl.Record.Seed), 7)),
	}
	s.shownState = p.State()
	s.layer.take(p.State())
	for t := 2; t <= tl.Infos[tl.Len()].Turn; t++ {
		s.turnMarks = append(s.turnMarks, turnMark{step: tl.TurnStart(t), label: fmt.Sprint(t)})
	}
	p.SetPace(replaySpeeds[s.speed].pace)
	s.refresh()
	s.message(fmt.Sprintf("Replay of %s verified: %d commands over %d turns. Space plays, H lists the keys.",
		tl.Scenario.Name, tl.Len(), tl.Infos[tl.Len()].Turn), false)
	return s
}

// Update implements app.Scene.
func (s *replayScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	in := &g.in
	s.width, s.height = in.Width, in.Height
	if !s.fitted && s.width > 0 {
		s.fit()
		s.fitted = true
	}
	s.bar.layout(s)
	if !s.scripted {
		s.keys = in.Replay
	}
	if in.Just[app.ActBack] {
		if s.help {
			s.help = false
		} else {
			if s.back != nil {
				g.GoTo(s.back)
			} else {
				g.GoTo(newTitleScene(g))
			}
			return nil
		}
	}
	s.act(g)
	s.mouse(g)
	s.p.Tick()
	if err := s.p.Err(); err != nil && s.Msg.Text != err.Error() {
		s.message(err.Error(), true)
	}
	s.refresh()
	return nil
}

// act carries out the tick's key actions.
func (s *replayScene) act(g *Game) {
	k := &s.keys.Act
	p := s.p
	for a := range app.ReplayActionCount {
		if !k[a] {
			continue
		}
		switch a {
		case app.RpPlay:
			s.togglePlay()
		case app.RpNextEvent:
			p.SetPlaying(false)
			p.NextEvent()
		case app.RpNextCommand:
			p.SetPlaying(false)
			p.NextCommand()
		case app.RpPrevCommand:
			p.SetPlaying(false)
			p.Seek(p.Step() - 1)
		case app.RpNextPhase, app.RpPrevPhase, app.RpNextTurn, app.RpPrevTurn:
			dir := 1
			if a == app.RpPrevPhase || a == app.RpPrevTurn {
				dir = -1
			}
			p.Mark(dir, a == app.RpNextTurn || a == app.RpPrevTurn)
		case app.RpStart:
			p.Seek(0)
		case app.RpEnd:
			p.Seek(s.tl.Len())
		case app.RpSlower:
			s.setSpeed(s.speed - 1)
		case app.RpFaster:
			s.setSpeed(s.speed + 1)
		case app.RpView:
			s.cycleView()
		case app.RpBookmark:
			s.toggleBookmark()
		case app.RpNextBookmark:
			s.nextBookmark()
		case app.RpBranch:
			s.branch(g)
		case app.RpFit:
			s.fit()
		case app.RpHelp:
			s.help = !s.help
		}
	}
}

// togglePlay plays or pauses; playing at the end starts over.
func (s *replayScene) togglePlay() {
	if s.p.Playing() {
		s.p.SetPlaying(false)
		return
	}
	if s.p.AtEnd() {
		s.p.Seek(0)
	}
	s.p.SetPlaying(true)
}

// setSpeed picks speed i, clamped to the table.
func (s *replayScene) setSpeed(i int) {
	s.speed = max(0, min(i, len(replaySpeeds)-1))
	s.p.SetPace(replaySpeeds[s.speed].pace)
}

// cycleView goes all sides → side 0 → side 1 → ... → all sides.
func (s *replayScene) cycleView() {
	s.view++
	if s.view >= len(s.p.State().Sides) {
		s.view = -1
	}
	s.shownEv, s.earlier = -1, 0 // rebuild the ticker: hidden blocks are named by class only
	if s.view < 0 {
		s.message("Viewing as all sides: every block face up.", false)
	} else {
		s.message(fmt.Sprintf("Viewing as %s: enemy blocks face down unless a battle reveals them.", sideName(s.p.State(), s.view)), false)
	}
}

// toggleBookmark marks the current step, or unmarks it if marked.
func (s *replayScene) toggleBookmark() {
	step := s.p.Step()
	if i, ok := slices.BinarySearch(s.bookmarks, step); ok {
		s.bookmarks = slices.Delete(s.bookmarks, i, i+1)
		s.message(fmt.Sprintf("Bookmark at command %d removed.", step), false)
		return
	}
	s.bookmarks = append(s.bookmarks, step)
	slices.Sort(s.bookmarks)
	s.message(fmt.Sprintf("Bookmarked %s (command %d). N jumps between bookmarks.", s.where(step), step), false)
}

// nextBookmark jumps to the first bookmark after the current step, wrapping.
func (s *replayScene) nextBookmark() {
	if len(s.bookmarks) == 0 {
		s.message("No bookmarks yet: B marks the current point.", false)
		return
	}
	i, _ := slices.BinarySearch(s.bookmarks, s.p.Step()+1)
	s.p.Seek(s.bookmarks[i%len(s.bookmarks)])
}

// where names a step's turn, phase and side for messages.
func (s *replayScene) where(step int) string {
	info := s.tl.Infos[step]
	if info.Actor < 0 {
		return fmt.Sprintf("turn %d, %s", info.Turn, info.Phase)
	}
	return fmt.Sprintf("turn %d, %s %s", info.Turn, sideName(s.p.State(), info.Actor), info.Phase)
}

// branch starts a new game from the current point in the map scene: the
// record up to here, played on by the people at this desk.
func (s *replayScene) branch(g *Game) {
	if s.p.State().Phase == sim.PhaseGameOver {
		s.message("The game is over at this point: go back to an earlier one to take over.", true)
		return
	}
	rg, err := s.tl.Branch(s.p.Step())
	if err != nil {
		s.message(err.Error(), true)
		return
	}
	g.GoTo(newBranchScene(g, rg, s.where(s.p.Step())))
}

// fit shows the whole map between the top bar and the transport bar.
func (s *replayScene) fit() {
	s.Fit(image.Rect(0, widget.TopBarHeight, s.width, s.height-replayBarHeight))
}

// message shows a line under the top bar for a few seconds.
func (s *replayScene) message(m string, isErr bool) {
	s.Msg.Set(s.game.ui, m, isErr, s.game.clock)
}

// mouse handles the timeline, the buttons, panning and zooming.
func (s *replayScene) mouse(g *Game) {
	in := &g.in
	if !s.bar.on(in.MouseX, in.MouseY) {
		s.WheelZoom(in)
	}
	if s.scrub {
		if in.Down[app.MouseLeft] {
			s.p.Seek(s.bar.stepAt(in.MouseX, s.tl.Len(), s.bookmarks))
		} else {
			s.scrub = false
		}
		return
	}
	d := &s.Drag
	if d.Button < 0 && in.Pressed[app.MouseLeft] {
		if image.Pt(in.MouseX, in.MouseY).In(s.bar.slider.Inset(-6)) {
			s.p.SetPlaying(false)
			s.scrub = true
			s.p.Seek(s.bar.stepAt(in.MouseX, s.tl.Len(), s.bookmarks))
			return
		}
		d.Begin(app.MouseLeft, in.MouseX, in.MouseY)
	}
	if d.Button < 0 {
		return
	}
	if _, clicked := s.Follow(in, func(x, y int) bool { return !s.bar.on(x, y) }); clicked {
		s.bar.click(s, g, in.MouseX, in.MouseY)
	}
}
