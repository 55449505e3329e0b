// Package chars is the one home of the character classes of the
// specifications and of percent-encoding, shared by the parser's fast path,
// the mapping (the encoder), comparison and the checks. The grammar files
// in grammar/ are the definition; tests check these classes against the
// generated parser.
//
// The ASCII classes are bits of one byte table, each built from the ones
// before it and named by its ABNF rule (RFC 3986 sections 2 and 3, RFC 5234
// appendix B.1). The classes above ASCII (ucschar, iprivate,
// leiri-ucschar) are code point range tables.
package chars

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Class is a set of ASCII characters: one bit of the byte table.
type Class uint16

// The ASCII classes, each named by its ABNF rule.
const (
	ALPHA      Class = 1 << iota // ALPHA: %x41-5A / %x61-7A (RFC 5234 B.1)
	DIGIT                        // DIGIT: %x30-39
	HEXDIG                       // HEXDIG: DIGIT / "A"-"F", either case (ABNF strings are case-insensitive)
	Unreserved                   // unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 section 2.3)
	GenDelims                    // gen-delims: ":" / "/" / "?" / "#" / "[" / "]" / "@" (section 2.2)
	SubDelims                    // sub-delims: "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
	Reserved                     // reserved: gen-delims / sub-delims
	SchemeChar                   // the characters after the first of scheme: ALPHA / DIGIT / "+" / "-" / "." (section 3.1)
	Userinfo                     // userinfo, less pct-encoded: unreserved / sub-delims / ":" (section 3.2.1)
	RegName                      // reg-name, less pct-encoded: unreserved / sub-delims (section 3.2.2)
	Pchar                        // pchar, less pct-encoded: unreserved / sub-delims / ":" / "@" (section 3.3)
	Path                         // the characters of a path: pchar / "/"
	Query                        // query and fragment: pchar / "/" / "?" (sections 3.4 and 3.5)
)

// table holds the classes of every byte; bytes from 0x80 up are in none.
var table = func() (t [256]Class) {
	add := func(k Class, in func(c byte) bool) {
		for c := 0; c < utf8.RuneSelf; c++ {
			if in(byte(c)) {
				t[c] |= k
			}
		}
	}
	one := func(set string) func(byte) bool {
		return func(c byte) bool { return strings.IndexByte(set, c) >= 0 }
	}
	either := func(k Class, set string) func(byte) bool {
		return func(c byte) bool { return t[c]&k != 0 || strings.IndexByte(set, c) >= 0 }
	}
	add(ALPHA, func(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' })
	add(DIGIT, func(c byte) bool { return '0' <= c && c <= '9' })
	add(HEXDIG, either(DIGIT, "ABCDEFabcdef"))
	add(Unreserved, either(ALPHA|DIGIT, "-._~"))
	add(GenDelims, one(":/?#[]@"))
	add(SubDelims, one("!$&'()*+,;="))
	add(Reserved, either(GenDelims|SubDelims, ""))
	add(SchemeChar, either(ALPHA|DIGIT, "+-."))
	add(Userinfo, either(Unreserved|SubDelims, ":"))
	add(RegName, either(Unreserved|SubDelims, ""))
	add(Pchar, either(Unreserved|SubDelims, ":@"))
	add(Path, either(Pchar, "/"))
	add(Query, either(Pchar, "/?"))
	return t
}()

// Is reports whether the byte c is in any of the classes k.
func Is(c byte, k Class) bool { return table[c]&k != 0 }

// Table returns the byte table of class k: entry c is true when c is in k.
// The encoder indexes it by byte with no other test.
func Table(k Class) *[256]bool {
	var t [256]bool
	for c := range t {
		t[c] = table[c]&k != 0
	}
	return &t
}

// Ucschar is ucschar (RFC 3987 section 2.2; the same ranges in
// draft-ietf-iri-3987bis-00 section 2.2).
var Ucschar = &unicode.RangeTable{
	R16: []unicode.Range16{{0xA0, 0xD7FF, 1}, {0xF900, 0xFDCF, 1}, {0xFDF0, 0xFFEF, 1}},
	R32: []unicode.Range32{
		{0x10000, 0x1FFFD, 1}, {0x20000, 0x2FFFD, 1}, {0x30000, 0x3FFFD, 1},
		{0x40000, 0x4FFFD, 1}, {0x50000, 0x5FFFD, 1}, {0x60000, 0x6FFFD, 1},
		{0x70000, 0x7FFFD, 1}, {0x80000, 0x8FFFD, 1}, {0x90000, 0x9FFFD, 1},
		{0xA0000, 0xAFFFD, 1}, {0xB0000, 0xBFFFD, 1}, {0xC0000, 0xCFFFD, 1},
		{0xD0000, 0xDFFFD, 1}, {0xE1000, 0xEFFFD, 1},
	},
}

// Iprivate is iprivate of RFC 3987 section 2.2.
var Iprivate = &unicode.RangeTable{
	R16: []unicode.Range16{{0xE000, 0xF8FF, 1}},
	R32: []unicode.Range32{{0xF0000, 0xFFFFD, 1}, {0x100000, 0x10FFFD, 1}},
}

// IprivateBis is iprivate of draft-ietf-iri-3987bis, which adds the tags
// U+E0000-E0FFF (section 12.1.3 of -04).
var IprivateBis = &unicode.RangeTable{
	R16: []unicode.Range16{{0xE000, 0xF8FF, 1}},
	R32: []unicode.Range32{{0xE0000, 0xE0FFF, 1}, {0xF0000, 0xFFFFD, 1}, {0x100000, 0x10FFFD, 1}},
}

// LeiriUcschar is leiri-ucschar (draft-ietf-iri-3987bis-00 section 7.1)
// above ASCII; href-ucschar (section 7.2) is the same set. Its ASCII
// members, " " / "<" / ">" / DQUOTE / "{" / "}" / "|" / "\" / "^" / "`" /
// %x0-1F / %x7F, are LeiriASCII.
var LeiriUcschar = &unicode.RangeTable{
	R16: []unicode.Range16{{0x80, 0xD7FF, 1}, {0xE000, 0xFFFD, 1}},
	R32: []unicode.Range32{{0x10000, 0x10FFFF, 1}},
}

// LeiriASCII are the ASCII characters of leiri-ucschar.
const LeiriASCII = " <>\"{}|\\^`\x7F"

// IsUcschar reports whether r is in Ucschar; it is the range table written
// as comparisons, for the hot paths (a test checks that they agree).
func IsUcschar(r rune) bool {
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

// IsIprivate reports whether r is in Iprivate, or with bis set in
// IprivateBis.
func IsIprivate(r rune, bis bool) bool {
	if bis {
		return unicode.Is(IprivateBis, r)
	}
	return unicode.Is(Iprivate, r)
}

// IsLeiriUcschar reports whether r is in leiri-ucschar (ASCII members
// included).
func IsLeiriUcschar(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 0 && (r <= 0x1F || strings.IndexByte(LeiriASCII, byte(r)) >= 0)
	}
	return unicode.Is(LeiriUcschar, r)
}

// IsBidiFormatting reports whether r is one of the bidirectional formatting
// characters that RFC 3987 section 4.1 forbids in IRIs: LRM, RLM, LRE, RLE,
// PDF, LRO and RLO.
func IsBidiFormatting(r rune) bool {
	switch r {
	case 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E:
		return true
	}
	return false
}

// IsSchemeName reports whether s matches scheme (RFC 3986 section 3.1):
// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
func IsSchemeName(s string) bool {
	if s == "" || !Is(s[0], ALPHA) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !Is(s[i], SchemeChar) {
			return false
		}
	}
	return true
}

// HasScheme reports whether s starts with a scheme and ":".
func HasScheme(s string) bool {
	i := strings.IndexByte(s, ':')
	return i > 0 && IsSchemeName(s[:i])
}

// InvalidUTF8 returns the offset of the first byte of s that is not part of
// a valid UTF-8 sequence, or -1.
func InvalidUTF8(s string) int {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// Describe formats r as "U+0020 ' '", leaving out the character itself
// when it would not print.
func Describe(r rune) string {
	hex := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	for len(hex) < 4 {
		hex = "0" + hex
	}
	s := "U+" + hex
	if strconv.IsPrint(r) {
		s += " '" + string(r) + "'"
	}
	return s
}
