package cli

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hexstorm/cloud"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// verify checks a record's signature when RECORD.sig is present: a signed
// record passes and names its key; a record changed after signing fails.
func TestVerify_ChecksTheSignatureWhenPresent(t *testing.T) {
	sc, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.Actor()}); err != nil {
		t.Fatal(err)
	}
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	_, key, _ := ed25519.GenerateKey(rand.Reader)
	path := filepath.Join(t.TempDir(), "game.json.gz")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	sig := replay.Sign(key, data)
	if err := replay.WriteSignature(path, sig); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "verify", path)
	if code != ExitOK || !strings.Contains(out, "signed by server key "+sig.Signer()) {
		t.Fatalf("a signed record: exit %d, %q %q", code, out, errs)
	}
	// The same game, encoded again uncompressed: the hashes pass, the
	// signature of the other bytes does not.
	plain, err := replay.EncodeJSON(&g.Record)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, plain, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "verify", path); code != ExitInvalid || !strings.Contains(errs, "signature") {
		t.Fatalf("a record changed after signing: exit %d, %q", code, errs)
	}
}

// The headless client plays through a server on loopback: sign up, create a
// game against the computer, submit a command script, print the view as
// JSON; the password never goes on the command line.
func TestCloudClient_SignUpCreateSubmitView(t *testing.T) {
	s, err := cloud.New(cloud.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	session := filepath.Join(t.TempDir(), "cloud.json")
	run := func(stdin string, args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := runCloudWith(Env{Stdout: &out, Stderr: &errb}, strings.NewReader(stdin), append([]string{"--session", session}, args...))
		return code, out.String(), errb.String()
	}
	if code, out, errs := run("pa55-word-long\n", "signup", "--server", s.URL(), "--email", "a@example.org"); code != ExitOK {
		t.Fatalf("signup: %d %s %s", code, out, errs)
	}
	code, out, errs := run("", "create", "--scenario", "tutorial", "--seats", "me,computer:easy")
	if code != ExitOK {
		t.Fatalf("create: %d %s", code, errs)
	}
	var info cloud.GameInfo
	if err := json.Unmarshal([]byte(out), &info); err != nil {
		t.Fatal(err)
	}
	code, out, errs = run("", "map", "--game", info.ID)
	if code != ExitOK || !strings.Contains(out, `"terrain"`) || strings.Contains(out, `"units"`) {
		t.Fatalf("map: %d %s %.200s", code, errs, out)
	}
	// Wait until the computer hands the turn over (the timeout is a hang
	// guard only).
	if code, out, errs := run("", "wait", "--game", info.ID, "--timeout", "5m"); code != ExitOK || !strings.Contains(out, "your turn") {
		t.Fatalf("wait: %d %s %s", code, out, errs)
	}
	code, out, errs = run("", "view", "--game", info.ID)
	var v cloud.View
	if err := json.Unmarshal([]byte(out), &v); code != ExitOK || err != nil || !v.YourTurn {
		t.Fatalf("view after waiting: %d %s %v", code, errs, err)
	}
	script := writeFile(t, "end.json", `[{"kind": "end_phase", "side": 0}]`)
	if code, out, errs := run("", "submit", "--game", info.ID, "--commands", script); code != ExitOK || !strings.Contains(out, "step ") {
		t.Fatalf("submit: %d %s %s", code, out, errs)
	}
	b, _ := os.ReadFile(session)
	if bytes.Contains(b, []byte("pa55-word-long")) {
		t.Error("the session file holds the password")
	}
}
