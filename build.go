package iri

// This file holds what the grammar actions call (one-line calls to mark and
// markIn) and the code that runs the generated parser and turns its marks
// into an IRI or its failure into a *ParseError.

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// rulesByName is the generated parser's table of rules by name, with every
// rule reference linked to its rule (gen.go: shareRulesTable, linkRuleRefs)
// and every expression whose value nothing observes flagged
// (markUnobserved). It is built on the first parse by the generated parser,
// not at package initialisation: programs that only take the fast path
// never need it.
var rulesByName = sync.OnceValue(func() map[string]*rule {
	m := buildRulesByName()
	var entries []string
	for _, v := range genVariants {
		for _, e := range v.entries {
			entries = append(entries, e.rule)
		}
	}
	markUnobserved(g.rules, m, entries)
	return m
})

// markKind says which component a grammar action marked.
type markKind uint8

const (
	mNone markKind = iota
	mScheme
	mAuthority
	mUserinfo
	mHost
	mRegName
	mIPv4
	mIPv6
	mIPvFuture
	mPort
	mPathAbempty
	mPathAbsolute
	mPathNoscheme
	mPathRootless
	mPathEmpty
	mPathOpaque
	mQuery
	mFragment
)

// A mark is the value a component rule's action returns: the component's
// kind and byte span, and the values of the rules it contains (which may
// hold further marks).
type mark struct {
	kind       markKind
	start, end int
	sub        any
}

// mark marks the text the current rule matched as a component of kind k.
func (c *current) mark(k markKind) (any, error) {
	return &mark{kind: k, start: c.pos.offset, end: c.pos.offset + len(c.text)}, nil
}

// markIn is mark for rules that contain other components; v is the value of
// the rule's expression.
func (c *current) markIn(k markKind, v any) (any, error) {
	return &mark{kind: k, start: c.pos.offset, end: c.pos.offset + len(c.text), sub: v}, nil
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

// ErrSyntax is the error a *ParseError wraps when the input does not match
// the grammar (RFC 3987 section 2.2 for the default variant); ErrInvalidUTF8
// when the input is not valid UTF-8 (RFC 3629, which RFC 3987 section 3.1
// requires).
var (
	ErrSyntax      = errors.New("syntax error")
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
)

// ParseError describes why an input is not an IRI of a variant's entry rule.
// It is the error every parse function returns.
//
// Offset, Rule and Section point into the ABNF of the variant's specification
// (RFC 3987 section 2.2 for the default variant).
type ParseError struct {
	Input    string   // the input, as given
	Offset   int      // byte offset of the first character no rule could accept; len(Input) at end of input
	Rule     string   // the ABNF rule being matched there, e.g. "ipath-abempty"
	Expected []string // what the grammar would have accepted at Offset, e.g. `"/"`, `[0-9]`, "end of input"
	Variant  string   // the grammar variant, e.g. "rfc3987"
	Entry    string   // the entry rule, e.g. "IRI-reference"
	Section  string   // the specification section defining Rule
	Err      error    // ErrSyntax or ErrInvalidUTF8
}

// Error returns a one-line description such as
// "iri: invalid character U+0020 ' ' at byte 17 in ipath-abempty (RFC 3987 section 2.2)".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("iri: ")
	switch {
	case e.Err == ErrInvalidUTF8:
		b.WriteString("invalid UTF-8 byte 0x")
		b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(e.Input[e.Offset]), 16)))
	case e.Offset >= len(e.Input):
		b.WriteString("unexpected end of input")
	default:
		r, _ := utf8.DecodeRuneInString(e.Input[e.Offset:])
		b.WriteString("invalid character ")
		b.WriteString(chars.Describe(r))
	}
	b.WriteString(" at byte ")
	b.WriteString(strconv.Itoa(e.Offset))
	if e.Rule != "" {
		b.WriteString(" in ")
		b.WriteString(e.Rule)
	}
	if e.Section != "" {
		b.WriteString(" (")
		b.WriteString(e.Section)
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap returns ErrSyntax or ErrInvalidUTF8.
//
// They tell a grammar error (RFC 3987 section 2.2) from invalid UTF-8 (RFC
// 3629).
func (e *ParseError) Unwrap() error { return e.Err }

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
	pe := &ParseError{Input: s, Offset: p.maxFailPos.offset, Variant: v.name, Entry: entry.name, Err: ErrSyntax}
	pe.Expected = expectedList(v.name, p.maxFailExpected)
	// Name the innermost rule that had consumed input at the failure, unless
	// a component rule nested in it was just starting there ("?" followed
	// by a character iquery cannot take is an error in iquery, not in IRI).
	name := ""
	d := max(p.failDepth, 0)
	if d > 0 && d <= len(p.failRules) {
		name = p.failRules[d-1].name
	}
	for i := len(p.failRules) - 1; i >= max(d-1, 0); i-- {
		if genRules[p.failRules[i].name].component {
			name = p.failRules[i].name
			break
		}
	}
	// An IP literal whose closing "]" could come at the failure is an
	// unclosed IP-literal, whatever rule inside it read furthest
	// ("http://[::1/" ends a dec-octet of a possible IPv4 tail).
	if slices.Contains(pe.Expected, `"]"`) {
		for _, r := range p.failRules {
			if genRules[r.name].name == "IP-literal" {
				name = r.name
				break
			}
		}
	}
	if info, ok := genRules[name]; ok {
		pe.Rule, pe.Section = info.name, info.section
	} else {
		pe.Rule, pe.Section = entry.name, v.section
	}
	return nil, pe
}

// noteFail is called by the generated parser for every failure recorded at
// the farthest position so far. Of all the rule stacks failing there, it
// keeps the one whose innermost rule that had already consumed input (started
// before off) is deepest; on a tie, the deeper stack, then the later one.
// That rule, or a component rule starting inside it, is what the error names. For "http://a b" both iuserinfo and ireg-name fail at the space; the
// host is tried later and nested deeper, so the error says ireg-name.
func (p *parser) noteFail(off int) {
	if off > p.failOff || p.failRules == nil {
		p.failOff, p.failDepth = off, -1
	}
	d := 0
	for i := len(p.rstart) - 1; i >= 0; i-- {
		if p.rstart[i] < off {
			d = i + 1
			break
		}
	}
	if d > p.failDepth || d == p.failDepth && len(p.rstack) >= len(p.failRules) {
		p.failDepth = d
		p.failRules = append(p.failRules[:0], p.rstack...)
		p.failStarts = append(p.failStarts[:0], p.rstart...)
	}
}

// expectedList turns pigeon's expected strings into a sorted, de-duplicated
// list, with "!." spelled "end of input", inverted expectations dropped, and
// character classes that are whole rules named by the rule (ucschar rather
// than its ranges). The raw list repeats every expectation each time a rule
// fails at the farthest position, so it is de-duplicated before the classes
// are looked up, with no map and no string built per item.
func expectedList(variant string, raw []string) []string {
	out := make([]string, 0, len(raw))
	eof := false
	for _, e := range raw {
		switch {
		case e == "!.":
			eof = true
		case !strings.HasPrefix(e, "!"):
			out = append(out, e)
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	var buf [256]byte
	named := false
	for i, e := range out {
		key := append(append(append(buf[:0], variant...), 0), e...)
		if n, ok := genClassNames[string(key)]; ok {
			out[i], named = n, true
		}
	}
	if named {
		// A rule's name sorts elsewhere than its class.
		slices.Sort(out)
		out = slices.Compact(out)
	}
	if eof {
		out = append(out, "end of input")
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// buildRulesByName indexes the grammar's rules by name and points every rule
// reference at the rule it names (the field gen.go's linkRuleRefs adds).
func buildRulesByName() map[string]*rule {
	m := make(map[string]*rule, len(g.rules))
	for _, r := range g.rules {
		m[r.name] = r
	}
	for _, r := range g.rules {
		eachExpr(r.expr, func(e any) {
			if ref, ok := e.(*ruleRefExpr); ok {
				ref.rule = m[ref.name]
			}
		})
	}
	return m
}

// eachExpr calls f on e and on every expression under it in the generated
// grammar (rule references are not followed).
func eachExpr(e any, f func(any)) {
	f(e)
	switch e := e.(type) {
	case *actionExpr:
		eachExpr(e.expr, f)
	case *andExpr:
		eachExpr(e.expr, f)
	case *notExpr:
		eachExpr(e.expr, f)
	case *labeledExpr:
		eachExpr(e.expr, f)
	case *zeroOrMoreExpr:
		eachExpr(e.expr, f)
	case *oneOrMoreExpr:
		eachExpr(e.expr, f)
	case *zeroOrOneExpr:
		eachExpr(e.expr, f)
	case *recoveryExpr:
		eachExpr(e.expr, f)
		eachExpr(e.recoverExpr, f)
	case *choiceExpr:
		for _, x := range e.alternatives {
			eachExpr(x, f)
		}
	case *seqExpr:
		for _, x := range e.exprs {
			eachExpr(x, f)
		}
	}
}

// markUnobserved sets the novalue flag (gen.go: skipUnobservedValues) on
// every expression of the grammar whose value nothing can observe: not a
// label, so no action or predicate sees it, and not the result of an entry
// rule, which parseReference reads. A value flows up from an expression
// through sequences, choices, repetitions, labels and rule references, and
// stops at an action (which returns its own value) and at predicates. The
// flag only stops the parser from building a value that would be dropped.
// If the grammar holds an expression type this does not know, nothing is
// flagged.
func markUnobserved(rules []*rule, byName map[string]*rule, entries []string) {
	needed := map[*rule]bool{}
	var work []*rule
	need := func(r *rule) {
		if r != nil && !needed[r] {
			needed[r] = true
			work = append(work, r)
		}
	}
	for _, name := range entries {
		need(byName[name])
	}
	// walk visits e, whose value is observed if obs is set; with set, it
	// records the flags, otherwise only the rules whose value is observed.
	known := true
	var walk func(e any, obs, set bool)
	walk = func(e any, obs, set bool) {
		switch e := e.(type) {
		case *actionExpr:
			walk(e.expr, false, set)
		case *labeledExpr:
			walk(e.expr, true, set)
		case *andExpr:
			walk(e.expr, false, set)
		case *notExpr:
			walk(e.expr, false, set)
		case *zeroOrOneExpr:
			walk(e.expr, obs, set)
		case *zeroOrMoreExpr:
			walk(e.expr, obs, set)
			if set {
				e.novalue = !obs
			}
		case *oneOrMoreExpr:
			walk(e.expr, obs, set)
			if set {
				e.novalue = !obs
			}
		case *seqExpr:
			for _, x := range e.exprs {
				walk(x, obs, set)
			}
			if set {
				e.novalue = !obs
			}
		case *choiceExpr:
			for _, x := range e.alternatives {
				walk(x, obs, set)
			}
		case *ruleRefExpr:
			if obs && !set {
				need(byName[e.name])
			}
		case *litMatcher:
			if set {
				e.novalue = !obs
			}
		case *charClassMatcher:
			if set {
				e.novalue = !obs
			}
		case *recoveryExpr:
			walk(e.expr, obs, set)
			walk(e.recoverExpr, obs, set)
		case *andCodeExpr, *notCodeExpr, *throwExpr, *anyMatcher:
		default:
			known = false
		}
	}
	for _, r := range rules {
		walk(r.expr, false, false) // labels in any rule
	}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		walk(r.expr, true, false)
	}
	if !known {
		return
	}
	for _, r := range rules {
		walk(r.expr, needed[r], true)
	}
}

// parseSeqNoValue is parseSeqExpr for a sequence whose value nothing
// observes (markUnobserved): it matches the same and returns nil.
func (p *parser) parseSeqNoValue(seq *seqExpr) (any, bool) {
	pt := p.pt
	for _, e := range seq.exprs {
		if _, ok := p.parseExprWrap(e); !ok {
			p.restore(pt)
			return nil, false
		}
	}
	return nil, true
}

// parseZeroOrMoreNoValue is parseZeroOrMoreExpr returning nil.
func (p *parser) parseZeroOrMoreNoValue(expr *zeroOrMoreExpr) (any, bool) {
	for {
		p.pushV()
		_, ok := p.parseExprWrap(expr.expr)
		p.popV()
		if !ok {
			return nil, true
		}
	}
}

// parseOneOrMoreNoValue is parseOneOrMoreExpr returning nil.
func (p *parser) parseOneOrMoreNoValue(expr *oneOrMoreExpr) (any, bool) {
	for n := 0; ; n++ {
		p.pushV()
		_, ok := p.parseExprWrap(expr.expr)
		p.popV()
		if !ok {
			return nil, n > 0
		}
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

// matched is the value of a literal or character class that matched from
// start: the matched bytes, or nil if nothing observes it.
func (p *parser) matched(novalue bool, start savepoint) any {
	if novalue {
		return nil
	}
	return p.sliceFrom(start)
}
