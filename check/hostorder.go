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
// The levels come from the rules of UAX #9 that apply to an IRI without
// explicit formatting characters (an IRI must not contain them, section
// 4.1; an input that does is left to BIDI_FORMATTING_CHARACTER and
// INVISIBLE_CHARACTER): the whole input is one paragraph of level 0
// (the left-to-right embedding), resolved by rules W1-W7, N0-N2 and I1-I2,
// then L1 and the reordering of L2 (TestResolveLevelsConformance checks
// them against Unicode's BidiCharacterTest.txt). Every rule is one or two
// passes over the input (N0 with its stack of at most 63 brackets), so the
// work is linear in its length.

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"golang.org/x/text/unicode/bidi"
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
// is not UTF-8, whose display these rules do not describe.
func visualPositions(s string, b *bidiScratch) ([]int32, bool) {
	if b == nil {
		b = new(bidiScratch)
	}
	n := utf8.RuneCountInString(s)
	cls := grow(b.cls, n)[:0] // room for every character: no growing by append
	text := grow(b.text, n)[:0]
	offs := grow(b.offs, n)[:0]
	for i, c := range s {
		if c == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return nil, false
			}
		}
		k := chars.BidiClass(c)
		switch k {
		case bidi.LRO, bidi.RLO, bidi.LRE, bidi.RLE, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
			return nil, false
		}
		cls = append(cls, k)
		text = append(text, c)
		offs = append(offs, int32(i))
	}
	b.cls, b.text, b.offs = cls, text, offs
	levels := resolveLevels(cls, text, b)
	order := reorder(levels, b)
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

// resolveLevels resolves the embedding level of each character of a
// paragraph of level 0 without explicit formatting characters, the
// characters text whose bidi classes are cls (UAX #9 rules W1-W7, N0, N1,
// N2, I1, I2 and L1, with sos and eos L; BN characters, removed by X9,
// take the level of the character before them). cls is changed.
func resolveLevels(cls []bidi.Class, text []rune, b *bidiScratch) []uint8 {
	if b == nil {
		b = new(bidiScratch)
	}
	n := len(cls)
	orig := append(grow(b.orig, n)[:0], cls...)
	b.orig = orig
	// X9: BN characters are left out of the rules below.
	idx := grow(b.idx, n)[:0]
	for i, k := range cls {
		if k != bidi.BN {
			idx = append(idx, int32(i))
		}
	}
	at := func(j int) bidi.Class { return cls[idx[j]] }
	set := func(j int, k bidi.Class) { cls[idx[j]] = k }
	m := len(idx)
	// W1: NSM takes the class of the character before it (sos: L).
	prev := bidi.L
	for j := 0; j < m; j++ {
		if at(j) == bidi.NSM {
			set(j, prev)
		}
		prev = at(j)
	}
	// W2: EN after AL (as the last strong class) is AN. W3: AL is R.
	strong := bidi.L
	for j := 0; j < m; j++ {
		switch k := at(j); k {
		case bidi.L, bidi.R, bidi.AL:
			strong = k
		case bidi.EN:
			if strong == bidi.AL {
				set(j, bidi.AN)
			}
		}
	}
	for j := 0; j < m; j++ {
		if at(j) == bidi.AL {
			set(j, bidi.R)
		}
	}
	// W4: a single ES or CS between two EN is EN; a single CS between two
	// AN is AN.
	for j := 1; j+1 < m; j++ {
		k, a, b := at(j), at(j-1), at(j+1)
		switch {
		case (k == bidi.ES || k == bidi.CS) && a == bidi.EN && b == bidi.EN:
			set(j, bidi.EN)
		case k == bidi.CS && a == bidi.AN && b == bidi.AN:
			set(j, bidi.AN)
		}
	}
	// W5: a sequence of ET next to an EN is EN.
	for j := 0; j < m; {
		if at(j) != bidi.ET {
			j++
			continue
		}
		e := j
		for e < m && at(e) == bidi.ET {
			e++
		}
		if j > 0 && at(j-1) == bidi.EN || e < m && at(e) == bidi.EN {
			for x := j; x < e; x++ {
				set(x, bidi.EN)
			}
		}
		j = e
	}
	// W6: the remaining separators and terminators are ON.
	for j := 0; j < m; j++ {
		switch at(j) {
		case bidi.ES, bidi.ET, bidi.CS:
			set(j, bidi.ON)
		}
	}
	// W7: EN after L (as the last strong class, sos L) is L.
	strong = bidi.L
	for j := 0; j < m; j++ {
		switch k := at(j); k {
		case bidi.L, bidi.R:
			strong = k
		case bidi.EN:
			if strong == bidi.L {
				set(j, bidi.L)
			}
		}
	}
	// Strong direction for N0 and N1: EN and AN count as R.
	dir := func(k bidi.Class) bidi.Class {
		switch k {
		case bidi.L:
			return bidi.L
		case bidi.R, bidi.EN, bidi.AN:
			return bidi.R
		}
		return bidi.ON
	}
	// N0: paired brackets (BD16) take the embedding direction L when
	// they enclose an L, else R when they enclose an R and the strong
	// class before them is R too, else L; NSMs after a bracket follow it.
	for _, pr := range bracketPairs(text, func(j int) bidi.Class { return at(j) }, idx) {
		inside := bidi.ON
		for x := int(pr[0]) + 1; x < int(pr[1]); x++ {
			if d := dir(at(x)); d == bidi.L {
				inside = bidi.L
				break
			} else if d == bidi.R {
				inside = bidi.R
			}
		}
		k := inside
		if inside == bidi.R {
			before := bidi.L // sos
			for x := int(pr[0]) - 1; x >= 0; x-- {
				if d := dir(at(x)); d != bidi.ON {
					before = d
					break
				}
			}
			if before != bidi.R {
				k = bidi.L
			}
		}
		if k == bidi.ON {
			continue // no strong class inside: N1 and N2 decide
		}
		for _, b32 := range pr {
			b := int(b32)
			set(b, k)
			for x := b + 1; x < m && orig[idx[x]] == bidi.NSM; x++ {
				set(x, k)
			}
		}
	}
	// N1, N2: a sequence of neutrals between two strong classes of the
	// same direction (EN and AN count as R; sos and eos are L) takes that
	// direction, any other the embedding direction, L.
	for j := 0; j < m; {
		if dir(at(j)) != bidi.ON {
			j++
			continue
		}
		e := j
		for e < m && dir(at(e)) == bidi.ON {
			e++
		}
		before, after := bidi.L, bidi.L
		if j > 0 {
			before = dir(at(j - 1))
		}
		if e < m {
			after = dir(at(e))
		}
		k := bidi.L
		if before == after {
			k = before
		}
		for x := j; x < e; x++ {
			set(x, k)
		}
		j = e
	}
	// I1: at the even level 0, R goes up one level, AN and EN two.
	b.idx = idx
	levels := grow(b.levels, n)
	clear(levels)
	b.levels = levels
	for j := 0; j < m; j++ {
		switch at(j) {
		case bidi.R:
			levels[idx[j]] = 1
		case bidi.AN, bidi.EN:
			levels[idx[j]] = 2
		}
	}
	// BN takes the level of the character before it.
	for i := 1; i < n; i++ {
		if orig[i] == bidi.BN {
			levels[i] = levels[i-1]
		}
	}
	// L1: segment and paragraph separators, and the white space (and BN)
	// before one of them or at the end of the line, are at the
	// paragraph's level.
	trailing := true
	for i := n - 1; i >= 0; i-- {
		switch orig[i] {
		case bidi.S, bidi.B:
			levels[i], trailing = 0, true
		case bidi.WS, bidi.BN:
			if trailing {
				levels[i] = 0
			}
		default:
			trailing = false
		}
	}
	return levels
}

// reorder returns the logical indexes of the characters in visual order,
// left to right (UAX #9 rule L2: from the highest level to the lowest odd
// one, each run of characters at that level or higher is reversed). With
// levels of at most 2 that is two passes.
func reorder(levels []uint8, b *bidiScratch) []int32 {
	if b == nil {
		b = new(bidiScratch)
	}
	order := grow(b.order, len(levels))
	b.order = order
	for i := range order {
		order[i] = int32(i)
	}
	for lv := uint8(2); lv >= 1; lv-- {
		for i := 0; i < len(order); {
			if levels[order[i]] < lv {
				i++
				continue
			}
			e := i
			for e < len(order) && levels[order[e]] >= lv {
				e++
			}
			for a, b := i, e-1; a < b; a, b = a+1, b-1 {
				order[a], order[b] = order[b], order[a]
			}
			i = e
		}
	}
	return order
}

// maxBracketDepth is the depth of the stack of BD16 (UAX #9 section 3.1.3).
const maxBracketDepth = 63

// bracketPairs returns the bracket pairs of BD16 among the characters
// idx[0], idx[1], ... of text (positions j in idx), whose current classes
// are class(j), sorted by the position of the opening bracket: an opening
// paired bracket of class ON is pushed (at most maxBracketDepth deep, after
// which no more pairs are found), a closing one of class ON closes the
// nearest open bracket it pairs with, and the openings above it are
// dropped.
func bracketPairs(text []rune, class func(j int) bidi.Class, idx []int32) [][2]int32 {
	type open struct {
		pos   int32
		close rune
	}
	var stack []open
	var pairs [][2]int32
	for j := range idx {
		c := text[idx[j]]
		if c >= 0x80 && !unicode.In(c, unicode.Ps, unicode.Pe) || c < 0x80 && !strings.ContainsRune("()[]{}", c) {
			continue
		}
		if class(j) != bidi.ON {
			continue
		}
		if closing, ok := closingBracket(c); ok {
			if len(stack) == maxBracketDepth {
				break
			}
			stack = append(stack, open{int32(j), closing})
			continue
		}
		for k := len(stack) - 1; k >= 0; k-- {
			if stack[k].close == c || stack[k].close == 0x232A && c == 0x3009 || stack[k].close == 0x3009 && c == 0x232A {
				pairs = append(pairs, [2]int32{stack[k].pos, int32(j)})
				stack = stack[:k]
				break
			}
		}
	}
	slices.SortFunc(pairs, func(a, b [2]int32) int { return int(a[0] - b[0]) })
	return pairs
}

// closingBracket returns the closing bracket that pairs with c
// (Bidi_Paired_Bracket of UCD BidiBrackets.txt) when c is an opening paired
// bracket (Bidi_Paired_Bracket_Type Open). In that file the closing bracket
// follows the opening one, except for "[" and "{" and their full-width
// forms, where one character stands between them, and the two brackets
// with ticks, which pair crosswise (TestClosingBracket checks every code
// point against the file).
func closingBracket(c rune) (rune, bool) {
	p, _ := bidi.LookupRune(c)
	if !p.IsOpeningBracket() {
		return 0, false
	}
	switch c {
	case '[', '{', 0xFF3B, 0xFF5B:
		return c + 2, true
	case 0x298D: // LEFT SQUARE BRACKET WITH TICK IN TOP CORNER
		return 0x2990, true
	case 0x298F: // LEFT SQUARE BRACKET WITH TICK IN BOTTOM CORNER
		return 0x298E, true
	}
	return c + 1, true
}

// bidiScratch holds the buffers of visualPositions, resolveLevels and
// reorder, so that a pooled checkRun reuses them (a host of right-to-left
// labels without a finding then allocates nothing).
type bidiScratch struct {
	cls, orig             []bidi.Class
	text                  []rune
	offs, idx, order, vis []int32
	levels                []uint8
}

// maxPooledBidi bounds the characters whose buffers a pooled checkRun
// keeps; a longer input gets buffers of its own.
const maxPooledBidi = 1024

// reset returns b ready for reuse by runPool, or the zero value when its
// buffers grew past maxPooledBidi.
func (b bidiScratch) reset() bidiScratch {
	if cap(b.vis) > 4*maxPooledBidi || cap(b.cls) > maxPooledBidi {
		return bidiScratch{}
	}
	return bidiScratch{cls: b.cls[:0], orig: b.orig[:0], text: b.text[:0], offs: b.offs[:0], idx: b.idx[:0],
		order: b.order[:0], vis: b.vis[:0], levels: b.levels[:0]}
}

// grow returns s resized to n elements, reusing its array when it is large
// enough; the elements are not cleared.
func grow[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}
