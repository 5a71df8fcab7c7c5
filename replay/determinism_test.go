package replay

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"strings"
	"testing"

	"hexstorm/sim"
)

func gzipBytes(t testing.TB, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func openKnownGood(t testing.TB, file string) *Timeline {
	t.Helper()
	tl, err := Open(readKnownGood(t, file))
	if err != nil {
		t.Fatal(err)
	}
	return tl
}

// TestDeterminism_TickPacesGiveSameHashes: playing a record one event every
// tick, every few ticks, many events a tick, or jumping straight to each step
// passes through exactly the record's hashes (DESIGN section 3: the outcome
// never depends on tick pacing).
func TestDeterminism_TickPacesGiveSameHashes(t *testing.T) {
	tl := openKnownGood(t, "channel-easy-random-7.json.gz")
	want := tl.Record.Steps
	for _, pace := range []Pace{{TicksPerEvent: 1}, {TicksPerEvent: 3}, {TicksPerEvent: 17}, {EventsPerTick: 7}, {EventsPerTick: 1000}} {
		p := NewPlayer(tl)
		p.SetPace(pace)
		got := make([]string, 0, len(want))
		p.OnStep = func(step int, s *sim.State) {
			if step != len(got)+1 {
				t.Fatalf("pace %+v: step %d after %d steps", pace, step, len(got))
			}
			got = append(got, s.Hash())
		}
		p.SetPlaying(true)
		ticks := 0
		for p.Playing() {
			p.Tick()
			ticks++
		}
		if p.Err() != nil || !p.AtEnd() || len(got) != len(want) {
			t.Fatalf("pace %+v: stopped at step %d of %d after %d ticks: %v", pace, p.Step(), len(want), ticks, p.Err())
		}
		for i := range want {
			if got[i] != want[i].Hash {
				t.Fatalf("pace %+v: step %d hash %s, record %s", pace, i+1, got[i], want[i].Hash)
			}
		}
		t.Logf("pace %+v: %d steps in %d ticks", pace, len(got), ticks)
	}
	// Instantly: each step rebuilt from the nearest keyframe.
	for i := 0; i <= tl.Len(); i += 13 {
		s, err := tl.State(i)
		if err != nil {
			t.Fatal(err)
		}
		if s.Hash() != tl.Record.HashAt(i) {
			t.Fatalf("seek to %d: hash %s, record %s", i, s.Hash(), tl.Record.HashAt(i))
		}
	}
}

// TestDeterminism_SeekBothWaysMatchesRecord: seeking backward and forward in
// any order, by keyframe or by playing on, lands on the record's hash.
func TestDeterminism_SeekBothWaysMatchesRecord(t *testing.T) {
	tl := openKnownGood(t, "channel-normal-normal-1.json.gz")
	p := NewPlayer(tl)
	n := tl.Len()
	for _, step := range []int{n, 0, n / 2, n/2 + 5, n/2 + 90, 3, n - 1, 1, n/3 + sim.KeyframeEvery, n / 3} {
		p.Seek(step)
		if p.Err() != nil {
			t.Fatal(p.Err())
		}
		if p.Step() != step || p.State().Hash() != tl.Record.HashAt(step) {
			t.Fatalf("seek to %d: at %d with hash %s, record %s", step, p.Step(), p.State().Hash(), tl.Record.HashAt(step))
		}
	}
	// Marks: the next turn mark starts a new turn, the previous one goes back.
	p.Seek(0)
	p.Mark(1, true)
	if got := tl.Infos[p.Step()].Turn; got != 2 {
		t.Fatalf("next turn mark from the start is in turn %d", got)
	}
	at := p.Step()
	p.Mark(1, false)
	if p.Step() <= at || tl.Infos[p.Step()] == tl.Infos[p.Step()-1] {
		t.Fatalf("next phase mark %d does not change phase", p.Step())
	}
	p.Mark(-1, false)
	if p.Step() != at {
		t.Fatalf("previous phase mark went to %d, want %d", p.Step(), at)
	}
}

// TestDeterminism_SaveLoadContinueEqualsStraight: saving half way, loading
// the file and going on with the same commands gives the same game, hash for
// hash, as playing straight through (DESIGN section 3).
func TestDeterminism_SaveLoadContinueEqualsStraight(t *testing.T) {
	straight := readKnownGood(t, "channel-normal-normal-1.json.gz")
	for _, cut := range []int{0, 1, sim.KeyframeEvery, sim.KeyframeEvery + 1, len(straight.Steps) / 2, len(straight.Steps) - 1} {
		tl, err := Open(straight)
		if err != nil {
			t.Fatal(err)
		}
		half, err := tl.Branch(cut)
		if err != nil {
			t.Fatal(err)
		}
		data, err := half.Encode()
		if err != nil {
			t.Fatal(err)
		}
		rec, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		g, err := Resume(rec)
		if err != nil {
			t.Fatalf("cut %d: %v", cut, err)
		}
		for i := cut; i < len(straight.Steps); i++ {
			if _, err := g.Apply(straight.Steps[i].Command); err != nil {
				t.Fatalf("cut %d: command %d refused after loading: %v", cut, i+1, err)
			}
			if g.State.Hash() != straight.Steps[i].Hash {
				t.Fatalf("cut %d: command %d hash %s, straight game %s", cut, i+1, g.State.Hash(), straight.Steps[i].Hash)
			}
		}
		// The continued game's record is the straight one, keyframes too.
		if len(g.Record.Keyframes) != len(straight.Keyframes) {
			t.Fatalf("cut %d: %d keyframes, straight game %d", cut, len(g.Record.Keyframes), len(straight.Keyframes))
		}
		if _, err := Verify(&g.Record); err != nil {
			t.Fatalf("cut %d: continued record: %v", cut, err)
		}
	}
}

// TestVerifyCatchesOneByteChangeToACommand: changing one byte of one
// command's JSON (a unit id digit, a hex, a side) is reported at that command
// with both hashes, or as refused there.
func TestVerifyCatchesOneByteChangeToACommand(t *testing.T) {
	r := readKnownGood(t, "channel-easy-random-7.json.gz")
	data, err := EncodeJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	// Find the first move command's "unit": digit and change it.
	idx := bytes.Index(data, []byte(`"kind":"move"`))
	if idx < 0 {
		t.Fatal("no move in the record")
	}
	u := idx + bytes.Index(data[idx:], []byte(`"unit":`)) + len(`"unit":`)
	step := bytes.Count(data[:idx], []byte(`"command":`))
	tampered := bytes.Clone(data)
	tampered[u] = '0' + (tampered[u]-'0'+1)%10
	rec, err := Decode(tampered)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Verify(rec)
	var d *sim.Divergence
	if !errors.As(err, &d) || d.Step != step {
		t.Fatalf("got %v, want a divergence at command %d", err, step)
	}
	if d.Err == nil && (d.Got == "" || d.Want == "" || d.Got == d.Want) {
		t.Fatalf("divergence lacks both hashes: %+v", d)
	}
	t.Logf("one byte changed in command %d: %v", step, err)
}

// TestDecodeRefusesTamperedKeyframe: editing a keyframe's snapshot in a file
// is found on loading, before any replay.
func TestDecodeRefusesTamperedKeyframe(t *testing.T) {
	r := readKnownGood(t, "channel-easy-random-7.json.gz")
	r.Keyframes[1].State = bytes.Replace(r.Keyframes[1].State, []byte(`"turn":`), []byte(`"turn":1`), 1)
	data, err := Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Decode(data)
	var ke *sim.KeyframeError
	if !errors.As(err, &ke) || ke.Index != 1 {
		t.Fatalf("got %v, want a KeyframeError for keyframe 2", err)
	}
}

// Stepping command by command shows each command's events whole and passes
// through the record's hashes; stepping an event at a time first finishes
// the events of the command under way.
func TestPlayer_NextCommandShowsWholeCommands(t *testing.T) {
	tl := openKnownGood(t, "channel-normal-normal-1.json.gz")
	p := NewPlayer(tl)
	for p.Step() < tl.Len() {
		p.NextCommand()
		evs, shown := p.Events()
		if shown != len(evs) || p.State().Hash() != tl.Record.HashAt(p.Step()) {
			t.Fatalf("step %d: %d of %d events shown, hash %s, record %s", p.Step(), shown, len(evs), p.State().Hash(), tl.Record.HashAt(p.Step()))
		}
	}
	// The first command with several events: one event, then the rest.
	for i := 1; i <= tl.Len(); i++ {
		p.Seek(i - 1)
		p.NextEvent()
		evs, shown := p.Events()
		if shown == len(evs) {
			continue
		}
		p.NextCommand()
		if _, n := p.Events(); p.Step() != i || n != len(evs) {
			t.Fatalf("NextCommand in the middle of command %d went to step %d with %d of %d events", i, p.Step(), n, len(evs))
		}
		return
	}
	t.Fatal("no command with more than one event")
}

// Loading a save verifies it as `hexstorm verify` does: a save whose
// command was changed is refused at that command, and one whose keyframe
// was edited is refused on decoding.
func TestResumeRefusesTamperedSave(t *testing.T) {
	r := readKnownGood(t, "channel-normal-normal-1.json.gz")
	for i := range r.Steps {
		if c := &r.Steps[i].Command; c.Kind == sim.CmdMove {
			c.Unit++
			_, err := Resume(r)
			var d *sim.Divergence
			if !errors.As(err, &d) || d.Step != i+1 {
				t.Fatalf("got %v, want a divergence at command %d", err, i+1)
			}
			return
		}
	}
	t.Fatal("no move in the record")
}

// TestVerifyCatchesARecordCutShort: a record with its last commands taken
// away, or one whose end was edited to say the game is over when it is not,
// no longer verifies, and the message says what happened. (Before the
// record said how it ends, a cut record verified as a shorter game.)
func TestVerifyCatchesARecordCutShort(t *testing.T) {
	r := readKnownGood(t, "channel-easy-random-7.json.gz")
	cut := *r
	cut.Steps = r.Steps[:48]
	cut.Keyframes = r.Keyframes[:1]
	data, err := Encode(&cut)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Verify(rec)
	var ee *sim.EndError
	want := fmt.Sprintf("the record says it holds %d commands but has 48: it was cut short or added to", len(r.Steps))
	if !errors.As(err, &ee) || err.Error() != want {
		t.Fatalf("cut record: got %v", err)
	}

	// Cut properly, as Truncate does, it is a game in progress; saying the
	// game is finished is caught.
	cut = *r
	cut.Truncate(48)
	if _, err := Verify(&cut); err != nil {
		t.Fatalf("a record cut back by Truncate must verify: %v", err)
	}
	cut.End = &sim.End{Steps: 48, Finished: true}
	_, err = Verify(&cut)
	if !errors.As(err, &ee) || err.Error() != "the record says the game is finished after command 48, but it replays to a game in progress at command 48" {
		t.Fatalf("false claim of a finished game: got %v", err)
	}

	// A current record must say how it ends.
	cut.End = nil
	data, err = EncodeJSON(&cut)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(data); err == nil || !strings.Contains(err.Error(), `does not say how it ends`) {
		t.Fatalf("record without its end: got %v", err)
	}
}
