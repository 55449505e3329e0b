package chars

import (
	"strings"
	"testing"
	"unicode"
)

// The ASCII members of each class, written out from the ABNF of RFC 3986
// (sections 2.2, 2.3, 3.1-3.5) and RFC 5234 appendix B.1, not computed.
const (
	alpha      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	digit      = "0123456789"
	hexdig     = "0123456789ABCDEFabcdef"
	unreserved = alpha + digit + "-._~"
	genDelims  = ":/?#[]@"
	subDelims  = "!$&'()*+,;="
)

func TestASCIIClassesByHand(t *testing.T) {
	for _, tt := range []struct {
		name    string
		k       Class
		members string
	}{
		{"ALPHA", ALPHA, alpha},
		{"DIGIT", DIGIT, digit},
		{"HEXDIG", HEXDIG, hexdig},
		{"unreserved", Unreserved, unreserved},
		{"gen-delims", GenDelims, genDelims},
		{"sub-delims", SubDelims, subDelims},
		{"reserved", Reserved, genDelims + subDelims},
		{"scheme characters", SchemeChar, alpha + digit + "+-."},
		{"userinfo", Userinfo, unreserved + subDelims + ":"},
		{"reg-name", RegName, unreserved + subDelims},
		{"pchar", Pchar, unreserved + subDelims + ":@"},
		{"path", Path, unreserved + subDelims + ":@/"},
		{"query", Query, unreserved + subDelims + ":@/?"},
	} {
		for c := 0; c < 256; c++ {
			want := c < 128 && strings.IndexByte(tt.members, byte(c)) >= 0
			if Is(byte(c), tt.k) != want {
				t.Errorf("%s: Is(%q) = %v, want %v", tt.name, rune(c), !want, want)
			}
			if Table(tt.k)[c] != want {
				t.Errorf("%s: Table[%q] = %v, want %v", tt.name, rune(c), !want, want)
			}
		}
	}
}

// TestRangesByHand pins the range tables at their boundaries, read off the
// ABNF of RFC 3987 section 2.2 and draft-ietf-iri-3987bis-00 section 7.1.
func TestRangesByHand(t *testing.T) {
	in := map[*unicode.RangeTable][]rune{
		Ucschar:      {0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0x20000, 0xE1000, 0xEFFFD},
		Iprivate:     {0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD},
		IprivateBis:  {0xE000, 0xF8FF, 0xE0000, 0xE0FFF, 0xF0000, 0x10FFFD},
		LeiriUcschar: {0x80, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF},
	}
	out := map[*unicode.RangeTable][]rune{
		Ucschar:      {0x9F, 0xD800, 0xF8FF, 0xFDD0, 0xFDEF, 0xFFF0, 0xFFFF, 0x1FFFE, 0x1FFFF, 0xE0000, 0xE0FFF, 0xEFFFE, 0xF0000},
		Iprivate:     {0xDFFF, 0xF900, 0xE0000, 0xFFFFE, 0x10FFFE},
		IprivateBis:  {0xDFFF, 0xF900, 0xE1000, 0xFFFFE},
		LeiriUcschar: {0x7F, 0xD800, 0xDFFF, 0xFFFE, 0xFFFF},
	}
	for tab, rs := range in {
		for _, r := range rs {
			if !unicode.Is(tab, r) {
				t.Errorf("U+%04X should be in its table", r)
			}
		}
	}
	for tab, rs := range out {
		for _, r := range rs {
			if unicode.Is(tab, r) {
				t.Errorf("U+%04X should not be in its table", r)
			}
		}
	}
}

// TestIsUcscharAgreesWithTable: the comparisons of IsUcschar and the range
// table Ucschar are the same set, over every code point.
func TestIsUcscharAgreesWithTable(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if IsUcschar(r) != unicode.Is(Ucschar, r) {
			t.Fatalf("U+%04X: IsUcschar %v, table %v", r, IsUcschar(r), !IsUcschar(r))
		}
	}
	for _, tt := range []struct {
		r    rune
		bis  bool
		want bool
	}{{0xE0001, false, false}, {0xE0001, true, true}, {0xE000, false, true}, {0xF8FF, true, true}, {0xF900, true, false}} {
		if IsIprivate(tt.r, tt.bis) != tt.want {
			t.Errorf("IsIprivate(U+%04X, %v) = %v", tt.r, tt.bis, !tt.want)
		}
	}
	for _, tt := range []struct {
		r    rune
		want bool
	}{{' ', true}, {'<', true}, {0, true}, {0x1F, true}, {0x7F, true}, {'a', false}, {'%', false}, {'#', false}, {0x80, true}, {0xFFFE, false}, {-1, false}} {
		if IsLeiriUcschar(tt.r) != tt.want {
			t.Errorf("IsLeiriUcschar(%U) = %v", tt.r, !tt.want)
		}
	}
}

func TestPercentEncoding(t *testing.T) {
	for _, tt := range []struct {
		s      string
		i      int
		triple bool
		b      byte
	}{{"%41", 0, true, 'A'}, {"x%e9", 1, true, 0xE9}, {"%4", 0, false, 0}, {"%4g", 0, false, 0}, {"%g4", 0, false, 0}, {"a%41", 0, false, 0}, {"%", 0, false, 0}} {
		b, ok := PctByte(tt.s, tt.i)
		if ok != tt.triple || IsPctTriplet(tt.s, tt.i) != tt.triple || b != tt.b {
			t.Errorf("PctByte(%q, %d) = %#x, %v; want %#x, %v", tt.s, tt.i, b, ok, tt.b, tt.triple)
		}
	}
	for _, tt := range []struct {
		in, dec string
		utf8    bool
		strict  bool
	}{
		{"r%C3%A9sum%C3%A9", "résumé", true, true},
		{"100%", "100%", true, false},
		{"%zz%41", "%zzA", true, false},
		{"%FF", "\xff", false, true},
		{"plain", "plain", true, true},
	} {
		dec, ok := PctDecode(tt.in)
		if dec != tt.dec || ok != tt.utf8 {
			t.Errorf("PctDecode(%q) = %q, %v; want %q, %v", tt.in, dec, ok, tt.dec, tt.utf8)
		}
		sd, sok := PctDecodeStrict(tt.in)
		if sok != tt.strict || sok && sd != tt.dec {
			t.Errorf("PctDecodeStrict(%q) = %q, %v; want ok %v", tt.in, sd, sok, tt.strict)
		}
	}
	var b strings.Builder
	for _, c := range []byte{0x00, 0x0A, 0xE9, 0xFF, '%'} {
		WritePct(&b, c)
	}
	if b.String() != "%00%0A%E9%FF%25" {
		t.Errorf("WritePct: %q", b.String())
	}
	for c := byte(0); c < 16; c++ {
		if Unhex(UpperHex[c]) != c || Unhex(strings.ToLower(UpperHex)[c]) != c {
			t.Errorf("Unhex of digit %d", c)
		}
	}
}

func TestSchemeAndUTF8(t *testing.T) {
	for _, tt := range []struct {
		s      string
		name   bool
		prefix bool
	}{
		{"http", true, false}, {"h+t-t.p9", true, false}, {"9http", false, false}, {"", false, false},
		{"ht tp", false, false}, {"http:", false, true}, {"urn:a:b", false, true}, {":a", false, false},
		{"a/b:c", false, false}, {"é:x", false, false},
	} {
		if IsSchemeName(tt.s) != tt.name || HasScheme(tt.s) != tt.prefix {
			t.Errorf("%q: IsSchemeName %v, HasScheme %v; want %v, %v", tt.s, IsSchemeName(tt.s), HasScheme(tt.s), tt.name, tt.prefix)
		}
	}
	for _, tt := range []struct {
		s   string
		off int
	}{{"abc", -1}, {"é", -1}, {"a\xffb", 1}, {"é\xc3", 2}, {"\xed\xa0\x80", 0}, {"", -1}} {
		if got := InvalidUTF8(tt.s); got != tt.off {
			t.Errorf("InvalidUTF8(%q) = %d, want %d", tt.s, got, tt.off)
		}
	}
	for _, tt := range []struct {
		r    rune
		want string
	}{{' ', "U+0020 ' '"}, {0x7, "U+0007"}, {0xE9, "U+00E9 'é'"}, {0x1F600, "U+1F600 '😀'"}, {0x200B, "U+200B"}} {
		if got := Describe(tt.r); got != tt.want {
			t.Errorf("Describe(%U) = %q, want %q", tt.r, got, tt.want)
		}
	}
	for _, r := range []rune{0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E} {
		if !IsBidiFormatting(r) {
			t.Errorf("IsBidiFormatting(%U) = false", r)
		}
	}
	for _, r := range []rune{0x2066, 0x061C, 'a', 0x05D0} {
		if IsBidiFormatting(r) {
			t.Errorf("IsBidiFormatting(%U) = true (not among the seven of RFC 3987 section 4.1)", r)
		}
	}
	if !IsRTL(0x05D0) || !IsRTL(0x0627) || IsRTL('a') || !IsLTR('a') || IsLTR('1') || IsLTR(0x05D0) {
		t.Errorf("IsRTL/IsLTR disagree with the bidi classes of U+05D0 (R), U+0627 (AL), a (L), 1 (EN)")
	}
}

// TestInvalidUTF8Edges: RFC 3629 section 3. 0x80 is a continuation byte,
// never a first byte; U+FFFD written out (EF BF BD) is a valid character.
func TestInvalidUTF8Edges(t *testing.T) {
	for s, want := range map[string]int{
		"\x80": 0, "a\x80": 1, "\x7f\x80": 1, "a\uFFFDb": -1, "\uFFFD": -1, "": -1, "\u00e9\xff": 2,
	} {
		if got := InvalidUTF8(s); got != want {
			t.Errorf("InvalidUTF8(%q) = %d, want %d", s, got, want)
		}
	}
}
