// Package lobby is the window's way into play by cloud (DESIGN D40-D42):
// a server's address and the player's account, their games with whose turn
// it is, a new game with an invitation code for a friend, and joining one by
// its code. It speaks to the server through cloud/online, off the window's
// thread, and leaves by its Exits into the play scene, which plays the seat
// through an online.Session. It imports no scene of the shell.
package lobby

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/replayview"
	"hexstorm/render/widget"
	"hexstorm/replay"
)

// DefaultServer is the address the sign-in screen offers: a server started
// on this machine with `hexstorm serve`.
const DefaultServer = "http://127.0.0.1:8090"

// Exits are where the lobby leads out of itself.
type Exits struct {
	// Back is where Esc on the sign-in screen leads (the title menu).
	Back app.Scene
	// Backdrop draws behind the lobby's screens; nil leaves them plain.
	Backdrop func(screen *ebiten.Image)
	// Play makes the scene that plays sess; games makes the list of the
	// player's games again, where leaving the game leads.
	Play func(sess *online.Session, games func() app.Scene) app.Scene
	// Replay makes the replay viewer of a finished game's record, tl,
	// named name; Esc in it leads back.
	Replay func(tl *replay.Timeline, name string, back app.Scene) app.Scene
}

// lobby is what the lobby's screens share: the widgets, the way out, and
// once signed in the client of the player's server.
type lobby struct {
	ui     *widget.UI
	exits  Exits
	client *online.Client
	email  string
	// codes keeps the invitation codes of the games made in this window:
	// the server tells a code only once, when the game is made.
	codes map[string]string
	// clock and scenes are the last tick's, for the buttons' closures.
	clock  float64
	scenes app.Switcher
}

// begin starts a screen's tick: it takes the context, runs the ending of
// t's finished request, and goes back on Esc. It reports whether the screen
// is done for the tick: a request is under way, or it went back.
func (l *lobby) begin(ctx *app.Context, t *task, back func() app.Scene) bool {
	l.clock, l.scenes = ctx.Clock, ctx.Scenes
	if t.poll() {
		return true
	}
	if ctx.In.Just[app.ActBack] {
		ctx.Scenes.GoTo(back())
		return true
	}
	return false
}

// games makes the list of the player's games, where most screens go back.
func (l *lobby) games() app.Scene { return newGames(l) }

// New returns the sign-in screen, its address field holding server (the
// default server when empty).
func New(ui *widget.UI, exits Exits, server string) app.Scene {
	if server == "" {
		server = DefaultServer
	}
	return newSignIn(&lobby{ui: ui, exits: exits, codes: map[string]string{}}, server, "")
}

// open opens the user's seat of game info describes (the one whose turn it
// is when they hold two) and goes to the play scene, or says why not.
func (l *lobby) open(t *task, info online.GameInfo, n *note) {
	side := -1
	mine := 0
	for _, st := range info.Seats {
		if st.Mine {
			mine++
			if side < 0 || info.YourTurn && st.Side == info.Actor {
				side = st.Side
			}
		}
	}
	if mine < 2 {
		side = -1
	}
	c := l.client
	l.play(t, n, "Opening the game…", "open", func() (*online.Session, error) { return online.Open(c, info.ID, side) })
}

// play runs open (a request that ends with a seat's session) off the
// window's thread, then goes to the play scene, or says why not.
func (l *lobby) play(t *task, n *note, what, doing string, open func() (*online.Session, error)) {
	t.start(what, func() func() {
		sess, err := open()
		return func() {
			if err != nil {
				n.set(l.plain(doing, err), true)
				return
			}
			l.scenes.GoTo(l.exits.Play(sess, func() app.Scene { return newGames(l) }))
		}
	})
}

// watch fetches the record of a finished game, which the server releases
// to its players signed, checks the signature and every hash, and goes to
// the replay viewer, or says why not.
func (l *lobby) watch(t *task, info online.GameInfo, n *note) {
	c := l.client
	t.start("Fetching the record of the game…", func() func() {
		tl, err := released(c, info)
		return func() {
			if err != nil {
				n.set(l.plain("record", err), true)
				return
			}
			l.scenes.GoTo(l.exits.Replay(tl, info.Scenario+" (online)", l.games()))
		}
	})
}

// released fetches a finished game's record and opens it: its signature
// must be the server's over it, and every command must replay to its hash.
func released(c *online.Client, info online.GameInfo) (*replay.Timeline, error) {
	rel, err := c.Record(info.ID)
	if err != nil {
		return nil, err
	}
	return openReleased(rel, info.Scenario)
}

// openReleased opens a released record named name.
func openReleased(rel online.Released, name string) (*replay.Timeline, error) {
	sig := replay.Signature{PublicKey: rel.PublicKey, Signature: rel.Signature}
	if err := sig.Check(rel.Record); err != nil {
		return nil, fmt.Errorf("The record of %s is not signed by the server: %w", name, err)
	}
	rec, err := replay.Decode(rel.Record)
	if err != nil {
		return nil, fmt.Errorf("The record of %s cannot be read: %w", name, err)
	}
	return replayview.VerifyTimeline("The record of "+name, rec, nil)
}

// task runs one request to the server off the window's thread, so the
// window stays responsive while it waits, and hands back what to do with
// the answer, which runs on the window's thread.
type task struct {
	busy string // what is being done, for the screen; "" when idle
	done chan func()
}

// start runs work unless a request is under way, saying what.
func (t *task) start(what string, work func() func()) {
	if t.busy != "" {
		return
	}
	if t.done == nil {
		t.done = make(chan func(), 1)
	}
	t.busy = what
	go func() { t.done <- work() }()
}

// poll runs the ending of a finished request; it reports whether one is
// still under way.
func (t *task) poll() bool {
	select {
	case end := <-t.done:
		t.busy = ""
		end()
	default:
	}
	return t.busy != ""
}

// note is the line that says what went wrong, or what is under way.
type note struct {
	text  string
	isErr bool
}

func (n *note) set(s string, isErr bool) { n.text, n.isErr = s, isErr }

// draw writes the note (or the request under way) wrapped in a band
// centred on cx at y.
func (n *note) draw(screen *ebiten.Image, u *widget.UI, t *task, cx, y, w int) {
	s, c := n.text, widget.ColMuted
	switch {
	case t.busy != "":
		s, c = t.busy, widget.ColAccent
	case n.isErr:
		u.Box(screen, image.Rect(cx-w/2, y-8, cx+w/2, y+56), widget.StyleError, 0.9)
		c = widget.ColText
	}
	for i, line := range widget.Wrap(s, u.Body, float64(w-24)) {
		u.Text(screen, line, u.Body, float64(cx), float64(y+12)+float64(i)*widget.LineHeight(u.Body), text.AlignCenter, text.AlignCenter, c, 1)
	}
}

// page draws the backdrop and a screen's heading and line under it, and
// returns the width of the screen's column.
func (l *lobby) page(screen *ebiten.Image, heading, under string) int {
	if l.exits.Backdrop != nil {
		l.exits.Backdrop(screen)
	}
	u := l.ui
	w := screen.Bounds().Dx()
	u.Text(screen, heading, u.Title, float64(w)/2, 60, text.AlignCenter, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, under, u.Body, float64(w)/2, 108, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	return min(820, w-60)
}

// footer draws the keys' line at the bottom of the screen.
func (l *lobby) footer(screen *ebiten.Image, keys string) {
	u := l.ui
	b := screen.Bounds()
	u.Text(screen, keys, u.Small, float64(b.Dx())/2, float64(b.Dy()-28), text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
}

// plain words a failed request for the player: whether the server could
// not be reached at its address, or what it refused and why. doing is what
// was asked ("sign in", "sign up", "join"), for the answers that depend on
// it.
func (l *lobby) plain(doing string, err error) string {
	base := DefaultServer
	if l.client != nil {
		base = l.client.Base
	}
	var ae *online.APIError
	if errors.As(err, &ae) {
		switch {
		case ae.Status == http.StatusNotFound && (doing == "sign in" || doing == "sign up"):
			return fmt.Sprintf("The server at %s is not a Hexstorm server (it does not know the sign-in page). Check the address.", base)
		case ae.Status == http.StatusBadRequest && doing == "sign in":
			return "Wrong email or password. (No account yet? Sign up makes one.)"
		case ae.Status == http.StatusBadRequest && doing == "sign up":
			return "Could not make the account: " + fieldProblems(ae)
		case ae.Status == http.StatusNotFound && doing == "join":
			return "No game has that invitation code: check it with your friend."
		case ae.Status == http.StatusUnauthorized || ae.Status == http.StatusForbidden:
			return "The server no longer knows your sign-in: press Esc to go back and sign in again."
		case ae.Status == http.StatusTooManyRequests:
			return "Too many tries at once: wait a moment and try again."
		case ae.Message != "":
			return "The server says: " + ae.Message
		}
		return fmt.Sprintf("The server at %s answered %d %s.", base, ae.Status, http.StatusText(ae.Status))
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		why := ue.Err.Error()
		if ue.Timeout() {
			why = "no answer in time"
		}
		return fmt.Sprintf("No server answers at %s (%s). Is `hexstorm serve` running there, and is the address right?", base, why)
	}
	return err.Error() // the online session's own words
}

// fieldProblems words PocketBase's answer to a refused form: each field and
// what is wrong with it.
func fieldProblems(ae *online.APIError) string {
	var body struct {
		Data map[string]struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"data"`
	}
	if json.Unmarshal(ae.Body, &body) != nil || len(body.Data) == 0 {
		return ae.Message
	}
	var out []string
	for field, p := range body.Data {
		switch {
		case field == "email" && p.Code == "validation_not_unique":
			out = append(out, "an account with that email exists already (Sign in uses it)")
		case field == "passwordConfirm":
		default:
			out = append(out, field+": "+strings.TrimSuffix(strings.ToLower(p.Message), "."))
		}
	}
	sort.Strings(out)
	return strings.Join(out, "; ") + "."
}

// address makes what the player typed into a server's address: a missing
// scheme is http, and a trailing slash goes.
func address(s string) string {
	s = strings.TrimSpace(s)
	if s != "" && !strings.Contains(s, "://") {
		s = "http://" + s
	}
	return strings.TrimRight(s, "/")
}
