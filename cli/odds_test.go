package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// TestOddsSandboxPrintsOutcomesAndSides: a sandbox battle named on the
// command line prints the four outcomes, each side's expected survivors
// and losses by type, and the outcomes add up to 100%.
func TestOddsSandboxPrintsOutcomesAndSides(t *testing.T) {
	code, out, errs := runCLI(t, "odds", "--attacker", "infantry,infantry,artillery", "--defender", "infantry,fortif", "--terrain", "forest")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"Attacker wins", "Defender holds", "both stand", "both eliminated", "artillery", "fortification", "units left", "losses"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, errs = runCLI(t, "odds", "--attacker", "infantry,infantry,artillery", "--defender", "infantry,fortification", "--terrain", "forest", "--policy", "after:1", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var r odds.Result
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("--json output does not decode: %v\n%s", err, out)
	}
	if sum := r.AttackerWins + r.DefenderHolds + r.BothStanding + r.BothEliminated + r.Dropped; sum < 0.999999 || sum > 1.000001 {
		t.Errorf("outcomes add up to %f", sum)
	}
	if r.Policy != "after:1" || r.EndsInRound[1] != 0 || r.EndsInRound[2] != 0 {
		t.Errorf("after:1 should end every battle in round 1: policy %q, ends %v", r.Policy, r.EndsInRound)
	}
}

// TestOddsRefusesBadInput names what is wrong: an unknown or ambiguous unit
// type, an unknown terrain or policy, both or neither kind of battle.
func TestOddsRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--attacker", "infantry", "--defender", "tank_destroyer_x"}, ExitInvalid, `unknown unit type "tank_destroyer_x"`},
		{[]string{"--attacker", "infantry", "--defender", "fort"}, ExitInvalid, "ambiguous: fortification, fortress"},
		{[]string{"--attacker", "infantry", "--defender", "infantry", "--terrain", "lava"}, ExitInvalid, `unknown terrain "lava"`},
		{[]string{"--attacker", "infantry", "--defender", ""}, ExitInvalid, "--defender is empty"},
		{[]string{"--attacker", "infantry", "--defender", "infantry", "--policy", "after:7"}, ExitUsage, "after:N needs N from 1 to 2"},
		{[]string{"--attacker", "infantry", "--defender", "infantry", "--scenario", "channel"}, ExitUsage, "either a game position"},
		{[]string{}, ExitUsage, "either a game position"},
		{[]string{"--attacker", "infantry", "--defender", "infantry", "--cutoff", "NaN"}, ExitUsage, "--cutoff NaN: want a probability"},
		{[]string{"--scenario", "channel"}, ExitInvalid, "--hex is missing"},
		{[]string{"--scenario", "channel", "--hex", "500,500"}, ExitInvalid, "off the"},
		{[]string{"--scenario", "channel", "--hex", "2,2"}, ExitInvalid, "the position has no battles"},
		{[]string{"--scenario", "nowhere", "--hex", "2,2"}, ExitInvalid, `no built-in scenario "nowhere"`},
	} {
		code, _, errs := runCLI(t, append([]string{"odds"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("odds %v: exit %d, stderr %q; want exit %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

// TestOddsOfAPositionsBattle: a battle reached by a command script on a
// built-in scenario, or by the record of the same game, gets the same odds
// as package odds computes for that state.
func TestOddsOfAPositionsBattle(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, 7)
	if err != nil {
		t.Fatal(err)
	}
	var cmds []sim.Command
	apply := func(c sim.Command) {
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		cmds = append(cmds, c)
	}
	for i := 0; i < 20 && g.State.Phase != sim.PhaseMovement; i++ {
		apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.ActiveSide()})
	}
	h, ok := attackSomewhere(g.State)
	if !ok {
		t.Fatal("no unit of the active side can move onto an enemy in the channel scenario")
	}
	apply(h)
	apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.ActiveSide()})
	for g.State.Phase == sim.PhaseCombat && len(g.State.Committing) > 0 {
		apply(sim.Command{Kind: sim.CmdEndCommit, Side: g.State.Committing[0]})
	}
	if len(g.State.Battles) == 0 {
		t.Fatal("the move declared no battle")
	}
	bh := g.State.Battles[0].Hex
	want, err := odds.Compute(g.State, bh, odds.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(cmds)
	if err != nil {
		t.Fatal(err)
	}
	script := writeFile(t, "cmds.json", string(data))
	rec, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	recFile := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(recFile, rec, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--scenario", "channel", "--seed", "7", "--commands", script, "--hex", bh.String(), "--json"},
		{"--record", recFile, "--hex", bh.String(), "--json"},
	} {
		code, out, errs := runCLI(t, append([]string{"odds"}, args...)...)
		if code != ExitOK {
			t.Fatalf("odds %v: exit %d, stderr %q", args, code, errs)
		}
		var got odds.Result
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if got.AttackerWins != want.AttackerWins || got.Sides[1].CV != want.Sides[1].CV {
			t.Errorf("odds %v: attacker wins %v, defender cv %v; want %v, %v", args, got.AttackerWins, got.Sides[1].CV, want.AttackerWins, want.Sides[1].CV)
		}
	}
	other := hexmap.Offset{Col: 0, Row: 0}.Hex()
	if other == bh {
		other = hexmap.Offset{Col: 1, Row: 0}.Hex()
	}
	code, _, errs := runCLI(t, "odds", "--record", recFile, "--hex", other.String())
	if code != ExitInvalid || !strings.Contains(errs, fmt.Sprintf("battles are at %s", bh)) {
		t.Errorf("odds at a hex without a battle: exit %d, stderr %q", code, errs)
	}
}

// attackSomewhere finds a one-hex move of the active side onto an enemy
// unit that sim accepts.
func attackSomewhere(s *sim.State) (sim.Command, bool) {
	side := s.ActiveSide()
	for _, u := range s.Units {
		if u.Side != side {
			continue
		}
		for _, n := range u.Hex.Neighbors() {
			enemy := false
			for _, e := range s.Units {
				enemy = enemy || (e.Hex == n && e.Side != side)
			}
			if !enemy {
				continue
			}
			c := sim.Command{Kind: sim.CmdMove, Side: side, Unit: u.ID, Path: []hexmap.Hex{n}}
			if _, err := s.Clone().Apply(c); err == nil {
				return c, true
			}
		}
	}
	return sim.Command{}, false
}
