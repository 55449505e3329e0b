package iri

// The reference driver: it runs the generated parser (parser_gen.go) of a
// variant on an input and turns the marks its grammar actions returned into
// an IRI (a failure becomes a *ParseError, errors.go). parse.go calls it when
// a variant has no fast path or the fast path rejects the input.

import (
	"sync"

	"github.com/goiri/iri/internal/chars"
)

// maxExprPerByte bounds the work of the generated parser: the grammars
// backtrack a bounded number of times per character, so a parse that needs
// more expressions than this per input byte has gone wrong. It is a guard,
// not a limit any valid input comes near.
const maxExprPerByte = 4096

// parseReference runs the generated (reference) parser of variant v on s
// with entry rule r and returns a new IRI.
func parseReference(v *genVariant, r Rule, s string) (*IRI, error) {
	u := new(IRI)
	if err := referenceInto(u, v, r, s, false); err != nil {
		return nil, err
	}
	return u, nil
}

// referenceInto runs the generated parser of variant v on s with entry rule
// r and fills in *u, which must be the zero IRI and stays so on error.
// rejected says that s is known not to match (the fast path rejected it).
//
// A parse that succeeds needs no record of where the parser failed on the
// way, which costs as much as the rest of the parse: the first run keeps
// none (skipFailures), and only when it fails does a second run keep the
// record the error is built from. Both runs match the same, so the result
// and the error are those of a single run that keeps the record; an input
// known to be rejected gets that run only.
func referenceInto(u *IRI, v *genVariant, r Rule, s string, rejected bool) error {
	entry := v.entries[r]
	if i := chars.InvalidUTF8(s); i >= 0 {
		pe := &ParseError{Input: s, Offset: i, Variant: v.name, Entry: entry.name,
			Section: v.section, Err: ErrInvalidUTF8}
		pe.explain()
		return pe
	}
	p := refParsers.Get().(*parser)
	defer refParsers.Put(p)
	ok := !rejected && p.run(entry.rule, s, true)
	if !ok {
		ok = p.run(entry.rule, s, false)
	}
	if ok {
		for _, m := range p.cur.marks {
			fill(u, s, m)
		}
		p.release()
		return nil
	}
	err := p.parseError(v, entry, s)
	p.release()
	return err
}

// refParsers holds generated parsers between parses: a parser's stacks,
// buffers and label maps are allocated once and reused (reset).
var refParsers = sync.Pool{New: func() any { return newParser("", nil) }}

// run parses s from entry rule entry with the parser reset, recording the
// farthest failure unless skipFailures, and reports whether s matched.
func (p *parser) run(entry, s string, skipFailures bool) bool {
	p.reset(entry, s, uint64(maxExprPerByte)*uint64(len(s)+16), skipFailures)
	_, err := p.parse(g)
	return err == nil
}

// reset makes p what pigeon's newParser returns for input s with options
// Entrypoint(entry) and MaxExpressions(maxExpr), with skipFailures set as
// given, but keeping the memory p has: the input's copy, the stacks and
// the label maps (emptied). TestParserResetIsNewParser compares the two.
func (p *parser) reset(entry, s string, maxExpr uint64, skipFailures bool) {
	clear(*p.errs)
	p.pgStats.ExprCnt = 0
	clear(p.pgStats.ChoiceAltCnt)
	clear(p.cur.globalStore)
	for _, m := range p.vstack[:cap(p.vstack)] {
		clear(m)
	}
	*p = parser{
		data:            append(p.data[:0], s...),
		errs:            p.errs,
		pt:              savepoint{position: position{line: 1}},
		recover:         true,
		cur:             current{globalStore: p.cur.globalStore, marks: p.cur.marks[:0]},
		maxFailPos:      position{col: 1, line: 1},
		maxFailExpected: p.maxFailExpected[:0],
		pgStats:         p.pgStats,
		entrypoint:      entry,
		maxExprCnt:      maxExpr,
		vstack:          p.vstack[:0],
		rstack:          p.rstack[:0],
		recoveryStack:   p.recoveryStack[:0],
		rstart:          p.rstart[:0],
		failRules:       p.failRules[:0],
		failStarts:      p.failStarts[:0],
		skipFailures:    skipFailures,
	}
	*p.errs = (*p.errs)[:0]
}

// release lets go of what p holds of the last parse before p goes back to
// refParsers: its input and, if they grew large (a long input), its
// buffers.
func (p *parser) release() {
	const keep = 4 << 10
	if cap(p.data) > keep {
		p.data = nil
	}
	p.data = p.data[:0]
	p.cur.text = nil
	if cap(p.cur.marks) > keep {
		p.cur.marks = nil
	}
	if cap(p.maxFailExpected) > keep {
		p.maxFailExpected = nil
	}
}

// fill copies mark m into u.
func fill(u *IRI, s string, m mark) {
	text := s[m.start:m.end]
	switch m.kind {
	case mScheme:
		u.Scheme = text
	case mAuthority:
		u.HasAuthority = true
		u.setAuthSep(s, m.start)
	case mUserinfo:
		u.Userinfo, u.HasUserinfo = text, true
	case mHost:
		u.Host = text
	case mRegName:
		u.HostKind = HostRegName
	case mIPv4:
		u.HostKind = HostIPv4
	case mIPv6:
		u.HostKind = HostIPv6
	case mIPvFuture:
		u.HostKind = HostIPvFuture
	case mPort:
		u.Port, u.HasPort = text, true
	case mPathAbempty, mPathAbsolute, mPathNoscheme, mPathRootless, mPathEmpty, mPathOpaque:
		u.Path = text
		u.PathForm = PathForm(m.kind - mPathAbempty)
	case mQuery:
		u.Query, u.HasQuery = text, true
	case mFragment:
		u.Fragment, u.HasFragment = text, true
	}
}
