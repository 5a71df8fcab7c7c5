// Package safefile reads the files a player or an attacker can put in the
// game's way (saves, records, scenarios, settings) without trusting them: a
// device, a pipe, a socket or a folder is refused before it is opened for
// reading, and no file is read past a limit, so /dev/zero linked into the
// save folder, a FIFO that never ends, or a file grown while being read can
// neither hang the game nor exhaust its memory.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is the error for a path that is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooBig is the error for a file larger than the limit.
var ErrTooBig = errors.New("too big")

// Error is a file refused before or while reading it.
type Error struct {
	// Path is the file; Problem says in plain words what is wrong with it
	// ("a device, not a file", "12000000 bytes, more than the 8388608 allowed").
	Path, Problem string
	// Err is ErrNotRegular or ErrTooBig.
	Err error
}

// Error names the file and the problem.
func (e *Error) Error() string { return e.Path + ": " + e.Problem }

// Unwrap returns ErrNotRegular or ErrTooBig.
func (e *Error) Unwrap() error { return e.Err }

// Read returns the contents of the regular file at path (a symbolic link
// is followed to its target), refusing anything else, and any file of more
// than limit bytes, with an *Error that wraps ErrNotRegular or ErrTooBig.
func Read(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(path, fi, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file may have been swapped between Stat and Open: ask again of
	// the file actually opened.
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regular(path, fi, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &Error{Path: path, Problem: fmt.Sprintf("grew past %d bytes while being read", limit), Err: ErrTooBig}
	}
	return data, nil
}

// regular checks what Stat said of path.
func regular(path string, fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		return &Error{Path: path, Problem: kind(fi.Mode()) + ", not a file", Err: ErrNotRegular}
	}
	if fi.Size() > limit {
		return &Error{Path: path, Problem: fmt.Sprintf("%d bytes, more than the %d allowed", fi.Size(), limit), Err: ErrTooBig}
	}
	return nil
}

// kind names what a file that is not a regular file is.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "something other than a file"
}
