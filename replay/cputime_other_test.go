//go:build !unix

package replay

import "time"

// cpuTime is not measured on this system; benchmarks report wall time only.
func cpuTime() time.Duration { return 0 }
