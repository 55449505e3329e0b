// Package visual puts an IRI in the order in which a reader sees it: the
// visual representation of draft-ietf-iri-3987bis-00 section 4.4 (RFC 3987
// section 4.4), by the Unicode Bidirectional Algorithm (UAX #9) up to and
// including rule L2.
//
// It is a package of its own so that importing github.com/goiri/iri costs
// no bidi reordering. The algorithm is the project's own, in
// internal/bidi: linear in time and memory, checked against Unicode's
// BidiCharacterTest.txt.
package visual

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/bidi"
)

// Order returns s in the order a reader sees it on a line: the text
// iri.Display(s, opts...) gives, in a paragraph of left-to-right direction
// (right-to-left with iri.RightToLeft), reordered by the Unicode
// Bidirectional Algorithm (UAX #9) up to and including rule L2, with the
// embedding characters Display adds left out (they are not shown). The
// first character of the result is the leftmost one on screen. The options
// are Display's: iri.RightToLeft and iri.AlwaysEmbed, and those that change
// the text shown (iri.ALabels, iri.MarkSpan); nil ones are
// ignored.
//
// This is the visual representation of draft-ietf-iri-3987bis-00 section
// 4.4 (RFC 3987 section 4.4): Order("http://ab.CDEFGH.ij/kl") with CDEFGH
// Hebrew letters gives the Hebrew letters reversed, HGFEDC. Mirroring of
// brackets (rule L4) and shaping are left to the renderer. Bytes that are
// not UTF-8 are kept, in place, as characters of bidi class ON; a
// paragraph separator (bidi class B) starts a new paragraph, as rule P1
// says. The characters rule X9 removes (explicit embeddings and overrides,
// class BN) are kept too, at the level of the character before them. Order
// is for display only: its result is not an IRI.
//
// Order takes time and memory linear in the length of s. A string of 2^31-3
// bytes or more (beyond its 32-bit indices, embedding included) is returned as it is.
func Order(s string, opts ...iri.Option) string {
	if len(s) >= math.MaxInt32-2 {
		return s
	}
	embed, rtl := iri.DisplayEmbedding(s, opts...)
	if d := iri.Display(s, opts...); embed {
		s = d[len("\u202A") : len(d)-len("\u202C")] // the text Display embeds
	} else {
		s = d
	}
	if !embed && !rtl {
		// Display leaves s alone in left-to-right text only when it has
		// no character of class R, AL or AN and no explicit formatting
		// character: then every level is 0 (W7 makes EN L, N1 and N2 make
		// the neutrals L) and nothing moves.
		return s
	}
	dir := bidi.LeftToRight
	if rtl {
		dir = bidi.RightToLeft
	}
	var b strings.Builder
	b.Grow(len(s))
	// At most one character per byte of s, with the embedding's two.
	text := make([]rune, 0, len(s)+2)
	// starts holds the offset in s of each character of the paragraph
	// and, last, the offset of its end; off is 1 where text begins with
	// the embedding's U+202A, which is not in s.
	starts := make([]int32, 0, len(s)+1)
	for start := 0; ; {
		text, starts = text[:0], starts[:0]
		off := 0
		if embed && start == 0 {
			text, off = append(text, '\u202A'), 1
		}
		// The paragraph ends after its paragraph separator (P1).
		end := start
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			text, starts = append(text, r), append(starts, int32(end))
			end += size
			if bidi.IsParagraphSeparator(r) {
				break
			}
		}
		starts = append(starts, int32(end))
		if embed && end == len(s) {
			text = append(text, '\u202C')
		}
		levels, _ := bidi.Levels(text, dir)
		chars := len(starts) - 1
		for _, k := range bidi.Reorder(levels) {
			if j := int(k) - off; j >= 0 && j < chars {
				if i := starts[j]; starts[j+1] == i+1 {
					b.WriteByte(s[i])
				} else {
					b.WriteString(s[i:starts[j+1]])
				}
			}
		}
		if end == len(s) {
			return b.String()
		}
		start = end
	}
}
