package play

import (
	"errors"
	"image"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/lesson"
	"hexstorm/render/mapview"
	"hexstorm/render/motion"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/session"
	"hexstorm/sim"
)

// Scene shows a game and turns the player's clicks into commands. It
// changes the state only through State.Apply.
type Scene struct {
	// deps is what the shell gave the scene; ui is deps.UI.
	deps Deps
	ui   *widget.UI
	// scenes is deps.Scenes, the scene switch.
	scenes app.Switcher
	// in is this tick's input, the scene's own copy of the snapshot.
	in    app.Input
	sc    *scenarios.Scenario
	state *sim.State
	// View is the board, the camera, the press being followed and the
	// message line (package mapview).
	mapview.View
	// still is set for screenshots: no input, no edge scrolling.
	still  bool
	fitted bool
	width  int
	height int

	// ord is the orders being given (orders.go): the selected unit, its
	// range and path, air strike targeting, a hex being picked.
	ord      ordersState
	stackBuf []sim.UnitID

	hover   hexmap.Hex
	hoverOK bool
	hoverAt float64

	// dragOnMinimap is set while a left press that began on the minimap
	// moves the view.
	dragOnMinimap bool
	escAt         float64

	hud   hud
	strat strategicPanel // strategic.go: major powers, support, Balance of Power
	// flow plays a session (flowmap.go): records, handoffs, the computer.
	flow *flowState

	// battle is the open battle view (combatui.go).
	battle *battleView
	// battleCam is the camera before and after the battle view moved it to
	// show the battle's hex, nil when it did not (openBattle).
	battleCam *[2]camera.Camera
	// undo (undo.go): the commands since the last point undo cannot pass;
	// the session's log when the scene plays one, else the scene's own.
	undo *session.UndoLog
	// overlays (overlay.go): supply, help, combat log.
	over overlays
	// prodHex is the city open in the production panel (production.go).
	prodHex *hexmap.Hex
	// prodKind is the pool whose builds the city shows, -1 for none.
	prodKind int
	// lesson is the guided course's card, nil outside Learn to play
	// (learn.go).
	lesson *lesson.Card
	// slides are the blocks still on their way along their last move
	// (render/motion), drawn there until they arrive.
	slides motion.Tracker
}

// New starts a game of sc with the given seed, unrecorded (the editor's
// test play, the screenshot of a map).
func New(d Deps, sc *scenarios.Scenario, seed uint64) (*Scene, error) {
	st, events, err := sc.NewGame(seed)
	if err != nil {
		return nil, err
	}
	d.UI.Dress(sc.File.Sides)
	s := NewFor(d, st)
	s.sc = sc
	s.strat.open = st.Campaign != nil // a campaign opens on its powers' support
	s.refreshHud()
	s.hud.log(st, events, s.Board.TypeName)
	s.message("New game of "+sc.Name+". Select a unit of the side to move, or press Enter to end the phase. F1 lists the keys.", false, s.now())
	if n := take(d.TakeNotice); n != "" {
		s.message(n, true, s.now())
	}
	return s, nil
}

// NewFor shows an existing state, with no session: whoever is active
// plays.
func NewFor(d Deps, st *sim.State) *Scene {
	s := &Scene{
		deps:   d,
		ui:     d.UI,
		scenes: d.Scenes,
		state:  st,
		View: mapview.View{Board: board.New(st, d.UI.Palette), Cam: camera.New(0.05, 3),
			Drag: mapview.Drag{Button: -1}},
	}
	s.ord = newOrders(st, s.Board.StackAt)
	s.hud.ui = d.UI
	s.undo = &session.UndoLog{}
	s.undo.Reset(st)
	s.refreshSupply()
	s.refreshHud()
	return s
}

// view returns the screen rectangle the map is fitted into: below the top bar.
func (s *Scene) view() image.Rectangle {
	return image.Rect(0, widget.TopBarHeight, s.width, s.height)
}

// message shows a line under the top bar for a few seconds.
func (s *Scene) message(msg string, isErr bool, now float64) {
	s.Msg.Set(s.ui, msg, isErr, now)
}

// fit shows the whole map.
func (s *Scene) fit() {
	ww, wh := s.Board.WorldSize()
	s.Cam = FitCamera(ww, wh, s.width, s.height)
	s.fitBesideLesson()
}

// FitCamera returns the camera that shows a world of ww x wh in a screen of
// w x h between the top bar and the event ticker and minimap along the
// bottom, so no corner of the map starts hidden under them. The screenshot
// test uses it to find hexes on the image.
func FitCamera(ww, wh float64, w, h int) camera.Camera {
	c := camera.New(0.05, 3)
	// Above the ticker; if the map's corner then still reaches under the
	// minimap (a wide map), above the minimap too.
	c.Fit(ww, wh, 0, widget.TopBarHeight, float64(w), float64(h-widget.TopBarHeight-tickerHeight-20))
	x1, y1 := c.WorldToScreen(ww, wh)
	if x1 > float64(w-min(260, w/4)-24) && y1 > float64(h-min(200, h/4)-24) {
		c.Fit(ww, wh, 0, widget.TopBarHeight, float64(w), float64(h-widget.TopBarHeight-bottomWidgets(h)))
	}
	mapview.LimitZoomOut(&c)
	return c
}

// clampCamera keeps part of the map in view.
func (s *Scene) clampCamera() {
	s.Clamp(s.view())
}

// selectUnit selects id (0 for none) and recomputes its movement range.
func (s *Scene) selectUnit(id sim.UnitID) {
	s.ord.selected = id
	s.observeLesson(nil)
	s.ord.picking = nil
	s.ord.refreshRange()
	s.ord.previewPath(s.hover, s.hoverOK)
	s.refreshHud()
	s.refreshTooltip()
}

// moveTo moves the selected unit to h along the cheapest path.
func (s *Scene) moveTo(h hexmap.Hex) {
	u := s.ord.unit()
	if u == nil {
		return
	}
	path, ok := s.ord.pathTo(h)
	if !ok || len(path) < 2 {
		s.message("That hex is out of reach this turn.", true, s.now())
		return
	}
	cmd := sim.Command{Kind: sim.CmdMove, Side: u.Side, Unit: u.ID, Path: path[1:]}
	if s.in.Held[app.ActFast] {
		cmd.Units = s.stackMates(u) // Shift: the whole stack moves together
	}
	s.submit(cmd)
}

// endPhase ends the active side's phase.
func (s *Scene) endPhase() {
	side := s.state.ActiveSide()
	if side < 0 {
		s.message("No side is playing: the game is over.", true, s.now())
		return
	}
	s.submit(sim.Command{Kind: sim.CmdEndPhase, Side: side})
}

// submit applies a command through the rules. A refusal is shown as it is;
// on success the events go to the ticker and every cached view is redrawn.
func (s *Scene) submit(cmd sim.Command) { s.submitEvents(cmd, true) }

// submitEvents is submit returning the command's events and whether the
// rules accepted it; logNow false leaves the ticker to the caller.
func (s *Scene) submitEvents(cmd sim.Command, logNow bool) ([]sim.Event, bool) {
	events, err := s.applyCmd(cmd)
	if errors.Is(err, errSending) {
		return nil, false // netAnswer takes the answer in, and says if it is slow
	}
	if err != nil {
		s.message(orders.ReasonText(err), true, s.now())
		return nil, false
	}
	s.afterOrder(cmd, events, logNow)
	return events, true
}

// afterOrder shows what an accepted command did: the undo log (without a
// session), the ticker when logNow, the blocks sliding, the lesson, the
// board and panels, and the battle view when the game now waits on one.
func (s *Scene) afterOrder(cmd sim.Command, events []sim.Event, logNow bool) {
	if s.flow == nil {
		s.undo.Record(s.state, cmd, events) // a session notes its own
	}
	if cmd.Kind == sim.CmdEndPhase {
		s.ord.selected, s.prodHex, s.prodKind = 0, nil, -1
	}
	if logNow {
		s.LogEvents(events)
	}
	s.slideMoves(events)
	s.observeLesson(events)
	s.afterChange()
	s.openBattleFor(cmd, events)
}

// slideMoves sets the blocks a command moved sliding along their paths, as
// the seated side may see the moves: the player's own quickly, the
// computer's at a pace the eye follows (none when its turn is skipped, or
// in reduced motion).
func (s *Scene) slideMoves(events []sim.Event) {
	computer := s.flow != nil && s.flow.applying != nil
	pace := s.settings().slidePace(!computer)
	if computer && s.flow.speed == speedSkip {
		pace = motion.Off
	}
	s.slides.Add(s.state.EventsFor(s.viewer(), events), pace)
}

// sliding is board.UnitOptions.Sliding: where a block on its way is drawn.
// Cargo rides with its carrier.
func (s *Scene) sliding(id sim.UnitID) (wx, wy float64, ok bool) {
	if u := s.state.Unit(id); u != nil && u.CarriedBy != 0 {
		id = u.CarriedBy
	}
	from, to, num, den, ok := s.slides.Where(id)
	if !ok {
		return 0, 0, false
	}
	wx, wy = s.Board.Between(from, to, num, den)
	return wx, wy, true
}

// afterChange updates every view of the state after it changed: the
// ticker, the cached board, the selection, range, panels and tooltip.
func (s *Scene) afterChange() {
	s.Msg.Clear()
	s.Board.Changed()
	if u := s.ord.unit(); u == nil || u.Side != s.state.Actor() {
		s.ord.selected = 0
	}
	s.ord.striking = false
	s.ord.picking = nil
	s.refreshSupply()
	s.ord.refreshRange()
	s.ord.previewPath(s.hover, s.hoverOK)
	s.refreshHud()
	s.refreshTooltip()
}

// nextUnit selects the next unit of the side to move that can still move.
func (s *Scene) nextUnit() {
	st := s.state
	n := len(st.Units)
	if n == 0 {
		return
	}
	start := 0
	for i := range st.Units {
		if st.Units[i].ID == s.ord.selected {
			start = i + 1
		}
	}
	for k := range n {
		u := &st.Units[(start+k)%n]
		if s.ord.canMove(u) {
			s.selectUnit(u.ID)
			s.centerOn(u.Hex)
			return
		}
	}
	s.message("No unit of the side to move can still move.", false, s.now())
}

// centerOn scrolls the view to h if it is off screen, as far as the map's
// edges allow (camera.Settle).
func (s *Scene) centerOn(h hexmap.Hex) {
	x, y := s.Board.HexCenter(&s.Cam, h)
	v := s.view().Inset(60)
	if image.Pt(int(x), int(y)).In(v) {
		return
	}
	wx, wy := s.Board.Layout().Center(h)
	full := s.view()
	vx, vy, vw, vh := float64(full.Min.X), float64(full.Min.Y), float64(full.Dx()), float64(full.Dy())
	s.Cam.CenterOn(wx, wy, vx, vy, vw, vh)
	ww, wh := s.Board.WorldSize()
	s.Cam.Settle(ww, wh, vx, vy, vw, vh, followMargin)
}

// followMargin is how much room (screen pixels) is left beyond the map's
// edge when the view follows a piece to it.
const followMargin = 40

// Message shows a line under the top bar for a few seconds, as the game
// says what it just did (loaded a save, took over a replay).
func (s *Scene) Message(msg string, isErr bool) { s.message(msg, isErr, s.now()) }

// Selected is the selected unit, 0 for none.
func (s *Scene) Selected() sim.UnitID { return s.ord.selected }
