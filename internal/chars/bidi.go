package chars

import "golang.org/x/text/unicode/bidi"

// BidiClass returns the Unicode bidi class of c (golang.org/x/text).
func BidiClass(c rune) bidi.Class {
	p, _ := bidi.LookupRune(c)
	return p.Class()
}

// IsRTL reports whether c is a strong right-to-left character (bidi class
// R or AL).
func IsRTL(c rune) bool {
	k := BidiClass(c)
	return k == bidi.R || k == bidi.AL
}

// IsLTR reports whether c is a strong left-to-right character (class L).
func IsLTR(c rune) bool { return BidiClass(c) == bidi.L }
