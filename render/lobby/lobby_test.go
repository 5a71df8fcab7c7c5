package lobby

import (
	"crypto/ed25519"
	"net"
	"strings"
	"testing"

	"hexstorm/cloud/online"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Every failure the lobby meets is said in plain words naming what is
// wrong: no server at the address, a wrong password, an account that
// exists, a code no game has.
func TestLobby_FailuresInPlainWords(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := "http://" + ln.Addr().String()
	ln.Close() // nothing listens there now
	l := &lobby{client: online.NewClient(addr)}
	err = l.client.SignIn("a@example.org", "secret-secret")
	if got := l.plain("sign in", err); !strings.Contains(got, "No server answers at "+addr) {
		t.Errorf("no server: %q", got)
	}
	for _, c := range []struct {
		doing string
		err   *online.APIError
		want  string
	}{
		{"sign in", &online.APIError{Status: 400, Message: "Failed to authenticate."}, "Wrong email or password"},
		{"sign in", &online.APIError{Status: 404}, "is not a Hexstorm server"},
		{"sign up", &online.APIError{Status: 400, Message: "Failed to create record.",
			Body: []byte(`{"data":{"email":{"code":"validation_not_unique","message":"Value must be unique."}}}`)}, "an account with that email exists already"},
		{"sign up", &online.APIError{Status: 400, Message: "Failed to create record.",
			Body: []byte(`{"data":{"password":{"code":"validation_length_out_of_range","message":"Must be at least 8 character(s)."}}}`)}, "password: must be at least 8"},
		{"join", &online.APIError{Status: 404, Message: "No such invitation."}, "No game has that invitation code"},
		{"join", &online.APIError{Status: 409, Message: "That invitation was already used."}, "already used"},
		{"list", &online.APIError{Status: 401}, "sign in again"},
	} {
		if got := l.plain(c.doing, c.err); !strings.Contains(got, c.want) {
			t.Errorf("%s, %d: %q, want %q in it", c.doing, c.err.Status, got, c.want)
		}
	}
}

// A code read aloud in groups, in lower case, is the code.
func TestLobby_CodeAsTyped(t *testing.T) {
	if got := cleanCode("hzws 6t7i-akya zi5d"); got != "HZWS6T7IAKYAZI5D" {
		t.Errorf("cleanCode: %q", got)
	}
	if got := groups("HZWS6T7IAKYAZI5D"); got != "HZWS 6T7I AKYA ZI5D" {
		t.Errorf("groups: %q", got)
	}
	if got := address(" 192.168.1.20:8090/ "); got != "http://192.168.1.20:8090" {
		t.Errorf("address: %q", got)
	}
}

// In a form, letters go to the focused field even when they are keys of
// actions (W, S, N), Tab moves on, and Enter in the last field runs the
// first button.
func TestLobby_FormTypingTabEnter(t *testing.T) {
	var a, b widget.Field
	ran := 0
	f := form{fields: []*widget.Field{&a, &b}, width: 400, buttonW: 100}
	f.menu.Add("Go", func() { ran++ })
	tick := func(set func(in *app.Input)) {
		in := app.Input{Width: 1280, Height: 800, MouseX: -1, MouseY: -1}
		set(&in)
		f.update(&in)
	}
	tick(func(in *app.Input) {
		in.Chars = []rune("ws")
		in.Repeat[app.ActUp], in.Repeat[app.ActDown] = true, true
	})
	tick(func(in *app.Input) { in.Chars = []rune("n"); in.Just[app.ActNextUnit] = true })
	if a.Value != "wsn" || f.focus != 0 {
		t.Fatalf("typed %q, focus %d", a.Value, f.focus)
	}
	tick(func(in *app.Input) { in.Just[app.ActNextUnit] = true })
	tick(func(in *app.Input) { in.Chars = []rune("x y") })
	tick(func(in *app.Input) { in.Just[app.ActConfirm] = true })
	if b.Value != "x y" || ran != 1 {
		t.Fatalf("second field %q, button ran %d times", b.Value, ran)
	}
}

// A finished game's record opens in the replay viewer only when the
// server's signature covers it and every command replays to its hash.
func TestLobby_ReleasedRecordChecked(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, 7)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := g.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: g.State.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	data, err := replay.Encode(&g.Record)
	if err != nil {
		t.Fatal(err)
	}
	_, key, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	sig := replay.Sign(key, data)
	rel := online.Released{Record: data, Signature: sig.Signature, PublicKey: sig.PublicKey}
	tl, err := openReleased(rel, "Channel Storm")
	if err != nil || tl.Len() != 3 {
		t.Fatalf("a signed record: %v", err)
	}
	rel.Record = append([]byte(nil), data...)
	rel.Record[len(rel.Record)/2] ^= 1
	if _, err := openReleased(rel, "Channel Storm"); err == nil || !strings.Contains(err.Error(), "not signed by the server") {
		t.Fatalf("a changed record: %v", err)
	}
}
