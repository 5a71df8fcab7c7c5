package play

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used, user and system,
// on all its threads (Ebitengine's and the software GL rasteriser's too).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
