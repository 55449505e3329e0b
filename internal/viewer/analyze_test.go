package viewer

import (
	"strings"
	"testing"
)

// The rungs of the comparison ladder (draft-ietf-iri-3987bis-00 section
// 5.3): simple string comparison (5.3.1) compares the input as it is;
// syntax-based normalization (5.3.2, RFC 3986 section 6.2.2) lowercases
// the scheme and the host (6.2.2.1) and decodes percent-encoded unreserved
// characters (6.2.2.2: %7e is "~", %41 is "A"); the scheme-based rung
// (5.3.3, RFC 3986 section 6.2.3) also drops http's default port 80.
func TestAnalyzeNormalizesAtEachRung(t *testing.T) {
	for in, want := range map[string][3]string{
		"HTTP://Example.ORG/%7e%41": {"HTTP://Example.ORG/%7e%41", "http://example.org/~A", "http://example.org/~A"},
		"http://a:80/":              {"http://a:80/", "http://a:80/", "http://a/"},
	} {
		a := Analyze(Request{IRI: in})
		levels := [3]string{"simple", "syntax", "scheme"}
		if len(a.Normalized) != 3 {
			t.Fatalf("%q: %d rungs, want 3", in, len(a.Normalized))
		}
		for i, n := range a.Normalized {
			if n.Level != levels[i] || n.Output == nil || *n.Output != want[i] {
				t.Errorf("%q at rung %d: %+v, want level %s output %q", in, i, n, levels[i], want[i])
			}
		}
	}
}

// The counts are those of the findings' severities, which docs/codes.md
// gives: SCHEME_NOT_LOWERCASE, HOST_NOT_LOWERCASE and
// PCT_ENCODED_UNRESERVED are warnings; SPACE_LOOKALIKE (U+00A0) a
// warning, and U+FDD0 both a SYNTAX error (it is not ucschar, RFC 3987
// section 2.2) and a NON_CHARACTER error (section 7.3).
func TestAnalyzeCountsErrorsAndWarnings(t *testing.T) {
	for _, c := range []struct {
		in               string
		codes            []string
		errors, warnings int
	}{
		{"HTTP://Example.ORG/%7e%41", []string{"SCHEME_NOT_LOWERCASE", "HOST_NOT_LOWERCASE", "PCT_ENCODED_UNRESERVED"}, 0, 3},
		{"http://example.org/\u00a0x\ufdd0", []string{"SPACE_LOOKALIKE", "SYNTAX", "NON_CHARACTER"}, 2, 1},
		{"http://example.org/", nil, 0, 0},
	} {
		a := Analyze(Request{IRI: c.in})
		var codes []string
		for _, f := range a.Findings {
			codes = append(codes, f.Code)
		}
		if strings.Join(codes, " ") != strings.Join(c.codes, " ") || a.Errors != c.errors || a.Warnings != c.warnings {
			t.Errorf("%q: findings %v, %d errors, %d warnings; want %v, %d, %d", c.in, codes, a.Errors, a.Warnings, c.codes, c.errors, c.warnings)
		}
	}
}

// HOSTPORT (draft-ietf-iri-3987bis-00 section 3.2) is host ":" port when
// the port differs from the scheme's default, otherwise the host alone;
// an empty port is no port. The spans have a scheme only when the input
// has one.
func TestAnalyzeHostportAndSpans(t *testing.T) {
	for _, c := range []struct {
		in, hostport string
		scheme       bool
	}{
		{"http://example.org:8080/p", "example.org:8080", true},
		{"http://example.org:80/p", "example.org", true},
		{"http://example.org:/p", "example.org", true},
		{"http://example.org/p", "example.org", true},
		{"//example.org:8080/p", "example.org:8080", false},
	} {
		a := Analyze(Request{IRI: c.in})
		if a.Components == nil || a.Hostport == nil || *a.Hostport != c.hostport {
			t.Errorf("%q: hostport %v, want %q", c.in, a.Components, c.hostport)
			continue
		}
		sp, ok := a.Spans["scheme"]
		if ok != c.scheme || (ok && sp != [2]int{0, 4}) {
			t.Errorf("%q: scheme span %v (present %v), want present %v at [0 4]", c.in, sp, ok, c.scheme)
		}
	}
}

// The characters listed are those outside U+0021-007E (visible ASCII):
// "!" and "~", its ends, are not; the space U+0020 and DELETE U+007F,
// just outside, are. A byte that is not UTF-8 is "invalid" (RFC 3629
// section 3: an encoded surrogate, ED A0 80, is three such bytes), while
// U+FFFD written in UTF-8 is a character like any other.
func TestAnalyzeListsCharactersOtherThanVisibleASCII(t *testing.T) {
	in := "! ~\x7f\x01\xff\ufffd\xed\xa0\x80\u00e9"
	want := []Character{
		{1, 2, "U+0020", "SPACE"},
		{3, 4, "U+007F", "<control>"},
		{4, 5, "U+0001", "<control>"},
		{5, 6, "invalid", "byte 0xFF, not UTF-8"},
		{6, 9, "U+FFFD", "REPLACEMENT CHARACTER"},
		{9, 10, "invalid", "byte 0xED, not UTF-8"},
		{10, 11, "invalid", "byte 0xA0, not UTF-8"},
		{11, 12, "invalid", "byte 0x80, not UTF-8"},
		{12, 14, "U+00E9", "LATIN SMALL LETTER E WITH ACUTE"},
	}
	got := Analyze(Request{IRI: in}).Characters
	if len(got) != len(want) {
		t.Fatalf("characters of %q:\n got %+v\nwant %+v", in, got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("character %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if got := Analyze(Request{IRI: "http://example.org/a!~"}).Characters; len(got) != 0 {
		t.Errorf("visible ASCII only, yet characters %+v", got)
	}
}

// docs/serve.md: at most 2,000 characters are listed.
func TestAnalyzeListsAtMost2000Characters(t *testing.T) {
	for n, want := range map[int]int{1999: 1999, 2000: 2000, 2001: 2000, 2500: 2000} {
		got := Analyze(Request{IRI: strings.Repeat("é", n)}).Characters
		if len(got) != want {
			t.Errorf("%d é: %d characters listed, want %d", n, len(got), want)
		}
		if last := got[len(got)-1]; last.Start != 2*(want-1) || last.End != 2*want {
			t.Errorf("%d é: last listed at [%d,%d), want [%d,%d)", n, last.Start, last.End, 2*(want-1), 2*want)
		}
	}
}

// A code point without a name is named after what it is: the general
// categories Cc (U+0000-001F, U+007F-009F), Co (U+E000-F8FF, planes 15
// and 16 but their last two code points), Cs (U+D800-DFFF), the
// noncharacters (U+FDD0-FDEF and U+xFFFE-xFFFF, Unicode Standard section
// 23.7), or unassigned; the ranges whose names are derived keep their
// label (Unicode Standard section 4.8).
func TestRuneNameOfCodePointsWithoutAName(t *testing.T) {
	for c, want := range map[rune]string{
		0x0000: "<control>", 0x001F: "<control>", 0x007F: "<control>", 0x0080: "<control>", 0x009F: "<control>",
		0x0020: "SPACE", 0x00A0: "NO-BREAK SPACE", 0x0041: "LATIN CAPITAL LETTER A",
		0xE000: "<private use>", 0xF8FF: "<private use>", 0xF900: "CJK COMPATIBILITY IDEOGRAPH-F900",
		0xF0000: "<private use>", 0xFFFFD: "<private use>", 0x100000: "<private use>", 0x10FFFD: "<private use>",
		0xD800: "<surrogate>", 0xDB80: "<surrogate>", 0xDFFF: "<surrogate>",
		0xFDD0: "<noncharacter>", 0xFDEF: "<noncharacter>", 0xFDCF: "ARABIC LIGATURE SALAAMUHU ALAYNAA",
		0xFFFE: "<noncharacter>", 0xFFFF: "<noncharacter>", 0x1FFFE: "<noncharacter>", 0xEFFFF: "<noncharacter>",
		0xFFFFE: "<noncharacter>", 0xFFFFF: "<noncharacter>", 0x10FFFE: "<noncharacter>", 0x10FFFF: "<noncharacter>",
		0x4E00: "<CJK Ideograph>", 0xAC00: "<Hangul Syllable>",
		0x0378: "<unassigned>", 0xE0000: "<unassigned>", 0x2FFFD: "<unassigned>",
	} {
		if got := runeName(c); got != want {
			t.Errorf("U+%04X: %q, want %q", c, got, want)
		}
	}
}
