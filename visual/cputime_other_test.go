//go:build !unix

package visual

// cpuTime returns -1: the CPU time is not read on this system.
func cpuTime() int64 { return -1 }
