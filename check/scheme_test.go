package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// spanOf is a finding reduced to its code and byte span.
type spanOf struct {
	code       Code
	start, end int
}

func spansOf(fs []Finding) []spanOf {
	var out []spanOf
	for _, f := range fs {
		out = append(out, spanOf{f.Code, f.Span.Start, f.Span.End})
	}
	return out
}

// TestSchemeRuleBoundaries: the limits of the scheme rules, each side of
// each boundary, with spans counted by hand.
func TestSchemeRuleBoundaries(t *testing.T) {
	nid32, nid33 := strings.Repeat("a", 32), strings.Repeat("a", 33)
	for _, tt := range []struct {
		in   string
		want []spanOf
	}{
		// RFC 8141 section 2: NID = (alphanum) 0*30(ldh) (alphanum), so
		// 2 to 32 characters, no hyphen at either end.
		{"urn:" + nid32 + ":x", nil},
		{"urn:" + nid33 + ":x", []spanOf{{CodeSchemeSyntax, 4, 37}}},
		{"urn:ab:x", nil},
		{"urn:a-b:x", nil},
		{"urn:ab-:x", []spanOf{{CodeSchemeSyntax, 4, 7}}},
		{"urn:-ab:x", []spanOf{{CodeSchemeSyntax, 4, 7}}},
		{"urn:a_b:x", []spanOf{{CodeSchemeSyntax, 4, 7}}},
		// The query of a URN is an r-component "?+" or a q-component "?=".
		{"urn:isbn:1?=x", nil},
		{"urn:isbn:1?+x", nil},
		{"urn:isbn:1?+x?=y", nil},
		{"urn:isbn:1?x", []spanOf{{CodeSchemeSyntax, 10, 12}}},
		{"urn:isbn:", []spanOf{{CodeSchemeSyntax, 9, 9}}},
		// RFC 2397 section 3: mediatype is type "/" subtype.
		{"data:text/plain,x", nil},
		{"data:/plain,x", []spanOf{{CodeSchemeSyntax, 5, 11}}},
		{"data:text/,x", []spanOf{{CodeSchemeSyntax, 5, 10}}},
		{"data:a/b/c,x", []spanOf{{CodeSchemeSyntax, 5, 10}}},
		{"data:text/plain;charset=utf-8,x", nil},
		{"data:text/plain;charset,x", []spanOf{{CodeSchemeSyntax, 16, 23}}},
		{"data:text/plain;=x,x", []spanOf{{CodeSchemeSyntax, 16, 18}}},
		// ";base64": an empty payload is valid base64; the payload is
		// percent-decoded before it is read ("%3D" is "=").
		{"data:;base64,", nil},
		{"data:;BASE64,YQ==", nil},
		{"data:;base64,YQ%3D%3D", nil},
		{"data:;base64,YQ", []spanOf{{CodeSchemeSyntax, 13, 15}}},
		{"data:;base64,YQ=?=", []spanOf{{CodeSchemeSyntax, 13, 18}}},
		{"data:text", []spanOf{{CodeSchemeSyntax, 9, 9}}},
		// RFC 6068 section 2: every hfield has "="; the span is the field.
		{"mailto:a@b?subject=x&body", []spanOf{{CodeSchemeSyntax, 21, 25}}},
		{"mailto:a@b?subject=x&body=", nil},
		{"mailto:a@b?x", []spanOf{{CodeSchemeSyntax, 11, 12}}},
		// RFC 8089 section 2: the path of a file IRI is absolute.
		{"file:///x", nil},
		{"file:x", []spanOf{{CodeSchemeSyntax, 5, 6}}},
	} {
		// DATA_SCHEME, on every data: IRI, is tested in spoof_test.go.
		got := spansOf(Run(tt.in, Ignore(CodeDataScheme)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("Run(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// TestCheckSpansByHand covers spans and messages whose edges the
// mutation run found unchecked.
func TestCheckSpansByHand(t *testing.T) {
	long := strings.Repeat("a", 64)
	// A host ending with a dot: the labels are "aaa...", "example" and ""
	// and the A-labels "aaa...", "example", so the first label's span is
	// still the 64 a's, bytes 7 to 71.
	if got, want := spansOf(Run("http://"+long+".example./")), []spanOf{{CodeHostLabelTooLong, 7, 71}}; !slices.Equal(got, want) {
		t.Errorf("label too long before a final dot: %v, want %v", got, want)
	}
	// Invalid UTF-8: up to 8 bytes are shown in the message, then "...".
	for _, tt := range []struct {
		n    int
		want string
	}{
		{8, "byte(s) FF FF FF FF FF FF FF FF are not UTF-8"},
		{9, "byte(s) FF FF FF FF FF FF FF FF ... are not UTF-8"},
	} {
		s := "http://a/" + strings.Repeat("\xff", tt.n)
		fs := Run(s)
		if len(fs) != 1 || fs[0].Code != CodeInvalidUTF8 || fs[0].Span != (iri.Span{Start: 9, End: 9 + tt.n}) ||
			!strings.HasPrefix(fs[0].Message, tt.want) {
			t.Errorf("%d bad bytes: %v, want one INVALID_UTF8 over bytes 9-%d starting %q", tt.n, fs, 9+tt.n, tt.want)
		}
	}
	// NOT_NFKC is left out only where another finding overlaps it, not
	// where one merely touches it: U+FB01 (bytes 9-12, NFKC "fi") and the
	// space right after it (12-13) are both reported.
	fs := Run("http://a/\uFB01 ", Grammar(iri.LEIRI))
	if got, want := spansOf(fs), []spanOf{{CodeNotNFKC, 9, 12}, {CodeSpace, 12, 13}}; !slices.Equal(got, want) {
		t.Errorf("NOT_NFKC next to SPACE: %v, want %v", got, want)
	}
	// Section 4.2: the query is split at "&" and ";" into names and
	// values, each its own bidi component, so "ABC;d" (Bidi Notation) is
	// two components of one direction each.
	if fs := Run(heb("http://a/?ABC;d=e&FG")); len(fs) != 0 {
		t.Errorf("query split at ; and &: %v, want no findings", fs)
	}
	if got, want := spansOf(Run(heb("http://a/?ABCd"))), []spanOf{{CodeBidiMixedDirection, 10, 17}, {CodeBidiRTLEnds, 10, 17}}; !slices.Equal(got, want) {
		t.Errorf("mixed query value: %v, want %v", got, want)
	}
}

// A Path or Fragment MustNotHave rule: no built-in scheme has one, so
// schemes registered here do. A present path (even "/"), or a present
// fragment (even empty, "#" alone), is SCHEME_COMPONENT_FORBIDDEN, with the
// component's span (the fragment's "#" included) and the rules' Reference
// as section; an absent or empty path, an absent fragment, is fine. Spans
// counted by hand: "x-nopath:" is bytes 0-8, the path starts at 9;
// "x-nofrag:a" is bytes 0-9, "#" byte 10.
func TestSchemeRulesPathAndFragmentForbidden(t *testing.T) {
	RegisterSchemeRules(SchemeRules{Name: "x-nopath", Reference: "test rules (path)", Path: MustNotHave})
	RegisterSchemeRules(SchemeRules{Name: "X-NoFrag", Reference: "test rules (fragment)", Fragment: MustNotHave})
	for _, tt := range []struct {
		in   string
		want []spanOf
		comp iri.Component
	}{
		{"x-nopath:abc", []spanOf{{CodeSchemeForbidden, 9, 12}}, iri.ComponentPath},
		{"x-nopath:/", []spanOf{{CodeSchemeForbidden, 9, 10}}, iri.ComponentPath},
		{"x-nopath://h/p", []spanOf{{CodeSchemeForbidden, 12, 14}}, iri.ComponentPath},
		{"x-nopath:", nil, 0},
		{"x-nopath://h", nil, 0},
		{"x-nopath:?q#f", nil, 0},
		{"x-nofrag:a#f", []spanOf{{CodeSchemeForbidden, 10, 12}}, iri.ComponentFragment},
		{"x-nofrag:a#", []spanOf{{CodeSchemeForbidden, 10, 11}}, iri.ComponentFragment},
		{"X-NOFRAG:a?q#", []spanOf{{CodeSchemeForbidden, 12, 13}}, iri.ComponentFragment},
		{"x-nofrag:a", nil, 0},
		{"x-nofrag:a?q", nil, 0},
	} {
		fs := Run(tt.in, Ignore(CodeSchemeNotLowercase))
		if got := spansOf(fs); !slices.Equal(got, tt.want) {
			t.Errorf("Run(%q) = %v, want %v", tt.in, got, tt.want)
			continue
		}
		if len(fs) == 1 {
			f := fs[0]
			wantSec := "test rules (path)"
			if tt.comp == iri.ComponentFragment {
				wantSec = "test rules (fragment)"
			}
			if f.Severity != SeverityError || !f.HasComponent || f.Component != tt.comp || f.Section != wantSec {
				t.Errorf("Run(%q): %+v", tt.in, f)
			}
		}
	}
}

// TestLookupSchemeRulesSeesRegistrations: the rules Run applies follow
// RegisterSchemeRules at once, through the memory of recent look-ups
// (lookupSchemeRules): a scheme registered after an IRI of it was checked
// gets its rules on the next IRI, and a replaced entry its new rules.
func TestLookupSchemeRulesSeesRegistrations(t *testing.T) {
	const s = "x-checkspeed-test://a/b"
	if fs := Run(s); len(fs) != 0 {
		t.Fatalf("Run(%q) = %v before any rules", s, fs)
	}
	RegisterSchemeRules(SchemeRules{Name: "X-Checkspeed-Test", Reference: "test", Path: MustNotHave})
	fs := Run(s)
	if len(fs) != 1 || fs[0].Code != CodeSchemeForbidden {
		t.Fatalf("Run(%q) = %v after registering rules that forbid a path", s, fs)
	}
	RegisterSchemeRules(SchemeRules{Name: "x-checkspeed-test", Reference: "test", Query: MustHave})
	fs = Run(s)
	if len(fs) != 1 || fs[0].Code != CodeSchemeRequired {
		t.Fatalf("Run(%q) = %v after replacing them by rules that require a query", s, fs)
	}
}
