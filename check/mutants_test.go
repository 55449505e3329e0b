package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// Tests that kill mutants of check/scheme.go and check/bidi.go (make mutate
// PKG=check). Offsets are counted by hand.

type wantFinding struct {
	code Code
	comp iri.Component
	span iri.Span
}

func expectFindings(t *testing.T, s string, fs []Finding, want []wantFinding) {
	t.Helper()
	if len(fs) != len(want) {
		t.Errorf("Run(%q): %d findings %v, want %d", s, len(fs), fs, len(want))
		return
	}
	for i, w := range want {
		f := fs[i]
		if f.Code != w.code || !f.HasComponent || f.Component != w.comp || f.Span != w.span {
			t.Errorf("Run(%q)[%d] = %s in %v (%v) at %v, want %s in %v at %v", s, i, f.Code, f.Component, f.HasComponent, f.Span, w.code, w.comp, w.span)
		}
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

// TestBidiHostLabel: section 4.2 applies to each label of a reg-name host;
// "a" then HEBREW LETTER ALEF (2 bytes) is bytes 7-9 of the input.
func TestBidiHostLabel(t *testing.T) {
	s := "http://a\u05D0.example/"
	var got []Finding
	for _, f := range Run(s) {
		if f.Code == CodeBidiMixedDirection {
			got = append(got, f)
		}
	}
	if len(got) != 1 || got[0].Span != (iri.Span{Start: 7, End: 10}) {
		t.Errorf("Run(%q): %v, want one %s at [7,10)", s, got, CodeBidiMixedDirection)
	}
	// An IPv6 host is no label; with only LTR elsewhere nothing is found.
	for _, f := range Run("http://[::1]/a") {
		if f.Code == CodeBidiMixedDirection || f.Code == CodeBidiRTLEnds {
			t.Errorf("Run(http://[::1]/a): %v", f)
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

// TestRunFallbackAndFinish: an input the chosen variant rejects is still
// checked component by component on the parse of a more liberal variant
// (LEIRI first, then Web Address, skipping the chosen one); ignored
// findings are dropped one by one, not with everything after them.
func TestRunFallbackAndFinish(t *testing.T) {
	// LEIRI rejects "%zz" ("%" is byte 15, pct-encoded fails at the "z"
	// of byte 16); Web Address takes a lone "%", so the port 99999
	// (bytes 9-13) is still found out of range.
	s := "http://h:99999/%zz"
	fs := Run(s, Grammar(iri.LEIRI))
	if len(fs) != 2 || fs[0].Code != CodePortOutOfRange || fs[0].Span != (iri.Span{Start: 9, End: 14}) ||
		fs[1].Code != CodeSyntax || fs[1].Span != (iri.Span{Start: 16, End: 17}) {
		t.Errorf("Run(%q, LEIRI) = %v", s, fs)
	}
	// RFC 3987 rejects "\" (byte 8); LEIRI, tried first, reads it as a
	// host character (leiri-ucschar), where Web Address would end the host
	// there. The UNWISE finding is in the host, and so is HOST_STD3: RFC
	// 3987 section 3.1 forbids "\" in a DNS label (UseSTD3ASCIIRules).
	s = "http://h\\x/y"
	fs = Run(s)
	if len(fs) != 3 || fs[1].Code != CodeUnwise || fs[1].Component != iri.ComponentHost || fs[1].Span != (iri.Span{Start: 8, End: 9}) ||
		fs[2].Code != CodeHostSTD3 || fs[2].Span != (iri.Span{Start: 8, End: 9}) {
		t.Errorf("Run(%q) = %v, want SYNTAX, UNWISE and HOST_STD3 in the host at [8,9)", s, fs)
	}
	// Invalid UTF-8 from byte 0: no normalization check. Otherwise U+2126
	// OHM SIGN (NFC: U+03A9) would be NOT_NFC and U+FB01 LATIN SMALL
	// LIGATURE FI (NFKC: "fi") NOT_NFKC.
	for _, f := range Run("\xff\u2126\uFB01") {
		if f.Code == CodeNotNFKC || f.Code == CodeNotNFC {
			t.Errorf("Run(\"\\xff\\u2126\\uFB01\"): %v", f)
		}
	}
	for _, s := range []string{"\xff", "\xffabc"} {
		fs := Run(s)
		if len(fs) != 1 || fs[0].Code != CodeInvalidUTF8 || fs[0].Span != (iri.Span{Start: 0, End: 1}) {
			t.Errorf("Run(%q) = %v, want INVALID_UTF8 at [0,1) only", s, fs)
		}
	}
	// SYNTAX (first in the input) ignored: SPACE, after it, stays.
	s = "http://a/b c"
	fs = Run(s, CodeSeverity(CodeSyntax, SeverityIgnored))
	if len(fs) != 1 || fs[0].Code != CodeSpace || fs[0].Span != (iri.Span{Start: 10, End: 11}) {
		t.Errorf("Run(%q) with SYNTAX ignored = %v, want SPACE at [10,11)", s, fs)
	}
}

// TestSyntaxMessages: the SYNTAX message is the parse error without the
// "iri: " prefix and its own section (the finding carries the section),
// then the grammar and entry rule, then what the grammar expected there
// when that is a short list (at most 8 items). Expected sets by hand:
// pct-encoded = "%" HEXDIG HEXDIG (RFC 3986 section 2.1); IPvFuture = "v"
// 1*HEXDIG "." ... (section 3.2.2). At the space of "http://a b" the host,
// userinfo, port, path, query or fragment could go on: over 8 items.
func TestSyntaxMessages(t *testing.T) {
	for s, want := range map[string]string{
		"%":             "unexpected end of input at byte 1 in pct-encoded: '%' at byte 0 is not followed by two hexadecimal digits; write a '%' that is data as %25 (grammar rfc3987, IRI-reference); expected HEXDIG",
		"http://[v1x]/": "invalid character U+0078 'x' at byte 10 in IPvFuture: 'x' is not allowed in IPvFuture (grammar rfc3987, IRI-reference); expected \".\", HEXDIG",
		"http://a b":    "invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (grammar rfc3987, IRI-reference)",
	} {
		var got []string
		for _, f := range Run(s) {
			if f.Code == CodeSyntax {
				got = append(got, f.Message)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("Run(%q) SYNTAX messages %q, want %q", s, got, want)
		}
	}
}

func TestSeverityStringBoundary(t *testing.T) {
	for s, want := range map[Severity]string{SeverityIgnored: "ignored", SeverityWarning: "warning", SeverityError: "error", 3: "invalid", 255: "invalid"} {
		if got := s.String(); got != want {
			t.Errorf("Severity(%d).String() = %q, want %q", s, got, want)
		}
	}
}

// TestFindingStringByHand: "bytes N-M" for a non-empty span, "byte N" for
// an empty one; the component and the section only when present.
func TestFindingStringByHand(t *testing.T) {
	for _, c := range []struct {
		f    Finding
		want string
	}{
		{Finding{Code: CodeSpace, Severity: SeverityError, Component: iri.ComponentPath, HasComponent: true,
			Span: iri.Span{Start: 10, End: 11}, Section: "s 7.3", Message: "m"}, "error SPACE at bytes 10-11 in path: m (s 7.3)"},
		{Finding{Code: CodeSchemeRequired, Severity: SeverityWarning, Span: iri.Span{Start: 5, End: 5}, Message: "m"},
			"warning SCHEME_COMPONENT_REQUIRED at byte 5: m"},
	} {
		if got := c.f.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

// TestInvalidBytesAtTheEnd: ED A0 80 encodes the surrogate U+D800 (RFC
// 3629 section 3 forbids it); cut short at the end of the input, ED A0 is
// two bad bytes reported together as INVALID_UTF8.
func TestInvalidBytesAtTheEnd(t *testing.T) {
	for s, want := range map[string][]wantFinding{
		"a\xED\xA0":     {{CodeInvalidUTF8, 0, iri.Span{Start: 1, End: 3}}},
		"a\xED\xA0\x80": {{CodeSurrogate, 0, iri.Span{Start: 1, End: 4}}},
		"\xED\xA0\x80":  {{CodeSurrogate, 0, iri.Span{Start: 0, End: 3}}},
		// After other bad bytes a surrogate (ED A0-BF ...) starts its own
		// finding; ED A0 without a third byte does not.
		"\xff\xED\xA0\x80": {{CodeInvalidUTF8, 0, iri.Span{Start: 0, End: 1}}, {CodeSurrogate, 0, iri.Span{Start: 1, End: 4}}},
		"\xff\xED\xBF\xBF": {{CodeInvalidUTF8, 0, iri.Span{Start: 0, End: 1}}, {CodeSurrogate, 0, iri.Span{Start: 1, End: 4}}},
		"\xff\xED\xA0":     {{CodeInvalidUTF8, 0, iri.Span{Start: 0, End: 3}}},
	} {
		var got []Finding
		for _, f := range Run(s) {
			if f.Code == CodeInvalidUTF8 || f.Code == CodeSurrogate {
				got = append(got, f)
			}
		}
		if len(got) != len(want) {
			t.Errorf("Run(%q) = %v, want %d findings", s, got, len(want))
			continue
		}
		for i, w := range want {
			if got[i].Code != w.code || got[i].Span != w.span {
				t.Errorf("Run(%q)[%d] = %v, want %s at %v", s, i, got[i], w.code, w.span)
			}
		}
	}
}

// TestLookupCodeVariantAndHeb: a registry entry without an example
// variant is checked with rfc3987 (the default grammar); one with a
// variant keeps it. heb maps Bidi Notation A-Z to U+05D0-U+05E9.
func TestLookupCodeVariantAndHeb(t *testing.T) {
	if info, ok := LookupCode(CodeSyntax); !ok || info.ExampleVariant != "rfc3987" {
		t.Errorf("LookupCode(SYNTAX) = %+v, %v", info, ok)
	}
	if info, ok := LookupCode(CodeSpace); !ok || info.ExampleVariant != "leiri" {
		t.Errorf("LookupCode(SPACE) = %+v, %v", info, ok)
	}
	if got := heb("@AZ["); got != "@\u05D0\u05E9[" {
		t.Errorf("heb = %+q", got)
	}
}

// TestComponentAtBoundaries: componentAt gives the innermost present
// component holding a span. In "a" (a relative reference, byte 0 is the
// path "a", [0,1)) an empty span at 0 is in the path, not in the absent
// scheme, whose zero span [0,0) must not count. In "http://a/" (scheme
// [0,4), ":" at 4, "//" at 5-6, host [7,8), path [8,9)) the ":" at 4 is in
// no component: a span starts inside a component only before its end.
func TestComponentAtBoundaries(t *testing.T) {
	for _, c := range []struct {
		in   string
		sp   iri.Span
		want iri.Component
		ok   bool
	}{
		{"a", span(0, 0), iri.ComponentPath, true},
		{"a", span(0, 1), iri.ComponentPath, true},
		{"http://a/", span(4, 5), 0, false},
		{"http://a/", span(3, 4), iri.ComponentScheme, true},
		{"http://a/", span(7, 8), iri.ComponentHost, true},
		{"http://a/", span(8, 9), iri.ComponentPath, true},
	} {
		u, err := iri.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		r := &checkRun{s: c.in, u: u, sp: u.Spans()}
		if got, ok := r.componentAt(c.sp); got != c.want || ok != c.ok {
			t.Errorf("componentAt(%q, %v) = %v, %v; want %v, %v", c.in, c.sp, got, ok, c.want, c.ok)
		}
	}
}

// TestSyntaxMessageExpected: the expected list ends a SYNTAX message when
// it has 1 to 8 items. "http://a:b" fails at its end (byte 10) in
// iuserinfo: "a:b" is no host and port (b is no digit), so it must be a
// userinfo, which goes on with iunreserved (ALPHA, DIGIT, [._~-],
// ucschar), pct-encoded ("%"), sub-delims or ":", or ends with "@":
// eight items. In draft2002, "http://[2525." fails at the "." (byte 12)
// of hexseq, whose only expectation there is the negative !"." (dropped
// from the list), so the message has no expected list at all.
func TestSyntaxMessageExpected(t *testing.T) {
	for _, c := range []struct {
		in   string
		opts []Option
		want string
	}{
		{"http://a:b", nil, `unexpected end of input at byte 10 in iuserinfo: the port "b" is not a number: after the host, ':' is followed by decimal digits only; write the port as digits, or remove the ':' and what follows (grammar rfc3987, IRI-reference); expected "%", ":", "@", ALPHA, DIGIT, [._~-], sub-delims, ucschar`},
		{"http://[2525.", []Option{Grammar(iri.Draft2002)}, `invalid character U+002E '.' at byte 12 in hexseq: '.' is not allowed in hexseq (grammar draft2002, IRI-reference)`},
	} {
		var got []string
		for _, f := range Run(c.in, c.opts...) {
			if f.Code == CodeSyntax {
				got = append(got, f.Message)
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("Run(%q) SYNTAX messages = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestInvalidByteRuns: consecutive bytes that are not UTF-8 make one
// INVALID_UTF8 finding, which stops before a surrogate's three bytes (ED,
// A0-BF, 80-BF: SURROGATE of its own) but not before an ED that cannot
// start one: ED A0 at the end of the input (no third byte), ED A0 "X" (the
// third byte is no continuation byte), ED 85 (below A0, and 85 "X" is no
// valid sequence either).
func TestInvalidByteRuns(t *testing.T) {
	type w struct {
		code Code
		sp   iri.Span
		msg  string
	}
	const tail = " are not UTF-8; IRIs are characters, encode them as UTF-8 or percent-encode the octets"
	for _, c := range []struct {
		in   string
		want []w
	}{
		{"a\xed\xa0X", []w{{CodeInvalidUTF8, span(1, 3), "byte(s) ED A0" + tail}}},
		{"\xff\xed\xa0", []w{{CodeInvalidUTF8, span(0, 3), "byte(s) FF ED A0" + tail}}},
		{"\xa5\xed\x85X", []w{{CodeInvalidUTF8, span(0, 3), "byte(s) A5 ED 85" + tail}}},
		{"\xff\xed\xa0\x80", []w{{CodeInvalidUTF8, span(0, 1), "byte(s) FF" + tail},
			{CodeSurrogate, span(1, 4), "bytes ED A0 80 encode the surrogate code unit U+D800, which is not a character; the input is not UTF-8"}}},
	} {
		var got []w
		for _, f := range Run(c.in) {
			got = append(got, w{f.Code, f.Span, f.Message})
		}
		if len(got) != len(c.want) {
			t.Errorf("Run(%q) = %v, want %v", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Run(%q)[%d] = %v, want %v", c.in, i, got[i], c.want[i])
			}
		}
	}
}

// TestPrivateUseBeforeQuery: iprivate is allowed only in the query (RFC
// 3987 section 2.2), so U+E000 (bytes 9-11) in the path of an IRI that has
// a query is PRIVATE_USE, not PRIVATE_USE_IN_QUERY.
func TestPrivateUseBeforeQuery(t *testing.T) {
	var codes []Code
	for _, f := range Run("http://a/\ue000?q") {
		if f.Span != span(9, 12) {
			t.Errorf("finding %v at %v", f.Code, f.Span)
		}
		codes = append(codes, f.Code)
	}
	if !slices.Contains(codes, CodePrivateUse) || slices.Contains(codes, CodePrivateUseInQuery) {
		t.Errorf("codes %v, want PRIVATE_USE and no PRIVATE_USE_IN_QUERY", codes)
	}
}

// TestFullwidthMessage: the message names the ASCII character a full-width
// form imitates, U+FF01-FF5E being U+0021-007E moved by 0xFEE0: U+FF21 is
// "A", U+FF5E "~".
func TestFullwidthMessage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://a/\uff21", "U+FF21 '\uff21' is a full-width look-alike of 'A'; use the ASCII character"},
		{"http://a/\uff5e", "U+FF5E '\uff5e' is a full-width look-alike of '~'; use the ASCII character"},
	} {
		fs := Run(c.in)
		if len(fs) != 1 || fs[0].Code != CodeFullwidthLatin || fs[0].Message != c.want {
			t.Errorf("Run(%q) = %v, want one FULLWIDTH_LATIN %q", c.in, fs, c.want)
		}
	}
}

// pctFindings returns the findings of Run(s) whose code starts with PCT_.
func pctFindings(s string) []Finding {
	var out []Finding
	for _, f := range Run(s) {
		if strings.HasPrefix(string(f.Code), "PCT_") {
			out = append(out, f)
		}
	}
	return out
}

// TestPctRunsByHand: the percent-encoded octets of a data: IRI's path and
// query are raw data (RFC 2397), not checked as UTF-8, from the first byte
// of the path or query on; those of its fragment and authority are. A
// percent-encoded surrogate (ED A0-BF ..) has a finding of its own, and the
// run goes on after it. Offsets by hand: "data:" is 5 bytes, "http://a/" 9.
func TestPctRunsByHand(t *testing.T) {
	const notUTF8 = " is not UTF-8; the characters it stands for are unknown (a legacy encoding?)"
	const surrogate = " encodes a surrogate code unit, which is not UTF-8"
	type w struct {
		code Code
		sp   iri.Span
		msg  string
	}
	for _, c := range []struct {
		in   string
		want []w
	}{
		{"data:%FF", nil},    // path from byte 5
		{"data:,a?%FF", nil}, // query from byte 8
		{"data:,a#%FF", []w{{CodePctInvalidUTF8, span(8, 11), "%FF" + notUTF8}}}, // fragment
		{"data:,a?q#%FF", []w{{CodePctInvalidUTF8, span(10, 13), "%FF" + notUTF8}}},
		{"data://h%FF/,?q", []w{{CodePctInvalidUTF8, span(8, 11), "%FF" + notUTF8}}}, // host
		{"http://a/%EF%BF%BD", nil}, // U+FFFD itself is UTF-8
		{"http://a/%ED%A0%80", []w{{CodePctInvalidUTF8, span(9, 18), "%ED%A0%80" + surrogate}}},
		{"http://a/%ED%BF%BF", []w{{CodePctInvalidUTF8, span(9, 18), "%ED%BF%BF" + surrogate}}},
		{"http://a/%ED%A0", []w{{CodePctInvalidUTF8, span(9, 15), "%ED%A0" + surrogate}}},
		{"http://a/%ED%9F", []w{{CodePctInvalidUTF8, span(9, 15), "%ED%9F" + notUTF8}}},
		{"http://a/%ED%C0", []w{{CodePctInvalidUTF8, span(9, 15), "%ED%C0" + notUTF8}}},
		// A run of octets that are not UTF-8 is one finding; it stops
		// before UTF-8 (é is C3 A9, U+FFFD is EF BF BD), ASCII and an
		// overlong form (C0 AF is an overlong "/"), which are not part of it.
		{"http://a/%FF%FE", []w{{CodePctInvalidUTF8, span(9, 15), "%FF%FE" + notUTF8}}},
		// A0 after FF is no surrogate: only ED A0-BF starts one. A lone
		// ED at the end of the input is not UTF-8 either.
		{"http://a/%FF%A0", []w{{CodePctInvalidUTF8, span(9, 15), "%FF%A0" + notUTF8}}},
		{"http://a/%ED", []w{{CodePctInvalidUTF8, span(9, 12), "%ED" + notUTF8}}},
		{"http://a/%FF%80", []w{{CodePctInvalidUTF8, span(9, 15), "%FF%80" + notUTF8}}},
		{"http://a/%FF%C3%A9", []w{{CodePctInvalidUTF8, span(9, 12), "%FF" + notUTF8}}},
		{"http://a/%FF%EF%BF%BD", []w{{CodePctInvalidUTF8, span(9, 12), "%FF" + notUTF8}}},
		{"http://a/%FF%2F", []w{{CodePctInvalidUTF8, span(9, 12), "%FF" + notUTF8},
			{CodePctDelimiterInPath, span(12, 15), `%2F encodes '/' in the path; software that decodes before splitting the path sees a different path`}}},
		{"http://a/%FF%C0%AF", []w{{CodePctInvalidUTF8, span(9, 12), "%FF" + notUTF8},
			{CodePctOverlongUTF8, span(12, 18), `%C0%AF is an overlong UTF-8 encoding of U+002F '/'; lenient decoders read it as "/", so it can slip past checks`}}},
		{"http://a/%ED%A0%80%41", []w{{CodePctInvalidUTF8, span(9, 18), "%ED%A0%80" + surrogate},
			{CodePctUnreserved, span(18, 21), `%41 encodes the unreserved character 'A'; write 'A' instead`}}},
		// C0 80 is an overlong NUL (80 is a continuation byte); C0 41 is
		// no overlong form (41 is ASCII): C0 alone is not UTF-8.
		{"http://a/%C0%80", []w{{CodePctOverlongUTF8, span(9, 15), `%C0%80 is an overlong UTF-8 encoding of U+0000; lenient decoders read it as "\x00", so it can slip past checks`}}},
		// BF is the last continuation byte: C1 BF is an overlong U+007F.
		{"http://a/%C1%BF", []w{{CodePctOverlongUTF8, span(9, 15), `%C1%BF is an overlong UTF-8 encoding of U+007F; lenient decoders read it as "\x7f", so it can slip past checks`}}},
		{"http://a/%C0%41", []w{{CodePctInvalidUTF8, span(9, 12), "%C0" + notUTF8},
			{CodePctUnreserved, span(12, 15), `%41 encodes the unreserved character 'A'; write 'A' instead`}}},
		// Segments after an empty one ("x", "", "%2E%2E" at bytes 12-17).
		{"http://a/x//%2E%2E", []w{{CodePctDotSegment, span(12, 18), `the segment "%2E%2E" decodes to "..", a dot-segment that removal (RFC 3986 section 5.2.4) does not see as written`}}},
		// Every segment is looked at: after one without "%" ("x") and
		// after one that decodes to no dot-segment ("%41").
		{"http://a/x/%2E", []w{{CodePctDotSegment, span(11, 14), `the segment "%2E" decodes to ".", a dot-segment that removal (RFC 3986 section 5.2.4) does not see as written`}}},
		{"http://a/%41/%2E", []w{{CodePctUnreserved, span(9, 12), `%41 encodes the unreserved character 'A'; write 'A' instead`},
			{CodePctDotSegment, span(13, 16), `the segment "%2E" decodes to ".", a dot-segment that removal (RFC 3986 section 5.2.4) does not see as written`}}},
		// In the path, an encoded "/" from the path's first byte on.
		{"a:%2Fb", []w{{CodePctDelimiterInPath, span(2, 5), `%2F encodes '/' in the path; software that decodes before splitting the path sees a different path`}}},
	} {
		var got []w
		for _, f := range pctFindings(c.in) {
			got = append(got, w{f.Code, f.Span, f.Message})
		}
		if len(got) != len(c.want) {
			t.Errorf("Run(%q) PCT findings = %v, want %v", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Run(%q)[%d] = %v, want %v", c.in, i, got[i], c.want[i])
			}
		}
	}
}

// TestUserinfoPasswordByHand: a password is what follows the first ":" of
// the userinfo, when something does: "u:" has none. In "http://u:p@h/" the
// password "p" is byte 9.
func TestUserinfoPasswordByHand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []iri.Span
	}{
		{"http://u:@h/", nil},
		{"http://u:p@h/", []iri.Span{span(9, 10)}},
		{"http://u:p:q@h/", []iri.Span{span(9, 12)}},
		{"http://:p@h/", []iri.Span{span(8, 9)}}, // an empty user name, password "p"
	} {
		var got []iri.Span
		for _, f := range Run(c.in) {
			if f.Code == CodeUserinfoPassword {
				got = append(got, f.Span)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Run(%q) USERINFO_PASSWORD at %v, want %v", c.in, got, c.want)
		}
	}
}

// TestDNSHostLimitsByHand: the DNS limits of RFC 1034 section 3.1 on the
// ASCII form: 253 octets for the name (without a final dot), 63 for a
// label. A label too long is reported at its own span, whichever label it
// is. Only schemes whose host is a DNS name are checked: urn is known and
// not one, so its host is not put through IDNA.
func TestDNSHostLimitsByHand(t *testing.T) {
	l63 := strings.Repeat("a", 63)
	h253 := l63 + "." + l63 + "." + l63 + "." + strings.Repeat("a", 61) // 63*3 + 61 + 3 dots
	type w struct {
		code Code
		sp   iri.Span
	}
	for _, c := range []struct {
		in   string
		want []w
	}{
		{"http://" + h253 + "/", nil},
		{"http://" + h253 + "a/", []w{{CodeHostTooLong, span(7, 7+254)}}},
		// "a" is bytes 7-8, the dot 8, the 64 b's 9-73.
		{"http://a." + strings.Repeat("b", 64) + "/", []w{{CodeHostLabelTooLong, span(9, 73)}}},
		{"http://xn--abc-/", []w{{CodeHostIDNA, span(7, 15)}}},
		{"urn://xn--abc-/", nil},
	} {
		var got []w
		for _, f := range Run(c.in) {
			if strings.HasPrefix(string(f.Code), "HOST_") {
				got = append(got, w{f.Code, f.Span})
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Run(%.40q...) HOST findings = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestPortDefaultByHand: PORT_DEFAULT needs a scheme with a default port.
// A port of zeros has no digits once its leading zeros are gone, which must
// not match the empty default of a scheme that has none (foo is unknown,
// mailto has no port of its own); "http://h:080/" is port 80, http's.
func TestPortDefaultByHand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"foo://h:0/", false},
		{"mailto://h:00/", false},
		{"http://h:0/", false},
		{"http://h:080/", true},
	} {
		got := false
		for _, f := range Run(c.in) {
			got = got || f.Code == CodePortDefault
		}
		if got != c.want {
			t.Errorf("Run(%q) has PORT_DEFAULT: %v, want %v", c.in, got, c.want)
		}
	}
}

// TestInvisibleEncodedInDNSHost: in the host of a DNS scheme IDNA decodes
// percent-encodings, so an invisible character written encoded is
// reported at its triplets: U+2066 LEFT-TO-RIGHT ISOLATE is E2 81 A6,
// which IDNA disallows rather than deletes. The scan goes past the bytes
// that are not triplets ("a" at byte 7) and reads at most four triplets
// for one character (here followed by %61%61). mailto is a known scheme
// whose host is not a DNS name: nothing is decoded there.
func TestInvisibleEncodedInDNSHost(t *testing.T) {
	const msg = "%E2%81%A6 encodes U+2066 is invisible (a default-ignorable code point): the IRI cannot be told from one without it; remove it; IDNA does not allow it in a host name"
	for _, c := range []struct {
		in   string
		want []Finding
	}{
		{"http://a%E2%81%A6b.com/", []Finding{{Span: span(8, 17), Message: msg}}},
		{"http://%E2%81%A6%61%61.com/", []Finding{{Span: span(7, 16), Message: msg}}},
		{"http://a%E2%81%A6b%E2%81%A6.com/", []Finding{{Span: span(8, 17), Message: msg}, {Span: span(18, 27), Message: msg}}},
		{"mailto://a%E2%81%A6b/", nil},
		// E2 81, then "xxx", then A6: the triplets of one character are
		// consecutive, so these are no character at all.
		{"http://%E2%81xxx%A6.com/", nil},
	} {
		var got []Finding
		for _, f := range Run(c.in) {
			if f.Code == CodeInvisible {
				got = append(got, Finding{Span: f.Span, Message: f.Message})
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Run(%q) INVISIBLE_CHARACTER = %v, want %v", c.in, got, c.want)
		}
	}
}
