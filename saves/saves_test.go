package saves

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hexstorm/internal/atomicfile"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// killChildEnv makes a re-executed test binary write saves in a loop until
// it is killed (TestKilledDuringSaveLeavesPreviousSaveLoadable).
const killChildEnv = "HEXSTORM_SAVES_KILL_CHILD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(killChildEnv); dir != "" {
		os.Exit(saveForever(dir))
	}
	os.Exit(m.Run())
}

// played starts the built-in scenario and ends n phases.
func played(t testing.TB, seed uint64, n int) *replay.Game {
	t.Helper()
	g, err := playGame(seed, n)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func playGame(seed uint64, n int) (*replay.Game, error) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		return nil, err
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		return nil, err
	}
	for range n {
		if _, err := g.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.Actor()}); err != nil {
			return nil, err
		}
	}
	return g, nil
}

func labelOf(g *replay.Game, players ...seat.Player) sim.SaveInfo {
	return sim.SaveInfo{Turn: g.State.Turn, Phase: g.State.Phase.String(), Players: seat.Names(players)}
}

var clock = time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)

// A saved game loads back to the same state, with its players and label,
// and is listed with its name, date, scenario and turn.
func TestSaveLoadRoundTripAndList(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	g := played(t, 5, 7)
	if _, err := st.Save("Beachhead, day 3", &g.Record, labelOf(g, seat.Human, seat.Computer(seat.Hard)), clock); err != nil {
		t.Fatal(err)
	}
	g2 := played(t, 6, 2)
	if _, err := st.Save(AutosaveName, &g2.Record, labelOf(g2, seat.Human, seat.Human), clock.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	list, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || !list[0].Auto || list[1].Name != "Beachhead, day 3" {
		t.Fatalf("list = %+v, want the autosave (newer) then the named save", list)
	}
	e := list[1]
	if e.File != "beachhead-day-3.json" || e.Scenario != "Channel Storm" || e.Turn != g.State.Turn || !e.Saved.Equal(clock) {
		t.Fatalf("entry = %+v", e)
	}
	loaded, info, err := Load(e.Path)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.State.Hash() != g.State.Hash() || len(loaded.Record.Steps) != len(g.Record.Steps) {
		t.Fatal("the loaded game is not the saved one")
	}
	if loaded.Record.Save != nil {
		t.Fatal("the loaded game's record keeps the old label; the next save would repeat it")
	}
	ps := seat.Players(info.Players, len(loaded.State.Sides))
	if !ps[0].Human || ps[1].Human || ps[1].Level != seat.Hard {
		t.Fatalf("players = %+v", ps)
	}
	if latest, ok := st.Latest(); !ok || !latest.Auto {
		t.Fatalf("latest = %+v, want the autosave", latest)
	}
}

// A save is a record: the replay package decodes and verifies it as one.
func TestSaveIsAVerifiableRecord(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	g := played(t, 9, 5)
	e, err := st.Save("x", &g.Record, labelOf(g, seat.Human, seat.Human), clock)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(e.Path)
	rec, err := replay.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Verify(rec); err != nil {
		t.Fatal(err)
	}
}

// File names never clash with the autosave and never leave the folder.
func TestFileForKeepsNamesInFolder(t *testing.T) {
	st := &Store{Dir: "/saves"}
	for name, want := range map[string]string{
		"My game":       "my-game.json",
		"../../etc/pwd": "etc-pwd.json",
		"autosave":      "save-autosave.json",
		AutosaveName:    "autosave.json",
		"???":           "save.json",
	} {
		if got := filepath.Base(st.FileFor(name)); got != want || filepath.Dir(st.FileFor(name)) != "/saves" {
			t.Errorf("FileFor(%q) = %s, want /saves/%s", name, st.FileFor(name), want)
		}
	}
}

// Bad saves are refused with a message naming the file and the problem.
func TestBadSavesAreRefusedByName(t *testing.T) {
	g := played(t, 4, 6)
	good, err := replay.EncodeJSON(&g.Record)
	if err != nil {
		t.Fatal(err)
	}
	text := string(good)
	lastHash := g.Record.Steps[len(g.Record.Steps)-1].Hash
	cases := []struct {
		name, data, want string
	}{
		{"empty", "", "the file is empty"},
		{"truncated", text[:len(text)/2], "truncated"},
		{"not json", "hello, world", "not valid JSON"},
		{"not a record", `{"name": "a scenario"}`, "not a game record"},
		{"newer format", strings.Replace(text, fmt.Sprintf(`"format": %d,
 "rules"`, sim.RecordFormat), "\"format\": 99,\n \"rules\"", 1), "newer than this game understands"},
		{"other rules", strings.Replace(text, fmt.Sprintf(`"rules": %d`, sim.RulesVersion), `"rules": 77`, 1), "rules version 77"},
		{"tampered hash", strings.Replace(text, lastHash, "0000000000000000", 1), "does not replay as recorded"},
		{"tampered seed", strings.Replace(text, fmt.Sprintf(`"seed": %d`, g.Record.Seed), `"seed": 12345`, 1), "does not replay as recorded"},
		{"wrong players", strings.Replace(text, `"start_hash"`, `"save": {"name": "x", "saved": "", "turn": 0, "phase": "", "players": ["human", "genius"]}, "start_hash"`, 1), `"genius"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.data == text {
				t.Fatal("the case does not change the save")
			}
			_, _, err := Read("broken.json", []byte(c.data))
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("err = %v, want a LoadError", err)
			}
			if msg := err.Error(); !strings.Contains(msg, "broken.json") || !strings.Contains(msg, c.want) {
				t.Fatalf("message %q does not name the file and %q", msg, c.want)
			}
		})
	}
}

// A load error for a file on disk names the file; the folder's other saves
// are untouched and still listed.
func TestCorruptFileListedAndRefused(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	g := played(t, 2, 3)
	if _, err := st.Save("good", &g.Record, labelOf(g, seat.Human, seat.Human), clock); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(st.Dir, "bad.json")
	os.WriteFile(bad, []byte(`{"format": 1, "rul`), 0o644)
	list, _ := st.List()
	if len(list) != 2 {
		t.Fatalf("list = %+v", list)
	}
	var badEntry Entry
	for _, e := range list {
		if e.File == "bad.json" {
			badEntry = e
		}
	}
	if !strings.Contains(badEntry.Problem, "truncated") {
		t.Fatalf("bad entry problem = %q", badEntry.Problem)
	}
	if _, _, err := Load(bad); err == nil || !strings.Contains(err.Error(), "bad.json") {
		t.Fatalf("load of bad file: %v", err)
	}
	if latest, ok := st.Latest(); !ok || latest.File != "good.json" {
		t.Fatalf("latest = %+v, want the good save", latest)
	}
}

// saveForever is the child of the kill test: it alternates between two
// games of different lengths, saving each under one name as fast as it can,
// and says "ready" once the first save is whole.
func saveForever(dir string) int {
	st := &Store{Dir: dir}
	var games []*replay.Game
	for _, n := range []int{20, 45} {
		g, err := playGame(uint64(n), n)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		games = append(games, g)
	}
	for i := 0; ; i++ {
		g := games[i%2]
		if _, err := st.Save("Campaign", &g.Record, labelOf(g, seat.Human, seat.Human), clock); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if i == 0 {
			fmt.Println("ready")
		}
	}
}

// A process killed while it writes a save leaves the previous save whole
// and loadable, and its temporary file is not listed as a save.
func TestKilledDuringSaveLeavesPreviousSaveLoadable(t *testing.T) {
	dir := t.TempDir()
	for round := range 5 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), killChildEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("child said %q", line)
		}
		// Let it write a while, a different while each round, then kill it
		// wherever it is: most likely in the middle of a write.
		time.Sleep(time.Duration(20+round*17) * time.Millisecond)
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		st := &Store{Dir: dir}
		list, err := st.List()
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || list[0].Problem != "" {
			t.Fatalf("round %d: list after the kill = %+v", round, list)
		}
		g, _, err := Load(list[0].Path)
		if err != nil {
			t.Fatalf("round %d: the save is broken after the kill: %v", round, err)
		}
		if n := len(g.Record.Steps); n != 20 && n != 45 {
			t.Fatalf("round %d: loaded a game of %d steps, neither of the two saved", round, n)
		}
	}
	// Temporary files left behind show kills that landed mid-write. The
	// next start clears those old enough to belong to no running writer.
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*"))
	t.Logf("%d of 5 kills left an unfinished temporary file behind", len(left))
	st := &Store{Dir: dir}
	if n, err := st.RemoveStale(time.Now()); err != nil || n != 0 {
		t.Fatalf("removed %d fresh temporary files (%v): a running writer may own them", n, err)
	}
	if n, err := st.RemoveStale(time.Now().Add(atomicfile.StaleAfter + time.Minute)); err != nil || n != len(left) {
		t.Fatalf("removed %d of %d stale temporary files: %v", n, len(left), err)
	}
	if again, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(again) != 0 {
		t.Fatalf("left behind: %v", again)
	}
	if list, _ := st.List(); len(list) != 1 || list[0].Problem != "" {
		t.Fatalf("the save itself must stay: %+v", list)
	}
}

// FuzzRead feeds the save loader arbitrary bytes, starting from a real
// save: it must never panic, and whatever it accepts must be a game that
// verifies.
func FuzzRead(f *testing.F) {
	g := played(f, 3, 4)
	good, _ := replay.EncodeJSON(&g.Record)
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte(`{"format": 2}`))
	f.Add([]byte(`{"format": 1, "rules": 1, "scenario": {}, "steps": [{}]}`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, data []byte) {
		rg, _, err := Read("fuzz.json", data)
		if err != nil {
			if !strings.Contains(err.Error(), "fuzz.json") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if _, err := replay.Verify(&rg.Record); err != nil {
			t.Fatalf("accepted a save that does not verify: %v", err)
		}
	})
}

// Background writes land in order, the newest last, and Flush waits for
// them; a write that fails is reported by Flush.
func TestBackgroundWritesNewestAndReportsFailure(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	bg := NewBackground(st)
	games := []*replay.Game{played(t, 1, 2), played(t, 1, 5), played(t, 1, 9)}
	for _, g := range games {
		bg.Save(AutosaveName, &g.Record, labelOf(g, seat.Human, seat.Human), clock)
	}
	if err := bg.Flush(); err != nil {
		t.Fatal(err)
	}
	g, _, err := Load(filepath.Join(st.Dir, "autosave.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Record.Steps) != 9 {
		t.Fatalf("the autosave holds %d commands, want the newest game's 9", len(g.Record.Steps))
	}
	// A folder where the file should go makes the write fail.
	blocked := filepath.Join(st.Dir, "blocked.json")
	if err := os.Mkdir(blocked, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(blocked, "x"), []byte("x"), 0o644)
	bg.Save("Blocked", &games[0].Record, labelOf(games[0], seat.Human, seat.Human), clock)
	if err := bg.Flush(); err == nil || !strings.Contains(err.Error(), "blocked.json") {
		t.Fatalf("flush after a failed write: %v", err)
	}
	if err := bg.Flush(); err != nil {
		t.Fatalf("an error is reported once: %v", err)
	}
}
