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
