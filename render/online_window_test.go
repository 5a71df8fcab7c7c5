package render

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"hexstorm/cloud/cloudtest"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/lobby"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/start"
	"hexstorm/sim"
)

// The environment of an online window child: the server, the account, the
// invitation code to join by (empty: open the game from My games) and the
// name its screenshots start with.
const (
	onlineServerEnv   = "HEXSTORM_ONLINE_SERVER"
	onlineEmailEnv    = "HEXSTORM_ONLINE_EMAIL"
	onlinePasswordEnv = "HEXSTORM_ONLINE_PASSWORD"
	onlineCodeEnv     = "HEXSTORM_ONLINE_CODE"
	onlineWhoEnv      = "HEXSTORM_ONLINE_WHO"
)

// The scripted window test of play by cloud: a server on loopback,
// two accounts, a Channel Storm game made by one with the client library,
// and two windows in child processes, each driven through the real scenes
// by scripted input: Play online on the title menu, sign in by typing, then
// Alice opens the game from My games while Bob joins it by typing the
// invitation code. Each side moves a block by clicks on its map and ends
// its phases (movement, combat and the rest), each window following the
// other's moves as the server passes them on, until turn 2. The server's
// record, replayed through the rules with its hashes, shows the turn.
func TestOnlineScriptedWindows_TwoPlayersPlayATurnOfChannelStorm(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	srv, _, info := cloudtest.StartGame(t)
	child := func(who, code string) *exec.Cmd {
		return flowChildCmd(t, "online", onlineServerEnv+"="+srv.URL(), onlineEmailEnv+"="+who+"@example.org",
			onlinePasswordEnv+"="+cloudtest.Password, onlineCodeEnv+"="+code, onlineWhoEnv+"="+who)
	}
	cmds := []*exec.Cmd{child("alice", ""), child("bob", groups4(info.Seats[1].Code))}
	outs := make([][]byte, 2)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, cmd := range cmds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	for i, who := range []string{"alice", "bob"} {
		t.Logf("%s's window:\n%s", who, outs[i])
		if errs[i] != nil {
			t.Errorf("%s's window failed: %v", who, errs[i])
		}
	}
	if t.Failed() {
		return
	}
	checkServerRecord(t, srv.App(), info.ID)
}

// groups4 writes a code as a player reads it aloud: in groups of four, in
// lower case, which the join screen must take.
func groups4(code string) string {
	var b strings.Builder
	for i, r := range strings.ToLower(code) {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// checkServerRecord replays the game's record as the server stored it
// through the rules, checking every hash, and checks that it holds a full
// turn: both sides moved a block and ended their phases, and turn 2 began.
func checkServerRecord(t *testing.T, a core.App, id string) {
	t.Helper()
	g, err := a.FindRecordById("games", id)
	if err != nil {
		t.Fatal(err)
	}
	seed, err := strconv.ParseUint(g.GetString("seed"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	var rows []*core.Record
	if err := a.RecordQuery("commands").AndWhere(dbx.HashExp{"game": id}).OrderBy("`index` ASC").All(&rows); err != nil {
		t.Fatal(err)
	}
	game := scenetest.Channel(t, seed)
	moved, ended := map[int]bool{}, map[int]int{}
	for i, row := range rows {
		raw, err := json.Marshal(row.Get("command"))
		if err != nil {
			t.Fatal(err)
		}
		var cmd sim.Command
		if err := json.Unmarshal(raw, &cmd); err != nil {
			t.Fatalf("command %d: %v", i+1, err)
		}
		if _, err := game.Apply(cmd); err != nil {
			t.Fatalf("command %d (%s) refused on replay: %v", i+1, cmd, err)
		}
		if got, want := game.State.Hash(), row.GetString("hash"); got != want {
			t.Fatalf("after command %d the hash is %s, the server stored %s", i+1, got, want)
		}
		switch cmd.Kind {
		case sim.CmdMove:
			moved[cmd.Side] = true
		case sim.CmdEndPhase:
			ended[cmd.Side]++
		}
	}
	if game.State.Turn != 2 || !moved[0] || !moved[1] || ended[0] == 0 || ended[1] == 0 {
		t.Fatalf("the server's record (%d commands) ends in turn %d; moves by side %v; phases ended by side %v", len(rows), game.State.Turn, moved, ended)
	}
	t.Logf("the server's record: %d commands, turn 1 played (moves by side %v, phases ended by side %v), now turn %d, %s phase",
		len(rows), moved, ended, game.State.Turn, game.State.Phase)
}

// onlineScript is one player's window: sign in from the title menu, open
// or join the game, move a block and end every phase of turn 1, following
// the other side's moves while waiting.
func onlineScript() []flowStep {
	who := os.Getenv(onlineWhoEnv)
	code := os.Getenv(onlineCodeEnv)
	steps := []flowStep{
		sceneIs[*start.Title]("title"),
		{name: "focus Play online", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m := d.g.scenes.Current.(*start.Title).Menu()
			if m.Entries[m.Focus].Label == "Play online" {
				return true, nil
			}
			in.Repeat[app.ActDown] = true
			return false, nil
		}},
		enter("Play online"),
		sceneNamed("*lobby.signIn"),
		capture(who + "-signin-empty"),
		press("focus the server's address", app.ActUp),
		backspaces(len(lobby.DefaultServer)),
		typeText("type the server's address", os.Getenv(onlineServerEnv)),
		press("to the email", app.ActNextUnit),
		typeText("type the email", os.Getenv(onlineEmailEnv)),
		press("to the password", app.ActNextUnit),
		typeText("type the password", os.Getenv(onlinePasswordEnv)),
		capture(who + "-signin"),
		enter("sign in"),
		sceneNamed("*lobby.games"),
	}
	if code == "" {
		steps = append(steps,
			clickUntil("open the game from My games", shotW/2, 208, func(d *flowDriver) bool { return d.mapOf() != nil }),
		)
	} else {
		steps = append(steps,
			clickUntil("Join by code", shotW/2, shotH-107, func(d *flowDriver) bool {
				return fmt.Sprintf("%T", d.g.scenes.Current) == "*lobby.join"
			}),
			sceneNamed("*lobby.join"),
			typeText("type the invitation code", code),
			capture(who+"-join"),
			enter("join"),
		)
	}
	var mover onlineMover
	steps = append(steps,
		flowStep{name: "wait for my movement phase", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m, ok := onlineMap(d, in)
			if !ok {
				return false, nil
			}
			st := m.State()
			if len(m.Trails()) > 0 && !mover.sawTrail {
				mover.sawTrail = true
				d.want, d.wait = who+"-follows-the-other-side", 2
				d.log = append(d.log, fmt.Sprintf("  the map shows %d move(s) of the other side; the top bar says %q", len(m.Trails()), m.ToMove()))
			}
			if !m.Online().YourTurn() && m.Online().Status() == "playing" && !strings.HasPrefix(m.ToMove(), "Waiting for") {
				return false, fmt.Errorf("while the other side plays the top bar says %q", m.ToMove())
			}
			return m.Online().YourTurn() && st.Phase == sim.PhaseMovement, nil
		}},
		capture(who+"-my-turn"),
		check("choose a block to move", func(d *flowDriver) error { return mover.choose(d) }),
		clickAt("click the block", func(d *flowDriver) hexmap.Hex { return d.mapOf().State().Unit(mover.unit).Hex }),
		clickAt("click where it goes", func(d *flowDriver) hexmap.Hex { return mover.to }),
		flowStep{name: "the server accepted the move and the map shows it", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m, ok := onlineMap(d, in)
			if !ok || m.Sending() {
				return false, nil // the window goes on while the order is on its way
			}
			sess := m.Online()
			if h := m.State().Unit(mover.unit).Hex; h != mover.to || sess.Step() != mover.step+1 {
				return false, fmt.Errorf("block %d is at %v after step %d; clicked to %v from step %d (%s)", mover.unit, h, sess.Step(), mover.to, mover.step, m.Msg.Text)
			}
			return true, nil
		}},
		capture(who+"-moved"),
		flowStep{name: "end my phases until turn 2", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m, ok := onlineMap(d, in)
			if !ok {
				return false, nil
			}
			sess := m.Online()
			if m.Msg.Err && m.Msg.Text != "" {
				return false, fmt.Errorf("the map says %q", m.Msg.Text)
			}
			if m.State().Turn > 1 {
				return true, nil
			}
			if sess.YourTurn() && sess.Step() != mover.pressedAt {
				mover.pressedAt = sess.Step()
				in.Just[app.ActEndPhase] = true
			}
			if !sess.YourTurn() && !mover.waitShot {
				mover.waitShot = true
				d.want, d.wait = who+"-waiting", 2
			}
			return false, nil
		}},
		capture(who+"-turn-2"),
		check("turn 2 on the map", func(d *flowDriver) error {
			m := d.mapOf()
			mover.left = m.Online().Step()
			d.log = append(d.log, fmt.Sprintf("  %s: turn %d, %s phase, step %d; top bar %q", who, m.State().Turn, m.State().Phase, m.Online().Step(), m.ToMove()))
			return nil
		}),
		press("leave to My games", app.ActBack),
		flowStep{name: "My games lists the game", run: func(d *flowDriver, _ *app.Input) (bool, error) {
			list := lobby.Listed(d.g.scenes.Current)
			return len(list) > 0 && d.settled(), nil
		}},
		capture(who+"-my-games"),
		check("My games says whose turn it is", func(d *flowDriver) error {
			info := lobby.Listed(d.g.scenes.Current)[0]
			mine := info.Seats[1].Mine
			if info.YourTurn != (info.Actor == 1 == mine) {
				return fmt.Errorf("the list says your turn %v, the game waits for side %d, %s holds side 1: %v", info.YourTurn, info.Actor, who, mine)
			}
			d.log = append(d.log, fmt.Sprintf("  My games: %s, your turn %v", info.Scenario, info.YourTurn))
			return nil
		}),
		clickUntil("open the game again", shotW/2, 208, func(d *flowDriver) bool { return d.mapOf() != nil }),
		flowStep{name: "the game resumes where it was", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m, ok := onlineMap(d, in)
			if !ok {
				return false, nil
			}
			if st := m.State(); st.Turn != 2 || m.Online().Step() != mover.left {
				return false, fmt.Errorf("reopened at turn %d, step %d; left at turn 2, step %d", st.Turn, m.Online().Step(), mover.left)
			}
			return true, nil
		}},
		capture(who+"-resumed"),
		check("done", func(*flowDriver) error { return nil }),
	)
	return steps
}

// onlineMover is the block a window moves and what the script remembers.
type onlineMover struct {
	unit      sim.UnitID
	to        hexmap.Hex
	step      int
	pressedAt int
	left      int // the step when the window left the game
	sawTrail  bool
	waitShot  bool
}

// choose picks a block of the seat's side that can move to an empty hex
// well inside the screen, as a player would.
func (mv *onlineMover) choose(d *flowDriver) error {
	m := d.mapOf()
	st := m.State()
	mv.step, mv.pressedAt = m.Online().Step(), -1
	for i := range st.Units {
		u := &st.Units[i]
		if stack := m.Board.StackAt(u.Hex, nil); !m.CanMove(u) || len(stack) == 0 || stack[0] != u.ID {
			continue
		}
		m.Select(u.ID)
		for _, r := range m.Reach() {
			x, y := m.Board.HexCenter(&m.Cam, r.Hex)
			// An empty hex (no enemy there) where the block may end its move.
			if r.Hex != u.Hex && len(st.UnitsAt(r.Hex)) == 0 && st.CanEndMove(u, r.Hex) == nil && x > 320 && x < 1000 && y > 140 && y < 560 {
				mv.unit, mv.to = u.ID, r.Hex
				m.Select(0)
				return nil
			}
		}
	}
	m.Select(0)
	return fmt.Errorf("no block of side %d can move", m.Viewer())
}

// onlineMap returns the map scene once it is shown whole, going past the
// recap of what the other side did.
func onlineMap(d *flowDriver, in *app.Input) (*play.Scene, bool) {
	if !d.settled() {
		return nil, false
	}
	switch s := d.g.scenes.Current.(type) {
	case *menus.Recap:
		in.Just[app.ActConfirm] = true
	case *play.Scene:
		return s, true
	}
	return nil, false
}

// sceneNamed waits for a scene of another package, named by its type.
func sceneNamed(name string) flowStep {
	return flowStep{name: "wait for " + name, run: func(d *flowDriver, _ *app.Input) (bool, error) {
		return fmt.Sprintf("%T", d.g.scenes.Current) == name && d.settled(), nil
	}}
}

// typeText types s in one tick.
func typeText(name, s string) flowStep {
	return flowStep{name: name, run: func(_ *flowDriver, in *app.Input) (bool, error) {
		in.Chars = []rune(s)
		return true, nil
	}}
}

// backspaces presses Backspace n times, a tick each.
func backspaces(n int) flowStep {
	left := n
	return flowStep{name: fmt.Sprintf("press Backspace %d times", n), run: func(_ *flowDriver, in *app.Input) (bool, error) {
		in.Backspace = true
		left--
		return left == 0, nil
	}}
}

// clickUntil clicks at (x, y), every other tick, until done: a list that is
// still coming from the server takes the click once it has arrived.
func clickUntil(name string, x, y int, done func(d *flowDriver) bool) flowStep {
	tick := 0
	return flowStep{name: name, run: func(d *flowDriver, in *app.Input) (bool, error) {
		if done(d) {
			return true, nil
		}
		if !d.settled() {
			return false, nil
		}
		tick++
		in.MouseX, in.MouseY, in.CursorIn = x, y, true
		if tick%2 == 0 {
			in.Released[app.MouseLeft] = true
		} else {
			in.Pressed[app.MouseLeft], in.Down[app.MouseLeft] = true, true
		}
		return false, nil
	}}
}
