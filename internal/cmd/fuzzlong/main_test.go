package main

import "testing"

func TestCheckFuzzTimeAcceptsWhatFuzztimeDoes(t *testing.T) {
	for _, ok := range []string{"10m", "90s", "1h30m", "1000000x", "1x"} {
		if err := checkFuzzTime(ok); err != nil {
			t.Errorf("%q: %v, want accepted", ok, err)
		}
	}
	for _, bad := range []string{"", "10", "0s", "-5m", "0x", "-3x", "x", "10mx", "1e6x"} {
		if err := checkFuzzTime(bad); err == nil {
			t.Errorf("%q accepted, want an error", bad)
		}
	}
}
