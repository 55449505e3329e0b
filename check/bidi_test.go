package check

import (
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/bidinotation"
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
		// The ASCII letters at the ends of the alphabet are L (UAX #9
		// table 4); the characters just outside it, "@", "[", "`" and
		// "{", are ON: neutral, so a component of them and right-to-left
		// letters mixes nothing.
		{"ABa", true, true},
		{"zAB", true, true},
		{"A@B", false, false},
		{"A[B", false, false},
		{"A`B", false, false},
		{"A{B", false, false},
	} {
		mixed, ends := bidiRules(heb(tt.in))
		if mixed != tt.mixed || ends != tt.ends {
			t.Errorf("bidiRules(%q) = %v, %v; want %v, %v", tt.in, mixed, ends, tt.mixed, tt.ends)
		}
	}
	// Uppercase ASCII letters, which Bidi Notation cannot write (its
	// capitals are right-to-left), are L as well: "A" and "Z" between two
	// HEBREW LETTER ALEFs mix the directions.
	for _, in := range []string{"\u05D0A\u05D0", "\u05D0Z\u05D0"} {
		if mixed, ends := bidiRules(in); !mixed || ends {
			t.Errorf("bidiRules(%+q) = %v, %v; want true, false", in, mixed, ends)
		}
	}
}

// fromHeb maps the Hebrew letters heb produces back to Bidi Notation.
var fromHeb = bidinotation.FromHeb

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
