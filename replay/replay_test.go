package replay

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// playSome starts the built-in scenario and ends phases for a couple of turns.
func playSome(t testing.TB, seed uint64, n int) *Game {
	t.Helper()
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		side := g.State.Actor()
		if _, err := g.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: side}); err != nil {
			t.Fatalf("end phase for side %d in %s: %v", side, g.State.Phase, err)
		}
	}
	return g
}

func TestEncodeDecodeVerify(t *testing.T) {
	g := playSome(t, 3, 8)
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Verify(rec)
	if err != nil {
		t.Fatal(err)
	}
	if st.Hash() != g.State.Hash() {
		t.Fatal("verified final state differs from the played one")
	}
}

// TestResumeThenContinueMatchesStraightPlay: save, load, continue gives the
// same game as playing straight through (DESIGN section 3).
func TestResumeThenContinueMatchesStraightPlay(t *testing.T) {
	straight := playSome(t, 11, 12)
	half := playSome(t, 11, 6)
	data, _ := half.Encode()
	rec, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 6 {
		if _, err := g.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	if g.State.Hash() != straight.State.Hash() {
		t.Fatalf("resumed game hash %s, straight game %s", g.State.Hash(), straight.State.Hash())
	}
}

func TestDecodeRefusesNewerFormatAndOtherRules(t *testing.T) {
	if _, err := Decode([]byte(`{"format": 7}`)); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("newer format: %v", err)
	}
	if _, err := Decode([]byte(`{"format": 1, "rules": 999, "scenario": {}, "seed": 1, "options": {}, "start_hash": "", "steps": []}`)); err == nil || !strings.Contains(err.Error(), "rules version") {
		t.Errorf("other rules: %v", err)
	}
	if _, err := Decode([]byte(`{"format": 1, "rules": 1, "bogus": 1}`)); err == nil {
		t.Error("unknown field accepted")
	}
}

// Rules version 3 (DESIGN section 2b): a record played under the rules
// before it is refused with a message naming both versions.
func TestDecodeRefusesRecordOfEarlierRules(t *testing.T) {
	old := sim.RulesVersion - 1
	raw := fmt.Sprintf(`{"format": 2, "rules": %d, "scenario": {}, "seed": 1, "options": {}, "start_hash": "", "steps": []}`, old)
	_, err := Decode([]byte(raw))
	if err == nil {
		t.Fatal("a record of the earlier rules was accepted")
	}
	for _, v := range []string{fmt.Sprintf("rules version %d", old), fmt.Sprintf("rules version %d", sim.RulesVersion)} {
		if !strings.Contains(err.Error(), v) {
			t.Errorf("refusal %q does not name %q", err, v)
		}
	}
	if sim.RulesVersion < 3 {
		t.Errorf("rules version %d: the rules version 3 changes need it at 3 or more", sim.RulesVersion)
	}
}

func TestVerifyFindsTamperedHash(t *testing.T) {
	g := playSome(t, 4, 5)
	g.Record.Steps[3].Hash = "ffffffffffffffff"
	_, err := Verify(&g.Record)
	var d *sim.Divergence
	if !errors.As(err, &d) || d.Step != 4 {
		t.Fatalf("got %v, want divergence at step 4", err)
	}
}
