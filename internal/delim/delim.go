// Package delim holds the delimiters of IRIs in text that extraction
// (draft-ietf-iri-3987bis-00 section 8.3) and entry (section 8.2) share:
// the opening brackets and quotes with their closers (RFC 3986 Appendix C,
// section 7.3), and white space.
package delim

// CloserOf returns the closer of an opening bracket or quote, or -1: ( [ {
// " ' and 「 『 【 〈 《 （ “ ‘ «.
func CloserOf(open rune) rune {
	switch open {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '"', '\'':
		return open
	case '「':
		return '」'
	case '『':
		return '』'
	case '【':
		return '】'
	case '〈':
		return '〉'
	case '《':
		return '》'
	case '（':
		return '）'
	case '“':
		return '”'
	case '‘':
		return '’'
	case '«':
		return '»'
	}
	return -1
}

// IsWhiteSpace says r has the Unicode White_Space property.
func IsWhiteSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// IsASCIISpace says c is ASCII white space.
func IsASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// IsBidiFormatting says r is a bidi formatting character: LRM, RLM, the
// embeddings and overrides U+202A-202E (RFC 3987 section 4.1) and the
// isolates U+2066-2069.
func IsBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
}
