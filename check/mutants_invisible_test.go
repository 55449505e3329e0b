package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

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
