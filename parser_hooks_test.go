package iri

import (
	"errors"
	"runtime/debug"
	"slices"
	"testing"
	"unicode"
)

// markRule returns a rule "name <- expr { return c.mark(k) }".
func markRule(name string, expr any, k markKind) *rule {
	return &rule{name: name, expr: &actionExpr{expr: expr, run: func(p *parser) (any, error) { return p.cur.mark(k) }}}
}

// runRule parses s with rule r of a hand-built grammar (the package's rules
// table is not consulted: references here are linked by hand) and returns
// whether it matched all of s... and the marks logged.
func runRule(t *testing.T, r *rule, s string, skipFailures bool) (bool, []mark) {
	t.Helper()
	p := newParser("", nil)
	p.reset("", s, 1<<20, skipFailures)
	p.read()
	_, ok := p.parseRule(r)
	return ok && p.pt.offset == len(s), slices.Clone(p.cur.marks)
}

// TestMarkLogDropsMarksOfBacktrackedMatches: in A <- M "x" / M "y" with
// M <- "m" { mark }, the input "my" matches M twice, the first time in an
// alternative that then fails; only the second mark may stay. In
// B <- &M "m" and C <- !(M "z") "m", the predicates' marks never stay.
// Expected logs worked out by hand from PEG semantics.
func TestMarkLogDropsMarksOfBacktrackedMatches(t *testing.T) {
	m := markRule("M", &litMatcher{val: "m", want: `"m"`}, mScheme)
	ref := func() *ruleRefExpr { return &ruleRefExpr{name: "M", rule: m} }
	lit := func(s string) *litMatcher { return &litMatcher{val: s, want: `"` + s + `"`} }
	a := &rule{name: "A", expr: &choiceExpr{alternatives: []any{
		&seqExpr{exprs: []any{ref(), lit("x")}},
		&seqExpr{exprs: []any{ref(), lit("y")}},
	}}}
	b := &rule{name: "B", expr: &seqExpr{exprs: []any{&andExpr{expr: ref()}, lit("m")}}}
	c := &rule{name: "C", expr: &seqExpr{exprs: []any{&notExpr{expr: &seqExpr{exprs: []any{ref(), lit("z")}}}, lit("m")}}}
	// The same with the sequences flagged novalue (parseSeqNoValue).
	an := &rule{name: "An", expr: &choiceExpr{alternatives: []any{
		&seqExpr{exprs: []any{ref(), lit("x")}, novalue: true},
		&seqExpr{exprs: []any{ref(), lit("y")}, novalue: true},
	}}}
	for _, skip := range []bool{false, true} {
		for _, c := range []struct {
			r    *rule
			in   string
			want []mark
		}{
			{a, "my", []mark{{kind: mScheme, start: 0, end: 1}}},
			{a, "mx", []mark{{kind: mScheme, start: 0, end: 1}}},
			{an, "my", []mark{{kind: mScheme, start: 0, end: 1}}},
			{b, "m", nil},
			{c, "m", nil},
		} {
			ok, got := runRule(t, c.r, c.in, skip)
			if !ok || !slices.Equal(got, c.want) {
				t.Errorf("skipFailures=%v: rule %s on %q: matched %v, marks %v; want true, %v", skip, c.r.name, c.in, ok, got, c.want)
			}
		}
	}
}

// TestLinkShortcutsMergesRunsOfOneCharacterAlternatives builds
// S <- [a-c] / "x" / D / ("%" [0-9]) / "y" / "é" and D <- [0-9]: the first
// three alternatives match one character each and merge into one class,
// the sequence stays, and the last two merge; a reference to D goes
// straight to its class. Expected classes worked out by hand.
func TestLinkShortcutsMergesRunsOfOneCharacterAlternatives(t *testing.T) {
	digit := &charClassMatcher{val: "[0-9]", ranges: []rune{'0', '9'}, novalue: true}
	for c := '0'; c <= '9'; c++ {
		digit.basicLatinChars[c] = true
	}
	abc := &charClassMatcher{val: "[a-c]", ranges: []rune{'a', 'c'}, novalue: true}
	for c := 'a'; c <= 'c'; c++ {
		abc.basicLatinChars[c] = true
	}
	d := &rule{name: "D", expr: digit}
	refD := &ruleRefExpr{name: "D", rule: d}
	pct := &seqExpr{exprs: []any{&litMatcher{val: "%", want: `"%"`}, &ruleRefExpr{name: "D", rule: d}}}
	ch := &choiceExpr{alternatives: []any{
		abc, &litMatcher{val: "x", want: `"x"`, novalue: true}, refD, pct,
		&litMatcher{val: "y", want: `"y"`, novalue: true}, &litMatcher{val: "é", want: `"é"`, novalue: true},
	}}
	s := &rule{name: "S", expr: ch}
	linkShortcuts([]*rule{s, d})
	if len(ch.alts) != 3 || ch.alts[1] != pct {
		t.Fatalf("alts = %#v, want a class, the sequence, a class", ch.alts)
	}
	first, ok1 := ch.alts[0].(*charClassMatcher)
	last, ok2 := ch.alts[2].(*charClassMatcher)
	if !ok1 || !ok2 {
		t.Fatalf("alts = %#v, want classes first and last", ch.alts)
	}
	for b := 0; b < 128; b++ {
		want := 'a' <= b && b <= 'c' || b == 'x' || '0' <= b && b <= '9'
		if first.basicLatinChars[b] != want {
			t.Errorf("first class has %q: %v, want %v", rune(b), first.basicLatinChars[b], want)
		}
		if last.basicLatinChars[b] != (b == 'y') {
			t.Errorf("last class has %q: %v, want %v", rune(b), last.basicLatinChars[b], b == 'y')
		}
	}
	if !slices.Equal(last.chars, []rune{'é'}) || !first.novalue || !last.novalue {
		t.Errorf("last class chars %q, novalue %v %v; want [é], true true", last.chars, first.novalue, last.novalue)
	}
	if refD.fast != digit {
		t.Errorf("reference to D: fast = %#v, want D's class", refD.fast)
	}
	// Parsed with the shortcuts, S matches what it matches without them.
	for _, in := range []string{"a", "c", "x", "5", "%7", "y", "é", "d", "%", "z"} {
		want, _ := runRule(t, s, in, false)
		got, _ := runRule(t, s, in, true)
		if got != want {
			t.Errorf("S on %q: %v with shortcuts, %v without", in, got, want)
		}
	}
}

// TestLinkShortcutsLeavesRulesWithActionsOrLabels: a reference to a rule
// with an action or a label keeps going through parseRule, and a choice
// with a case-folded literal or an inverted class does not merge them.
func TestLinkShortcutsLeavesRulesWithActionsOrLabels(t *testing.T) {
	m := markRule("M", &litMatcher{val: "m", want: `"m"`}, mScheme)
	l := &rule{name: "L", expr: &labeledExpr{label: "v", expr: &litMatcher{val: "l", want: `"l"`}}}
	refM, refL := &ruleRefExpr{name: "M", rule: m}, &ruleRefExpr{name: "L", rule: l}
	ch := &choiceExpr{alternatives: []any{
		&litMatcher{val: "a", ignoreCase: true, want: `"a"i`},
		&charClassMatcher{val: "[^b]", inverted: true},
		refM, refL,
	}}
	linkShortcuts([]*rule{{name: "S", expr: ch}, m, l})
	if ch.alts != nil || refM.fast != nil || refL.fast != nil {
		t.Errorf("alts %v, fast %v %v; want none", ch.alts, refM.fast, refL.fast)
	}
}

// TestLinkShortcutsFlagsBareScopes: a repetition, optional or predicate
// over an expression with no label, action or code (rule references not
// followed) needs no scope; over a label it does. By hand from pigeon's
// scoping: a label stores into the scope its parent opened.
func TestLinkShortcutsFlagsBareScopes(t *testing.T) {
	m := markRule("M", &litMatcher{val: "m", want: `"m"`}, mScheme)
	plain := &zeroOrMoreExpr{expr: &seqExpr{exprs: []any{&ruleRefExpr{name: "M", rule: m}, &litMatcher{val: "x"}}}}
	opt := &zeroOrOneExpr{expr: &charClassMatcher{val: "[a]"}}
	not := &notExpr{expr: &litMatcher{val: "y"}}
	labeled := &oneOrMoreExpr{expr: &labeledExpr{label: "v", expr: &litMatcher{val: "z"}}}
	acted := &andExpr{expr: &actionExpr{expr: &litMatcher{val: "w"}}}
	r := &rule{name: "R", expr: &seqExpr{exprs: []any{plain, opt, not, labeled, acted}}}
	linkShortcuts([]*rule{r, m})
	if !plain.bare || !opt.bare || !not.bare || labeled.bare || acted.bare {
		t.Errorf("bare: plain %v, optional %v, not %v, over a label %v, over an action %v; want true true true false false",
			plain.bare, opt.bare, not.bare, labeled.bare, acted.bare)
	}
}

// TestLinkShortcutsGivesRepetitionsTheirLeadingClass: for
// X <- (P / "%" [0-9] / "-")* and P <- [a-c] / "x", X's repetition can
// take a character of [a-c] or "x" at once (P, the choice's first
// alternative, then matches exactly it), but not "-", which comes after an
// alternative that is not one character; a repetition of a sequence has
// no such class. Worked out by hand from PEG's ordered choice.
func TestLinkShortcutsGivesRepetitionsTheirLeadingClass(t *testing.T) {
	abc := &charClassMatcher{val: "[a-c]", ranges: []rune{'a', 'c'}, novalue: true}
	for c := 'a'; c <= 'c'; c++ {
		abc.basicLatinChars[c] = true
	}
	pr := &rule{name: "P", expr: &choiceExpr{alternatives: []any{abc, &litMatcher{val: "x", want: `"x"`}}}}
	rep := &zeroOrMoreExpr{expr: &choiceExpr{alternatives: []any{
		&ruleRefExpr{name: "P", rule: pr},
		&seqExpr{exprs: []any{&litMatcher{val: "%"}, &charClassMatcher{val: "[0-9]", ranges: []rune{'0', '9'}}}},
		&litMatcher{val: "-", want: `"-"`},
	}}}
	seqRep := &oneOrMoreExpr{expr: &seqExpr{exprs: []any{abc, abc}}}
	x := &rule{name: "X", expr: &seqExpr{exprs: []any{rep, seqRep}}}
	linkShortcuts([]*rule{pr, x})
	if rep.scan == nil {
		t.Fatal("the repetition of X has no leading class")
	}
	for b := 0; b < 128; b++ {
		want := 'a' <= b && b <= 'c' || b == 'x'
		if rep.scan.basicLatinChars[b] != want {
			t.Errorf("leading class has %q: %v, want %v", rune(b), rep.scan.basicLatinChars[b], want)
		}
	}
	if seqRep.scan != nil {
		t.Errorf("a repetition of a sequence has the leading class %v, want none", seqRep.scan.val)
	}
	// Parsed with the shortcuts, X matches what it matches without them.
	for _, in := range []string{"abxa-%1cab", "%", "%x", "-ab", "ab", "a", "xx-"} {
		want, _ := runRule(t, x, in, false)
		got, _ := runRule(t, x, in, true)
		if got != want {
			t.Errorf("X on %q: %v with shortcuts, %v without", in, got, want)
		}
	}
}

// ParseError naming (errors.go, parseError) relies on two facts of the
// generated tables: the rule stack noteFail keeps starts with the entry
// rule, which marks no component; and an IP-literal reaches no
// IP-literal (RFC 3986 section 3.2.2: IP-literal = "[" ( IPv6address /
// IPvFuture ) "]"), so a stack holds at most one.
func TestEntryRulesAreNoComponents(t *testing.T) {
	for _, v := range genVariants {
		for _, e := range v.entries {
			info, ok := genRules[e.rule]
			if !ok || !info.entry || info.component {
				t.Errorf("%s: entry rule %s: %+v", v.name, e.rule, info)
			}
		}
	}
}

func TestIPLiteralNotNested(t *testing.T) {
	byName := map[string]*rule{}
	for _, r := range g.rules {
		byName[r.name] = r
	}
	n := 0
	for _, r := range g.rules {
		if genRules[r.name].name != "IP-literal" {
			continue
		}
		n++
		seen := map[string]bool{}
		var walk func(e any)
		walk = func(e any) {
			eachExpr(e, func(x any) {
				ref, ok := x.(*ruleRefExpr)
				if !ok || seen[ref.name] {
					return
				}
				seen[ref.name] = true
				if genRules[ref.name].name == "IP-literal" {
					t.Errorf("%s reaches %s", r.name, ref.name)
				}
				if rr := byName[ref.name]; rr != nil {
					walk(rr.expr)
				}
			})
		}
		walk(r.expr)
	}
	if n == 0 {
		t.Fatal("no IP-literal rule")
	}
}

// TestErrorAtFirstByteNamesComponent: when the parser fails at byte 0, no
// rule has consumed input yet, and the error names the component rule
// that was starting there: an IRI must start with a scheme, whose first
// character is a letter (RFC 3986 section 3.1: scheme = ALPHA *( ALPHA /
// DIGIT / "+" / "-" / "." )), and a relative reference whose first
// character no rule accepts fails in its path (RFC 3987 section 2.2:
// irelative-part ends in ipath-noscheme / ipath-empty).
func TestErrorAtFirstByteNamesComponent(t *testing.T) {
	for _, c := range []struct {
		parse        func(string) (*IRI, error)
		in           string
		rule, sectio string
	}{
		{ParseIRI, "1", "scheme", "RFC 3986 section 3.1"},
		{ParseIRI, "", "scheme", "RFC 3986 section 3.1"},
		{ParseAbsolute, ":a", "scheme", "RFC 3986 section 3.1"},
		{Parse, " ", "ipath-noscheme", "RFC 3987 section 2.2"},
	} {
		_, err := c.parse(c.in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Offset != 0 || pe.Rule != c.rule || pe.Section != c.sectio {
			t.Errorf("%q: %v; want an error at byte 0 in %s (%s)", c.in, err, c.rule, c.sectio)
		}
	}
	// The same from a parser that never ran before (refParsers may hand
	// out a new one at any time).
	v := RFC3987.gen()
	for _, in := range []string{"1", ""} {
		p := newParser("", nil)
		if p.run(v.entries[RuleIRI].rule, in, false) {
			t.Fatalf("%q matched IRI", in)
		}
		if pe := p.parseError(v, v.entries[RuleIRI], in); pe.Offset != 0 || pe.Rule != "scheme" {
			t.Errorf("new parser, %q: %v; want an error at byte 0 in scheme", in, pe)
		}
	}
}

// TestMarkUnobservedIgnoresUnknownRules: an entry name or a referenced
// rule the rules table does not hold names no rule, so nothing more is
// observed; the flags of the rest are set as usual. In
// R <- v:("y" Missing) "x" { ... }, the labelled sequence's value is
// observed, the outer sequence and "x" are in no label and R is no entry.
func TestMarkUnobservedIgnoresUnknownRules(t *testing.T) {
	x := &litMatcher{val: "x", want: `"x"`}
	inner := &seqExpr{exprs: []any{&litMatcher{val: "y", want: `"y"`}, &ruleRefExpr{name: "Missing"}}}
	outer := &seqExpr{exprs: []any{&labeledExpr{label: "v", expr: inner}, x}}
	r := &rule{name: "R", expr: &actionExpr{expr: outer}}
	markUnobserved([]*rule{r}, map[string]*rule{"R": r}, []string{"Gone"})
	if !x.novalue || !outer.novalue || inner.novalue {
		t.Errorf("novalue: \"x\" %v, outer sequence %v, labelled sequence %v; want true, true, false", x.novalue, outer.novalue, inner.novalue)
	}
}

// TestShortcutsStopOnCyclicRules: leadOf and setOf follow rule references
// and choices only to a bounded depth, so a left-recursive rule
// (L <- L / "a", R <- "a" / R) or a reference to no rule gives an answer,
// and no class other than {a}. The stack is bounded here so that a walk
// that does not stop fails at once.
func TestShortcutsStopOnCyclicRules(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(32 << 20))
	lit := func() *litMatcher { return &litMatcher{val: "a", want: `"a"`} }
	l := &rule{name: "L"}
	l.expr = &choiceExpr{alternatives: []any{&ruleRefExpr{name: "L", rule: l}, lit()}}
	r := &rule{name: "R"}
	r.expr = &choiceExpr{alternatives: []any{lit(), &ruleRefExpr{name: "R", rule: r}}}
	onlyA := func(what string, c *charClassMatcher) {
		if c == nil {
			return
		}
		for b, in := range c.basicLatinChars {
			if in != (b == 'a') || len(c.chars) > 0 || len(c.ranges) > 0 {
				t.Errorf("%s = %v, want nil or {a}", what, c.val)
				return
			}
		}
	}
	onlyA("leadOf(L)", leadOf(&ruleRefExpr{name: "L", rule: l}, 0))
	onlyA("leadOf(R)", leadOf(&ruleRefExpr{name: "R", rule: r}, 0))
	onlyA("setOf(L)", setOf(&ruleRefExpr{name: "L", rule: l}, 0))
	onlyA("setOf(R)", setOf(&ruleRefExpr{name: "R", rule: r}, 0))
	if c := setOf(&ruleRefExpr{name: "Missing"}, 0); c != nil {
		t.Errorf("setOf(a reference to no rule) = %v, want nil", c.val)
	}
	if c := leadOf(&ruleRefExpr{name: "Missing"}, 0); c != nil {
		t.Errorf("leadOf(a reference to no rule) = %v, want nil", c.val)
	}
}

// TestLeadOfSkipsRulesWithActionsOrLabels: M <- "m" / v:"n" begins with
// "m", but a rule with a label must go through parseRule, so a reference
// to it has no leading class.
func TestLeadOfSkipsRulesWithActionsOrLabels(t *testing.T) {
	m := &rule{name: "M", expr: &choiceExpr{alternatives: []any{
		&litMatcher{val: "m", want: `"m"`},
		&labeledExpr{label: "v", expr: &litMatcher{val: "n", want: `"n"`}},
	}}}
	if c := leadOf(&ruleRefExpr{name: "M", rule: m}, 0); c != nil {
		t.Errorf("leadOf(M) = %v, want nil", c.val)
	}
}

// TestLinkShortcutsKeepsLoneSetAlternatives: in S <- "a" / "b" "c" no two
// one-character alternatives follow each other, so nothing merges and the
// choice keeps its alternatives (alts stays nil).
func TestLinkShortcutsKeepsLoneSetAlternatives(t *testing.T) {
	ch := &choiceExpr{alternatives: []any{
		&litMatcher{val: "a", want: `"a"`},
		&seqExpr{exprs: []any{&litMatcher{val: "b", want: `"b"`}, &litMatcher{val: "c", want: `"c"`}}},
	}}
	linkShortcuts([]*rule{{name: "S", expr: ch}})
	if ch.alts != nil {
		t.Errorf("alts = %#v, want nil", ch.alts)
	}
}

// TestLinkShortcutsMergesOnlyPlainSets: an alternative that does not match
// exactly one character of a plain set (an inverted class, a case-folded
// class or literal, a class of Unicode categories, a literal of two
// characters) is not merged with the one-character alternative "x" after
// it, and S <- X / "x" matches with the shortcuts what it matches without.
// Which inputs each X matches: by hand from pigeon's matchers.
func TestLinkShortcutsMergesOnlyPlainSets(t *testing.T) {
	notB := &charClassMatcher{val: "[^b]", inverted: true}
	notB.basicLatinChars['b'] = true
	for _, c := range []struct {
		x  any
		in []string // inputs X matches
	}{
		{notB, []string{"c", "é"}},
		{&charClassMatcher{val: "[é]i", chars: []rune{'é'}, ignoreCase: true}, []string{"é", "É"}},
		{&charClassMatcher{val: `[\p{Lu}]`, classes: []*unicode.RangeTable{unicode.Lu}}, []string{"É"}},
		{&litMatcher{val: "é", ignoreCase: true, want: `"é"i`}, []string{"é", "É"}},
		{&litMatcher{val: "ab", want: `"ab"`}, []string{"ab"}},
	} {
		if got := setOf(c.x, 0); got != nil {
			t.Errorf("setOf(%T %v) = %v, want nil", c.x, c.x, got.val)
		}
		ch := &choiceExpr{alternatives: []any{c.x, &litMatcher{val: "x", want: `"x"`}}}
		s := &rule{name: "S", expr: ch}
		linkShortcuts([]*rule{s})
		if ch.alts != nil {
			t.Errorf("%v / \"x\" merged into %#v", c.x, ch.alts)
		}
		for _, in := range append(c.in, "x") {
			for _, skip := range []bool{false, true} {
				if ok, _ := runRule(t, s, in, skip); !ok {
					t.Errorf("skipFailures=%v: %v / \"x\" does not match %q", skip, c.x, in)
				}
			}
		}
	}
}

// TestSetOfNonASCIILiteral: a one-character literal above ASCII gives a
// class holding the character (U+0080, the first rune past ASCII), and a
// merged choice "\u0080" / "x" keeps it.
func TestSetOfNonASCIILiteral(t *testing.T) {
	c := setOf(&litMatcher{val: "\u0080", want: `"\u0080"`}, 0)
	if c == nil || !slices.Equal(c.chars, []rune{0x80}) || slices.Contains(c.basicLatinChars[:], true) {
		t.Fatalf("setOf(\"\\u0080\") = %#v, want the class of U+0080", c)
	}
	m := mergeSets([]*charClassMatcher{c, setOf(&litMatcher{val: "x", want: `"x"`}, 0)})
	if !slices.Equal(m.chars, []rune{0x80}) || !m.basicLatinChars['x'] {
		t.Errorf("merged class: chars %q, has x %v; want [U+0080], true", m.chars, m.basicLatinChars['x'])
	}
	ch := &choiceExpr{alternatives: []any{&litMatcher{val: "\u0080", want: `"\u0080"`}, &litMatcher{val: "x", want: `"x"`}}}
	s := &rule{name: "S", expr: ch}
	linkShortcuts([]*rule{s})
	if ok, _ := runRule(t, s, "\u0080", true); !ok || ch.alts == nil {
		t.Errorf("S <- \"\\u0080\" / \"x\" with shortcuts (alts %v) does not match U+0080", ch.alts)
	}
}

// TestMergeSetsDescriptionAndValue: a merged class is described as the
// choice it replaces, its parts' descriptions joined by " / " (PEG's
// notation), and has a value when any part has one.
func TestMergeSetsDescriptionAndValue(t *testing.T) {
	a := &charClassMatcher{val: "[a-c]", ranges: []rune{'a', 'c'}, novalue: true}
	x := &charClassMatcher{val: `"x"`, novalue: false}
	y := &charClassMatcher{val: `"y"`, novalue: true}
	m := mergeSets([]*charClassMatcher{a, x, y})
	if m.val != `[a-c] / "x" / "y"` || m.novalue {
		t.Errorf("merged: val %q, novalue %v; want %q, false", m.val, m.novalue, `[a-c] / "x" / "y"`)
	}
	if m := mergeSets([]*charClassMatcher{a, y}); m.val != `[a-c] / "y"` || !m.novalue {
		t.Errorf("merged: val %q, novalue %v; want %q, true", m.val, m.novalue, `[a-c] / "y"`)
	}
}

// TestGrammarChoiceNestingIsShallow: leadOf and setOf give up 16 levels of
// choices and references to plain rules down; the built-in grammars nest
// far less (a class is a few rules under ipchar or iunreserved), so the
// bound only stops cycles and never loses a class of theirs.
// testdata/mutate/equivalent.txt relies on it.
func TestGrammarChoiceNestingIsShallow(t *testing.T) {
	rulesByName()
	var depth func(e any, d int) int
	depth = func(e any, d int) int {
		if d > 32 {
			return d
		}
		switch e := e.(type) {
		case *ruleRefExpr:
			if e.rule != nil && plainRule(e.rule) {
				return depth(e.rule.expr, d+1)
			}
		case *choiceExpr:
			m := d
			for _, a := range e.alternatives {
				m = max(m, depth(a, d+1))
			}
			return m
		}
		return d
	}
	deepest := 0
	for _, r := range g.rules {
		eachExpr(r.expr, func(e any) { deepest = max(deepest, depth(e, 0)) })
	}
	if deepest >= 16 {
		t.Errorf("choices and plain rule references nest %d deep, want less than 16", deepest)
	}
	t.Logf("deepest nesting %d", deepest)
}
