package iri

import (
	"errors"
	"net/url"
	"reflect"
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

func TestSetters(t *testing.T) {
	u, err := Parse("http://a.example/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		do   func(u *IRI) error
		want string // "" when the step must fail and leave u unchanged
	}{
		{func(u *IRI) error { return u.SetHost("résumé.example") }, "http://résumé.example/p?q#f"},
		{func(u *IRI) error { return u.SetHost("a b") }, ""},
		{func(u *IRI) error { return u.SetHost("a/b") }, ""},
		{func(u *IRI) error { return u.SetHost("[::1]") }, "http://[::1]/p?q#f"},
		{func(u *IRI) error { return u.SetHost("[::1") }, ""},
		{func(u *IRI) error { return u.SetPort("8080") }, "http://[::1]:8080/p?q#f"},
		{func(u *IRI) error { return u.SetPort("80x") }, ""},
		{func(u *IRI) error { return u.SetPath("/a/é") }, "http://[::1]:8080/a/é?q#f"},
		{func(u *IRI) error { return u.SetPath("rel") }, ""},
		{func(u *IRI) error { return u.SetPath("/x?y") }, ""},
		{func(u *IRI) error { return u.SetQuery("a=1&b=é") }, "http://[::1]:8080/a/é?a=1&b=é#f"},
		{func(u *IRI) error { return u.SetQuery("a#b") }, ""},
		{func(u *IRI) error { return u.SetFragment("") }, "http://[::1]:8080/a/é?a=1&b=é#"},
		{func(u *IRI) error { return u.SetFragment("x#y") }, ""},
		{func(u *IRI) error { return u.SetUserinfo("me") }, "http://me@[::1]:8080/a/é?a=1&b=é#"},
		{func(u *IRI) error { return u.SetUserinfo("a@b") }, ""},
		{func(u *IRI) error { return u.SetScheme("9x") }, ""},
		{func(u *IRI) error { return u.SetScheme("https") }, "https://me@[::1]:8080/a/é?a=1&b=é#"},
		{func(u *IRI) error { u.Clear(ComponentFragment); return nil }, "https://me@[::1]:8080/a/é?a=1&b=é"},
		{func(u *IRI) error { u.Clear(ComponentQuery); return nil }, "https://me@[::1]:8080/a/é"},
		{func(u *IRI) error { u.Clear(ComponentUserinfo); return nil }, "https://[::1]:8080/a/é"},
		{func(u *IRI) error { u.Clear(ComponentPort); return nil }, "https://[::1]/a/é"},
		{func(u *IRI) error { u.Clear(ComponentAuthority); return nil }, "https:/a/é"},
		{func(u *IRI) error { u.Clear(ComponentScheme); return nil }, "/a/é"},
	}
	for i, st := range steps {
		before := *u
		err := st.do(u)
		switch {
		case st.want == "" && err == nil:
			t.Errorf("step %d: no error, IRI now %q", i, u)
		case st.want == "" && *u != before:
			t.Errorf("step %d: failed (%v) but changed the IRI to %q", i, err, u)
		case st.want != "" && err != nil:
			t.Errorf("step %d: %v", i, err)
		case st.want != "" && u.String() != st.want:
			t.Errorf("step %d: %q, want %q", i, u, st.want)
		}
	}
	if u.HostKind != HostNone || u.PathForm != PathAbsolute {
		t.Errorf("after the last step: host kind %v, path form %v; want none, absolute", u.HostKind, u.PathForm)
	}
	v, _ := Parse("http://h/")
	if err := v.SetHost("[::1]"); err != nil || v.HostKind != HostIPv6 {
		t.Errorf("SetHost([::1]): %v, host kind %v, want ipv6", err, v.HostKind)
	}
	var pe *ParseError
	if err := v.SetHost("a b"); !errors.As(err, &pe) {
		t.Errorf("SetHost(\"a b\") = %v, want a wrapped *ParseError", err)
	}
	// The grammar is an option: 3987bis has no pct-encoded in ireg-name.
	if err := v.SetHost("%C3%A9", Grammar(RFC3987bis)); err == nil {
		t.Errorf("SetHost(%%C3%%A9) under 3987bis: no error")
	}
	if err := v.SetHost("%C3%A9"); err != nil {
		t.Errorf("SetHost(%%C3%%A9) under rfc3987: %v", err)
	}
}

func TestAccessors(t *testing.T) {
	for _, tt := range []struct {
		in, hostname string
		port         int
		portOK       bool
		absolute     bool
		redacted     string
	}{
		{"http://[::1]:80/", "::1", 80, true, true, "http://[::1]:80/"},
		{"http://h:8080/#f", "h", 8080, true, false, "http://h:8080/#f"},
		{"http://h:/", "h", 0, false, true, "http://h:/"},
		{"http://h:65536/", "h", 0, false, true, "http://h:65536/"},
		{"http://h:65535/", "h", 65535, true, true, "http://h:65535/"},
		{"ftp://user:secret@h/", "h", 0, false, true, "ftp://user:xxxxx@h/"},
		{"ftp://user:@h/", "h", 0, false, true, "ftp://user:xxxxx@h/"},
		{"ftp://user@h/", "h", 0, false, true, "ftp://user@h/"},
		{"/p?q", "", 0, false, false, "/p?q"},
		{"mailto:a@b", "", 0, false, true, "mailto:a@b"},
	} {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		port, ok := u.PortNumber()
		if u.Hostname() != tt.hostname || port != tt.port || ok != tt.portOK || u.IsAbsoluteIRI() != tt.absolute || u.Redacted() != tt.redacted {
			t.Errorf("%q: Hostname %q, PortNumber %d %v, IsAbsolute %v, Redacted %q; want %q, %d %v, %v, %q",
				tt.in, u.Hostname(), port, ok, u.IsAbsoluteIRI(), u.Redacted(), tt.hostname, tt.port, tt.portOK, tt.absolute, tt.redacted)
		}
		if u.String() != tt.in {
			t.Errorf("Redacted changed the IRI: %q", u)
		}
	}
	u, err := Parse("http://h/?q=caf%C3%A9&r=é+x&q=2&s;t=1")
	if err != nil {
		t.Fatal(err)
	}
	got := u.QueryValues()
	want := url.Values{"q": {"café", "2"}, "r": {"é x"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("QueryValues = %v, want %v", got, want)
	}
}
