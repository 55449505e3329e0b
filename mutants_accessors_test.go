package iri

import (
	"errors"
	"strings"
	"testing"
)

// Tests that kill mutants of accessors.go (make mutate FILES=accessors.go).

// TestHostnameBrackets: Hostname drops a pair of brackets around the
// whole host, however short ("[]" gives ""), and leaves a lone bracket.
func TestHostnameBrackets(t *testing.T) {
	for host, want := range map[string]string{"[::1]": "::1", "[]": "", "[": "[", "]": "]", "a": "a", "": ""} {
		if got := (&IRI{Host: host}).Hostname(); got != want {
			t.Errorf("Hostname of host %q = %q, want %q", host, got, want)
		}
	}
}

// TestRedactedEmptyUser: a userinfo with an empty user name and a password
// (":secret") still has its password replaced.
func TestRedactedEmptyUser(t *testing.T) {
	u, err := Parse("http://:secret@h/")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := u.Redacted(), "http://:xxxxx@h/"; got != want {
		t.Errorf("Redacted() = %q, want %q", got, want)
	}
}

// TestConvertToUCSBadFirstByte: under UTF-8 a bad byte at offset 0 is an
// error like one anywhere else.
func TestConvertToUCSBadFirstByte(t *testing.T) {
	if s, _, err := ConvertToUCS([]byte("\xffa"), "utf-8"); !errors.Is(err, ErrInvalidUTF8) || !strings.Contains(err.Error(), "at byte 0") {
		t.Errorf("ConvertToUCS(\"\\xffa\", utf-8) = %q, %v; want ErrInvalidUTF8 at byte 0", s, err)
	}
}

// TestToURICharsetRunsAtEnd: with a non-Unicode document charset the query
// is read in runs of ASCII and non-ASCII characters, and either kind may
// end it. In ISO-8859-1 "é" is the octet E9: "é=a" gives "%E9=a" and
// "a=é" gives "a=%E9". "À" is C3 80 in UTF-8, a run whose last byte is the
// smallest non-ASCII octet; it is the ISO-8859-1 octet C0.
func TestToURICharsetRunsAtEnd(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/?\u00e9=a": "http://a/?%E9=a",
		"http://a/?a=\u00e9": "http://a/?a=%E9",
		"http://a/?\u00c0b":  "http://a/?%C0b",
	} {
		if got, err := ToURI(in, DocumentCharset("iso-8859-1")); err != nil || got != want {
			t.Errorf("ToURI(%q, iso-8859-1) = %q, %v, want %q", in, got, err, want)
		}
	}
}

// TestToURIAllocations pins what mapping.go's comments promise: without
// options an ASCII IRI is returned as it is, with no allocation, and an
// IRI with non-ASCII characters (an ASCII host) costs the one allocation
// of its result, sized from the number of non-ASCII octets (each becomes
// "%HH"). "À" is C3 80: its second octet is the smallest non-ASCII one.
func TestToURIAllocations(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters change what escapes")
	}
	const in = "a:/\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0"
	var out string
	for _, c := range []struct {
		in, want string
		allocs   float64
	}{
		{"http://a.example/p?q=1#f", "http://a.example/p?q=1#f", 0},
		{in, "a:/" + strings.Repeat("%C3%80", 8), 1},
	} {
		n := testing.AllocsPerRun(20, func() { out, _ = ToURI(c.in) })
		if out != c.want || n != c.allocs {
			t.Errorf("ToURI(%q) = %q with %v allocations, want %q with %v", c.in, out, n, c.want, c.allocs)
		}
	}
}

// TestMappingErrorMessage: the label is named only when there is one.
func TestMappingErrorMessage(t *testing.T) {
	inner := errors.New("idna: bad")
	for _, c := range []struct {
		e    MappingError
		want string
	}{
		{MappingError{Component: ComponentHost, Label: "a\u200db", Err: inner}, `iri: cannot map host label "a\u200db": idna: bad`},
		{MappingError{Component: ComponentPath, Err: inner}, "iri: cannot map path: idna: bad"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
}

// TestToURILEIRICharacters: LEIRI (draft-ietf-iri-3987bis-00 section 7.1)
// takes characters a URI cannot hold. A U+FFFD written as itself is a
// character like any other, its UTF-8 octets EF BF BD percent-encoded; a
// space in the query stays an ASCII character of the query and becomes
// "%20" also when the query is encoded in a document charset.
func TestToURILEIRICharacters(t *testing.T) {
	for _, c := range []struct {
		in   string
		opts []Option
		want string
	}{
		{"a:\uFFFD", []Option{Grammar(LEIRI)}, "a:%EF%BF%BD"},
		{"http://a/?x y\u00e9", []Option{Grammar(LEIRI), DocumentCharset("iso-8859-1")}, "http://a/?x%20y%E9"},
	} {
		if got, err := ToURI(c.in, c.opts...); err != nil || got != c.want {
			t.Errorf("ToURI(%q) = %q, %v, want %q", c.in, got, err, c.want)
		}
	}
}
