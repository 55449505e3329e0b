package idnaprofile

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestToASCIITooLong(t *testing.T) {
	for _, tt := range []struct {
		label string
		want  bool
	}{
		{strings.Repeat("a", 63), false},
		{strings.Repeat("a", 64), true},
		// "xn--" + 55 "a" + "-u3e" is 63 octets (Punycode of RFC 3492 worked
		// by hand: one insertion of U+00E9 after 55 basic code points).
		{strings.Repeat("a", 55) + "é", false},
		{strings.Repeat("a", 56) + "é", true},
		{"résumé", false},
		{"", false},
	} {
		if got := ToASCIITooLong(Lookup, tt.label); got != tt.want {
			t.Errorf("ToASCIITooLong(%q) = %v, want %v", tt.label, got, tt.want)
		}
	}
}

// TestLookupProfile pins the documented choice: nontransitional ("ß"
// stays), STD3 rules off ("_" allowed), lookup mapping (case folded).
func TestLookupProfile(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"faß", "xn--fa-hia"},
		{"a_b", "a_b"},
		{"RÉSUMÉ", "xn--rsum-bpad"},
	} {
		got, err := Lookup.ToASCII(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

// UTS #46 IdnaMappingTable.txt gives U+200B, U+00AD, U+2060, U+FEFF and
// U+FE0F the status "ignored"; U+202E and U+2066 are disallowed, and the
// joiners are deviations that nontransitional processing keeps.
func TestRemovesRune(t *testing.T) {
	for r, want := range map[rune]bool{
		0x200B: true, 0x00AD: true, 0x2060: true, 0xFEFF: true, 0xFE0F: true,
		0x202E: false, 0x2066: false, 0x200C: false, 0x200D: false, 'b': false, 0x00E9: false,
	} {
		if got := RemovesRune(r); got != want {
			t.Errorf("RemovesRune(%U) = %v", r, got)
		}
	}
}

// RFC 5892 appendix A.2: ZWJ after a virama (U+094D, canonical combining
// class 9) is allowed; after a Latin letter it is not.
func TestJoiners(t *testing.T) {
	if _, err := Joiners.ToASCII("\u0915\u094d\u200d\u0937"); err != nil {
		t.Errorf("ZWJ after a virama: %v", err)
	}
	if _, err := Joiners.ToASCII("a\u200db"); err == nil {
		t.Error("ZWJ between Latin letters accepted")
	}
}

// cjk returns n CJK ideographs, 20,000 distinct ones from U+4E00 on
// repeated (three octets each in UTF-8).
func cjk(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(rune(0x4E00 + i%20000))
	}
	return b.String()
}

// TestLongerThanALabel: a label whose code points the mapping keeps are
// more than 4*63 is too long for an A-label whatever its Punycode; one
// that is not, or a string of at most 252 octets, is left to ToASCII.
// Counted by hand: the UTS #46 mapping deletes U+00AD SOFT HYPHEN, keeps
// ideographs and ASCII letters, and maps U+3002 IDEOGRAPHIC FULL STOP to
// ".".
func TestLongerThanALabel(t *testing.T) {
	for _, tt := range []struct {
		name string
		s    string
		want bool
	}{
		{"253 ideographs", cjk(253), true},
		{"252 ideographs", cjk(252), false},
		{"253 ASCII letters", strings.Repeat("a", 253), true},
		{"252 octets", strings.Repeat("a", 252), false},
		{"soft hyphens and one letter", strings.Repeat("\u00AD", 1000) + "\u00E9", false},
		{"labels of 200 split by dots", cjk(200) + "." + cjk(200), false},
		{"labels of 200 split by U+3002", cjk(200) + "\u3002" + cjk(200), false},
		{"a long label after a short one", "a." + cjk(300), true},
	} {
		if got := LongerThanALabel(tt.s); got != tt.want {
			t.Errorf("%s: LongerThanALabel = %v, want %v", tt.name, got, tt.want)
		}
		// What it reports as too long, ToASCII makes too long too.
		if tt.want && len(tt.s) < 2000 {
			for _, l := range strings.Split(tt.s, ".") {
				if a, err := Lookup.ToASCII(l); err == nil && len(a) <= MaxLabel && utf8.RuneCountInString(l) > 4*MaxLabel {
					t.Errorf("%s: ToASCII gives %q, %d octets", tt.name, a, len(a))
				}
			}
		}
	}
	// A 100,000-ideograph label (20,000 distinct) is found too long without ToASCII, which
	// would take minutes on it (Punycode is quadratic).
	if !ToASCIITooLong(Lookup, cjk(100000)) {
		t.Error("ToASCIITooLong of 100,000 ideographs: false")
	}
}

// TestToASCIITooLongEdges: an ASCII label is too long from 64 octets
// (RFC 1034 section 3.1); a label with a byte from 0x80 up (even a lone
// 0x80) is not ASCII and goes through ToASCII.
func TestToASCIITooLongEdges(t *testing.T) {
	for l, want := range map[string]bool{
		strings.Repeat("a", 63): false,
		strings.Repeat("a", 64): true,
		// ASCII, 64 octets, which ToASCII would also reject for its
		// leading hyphen: "too long" is decided on the length alone.
		"-" + strings.Repeat("a", 63): true,
		// 65 octets, not ASCII: ToASCII rejects the label (its "-" at both
		// ends, RFC 5891 section 4.2.3.1), so it is not "too long".
		"\x80-" + strings.Repeat("a", 62) + "-": false,
	} {
		if got := ToASCIITooLong(Lookup, l); got != want {
			t.Errorf("ToASCIITooLong(%q) = %v, want %v", l, got, want)
		}
	}
}
