package check

import (
	"strings"
	"testing"
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
