package check

// One pass over the input before the checks (scanInput), which tells
// each character rule whether it can find anything: most inputs have no
// character with a code of its own, no right-to-left character, no
// percent-encoding and nothing outside NFKC, and the rules for those then
// skip their own passes. What a non-ASCII character is (runeFacts) is
// worked out once per code point of the BMP and remembered in a fixed
// table (64 KB), so a stream of IRIs pays for each character once.

import (
	"sync/atomic"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
	"golang.org/x/text/unicode/norm"
)

// The facts of one input (inputFacts) and of one character (runeFacts).
const (
	// factRaises: a character with a code of its own (charCode, in or
	// out of the query), an invisible character (chars.IsInvisible) or a
	// bidi formatting character; for the input, also a byte that is not
	// UTF-8.
	factRaises uint8 = 1 << iota
	// factRTL: a strong right-to-left character (chars.IsRTL).
	factRTL
	// factNotNFKC: a character that may not be in NFKC where it stands:
	// not its own NFKC form, or one that may combine with or reorder
	// around the character before it (no normalization boundary before
	// it).
	factNotNFKC
	// factPct: a "%" (input only).
	factPct
	// factUpper: an ASCII uppercase letter (input only).
	factUpper
	// factNonASCII: a byte outside ASCII (input only).
	factNonASCII
	// factInvalid: a byte that is not UTF-8 (input only).
	factInvalid
	// factKnown marks an entry of runeFactTable as computed.
	factKnown uint8 = 1 << 7
)

// asciiFacts are the facts of each ASCII character, and factNonASCII for
// each other byte.
var asciiFacts = func() (t [256]uint8) {
	for c := utf8.RuneSelf; c < len(t); c++ {
		t[c] = factNonASCII
	}
	for c := range utf8.RuneSelf {
		if code, _ := charCode(rune(c), false); code != "" {
			t[c] |= factRaises
		}
		switch {
		case c == '%':
			t[c] |= factPct
		case 'A' <= c && c <= 'Z':
			t[c] |= factUpper
		}
	}
	return t
}()

// runeFactTable holds the runeFacts of the BMP, four code points a word,
// filled on first use.
var runeFactTable [1 << 16 / 4]atomic.Uint32

// runeFacts returns the facts of the character c (not ASCII).
func runeFacts(c rune) uint8 {
	if c > 0xFFFF {
		return computeRuneFacts(c)
	}
	w, shift := &runeFactTable[c>>2], uint(c&3)*8
	if f := uint8(w.Load() >> shift); f&factKnown != 0 {
		return f
	}
	f := computeRuneFacts(c) | factKnown
	for {
		old := w.Load()
		if w.CompareAndSwap(old, old|uint32(f)<<shift) {
			return f
		}
	}
}

func computeRuneFacts(c rune) uint8 {
	var f uint8
	if a, _ := charCode(c, false); a != "" {
		f |= factRaises
	}
	if b, _ := charCode(c, true); b != "" {
		f |= factRaises
	}
	if chars.IsInvisible(c) || chars.IsBidiFormatting(c) {
		f |= factRaises
	}
	if chars.IsRTL(c) {
		f |= factRTL
	}
	// Text in which every character has a normalization boundary
	// before it (UAX #15 section 9.1: it neither combines with nor
	// reorders around the character before it; every ASCII character
	// has one) and is its own NFKC form is in NFKC: each character is a
	// segment of its own.
	var buf [utf8.UTFMax]byte
	s := buf[:utf8.EncodeRune(buf[:], c)]
	if !norm.NFKC.Properties(s).BoundaryBefore() || !norm.NFKC.IsNormal(s) {
		f |= factNotNFKC
	}
	return f
}

// inputFacts returns the union of the facts of the characters of the
// input, computed once.
func (r *checkRun) inputFacts() uint8 {
	if !r.factsDone {
		r.scanFacts()
	}
	return r.facts
}

// scanFacts computes the facts of the input (inputFacts, may).
func (r *checkRun) scanFacts() { r.facts, r.factsDone = scanInput(r.s), true }

// scanInput returns the union of the facts of the characters of s; a byte
// that is not UTF-8 counts as factInvalid, factRaises and factNotNFKC.
func scanInput(s string) uint8 {
	var f uint8
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			// Eight ASCII characters at a time.
			w := s[i : i+8]
			g := asciiFacts[w[0]] | asciiFacts[w[1]] | asciiFacts[w[2]] | asciiFacts[w[3]] |
				asciiFacts[w[4]] | asciiFacts[w[5]] | asciiFacts[w[6]] | asciiFacts[w[7]]
			if g&factNonASCII == 0 {
				f |= g
				i += 8
				continue
			}
		}
		if s[i] < utf8.RuneSelf {
			f |= asciiFacts[s[i]]
			i++
			continue
		}
		c, n := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && n == 1 {
			f |= factRaises | factNotNFKC | factInvalid
		} else {
			f |= runeFacts(c)
		}
		f |= factNonASCII
		i += n
	}
	return f
}
