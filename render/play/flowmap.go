package play

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/camera"
	"hexstorm/render/mapview"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/sim"
)

// flowState is what the map scene needs to play a session: the game
// (session.Play: a game at this desk, or one seat of a game on a server),
// and at a desk the computer players and their runner, the watching speed,
// and whether the end of the game has been shown; online the seat's link
// to the server (flownet.go). A map scene without one (screenshots, unit
// tests) lets whoever is active play.
type flowState struct {
	play session.Play
	// sess is the desk's session, nil online; net the seat's, nil at a desk.
	sess    *session.Session
	net     *netFlow
	players []*ai.Player
	runner  *session.Runner
	speed   aiSpeed
	wait    int
	// applying holds the computer's move while its command goes
	// through submit.
	applying *session.Move
	aiErr    string
	ended    bool
	// trails are the other sides' moves the seated side saw since its last
	// turn, drawn on the map until trailsUntil or its first command.
	trails      []session.Trail
	trailsUntil float64
	speedBtn    [4]widget.Button
	// cams keeps each human side's view of the map between its turns, so
	// where one player looked never shows to the next.
	cams []*camera.Camera
}

// NewSession returns the map scene of a session, its camera fitted,
// ready for the first player (the handoff comes on the first update).
func NewSession(d Deps, sess *session.Session) *Scene {
	if sc := sess.Game.Scenario; sc != nil {
		d.UI.Dress(sc.File.Sides)
	}
	s := NewFor(d, sess.Game.State)
	s.sc = sess.Game.Scenario
	s.flow = &flowState{play: sess, sess: sess, players: sess.ComputerPlayers(s.settings().Thinking), speed: speedNormal, cams: make([]*camera.Camera, len(sess.Players))}
	s.undo = &sess.Log
	sess.BG = d.Autosaver
	sess.TypeName = s.Board.TypeName
	s.refreshHud()
	return s
}

// standAside reports whether the player's orders (and their keys and
// buttons) stand aside: the game waits for the computer, or online for
// another seat.
func (s *Scene) standAside() bool {
	switch f := s.flow; {
	case f == nil:
		return false
	case f.net != nil:
		return !f.net.sess.YourTurn()
	}
	return s.flow.sess.ComputerToMove()
}

// asidePanel says in the context panel who plays while the player's
// orders stand aside.
func (s *Scene) asidePanel(p *actionPanel, actor int) {
	st, ui := s.state, s.ui
	if s.flow.net != nil {
		s.netPanel(p, actor)
		return
	}
	// The computer's orders are its own: only the watch controls (the
	// pace buttons at the top, Enter to skip) are the player's.
	p.reset(session.SideName(st, actor) + " · the computer's turn")
	p.line(ui, "The computer is playing "+session.SideName(st, actor)+"'s "+st.Phase.String()+" phase.", widget.ColText, actor)
	p.line(ui, "Enter skips to the end of its turn; the buttons at the top set the pace.", widget.ColMuted, -1)
}

// Session returns the scene's desk session, or nil (online too).
func (s *Scene) Session() *session.Session {
	if s.flow == nil {
		return nil
	}
	return s.flow.sess
}

// applyCmd is the map scene's one way to change the game: through the
// session when there is one, the computer's commands (from the runner) by
// Session.Adopt and a human's by Session.Submit, which checks the seat.
func (s *Scene) applyCmd(cmd sim.Command) ([]sim.Event, error) {
	f := s.flow
	if f == nil {
		return s.state.Apply(cmd)
	}
	if m := f.applying; m != nil {
		return f.sess.Adopt(*m), nil
	}
	if f.runner != nil {
		return nil, fmt.Errorf("wait: the computer is playing (Enter skips to the end of its turn)")
	}
	if f.net != nil {
		return nil, s.netSend(cmd)
	}
	events, err := f.play.Submit(cmd)
	if err == nil {
		f.trails = nil
	}
	return events, err
}

// trailSeconds is how long the other sides' moves stay drawn.
const trailSeconds = 10

// showTrails draws trails, the moves the seated side saw since its last
// turn, on the map for a while: the recap, replayed where it happened.
func (s *Scene) showTrails(trails []session.Trail) {
	f := s.flow
	f.trails = trails
	f.trailsUntil = s.now() + trailSeconds
	if n := len(f.trails); n > 0 {
		s.message(fmt.Sprintf("Lines show where other sides' blocks moved since your last turn (%d move%s).", n, session.Plural(n, "", "s")), false, s.now())
	}
}

// drawTrails draws the trails under the interface until their time is up.
func (s *Scene) drawTrails(screen *ebiten.Image) {
	f := s.flow
	if f == nil || len(f.trails) == 0 || s.now() > f.trailsUntil {
		return
	}
	for _, t := range f.trails {
		s.Board.DrawPath(screen, &s.Cam, t.Path, s.Board.Palette().SideTint(t.Side))
	}
}

// tickerRecap starts the ticker with what the seated side saw while away.
func (s *Scene) tickerRecap(lines []string) {
	for _, l := range lines[max(0, len(lines)-mapview.TickerKeep):] {
		s.hud.addLine(len(s.state.Sides), l, l, -1)
	}
}

// LogEvents adds events to the ticker and the event log as the seated side
// may read them.
func (s *Scene) LogEvents(events []sim.Event) {
	s.hud.log(s.state, events, s.Board.TypeName)
}

// blanked reports whether the map must not be drawn at all: the seat is
// about to pass to another human, who must not see the last player's view,
// nor the last player the next one's.
func (s *Scene) blanked() bool {
	sess := s.Session()
	return sess != nil && sess.NeedsHandoff()
}

// unitOptions says how to draw the units: through the viewer's fog.
func (s *Scene) unitOptions() board.UnitOptions {
	v := s.viewer()
	o := board.UnitOptions{Selected: s.ord.selected, DimSpent: true, Fog: v >= 0, Viewer: v}
	if s.slides.Busy() {
		o.Sliding = s.sliding
	}
	return o
}

// hiddenUnit reports whether the viewer may not see id face up, so it may
// not select it either (its panel would tell type and strength).
func (s *Scene) hiddenUnit(id sim.UnitID) bool {
	u := s.state.Unit(id)
	return u != nil && u.Side != s.viewer() && s.hidden(u)
}

// seatChanged forgets everything the previous player had on screen: the
// selection, the ticker, the message and the hovered hex.
func (s *Scene) seatChanged() {
	s.ord.selected = 0
	s.hud.clearLines()
	s.Msg.Clear()
	s.hoverOK = false
	s.ord.refreshRange()
	s.ord.previewPath(s.hover, s.hoverOK)
	s.Board.Changed()
	s.refreshHud()
	s.refreshTooltip()
}

// flowUpdate runs the session before the scene's own input: the end of the
// game, a handoff between humans, and the computer's commands. It reports
// whether the scene left the screen this tick.
func (s *Scene) flowUpdate() bool {
	f := s.flow
	switch {
	case f == nil:
		return false
	case f.net != nil:
		return s.netUpdate()
	}
	sess := f.sess
	if sess.AutosaveErr != "" {
		s.message(sess.AutosaveErr, true, s.now())
		sess.AutosaveErr = ""
	}
	st := s.state
	if st.Phase == sim.PhaseGameOver && f.runner == nil {
		if !f.ended {
			f.ended = true
			s.scenes.GoTo(newVictoryScene(s))
			return true
		}
		return false
	}
	s.passEmptyCombat() // before the handoff, which it may call for
	if f.runner == nil && sess.NeedsHandoff() {
		s.scenes.GoTo(newHandoffScene(s))
		return true
	}
	if f.runner == nil && sess.ComputerToMove() && f.aiErr == "" {
		// The settings' thinking budget, as it is now: the players are
		// the UI thread's until the runner starts.
		for _, p := range f.players {
			if p != nil {
				p.SetThinking(s.settings().Thinking)
			}
		}
		f.runner, f.wait = session.StartComputer(st, f.players), 0
	}
	if f.runner != nil {
		s.pumpAI()
	}
	return false
}

// pumpAI applies the computer's commands that are ready, at the chosen
// speed, and takes the speed buttons' clicks.
func (s *Scene) pumpAI() {
	f := s.flow
	in := &s.in
	s.layoutSpeed()
	for i := range f.speedBtn {
		if in.Clicked() && f.speedBtn[i].Hit(in.MouseX, in.MouseY) {
			f.speed, f.wait = aiSpeed(i), 0
			in.Released[app.MouseLeft] = false
		}
	}
	// Enter or Space skips the rest of the computer's turn; the map's own
	// key for ending the phase must not act for the computer.
	if in.Just[app.ActConfirm] {
		f.speed, f.wait = speedSkip, 0
	}
	in.Just[app.ActConfirm], in.Just[app.ActEndPhase] = false, false
	if f.wait > 0 {
		f.wait--
		return
	}
	if f.speed == speedSkip {
		s.slides.Finish()
	} else if s.slides.Busy() {
		return // the computer's last move is still on its way
	}
	if !s.computerBattleDone() {
		return
	}
	budget := 1
	if f.speed == speedSkip {
		budget = skipBudget
	}
	start := time.Now()
	for i := 0; i < budget && (i == 0 || time.Since(start) < skipTime); i++ {
		var msg session.Move
		var open bool
		select {
		case msg, open = <-f.runner.Out:
		default:
			return // still thinking
		}
		if !open {
			f.runner = nil
			// Moves skipped over are shown on the map; watched ones were seen.
			switch {
			case f.sess.Seated >= 0 && f.speed == speedSkip:
				s.showTrails(f.sess.TakeTrails(f.sess.Seated))
			case f.sess.Seated >= 0:
				f.sess.TakeTrails(f.sess.Seated)
			}
			return
		}
		if msg.Err != nil {
			f.aiErr = "The computer player stopped: " + msg.Err.Error()
			s.message(f.aiErr, true, s.now())
			f.runner.Cancel()
			f.runner = nil
			return
		}
		f.applying = &msg
		s.computerCommand(msg.Cmd)
		f.applying = nil
		f.runner.Sent++
		if f.speed != speedSkip && msg.Cmd.Kind == sim.CmdMove && len(msg.Cmd.Path) > 0 {
			s.centerOn(msg.Cmd.Path[len(msg.Cmd.Path)-1])
		}
		if f.wait = f.speed.ticksPer(msg.Cmd); f.wait > 0 {
			return
		}
	}
}

// computerCommand applies a command of the computer's. An order of a battle
// the seated side fights in (a battle shows both sides to those in it, D9)
// opens the battle view, and the dice fall there as they do in the
// player's own battles, unless the computer's turn is being skipped.
func (s *Scene) computerCommand(cmd sim.Command) {
	if s.flow.speed == speedSkip || !s.watchesBattle(cmd) {
		s.submit(cmd)
		return
	}
	if v := s.battle; v == nil || v.hex != cmd.Hex {
		if v != nil {
			s.closeBattle()
		}
		s.openBattle(cmd.Hex)
		s.battle.byComputer = true
	}
	s.battleCommand(cmd)
}

// battleOrder reports whether a command of kind k is an order of the
// battle at its hex.
func battleOrder(k sim.CommandKind) bool {
	switch k {
	case sim.CmdFight, sim.CmdContinueBattle, sim.CmdRetreat, sim.CmdWithdraw, sim.CmdTargetLogistics, sim.CmdCasualties:
		return true
	}
	return false
}

// watchesBattle reports whether cmd is an order of a battle the seated side
// fights in, or of any battle when nobody is seated (only computers play).
func (s *Scene) watchesBattle(cmd sim.Command) bool {
	if !battleOrder(cmd.Kind) {
		return false
	}
	b := s.state.BattleAt(cmd.Hex)
	v := s.viewer()
	return b != nil && (v < 0 || b.Attacker == v || b.Defender == v)
}

// computerBattleDone reports whether the computer may give its next order
// as far as the battle view is concerned: no view of its battles is open,
// or its dice have fallen and, once the battle is over, its result has been
// on screen for a while (the view then closes). Skipping the computer's
// turn closes the view at once.
func (s *Scene) computerBattleDone() bool {
	v := s.battle
	if v == nil || !v.byComputer {
		return true
	}
	if s.flow.speed == speedSkip {
		s.skipBattle()
		s.closeBattle()
		return true
	}
	if v.animating() {
		return false
	}
	if !v.ended {
		return true
	}
	if v.linger < lingerTicks*max(1, s.settings().BattlePace)/100 {
		v.linger++
		return false
	}
	s.closeBattle()
	return true
}

// passEmptyCombat ends the seated player's combat phase when it has no
// battle to fight and the settings let it pass, once the battle view and
// the moves on the map have finished, saying so in the message line.
func (s *Scene) passEmptyCombat() {
	f := s.flow
	if f == nil || s.settings().StopAtEmptyCombat || f.runner != nil || s.battle != nil || s.slides.Busy() {
		return
	}
	var cmd sim.Command
	ok := false
	switch {
	case f.sess != nil:
		cmd, ok = f.sess.EmptyCombat()
	case f.net != nil && f.net.sess.YourTurn():
		cmd, ok = session.EmptyCombatOf(s.state, s.viewer())
	}
	if !ok {
		return
	}
	s.submit(cmd)
	s.message("No battle to fight: the combat phase passes. (Settings can stop at such phases.)", false, s.now())
}

// stopAI ends the computer's goroutine when the scene is left.
func (s *Scene) stopAI() {
	if s.flow != nil && s.flow.runner != nil {
		s.flow.runner.Cancel()
		s.flow.runner = nil
	}
}

// layoutSpeed places the speed buttons in the computer's progress panel.
func (s *Scene) layoutSpeed() {
	f := s.flow
	w := 86
	x0 := s.width/2 - (4*w+3*8)/2
	y := widget.TopBarHeight + 58
	for i := range f.speedBtn {
		f.speedBtn[i] = widget.Button{Rect: image.Rect(x0+i*(w+8), y, x0+i*(w+8)+w, y+34), Label: speedNames[i]}
	}
}

// drawFlow draws the computer's progress panel while it plays.
func (s *Scene) drawFlow(screen *ebiten.Image) {
	f := s.flow
	if f == nil || f.runner == nil {
		return
	}
	u := s.ui
	s.layoutSpeed()
	first, last := f.speedBtn[0].Rect, f.speedBtn[3].Rect
	panel := image.Rect(first.Min.X-16, widget.TopBarHeight+8, last.Max.X+16, last.Max.Y+10)
	u.Panel(screen, panel, 0.94)
	side := s.state.Actor()
	status := fmt.Sprintf("%s is playing · %d command%s", f.sess.PlayerName(side), f.runner.Sent, session.Plural(f.runner.Sent, "", "s"))
	if len(f.runner.Out) == 0 {
		status += " · thinking…"
	}
	u.Text(screen, status, u.Bold, float64(panel.Min.X+panel.Dx()/2), float64(widget.TopBarHeight+30), text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	in := &s.in
	for i := range f.speedBtn {
		u.DrawButton(screen, &f.speedBtn[i], u.Small, aiSpeed(i) == f.speed || f.speedBtn[i].Hit(in.MouseX, in.MouseY))
	}
}

// newVictoryScene shows the end of the map's game (menus.Victory), every
// block face up from now on.
func newVictoryScene(m *Scene) *menus.Victory {
	v := menus.NewVictory(m.ui, m.Session(), m.state, m.sc.Name, menus.VictoryExits{
		Map:     m,
		Title:   m.deps.Exits.Title,
		CanSave: m.deps.Store != nil,
		Watch: func(v *menus.Victory, rec sim.Record) {
			// The record is opened and verified behind a loading scene.
			m.scenes.GoTo(menus.StartLoading(m.ui, "Opening the replay", v, func(p replay.Progress) (*replay.Timeline, error) {
				return replay.OpenWith(&rec, p)
			}, func(ctx *app.Context, tl *replay.Timeline) {
				ctx.Scenes.GoTo(m.deps.Exits.Replay(tl, m.sc.Name, v))
			}, func(ctx *app.Context, err error) {
				v.ReplayFailed(err)
				ctx.Scenes.GoTo(v)
			}))
		},
	})
	// Every block is shown once the game is over.
	m.Session().Seated = -1
	m.seatChanged()
	return v
}
