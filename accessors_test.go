package iri

import (
	"strings"
	"testing"
)

// Tests of accessors.go: the IRI accessors and setters. Expected values
// are worked out by hand.

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

// Tests that kill mutants of edit.go (make mutate FILES=edit.go).

// TestSetPathAuthorityRule: RFC 3986 section 3.3: after an authority a
// path is empty or starts with "/"; without one a rootless path is fine.
func TestSetPathAuthorityRule(t *testing.T) {
	u, _ := Parse("http://h/p")
	if err := u.SetPath(""); err != nil || u.String() != "http://h" {
		t.Errorf(`SetPath("") on http://h/p: %v, %q, want "http://h"`, err, u.String())
	}
	if err := u.SetPath("b"); err == nil || !strings.Contains(err.Error(), "after an authority a path must be empty or start with \"/\"") {
		t.Errorf(`SetPath("b") on http://h: %v, want the RFC 3986 section 3.3 error`, err)
	}
	v, _ := Parse("a:")
	if err := v.SetPath("b/c"); err != nil || v.String() != "a:b/c" {
		t.Errorf(`SetPath("b/c") on a: %v, %q, want "a:b/c"`, err, v.String())
	}
}

// TestSetUserinfoRootlessPath: adding an authority to "a:b" would need the
// path to start with "/" (RFC 3986 section 3.3), so the recomposed
// "a://x@/b" reads back with the path "/b", not "b": SetUserinfo fails and
// leaves the IRI as it was.
func TestSetUserinfoRootlessPath(t *testing.T) {
	u, _ := Parse("a:b")
	if err := u.SetUserinfo("x"); err == nil || u.String() != "a:b" {
		t.Errorf(`SetUserinfo("x") on a:b: %v, IRI now %q, want an error and "a:b"`, err, u.String())
	}
}

// TestSetKeepsEmptyDelimitedComponents: an empty userinfo, port or query
// that is present ("http://@h", "http://h:", "?") is a component like any
// other (RFC 3986 sections 3.2.1, 3.2.3, 3.4: the delimiter is there), so
// setting the path keeps it and the result reads back the same.
func TestSetKeepsEmptyDelimitedComponents(t *testing.T) {
	for in, want := range map[string]string{
		"http://@h/p": "http://@h/q",
		"http://h:/p": "http://h:/q",
		"http://h/p?": "http://h/q?",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if err := u.SetPath("/q"); err != nil || u.String() != want {
			t.Errorf(`SetPath("/q") on %q: %v, %q, want %q`, in, err, u.String(), want)
		}
	}
}
