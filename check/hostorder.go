package check

// The order in which a display shows the labels of a host
// (draft-ietf-iri-3987bis-00 section 4.1: IRIs are displayed with the
// Unicode Bidirectional Algorithm in a left-to-right embedding; section
// 4.4, examples 2, 3, 4 and 6: consecutive right-to-left components are
// shown right to left as a group). A host whose labels are then not shown
// in the order they are written, "http://\u05D0\u05D1.\u05D2\u05D3.com/"
// shown as "\u05D2\u05D3.\u05D0\u05D1.com" to a reader going from left
// to right, gets a BIDI_HOST_LABEL_ORDER finding that gives the order a
// reader sees.
//
// The levels and the order are those of the project's implementation of
// UAX #9, internal/bidi (checked against Unicode's BidiCharacterTest.txt
// and BidiTest.txt), for an IRI without explicit formatting characters (an
// IRI must not contain them, section 4.1; an input that does is left to
// BIDI_FORMATTING_CHARACTER and INVISIBLE_CHARACTER): the whole input is
// one paragraph of level 0 (the left-to-right embedding), resolved by
// rules W1-W7, N0-N2, I1-I2 and L1, then reordered by L2, in time linear
// in its length.

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/bidi"
	"github.com/goiri/iri/internal/chars"
)

// hostLabelOrder reports a reg-name host of two labels or more that a
// display shows in another order than the logical one.
func (r *checkRun) hostLabelOrder() {
	u := r.u
	if !r.may(factRTL) || !u.HasAuthority || u.HostKind != iri.HostRegName {
		return
	}
	labels := r.hostLabelSpans()
	if len(labels) < 2 {
		return
	}
	rtl := false
	for _, c := range r.s[r.sp.Host.Start:r.sp.Host.End] {
		rtl = rtl || c >= utf8.RuneSelf && chars.IsRTL(c)
	}
	if !rtl {
		return // a host without right-to-left characters keeps its order (W7, N1)
	}
	vis, ok := visualPositions(r.s, &r.bidiBuf)
	if !ok {
		return
	}
	// The labels in the order a reader going from left to right meets
	// them: by the leftmost visual position of their characters.
	type shown struct{ label, left int32 }
	var orderBuf [16]shown
	order := orderBuf[:0]
	for k, sp := range labels {
		if sp.Len() == 0 {
			continue
		}
		left := int32(len(r.s))
		for i := sp.Start; i < sp.End; i++ {
			if vis[i] >= 0 {
				left = min(left, vis[i])
			}
		}
		order = append(order, shown{int32(k), left})
	}
	moved := false
	for i := 1; i < len(order) && !moved; i++ {
		moved = order[i].left < order[i-1].left
	}
	if !moved {
		return
	}
	if r.absorbAt(CodeBidiHostLabelOrder, r.sp.Host) {
		return
	}
	slices.SortStableFunc(order, func(a, b shown) int { return int(a.left - b.left) })
	var seen strings.Builder
	seen.Grow(r.sp.Host.Len())
	for k, o := range order {
		if k > 0 {
			seen.WriteByte('.')
		}
		sp := labels[o.label]
		seen.WriteString(r.s[sp.Start:sp.End])
	}
	host := r.s[r.sp.Host.Start:r.sp.Host.End]
	r.add(CodeBidiHostLabelOrder, r.sp.Host, "the host "+strconv.Quote(host)+
		" has right-to-left labels that a display shows right to left as a group, so its labels do not appear in the order they are written: read from left to right, label by label, the host looks like "+
		strconv.Quote(seen.String())+"; a display can show such labels as A-labels (ToASCII) or isolate each label")
}

// visualPositions returns, for each byte offset of s that starts a
// character, the position of that character in the displayed (visual)
// order counted in characters from the left, and -1 for the other
// offsets; false when s holds an explicit bidi formatting character or
// is not UTF-8, whose display these rules do not describe. The levels and
// the order come from internal/bidi with the buffers of b.
func visualPositions(s string, b *bidiScratch) ([]int32, bool) {
	if b == nil {
		b = new(bidiScratch)
	}
	n := utf8.RuneCountInString(s)
	text := grow(b.text, n)[:0] // room for every character: no growing by append
	offs := grow(b.offs, n)[:0]
	for i, c := range s {
		if c == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return nil, false
			}
		}
		if isExplicitFormatting(c) {
			return nil, false
		}
		text = append(text, c)
		offs = append(offs, int32(i))
	}
	b.text, b.offs = text, offs
	levels, _ := b.Levels(text, bidi.LeftToRight)
	order := b.Reorder(levels)
	b.order = order
	vis := grow(b.vis, len(s))
	b.vis = vis
	for i := range vis {
		vis[i] = -1
	}
	for pos, logical := range order {
		vis[offs[logical]] = int32(pos)
	}
	return vis, true
}

// isExplicitFormatting reports whether c is an explicit bidi formatting
// character (UAX #9 section 2: bidi classes LRE, RLE, PDF, LRO, RLO, LRI,
// RLI, FSI and PDI), U+202A to U+202E and U+2066 to U+2069
// (TestIsExplicitFormatting checks the list against the bidi classes).
func isExplicitFormatting(c rune) bool {
	return 0x202A <= c && c <= 0x202E || 0x2066 <= c && c <= 0x2069
}

// bidiScratch holds the buffers of visualPositions, so that a pooled
// checkRun reuses them (a host of right-to-left labels without a finding
// then allocates nothing).
type bidiScratch struct {
	bidi.Scratch // the buffers of the levels and the order
	text         []rune
	offs, vis    []int32
	order        []int32 // the last order: logical indexes of text, left to right
}

// shownText returns the characters of s[sp.Start:sp.End] in the order a
// display shows them, as the last visualPositions(s, b) computed it, with
// the characters of s outside sp that it shows among them left out.
func (b *bidiScratch) shownText(s string, sp iri.Span) string {
	var out strings.Builder
	out.Grow(sp.Len())
	for _, logical := range b.order {
		if i := int(b.offs[logical]); sp.Start <= i && i < sp.End {
			_, size := utf8.DecodeRuneInString(s[i:])
			out.WriteString(s[i : i+size])
		}
	}
	return out.String()
}

// maxPooledBidi bounds the characters whose buffers a pooled checkRun
// keeps; a longer input gets buffers of its own.
const maxPooledBidi = 1024

// reset returns b ready for reuse by runPool, or the zero value when its
// buffers grew past maxPooledBidi (the buffers of bidi.Scratch are no
// longer than text).
func (b *bidiScratch) reset() {
	if cap(b.vis) > 4*maxPooledBidi || cap(b.text) > maxPooledBidi {
		*b = bidiScratch{}
	}
}

// grow returns s resized to n elements, reusing its array when it is large
// enough; the elements are not cleared.
func grow[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}
