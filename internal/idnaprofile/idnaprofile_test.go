package idnaprofile

import (
	"strings"
	"testing"
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
