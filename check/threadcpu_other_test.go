//go:build !linux

package check

import "time"

// threadCPU is not available on this system (see threadcpu_linux_test.go).
func threadCPU() (time.Duration, bool) { return 0, false }
