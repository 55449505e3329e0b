package check

import (
	"strconv"
	"strings"
	"testing"
)

// TestBoundedCacheKeyLength: put keeps keys of up to maxCacheKey (255)
// bytes and drops longer ones (cache.go: a longer label or host is hostile
// input, not worth keeping).
func TestBoundedCacheKeyLength(t *testing.T) {
	var c boundedCache[int]
	for _, n := range []int{1, 254, 255} {
		k := strings.Repeat("a", n)
		c.put(k, n)
		if v, ok := c.get(k); !ok || v != n {
			t.Errorf("key of %d bytes: get = %d, %v; want %d, true", n, v, ok, n)
		}
	}
	for _, n := range []int{256, 1000} {
		k := strings.Repeat("b", n)
		c.put(k, n)
		if v, ok := c.get(k); ok {
			t.Errorf("key of %d bytes stored (%d)", n, v)
		}
	}
}

// TestBoundedCacheEmptiesWhenFull: the cache holds maxCacheEntries (4096)
// entries; the next new key empties it first, so it then holds that key
// alone and memory stays bounded (cache.go).
func TestBoundedCacheEmptiesWhenFull(t *testing.T) {
	var c boundedCache[int]
	for i := range maxCacheEntries {
		c.put(strconv.Itoa(i), i)
	}
	for i := range maxCacheEntries {
		if v, ok := c.get(strconv.Itoa(i)); !ok || v != i {
			t.Fatalf("full cache: get(%d) = %d, %v", i, v, ok)
		}
	}
	c.put("new", -1)
	if v, ok := c.get("new"); !ok || v != -1 {
		t.Errorf("get(new) = %d, %v after the cache was emptied", v, ok)
	}
	for _, i := range []int{0, 1, maxCacheEntries - 1} {
		if v, ok := c.get(strconv.Itoa(i)); ok {
			t.Errorf("entry %d (%d) kept after the cache was full", i, v)
		}
	}
	if n := len(c.m); n != 1 {
		t.Errorf("%d entries after emptying; want 1", n)
	}
}
