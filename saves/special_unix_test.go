//go:build unix

package saves

import (
	"hexstorm/session/seat"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSpecialFilesInTheSaveFolderAreListedAndRefused: a save linked to
// /dev/zero, a pipe and an empty file are listed with what is wrong, and
// refused on load, at once: before, the first ran the game out of memory
// at every start and the second hung it.
func TestSpecialFilesInTheSaveFolderAreListedAndRefused(t *testing.T) {
	st := &Store{Dir: t.TempDir()}
	g := played(t, 2, 3)
	if _, err := st.Save("good", &g.Record, labelOf(g, seat.Human, seat.Human), clock); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(st.Dir, "zero.json")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(st.Dir, "fifo.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(st.Dir, "empty.json"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	list, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"zero.json":  "it is a device, not a file, so it cannot be a save",
		"fifo.json":  "it is a pipe, not a file, so it cannot be a save",
		"empty.json": "the file is empty",
		"good.json":  "",
	}
	if len(list) != len(want) {
		t.Fatalf("list = %+v", list)
	}
	for _, e := range list {
		if e.Problem != want[e.File] {
			t.Errorf("%s listed with problem %q, want %q", e.File, e.Problem, want[e.File])
		}
		if e.File == "good.json" {
			continue
		}
		if _, _, err := Load(e.Path); err == nil || !strings.Contains(err.Error(), e.File) || !strings.Contains(err.Error(), want[e.File]) {
			t.Errorf("load %s: %v", e.File, err)
		}
	}
	if latest, ok := st.Latest(); !ok || latest.File != "good.json" {
		t.Fatalf("latest = %+v, want the good save", latest)
	}
}
