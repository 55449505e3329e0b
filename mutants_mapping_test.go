package iri

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// Tests that kill mutants of mapping.go (make mutate FILES=mapping.go).

// TestToURILenientSplits: with Lenient an input the grammar rejects is
// split as RFC 3986 appendix B does, and each component is then encoded
// (draft-ietf-iri-3987bis-00 section 3.3: a space is "%20"). Worked by hand:
//   - "a b" has no ":", "/", "?" or "#": all of it is the path;
//   - "///a b": "//" then an empty authority (the next "/" ends it at once);
//   - "http://a?b c": the path between authority and "?" is empty;
//   - "a:?#b c": the query between "?" and "#" is empty;
//   - "http://@h/a b": the userinfo before "@" is empty, but present.
func TestToURILenientSplits(t *testing.T) {
	for in, want := range map[string]string{
		"a b":           "a%20b",
		"///a b":        "///a%20b",
		"http://a?b c":  "http://a?b%20c",
		"a:?#b c":       "a:?#b%20c",
		"http://@h/a b": "http://@h/a%20b",
	} {
		if _, err := Parse(in); err == nil {
			t.Fatalf("%q parses: the test needs input the grammar rejects", in)
		}
		if got, err := ToURI(in, Lenient()); err != nil || got != want {
			t.Errorf("ToURI(%q, Lenient()) = %q, %v, want %q", in, got, err, want)
		}
	}
}

// TestToIRIGoesOnAfterKeptLabelsAndTriplets: ToIRI (draft-ietf-iri-3987bis-00
// section 3.7) works through the whole string: after a "%2F" that stays
// encoded (a reserved character, step 2) the next triplets are still
// decoded, and after a label that stays as it is (an ASCII label, or
// "xn--a", whose punycode does not decode) the next "xn--" label is still
// converted (step 6): xn--rsum-bpad is the ACE form of "résumé".
func TestToIRIGoesOnAfterKeptLabelsAndTriplets(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/%2F%C3%A9":                  "http://a/%2F\u00e9",
		"http://www.xn--rsum-bpad.example/":   "http://www.r\u00e9sum\u00e9.example/",
		"http://xn--a.xn--rsum-bpad.example/": "http://xn--a.r\u00e9sum\u00e9.example/",
	} {
		if got, err := ToIRI(in); err != nil || got != want {
			t.Errorf("ToIRI(%q) = %q, %v, want %q", in, got, err, want)
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
		{"http://a/?x y\u00e9", []Option{Grammar(LEIRI), DocumentEncoding(latin1)}, "http://a/?x%20y%E9"},
	} {
		if got, err := ToURI(c.in, c.opts...); err != nil || got != c.want {
			t.Errorf("ToURI(%q) = %q, %v, want %q", c.in, got, err, c.want)
		}
	}
}

// TestToIRIHostLabelGuards: draft-ietf-iri-3987bis-00 section 3.7 step 6
// turns an "xn--" label into Unicode only where the result is appropriate.
// Worked by hand:
//   - "xn--a%2fb-fsa" is the Punycode of "a%2fbé" (its basic code points
//     "a%2fb" copied, then "é"): a "%" is not an ireg-name character (3987bis
//     ireg-name has no pct-encoded), so the label stays; the next label,
//     "xn--rsum-bpad" ("résumé"), is still converted.
//   - With a profile that validates nothing (idna.Punycode), the character
//     checks are the only guard: U+200D ZERO WIDTH JOINER is invisible
//     (section 6.1) and U+0080 is a C1 control, no ucschar; both labels stay.
func TestToIRIHostLabelGuards(t *testing.T) {
	in := "http://xn--a%2fb-fsa.xn--rsum-bpad.example/"
	if got, err := ToIRI(in); err != nil || got != "http://xn--a%2fb-fsa.résumé.example/" {
		t.Errorf("ToIRI(%q) = %q, %v", in, got, err)
	}
	for _, s := range []string{"a\u200d", "a\u0080"} {
		label, err := idna.Punycode.ToASCII(s)
		if err != nil || !strings.HasPrefix(label, "xn--") {
			t.Fatalf("Punycode of %+q: %q, %v", s, label, err)
		}
		in := "http://" + label + ".xn--rsum-bpad/"
		want := "http://" + label + ".résumé/"
		if got, err := ToIRI(in, IDNAProfile(idna.Punycode)); err != nil || got != want {
			t.Errorf("ToIRI(%q, IDNAProfile(idna.Punycode)) = %+q, %v; want %q", in, got, err, want)
		}
	}
}

// TestToIRIKeepsLabelsThatDoNotMapBack: a label is converted only where
// ToASCII of its Unicode form gives the label back (hostToUnicode's doc),
// so that ToURI of the result is the input again. "xn--RSUM-BPAD" decodes
// to "résumé", whose A-label is the lowercase "xn--rsum-bpad": it stays as
// written, and the next label is still converted.
func TestToIRIKeepsLabelsThatDoNotMapBack(t *testing.T) {
	for in, want := range map[string]string{
		"http://xn--RSUM-BPAD.xn--rsum-bpad/": "http://xn--RSUM-BPAD.résumé/",
		"http://XN--rsum-bpad.xn--rsum-bpad/": "http://XN--rsum-bpad.résumé/",
	} {
		if got, err := ToIRI(in); err != nil || got != want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
