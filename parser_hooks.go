package iri

// What the generated parser calls and what gen.go's rewrites of pigeon's
// output rely on: the grammar actions' mark and markIn, the failure hook
// noteFail (trackFailures), the shared and linked rules table
// (shareRulesTable, linkRuleRefs), and the flags and parse functions that
// skip values nothing observes (skipUnobservedValues).

import (
	"sync"
	"unicode/utf8"
)

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

// A mark is what a component rule's action records: the component's kind
// and byte span. The marks of a parse are logged in order of completion in
// c.marks (pegrewrite.LogMarks adds the field to pigeon's current and cuts
// the log back wherever the parser backtracks), so that when the parse
// succeeds the log holds exactly the marks of the match.
type mark struct {
	kind       markKind
	start, end int
}

// mark marks the text the current rule matched as a component of kind k.
// The action's value is nil: the mark goes to the log.
func (c *current) mark(k markKind) (any, error) {
	c.marks = append(c.marks, mark{kind: k, start: c.pos.offset, end: c.pos.offset + len(c.text)})
	return nil, nil
}

// markIn is mark for rules that contain other components; v, the value of
// the rule's expression, is not needed: the components inside were logged
// before this one.
func (c *current) markIn(k markKind, v any) (any, error) {
	return c.mark(k)
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
// rule reference linked to its rule (pegrewrite.ShareRulesTable, LinkRuleRefs)
// and every expression whose value nothing observes flagged
// (markUnobserved). It is built on the first parse by the generated parser,
// not at package initialisation: programs that only take the fast path
// never need it.
var rulesByName = sync.OnceValue(func() map[string]*rule {
	m := buildRulesByName()
	// No entry rule's value is read: parseReference reads the mark log.
	markUnobserved(g.rules, m, nil)
	linkShortcuts(g.rules)
	return m
})

// buildRulesByName indexes the grammar's rules by name and points every rule
// reference at the rule it names (the field pegrewrite.LinkRuleRefs adds).
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

// markUnobserved sets the novalue flag (pegrewrite.SkipUnobservedValues) on
// every expression of the grammar whose value nothing can observe: not a
// label, so no action or predicate sees it, and not the result of one of
// the entry rules given (parseReference gives none: it reads the mark log). A value flows up from an expression
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
	pt, marks0 := p.pt, len(p.cur.marks)
	for _, e := range seq.exprs {
		if _, ok := p.parseExprWrap(e); !ok {
			p.restore(pt)
			p.cur.marks = p.cur.marks[:marks0] // as pegrewrite.LogMarks does in parseSeqExpr
			return nil, false
		}
	}
	return nil, true
}

// parseZeroOrMoreNoValue is parseZeroOrMoreExpr returning nil.
func (p *parser) parseZeroOrMoreNoValue(expr *zeroOrMoreExpr) (any, bool) {
	p.repeatNoValue(expr.expr, expr.scan, expr.bare)
	return nil, true
}

// parseOneOrMoreNoValue is parseOneOrMoreExpr returning nil.
func (p *parser) parseOneOrMoreNoValue(expr *oneOrMoreExpr) (any, bool) {
	return nil, p.repeatNoValue(expr.expr, expr.scan, expr.bare) > 0
}

// repeatNoValue matches expr as many times as it can, building no value,
// and returns how many times it matched. Without the failure record, a
// character in scan (linkShortcuts) is one repetition, matched at once;
// bare repetitions open no value scope.
func (p *parser) repeatNoValue(expr any, scan *charClassMatcher, bare bool) int {
	for n := 0; ; n++ {
		if p.skipFailures && scan != nil {
			if _, ok := p.parseCharClassMatcher(scan); ok {
				continue
			}
		}
		if !bare {
			p.pushV()
		}
		_, ok := p.parseExprWrap(expr)
		if !bare {
			p.popV()
		}
		if !ok {
			return n
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

// linkShortcuts sets the bare flags of pegrewrite.BareScopes (on a
// predicate, optional or repetition whose expression is plain, plainExpr),
// and the fields pegrewrite.Shortcuts adds, which a parse that records no
// failures follows:
//   - a rule reference's fast is the rule's expression when the rule has no
//     action, label or code in it (outside the rules it references): only
//     such things see the scope parseRule pushes, and the rule stack only
//     names failures;
//   - a choice's alts are its alternatives with every run of two or more
//     that each match one character of a set (setOf) merged into one
//     character class: the first of them to match is one that contains the
//     character, and each gives the matched character as its value. A
//     choice whose alternatives all merge becomes the class, in fast.
//
// Neither changes what matches or the values that can be observed (a
// merged class keeps the matched bytes as its value unless every class it
// was made from was flagged novalue). Markunobserved must have run.
func linkShortcuts(rules []*rule) {
	for _, r := range rules {
		eachExpr(r.expr, func(e any) {
			ch, ok := e.(*choiceExpr)
			if !ok {
				return
			}
			var alts []any
			var run []*charClassMatcher
			flush := func() {
				switch len(run) {
				case 0:
				case 1:
					alts = append(alts, run[0])
				default:
					alts = append(alts, mergeSets(run))
				}
				run = nil
			}
			merged := false
			for _, a := range ch.alternatives {
				if c := setOf(a, 0); c != nil {
					run = append(run, c)
					merged = merged || len(run) > 1
					continue
				}
				flush()
				alts = append(alts, a)
			}
			flush()
			if merged {
				ch.alts = alts
			}
		})
	}
	for _, r := range rules {
		eachExpr(r.expr, func(e any) {
			switch e := e.(type) {
			case *andExpr:
				e.bare = plainExpr(e.expr)
			case *notExpr:
				e.bare = plainExpr(e.expr)
			case *zeroOrOneExpr:
				e.bare = plainExpr(e.expr)
			case *zeroOrMoreExpr:
				e.bare = plainExpr(e.expr)
				e.scan = leadOf(e.expr, 0)
			case *oneOrMoreExpr:
				e.bare = plainExpr(e.expr)
				e.scan = leadOf(e.expr, 0)
			}
		})
	}
	for _, r := range rules {
		eachExpr(r.expr, func(e any) {
			ref, ok := e.(*ruleRefExpr)
			if !ok || ref.rule == nil || !plainRule(ref.rule) {
				return
			}
			ref.fast = ref.rule.expr
			if c := setOf(ref.rule.expr, 0); c != nil {
				ref.fast = c
			}
		})
	}
}

// leadOf returns a class such that, when the current character is in it, e
// matches exactly that character (and nothing else happens: no action, no
// label), or nil: a class that setOf accepts; a one-character literal; a
// reference to a plain rule whose expression has one; or a choice whose
// first alternative (after linkShortcuts merged the leading run of
// one-character alternatives) has one, since a choice takes its first
// alternative that matches. The alternatives of a choice must have been
// linked first. depth bounds the references followed.
func leadOf(e any, depth int) *charClassMatcher {
	if depth > 16 {
		return nil
	}
	switch e := e.(type) {
	case *charClassMatcher, *litMatcher:
		return setOf(e, depth)
	case *ruleRefExpr:
		if e.rule == nil || !plainRule(e.rule) {
			return nil
		}
		return leadOf(e.rule.expr, depth+1)
	case *choiceExpr:
		alts := e.alts
		if alts == nil {
			alts = e.alternatives
		}
		if len(alts) == 0 {
			return nil
		}
		return leadOf(alts[0], depth+1)
	}
	return nil
}

// plainRule reports whether r's expression is plain (plainExpr): nothing
// in it sees the scope parseRule pushes.
func plainRule(r *rule) bool { return plainExpr(r.expr) }

// plainExpr reports whether e holds no action, label, code or error
// recovery (rule references are not followed): nothing that stores into or
// reads the current scope.
func plainExpr(e any) bool {
	plain := true
	eachExpr(e, func(e any) {
		switch e.(type) {
		case *actionExpr, *labeledExpr, *andCodeExpr, *notCodeExpr, *throwExpr, *recoveryExpr:
			plain = false
		}
	})
	return plain
}

// setOf returns a character class that matches what e matches, when e
// matches exactly one character of a set: a class that is not inverted,
// case-folded or made of Unicode classes, a one-character literal that is
// not case-folded, a choice of such, or a reference to a plain rule whose
// expression is one. Otherwise it returns nil. depth bounds the references
// followed.
func setOf(e any, depth int) *charClassMatcher {
	switch e := e.(type) {
	case *charClassMatcher:
		if e.inverted || e.ignoreCase || len(e.classes) > 0 {
			return nil
		}
		return e
	case *litMatcher:
		if e.ignoreCase || utf8.RuneCountInString(e.val) != 1 {
			return nil
		}
		c := &charClassMatcher{val: e.want, novalue: e.novalue}
		if r, _ := utf8.DecodeRuneInString(e.val); r < utf8.RuneSelf {
			c.basicLatinChars[r] = true
		} else {
			c.chars = []rune{r}
		}
		return c
	case *ruleRefExpr:
		if e.rule == nil || depth > 16 || !plainRule(e.rule) {
			return nil
		}
		return setOf(e.rule.expr, depth+1)
	case *choiceExpr:
		var parts []*charClassMatcher
		for _, a := range e.alternatives {
			c := setOf(a, depth+1)
			if c == nil {
				return nil
			}
			parts = append(parts, c)
		}
		if len(parts) == 1 {
			return parts[0]
		}
		return mergeSets(parts)
	}
	return nil
}

// mergeSets returns the class that matches a character any of cs matches
// (none inverted, case-folded or with Unicode classes), with no value only
// if none of them has one.
func mergeSets(cs []*charClassMatcher) *charClassMatcher {
	m := &charClassMatcher{novalue: true}
	for i, c := range cs {
		if i > 0 {
			m.val += " / "
		}
		m.val += c.val
		for b, in := range c.basicLatinChars {
			m.basicLatinChars[b] = m.basicLatinChars[b] || in
		}
		for _, r := range c.chars {
			if r >= utf8.RuneSelf {
				m.chars = append(m.chars, r)
			}
		}
		m.ranges = append(m.ranges, c.ranges...)
		m.novalue = m.novalue && c.novalue
	}
	return m
}

// parseAlts is parseChoiceExpr's loop over alts (a choice's shortcut
// alternatives, linkShortcuts): a character class or a rule reference needs
// no scope of its own (a rule opens its own, or is plain).
func (p *parser) parseAlts(alts []any) (any, bool) {
	for _, alt := range alts {
		switch a := alt.(type) {
		case *charClassMatcher:
			if val, ok := p.parseCharClassMatcher(a); ok {
				return val, true
			}
			continue
		case *ruleRefExpr:
			if val, ok := p.parseRuleRefExpr(a); ok {
				return val, true
			}
			continue
		}
		p.pushV()
		val, ok := p.parseExprWrap(alt)
		p.popV()
		if ok {
			return val, ok
		}
	}
	return nil, false
}
