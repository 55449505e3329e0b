//go:build race

package check

// raceEnabled: the race detector slows everything down; the linearity
// test uses smaller inputs under it.
const raceEnabled = true
