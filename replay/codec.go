package replay

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"hexstorm/sim"
)

// MaxRecordSize is the largest record accepted, checked before decoding: the
// file as read, and again the JSON inside a compressed file, so a small file
// cannot inflate into an unbounded one.
const MaxRecordSize = 64 << 20

// Encode returns a record in the file format: JSON, one step per line,
// compressed with gzip. Keyframes make a long game's JSON large and very
// repetitive, so it shrinks ten to twenty times (docs/records.md).
func Encode(r *sim.Record) ([]byte, error) {
	data, err := EncodeJSON(r)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// EncodeJSON returns a record as uncompressed JSON with one step and one
// keyframe per line, for reading and diffing; Decode reads it as well.
func EncodeJSON(r *sim.Record) ([]byte, error) {
	head := *r
	head.Steps, head.Keyframes = nil, nil
	data, err := json.MarshalIndent(head, "", " ")
	if err != nil {
		return nil, err
	}
	// Replace the empty lists by one line per element: MarshalIndent would
	// spread every command and snapshot over dozens of lines.
	data = bytes.TrimSuffix(data, []byte("\n}"))
	var buf bytes.Buffer
	buf.Write(data)
	buf.WriteString(",\n \"steps\": [")
	for i, st := range r.Steps {
		if err := writeLine(&buf, i, st); err != nil {
			return nil, err
		}
	}
	buf.WriteString("\n ]")
	if len(r.Keyframes) > 0 {
		buf.WriteString(",\n \"keyframes\": [")
		for i, k := range r.Keyframes {
			if err := writeLine(&buf, i, k); err != nil {
				return nil, err
			}
		}
		buf.WriteString("\n ]")
	}
	buf.WriteString("\n}\n")
	return buf.Bytes(), nil
}

// writeLine writes one list element on its own line.
func writeLine(buf *bytes.Buffer, i int, v any) error {
	line, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if i > 0 {
		buf.WriteByte(',')
	}
	buf.WriteString("\n  ")
	buf.Write(line)
	return nil
}

// gzipMagic opens every gzip stream.
var gzipMagic = []byte{0x1f, 0x8b}

// Decode reads a record, compressed or not, refusing data that is too large,
// malformed, of an unknown or newer format, or recorded under other rules.
// Records of older formats are migrated to the current one. Keyframes are
// checked against the step hashes, so an edited snapshot is refused here
// even before the record is replayed.
func Decode(data []byte) (*sim.Record, error) {
	if len(data) > MaxRecordSize {
		return nil, fmt.Errorf("record is %d bytes, more than the %d allowed", len(data), MaxRecordSize)
	}
	if bytes.HasPrefix(data, gzipMagic) {
		var err error
		if data, err = gunzip(data); err != nil {
			return nil, err
		}
	}
	var probe struct {
		Format *int `json:"format"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("not a game record: %v", err)
	}
	switch {
	case probe.Format == nil:
		return nil, fmt.Errorf("not a game record: no format field")
	case *probe.Format > sim.RecordFormat:
		return nil, fmt.Errorf("record format %d is newer than this game understands (%d): update the game to open it", *probe.Format, sim.RecordFormat)
	case *probe.Format < 1:
		return nil, fmt.Errorf("record format %d is not valid", *probe.Format)
	}
	r, err := migrations[*probe.Format-1](data)
	if err != nil {
		return nil, fmt.Errorf("record is damaged: %v", err)
	}
	if r.Rules != sim.RulesVersion {
		return nil, fmt.Errorf("record was played under rules version %d; this game has rules version %d", r.Rules, sim.RulesVersion)
	}
	if err := r.CheckKeyframes(); err != nil {
		return nil, fmt.Errorf("record is damaged: %w", err)
	}
	return r, nil
}

// migrations[v-1] reads a record of format v and returns it in the current
// format. A new format adds its reader here and turns the previous one into
// a migration.
var migrations = []func([]byte) (*sim.Record, error){
	migrateV1,
	migrateV2,
	decodeCurrent,
}

// migrateV2 reads a format 2 record: the current layout without the end
// (sim.End), which such a record does not state.
func migrateV2(data []byte) (*sim.Record, error) {
	r, err := decodeCurrent(data)
	if err != nil {
		return nil, err
	}
	if r.End != nil {
		return nil, errors.New(`a format 2 record has no "end"`)
	}
	r.Format = sim.RecordFormat
	return r, nil
}

// decodeCurrent reads a record of the current format, refusing unknown
// fields so a misspelt or foreign field is reported, not ignored. A record
// of any command must say how it ends.
func decodeCurrent(data []byte) (*sim.Record, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r sim.Record
	if err := dec.Decode(&r); err != nil {
		return nil, err
	}
	if r.End == nil && len(r.Steps) > 0 && r.Format == sim.RecordFormat {
		return nil, errors.New(`it does not say how it ends (its "end" field is missing)`)
	}
	return &r, nil
}

// recordV1 is format 1: the current layout without keyframes.
type recordV1 struct {
	Format    int             `json:"format"`
	Rules     int             `json:"rules"`
	Scenario  json.RawMessage `json:"scenario"`
	Seed      uint64          `json:"seed"`
	Options   sim.Options     `json:"options"`
	StartHash string          `json:"start_hash"`
	Steps     []sim.Step      `json:"steps"`
}

// migrateV1 reads a format 1 record. It had no keyframes; seeking in it
// falls back on snapshots the viewer takes as it verifies (timeline.go), and
// the record gains keyframes when it is written again (Rekey).
func migrateV1(data []byte) (*sim.Record, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var old recordV1
	if err := dec.Decode(&old); err != nil {
		return nil, err
	}
	return &sim.Record{
		Format:    sim.RecordFormat,
		Rules:     old.Rules,
		Scenario:  old.Scenario,
		Seed:      old.Seed,
		Options:   old.Options,
		StartHash: old.StartHash,
		Steps:     old.Steps,
	}, nil
}

// gunzip inflates a compressed record, stopping at MaxRecordSize.
func gunzip(data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("record is damaged: %v", err)
	}
	out, err := io.ReadAll(io.LimitReader(zr, MaxRecordSize+1))
	if err != nil {
		if errors.Is(err, gzip.ErrChecksum) {
			return nil, errors.New("record is damaged: its compressed data fails the checksum")
		}
		return nil, fmt.Errorf("record is damaged: %v", err)
	}
	if len(out) > MaxRecordSize {
		return nil, fmt.Errorf("record unpacks to more than the %d bytes allowed", MaxRecordSize)
	}
	return out, nil
}
