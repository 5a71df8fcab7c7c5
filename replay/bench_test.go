package replay

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"hexstorm/sim"
)

// reportCPU adds the CPU time per operation since start to a benchmark, as
// "cpu-ns/op", next to the wall-clock ns/op.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cpuTime() - start; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// The bars (DESIGN section 4): verifying a 100-turn record in under 1 s,
// seeking to any point of it in under 100 ms. The record is a 100-turn AI
// game of the Channel scenario from testdata.
const longRecord = "channel-100-turns-3.json.gz"

// BenchmarkDecode100Turns reads the compressed file, checking its keyframes.
func BenchmarkDecode100Turns(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", longRecord))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerify100Turns re-simulates every command and checks every hash
// and keyframe, as `hexstorm verify` does.
func BenchmarkVerify100Turns(b *testing.B) {
	r := readKnownGood(b, longRecord)
	b.ReportMetric(float64(len(r.Steps)), "commands")
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		if _, err := Verify(r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen100Turns is what the viewer does on opening a record:
// verify it and index its turns, phases and keyframes.
func BenchmarkOpen100Turns(b *testing.B) {
	r := readKnownGood(b, longRecord)
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		if _, err := Open(r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeek100Turns jumps to the worst points of the record, the step
// just before a keyframe (KeyframeEvery-1 commands to re-simulate), in an
// order that goes backward and forward.
func BenchmarkSeek100Turns(b *testing.B) {
	tl := openKnownGood(b, longRecord)
	p := NewPlayer(tl)
	var targets []int
	for k := tl.Len() / sim.KeyframeEvery; k > 0; k -= 7 {
		targets = append(targets, k*sim.KeyframeEvery-1, (k/2)*sim.KeyframeEvery+sim.KeyframeEvery-1)
	}
	targets = append(targets, tl.Len(), 0)
	i := 0
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		p.Seek(targets[i%len(targets)])
		if p.Err() != nil {
			b.Fatal(p.Err())
		}
		i++
	}
}
