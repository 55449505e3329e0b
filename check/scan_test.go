package check

import (
	"slices"
	"testing"
)

// TestScanInputFacts: scanInput gives exactly the union of the facts of
// the input's characters as scan.go's constants define them, no more (a
// fact set without its character makes a rule run for nothing) and no
// less (a rule would skip a character it must report). factKnown, the
// mark of a computed table entry, is no fact of the input and is left
// out. Each expected value is worked out by hand from the definitions:
// charCode's table (check.go), the bidi classes of UnicodeData.txt and
// the NFKC forms and Canonical_Combining_Class of UnicodeData.txt.
func TestScanInputFacts(t *testing.T) {
	const (
		raises  = factRaises
		rtl     = factRTL
		notNFKC = factNotNFKC
		pct     = factPct
		upper   = factUpper
		non     = factNonASCII
		invalid = factInvalid
	)
	for _, c := range []struct {
		in   string
		want uint8
	}{
		{"", 0},
		// ASCII letters, digits and delimiters IRIs allow have no fact;
		// "A" to "Z" are uppercase, "@" and "[" either side of them are
		// not, nor are "a" to "z".
		{"a", 0},
		{"z", 0},
		{"0", 0},
		{"/", 0},
		{"@", 0},
		{"[", 0},
		{"~", 0},
		{"A", upper},
		{"M", upper},
		{"Z", upper},
		{"%", pct},
		// A space, a delimiter, an unwise character and a control have a
		// code of their own (charCode).
		{" ", raises},
		{"<", raises},
		{"|", raises},
		{"\x7f", raises},
		// Eight ASCII characters at a time, then the rest one by one: a
		// fact in the last of eight, after eight and after sixteen.
		{"abcdefgh", 0},
		{"abcdefgA", upper},
		{"abcdefghA", upper},
		{"abcdefghijklmnop%", pct},
		{"HTTP://EXAMPLE/", upper},
		{"http://example/", 0},
		// U+00E9 (é) is a letter with no code, its own NFKC form and a
		// starter (class 0): only outside ASCII.
		{"\u00e9", non},
		{"r\u00e9sum\u00e9", non},
		// U+05D0 (Hebrew alef) is of bidi class R.
		{"\u05d0", rtl | non},
		// U+200E (LRM) is a bidi formatting character.
		{"\u200e", raises | non},
		// U+FF21 (full-width A) has a code and NFKC maps it to "A".
		{"\uff21", raises | notNFKC | non},
		// U+0301 (combining acute) combines with the character before it
		// (class 230, no boundary before it).
		{"e\u0301", notNFKC | non},
		// U+E000 is private use (a code in and out of the query).
		{"\ue000", raises | non},
		// U+1D400 (mathematical bold A, outside the BMP): NFKC maps it to
		// "A". U+10000 (Linear B syllable B008 A) has no fact.
		{"\U0001d400", notNFKC | non},
		{"\U00010000", non},
		// A byte that is not UTF-8, the lowest (0x80) and the highest
		// (0xFF), alone or after eight ASCII characters.
		{"\x80", raises | notNFKC | invalid | non},
		{"\xff", raises | notNFKC | invalid | non},
		{"a\x80b", raises | notNFKC | invalid | non},
		{"abcdefgh\x80", raises | notNFKC | invalid | non},
		// A lead byte without its continuation.
		{"\xc3", raises | notNFKC | invalid | non},
		// Facts add up.
		{"A%\u05d0", upper | pct | rtl | non},
	} {
		if got := scanInput(c.in) &^ factKnown; got != c.want {
			t.Errorf("scanInput(%+q) = %08b, want %08b", c.in, got, c.want)
		}
		// The same facts when the table is already filled (second call).
		if got := scanInput(c.in) &^ factKnown; got != c.want {
			t.Errorf("scanInput(%+q) again = %08b, want %08b", c.in, got, c.want)
		}
	}
}

// TestRuneFactsOfOneCharacter: runeFacts of a character without a code of
// its own is no factRaises, for the query as outside it; one with a code
// has it, whichever of charCode's cases gives it (hand-picked from
// charCode's table in check.go).
func TestRuneFactsOfOneCharacter(t *testing.T) {
	for c, want := range map[rune]bool{
		0x00E9: false, // é
		0x4E00: false, // a CJK ideograph
		0x05D0: false, // alef: right-to-left, but no code
		0x00A0: true,  // no-break space: a look-alike of the space
		0x0085: true,  // NEL, a C1 control
		0xFFFD: true,  // a special
		0xFDD0: true,  // a non-character
		0xE000: true,  // private use
		0xFF65: true,  // half-width Katakana middle dot
	} {
		if got := runeFacts(c)&factRaises != 0; got != want {
			t.Errorf("runeFacts(U+%04X) has factRaises = %v, want %v", c, got, want)
		}
	}
}

// TestScanFactsReachTheRules: a rule skipped for want of its fact still
// reports what it must when the input's only such character is at the
// edge of the fact. 0x80, the lowest byte outside ASCII, is a
// continuation byte that cannot start a character (RFC 3629 section 3),
// so "http://a/\x80" is not UTF-8 (RFC 3987 section 3.1): one
// INVALID_UTF8 at byte 9, without a component (a lone bad byte keeps the
// copy from parsing, surrogate.go). "HTTP://EXAMPLE/" has uppercase
// letters and no lowercase one: the scheme and the host are both
// reported (RFC 3986 sections 3.1 and 3.2.2).
func TestScanFactsReachTheRules(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []codeSpan
	}{
		{"http://a/\x80", []codeSpan{{CodeInvalidUTF8, span(9, 10)}}},
		{"http://a/b\x80c", []codeSpan{{CodeInvalidUTF8, span(10, 11)}}},
		{"HTTP://EXAMPLE/", []codeSpan{{CodeSchemeNotLowercase, span(0, 4)}, {CodeHostNotLowercase, span(7, 14)}}},
	} {
		if got := runCodes(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Run(%+q) = %v, want %v", c.in, got, c.want)
		}
	}
	if fs := Run("http://a/\x80"); len(fs) != 1 || fs[0].HasComponent {
		t.Errorf("Run(%+q) = %v, want one finding without a component", "http://a/\x80", fs)
	}
}
