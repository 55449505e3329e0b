package iri

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// specIprivateBis is iprivate of draft-ietf-iri-3987bis-00 section 2.2:
// %xE000-F8FF / %xE0000-E0FFF / %xF0000-FFFFD / %x100000-10FFFD.
func specIprivateBis(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF || 0xE0000 <= r && r <= 0xE0FFF ||
		0xF0000 <= r && r <= 0xFFFFD || 0x100000 <= r && r <= 0x10FFFD
}

// wantPreprocessedValid is what LEIRI (section 7.1) and Web Address (7.2)
// processing make of s, a valid 3987bis IRI reference: of its characters
// only iprivate is in leiri-ucschar but not in ucschar, so only iprivate is
// percent-encoded (section 3.3: each UTF-8 octet as "%" and two uppercase
// hexadecimal digits); a valid IRI has no white space to trim or strip, no
// lone "%" and no "\". Without iprivate, processing is the identity.
func wantPreprocessedValid(s string) string {
	var b strings.Builder
	for _, r := range s {
		if !specIprivateBis(r) {
			b.WriteRune(r)
			continue
		}
		var buf [4]byte
		for _, c := range buf[:utf8.EncodeRune(buf[:], r)] {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// checkPreprocessProperties checks, on any s, the properties FuzzPreprocess
// states: LEIRI and Web Address processing of a valid IRI reference is the
// identity (but for iprivate, see wantPreprocessedValid), and
// SplitReferences returns pieces of s, in order, dropping nothing but white
// space: leading and trailing " ", CR, LF, TAB, and the blocks of " "
// between the pieces (draft-weber-iri-guidelines-01 section 4).
func checkPreprocessProperties(t *testing.T, s string) {
	t.Helper()
	if RFC3987bis.Valid(s) {
		want := wantPreprocessedValid(s)
		if got, err := LEIRIToIRI(s); err != nil || got != want {
			t.Errorf("LEIRIToIRI(%q) = %q, %v; want %q", s, got, err, want)
		}
		if got, err := WebAddressToIRI(s); err != nil || got != want {
			t.Errorf("WebAddressToIRI(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
	const trim = " \r\n\t"
	pieces := SplitReferences(s)
	rest := strings.TrimLeft(s, trim)
	for i, p := range pieces {
		if p == "" || strings.Contains(p, " ") {
			t.Fatalf("SplitReferences(%q) piece %d = %q: empty or with a space", s, i, p)
		}
		if i > 0 {
			n := len(rest) - len(strings.TrimLeft(rest, " "))
			if n == 0 {
				t.Fatalf("SplitReferences(%q): no space before piece %d %q (left: %q)", s, i, p, rest)
			}
			rest = rest[n:]
		}
		if !strings.HasPrefix(rest, p) {
			t.Fatalf("SplitReferences(%q) = %q: piece %d %q is not next in %q", s, pieces, i, p, rest)
		}
		rest = rest[len(p):]
	}
	if strings.Trim(rest, trim) != "" {
		t.Fatalf("SplitReferences(%q) = %q drops %q", s, pieces, rest)
	}
	if len(pieces) > 0 && strings.TrimRight(rest, trim) != "" {
		t.Fatalf("SplitReferences(%q) = %q: %q after the last piece", s, pieces, rest)
	}
}

// TestPreprocessProperties runs the properties on inputs whose results are
// known by hand.
func TestPreprocessProperties(t *testing.T) {
	for _, s := range []string{
		"http://example.org/a?q#f", "http://h/?\uE000", "a/\U000F0000?x\U000E0001#\U0010FFFD",
		"", " ", "a b", "  a   b\t", "\r\na b\r\n", "a \tb", "a \n b", "http://a/ http://b/  c",
	} {
		checkPreprocessProperties(t, s)
	}
	// Worked by hand: U+E000 is EE 80 80 in UTF-8.
	if got := wantPreprocessedValid("?\uE000x"); got != "?%EE%80%80x" {
		t.Errorf("wantPreprocessedValid: %q", got)
	}
	for s, want := range map[string][]string{
		"  a   b\t":  {"a", "b"},
		"a \tb":      {"a", "\tb"},
		"a \n b":     {"a", "\n", "b"},
		"\r\n":       nil,
		"x\u3000y z": {"x\u3000y", "z"},
	} {
		got := SplitReferences(s)
		if fmt.Sprint(got) != fmt.Sprint(want) || len(got) != len(want) {
			t.Errorf("SplitReferences(%q) = %q, want %q", s, got, want)
		}
	}
}
