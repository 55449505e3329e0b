package delim

import (
	"testing"
	"unicode"
)

// IsWhiteSpace is Unicode's White_Space property.
func TestIsWhiteSpaceIsUnicodeWhiteSpace(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got, want := IsWhiteSpace(r), unicode.Is(unicode.White_Space, r); got != want {
			t.Fatalf("IsWhiteSpace(%U) = %v, want %v", r, got, want)
		}
	}
}

func TestCloserOf(t *testing.T) {
	for open, want := range map[rune]rune{'(': ')', '[': ']', '{': '}', '"': '"', '\'': '\'', '「': '」', '『': '』',
		'【': '】', '〈': '〉', '《': '》', '（': '）', '“': '”', '‘': '’', '«': '»', '<': -1, 'a': -1} {
		if got := CloserOf(open); got != want {
			t.Errorf("CloserOf(%q) = %q, want %q", open, got, want)
		}
	}
}

func TestIsBidiFormatting(t *testing.T) {
	for r := rune(0x2000); r < 0x2100; r++ {
		want := r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
		if IsBidiFormatting(r) != want {
			t.Errorf("IsBidiFormatting(%U) = %v", r, !want)
		}
	}
}

// IsASCIISpace is true for the six ASCII white space characters of Unicode's
// White_Space property (U+0009-000D and U+0020) and no other byte.
func TestIsASCIISpace(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := c == ' ' || c >= 0x09 && c <= 0x0D
		if got := IsASCIISpace(byte(c)); got != want {
			t.Errorf("IsASCIISpace(%#02x) = %v, want %v", c, got, want)
		}
	}
}
