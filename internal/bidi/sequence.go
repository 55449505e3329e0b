package bidi

import "slices"

// sequence is one isolating run sequence (BD13): the indices of its
// characters in the paragraph, its embedding level, sos and eos (X10).
// Its buffers are reused from one sequence to the next.
type sequence struct {
	r *resolver
	// pos are the indices of the characters in the paragraph; nil when
	// they are the n from first on.
	pos      []int32
	first    int32
	n        int
	level    int8
	sos, eos Class
	// ts are the current types of the sequence's characters, in order:
	// part of r.typ itself when the characters are contiguous, else a
	// copy written back by resolve.
	ts, tsBuf []Class
	// N0's scratch: prefix counts of strong types, the pairs found.
	countL, countR, closeOf []int32
	pairs                   []bracketPairAt
}

// bracketPairAt is a bracket pair of BD16: the positions in the sequence
// of its opening and closing brackets.
type bracketPairAt struct{ open, close int32 }

// at is the index in the paragraph of the k-th character.
func (s *sequence) at(k int) int32 {
	if s.pos == nil {
		return s.first + int32(k)
	}
	return s.pos[k]
}

func (s *sequence) t(k int) Class { return s.ts[k] }

func (s *sequence) set(k int, c Class) { s.ts[k] = c }

// resolve applies W1-W7, N0-N2 and I1-I2 to the sequence.
func (s *sequence) resolve() {
	n, first := s.n, int(s.first)
	contiguous := s.pos == nil
	if contiguous {
		s.ts = s.r.typ[first : first+n]
	} else {
		s.ts = slices.Grow(s.tsBuf[:0], n)[:n]
		for k, p := range s.pos {
			s.ts[k] = s.r.typ[p]
		}
		s.tsBuf = s.ts
	}
	s.weak()
	s.brackets()
	s.neutrals()
	s.implicit()
	if !contiguous {
		for k, p := range s.pos {
			s.r.typ[p] = s.ts[k]
		}
	}
}

// weak applies rules W1-W7, each in one pass over the sequence.
func (s *sequence) weak() {
	n := s.n
	// W1: NSM takes the type of the character before it (ON after an
	// isolate initiator or PDI), sos at the start.
	prev := s.sos
	for k := range n {
		c := s.t(k)
		if c == NSM {
			c = prev
			s.set(k, c)
		}
		switch c {
		case LRI, RLI, FSI, PDI:
			prev = ON
		default:
			prev = c
		}
	}
	// W2: EN after AL (the last strong type) is AN. W3: AL is R.
	last := s.sos
	for k := range n {
		switch c := s.t(k); c {
		case L, R:
			last = c
		case AL:
			last = c
			s.set(k, R)
		case EN:
			if last == AL {
				s.set(k, AN)
			}
		}
	}
	// W4: a single ES between two EN is EN; a single CS between two
	// numbers of the same type takes their type.
	for k := 1; k+1 < n; k++ {
		c := s.t(k)
		if c != ES && c != CS {
			continue
		}
		a, b := s.t(k-1), s.t(k+1)
		if a == EN && b == EN {
			s.set(k, EN)
		} else if c == CS && a == AN && b == AN {
			s.set(k, AN)
		}
	}
	// W5: a sequence of ET next to an EN is EN.
	for k := 0; k < n; {
		if s.t(k) != ET {
			k++
			continue
		}
		j := k
		for j < n && s.t(j) == ET {
			j++
		}
		if k > 0 && s.t(k-1) == EN || j < n && s.t(j) == EN {
			for m := k; m < j; m++ {
				s.set(m, EN)
			}
		}
		k = j
	}
	// W6: the remaining separators and terminators are ON. W7: EN after L
	// (the last strong type, sos at the start) is L.
	last = s.sos
	for k := range n {
		switch c := s.t(k); c {
		case ES, ET, CS:
			s.set(k, ON)
		case L, R:
			last = c
		case EN:
			if last == L {
				s.set(k, L)
			}
		}
	}
}

// strong is the strong direction a type counts as in N0, N1 and N2 (EN
// and AN as R), or ON for a neutral.
func strong(c Class) Class {
	switch c {
	case L:
		return L
	case R, EN, AN:
		return R
	}
	return ON
}

// brackets applies rule N0: bracket pairs (BD16) take the embedding
// direction when they enclose a strong type of that direction, else the
// opposite direction when they enclose one of it and the context before
// the opening bracket is of it too.
func (s *sequence) brackets() {
	n := s.n
	// BD16: the pairs, with a stack of 63 opening brackets; when it is
	// full, no more pairs are looked for in the sequence.
	type opening struct {
		close rune // the closing bracket that matches, canonical
		at    int32
	}
	var stack [maxBracketDepth]opening
	sp := 0
	s.pairs = s.pairs[:0]
scan:
	for k := range n {
		if s.t(k) != ON {
			continue
		}
		c := s.r.text[s.at(k)]
		if closing, ok := closingBracket(c); ok {
			if sp == maxBracketDepth {
				break scan
			}
			stack[sp] = opening{canonicalBracket(closing), int32(k)}
			sp++
		} else if isClosingBracket(c) {
			c = canonicalBracket(c)
			for j := sp - 1; j >= 0; j-- {
				if stack[j].close == c {
					s.pairs = append(s.pairs, bracketPairAt{stack[j].at, int32(k)})
					sp = j
					break
				}
			}
		}
	}
	if len(s.pairs) == 0 {
		return
	}
	// The pairs in the order of their opening brackets, by a counting
	// pass instead of a sort.
	s.closeOf = slices.Grow(s.closeOf[:0], n)[:n]
	for k := range s.closeOf {
		s.closeOf[k] = -1
	}
	for _, p := range s.pairs {
		s.closeOf[p.open] = p.close
	}
	s.pairs = s.pairs[:0]
	for k, c := range s.closeOf {
		if c >= 0 {
			s.pairs = append(s.pairs, bracketPairAt{int32(k), c})
		}
	}
	// Prefix counts of the strong types (EN and AN as R) before N0, so
	// that what a pair encloses is known without scanning it: pairs are
	// resolved in the order of their opening brackets, so none inside the
	// pair being resolved has changed yet.
	s.countL = slices.Grow(s.countL[:0], n+1)[:n+1]
	s.countR = slices.Grow(s.countR[:0], n+1)[:n+1]
	s.countL[0], s.countR[0] = 0, 0
	for k := range n {
		s.countL[k+1], s.countR[k+1] = s.countL[k], s.countR[k]
		switch strong(s.t(k)) {
		case L:
			s.countL[k+1]++
		case R:
			s.countR[k+1]++
		}
	}
	e := direction(s.level)
	// The context before an opening bracket (N0 c.1) is the last strong
	// type before it, brackets N0 changed (and the NSMs after them)
	// included. A scan that only moves forward, as the opening brackets
	// do, finds it: N0 changes only types at or after the opening bracket
	// being resolved, which the scan has not passed yet.
	scan, context := 0, s.sos
	for _, p := range s.pairs {
		o, c := int(p.open), int(p.close)
		inL := s.countL[c] - s.countL[o+1]
		inR := s.countR[c] - s.countR[o+1]
		var dir Class
		switch {
		case e == L && inL > 0 || e == R && inR > 0:
			dir = e
		case inL > 0 || inR > 0:
			for ; scan < o; scan++ {
				if d := strong(s.t(scan)); d != ON {
					context = d
				}
			}
			dir = e
			if context != e {
				dir = context
			}
		default:
			continue
		}
		s.set(o, dir)
		s.set(c, dir)
		s.nsmAfter(o, dir)
		s.nsmAfter(c, dir)
	}
}

// nsmAfter gives the characters of original type NSM right after
// position k (a bracket N0 changed) the type dir.
func (s *sequence) nsmAfter(k int, dir Class) {
	for k++; k < s.n && s.r.cls[s.at(k)] == NSM; k++ {
		s.set(k, dir)
	}
}

// neutrals applies rules N1 and N2: a sequence of neutrals (B, S, WS, ON
// and the isolate formatting characters) takes the direction of the
// strong types around it (EN and AN as R, sos and eos at the ends) where
// they agree, the embedding direction where they do not.
func (s *sequence) neutrals() {
	n := s.n
	e := direction(s.level)
	for k := 0; k < n; {
		if strong(s.t(k)) != ON {
			k++
			continue
		}
		j := k
		for j < n && strong(s.t(j)) == ON {
			j++
		}
		before, after := s.sos, s.eos
		if k > 0 {
			before = strong(s.t(k - 1))
		}
		if j < n {
			after = strong(s.t(j))
		}
		dir := e
		if before == after {
			dir = before
		}
		for m := k; m < j; m++ {
			s.set(m, dir)
		}
		k = j
	}
}

// implicit applies rules I1 and I2: the levels from the resolved types.
func (s *sequence) implicit() {
	lv := s.r.lv
	if s.pos == nil {
		lv = lv[s.first : int(s.first)+s.n]
	}
	odd := s.level%2 == 1
	for k, c := range s.ts {
		p := k
		if s.pos != nil {
			p = int(s.pos[k])
		}
		switch {
		case !odd && c == R:
			lv[p]++
		case !odd && (c == AN || c == EN):
			lv[p] += 2
		case odd && (c == L || c == AN || c == EN):
			lv[p]++
		}
	}
}
