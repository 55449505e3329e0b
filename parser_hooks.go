package iri

// What the generated parser calls and what gen.go's rewrites of pigeon's
// output rely on: the grammar actions' mark and markIn, the failure hook
// noteFail (trackFailures), the shared and linked rules table
// (shareRulesTable, linkRuleRefs), and the flags and parse functions that
// skip values nothing observes (skipUnobservedValues).

import "sync"

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

// matched is the value of a literal or character class that matched from
// start: the matched bytes, or nil if nothing observes it.
func (p *parser) matched(novalue bool, start savepoint) any {
	if novalue {
		return nil
	}
	return p.sliceFrom(start)
}
