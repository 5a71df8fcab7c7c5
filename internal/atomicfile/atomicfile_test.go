package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "save.json")
	if err := Write(p, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, []byte("second")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(p)
	if err != nil || string(got) != "second" {
		t.Fatalf("read back %q, %v; want second", got, err)
	}
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 {
		t.Fatalf("folder holds %d entries, want only the file (no temporary left)", len(entries))
	}
}

func TestWriteFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	if err := Write(p, []byte("old")); err != nil {
		t.Fatal(err)
	}
	// A directory where the file should be makes the rename fail.
	bad := filepath.Join(dir, "blocked")
	if err := os.Mkdir(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bad, "x"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(bad, []byte("new")); err == nil {
		t.Fatal("writing over a non-empty directory succeeded")
	}
	got, _ := os.ReadFile(p)
	if string(got) != "old" {
		t.Fatalf("old file now %q", got)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "save.json" && e.Name() != "blocked" {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}
