package chars

import (
	"unicode"
	"unicode/utf8"
)

// The one policy on characters that look like nothing: which characters
// stay percent-encoded when a URI becomes an IRI (ToIRI), which ones
// syntax-based normalization keeps (or puts) in percent-encoded form, and
// which ones the checks report as invisible. Every pass asks KeepEncoded
// and IsInvisible, so a character means the same in all of them.

// IsDefaultIgnorable reports whether r has the Unicode property
// Default_Ignorable_Code_Point, derived from the standard library's tables
// as DerivedCoreProperties.txt (Unicode Standard Annex #44) derives it:
// Other_Default_Ignorable_Code_Point + Cf (format controls) +
// Variation_Selector - White_Space - U+FFF9-FFFB (interlinear annotation
// controls) - U+13430-1343F (Egyptian hieroglyph format controls) -
// Prepended_Concatenation_Mark.
func IsDefaultIgnorable(r rune) bool {
	if !(unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Cf, r) ||
		unicode.Is(unicode.Variation_Selector, r)) {
		return false
	}
	switch {
	case unicode.Is(unicode.White_Space, r), r >= 0xFFF9 && r <= 0xFFFB, r >= 0x13430 && r <= 0x1343F,
		unicode.Is(unicode.Prepended_Concatenation_Mark, r):
		return false
	}
	return true
}

// IsInvisible reports whether r is invisible or changes only how text
// around it is shown: a default-ignorable code point, a format control
// (general category Cf, which holds the bidi controls of RFC 3987 section
// 4.1 and the isolates U+2066-2069) or a Bidi_Control character.
func IsInvisible(r rune) bool {
	if r < 0xA0 {
		return false // ASCII and C1 controls are classified on their own
	}
	if r <= 0xFFFF {
		return invisibleBMP.has(r)
	}
	return isInvisibleTables(r)
}

// isInvisibleTables is IsInvisible asked of the Unicode tables.
func isInvisibleTables(r rune) bool {
	return r >= 0xA0 && (IsDefaultIgnorable(r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Bidi_Control, r))
}

// bmpSet is a set of BMP code points, one bit each.
type bmpSet [1 << 16 / 64]uint64

func (t *bmpSet) has(r rune) bool { return t[r>>6]&(1<<(r&63)) != 0 }

// bmpMembers returns the BMP members of the tables for which keep holds,
// visiting only the tables' own ranges: IsInvisible and KeepEncoded are on
// the hot paths of normalization, and a bit test is much faster than
// several range-table searches.
func bmpMembers(keep func(rune) bool, tables ...*unicode.RangeTable) *bmpSet {
	t := new(bmpSet)
	for _, tab := range tables {
		for _, rg := range tab.R16 {
			for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
				if keep(r) {
					t[r>>6] |= 1 << (r & 63)
				}
			}
		}
	}
	return t
}

var (
	// invisibleBMP holds the BMP characters of IsInvisible.
	invisibleBMP = bmpMembers(isInvisibleTables,
		unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector, unicode.Bidi_Control)
	// spaceBMP holds the BMP characters with the White_Space property.
	spaceBMP = bmpMembers(func(r rune) bool { return true }, unicode.White_Space)
)

// IsJoiner reports whether r is ZERO WIDTH NON-JOINER or ZERO WIDTH JOINER
// (Unicode Join_Control), the invisible characters some scripts need and
// IDNA allows in the contexts of RFC 5892 appendix A.1 and A.2 (CONTEXTJ).
func IsJoiner(r rune) bool { return unicode.Is(unicode.Join_Control, r) }

// KeepEncoded is the policy of draft-ietf-iri-3987bis-00 section 3.7 step
// 4: it reports whether the character r, percent-encoded in a URI, must
// stay percent-encoded in an IRI. With query set, r lies in the query,
// where iprivate is allowed (RFC 3987 section 2.2). The characters kept
// encoded are:
//
//   - ASCII characters other than unreserved ones: "%", reserved characters
//     (decoding them changes the meaning) and those not allowed in URIs;
//   - characters outside ucschar (section 2.2): C1 controls, specials,
//     non-characters, tags, surrogates, private use outside the query;
//   - invisible characters (IsInvisible): bidi formatting characters
//     (section 4.1), the isolates U+2066-2069 and U+061C, the other format
//     controls and default-ignorable code points such as U+200B, U+00AD,
//     U+FEFF and the variation selectors: section 6.1 asks to avoid
//     characters that cannot be seen, and an IRI holding one could not be
//     told from one without it;
//   - characters with the Unicode White_Space property, which look like a
//     space (section 6.1 b, section 7.3) and would split an IRI in text.
func KeepEncoded(r rune, query bool) bool {
	if r < utf8.RuneSelf {
		return r < 0 || !Is(byte(r), Unreserved)
	}
	if !IsUcschar(r) {
		return !(query && IsIprivate(r, false))
	}
	if r <= 0xFFFF {
		return invisibleBMP.has(r) || spaceBMP.has(r)
	}
	return isInvisibleTables(r) // no White_Space character is above the BMP
}
