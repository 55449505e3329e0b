package chars

import "testing"

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
