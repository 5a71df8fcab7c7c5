package replay

import (
	"testing"

	"hexstorm/sim"
)

// FuzzDecodeRecord: no input, compressed or not, makes Decode or Verify
// panic; whatever they refuse, they refuse with an error (DESIGN section 4:
// fuzzed save decoders).
func FuzzDecodeRecord(f *testing.F) {
	// A short game, so that each run re-simulates quickly: compressed, as
	// JSON, and in format 1.
	g := playSome(f, 5, 40)
	for _, enc := range []func(*sim.Record) ([]byte, error){Encode, EncodeJSON, encodeFormatOne, encodeFormatTwo} {
		data, err := enc(&g.Record)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format": 2, "rules": 1, "scenario": {}, "steps": [], "keyframes": [{"step": 0, "hash": "", "state": {}}]}`))
	f.Add([]byte(`{"format": 1, "rules": 1, "steps": [{"command": {"kind": "move"}, "hash": "x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Decode(data)
		if err != nil {
			return
		}
		Verify(r)
	})
}
