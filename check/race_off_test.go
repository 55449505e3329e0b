//go:build !race

package check

// raceEnabled: see race_on_test.go.
const raceEnabled = false
