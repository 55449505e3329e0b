package check

import (
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// Issue 14, case 3, and the invisible characters of every component.
// Offsets: "http://" is 7 bytes; U+200B, U+2067, U+FEFF and the joiners
// are 3 bytes in UTF-8, U+00AD 2 bytes.
func TestIssue14Invisible(t *testing.T) {
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
