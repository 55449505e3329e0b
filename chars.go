package iri

import (
	"strings"
	"unicode/utf8"
)

// Character classes of the specifications, for the hand-written passes
// (mapping, comparison, checks). The grammar files are the definition; a
// test checks these functions against the generated parser.

// isUcschar reports whether r is in ucschar (RFC 3987 section 2.2; the same
// ranges in draft-ietf-iri-3987bis-00 section 2.2).
func isUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000 || r > 0xEFFFD:
		return false
	case r >= 0xE0000 && r < 0xE1000:
		return false
	}
	// Planes 1 to 14 except the last two code points of each plane.
	return r&0xFFFF <= 0xFFFD
}

// isIprivate reports whether r is in iprivate: RFC 3987 section 2.2, or with
// bis set draft-ietf-iri-3987bis (which adds the tags U+E0000-E0FFF,
// section 12.1.3 of -04).
func isIprivate(r rune, bis bool) bool {
	switch {
	case r >= 0xE000 && r <= 0xF8FF:
		return true
	case r >= 0xF0000 && r <= 0xFFFFD:
		return true
	case r >= 0x100000 && r <= 0x10FFFD:
		return true
	case bis && r >= 0xE0000 && r <= 0xE0FFF:
		return true
	}
	return false
}

// isLeiriUcschar reports whether r is in leiri-ucschar
// (draft-ietf-iri-3987bis-00 section 7.1); href-ucschar (section 7.2) is the
// same set.
func isLeiriUcschar(r rune) bool {
	switch {
	case r == ' ' || r == '<' || r == '>' || r == '"' || r == '{' || r == '}' ||
		r == '|' || r == '\\' || r == '^' || r == '`':
		return true
	case r <= 0x1F:
		return r >= 0
	case r >= 0x7F && r <= 0xD7FF:
		return true
	case r >= 0xE000 && r <= 0xFFFD:
		return true
	case r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}

// isUnreserved reports whether c is in unreserved (RFC 3986 section 2.3).
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

// isSubDelim reports whether c is in sub-delims (RFC 3986 section 2.2).
func isSubDelim(c byte) bool {
	switch c {
	case '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=':
		return true
	}
	return false
}

// isGenDelim reports whether c is in gen-delims (RFC 3986 section 2.2).
func isGenDelim(c byte) bool {
	switch c {
	case ':', '/', '?', '#', '[', ']', '@':
		return true
	}
	return false
}

// isReserved reports whether c is in reserved (RFC 3986 section 2.2).
func isReserved(c byte) bool { return isGenDelim(c) || isSubDelim(c) }

// isDigit reports whether c is in DIGIT (RFC 5234 appendix B.1).
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isHexDigit reports whether c is in HEXDIG, either case.
func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// isBidiFormatting reports whether r is one of the bidirectional formatting
// characters that RFC 3987 section 4.1 forbids in IRIs: LRM, RLM, LRE, RLE,
// PDF, LRO and RLO.
func isBidiFormatting(r rune) bool {
	switch r {
	case 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E:
		return true
	}
	return false
}

// isPctTriplet reports whether s[i:] starts with a pct-encoded triplet: "%"
// and two hex digits (RFC 3986 section 2.1).
func isPctTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isHexDigit(s[i+1]) && isHexDigit(s[i+2])
}

// unhex returns the value of the hex digit c (either case).
func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// pctDecode decodes every pct-encoded triplet of s, leaving a "%" that does
// not start one as it is, and reports whether the result is valid UTF-8.
func pctDecode(s string) (string, bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, utf8.ValidString(s)
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if isPctTriplet(s, i) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b), utf8.Valid(b)
}
