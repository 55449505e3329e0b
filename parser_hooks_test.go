package iri

import (
	"slices"
	"testing"
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
