//go:build race

package iri

// raceEnabled: under the race detector sync.Pool drops some of what is put
// back, so allocation counts of pooled code (the generated parser's) are
// not what a program sees.
const raceEnabled = true
