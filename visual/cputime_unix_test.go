//go:build unix

package visual

import "syscall"

// cpuTime returns the CPU time (user and system) the process has used, in
// nanoseconds, or -1 where it cannot be read.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
