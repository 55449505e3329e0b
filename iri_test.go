package iri

import (
	"testing"
)

// Tests of iri.go: the IRI type, its enumerations and String. Expected
// values are worked out by hand.

// TestEnumStringsOutOfRange: the first value past each list of names is
// "invalid", not a panic.
func TestEnumStringsOutOfRange(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{HostKind(4).String(), "ipvfuture"},
		{HostKind(5).String(), "invalid"},
		{PathForm(5).String(), "opaque"},
		{PathForm(6).String(), "invalid"},
		{ComponentFragment.String(), "fragment"},
		{Component(8).String(), "invalid"},
		{RuleIRIReference.String(), "IRI-reference"},
		{RuleRelativeRef.String(), "irelative-ref"},
		{Rule(4).String(), "invalid"},
	} {
		if c.got != c.want {
			t.Errorf("String() = %q, want %q", c.got, c.want)
		}
	}
}

// TestStringColonInFirstSegment: RFC 3986 section 4.2: a relative-path
// reference whose first segment holds ":" is written after "./", also when
// the ":" comes first (":b" is not a scheme, but it is no path either).
func TestStringColonInFirstSegment(t *testing.T) {
	for path, want := range map[string]string{":b": "./:b", "a:b/c": "./a:b/c", "a/b:c": "a/b:c"} {
		if got := (IRI{Path: path}).String(); got != want {
			t.Errorf("IRI{Path: %q}.String() = %q, want %q", path, got, want)
		}
	}
}

// TestStringOneAllocation: String sizes its result from the components
// and their delimiters ("http" ":" "//" "u" "@" "h" ":" "8" "/p" "?" "q"
// "#" "f"), so writing it costs the one allocation of the result.
func TestStringOneAllocation(t *testing.T) {
	u := &IRI{Scheme: "http", HasAuthority: true, Userinfo: "u", HasUserinfo: true, Host: "h", Port: "8", HasPort: true,
		Path: "/p", Query: "q", HasQuery: true, Fragment: "f", HasFragment: true}
	var s string
	n := testing.AllocsPerRun(20, func() { s = u.String() })
	if s != "http://u@h:8/p?q#f" || n != 1 {
		t.Errorf("String() = %q with %v allocations, want %q with 1", s, n, "http://u@h:8/p?q#f")
	}
}
