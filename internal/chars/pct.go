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

// PctRune decodes the character whose UTF-8 encoding (RFC 3629) is
// percent-encoded at s[i:] (RFC 3986 section 2.1, RFC 3987 section 3.2 step
// 1), returning it and its number of octets, 1 to 4, or 0 octets when s[i:]
// does not start with a pct-encoded triplet or the triplets from there do
// not start a well-formed UTF-8 sequence: a lead octet that starts none
// (0x80-0xC1, 0xF5-0xFF), a missing or bad continuation octet, an overlong
// form, a surrogate or a value past U+10FFFF. An octet 0x00-0x7F is a
// character of its own (RFC 3629 section 3), so "%41" decodes to "A" with
// 1 octet, and "%EF%BF%BD" to U+FFFD with 3: the decoder answers what the
// octets encode and leaves to its caller whether the character may be
// decoded. It is the one decoder of a percent-encoded character of the
// module (mapping, comparison and the checks).
func PctRune(s string, i int) (rune, int) {
	lead, ok := PctByte(s, i)
	if !ok {
		return 0, 0
	}
	var n int
	switch {
	case lead < utf8.RuneSelf:
		return rune(lead), 1
	case lead >= 0xC2 && lead <= 0xDF:
		n = 2
	case lead >= 0xE0 && lead <= 0xEF:
		n = 3
	case lead >= 0xF0 && lead <= 0xF4:
		n = 4
	default:
		return 0, 0
	}
	var buf [utf8.UTFMax]byte
	buf[0] = lead
	for k := 1; k < n; k++ {
		c, ok := PctByte(s, i+3*k)
		if !ok {
			return 0, 0
		}
		buf[k] = c
	}
	r, size := utf8.DecodeRune(buf[:n])
	if size != n {
		return 0, 0
	}
	return r, n
}

// WritePct writes the percent-encoding of the octet c, in uppercase (RFC
// 3986 section 2.1). It is the one encoder of an octet of the module.
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
