// Package atomicfile writes files so that a crash or a killed process never
// leaves a broken or empty file behind: the data goes to a temporary file in
// the same directory, is synced to disk, and only then renamed over the
// target, which either keeps the old file or shows the new one whole.
package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// tempPattern is the name of Write's temporary files: a dot, the target's
// name, ".tmp-" and a random number.
const tempPattern = ".*.tmp-*"

// StaleAfter is how old a temporary file must be before RemoveStale takes
// it for the leftover of a write that was killed: a write takes well under
// a second, so one this old belongs to no running writer.
const StaleAfter = 10 * time.Minute

// Write replaces path with data atomically, creating parent directories.
func Write(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create folder for %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*") // tempPattern
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	// Sync the directory so the rename itself survives a power cut.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// RemoveStale removes from dir the temporary files of writes that were
// killed before they finished, those last changed before now-StaleAfter,
// and returns how many it removed. A folder that does not exist has none.
func RemoveStale(dir string, now time.Time) (int, error) {
	names, err := filepath.Glob(filepath.Join(dir, tempPattern))
	if err != nil {
		return 0, err
	}
	removed := 0
	var errs []error
	for _, p := range names {
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() || now.Sub(fi.ModTime()) < StaleAfter {
			continue
		}
		if err := os.Remove(p); err != nil {
			errs = append(errs, err)
			continue
		}
		removed++
	}
	return removed, errors.Join(errs...)
}
