// Package scenetest holds what the tests of the window's scenes share,
// whichever shell drives them (the game's, in package render, or the play
// scene's test shell): ticks with scripted input, clicks on menus and
// buttons, the game they start, and the pictures and errors of the
// child processes the window tests run.
package scenetest

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
)

// Shell is a shell the tests drive one tick at a time.
type Shell interface {
	// Input is the snapshot the next tick reads.
	Input() *app.Input
	// Step runs one tick of the scenes.
	Step() error
	// Fading reports whether a change of scene is still fading.
	Fading() bool
}

// Tick runs one update with no input but what set adds.
func Tick(t testing.TB, sh Shell, set func(in *app.Input)) {
	t.Helper()
	in := sh.Input()
	*in = app.Input{Width: 1280, Height: 800, MouseX: -1, MouseY: -1}
	if set != nil {
		set(in)
	}
	if err := sh.Step(); err != nil {
		t.Fatal(err)
	}
}

// PressEnter is the Enter key: it confirms in menus and ends the phase on
// the map, as the keymap binds it.
func PressEnter(in *app.Input) { in.Just[app.ActConfirm], in.Just[app.ActEndPhase] = true, true }

// Settle runs empty ticks until no scene change is fading.
func Settle(t testing.TB, sh Shell) {
	t.Helper()
	for sh.Fading() {
		Tick(t, sh, nil)
	}
}

// ClickEntry clicks the menu entry whose label starts with prefix, and
// lets the scene change it makes settle.
func ClickEntry(t testing.TB, sh Shell, entries []widget.MenuEntry, prefix string) {
	t.Helper()
	for _, e := range entries {
		if strings.HasPrefix(e.Label, prefix) {
			click(t, sh, e.Rect)
			Settle(t, sh)
			return
		}
	}
	t.Fatalf("no entry %q", prefix)
}

// ClickButton clicks the button labelled label.
func ClickButton(t testing.TB, sh Shell, buttons []widget.Button, label string) {
	t.Helper()
	for _, b := range buttons {
		if b.Label == label {
			click(t, sh, b.Rect)
			return
		}
	}
	var labels []string
	for _, b := range buttons {
		labels = append(labels, b.Label)
	}
	t.Fatalf("no button %q among %q", label, labels)
}

// click releases the left button over the middle of r.
func click(t testing.TB, sh Shell, r image.Rectangle) {
	t.Helper()
	c := r.Min.Add(r.Max).Div(2)
	Tick(t, sh, func(in *app.Input) { in.MouseX, in.MouseY, in.Released[app.MouseLeft] = c.X, c.Y, true })
}

// Channel starts a recorded game of the built-in Channel Storm.
func Channel(t testing.TB, seed uint64) *replay.Game {
	t.Helper()
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	game, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return game
}

// ReadPNG reads a picture a child process wrote.
func ReadPNG(t testing.TB, path string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(src.Bounds())
	for y := src.Bounds().Min.Y; y < src.Bounds().Max.Y; y++ {
		for x := src.Bounds().Min.X; x < src.Bounds().Max.X; x++ {
			img.Set(x, y, src.At(x, y))
		}
	}
	return img
}

// Stderr is what a failed child process wrote to its standard error.
func Stderr(err error) string {
	if ee, ok := err.(*exec.ExitError); ok {
		return string(ee.Stderr)
	}
	return ""
}
