package iri

import (
	"testing"
)

// Tests that kill mutants of accessors.go (make mutate FILES=accessors.go;
// those of the old charset.go moved with it to package charset).

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
		if got, err := ToURI(in, DocumentEncoding(latin1)); err != nil || got != want {
			t.Errorf("ToURI(%q, iso-8859-1) = %q, %v, want %q", in, got, err, want)
		}
	}
}
