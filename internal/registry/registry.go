// Package registry is the copy-on-write map behind the scheme registries
// of the iri and check packages.
package registry

import (
	"strings"
	"sync"
	"sync/atomic"
)

// Registry maps lowercase names to values; it is safe for concurrent use.
// Names are compared case-insensitively. Lookups, which every mapping,
// comparison and check makes, read the current map with one atomic load; a
// registration, which is rare, publishes a new map. The zero value is an
// empty registry.
type Registry[T any] struct {
	mu sync.Mutex // serialises writers
	m  atomic.Pointer[map[string]T]
}

// Set adds or replaces the value for name (lowercased).
func (r *Registry[T]) Set(name string, v T) {
	name = strings.ToLower(name)
	r.mu.Lock()
	defer r.mu.Unlock()
	m := map[string]T{name: v}
	if old := r.m.Load(); old != nil {
		for k, x := range *old {
			if k != name {
				m[k] = x
			}
		}
	}
	r.m.Store(&m)
}

// Get returns the value for name, compared case-insensitively.
func (r *Registry[T]) Get(name string) (T, bool) {
	var v T
	m := r.m.Load()
	if m == nil {
		return v, false
	}
	v, ok := (*m)[name]
	if !ok {
		v, ok = (*m)[strings.ToLower(name)]
	}
	return v, ok
}
