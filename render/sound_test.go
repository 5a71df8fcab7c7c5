package render

import (
	"bytes"
	"log"
	"os"
	"strings"
	"testing"

	"hexstorm/render/audio"
	"hexstorm/session/seat"
)

// TestSound_NoDeviceIsSaidOnceWhereAPlayerLooks: without a sound device the
// game says so once in the log, in plain words (the device's own error
// only in the log), on the first map, and in the settings, where the sound
// settings show as unavailable instead of "Sound muted: off".
func TestSound_NoDeviceIsSaidOnceWhereAPlayerLooks(t *testing.T) {
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	g := newFlowGame(t)
	g.audio = audio.New(0, nil) // a player that cannot open any device
	for range 3 {
		g.audio.Update()
		g.noticeSound()
	}
	want := "No sound device was found, so the game runs without sound."
	if g.soundNotice != want {
		t.Fatalf("notice %q, want %q", g.soundNotice, want)
	}
	if n := strings.Count(logged.String(), "No sound device was found"); n != 1 || !strings.Contains(logged.String(), "sample rate 0") {
		t.Fatalf("logged %d times: %q", n, logged.String())
	}

	m := startSession(t, g, 3, seat.Human, seat.Human)
	tick(t, g, nil)
	if m.Msg.Text != want {
		t.Fatalf("the first map says %q", m.Msg.Text)
	}
	m.Message("Something else.", false)
	tick(t, g, nil)
	if m.Msg.Text != "Something else." {
		t.Fatal("the notice was said twice on the map")
	}

	s := newSettingsScene(g, newTitleScene(g))
	var labels []string
	for _, e := range s.Entries() {
		labels = append(labels, e.Label)
		if strings.HasPrefix(e.Label, "Sound") && !e.Disabled {
			t.Errorf("%q is offered without a sound device", e.Label)
		}
		if strings.HasPrefix(e.Label, "Volume") || strings.HasPrefix(e.Label, "Sound muted") {
			t.Errorf("%q is offered without a sound device", e.Label)
		}
	}
	if !strings.Contains(strings.Join(labels, "|"), "Sound: unavailable, no sound device was found") {
		t.Fatalf("settings: %q", labels)
	}
}
