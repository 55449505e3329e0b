package iri

// The reference driver: it runs the generated parser (parser_gen.go) of a
// variant on an input and turns the marks its grammar actions returned into
// an IRI (a failure becomes a *ParseError, errors.go). parse.go calls it when
// a variant has no fast path or the fast path rejects the input.

import "github.com/goiri/iri/internal/chars"

// maxExprPerByte bounds the work of the generated parser: the grammars
// backtrack a bounded number of times per character, so a parse that needs
// more expressions than this per input byte has gone wrong. It is a guard,
// not a limit any valid input comes near.
const maxExprPerByte = 4096

// parseReference runs the generated (reference) parser of variant v on s
// with entry rule r.
func parseReference(v *genVariant, r Rule, s string) (*IRI, error) {
	entry := v.entries[r]
	if i := chars.InvalidUTF8(s); i >= 0 {
		return nil, &ParseError{Input: s, Offset: i, Variant: v.name, Entry: entry.name,
			Section: v.section, Err: ErrInvalidUTF8}
	}
	p := newParser("", []byte(s), pgEntrypoint(entry.rule),
		pgMaxExpressions(uint64(maxExprPerByte)*uint64(len(s)+16)), pgPresizedStacks)
	val, err := p.parse(g)
	if err == nil {
		u := &IRI{}
		fill(u, s, val)
		return u, nil
	}
	return nil, p.parseError(v, entry, s)
}

// fill walks the value tree the parser returned and copies every mark into u.
func fill(u *IRI, s string, v any) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			fill(u, s, e)
		}
	case *mark:
		text := s[x.start:x.end]
		switch x.kind {
		case mScheme:
			u.Scheme = text
		case mAuthority:
			u.HasAuthority = true
			u.setAuthSep(s, x.start)
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
			u.PathForm = PathForm(x.kind - mPathAbempty)
		case mQuery:
			u.Query, u.HasQuery = text, true
		case mFragment:
			u.Fragment, u.HasFragment = text, true
		}
		fill(u, s, x.sub)
	}
}

// pgPresizedStacks is a parser option (pigeon's Option type) that gives the
// parser's rule and value stacks room for the nesting a typical IRI reaches,
// instead of growing them from nothing in each parse. It changes no result.
var pgPresizedStacks pgOption = func(p *parser) pgOption {
	const depth = 32
	p.rstack = make([]*rule, 0, depth)
	p.rstart = make([]int, 0, depth)
	p.vstack = make([]map[string]any, 0, depth)
	return func(*parser) pgOption { return nil }
}
