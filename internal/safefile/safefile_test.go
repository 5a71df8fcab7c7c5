//go:build unix

package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadRefusesSpecialFiles: a link to /dev/zero, a FIFO with no writer
// and a folder are refused at once (before this package, the first ran the
// game out of memory and the second hung it), each named in plain words.
func TestReadRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	zero := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(dir, "folder.json")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{zero, "a device, not a file"}, {fifo, "a pipe, not a file"}, {folder, "a folder, not a file"},
	} {
		_, err := Read(c.path, 1<<20)
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %q", filepath.Base(c.path), err, c.want)
		}
	}
}

// TestReadBoundsTheSize: a file at the limit is read whole; one byte more
// is refused without being read.
func TestReadBoundsTheSize(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "big.json")
	if err := os.WriteFile(p, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Read(p, 10); err != nil || string(data) != "0123456789" {
		t.Fatalf("at the limit: %q, %v", data, err)
	}
	if _, err := Read(p, 9); !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), "10 bytes, more than the 9 allowed") {
		t.Fatalf("past the limit: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "missing.json"), 9); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}
