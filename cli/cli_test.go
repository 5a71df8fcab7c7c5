package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// runCLI runs a subcommand and returns its exit code and output.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// builtinFile writes the built-in channel scenario to a file and returns its path.
func builtinFile(t *testing.T) string {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "channel.json", string(sc.Raw))
}

func TestValidateGoodFile(t *testing.T) {
	code, out, errs := runCLI(t, "validate", builtinFile(t))
	if code != ExitOK || !strings.Contains(out, ": ok:") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestValidateNamesEveryProblem: a broken scenario is reported problem by
// problem, each with the file, the field path and the hex.
func TestValidateNamesEveryProblem(t *testing.T) {
	broken := `{
  "format": 1, "name": "Broken", "description": "x",
  "width": 4, "height": 3,
  "terrain": ["~~..", "C..C", "...."],
  "sides": [{"name": "A"}, {"name": "B"}],
  "places": [{"at": "0,1", "name": "Port", "size": 2, "port": true}, {"at": "3,1", "name": "Inland", "size": 1}],
  "factories": [{"at": "3,1", "type": "naval", "pp": 1, "side": "A"}, {"at": "0,1", "type": "army", "pp": 3, "side": "A"}],
  "units": [{"type": "tiger", "side": "A", "at": "1,1"}, {"type": "infantry", "side": "C", "at": "2,2"}],
  "options": {"logistics": true},
  "victory": {"turns": 5}
}`
	path := writeFile(t, "broken.json", broken)
	code, _, errs := runCLI(t, "validate", path)
	if code != ExitInvalid {
		t.Fatalf("exit %d, want %d; stderr %q", code, ExitInvalid, errs)
	}
	for _, want := range []string{
		path + ": factories[0]",
		"at 3,1",
		path + ": units[0].type",
		"tiger",
		path + ": units[1].side",
		"problem(s)",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}

func TestValidateUsageAndMissingFile(t *testing.T) {
	if code, _, _ := runCLI(t, "validate"); code != ExitUsage {
		t.Errorf("validate with no file: exit %d, want %d", code, ExitUsage)
	}
	code, _, errs := runCLI(t, "validate", filepath.Join(t.TempDir(), "nope.json"))
	if code != ExitInvalid || !strings.Contains(errs, "nope.json") {
		t.Errorf("missing file: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := runCLI(t, "frobnicate"); code != ExitUsage {
		t.Errorf("unknown command: exit %d, want %d", code, ExitUsage)
	}
}

// TestRunScriptPrintsStateAndRecordVerifies plays a script, checks the
// printed JSON, then verifies the written record and a tampered copy.
func TestRunScriptPrintsStateAndRecordVerifies(t *testing.T) {
	// Find who moves first for this seed, so the script is legal.
	g, _, err := replay.New(mustBuiltin(t), 5)
	if err != nil {
		t.Fatal(err)
	}
	script := writeFile(t, "cmds.json", fmt.Sprintf(`[{"kind": "end_phase", "side": %d}]`, g.State.ActiveSide()))
	rec := filepath.Join(t.TempDir(), "game.json")
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "5", "--commands", script, "--record", rec)
	if code != ExitOK {
		t.Fatalf("run: exit %d, stderr %q", code, errs)
	}
	var view StateView
	if err := json.Unmarshal([]byte(out), &view); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	if view.Turn != 1 || view.Phase != "combat" || len(view.Units) == 0 || view.Hash == "" || len(view.Events) == 0 {
		t.Fatalf("unexpected state: turn %d phase %s units %d hash %q events %d", view.Turn, view.Phase, len(view.Units), view.Hash, len(view.Events))
	}
	code, out, errs = runCLI(t, "verify", rec)
	if code != ExitOK || !strings.Contains(out, "OK") {
		t.Fatalf("verify: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// Change one byte of the command, as uncompressed JSON (which verify
	// reads too): the side that ends the phase.
	data, _ := os.ReadFile(rec)
	r, err := replay.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := replay.EncodeJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	side := fmt.Sprintf(`"side":%d`, g.State.ActiveSide())
	tampered := bytes.Replace(plain, []byte(side), []byte(fmt.Sprintf(`"side":%d`, 1-g.State.ActiveSide())), 1)
	if bytes.Equal(tampered, plain) {
		t.Fatalf("no %s in the record", side)
	}
	bad := writeFile(t, "bad.json", string(tampered))
	code, _, errs = runCLI(t, "verify", bad)
	if code != ExitInvalid || !strings.Contains(errs, "FAILED") || !strings.Contains(errs, "command 1") {
		t.Fatalf("tampered record: exit %d, stderr %q", code, errs)
	}
}

func TestRunRefusedCommandStops(t *testing.T) {
	script := writeFile(t, "cmds.json", `[{"kind": "move", "side": 0, "unit": 99999, "path": ["1,1"]}]`)
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "1", "--commands", script)
	if code != ExitInvalid || !strings.Contains(errs, "command 1") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// The state the refusal left is printed, so a script can show it.
	var v StateView
	if err := json.Unmarshal([]byte(out), &v); err != nil || v.Turn != 1 || len(v.Units) == 0 {
		t.Fatalf("stdout after a refusal is not the state reached: %v %q", err, out)
	}
	bad := writeFile(t, "typo.json", `[{"kind": "end_phase", "sdie": 0}]`)
	if code, _, errs := runCLI(t, "run", "--scenario", "channel", "--commands", bad); code != ExitInvalid || !strings.Contains(errs, "sdie") {
		t.Fatalf("typo script: exit %d, stderr %q", code, errs)
	}
}

func TestVerifyRefusesGarbage(t *testing.T) {
	for name, content := range map[string]string{
		"empty.json":  "",
		"json.json":   `{"hello": 1}`,
		"newer.json":  `{"format": 99}`,
		"broken.json": `{"format": 1, "rules": 1, "steps": [`,
	} {
		code, _, errs := runCLI(t, "verify", writeFile(t, name, content))
		if code != ExitInvalid || errs == "" {
			t.Errorf("%s: exit %d, stderr %q", name, code, errs)
		}
	}
}

func mustBuiltin(t *testing.T) *scenarios.Scenario {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestRunScriptedTurnWithBattles plays the whole first turn of the Channel
// scenario (seed 1) from a script, both sides moving and fighting, and checks
// the printed state: turn 2 has begun, the battles ended, and their dice show
// in the events with who threw them and at what rating.
func TestRunScriptedTurnWithBattles(t *testing.T) {
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "1", "--commands", "testdata/channel_turn1_seed1.json")
	if code != ExitOK {
		t.Fatalf("run: exit %d, stderr %q", code, errs)
	}
	var view StateView
	if err := json.Unmarshal([]byte(out), &view); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	battles, combatDice := 0, 0
	for _, e := range view.Events {
		switch {
		case e.Kind == sim.EvBattleEnded:
			battles++
		case e.Kind == sim.EvDiceRolled && e.Sides == 12 && strings.Contains(e.Why, "(rating "):
			combatDice++
		}
	}
	if view.Turn != 2 || battles < 3 || combatDice == 0 {
		t.Fatalf("after the scripted turn: turn %d, %d battles ended, %d combat dice in the events", view.Turn, battles, combatDice)
	}
}

// TestRunLogisticsScriptShowsEachPiece plays two turns of the Channel
// scenario (seed 1) whose second is a Production Turn: an Engineer builds an
// airfield on the beachhead, a Marine establishes a Mulberry, the Axis
// Engineer at Rouen rebuilds the Seine bridge the scenario starts with
// destroyed, the Allies build in a factory city, factories recover, and the
// Storm moves every turn. The printed state and events show each (seed 004).
func TestRunLogisticsScriptShowsEachPiece(t *testing.T) {
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "1", "--commands", "testdata/channel_logistics_seed1.json")
	if code != ExitOK {
		t.Fatalf("run: exit %d, stderr %q", code, errs)
	}
	var view StateView
	if err := json.Unmarshal([]byte(out), &view); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	has := func(ps []PieceView, hex string) bool {
		for _, p := range ps {
			if p.Hex.String() == hex {
				return true
			}
		}
		return false
	}
	if !has(view.Airfields, "13,14") || !has(view.Mulberries, "12,14") || len(view.BrokenBridges) != 0 {
		t.Fatalf("airfields %+v, mulberries %+v, broken bridges %v: want the new airfield, the new Mulberry and no broken bridge",
			view.Airfields, view.Mulberries, view.BrokenBridges)
	}
	seen := map[sim.EventKind]int{}
	for _, e := range view.Events {
		seen[e.Kind]++
	}
	for _, k := range []sim.EventKind{sim.EvConstructed, sim.EvUnitBuilt, sim.EvIncome, sim.EvFactoryRecovered, sim.EvStormStep} {
		if seen[k] == 0 {
			t.Errorf("no %s event in the two turns", k)
		}
	}
	if seen[sim.EvConstructed] != 3 {
		t.Errorf("%d constructions, want the airfield, the Mulberry and the bridge", seen[sim.EvConstructed])
	}
}

// TestRunCanalScriptShipCrossesCanal plays six turns of the Channel scenario
// (seed 1) in which the Axis destroyer at Cherbourg sails round the
// peninsula and through the canal across it, one land hex after another
// (8,14, 9,14, 10,14), out into the bay at 11,13. Ships pass working canals
// (seed 004 Bridges and Canals; DESIGN D15); the printed events show each
// canal hex entered and the printed state the ship beyond it.
func TestRunCanalScriptShipCrossesCanal(t *testing.T) {
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "1", "--commands", "testdata/channel_canal_seed1.json")
	if code != ExitOK {
		t.Fatalf("run: exit %d, stderr %q", code, errs)
	}
	var view StateView
	if err := json.Unmarshal([]byte(out), &view); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	const destroyer = sim.UnitID(35)
	var entered []string
	for _, e := range view.Events {
		if e.Kind == sim.EvUnitMoved && e.Unit == destroyer {
			entered = append(entered, e.To.String())
		}
	}
	sc := mustBuiltin(t)
	for _, c := range []string{"8,14", "9,14", "10,14"} {
		o, err := hexmap.ParseOffset(c)
		if err != nil {
			t.Fatal(err)
		}
		if cell := sc.Setup.Map.Cell(o.Hex()); !cell.Canal || !cell.Terrain.IsLand() {
			t.Fatalf("%s is not a canal across land in the Channel scenario", c)
		}
		if !slices.Contains(entered, c) {
			t.Errorf("the destroyer never entered canal hex %s; it went %v", c, entered)
		}
	}
	for _, u := range view.Units {
		if u.ID == destroyer && u.Hex.String() != "11,13" {
			t.Errorf("the destroyer ends at %s, want 11,13 beyond the canal", u.Hex)
		}
	}
	if len(view.BrokenCanals) != 0 {
		t.Errorf("broken canals %v: the script fires at none", view.BrokenCanals)
	}
}

// The printed state gives each unit's supply status, not only the
// supply_changed events, and the carrier of units aboard one.
func TestRunPrintsEachUnitsSupply(t *testing.T) {
	script := writeFile(t, "cmds.json", `[]`)
	code, out, errs := runCLI(t, "run", "--scenario", "channel", "--seed", "1", "--commands", script)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var v StateView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	for _, u := range v.Units {
		if u.Supply != "in" && u.Supply != "out" {
			t.Fatalf("unit %d has supply %q, want in or out", u.ID, u.Supply)
		}
	}
}

// TestScreenshotRefusesSizesPastTheCap: a screenshot larger than the cap is
// refused before a window opens (a 4096x4096 one took 8.5 GB under Xvfb).
func TestScreenshotRefusesSizesPastTheCap(t *testing.T) {
	code, _, errs := runCLI(t, "screenshot", "--scenario", "channel", "--out", filepath.Join(t.TempDir(), "x.png"), "--width", "4096", "--height", "4096")
	if code != ExitUsage || !strings.Contains(errs, "64..2048 pixels") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}
