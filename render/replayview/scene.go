// Package replayview is the replay viewer: a verified record played on the
// map (mapview), with a timeline to seek in, a choice of viewpoint,
// bookmarks, and a way to take over the game from any point. It reads its
// keys from the replay context of the tick's input and leaves by its Exits.
package replayview

import (
	"fmt"
	"image"
	"math/rand/v2"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/session"
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

// Viewer is the replay viewer: a verified record played on the map,
// with a timeline to seek in, a choice of viewpoint, bookmarks, and a way to
// take over the game from any point. It never changes a game: it only
// re-simulates the record's own commands.
type Viewer struct {
	ui    *widget.UI
	exits Exits
	// clock is the cosmetic clock of the last tick, mx and my the cursor.
	clock  float64
	mx, my int
	name   string
	tl     *replay.Timeline
	p      *replay.Player
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

	keys  app.ReplayKeys
	scrub bool

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

// Exits are where the viewer leads out of itself.
type Exits struct {
	// Back is where Esc leads (the victory screen it was opened from);
	// when nil, Title makes the scene Esc leads to.
	Back  app.Scene
	Title func() app.Scene
	// Branch makes the scene that plays on rg, a game taken over at
	// where (a turn, a phase and a side, in words).
	Branch func(rg *replay.Game, where string) app.Scene
}

// New shows tl, the verified record named name, from its opening state,
// paused; now is the cosmetic clock.
func New(ui *widget.UI, now float64, tl *replay.Timeline, name string, exits Exits) *Viewer {
	p := replay.NewPlayer(tl)
	s := &Viewer{
		ui: ui, exits: exits, clock: now, name: name, tl: tl, p: p,
		View: mapview.View{Board: board.New(p.State(), ui.Palette), Cam: camera.New(0.05, 3),
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
func (s *Viewer) Update(ctx *app.Context) error {
	in := ctx.In
	s.clock, s.mx, s.my = ctx.Clock, in.MouseX, in.MouseY
	s.width, s.height = in.Width, in.Height
	if !s.fitted && s.width > 0 {
		s.fit()
		s.fitted = true
	}
	s.bar.layout(s)
	s.keys = in.Replay
	if in.Just[app.ActBack] {
		if s.help {
			s.help = false
		} else {
			if s.exits.Back != nil {
				ctx.Scenes.GoTo(s.exits.Back)
			} else {
				ctx.Scenes.GoTo(s.exits.Title())
			}
			return nil
		}
	}
	s.act(ctx)
	s.mouse(ctx)
	s.p.Tick()
	if err := s.p.Err(); err != nil && s.Msg.Text != err.Error() {
		s.message(err.Error(), true)
	}
	s.refresh()
	return nil
}

// act carries out the tick's key actions.
func (s *Viewer) act(ctx *app.Context) {
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
			s.SetSpeed(s.speed - 1)
		case app.RpFaster:
			s.SetSpeed(s.speed + 1)
		case app.RpView:
			s.cycleView()
		case app.RpBookmark:
			s.toggleBookmark()
		case app.RpNextBookmark:
			s.nextBookmark()
		case app.RpBranch:
			s.branch(ctx)
		case app.RpFit:
			s.fit()
		case app.RpHelp:
			s.help = !s.help
		}
	}
}

// togglePlay plays or pauses; playing at the end starts over.
func (s *Viewer) togglePlay() {
	if s.p.Playing() {
		s.p.SetPlaying(false)
		return
	}
	if s.p.AtEnd() {
		s.p.Seek(0)
	}
	s.p.SetPlaying(true)
}

// SetSpeed picks speed i of the viewer's speeds (0 the slowest), clamped
// to them.
func (s *Viewer) SetSpeed(i int) {
	s.speed = max(0, min(i, len(replaySpeeds)-1))
	s.p.SetPace(replaySpeeds[s.speed].pace)
}

// cycleView goes all sides → side 0 → side 1 → ... → all sides.
func (s *Viewer) cycleView() {
	s.view++
	if s.view >= len(s.p.State().Sides) {
		s.view = -1
	}
	s.shownEv, s.earlier = -1, 0 // rebuild the ticker: hidden blocks are named by class only
	if s.view < 0 {
		s.message("Viewing as all sides: every block face up.", false)
	} else {
		s.message(fmt.Sprintf("Viewing as %s: enemy blocks face down unless a battle reveals them.", session.SideName(s.p.State(), s.view)), false)
	}
}

// toggleBookmark marks the current step, or unmarks it if marked.
func (s *Viewer) toggleBookmark() {
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
func (s *Viewer) nextBookmark() {
	if len(s.bookmarks) == 0 {
		s.message("No bookmarks yet: B marks the current point.", false)
		return
	}
	i, _ := slices.BinarySearch(s.bookmarks, s.p.Step()+1)
	s.p.Seek(s.bookmarks[i%len(s.bookmarks)])
}

// where names a step's turn, phase and side for messages.
func (s *Viewer) where(step int) string {
	info := s.tl.Infos[step]
	if info.Actor < 0 {
		return fmt.Sprintf("turn %d, %s", info.Turn, info.Phase)
	}
	return fmt.Sprintf("turn %d, %s %s", info.Turn, session.SideName(s.p.State(), info.Actor), info.Phase)
}

// branch starts a new game from the current point in the map scene: the
// record up to here, played on by the people at this desk.
func (s *Viewer) branch(ctx *app.Context) {
	if s.p.State().Phase == sim.PhaseGameOver {
		s.message("The game is over at this point: go back to an earlier one to take over.", true)
		return
	}
	rg, err := s.tl.Branch(s.p.Step())
	if err != nil {
		s.message(err.Error(), true)
		return
	}
	ctx.Scenes.GoTo(s.exits.Branch(rg, s.where(s.p.Step())))
}

// fit shows the whole map between the top bar and the transport bar.
func (s *Viewer) fit() {
	s.Fit(image.Rect(0, widget.TopBarHeight, s.width, s.height-BarHeight))
}

// message shows a line under the top bar for a few seconds.
func (s *Viewer) message(m string, isErr bool) {
	s.Msg.Set(s.ui, m, isErr, s.clock)
}

// mouse handles the timeline, the buttons, panning and zooming.
func (s *Viewer) mouse(ctx *app.Context) {
	in := ctx.In
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
		s.bar.click(s, ctx, in.MouseX, in.MouseY)
	}
}
