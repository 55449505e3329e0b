package chars

import (
	"strings"
	"unicode/utf8"
)

// UpperHex is the digits of a percent-encoding as RFC 3986 section 2.1 says
// producers should write them: uppercase.
const UpperHex = "0123456789ABCDEF"

// IsPctTriplet reports whether s[i:] starts with pct-encoded: "%" HEXDIG
// HEXDIG (RFC 3986 section 2.1).
func IsPctTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && Is(s[i+1], HEXDIG) && Is(s[i+2], HEXDIG)
}

// Unhex returns the value of the hex digit c (either case).
func Unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// PctByte decodes the pct-encoded octet at s[i:], if there is one.
func PctByte(s string, i int) (byte, bool) {
	if !IsPctTriplet(s, i) {
		return 0, false
	}
	return Unhex(s[i+1])<<4 | Unhex(s[i+2]), true
}

// WritePct writes the percent-encoding of the octet c, in uppercase.
func WritePct(b *strings.Builder, c byte) {
	b.WriteByte('%')
	b.WriteByte(UpperHex[c>>4])
	b.WriteByte(UpperHex[c&15])
}

// PctDecode decodes every pct-encoded triplet of s, leaving a "%" that does
// not start one as it is, and reports whether the result is valid UTF-8.
func PctDecode(s string) (string, bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, utf8.ValidString(s)
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c, ok := PctByte(s, i); ok {
			b = append(b, c)
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b), utf8.Valid(b)
}

// PctDecodeStrict decodes every pct-encoded triplet of s as PctDecode does,
// but reports ok false where a "%" does not start a triplet; the result
// may be any octets.
func PctDecodeStrict(s string) (dec string, ok bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, true
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b = append(b, s[i])
			continue
		}
		c, ok := PctByte(s, i)
		if !ok {
			return "", false
		}
		b = append(b, c)
		i += 2
	}
	return string(b), true
}
