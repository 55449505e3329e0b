package registry

import (
	"sync"
	"testing"
)

func TestRegistry(t *testing.T) {
	var r Registry[int]
	if _, ok := r.Get("x"); ok {
		t.Fatal("empty registry found x")
	}
	r.Set("HTTP", 1)
	r.Set("ftp", 2)
	r.Set("Http", 3) // replaces, case-insensitively
	for _, tt := range []struct {
		name string
		v    int
		ok   bool
	}{{"http", 3, true}, {"HTTP", 3, true}, {"hTtP", 3, true}, {"ftp", 2, true}, {"FTP", 2, true}, {"gopher", 0, false}} {
		v, ok := r.Get(tt.name)
		if v != tt.v || ok != tt.ok {
			t.Errorf("Get(%q) = %d, %v; want %d, %v", tt.name, v, ok, tt.v, tt.ok)
		}
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			r.Set(string(rune('a'+i)), i)
			r.Get("http")
		}(i)
	}
	wg.Wait()
	for i := 0; i < 8; i++ {
		if v, ok := r.Get(string(rune('A' + i))); !ok || v != i {
			t.Errorf("after concurrent sets: Get(%c) = %d, %v", 'A'+i, v, ok)
		}
	}
}
