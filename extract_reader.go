package iri

import (
	"errors"
	"io"
	"iter"
	"strings"
)

// maxLookahead is the size of ExtractReader's window on its input.
const maxLookahead = 64 << 10

// extractLookback is how much text before the next candidate
// ExtractReader keeps when it slides its window.
const extractLookback = 1 << 10

// ExtractReader returns the IRIs of the text read from r, in order, by the
// rules of Extract (draft-ietf-iri-3987bis-00 section 8.3), as an iterator:
//
//	for m, err := range iri.ExtractReader(r) {
//		if err != nil { ... } // a read error, the last value
//		...
//	}
//
// Offsets count bytes from the start of the input. Memory stays bounded
// whatever the input: the reader holds a window of 64 KiB of it, keeping
// 1 KiB before the next candidate when the window slides, and an unclosed
// "<" makes it look 4096 bytes ahead at most. An IRI that does not fit in
// the window (about 63 KiB) is reported cut at the window's end, as the
// longest prefix there that is an IRI, and the rest of it, up to the next
// white space or character no IRI holds, is skipped; a scheme, or the white
// space and "URL:" between a "<" and the IRI after it, longer than 1 KiB may
// be seen cut. Otherwise the matches are those of Extract. A Match's IRI
// shares memory with the window it was found in: to keep many, keep
// strings.Clone(m.IRI). The only option it uses is AnyScheme.
func ExtractReader(r io.Reader, opts ...Option) iter.Seq2[Match, error] {
	return func(yield func(Match, error) bool) {
		e := newExtractor(r, maxLookahead, extractLookback, opts)
		for e.Scan() {
			if !yield(e.m, nil) {
				return
			}
		}
		if e.err != nil {
			yield(Match{}, e.err)
		}
	}
}

// extractor finds the IRIs of a reader as a bufio.Scanner does.
type extractor struct {
	r        io.Reader
	x        *extractState
	buf      []byte
	window   int
	lookback int
	base     int // input offset of buf[0]
	line     int // line of lineAt
	lineAt   int // position in buf
	started  bool
	eof      bool
	err      error
	m        Match
}

func newExtractor(r io.Reader, window, lookback int, opts []Option) *extractor {
	return &extractor{r: r, x: newExtractState(opts), window: window, lookback: lookback, line: 1}
}

// Scan advances to the next IRI, e.m. It returns false
// at the end of the input or on a read error, e.err.
func (e *extractor) Scan() bool {
	for {
		if e.started {
			var m Match
			ok, more := e.x.next(&m)
			if ok {
				e.emit(m)
				return true
			}
			if !more && e.eof {
				return false
			}
			if more && e.x.pos <= e.lookback && len(e.buf) == e.window {
				// No room to see more: the window's end is the input's
				// for this candidate.
				at := e.x.pos
				e.x.forceAt = at
				ok, _ := e.x.next(&m)
				e.x.forceAt = -1
				if ok {
					// The candidate ran to the window's end (or to an
					// unclosed "<"): what follows the match, up to white
					// space or a character no IRI holds, is the rest of
					// the cut IRI (trailing punctuation the match left
					// out included), not a new one. A match of a later
					// candidate (the one at "at" gave none; this one
					// starts after that ":") was not cut: nothing of
					// what follows it is skipped; nor was a match
					// followed, before the window's end, by what ends an
					// IRI (white space after "<http://x/a" with no ">"
					// in sight: the match ended there, not at the cut).
					e.x.skipIRI = m.Start < at && strings.IndexFunc(e.x.s[m.End:], endsIRI) < 0
					e.emit(m)
					return true
				}
				continue
			}
			if e.err != nil {
				return false
			}
		}
		e.fill()
	}
}

func (e *extractor) emit(m Match) {
	s := e.x.s
	e.line += strings.Count(s[e.lineAt:m.Start], "\n")
	e.lineAt = m.Start
	m.Line = e.line
	m.Start += e.base
	m.End += e.base
	e.m = m
}

// fill slides the window past the text already scanned, keeping the
// lookback before the next candidate, and reads more.
func (e *extractor) fill() {
	keep := 0
	if e.started {
		// x.pos is the ":" of a candidate that needs more text, or the
		// window's end: the scheme before it may begin up to lookback
		// bytes earlier.
		keep = max(e.x.pos-e.lookback, 0)
	}
	if e.buf == nil {
		e.buf = make([]byte, 0, e.window)
	}
	e.line += strings.Count(e.x.s[min(e.lineAt, keep):keep], "\n")
	e.lineAt = max(e.lineAt-keep, 0)
	n := copy(e.buf[:cap(e.buf)], e.buf[keep:])
	e.buf = e.buf[:n]
	e.base += keep
	for len(e.buf) < e.window && !e.eof {
		k, err := e.r.Read(e.buf[len(e.buf):e.window])
		e.buf = e.buf[:len(e.buf)+k]
		if err == io.EOF {
			e.eof = true
		} else if err != nil {
			e.err, e.eof = err, true
		} else if k == 0 {
			e.err, e.eof = errors.New("iri: ExtractReader: reader returned no data and no error"), true
		}
	}
	e.x.reset(string(e.buf), e.eof, keep)
	e.started = true
}
