package chars

import (
	"strings"
	"testing"
)

// TestPctRune: the characters percent-encoded octets encode, as RFC 3629
// defines UTF-8: a one-octet character for 0x00-0x7F, the lead octets
// 0xC2-0xF4 with their continuation octets, nothing for an octet that
// starts no character (0x80-0xBF continue one; 0xC0, 0xC1 and 0xF5-0xFF
// never occur), an overlong form, a surrogate (U+D800-U+DFFF are not
// characters) or a value past U+10FFFF. The values are worked out by hand
// from the octets.
func TestPctRune(t *testing.T) {
	for _, tt := range []struct {
		s    string
		i    int
		want rune
		n    int
	}{
		{"%41", 0, 'A', 1},
		{"%00", 0, 0, 1},
		{"%7F", 0, 0x7F, 1},
		{"%41%80", 0, 'A', 1}, // the next triplet is not read
		{"%C3%A9", 0, 0xE9, 2},
		{"%c3%a9", 0, 0xE9, 2}, // either case of hex digits
		{"x%C3%A9", 1, 0xE9, 2},
		{"%E2%80%AE", 0, 0x202E, 3},
		{"%EF%BF%BD", 0, 0xFFFD, 3}, // U+FFFD is a character like any other
		{"%F0%9F%98%80", 0, 0x1F600, 4},
		{"%F4%8F%BF%BF", 0, 0x10FFFF, 4},
		{"%E2%80%AE%41", 0, 0x202E, 3},
		// The first and last lead octet of each length (RFC 3629 section
		// 4: C2-DF, E0-EF, F0-F4) with the smallest and largest values
		// they start: C2 80 is U+0080, DF BF U+07FF, E0 A0 80 U+0800, EF
		// BF BF U+FFFF, F0 90 80 80 U+10000.
		{"%C2%80", 0, 0x80, 2},
		{"%DF%BF", 0, 0x7FF, 2},
		{"%E0%A0%80", 0, 0x800, 3},
		{"%EF%BF%BF", 0, 0xFFFF, 3},
		{"%F0%90%80%80", 0, 0x10000, 4},
		// Bad lead octets.
		{"%80", 0, 0, 0},
		{"%BF%80", 0, 0, 0},
		{"%C0%80", 0, 0, 0}, // overlong NUL
		{"%C1%BF", 0, 0, 0}, // overlong DEL
		{"%F5%80%80%80", 0, 0, 0},
		{"%FF", 0, 0, 0},
		// Bad or missing continuations.
		{"%C3", 0, 0, 0},
		{"%C3%41", 0, 0, 0},
		{"%C3A9", 0, 0, 0},
		{"%E2%80", 0, 0, 0},
		{"%E2%80%2F", 0, 0, 0},
		{"%E0%80%80", 0, 0, 0},    // overlong
		{"%ED%A0%80", 0, 0, 0},    // surrogate U+D800
		{"%F0%80%80%80", 0, 0, 0}, // overlong
		{"%F4%90%80%80", 0, 0, 0}, // U+110000
		{"%E2%80%A", 0, 0, 0},     // cut triplet
		// No triplet at i.
		{"", 0, 0, 0},
		{"%4", 0, 0, 0},
		{"%G1", 0, 0, 0},
		{"A", 0, 0, 0},
		{"\u00E9", 0, 0, 0},
	} {
		r, n := PctRune(tt.s, tt.i)
		if r != tt.want || n != tt.n {
			t.Errorf("PctRune(%q, %d) = %U, %d; want %U, %d", tt.s, tt.i, r, n, tt.want, tt.n)
		}
	}
}

// TestWritePct: an octet is written as "%" and two uppercase hexadecimal
// digits (RFC 3986 section 2.1).
func TestWritePct(t *testing.T) {
	var b strings.Builder
	for _, c := range []byte{0x00, 0x0A, 0x2F, 0x7F, 0xA9, 0xFF} {
		WritePct(&b, c)
	}
	if got, want := b.String(), "%00%0A%2F%7F%A9%FF"; got != want {
		t.Errorf("WritePct wrote %q, want %q", got, want)
	}
}
