package iri

import "testing"

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
