package check

// Caches for the per-label and per-host work of Run (IDNA ToASCII, the
// TS #39 script and look-alike verdicts, the IDNA rules of host.go): the same
// labels come back in a stream of IRIs ("com", "example", "bücher"), and
// their work is the costly part of checking a host. Each cache holds only
// what a pure function of the key gives, so a hit changes nothing a caller
// sees (TestRunFindingsUnchanged).

import (
	"strings"
	"sync"
)

const (
	// maxCacheEntries bounds each cache: when it is full it is emptied
	// and fills again with what comes next, so memory stays bounded
	// whatever the stream (a million distinct hosts or one) and the
	// entries kept are the ones in use.
	maxCacheEntries = 4096
	// maxCacheKey bounds the keys kept: a longer label or host (hostile
	// input, at most a few per stream) is not cached.
	maxCacheKey = 255
)

// boundedCache maps strings to values of V. It is safe for concurrent
// use. Keys are cloned when stored, since they are often slices of a
// longer input that the cache must not keep alive.
type boundedCache[V any] struct {
	mu sync.RWMutex
	m  map[string]V
}

// get returns the value stored for k and whether there is one.
func (c *boundedCache[V]) get(k string) (V, bool) {
	c.mu.RLock()
	v, ok := c.m[k]
	c.mu.RUnlock()
	return v, ok
}

// put stores v for k, emptying the cache first when it is full; keys
// longer than maxCacheKey are not stored.
func (c *boundedCache[V]) put(k string, v V) {
	if len(k) > maxCacheKey {
		return
	}
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxCacheEntries {
		c.m = make(map[string]V, 64)
	}
	c.m[strings.Clone(k)] = v
	c.mu.Unlock()
}

// idnaResult is IDNA ToASCII's answer for a host (idnaCache).
type idnaResult struct {
	ascii string
	err   error
}

var (
	// idnaCache: idnaprofile.Lookup.ToASCII of decoded hosts.
	idnaCache boundedCache[idnaResult]
	// scriptVerdicts: what the script and look-alike rules say of
	// (decoded, U-label) host labels (labelScripts).
	scriptVerdicts boundedCache[labelVerdict]
	// labelClean: the decoded host labels in which label finds nothing;
	// the value says for which of the two settings of std3 (bit 0:
	// false, bit 1: true).
	labelClean boundedCache[uint8]
	// imitationClean: the hosts (ASCII form) in which imitatedDomain
	// finds nothing.
	imitationClean boundedCache[struct{}]
)
