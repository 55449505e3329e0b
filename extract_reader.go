package iri

import (
	"errors"
	"io"
	"strings"
)

// MaxLookahead is the size of an Extractor's window on its input: the most
// text it holds at once. An IRI that does not fit in the window with the
// text just before it (about 63 KiB) is reported cut at the window's end,
// the longest prefix there that is an IRI, and the rest of it, up to the
// next white space or character no IRI holds, is skipped. A scheme, or the
// white space and "URL:" between a "<" and the IRI after it, is seen
// whole when it is at most extractLookback (1 KiB) long.
const MaxLookahead = 64 << 10

// extractLookback is how much text before the next candidate an
// Extractor keeps when it slides its window.
const extractLookback = 1 << 10

// Extractor finds the IRIs in text read from an io.Reader, by the rules of
// Extract (draft-ietf-iri-3987bis-00 section 8.3), in memory bounded by
// MaxLookahead whatever the input: an unclosed "<" makes it look ahead
// MaxBracketed bytes at most. Offsets in its matches count bytes from the
// start of the input. Use it as a bufio.Scanner:
//
//	x := iri.NewExtractor(r)
//	for x.Scan() {
//		m := x.Match()
//		...
//	}
//	if err := x.Err(); err != nil { ... }
type Extractor struct {
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

// NewExtractor returns an Extractor reading r.
func NewExtractor(r io.Reader, opts ...ExtractOption) *Extractor {
	return newExtractor(r, MaxLookahead, extractLookback, opts)
}

func newExtractor(r io.Reader, window, lookback int, opts []ExtractOption) *Extractor {
	return &Extractor{r: r, x: newExtractState(opts), window: window, lookback: lookback, line: 1}
}

// Scan advances to the next IRI, which Match then returns. It returns false
// at the end of the input or on a read error, which Err returns.
func (e *Extractor) Scan() bool {
	for {
		if e.started {
			m, ok, more := e.x.next()
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
				e.x.forceAt = e.x.pos
				m, ok, _ := e.x.next()
				e.x.forceAt = -1
				if ok {
					if m.End >= len(e.x.s)-3 {
						e.x.skipIRI = true
					}
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

func (e *Extractor) emit(m Match) {
	s := e.x.s
	e.line += strings.Count(s[e.lineAt:m.Start], "\n")
	e.lineAt = m.Start
	m.Line = e.line
	m.Start += e.base
	m.End += e.base
	m.IRI = strings.Clone(m.IRI)
	e.m = m
}

// fill slides the window past the text already scanned, keeping the
// lookback before the next candidate, and reads more.
func (e *Extractor) fill() {
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
			e.err, e.eof = errors.New("iri: Extractor: reader returned no data and no error"), true
		}
	}
	e.x.reset(string(e.buf), e.eof, keep)
	e.started = true
}

// Match returns the IRI found by the last call to Scan.
func (e *Extractor) Match() Match { return e.m }

// Err returns the first error reading the input, nil at its end.
func (e *Extractor) Err() error { return e.err }
