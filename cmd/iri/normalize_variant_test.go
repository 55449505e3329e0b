package main

import "testing"

// Normalization stays in its variant: under rfc3986 only percent-encoded
// unreserved characters are decoded (RFC 3986 section 6.2.2.2), so
// %CE%B1 (U+03B1) stays encoded; under rfc3987 it is decoded
// (draft-ietf-iri-3987bis-00 section 5.3.2.3).
func TestNormalizeVariant(t *testing.T) {
	code, out, _ := runCLI(t, "", "normalize", "--variant", "rfc3986", "--level", "syntax", "scheme:/%CE%B1", "scheme:/%7e%ce%b1")
	if want := "scheme:/%CE%B1\nscheme:/~%CE%B1\n"; code != exitOK || out != want {
		t.Errorf("rfc3986: exit %d, got %q, want %q", code, out, want)
	}
	_, out, _ = runCLI(t, "", "normalize", "--level", "syntax", "scheme:/%CE%B1")
	if want := "scheme:/α\n"; out != want {
		t.Errorf("rfc3987: got %q, want %q", out, want)
	}
	// compare uses the same normal forms: an encoded "~" equals "~".
	if code, _, _ := runCLI(t, "", "compare", "--variant", "rfc3986", "--level", "syntax", "http://a/%7E", "http://a/~"); code != exitOK {
		t.Errorf("compare %%7E ~: exit %d, want 0", code)
	}
	if code, _, _ := runCLI(t, "", "compare", "--variant", "rfc3986", "--level", "syntax", "http://a/%7E", "http://a/%7F"); code != exitInvalid {
		t.Errorf("compare %%7E %%7F: exit %d, want 1", code)
	}
}
