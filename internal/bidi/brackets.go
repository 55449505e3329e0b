package bidi

import "sort"

// bracketPair is an opening paired bracket and its Bidi_Paired_Bracket
// (UAX #9 BD14, BD15).
type bracketPair struct{ open, close rune }

// closingBracket returns the Bidi_Paired_Bracket of r if r is an opening
// paired bracket.
func closingBracket(r rune) (rune, bool) {
	if r < 0x80 {
		switch r {
		case '(':
			return ')', true
		case '[':
			return ']', true
		case '{':
			return '}', true
		}
		return 0, false
	}
	i := sort.Search(len(bracketPairs), func(i int) bool { return bracketPairs[i].open >= r })
	if i < len(bracketPairs) && bracketPairs[i].open == r {
		return bracketPairs[i].close, true
	}
	return 0, false
}

// isClosingBracket reports whether r is a closing paired bracket: the
// Bidi_Paired_Bracket of an opening one.
func isClosingBracket(r rune) bool {
	if r < 0x80 {
		return r == ')' || r == ']' || r == '}'
	}
	for _, p := range bracketPairs {
		if p.close == r {
			return true
		}
	}
	return false
}

// canonicalBracket maps the two brackets with a canonical decomposition to
// their decompositions, so that they pair with them as BD16 requires:
// U+2329 and U+232A decompose to U+3008 and U+3009.
func canonicalBracket(r rune) rune {
	switch r {
	case 0x2329:
		return 0x3008
	case 0x232A:
		return 0x3009
	}
	return r
}
