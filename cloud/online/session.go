package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"hexstorm/hexmap"
	"hexstorm/session"
	"hexstorm/sim"
)

// Session is one seat of a game on a server, played from its side's view
// only: the window drives it as it drives a desk session (session.Session),
// but the server judges every command, the state is what the server says
// the side knows (the full state never reaches it), and the other side's
// moves arrive on the realtime channel. Its methods are for one goroutine
// (the window's); beside it run only the realtime follower, which says when
// there is something to fetch, and the requests of Send and Poll, which
// touch nothing of the session until Finish and a later Poll take their
// answers in. Open, Submit, Wait and Refresh wait on the network.
type Session struct {
	Client *Client
	Game   string
	Side   int
	// Info describes the game: its scenario and seats. It is fetched again
	// when the game's status changes.
	Info GameInfo
	// TypeName names unit types for the recap.
	TypeName func(string) string

	state  *sim.State  // the side's view, updated in place
	board  *hexmap.Map // the scenario's map, which views leave out
	status string
	actor  int
	recap  []session.Line
	trails []session.Trail

	known   atomic.Int64  // the step the session holds, read by the follower
	started atomic.Bool   // whether every seat was taken, read by the follower
	pending chan struct{} // the follower's "there is something to fetch"
	stop    context.CancelFunc
	done    chan struct{}

	// reading is the read Poll has started in the background, nil when
	// none is under way.
	reading chan fetched

	mu   sync.Mutex
	link string // why the realtime channel is down, "" while it is up
}

// Open opens side's seat of game (side -1: the user's only seat), fetches
// its view and starts following the realtime channel. The recap holds what
// the other sides did since the seat's last command (of the latest 400).
func Open(c *Client, game string, side int) (*Session, error) {
	info, err := c.Game(game)
	if err != nil {
		return nil, explain(c, "open the game", err)
	}
	if side, err = MySeat(info, side); err != nil {
		return nil, err
	}
	s := &Session{Client: c, Game: game, Side: side, Info: info, TypeName: session.CatalogName,
		pending: make(chan struct{}, 1), done: make(chan struct{})}
	data, err := c.Map(game)
	if err != nil {
		return nil, explain(c, "fetch the map", err)
	}
	if s.board, err = MapOf(game, data); err != nil {
		return nil, fmt.Errorf("The server sent a map this version cannot read: %v", err)
	}
	v, _, err := c.View(game, side, max(1, info.Steps-recapWindow))
	if err != nil {
		return nil, explain(c, "fetch the game", err)
	}
	s.state = v.State
	s.adopt(v.Step, v.Status, v.Actor, v.State, v.Events)
	ctx, stop := context.WithCancel(context.Background())
	s.stop = stop
	go s.follow(ctx)
	return s, nil
}

// MySeat returns side if the user holds its seat in the game info
// describes, or for side -1 the user's only seat.
func MySeat(info GameInfo, side int) (int, error) {
	if side < 0 {
		n := 0
		for _, st := range info.Seats {
			if st.Mine {
				side, n = st.Side, n+1
			}
		}
		if n > 1 {
			return 0, fmt.Errorf("You hold %d seats of game %s: say which side.", n, info.ID)
		}
	}
	if side < 0 {
		return 0, fmt.Errorf("You hold no seat in game %s.", info.ID)
	}
	if side >= len(info.Seats) || !info.Seats[side].Mine {
		return 0, fmt.Errorf("You hold no seat of side %d in game %s.", side, info.ID)
	}
	return side, nil
}

var _ session.Play = (*Session)(nil)

// recapWindow bounds the steps Open reads back for the recap.
const recapWindow = 400

// Close stops following the realtime channel.
func (s *Session) Close() {
	s.stop()
	<-s.done
}

// State returns the side's view. The pointer stays the same for the
// session's life: each update is copied into it.
func (s *Session) State() *sim.State { return s.state }

// Viewer is the side whose view the map shows: the seat's.
func (s *Session) Viewer() int { return s.Side }

// Step returns the number of commands played that the session holds.
func (s *Session) Step() int { return int(s.known.Load()) }

// Status returns the game's status: open (a seat waits for its
// invitation), playing or finished.
func (s *Session) Status() string { return s.status }

// Actor returns the side the game waits on, -1 once it is over.
func (s *Session) Actor() int { return s.actor }

// YourTurn reports whether the game waits on this seat.
func (s *Session) YourTurn() bool { return s.status == "playing" && s.actor == s.Side }

// Recap returns what the other sides did since the seat's last command,
// through its fog, without taking it; nil for another side than the seat's.
func (s *Session) Recap(side int) []string { return session.Texts(s.RecapLines(side)) }

// RecapLines is Recap with the hex each line is about.
func (s *Session) RecapLines(side int) []session.Line {
	if side != s.Side {
		return nil
	}
	return s.recap
}

// Sit returns the seat's recap and forgets it, as the desk session does
// when a side takes the seat; side must be the seat's.
func (s *Session) Sit(side int) []string {
	r := s.Recap(side)
	if side == s.Side {
		s.recap = nil
	}
	return r
}

// Trails returns the paths of the other sides' blocks seen moving since the
// seat's last command, without taking them; nil for another side.
func (s *Session) Trails(side int) []session.Trail {
	if side != s.Side {
		return nil
	}
	return s.trails
}

// TakeTrails returns the seat's trails and forgets them.
func (s *Session) TakeTrails(side int) []session.Trail {
	t := s.Trails(side)
	if side == s.Side {
		s.trails = nil
	}
	return t
}

// NeedsHandoff is false: one seat is played here, and no one hands it over.
func (s *Session) NeedsHandoff() bool { return false }

// ComputerToMove is false: the server plays the computer's seats.
func (s *Session) ComputerToMove() bool { return false }

// Link returns why the realtime channel is down, "" while it is up. Play
// goes on without it (Poll asks the server itself); it comes back alone.
func (s *Session) Link() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.link
}

// PlayerName names who plays side, for the window's panels.
func (s *Session) PlayerName(side int) string {
	if side < 0 || side >= len(s.Info.Seats) {
		return "nobody"
	}
	st := s.Info.Seats[side]
	switch {
	case st.Mine:
		return st.Name + " player (you)"
	case st.Kind == "computer":
		return st.Name + " (computer, " + st.Level + ")"
	case !st.Taken:
		return st.Name + " (waiting for the invited player)"
	}
	return st.Name + " player"
}

// Submit sends the seat's command and, once the server has accepted it,
// adopts the side's view after it and returns what the side learnt of it.
// A refused command changes nothing and its error names why. When the
// answer is lost the session asks the server whether the command was
// played, so a command is never played twice and never lost unseen. It
// waits on the network: a window uses Send and Finish instead.
func (s *Session) Submit(cmd sim.Command) ([]sim.Event, error) {
	o, err := s.Send(cmd)
	if err != nil {
		return nil, err
	}
	return s.Finish(o)
}

// Order is a command on its way to the server (Send): the requests run on
// a goroutine of their own, and Finish, on the session's goroutine, takes
// the answer in once Ready says it is there.
type Order struct {
	// Command is the order sent.
	Command sim.Command
	step    int
	done    chan struct{}
	r       CommandResponse
	err     error
	// after is what the server held after a refusal for a conflict or a
	// lost answer, read on the same goroutine.
	after fetched
}

// Ready reports whether the order's answer is in, without waiting.
func (o *Order) Ready() bool {
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

// Send starts sending the seat's command and returns at once; the error is
// for a command the seat may not send at all (another side's, a finished
// game), which goes nowhere. Nothing of the session changes until Finish.
func (s *Session) Send(cmd sim.Command) (*Order, error) {
	switch {
	case cmd.Side != s.Side:
		return nil, fmt.Errorf("You hold the %s seat, not the %s one.", session.SideName(s.state, s.Side), session.SideName(s.state, cmd.Side))
	case s.status == "finished":
		return nil, errors.New("The game is over.")
	}
	o := &Order{Command: cmd, step: s.Step(), done: make(chan struct{})}
	status := s.status
	go func() {
		defer close(o.done)
		o.r, _, o.err = s.Client.SubmitView(s.Game, s.Side, cmd, o.step)
		if o.err == nil && o.r.State != nil {
			return
		}
		var ae *APIError
		if errors.As(o.err, &ae) && ae.Status != http.StatusConflict {
			return // refused for what it is: nothing else to read
		}
		o.after = s.read(o.step+1, status)
	}()
	return o, nil
}

// Finish waits for o's answer (at once when Ready), adopts the side's view
// after it and returns what the side learnt of the order, as Submit does.
func (s *Session) Finish(o *Order) ([]sim.Event, error) {
	<-o.done
	r, err := o.r, o.err
	if err == nil && r.State != nil {
		s.adopt(r.Step, r.Status, r.Actor, r.State, []StepEvents{r.Learnt})
		return r.Learnt.Events, nil
	}
	var ae *APIError
	if errors.As(err, &ae) {
		switch ae.Status {
		case http.StatusUnprocessableEntity:
			return nil, fmt.Errorf("The server refused the order: %s", ae.Message)
		case http.StatusConflict:
			s.take(o.after)
			if s.status != "playing" {
				return nil, fmt.Errorf("The order was not played: %s", ae.Message)
			}
			return nil, fmt.Errorf("The game moved on before the order arrived (%s): it was not played; look at the map again.", ae.Message)
		}
		return nil, explain(s.Client, "send the order", err)
	}
	if err == nil {
		err = errors.New("the answer holds no view")
	}
	// The answer was lost: the command may have been played or not.
	if _, perr := s.take(o.after); perr != nil {
		return nil, fmt.Errorf("%w The order may not have arrived; it is not sent again by itself.", explain(s.Client, "send the order", err))
	}
	for _, se := range o.after.view.Events {
		if se.Step == o.step+1 && se.By == s.Side {
			return se.Events, nil // it was played; only its answer was lost
		}
	}
	return nil, fmt.Errorf("%w It was not played; send it again.", explain(s.Client, "send the order", err))
}

// Poll takes in what happened since the session's step when the realtime
// channel said there is something (or it came back after dropping), and
// returns the new steps as the side learnt them, oldest first; nil when
// nothing is new yet. It never waits on the network: the read runs on a
// goroutine of its own, and a later Poll takes its answer in. The window
// calls it every frame.
func (s *Session) Poll() ([]StepEvents, error) {
	if s.reading != nil {
		select {
		case f := <-s.reading:
			s.reading = nil
			return s.take(f)
		default:
			return nil, nil
		}
	}
	select {
	case <-s.pending:
	default:
		return nil, nil
	}
	ch := make(chan fetched, 1)
	from, status := s.Step()+1, s.status
	go func() { ch <- s.read(from, status) }()
	s.reading = ch
	return nil, nil
}

// Wait blocks until the realtime channel says there is something to fetch,
// or ctx ends, then fetches it as Poll does. It is for headless clients.
func (s *Session) Wait(ctx context.Context) ([]StepEvents, error) {
	select {
	case <-s.pending:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return s.fetch()
}

// Refresh fetches what happened since the session's step now, whatever the
// realtime channel said.
func (s *Session) Refresh() ([]StepEvents, error) { return s.fetch() }

// fetch reads the view from the session's step on and adopts it. A failure
// leaves the session as it was and the fetch due again.
func (s *Session) fetch() ([]StepEvents, error) { return s.take(s.read(s.Step()+1, s.status)) }

// fetched is what read brought back from the server.
type fetched struct {
	from int // the first step asked for
	view View
	info *GameInfo // the game's description, read again when its status changed
	err  error
}

// read asks the server for the view from step from on, and the game's
// description too when its status is no longer status. It only makes
// requests, so it may run on any goroutine: take adopts what it read.
func (s *Session) read(from int, status string) fetched {
	v, _, err := s.Client.View(s.Game, s.Side, from)
	if err != nil {
		return fetched{from: from, err: err}
	}
	f := fetched{from: from, view: v}
	if v.Status != status {
		if info, err := s.Client.Game(s.Game); err == nil {
			f.info = &info
		}
	}
	return f
}

// take adopts what read brought back, on the session's goroutine, and
// returns the steps it had not held yet. A failed read leaves the session
// as it was and the read due again.
func (s *Session) take(f fetched) ([]StepEvents, error) {
	if f.err != nil {
		s.signal()
		return nil, explain(s.Client, "fetch the game", f.err)
	}
	v := f.view
	switch {
	case v.Step < s.Step() && f.from <= s.Step():
		// Read before the session moved on (an order's answer came
		// first): nothing in it is new. Read again.
		s.signal()
		return nil, nil
	case v.Step < s.Step():
		return nil, fmt.Errorf("The server says the game is at step %d, behind the %d this window has seen: it lost moves.", v.Step, s.Step())
	}
	if f.info != nil {
		s.Info = *f.info
	}
	var news []StepEvents
	for _, se := range v.Events {
		if se.Step > s.Step() {
			news = append(news, se)
		}
	}
	s.adopt(v.Step, v.Status, v.Actor, v.State, news)
	return news, nil
}

// adopt makes st, at step, the session's view, and adds the other sides'
// steps of news to the recap and trails; the seat's own steps start them
// again. It is the one path by which the session changes.
func (s *Session) adopt(step int, status string, actor int, st *sim.State, news []StepEvents) {
	if st != s.state {
		*s.state = *st
	}
	s.state.Map = s.board
	for _, se := range news {
		if se.By == s.Side {
			s.recap, s.trails = nil, nil
			continue
		}
		s.recap = session.AddRecap(s.recap, s.state, s.Side, se.Events, s.TypeName)
		s.trails = session.AddTrails(s.trails, s.Side, se.Events)
	}
	s.status, s.actor = status, actor
	s.started.Store(status != "open")
	s.known.Store(int64(step))
}

// signal says there is something to fetch.
func (s *Session) signal() {
	select {
	case s.pending <- struct{}{}:
	default:
	}
}

// follow keeps the realtime channel open until ctx ends, reconnecting after
// a drop (the server closes an idle channel after a while, or goes away),
// and signals each notice of a step past the session's or of a game that
// started, and each reconnection, since notices may have been missed
// meanwhile.
func (s *Session) follow(ctx context.Context) {
	defer close(s.done)
	wait := time.Duration(0)
	for ctx.Err() == nil {
		ch, err := s.Client.Subscribe(ctx, Topic(s.Game, s.Side))
		if err != nil {
			s.setLink(fmt.Sprintf("No live updates from %s (%v): retrying.", s.Client.Base, err))
			wait = min(max(2*wait, 250*time.Millisecond), 30*time.Second)
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
			continue
		}
		s.setLink("")
		wait = 0
		s.signal()
		for m := range ch {
			var n Notice
			if json.Unmarshal(m.Data, &n) == nil && (int64(n.Step) > s.known.Load() || n.Status != "open" && !s.started.Load()) {
				s.signal()
			}
		}
		s.setLink("The live updates from " + s.Client.Base + " dropped: reconnecting.")
	}
}

func (s *Session) setLink(why string) {
	s.mu.Lock()
	s.link = why
	s.mu.Unlock()
}

// WatchTurns follows the realtime channel of every seat the user holds in
// games (Client.Games) until ctx ends or the connection drops, when the
// returned channel is closed, and sends each notice that a game now waits
// on the user: the games list's "your turn".
func (c *Client) WatchTurns(ctx context.Context, games []GameInfo) (<-chan Notice, error) {
	var topics []string
	for _, g := range games {
		for _, st := range g.Seats {
			if st.Mine {
				topics = append(topics, Topic(g.ID, st.Side))
			}
		}
	}
	if len(topics) == 0 {
		return nil, errors.New("You hold no seat in these games.")
	}
	ch, err := c.Subscribe(ctx, topics...)
	if err != nil {
		return nil, explain(c, "follow your games", err)
	}
	out := make(chan Notice, 16)
	go func() {
		defer close(out)
		for m := range ch {
			var n Notice
			if json.Unmarshal(m.Data, &n) != nil || !n.YourTurn {
				continue
			}
			select {
			case out <- n:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// explain words a failed request for the player: what the session was
// doing, and whether the server refused or could not be reached.
func explain(c *Client, doing string, err error) error {
	var ae *APIError
	if errors.As(err, &ae) {
		switch ae.Status {
		case http.StatusUnauthorized:
			return fmt.Errorf("Could not %s: the server no longer knows your sign-in (%s); sign in again.", doing, ae.Message)
		case http.StatusTooManyRequests:
			return fmt.Errorf("Could not %s: too many requests; wait a moment.", doing)
		}
		return fmt.Errorf("Could not %s: the server says %s", doing, ae.Message)
	}
	return fmt.Errorf("Could not %s: the server at %s does not answer (%v). Nothing is lost: the game is kept on the server.", doing, c.Base, err)
}
