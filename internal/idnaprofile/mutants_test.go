package idnaprofile

import (
	"strings"
	"testing"
)

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
