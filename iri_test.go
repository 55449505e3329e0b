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

func TestStringDerivesFlags(t *testing.T) {
	for _, tt := range []struct {
		u    IRI
		want string
	}{
		{IRI{Scheme: "https", Host: "example.org", Path: "/p"}, "https://example.org/p"},
		{IRI{Scheme: "https", Host: "example.org", Path: "p"}, "https://example.org/p"},
		{IRI{Scheme: "http", Host: "h", Port: "8080"}, "http://h:8080"},
		{IRI{Scheme: "ftp", Userinfo: "u", Host: "h", Path: "/"}, "ftp://u@h/"},
		{IRI{Scheme: "http", HasAuthority: true, HasPort: true, Path: "/"}, "http://:/"},
		// Any component of the authority, or its flag alone, makes String
		// write the authority (RFC 3986 section 3.2: "//" then
		// [ userinfo "@" ] host [ ":" port ], each part possibly empty).
		{IRI{Scheme: "s", HasUserinfo: true}, "s://@"},
		{IRI{Scheme: "s", Userinfo: "u"}, "s://u@"},
		{IRI{Scheme: "s", HasPort: true}, "s://:"},
		{IRI{Scheme: "s", Port: "8"}, "s://:8"},
		{IRI{Path: "//a/b"}, "/.//a/b"},
		{IRI{Scheme: "x", Path: "//a"}, "x:/.//a"},
		{IRI{Path: "a:b/c"}, "./a:b/c"},
		{IRI{Scheme: "urn", Path: "a:b"}, "urn:a:b"},
		{IRI{Path: "/p", Query: "q"}, "/p?q"},
		{IRI{Path: "/p", Fragment: "f"}, "/p#f"},
		{IRI{Path: "/p", HasQuery: true, HasFragment: true}, "/p?#"},
	} {
		got := tt.u.String()
		if got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.u, got, tt.want)
			continue
		}
		// What String writes parses, and Spans locates each field in it.
		if _, err := Parse(got); err != nil {
			t.Errorf("Parse(%q): %v", got, err)
		}
		sp := tt.u.Spans()
		for _, c := range []struct {
			span  Span
			field string
		}{{sp.Scheme, tt.u.Scheme}, {sp.Userinfo, tt.u.Userinfo}, {sp.Host, tt.u.Host}, {sp.Port, tt.u.Port},
			{sp.Path, tt.u.Path}, {sp.Query, tt.u.Query}, {sp.Fragment, tt.u.Fragment}} {
			if got[c.span.Start:c.span.End] != c.field {
				t.Errorf("%q: span %v holds %q, want %q", got, c.span, got[c.span.Start:c.span.End], c.field)
			}
		}
	}
}
