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

// A Host MustNotHave rule (no built-in scheme has one): a non-empty host
// is SCHEME_COMPONENT_FORBIDDEN with the host's span, an authority with an
// empty host ("x-nohost:///p") or none is fine. Spans counted by hand:
// "x-nohost://" is bytes 0-10, the host "h" byte 11.
func TestSchemeRulesHostForbidden(t *testing.T) {
	RegisterSchemeRules(SchemeRules{Name: "x-nohost", Reference: "test rules (host)", Host: MustNotHave})
	for _, tt := range []struct {
		in   string
		want []spanOf
	}{
		{"x-nohost://h/p", []spanOf{{CodeSchemeForbidden, 11, 12}}},
		{"x-nohost://user@hh:1/p", []spanOf{{CodeSchemeForbidden, 16, 18}}},
		{"x-nohost:///p", nil},
		{"x-nohost:p", nil},
	} {
		fs := Run(tt.in)
		if got := spansOf(fs); !slices.Equal(got, tt.want) {
			t.Errorf("Run(%q) = %v, want %v", tt.in, got, tt.want)
			continue
		}
		if len(fs) == 1 && (!fs[0].HasComponent || fs[0].Component != iri.ComponentHost || fs[0].Section != "test rules (host)") {
			t.Errorf("Run(%q): %+v", tt.in, fs[0])
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

func TestSchemeComponentsByHand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []wantFinding
	}{
		// file (RFC 8089): no query; "?" is byte 10, "q" 11.
		{"file://h/p?q", []wantFinding{{CodeSchemeForbidden, iri.ComponentQuery, iri.Span{Start: 10, End: 12}}}},
		{"file:/p?q", []wantFinding{{CodeSchemeForbidden, iri.ComponentQuery, iri.Span{Start: 7, End: 9}}}},
		// no port: ":1" is bytes 8-9; no userinfo: "u@" is 7-8.
		{"file://h:1/", []wantFinding{{CodeSchemeForbidden, iri.ComponentPort, iri.Span{Start: 8, End: 10}}}},
		{"file://u@h/", []wantFinding{{CodeSchemeForbidden, iri.ComponentUserinfo, iri.Span{Start: 7, End: 9}}}},
		// mailto: no authority; "//h" is bytes 7-9.
		{"mailto://h/x", []wantFinding{{CodeSchemeForbidden, iri.ComponentAuthority, iri.Span{Start: 7, End: 10}}}},
		// http: an authority with a non-empty host; the missing host is
		// at byte 7, the missing authority where the path starts (5).
		{"http:///p", []wantFinding{{CodeSchemeRequired, iri.ComponentHost, iri.Span{Start: 7, End: 7}}}},
		{"http:/p", []wantFinding{{CodeSchemeRequired, iri.ComponentPath, iri.Span{Start: 5, End: 5}}}},
		// urn: an empty NID (bytes 4-4) is the only problem of "urn::abc",
		// which has ":" and a non-empty NSS.
		{"urn::abc", []wantFinding{{CodeSchemeSyntax, iri.ComponentPath, iri.Span{Start: 4, End: 4}}}},
		// data (RFC 2397): ";base64" is a parameter after the media type;
		// "base64" alone is the media type, not type/subtype (bytes 5-10),
		// and the data is not decoded.
		// Every data: IRI also gets DATA_SCHEME on its scheme (bytes 0-4).
		{"data:base64,x", []wantFinding{{CodeDataScheme, iri.ComponentScheme, iri.Span{Start: 0, End: 4}},
			{CodeSchemeSyntax, iri.ComponentPath, iri.Span{Start: 5, End: 11}}}},
		{"data:;base64,x", []wantFinding{{CodeDataScheme, iri.ComponentScheme, iri.Span{Start: 0, End: 4}},
			{CodeSchemeSyntax, iri.ComponentPath, iri.Span{Start: 13, End: 14}}}},
	} {
		expectFindings(t, c.in, Run(c.in), c.want)
	}
}

// TestSchemeValidateSpans: a Validate function's span outside the input, or
// reversed, becomes the whole input; a span inside it, at its first byte or
// empty at its end, is kept.
func TestSchemeValidateSpans(t *testing.T) {
	const s = "x-mutants-test:abcd" // 19 bytes
	RegisterSchemeRules(SchemeRules{Name: "x-mutants-test", Reference: "test", Validate: func(*iri.IRI) []SchemeProblem {
		return []SchemeProblem{
			{iri.Span{Start: 0, End: 1}, "a"},
			{iri.Span{Start: -1, End: 1}, "b"},
			{iri.Span{Start: 0, End: 20}, "c"},
			{iri.Span{Start: 3, End: 2}, "d"},
			{iri.Span{Start: 0, End: 19}, "e"},
			{iri.Span{Start: 19, End: 19}, "f"},
		}
	}})
	fs := Run(s)
	want := []iri.Span{{Start: 0, End: 1}, {Start: 0, End: 19}, {Start: 0, End: 19}, {Start: 0, End: 19}, {Start: 0, End: 19}, {Start: 19, End: 19}}
	if len(fs) != len(want) {
		t.Fatalf("Run(%q) = %v, want %d findings", s, fs, len(want))
	}
	for i, f := range fs {
		if f.Code != CodeSchemeSyntax || f.Span != want[i] || f.Section != "test" || f.Message != string(rune('a'+i)) {
			t.Errorf("finding %d: %v, want SCHEME_SYNTAX at %v, section \"test\", message %q", i, f, want[i], string(rune('a'+i)))
		}
	}
}

// TestValidNIDByHand: RFC 8141 section 2, NID = (alphanum) 0*30(ldh)
// (alphanum), ldh = alphanum / "-": 2 to 32 characters, "-" only inside.
// Each ASCII neighbour of the alphanum ranges is tried at both ends.
func TestValidNIDByHand(t *testing.T) {
	for s, want := range map[string]bool{
		"az": true, "za": true, "AZ": true, "ZA": true, "09": true, "90": true, "a-0": true, "a--b": true,
		"`a": false, "a`": false, "{a": false, "a{": false, // around a-z
		"@a": false, "a@": false, "[a": false, "a[": false, // around A-Z
		"/a": false, "a/": false, ":a": false, "a:": false, // around 0-9
		"-a": false, "a-": false, "a": false, "": false,
		strings.Repeat("a", 32): true, strings.Repeat("a", 33): false,
	} {
		if got := validNID(s); got != want {
			t.Errorf("validNID(%q) = %v, want %v", s, got, want)
		}
	}
}
