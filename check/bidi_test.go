package check

import (
	"strings"
	"testing"

	"github.com/goiri/iri"
)

func TestBidiRules(t *testing.T) {
	for _, tt := range []struct {
		in          string // Bidi Notation
		mixed, ends bool
	}{
		{"abc", false, false},
		{"123", false, false},
		{"ABC", false, false},
		{"ABC123DEF", false, false},
		{"AB1", false, true},
		{"1AB", false, true},
		{"ABcdEF", true, false},
		{"abCD", true, true},
		{"%31AB", false, true},
		{"AB\u200Ec", true, true}, // LRM is skipped, "c" is not
		{"AB\u200E", false, false},
		{"", false, false},
	} {
		mixed, ends := bidiRules(heb(tt.in))
		if mixed != tt.mixed || ends != tt.ends {
			t.Errorf("bidiRules(%q) = %v, %v; want %v, %v", tt.in, mixed, ends, tt.mixed, tt.ends)
		}
	}
}

// fromHeb maps the Hebrew letters heb produces back to Bidi Notation.
func fromHeb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x05D0 && r < 0x05D0+26 {
			return 'A' + (r - 0x05D0)
		}
		return r
	}, s)
}

// TestBidiHostLabel: section 4.2 applies to each label of a reg-name host;
// "a" then HEBREW LETTER ALEF (2 bytes) is bytes 7-9 of the input.
func TestBidiHostLabel(t *testing.T) {
	s := "http://a\u05D0.example/"
	var got []Finding
	for _, f := range Run(s) {
		if f.Code == CodeBidiMixedDirection {
			got = append(got, f)
		}
	}
	if len(got) != 1 || got[0].Span != (iri.Span{Start: 7, End: 10}) {
		t.Errorf("Run(%q): %v, want one %s at [7,10)", s, got, CodeBidiMixedDirection)
	}
	// An IPv6 host is no label; with only LTR elsewhere nothing is found.
	for _, f := range Run("http://[::1]/a") {
		if f.Code == CodeBidiMixedDirection || f.Code == CodeBidiRTLEnds {
			t.Errorf("Run(http://[::1]/a): %v", f)
		}
	}
}
