// Package bidinotation writes the Bidi Notation of RFC 3987 section 4.4
// (draft-ietf-iri-3987bis-00 section 4.4), where upper-case ASCII letters
// stand for right-to-left characters, as text the bidi algorithm sees:
// each such letter becomes a Hebrew letter. The tests of the packages that
// display IRIs share it.
package bidinotation

import "strings"

// alef is U+05D0 HEBREW LETTER ALEF, which "A" becomes; "Z" becomes the
// 26th letter from it.
const alef = 0x05D0

// Heb maps the upper-case ASCII letters of s to Hebrew letters (strong
// right-to-left), leaving every other character as it is.
func Heb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return alef + (r - 'A')
		}
		return r
	}, s)
}

// FromHeb maps the Hebrew letters Heb produces back to upper-case ASCII.
func FromHeb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= alef && r < alef+26 {
			return 'A' + (r - alef)
		}
		return r
	}, s)
}
