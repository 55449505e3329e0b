package iri

import (
	"testing"
)

// Tests of preprocess.go (WebAddressToIRI, LEIRIToIRI). Expected values
// worked out by hand from draft-ietf-iri-3987bis-00 section 7.2 and
// RFC 3986 appendix B.

func TestWebAddressToIRIByHand(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// Step 5: "\" separators become "/", including the two before the
		// authority and the one after it.
		{"http:\\\\example.org\\a", "http://example.org/a"},
		{"http:/\\example.org/a\\b", "http://example.org/a/b"},
		// Step 1 trims space, CR, LF and TAB at both ends; an input that is
		// only white space is the empty reference.
		{"\r", ""},
		{"\n", ""},
		{"\t", ""},
		{" ", ""},
		{" \r\n\thttp://h/ \r\n\t", "http://h/"},
		// Step 2 removes TAB, LF and CR inside; a space inside stays and is
		// percent-encoded (step 3).
		{"http://h/a\tb\nc\rd", "http://h/abcd"},
		{"http://h/a b", "http://h/a%20b"},
		// Step 4: a lone "%" becomes "%25"; a triplet stays.
		{"http://h/%zz%41", "http://h/%25zz%41"},
		{"http://h/%", "http://h/%25"},
		{"http://h/%4", "http://h/%254"},
		// "\" in the query or fragment is an ordinary character: encoded.
		{"http://h/?a\\b#c\\d", "http://h/?a%5Cb#c%5Cd"},
	} {
		got, err := WebAddressToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("WebAddressToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func TestLEIRIToIRIByHand(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// Section 7.1: leiri-ucschar less ucschar is encoded (space is 20,
		// "<" 3C, "\" 5C, U+0001 01, DEL 7F, U+E000 EE 80 80); "\" is no
		// separator in a LEIRI.
		{"http://h/a b<\\\x01\x7f", "http://h/a%20b%3C%5C%01%7F"},
		{"http://h/?\uE000", "http://h/?%EE%80%80"},
		{"a%41", "a%41"},
		// Userinfo and host are encoded too (RFC3987 accepts a
		// percent-encoded ireg-name).
		{"http://u\x01@h\x01/", "http://u%01@h%01/"},
	} {
		got, err := LEIRIToIRI(c.in, Grammar(RFC3987))
		if err != nil || got != c.want {
			t.Errorf("LEIRIToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}
