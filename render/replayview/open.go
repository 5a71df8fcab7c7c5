package replayview

import (
	"fmt"
	"path/filepath"

	"hexstorm/internal/safefile"
	"hexstorm/replay"
	"hexstorm/sim"
)

// ReadTimeline reads, decodes and verifies the record in path, reporting
// the replay's progress to p.
func ReadTimeline(path string, p replay.Progress) (*replay.Timeline, error) {
	rec, err := ReadRecord(path)
	if err != nil {
		return nil, err
	}
	return VerifyTimeline(filepath.Base(path), rec, p)
}

// ReadRecord reads and decodes the record in path without replaying it:
// quick, and enough to refuse a file that is not a record at all.
func ReadRecord(path string) (*sim.Record, error) {
	data, err := safefile.Read(path, replay.MaxRecordSize)
	if err != nil {
		return nil, err
	}
	rec, err := replay.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return rec, nil
}

// VerifyTimeline replays rec to open it, reporting progress to p.
func VerifyTimeline(name string, rec *sim.Record, p replay.Progress) (*replay.Timeline, error) {
	tl, err := replay.OpenWith(rec, p)
	if err != nil {
		return nil, fmt.Errorf("%s does not verify: %w", name, err)
	}
	return tl, nil
}
