//go:build !race

package iri

// raceEnabled: see race_on_test.go.
const raceEnabled = false
