package iri

import (
	"strconv"
	"testing"
	"unsafe"
)

// TestIRISize keeps the IRI at 128 bytes on 64-bit platforms: Parse
// allocates one per call, and its size is most of Parse's cost (issue 4,
// BENCHMARKS.md).
func TestIRISize(t *testing.T) {
	if strconv.IntSize != 64 {
		t.Skip("the size budget is for 64-bit platforms")
	}
	if n := unsafe.Sizeof(IRI{}); n > 128 {
		t.Errorf("unsafe.Sizeof(IRI{}) = %d, want at most 128", n)
	}
}

// TestSpansOfBuiltIRI checks that Spans describes String() for an IRI built
// from components rather than parsed. Offsets counted by hand in
// "s://u@h:1/p?q#f" and in "//h" and "p#".
func TestSpansOfBuiltIRI(t *testing.T) {
	for _, c := range []struct {
		u    IRI
		want Spans
	}{
		{IRI{Scheme: "s", Userinfo: "u", Host: "h", Port: "1", Path: "/p", Query: "q", Fragment: "f",
			HasAuthority: true, HasUserinfo: true, HasPort: true, HasQuery: true, HasFragment: true},
			Spans{Scheme: Span{0, 1}, Authority: Span{4, 9}, Userinfo: Span{4, 5}, Host: Span{6, 7}, Port: Span{8, 9},
				Path: Span{9, 11}, Query: Span{12, 13}, Fragment: Span{14, 15}}},
		{IRI{Host: "h", HasAuthority: true},
			Spans{Authority: Span{2, 3}, Host: Span{2, 3}, Path: Span{3, 3}}},
		{IRI{Path: "p", HasFragment: true},
			Spans{Path: Span{0, 1}, Fragment: Span{2, 2}}},
	} {
		if got := c.u.Spans(); got != c.want {
			t.Errorf("%q: Spans() = %+v, want %+v", c.u.String(), got, c.want)
		}
	}
}
