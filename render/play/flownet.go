package play

import (
	"errors"
	"strings"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Playing one seat of a game on a server (DESIGN D40-D42): the map scene
// driven by an online.Session, which holds only its side's view. An order
// shows once the server has accepted it (Submit, through session.Play); the
// other side's moves arrive on the realtime channel and are taken each tick
// (Poll); leaving goes back to the lobby's list of games, and the game
// stays on the server. Undo is not offered: the server has the order.

// netFlow is the map scene's link to its seat on a server.
type netFlow struct {
	sess *online.Session
	// games makes the lobby's list of games, where leaving leads.
	games func() app.Scene
	// link is the realtime channel's trouble last shown; status the
	// game's status last seen; retryAt the clock before which the server
	// is not asked again after a failure.
	link    string
	status  string
	retryAt float64
	// order is the seat's order on its way to the server, nil when none
	// is: the window never waits on the network, and gives no other order
	// until the server has answered this one. waited counts the ticks it
	// has been on its way.
	order  *online.Order
	waited int
}

// sendingTicks is how long an order may be on its way before the message
// line says so (a third of a second): a quick answer shows no message.
const sendingTicks = 20

// errSending says a seat's order has gone to the server; its answer is
// taken in by a later tick (netUpdate).
var errSending = errors.New("the order is on its way to the server")

// sendingText is what the message line says while an order is on its way.
const sendingText = "Sending the order to the server…"

// netSend sends the seat's order without waiting for the answer; an order
// out of turn, or while the last one is on its way, goes nowhere.
func (s *Scene) netSend(cmd sim.Command) error {
	n := s.flow.net
	switch {
	case n.order != nil:
		return errors.New("Your last order is still on its way to the server.")
	case !n.sess.YourTurn():
		return errors.New(n.notYourTurn(s.state))
	}
	o, err := n.sess.Send(cmd)
	if err != nil {
		return err
	}
	n.order, n.waited = o, 0
	return errSending
}

// netAnswer takes in the answer to the seat's order once it is there: the
// order's events are shown as a desk's would be (a battle's in the battle
// view), or the refusal is said. It reports whether an order is still on
// its way.
func (s *Scene) netAnswer() bool {
	n := s.flow.net
	o := n.order
	if o == nil {
		return false
	}
	if !o.Ready() {
		if n.waited++; n.waited == sendingTicks {
			s.message(sendingText, false, s.now())
		}
		return true
	}
	n.order = nil
	if s.Msg.Text == sendingText {
		s.Msg.Clear()
	}
	events, err := n.sess.Finish(o)
	if err != nil {
		s.message(err.Error(), true, s.now())
		s.afterChange()
		return false
	}
	s.flow.trails = nil
	cmd := o.Command
	inView := s.battle != nil && s.battle.hex == cmd.Hex && battleOrder(cmd.Kind)
	s.afterOrder(cmd, events, !inView)
	if inView && s.battle != nil {
		s.battle.push(events)
		s.refreshPanel()
	}
	return false
}

// pollRetrySeconds is how long the map waits to ask the server again after
// a fetch failed, rather than asking every frame.
const pollRetrySeconds = 3

// NewOnline returns the map scene of a seat on a server, with what the
// other sides did since the seat's last order in the ticker and on the map,
// after the recap when there is one; leaving goes to the scene games makes
// (the lobby's list of games).
func NewOnline(d Deps, sess *online.Session, games func() app.Scene) app.Scene {
	s := NewFor(d, sess.State())
	sess.TypeName = s.Board.TypeName
	s.flow = &flowState{play: sess, net: &netFlow{sess: sess, games: games, status: sess.Status()}}
	s.undo.Barrier = "not offered online (the server keeps every order)"
	at := sess.RecapLines(sess.Side)
	lines := sess.Sit(sess.Side)
	s.tickerRecap(lines)
	s.showTrails(sess.TakeTrails(sess.Side))
	s.refreshHud()
	if len(lines) > 0 {
		r := menus.NewRecap(s.ui, sess.Side, s.state.Sides[sess.Side].Name, lines, s)
		r.Point(at, s.pointAt)
		return r
	}
	return s
}

// netUpdate takes the other sides' moves the server has passed on since the
// last tick: they go to the ticker, the map and its trails, and the view
// follows them. It reports whether the scene left the screen (never).
func (s *Scene) netUpdate() bool {
	n := s.flow.net
	if link := n.sess.Link(); link != n.link {
		n.link = link
		if link != "" {
			s.message(link, true, s.now())
		}
	}
	if s.netAnswer() || s.now() < n.retryAt {
		return false
	}
	news, err := n.sess.Poll()
	if err != nil {
		n.retryAt = s.now() + pollRetrySeconds
		s.message(err.Error(), true, s.now())
		return false
	}
	joined := n.status == "open" && n.sess.Status() == "playing"
	n.status = n.sess.Status()
	if len(news) == 0 && !joined {
		return false
	}
	for _, se := range news {
		s.LogEvents(se.Events)
		s.slides.Add(se.Events, s.settings().slidePace(false)) // the other side's moves, as the seat saw them
	}
	s.afterChange()
	s.openBattleFor(sim.Command{}, nil)
	if t := n.sess.Trails(n.sess.Side); len(t) > 0 {
		s.flow.trails, s.flow.trailsUntil = t, s.now()+trailSeconds
		if last := t[len(t)-1]; len(last.Path) > 0 {
			s.centerOn(last.Path[len(last.Path)-1])
		}
	}
	msg := ""
	if joined {
		msg = "The invited player has joined: the game is on. "
	}
	switch {
	case s.state.Phase == sim.PhaseGameOver:
		msg = "The game is over: " + s.state.Result + ". Esc leaves; My games has its replay."
	case n.sess.YourTurn():
		msg += "Your turn: " + session.SideName(s.state, n.sess.Side) + " to play the " + s.state.Phase.String() + " phase."
	}
	if msg != "" {
		s.message(strings.TrimSpace(msg), false, s.now())
	}
	return false
}

// waiting words whom the seat waits for, "" when it is its turn.
func (n *netFlow) waiting(st *sim.State) string {
	sess := n.sess
	switch {
	case sess.Status() == "open":
		return "Waiting for the invited player to join"
	case sess.Status() == "finished" || sess.YourTurn():
		return ""
	}
	a := sess.Actor()
	if a >= 0 && a < len(sess.Info.Seats) && sess.Info.Seats[a].Kind == "computer" {
		return "The computer is playing " + session.SideName(st, a)
	}
	return "Waiting for the " + sess.PlayerName(a)
}

// notYourTurn says why the seat may give no order now.
func (n *netFlow) notYourTurn(st *sim.State) string {
	if w := n.waiting(st); w != "" {
		return "Not your turn: " + w + "."
	}
	return "The game is over."
}

// netBar writes the top bar of a seat on a server: the game's name, and
// whose turn it is from the seat's chair.
func (s *Scene) netBar(h *hud) {
	n := s.flow.net
	h.title = n.sess.Info.Scenario + " · online"
	switch w := n.waiting(s.state); {
	case w != "":
		h.toMove = w
	case n.sess.YourTurn():
		h.toMove = "Your turn · " + h.toMove
	}
}

// netPanel is the context panel while another seat plays.
func (s *Scene) netPanel(p *actionPanel, actor int) {
	ui, n := s.ui, s.flow.net
	p.reset(session.SideName(s.state, actor) + " · their turn")
	p.line(ui, n.waiting(s.state)+".", widget.ColText, actor)
	p.line(ui, "Their moves show on the map as they arrive.", widget.ColMuted, -1)
	p.line(ui, "Esc leaves; the game waits in My games.", widget.ColMuted, -1)
}

// leaveOnline closes the seat's link and goes back to the list of games;
// the game stays on the server.
func (s *Scene) leaveOnline() {
	n := s.flow.net
	n.sess.Close()
	s.stormAmbience(false)
	s.scenes.GoTo(n.games())
}
