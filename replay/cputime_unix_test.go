//go:build unix

package replay

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system: on a
// shared, loaded machine it measures the work better than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
