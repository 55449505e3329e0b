package iri

import "testing"

// Tests that kill mutants of resolve.go (make mutate FILES=resolve.go).

// TestRelativizeColonSegments: a relative-path reference whose first
// segment holds ":" would read as a scheme (RFC 3986 section 4.2), so
// Relativize writes "./" before it: from the directory http://x/d/,
// http://x/d/a:b is "./a:b" (not "a:b") and http://x/d/:b is "./:b"
// (":b" is no reference at all). A target with another scheme whose path
// has ":" in its first segment (urn:a:b) is returned whole: it has a
// scheme, so nothing is mistaken for one.
func TestRelativizeColonSegments(t *testing.T) {
	for _, c := range []struct{ base, target, want string }{
		{"http://x/d/", "http://x/d/a:b", "./a:b"},
		{"http://x/d/", "http://x/d/:b", "./:b"},
		{"http://x/d/", "urn:a:b", "urn:a:b"},
		{"http://x/d/", "http://x/d/a", "a"},
	} {
		got, err := Relativize(c.base, c.target)
		if err != nil || got != c.want {
			t.Errorf("Relativize(%q, %q) = %q, %v, want %q", c.base, c.target, got, err, c.want)
		}
	}
}
