// Package bidi is the Unicode Bidirectional Algorithm (UAX #9, revision
// 46, Unicode 15.0) from rule P2 up to and including rule L2, in time and
// memory linear in the length of the text: the embedding levels of a
// paragraph (rules P2-P3, X1-X10, W1-W7, N0-N2, I1-I2 and L1) and the
// visual order of a line (rule L2). Rule P1, splitting text into
// paragraphs, is the caller's: see IsParagraphSeparator.
//
// The bidi classes are those of golang.org/x/text/unicode/bidi
// (LookupRune); the paired brackets (BD14-BD16) come from the Unicode
// Character Database's BidiBrackets.txt, in brackets_gen.go (see gen.go).
// The package is checked against Unicode's BidiCharacterTest.txt.
//
// Every step is linear: the explicit levels use the directional status
// stack of at most 125 entries (X1-X8); the weak types (W1-W7) and neutral
// types (N1, N2) are resolved in a bounded number of passes over each
// isolating run sequence; bracket pairs (N0) are found with the 63-entry
// stack of BD16 and resolved with prefix counts of strong types instead of
// scanning between the brackets; the first strong character of an isolate
// (P2 for FSI) is found for all isolates in one pass. Rule L2 reverses
// runs once per level from the highest to the lowest odd level, at most
// 126 passes over the line.
package bidi

//go:generate go run gen.go

import (
	"slices"

	xbidi "golang.org/x/text/unicode/bidi"
)

// Class is a bidi class (Bidi_Class property, UAX #9 table 4), with the
// values of golang.org/x/text/unicode/bidi's Class in a byte.
type Class uint8

// The bidi classes.
const (
	L   = Class(xbidi.L)
	R   = Class(xbidi.R)
	EN  = Class(xbidi.EN)
	ES  = Class(xbidi.ES)
	ET  = Class(xbidi.ET)
	AN  = Class(xbidi.AN)
	CS  = Class(xbidi.CS)
	B   = Class(xbidi.B)
	S   = Class(xbidi.S)
	WS  = Class(xbidi.WS)
	ON  = Class(xbidi.ON)
	BN  = Class(xbidi.BN)
	NSM = Class(xbidi.NSM)
	AL  = Class(xbidi.AL)
	LRO = Class(xbidi.LRO)
	RLO = Class(xbidi.RLO)
	LRE = Class(xbidi.LRE)
	RLE = Class(xbidi.RLE)
	PDF = Class(xbidi.PDF)
	LRI = Class(xbidi.LRI)
	RLI = Class(xbidi.RLI)
	FSI = Class(xbidi.FSI)
	PDI = Class(xbidi.PDI)
)

// Direction is the direction of a paragraph given by a higher-level
// protocol (UAX #9 HL1), or Auto for rules P2 and P3.
type Direction int8

// The paragraph directions.
const (
	// LeftToRight: paragraph embedding level 0.
	LeftToRight Direction = iota
	// RightToLeft: paragraph embedding level 1.
	RightToLeft
	// Auto: the level of the first strong character outside isolates (P2,
	// P3); 0 when there is none.
	Auto
)

// MaxDepth is the deepest explicit embedding level (BD2).
const MaxDepth = 125

// maxBracketDepth is the size of BD16's bracket stack.
const maxBracketDepth = 63

// ClassOf returns the bidi class of r (its Bidi_Class property, UAX #9
// table 4), from golang.org/x/text/unicode/bidi.
func ClassOf(r rune) Class {
	p, _ := xbidi.LookupRune(r)
	return Class(p.Class())
}

// IsParagraphSeparator reports whether r is of bidi class B, the
// characters that end a paragraph (rule P1): U+000A, U+000D, U+001C to
// U+001E, U+0085 and U+2029 (TestIsParagraphSeparator checks the list
// against the bidi classes).
func IsParagraphSeparator(r rune) bool {
	switch r {
	case 0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029:
		return true
	}
	return false
}

// removed reports whether rule X9 removes characters of class c: they get
// a level only so that the caller can place them (see Levels).
func removed(c Class) bool {
	switch c {
	case RLE, LRE, RLO, LRO, PDF, BN:
		return true
	}
	return false
}

func isolateInitiator(c Class) bool {
	return c == LRI || c == RLI || c == FSI
}

// Levels returns the embedding level of each character of the paragraph
// text after rule L1, and the paragraph embedding level. text is one
// paragraph: a paragraph separator (class B) may end it; one elsewhere is
// read as rule X8 says for the end of a paragraph but does not start a new
// one (split text at IsParagraphSeparator first).
//
// The characters rule X9 removes (classes RLE, LRE, RLO, LRO, PDF and BN)
// have no level in UAX #9; here, so that a caller can show them somewhere,
// each takes the level of the character before it (the paragraph level at
// the start), or the paragraph level where rule L1 resets the white space
// around it (as section 5.2 of UAX #9 suggests for retained formatting
// characters).
func Levels(text []rune, dir Direction) (levels []int8, paragraph int8) {
	r := newResolver(text)
	r.resolve(dir)
	return r.lv, r.para
}

// resolver holds the state of one paragraph. Every slice is as long as
// the text or shorter.
type resolver struct {
	text []rune
	cls  []Class // original classes
	typ  []Class // current types (W and N rules)
	lv   []int8
	// match is, for an isolate initiator, the index of its matching PDI
	// (BD9) or -1; for a matched PDI, -2-r where r is the level run
	// continued by it (set while building sequences); -1 elsewhere. It is
	// nil when the paragraph has no isolate initiator.
	match []int32
	// fsiRTL is, for an FSI, whether the text up to its matching PDI
	// starts with a strong right-to-left character (P2, P3, X5c).
	fsiRTL []bool
	para   int8
}

func newResolver(text []rune) *resolver {
	n := len(text)
	r := &resolver{
		text: text,
		cls:  make([]Class, n),
		typ:  make([]Class, n),
		lv:   make([]int8, n),
	}
	for i, c := range text {
		r.cls[i] = ClassOf(c)
		if isolateInitiator(r.cls[i]) && r.match == nil {
			r.match = make([]int32, n)
		}
	}
	return r
}

func (r *resolver) resolve(dir Direction) {
	paraRTL := r.isolates()
	switch dir {
	case LeftToRight:
		r.para = 0
	case RightToLeft:
		r.para = 1
	default:
		if paraRTL {
			r.para = 1
		}
	}
	r.explicit()
	r.sequences()
	r.removedLevels()
	r.lineLevels()
}

// isolates matches isolate initiators with their PDIs (BD9) and finds, in
// one pass, the first strong character of each isolate (for FSI, X5c) and
// of the paragraph outside isolates (P2); it reports whether the latter is
// right-to-left (P3).
func (r *resolver) isolates() (paraRTL bool) {
	type open struct {
		at   int32
		done bool
	}
	var stack []open
	paraDone := false
	for i, c := range r.cls {
		if r.match != nil {
			r.match[i] = -1
		}
		switch c {
		case L, R, AL:
			if len(stack) == 0 {
				if !paraDone {
					paraDone, paraRTL = true, c != L
				}
			} else if top := &stack[len(stack)-1]; !top.done {
				top.done = true
				if c != L && r.cls[top.at] == FSI {
					if r.fsiRTL == nil {
						r.fsiRTL = make([]bool, len(r.cls))
					}
					r.fsiRTL[top.at] = true
				}
			}
		case LRI, RLI, FSI:
			stack = append(stack, open{at: int32(i)})
		case PDI:
			if len(stack) > 0 {
				r.match[stack[len(stack)-1].at] = int32(i)
				stack = stack[:len(stack)-1]
			}
		}
	}
	return paraRTL
}

// explicit applies rules X1-X8: the explicit embedding level of every
// character, and the directional overrides.
func (r *resolver) explicit() {
	type status struct {
		level    int8
		override Class // L, R, or ON for none
		isolate  bool
	}
	var stack [MaxDepth + 2]status
	sp := 0
	stack[0] = status{r.para, ON, false}
	overflowIsolates, overflowEmbeddings, validIsolates := 0, 0, 0
	copy(r.typ, r.cls)
	next := func(rtl bool, level int8) int8 {
		if rtl {
			return (level + 1) | 1
		}
		return (level + 2) &^ 1
	}
	for i, c := range r.cls {
		top := stack[sp]
		switch c {
		case RLE, LRE, RLO, LRO: // X2-X5
			r.lv[i] = top.level
			nl := next(c == RLE || c == RLO, top.level)
			if nl <= MaxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
				ov := ON
				switch c {
				case RLO:
					ov = R
				case LRO:
					ov = L
				}
				sp++
				stack[sp] = status{nl, ov, false}
			} else if overflowIsolates == 0 {
				overflowEmbeddings++
			}
		case RLI, LRI, FSI: // X5a-X5c
			r.lv[i] = top.level
			if top.override != ON {
				r.typ[i] = top.override
			}
			rtl := c == RLI || c == FSI && r.fsiRTL != nil && r.fsiRTL[i]
			nl := next(rtl, top.level)
			if nl <= MaxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
				validIsolates++
				sp++
				stack[sp] = status{nl, ON, true}
			} else {
				overflowIsolates++
			}
		case PDI: // X6a
			if overflowIsolates > 0 {
				overflowIsolates--
			} else if validIsolates > 0 {
				overflowEmbeddings = 0
				for !stack[sp].isolate {
					sp--
				}
				sp--
				validIsolates--
			}
			top = stack[sp]
			r.lv[i] = top.level
			if top.override != ON {
				r.typ[i] = top.override
			}
		case PDF: // X7
			r.lv[i] = top.level
			if overflowIsolates > 0 {
			} else if overflowEmbeddings > 0 {
				overflowEmbeddings--
			} else if !top.isolate && sp > 0 {
				sp--
			}
		case B: // X8
			r.lv[i] = r.para
		case BN: // removed by X9
			r.lv[i] = top.level
		default: // X6
			r.lv[i] = top.level
			if top.override != ON {
				r.typ[i] = top.override
			}
		}
	}
}

// sequences splits the paragraph, without the characters X9 removes, into
// level runs and isolating run sequences (BD7, BD13, X10) and resolves
// each sequence (W1-I2).
func (r *resolver) sequences() {
	n := len(r.cls)
	// idx: the characters X9 keeps (nil when it keeps all: then idx[j]
	// is j); runs: the start of each level run in idx, then its length.
	var idx []int32
	for i, c := range r.cls {
		if removed(c) {
			idx = make([]int32, 0, n)
			for j := range i {
				idx = append(idx, int32(j))
			}
			break
		}
	}
	at := func(j int32) int32 {
		if idx == nil {
			return j
		}
		return idx[j]
	}
	var runs []int32
	kept := int32(0)
	prev := int8(-1)
	for i, c := range r.cls {
		if removed(c) {
			continue
		}
		if r.lv[i] != prev {
			runs = append(runs, kept)
			prev = r.lv[i]
		}
		if idx != nil && int(kept) >= len(idx) {
			idx = append(idx, int32(i))
		}
		kept++
	}
	runs = append(runs, kept)
	nruns := len(runs) - 1
	// nextRun links a level run ending with a matched isolate initiator to
	// the run starting with its PDI (BD13).
	var nextRun []int32
	continued := func(k int) bool { // run k starts with a matched PDI
		return r.match != nil && r.match[at(runs[k])] <= -2
	}
	if r.match != nil {
		nextRun = make([]int32, nruns)
		for k := range nruns {
			nextRun[k] = -1
			last := at(runs[k+1] - 1)
			if isolateInitiator(r.cls[last]) && r.match[last] >= 0 {
				r.match[r.match[last]] = int32(-2 - k)
			}
			if continued(k) {
				nextRun[-2-r.match[at(runs[k])]] = int32(k)
			}
		}
	}
	// The explicit levels, for sos and eos: resolving a sequence changes
	// the levels of its characters.
	explicit := slices.Clone(r.lv)
	s := &sequence{r: r}
	var buf []int32 // the positions of a sequence that are not contiguous
	for k := range nruns {
		if continued(k) {
			continue
		}
		last := k
		a, b := runs[k], runs[k+1]
		if nextRun == nil || nextRun[k] < 0 {
			s.first, s.n = at(a), int(b-a)
			s.pos = nil
			if at(b-1)-at(a) != b-a-1 { // removed characters inside
				s.pos = append(buf[:0], idx[a:b]...)
				buf = s.pos
			}
		} else {
			s.pos = buf[:0]
			for j := k; j >= 0; j = int(nextRun[j]) {
				for m := runs[j]; m < runs[j+1]; m++ {
					s.pos = append(s.pos, at(m))
				}
				last = j
			}
			buf = s.pos
			s.first, s.n = s.pos[0], len(s.pos)
		}
		// sos and eos (X10): the higher of the sequence's level and the
		// level of the character before (after) it, or the paragraph's.
		level := explicit[s.first]
		before, after := r.para, r.para
		if a > 0 {
			before = explicit[at(a-1)]
		}
		if e := runs[last+1]; e < kept && !isolateInitiator(r.cls[s.at(s.n-1)]) {
			after = explicit[at(e)]
		}
		s.level = level
		s.sos = direction(max(level, before))
		s.eos = direction(max(level, after))
		s.resolve()
	}
}

// direction is the embedding direction of a level: L if even, R if odd.
func direction(level int8) Class {
	if level%2 == 1 {
		return R
	}
	return L
}

// removedLevels gives each character X9 removed the level of the one
// before it, or the paragraph level.
func (r *resolver) removedLevels() {
	prev := r.para
	for i, c := range r.cls {
		if removed(c) {
			r.lv[i] = prev
		}
		prev = r.lv[i]
	}
}

// lineLevels applies rule L1 to the paragraph as one line: segment and
// paragraph separators, and the white space and isolate formatting
// characters (with the characters X9 removed) before them or at the end
// of the line, take the paragraph level.
func (r *resolver) lineLevels() {
	reset := true
	for i := len(r.cls) - 1; i >= 0; i-- {
		switch c := r.cls[i]; {
		case c == S || c == B:
			r.lv[i], reset = r.para, true
		case c == WS || isolateInitiator(c) || c == PDI || removed(c):
			if reset {
				r.lv[i] = r.para
			}
		default:
			reset = false
		}
	}
}

// Reorder returns the indices of a line's characters in visual order,
// left to right, given their levels (rule L2): from the highest level down
// to the lowest odd level, every maximal run of characters at that level
// or higher is reversed.
func Reorder(levels []int8) []int32 {
	order := make([]int32, len(levels))
	for i := range order {
		order[i] = int32(i)
	}
	if len(levels) == 0 {
		return order
	}
	high, lowOdd := int8(0), int8(MaxDepth+2)
	for _, l := range levels {
		high = max(high, l)
		if l%2 == 1 {
			lowOdd = min(lowOdd, l)
		}
	}
	for lvl := high; lvl >= lowOdd; lvl-- {
		for i := 0; i < len(order); {
			if levels[order[i]] < lvl {
				i++
				continue
			}
			j := i
			for j < len(order) && levels[order[j]] >= lvl {
				j++
			}
			for a, b := i, j-1; a < b; a, b = a+1, b-1 {
				order[a], order[b] = order[b], order[a]
			}
			i = j
		}
	}
	return order
}
