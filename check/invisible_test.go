package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// Issue 14, case 3, and the invisible characters of every component.
// Offsets: "http://" is 7 bytes; U+200B, U+2067, U+FEFF and the joiners
// are 3 bytes in UTF-8, U+00AD 2 bytes.
func TestInvisibleInEveryComponent(t *testing.T) {
	type want struct {
		code  Code
		sp    iri.Span
		comp  iri.Component
		parts []string // in the message
	}
	// In a DNS host a character IDNA deletes is HOST_IDNA_IGNORED's (host.go),
	// whose message says it is invisible and what IDNA does with it; no
	// INVISIBLE_CHARACTER repeats it.
	removed := "the host is the same DNS name without it"
	for _, c := range []struct {
		in   string
		v    iri.Variant
		want []want
	}{
		{"http://exa\u200bmple.com/", iri.RFC3987, []want{{CodeHostIDNAIgnored, span(10, 13), iri.ComponentHost,
			[]string{"U+200B (an invisible, default-ignorable character)", removed}}}},
		{"http://a\u00adb.com/", iri.RFC3987, []want{{CodeHostIDNAIgnored, span(8, 10), iri.ComponentHost,
			[]string{"U+00AD (an invisible, default-ignorable character)", removed}}}},
		{"\ufeff//a/", iri.RFC3987, []want{{CodeInvisible, span(0, 3), iri.ComponentPath,
			[]string{"U+FEFF is invisible"}}}},
		{"http://a/\u2067x\u2069", iri.RFC3987, []want{
			{CodeInvisible, span(9, 12), iri.ComponentPath, []string{"U+2067 is invisible (a default-ignorable code point)"}},
			{CodeInvisible, span(13, 16), iri.ComponentPath, []string{"U+2069 is invisible"}}}},
		// A run of two is one finding.
		{"http://a/b\u200b\u200bc", iri.RFC3987, []want{{CodeInvisible, span(10, 16), iri.ComponentPath,
			[]string{"run of 2 adjacent occurrences"}}}},
		{"http://a/?q=\u2060#\u034f", iri.RFC3987, []want{
			{CodeInvisible, span(12, 15), iri.ComponentQuery, []string{"U+2060"}},
			{CodeInvisible, span(16, 18), iri.ComponentFragment, []string{"U+034F"}}}},
		{"ftp://u\ufe0f@a/", iri.RFC3987, []want{{CodeInvisible, span(7, 10), iri.ComponentUserinfo, []string{"U+FE0F"}}}},
		// A format control that is not default-ignorable (U+0600, a
		// prepended concatenation mark) is invisible too; its bidi class
		// (AN) raises nothing in a component without RTL letters.
		{"http://a/\u0600", iri.RFC3987, []want{{CodeInvisible, span(9, 11), iri.ComponentPath,
			[]string{"U+0600 is invisible (a format control)"}}}},
		// ZWJ after a virama (RFC 5892 appendix A.2): a warning; between
		// Latin letters: an error.
		{"http://a/\u0915\u094d\u200d\u0937", iri.RFC3987, []want{{CodeJoinerInContext, span(15, 18), iri.ComponentPath,
			[]string{"U+200D is a default-ignorable code point that IDNA's CONTEXTJ rule"}}}},
		{"http://a/a\u200db", iri.RFC3987, []want{{CodeInvisible, span(10, 13), iri.ComponentPath, []string{"U+200D is invisible"}}}},
		{"http://\u0915\u094d\u200c\u0937.example/", iri.RFC3987, []want{{CodeJoinerInContext, span(13, 16), iri.ComponentHost,
			[]string{"U+200C"}}}},
		// Percent-encoded in a DNS host: IDNA decodes it, then drops it.
		// The label is reported as a whole (its characters have no span
		// of their own), after HOST_PCT_ENCODED for the host.
		{"http://exa%E2%80%8Bmple.com/", iri.RFC3987, []want{
			{CodeHostPctEncoded, span(7, 27), iri.ComponentHost, []string{`"example.com"`}},
			{CodeHostIDNAIgnored, span(7, 23), iri.ComponentHost, []string{"U+200B (an invisible", removed}}}},
		// In a host that is not a DNS name IDNA does nothing: the character
		// is INVISIBLE_CHARACTER's.
		{"foo://exa\u200bmple.com/", iri.RFC3987, []want{{CodeInvisible, span(9, 12), iri.ComponentHost, []string{"U+200B is invisible"}}}},
		// Encoded elsewhere, or in a host that is not a DNS name: not a
		// character of the IRI, ToIRI keeps it encoded.
		{"foo://exa%E2%80%8Bmple.com/%E2%80%8B", iri.RFC3987, nil},
		{"http://a/%E2%80%8B?%EF%BB%BF", iri.RFC3987, nil},
		// Another code covers the character: no second finding.
		{"http://a/\U000E0001", iri.LEIRI, []want{{CodeTag, span(9, 13), iri.ComponentPath, nil}}},
		{"http://a/\u200e", iri.LEIRI, []want{{CodeBidiFormattingCharacter, span(9, 12), iri.ComponentPath, nil}}},
	} {
		fs := Run(c.in, Grammar(c.v))
		if len(fs) != len(c.want) {
			t.Errorf("Run(%+q) = %v; want %d findings", c.in, fs, len(c.want))
			continue
		}
		for i, w := range c.want {
			f := fs[i]
			info, _ := LookupCode(w.code)
			if f.Code != w.code || f.Span != w.sp || f.Component != w.comp || !f.HasComponent || f.Severity != info.Severity {
				t.Errorf("Run(%+q)[%d] = %v; want %s %v in %v", c.in, i, f, w.code, w.sp, w.comp)
			}
			for _, p := range w.parts {
				if !strings.Contains(f.Message, p) {
					t.Errorf("Run(%+q)[%d] message %q lacks %q", c.in, i, f.Message, p)
				}
			}
		}
	}
	// A bidi control IDNA disallows, in a DNS host: the message says so,
	// and HOST_IDNA reports the failure. The label looks like "ab" (TS
	// #39 skeletons leave default-ignorable code points out), which
	// SINGLE_SCRIPT_CONFUSABLE reports (issue 31), at the label's start.
	fs := Run("http://a\u2066b.com/")
	if len(fs) != 3 || fs[0].Code != CodeHostIDNA || fs[1].Code != CodeSingleScriptConfusable ||
		fs[2].Code != CodeInvisible || fs[2].Span != span(8, 11) ||
		!strings.HasSuffix(fs[2].Message, "; IDNA does not allow it in a host name") {
		t.Errorf("Run(LRI in host) = %v", fs)
	}
}

// Tests that kill mutants of check/invisible.go (make mutate
// FILES=check/invisible.go). Offsets are worked out by hand: "http://a/" is
// bytes 0-8; U+0628 ARABIC LETTER BEH (joining type Dual) and U+064B ARABIC
// FATHATAN (a nonspacing mark, joining type Transparent) are 2 bytes of
// UTF-8; U+200C ZERO WIDTH NON-JOINER, U+200B ZERO WIDTH SPACE and U+00AD
// SOFT HYPHEN are 3, 3 and 2.

// joinerCodes returns the INVISIBLE_CHARACTER and JOINER_IN_CONTEXT
// findings of Run(s) as code and span.
func joinerCodes(s string) []codeSpan {
	return runCodesWhere(s, func(c Code) bool { return c == CodeInvisible || c == CodeJoinerInContext })
}

// TestJoinerContextBound: RFC 5892 appendix A.1 allows ZERO WIDTH
// NON-JOINER between a letter of joining type L or D and one of type R or
// D, with any number of transparent characters (T) on either side. The
// check looks at most joinerContext (16) characters on each side, so 15
// marks between the joiner and a BEH leave the rule satisfied and 16 hide
// the BEH: the non-joiner is then reported as an invisible character. With
// nothing after it at all the rule fails too.
func TestJoinerContextBound(t *testing.T) {
	beh, mark, zwnj := "\u0628", "\u064B", "\u200C"
	for _, c := range []struct {
		in   string
		want []codeSpan
	}{
		// BEH 9-10, ZWNJ 11-13, BEH 14-15.
		{"http://a/" + beh + zwnj + beh, []codeSpan{{CodeJoinerInContext, span(11, 14)}}},
		// BEH 9-10, ZWNJ 11-13, nothing after it: no R or D letter.
		{"http://a/" + beh + zwnj, []codeSpan{{CodeInvisible, span(11, 14)}}},
		// Marks before the joiner: BEH 9-10, then 15 marks (11-40) and
		// the ZWNJ at 41-43; with 16 marks (11-42) it is at 43-45.
		{"http://a/" + beh + strings.Repeat(mark, 15) + zwnj + beh, []codeSpan{{CodeJoinerInContext, span(41, 44)}}},
		{"http://a/" + beh + strings.Repeat(mark, 16) + zwnj + beh, []codeSpan{{CodeInvisible, span(43, 46)}}},
		// Marks after the joiner: ZWNJ at 11-13 either way.
		{"http://a/" + beh + zwnj + strings.Repeat(mark, 15) + beh, []codeSpan{{CodeJoinerInContext, span(11, 14)}}},
		{"http://a/" + beh + zwnj + strings.Repeat(mark, 16) + beh, []codeSpan{{CodeInvisible, span(11, 14)}}},
	} {
		if got := joinerCodes(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Run(%q): %v, want %v", c.in, got, c.want)
		}
	}
}

// TestInvisibleMessageOutsideHost: the note on what IDNA does with a
// character is for the host of a DNS scheme only. U+00AD in the path of an
// http IRI (bytes 10-11 of "http://a/b\u00ADc") gets none, though IDNA
// would delete it in a host. U+2066 LEFT-TO-RIGHT ISOLATE (3 bytes), which
// IDNA does not allow, gets the note in an http host (bytes 8-10 of
// "http://b\u2066c.example/"); foo: is no known scheme, so its host is not
// a DNS name: no note there.
func TestInvisibleMessageOutsideHost(t *testing.T) {
	for _, c := range []struct {
		in   string
		at   iri.Span
		note bool
	}{
		{"http://a/b\u00ADc", span(10, 12), false},
		{"http://b\u2066c.example/", span(8, 11), true},
		{"foo://b\u2066c/", span(7, 10), false},
	} {
		var msgs []string
		for _, f := range Run(c.in) {
			if f.Code == CodeInvisible && f.Span == c.at {
				msgs = append(msgs, f.Message)
			}
		}
		if len(msgs) != 1 {
			t.Errorf("Run(%q): INVISIBLE_CHARACTER at %v: %q, want one", c.in, c.at, msgs)
			continue
		}
		if got := strings.Contains(msgs[0], "IDNA"); got != c.note {
			t.Errorf("Run(%q): message %q mentions IDNA: %v, want %v", c.in, msgs[0], got, c.note)
		}
	}
}

// TestInvisibleEncodedFourOctets: the scan of a DNS host steps over a
// percent-encoded character of four octets (U+1F600, F0 9F 98 80, bytes
// 7-18) as a whole, finds nothing invisible in it, and goes on to the
// U+2066 encoded after it (E2 81 A6, bytes 19-27).
func TestInvisibleEncodedFourOctets(t *testing.T) {
	const s = "http://%F0%9F%98%80%E2%81%A6.example/"
	if got, want := joinerCodes(s), []codeSpan{{CodeInvisible, span(19, 28)}}; !slices.Equal(got, want) {
		t.Errorf("Run(%q): %v, want %v", s, got, want)
	}
}

// TestInvisibleBeforeCutoff: with check.MaxFindings(2) the characters
// pass has already filled the buffer when the invisible characters are
// looked at: "{" at bytes 12, 14, 16, 18 and 20 are five UNWISE findings
// (the first also a SYNTAX error, which is kept apart), cut back to the
// two first ones. The U+200B at bytes 9-11 comes before them, so it is
// kept and the last four "{" are counted in MORE_FINDINGS (bytes 14 to the
// end, 22).
func TestInvisibleBeforeCutoff(t *testing.T) {
	const s = "http://a/\u200B{a{a{a{a{a"
	var got []codeSpan
	more := ""
	for _, f := range Run(s, MaxFindings(2)) {
		got = append(got, codeSpan{f.Code, f.Span})
		if f.Code == CodeMoreFindings {
			more = f.Message
		}
	}
	want := []codeSpan{
		{CodeInvisible, span(9, 12)},
		{CodeSyntax, span(12, 13)},
		{CodeUnwise, span(12, 13)},
		{CodeMoreFindings, span(14, 22)},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Run(%q, MaxFindings(2)): %v, want %v", s, got, want)
	}
	if !strings.HasPrefix(more, "4 more findings") {
		t.Errorf("MORE_FINDINGS message %q, want 4 more findings", more)
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
