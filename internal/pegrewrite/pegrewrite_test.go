package pegrewrite

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// Each test runs one rewrite on a small file shaped like the part of
// pigeon's output it edits and compares the result, formatted, with the
// expected source, written by hand from what the rewrite's comment says it
// does.

// rewrite parses src, runs fn on it and returns the formatted result.
func rewrite(t *testing.T, src string, fn func(*ast.File, Decls) error) (string, error) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "in.go", src, parser.ParseComments)
	if err != nil {
		t.Fatalf("test input does not parse: %v", err)
	}
	if err := fn(f, IndexDecls(f)); err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		t.Fatalf("printing the result: %v", err)
	}
	out, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatalf("the result is not valid Go: %v\n%s", err, b.String())
	}
	return string(out), nil
}

// check compares got with want, both formatted.
func check(t *testing.T, got, want string) {
	t.Helper()
	w, err := format.Source([]byte(want))
	if err != nil {
		t.Fatalf("expected source does not parse: %v", err)
	}
	if got != string(w) {
		t.Errorf("got:\n%s\nwant:\n%s", got, w)
	}
}

func TestUnexportRenamesTopLevelNamesNotFieldsOrMethods(t *testing.T) {
	got, err := rewrite(t, `package p

type Option func(*parser) Option

type Stats struct{ ExprCnt int }

type parser struct {
	*Stats
	Entrypoint string
}

var ErrNoRule = 1

const MaxDepth, minDepth = 2, 1

func Entrypoint(s string) Option { return nil }

func helper() int { return 0 }

func Parse(s string, opts ...Option) (any, error) {
	_ = helper()
	st := Stats{ExprCnt: ErrNoRule}
	p := &parser{Stats: &st, Entrypoint: s}
	_ = Entrypoint(p.Entrypoint)
	return p.Parse(MaxDepth), nil
}

func (p *parser) Parse(n int) Option { return nil }
`, func(f *ast.File, _ Decls) error { Unexport(f); return nil })
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type pgOption func(*parser) pgOption

type pgStats struct{ ExprCnt int }

type parser struct {
	*pgStats
	Entrypoint string
}

var pgErrNoRule = 1

const pgMaxDepth, minDepth = 2, 1

func pgEntrypoint(s string) pgOption { return nil }

func helper() int { return 0 }

func pgParse(s string, opts ...pgOption) (any, error) {
	_ = helper()
	st := pgStats{ExprCnt: pgErrNoRule}
	p := &parser{pgStats: &st, pgEntrypoint: s}
	_ = pgEntrypoint(p.Entrypoint)
	return p.Parse(pgMaxDepth), nil
}

func (p *parser) Parse(n int) pgOption { return nil }
`)
}

// The part of pigeon's parser that TrackFailures edits.
const trackSrc = `package p

type parser struct {
	rstack []*rule
}

func (p *parser) parseRule(rule *rule) (any, bool) {
	p.rstack = append(p.rstack, rule)
	val, ok := p.parseExprWrap(rule.expr)
	p.rstack = p.rstack[:len(p.rstack)-1]
	return val, ok
}

func (p *parser) failAt(fail bool, pos position, want string) {
	if fail == p.maxFailInvertExpected {
		p.maxFailExpected = append(p.maxFailExpected, want)
	}
}
`

func TestTrackFailuresAddsRuleStartsAndCallsNoteFail(t *testing.T) {
	got, err := rewrite(t, trackSrc, TrackFailures)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type parser struct {
	rstack       []*rule
	rstart       []int
	failOff      int
	failDepth    int
	failRules    []*rule
	failStarts   []int
	skipFailures bool
}

func (p *parser) parseRule(rule *rule) (any, bool) {
	p.rstart = append(p.rstart, p.pt.offset)
	p.rstack = append(p.rstack, rule)
	val, ok := p.parseExprWrap(rule.expr)
	p.rstack = p.rstack[:len(p.rstack)-1]
	p.rstart = p.rstart[:len(p.rstart)-1]
	return val, ok
}

func (p *parser) failAt(fail bool, pos position, want string) {
	if p.skipFailures {
		return
	}
	if fail == p.maxFailInvertExpected {
		p.maxFailExpected = append(p.maxFailExpected, want)
		p.noteFail(pos.offset)
	}
}
`)
}

func TestTrackFailuresRefusesAnotherShape(t *testing.T) {
	for _, c := range []struct{ what, old, new string }{
		{"no failAt", "func (p *parser) failAt(", "func (p *parser) failAt2("},
		{"failAt without the branch", "fail == p.maxFailInvertExpected", "fail != p.maxFailInvertExpected"},
		{"parseRule not ending in return", "\treturn val, ok\n}\n\nfunc (p *parser) failAt", "\t_, _ = val, ok\n\treturn nil, false\n\tprintln()\n}\n\nfunc (p *parser) failAt"},
	} {
		src := strings.Replace(trackSrc, c.old, c.new, 1)
		if src == trackSrc {
			t.Fatalf("%s: the test's replacement did not apply", c.what)
		}
		if _, err := rewrite(t, src, TrackFailures); err == nil {
			t.Errorf("%s: no error", c.what)
		}
	}
}

func TestShareRulesTableReplacesTheBodyAndItsComments(t *testing.T) {
	got, err := rewrite(t, `package p

// buildRulesTable builds the table.
func (p *parser) buildRulesTable(g *grammar) {
	// one map per parse
	p.rules = make(map[string]*rule, len(g.rules))
	for _, r := range g.rules {
		p.rules[r.name] = r
	} /* built */}

func (p *parser) other() {
	// kept
}

// kept too
`, ShareRulesTable)
	if err != nil {
		t.Fatal(err)
	}
	// The blank line before "}" is where the replaced statements ended:
	// the new ones are placed at the old body's start.
	check(t, got, `package p

// buildRulesTable builds the table.
func (p *parser) buildRulesTable(g *grammar) {
	p.rules = rulesByName()

}

func (p *parser) other() {
	// kept
}

// kept too
`)
	if _, err := rewrite(t, "package p\n\nfunc (p *parser) other() {}\n", ShareRulesTable); err == nil {
		t.Error("no buildRulesTable: no error")
	}
}

const linkSrc = `package p

type ruleRefExpr struct {
	pos  position
	name string
}

func (p *parser) parseRuleRefExpr(ref *ruleRefExpr) (any, bool) {
	rule := p.rules[ref.name]
	return p.parseRuleWrap(rule)
}
`

func TestLinkRuleRefsAddsTheFieldAndFollowsIt(t *testing.T) {
	src := linkSrc
	got, err := rewrite(t, src, LinkRuleRefs)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type ruleRefExpr struct {
	pos  position
	name string
	rule *rule
}

func (p *parser) parseRuleRefExpr(ref *ruleRefExpr) (any, bool) {
	if ref.rule != nil {
		return p.parseRuleWrap(ref.rule)
	}
	rule := p.rules[ref.name]
	return p.parseRuleWrap(rule)
}
`)
	// The rewrite names the parameter "ref": another name is another shape.
	if _, err := rewrite(t, strings.ReplaceAll(src, "ref", "r"), LinkRuleRefs); err == nil {
		t.Error("parameter not named ref: no error")
	}
}

const labelSrc = `package p

func (p *parser) pushV() {
	// reuse the map
	if cap(p.vstack) == len(p.vstack) {
		p.vstack = append(p.vstack, make(map[string]any))
	}
}

func (p *parser) parseLabeledExpr(lab *labeledExpr) (any, bool) {
	val, ok := p.parseExprWrap(lab.expr)
	if ok && lab.label != "" {
		m := p.vstack[len(p.vstack)-1]
		m[lab.label] = val
	}
	return val, ok
}
`

func TestLazyLabelMapsAllocatesOnFirstLabel(t *testing.T) {
	got, err := rewrite(t, labelSrc, LazyLabelMaps)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

func (p *parser) pushV() {
	if cap(p.vstack) == len(p.vstack) {
		p.vstack = append(p.vstack, nil)
	} else {
		p.vstack = p.vstack[:len(p.vstack)+1]
	}

}

func (p *parser) parseLabeledExpr(lab *labeledExpr) (any, bool) {
	val, ok := p.parseExprWrap(lab.expr)
	if ok && lab.label != "" {
		m := p.vstack[len(p.vstack)-1]
		if m == nil {
			m = make(map[string]any)
			p.vstack[len(p.vstack)-1] = m
		}
		m[lab.label] = val
	}
	return val, ok
}
`)
	src := strings.Replace(labelSrc, "m[lab.label] = val", "m[lab.label+\"\"] = val", 1)
	if _, err := rewrite(t, src, LazyLabelMaps); err == nil {
		t.Error("labeled block of another shape: no error")
	}
}

const valueSrc = `package p

type seqExpr struct{ exprs []any }
type expr struct{ expr any }
type litMatcher struct{ val string }
type charClassMatcher struct{ val string }

func (p *parser) parseSeqExpr(seq *seqExpr) (any, bool) {
	vals := make([]any, 0, len(seq.exprs))
	return vals, true
}

func (p *parser) parseZeroOrMoreExpr(expr *zeroOrMoreExpr) (any, bool) {
	var vals []any
	return vals, true
}

func (p *parser) parseOneOrMoreExpr(expr *oneOrMoreExpr) (any, bool) {
	var vals []any
	return vals, len(vals) > 0
}

func (p *parser) parseLitMatcher(lit *litMatcher) (any, bool) {
	start := p.pt
	return p.sliceFrom(start), true
}

func (p *parser) parseCharClassMatcher(chr *charClassMatcher) (any, bool) {
	start := p.pt
	if chr.val == "" {
		return nil, false
	}
	if p.pt.rn == 'a' {
		return p.sliceFrom(start), true
	}
	return p.sliceFrom(start), true
}
`

func TestSkipUnobservedValuesAddsFlagsAndCounterparts(t *testing.T) {
	got, err := rewrite(t, valueSrc, SkipUnobservedValues)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type seqExpr struct {
	exprs   []any
	novalue bool
}
type expr struct {
	expr    any
	novalue bool
}
type litMatcher struct {
	val     string
	novalue bool
}
type charClassMatcher struct {
	val     string
	novalue bool
}

func (p *parser) parseSeqExpr(seq *seqExpr) (any, bool) {
	if seq.novalue {
		return p.parseSeqNoValue(seq)
	}
	vals := make([]any, 0, len(seq.exprs))
	return vals, true
}

func (p *parser) parseZeroOrMoreExpr(expr *zeroOrMoreExpr) (any, bool) {
	if expr.novalue {
		return p.parseZeroOrMoreNoValue(expr)
	}
	var vals []any
	return vals, true
}

func (p *parser) parseOneOrMoreExpr(expr *oneOrMoreExpr) (any, bool) {
	if expr.novalue {
		return p.parseOneOrMoreNoValue(expr)
	}
	var vals []any
	return vals, len(vals) > 0
}

func (p *parser) parseLitMatcher(lit *litMatcher) (any, bool) {
	start := p.pt
	return p.matched(lit.novalue, start), true
}

func (p *parser) parseCharClassMatcher(chr *charClassMatcher) (any, bool) {
	start := p.pt
	if chr.val == "" {
		return nil, false
	}
	if p.pt.rn == 'a' {
		return p.matched(chr.novalue, start), true
	}
	return p.matched(chr.novalue, start), true
}
`)
}

func TestSkipUnobservedValuesRefusesAnotherShape(t *testing.T) {
	for _, c := range []struct{ what, old, new string }{
		{"no expr type", "type expr struct{ expr any }", ""},
		{"parseSeqExpr's parameter renamed", "parseSeqExpr(seq *seqExpr)", "parseSeqExpr(s *seqExpr)"},
		{"no sliceFrom return in parseLitMatcher", "return p.sliceFrom(start), true\n}\n\nfunc (p *parser) parseCharClassMatcher", "return nil, true\n}\n\nfunc (p *parser) parseCharClassMatcher"},
	} {
		src := strings.Replace(valueSrc, c.old, c.new, 1)
		if src == valueSrc {
			t.Fatalf("%s: the test's replacement did not apply", c.what)
		}
		if _, err := rewrite(t, src, SkipUnobservedValues); err == nil {
			t.Errorf("%s: no error", c.what)
		}
	}
}

func TestIndexDeclsFindsStructsAndMethodsOnly(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "", `package p
type a struct{}
type b int
func (a) m() {}
func f() {}
`, 0)
	if err != nil {
		t.Fatal(err)
	}
	d := IndexDecls(f)
	if len(d.structs) != 1 || d.structs["a"] == nil {
		t.Errorf("structs = %v, want only a", d.structs)
	}
	if len(d.methods) != 1 || d.methods["m"] == nil {
		t.Errorf("methods = %v, want only m", d.methods)
	}
}

func TestSetPosKeepsTheEllipsis(t *testing.T) {
	e, err := parser.ParseExpr("f(a, b...)")
	if err != nil {
		t.Fatal(err)
	}
	setPos(e, token.Pos(7))
	call := e.(*ast.CallExpr)
	if call.Lparen != 7 || call.Rparen != 7 || call.Fun.Pos() != 7 {
		t.Errorf("positions not set: %v %v %v", call.Lparen, call.Rparen, call.Fun.Pos())
	}
	if !call.Ellipsis.IsValid() {
		t.Error("the ellipsis was lost: f(a, b...) became f(a, b)")
	}
	if got := exprString(e); got != "f(a, b...)" {
		t.Errorf("exprString = %q, want %q", got, "f(a, b...)")
	}
}

const logSrc = `package p

type current struct {
	pos  position
	text []byte
}

func (p *parser) parseSeqExpr(seq *seqExpr) (any, bool) {
	pt := p.pt
	for _, expr := range seq.exprs {
		_, ok := p.parseExprWrap(expr)
		if !ok {
			p.restore(pt)
			return nil, false
		}
	}
	return nil, true
}

func (p *parser) parseAndExpr(and *andExpr) (any, bool) {
	pt := p.pt
	_, ok := p.parseExprWrap(and.expr)
	p.restore(pt)

	return nil, ok
}

func (p *parser) parseNotExpr(not *notExpr) (any, bool) {
	pt := p.pt
	_, ok := p.parseExprWrap(not.expr)
	p.restore(pt)
	return nil, !ok
}
`

func TestLogMarksCutsTheLogWhereTheParserBacktracks(t *testing.T) {
	got, err := rewrite(t, logSrc, LogMarks)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type current struct {
	pos   position
	text  []byte
	marks []mark
}

func (p *parser) parseSeqExpr(seq *seqExpr) (any, bool) {
	marks0 := len(p.cur.marks)
	pt := p.pt
	for _, expr := range seq.exprs {
		_, ok := p.parseExprWrap(expr)
		if !ok {
			p.restore(pt)
			p.cur.marks = p.cur.marks[:marks0]
			return nil, false
		}
	}
	return nil, true
}

func (p *parser) parseAndExpr(and *andExpr) (any, bool) {
	marks0 := len(p.cur.marks)
	pt := p.pt
	_, ok := p.parseExprWrap(and.expr)
	p.restore(pt)
	p.cur.marks = p.cur.marks[:marks0]

	return nil, ok
}

func (p *parser) parseNotExpr(not *notExpr) (any, bool) {
	marks0 := len(p.cur.marks)
	pt := p.pt
	_, ok := p.parseExprWrap(not.expr)
	p.restore(pt)
	p.cur.marks = p.cur.marks[:marks0]
	return nil, !ok
}
`)
	src := strings.Replace(logSrc, "\tp.restore(pt)\n\treturn nil, !ok", "\treturn nil, !ok", 1)
	if src == logSrc {
		t.Fatal("the test's replacement did not apply")
	}
	if _, err := rewrite(t, src, LogMarks); err == nil {
		t.Error("parseNotExpr without p.restore(pt): no error")
	}
}

const popVSrc = `package p

func (p *parser) popV() {
	// if the map is not empty, clear it
	m := p.vstack[len(p.vstack)-1]
	if len(m) > 0 {
		// GC that map
		p.vstack[len(p.vstack)-1] = nil
	}
	p.vstack = p.vstack[:len(p.vstack)-1]
}
`

func TestReuseLabelMapsEmptiesTheMapInPopV(t *testing.T) {
	got, err := rewrite(t, popVSrc, ReuseLabelMaps)
	if err != nil {
		t.Fatal(err)
	}
	// Pigeon's comments in popV go (one says "GC that map"); the lines
	// they held stay blank.
	check(t, got, `package p

func (p *parser) popV() {

	m := p.vstack[len(p.vstack)-1]
	if len(m) > 0 {

		clear(m)
	}
	p.vstack = p.vstack[:len(p.vstack)-1]
}
`)
	src := strings.Replace(popVSrc, "= nil", "= make(map[string]any)", 1)
	if _, err := rewrite(t, src, ReuseLabelMaps); err == nil {
		t.Error("popV of another shape: no error")
	}
}

const shortcutSrc = `package p

type expr struct {
	expr any
}

type choiceExpr struct {
	alternatives []any
}

type ruleRefExpr struct {
	name string
}

func (p *parser) parseChoiceExpr(ch *choiceExpr) (any, bool) {
	for _, alt := range ch.alternatives {
		if val, ok := p.parseExprWrap(alt); ok {
			return val, ok
		}
	}
	return nil, false
}

func (p *parser) parseRuleRefExpr(ref *ruleRefExpr) (any, bool) {
	return p.parseRuleWrap(p.rules[ref.name])
}
`

func TestShortcutsAddsFieldsFollowedOnlyWithoutFailures(t *testing.T) {
	got, err := rewrite(t, shortcutSrc, Shortcuts)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type expr struct {
	expr any
	scan *charClassMatcher
}

type choiceExpr struct {
	alternatives []any
	alts         []any
}

type ruleRefExpr struct {
	name string
	fast any
}

func (p *parser) parseChoiceExpr(ch *choiceExpr) (any, bool) {
	if p.skipFailures && ch.alts != nil {
		return p.parseAlts(ch.alts)
	}
	for _, alt := range ch.alternatives {
		if val, ok := p.parseExprWrap(alt); ok {
			return val, ok
		}
	}
	return nil, false
}

func (p *parser) parseRuleRefExpr(ref *ruleRefExpr) (any, bool) {
	if p.skipFailures && ref.fast != nil {
		return p.parseExprWrap(ref.fast)
	}
	return p.parseRuleWrap(p.rules[ref.name])
}
`)
	src := strings.Replace(shortcutSrc, "(ch *choiceExpr)", "(c *choiceExpr)", 1)
	if _, err := rewrite(t, src, Shortcuts); err == nil {
		t.Error("parseChoiceExpr's parameter renamed: no error")
	}
}

const bareSrc = `package p

type expr struct {
	expr any
}

func (p *parser) parseAndExpr(and *andExpr) (any, bool) {
	pt := p.pt
	p.pushV()
	_, ok := p.parseExprWrap(and.expr)
	p.popV()
	p.restore(pt)
	return nil, ok
}

func (p *parser) parseNotExpr(not *notExpr) (any, bool) {
	p.pushV()
	_, ok := p.parseExprWrap(not.expr)
	p.popV()
	return nil, !ok
}

func (p *parser) parseZeroOrOneExpr(expr *zeroOrOneExpr) (any, bool) {
	p.pushV()
	val, _ := p.parseExprWrap(expr.expr)
	p.popV()
	return val, true
}

func (p *parser) parseZeroOrMoreExpr(expr *zeroOrMoreExpr) (any, bool) {
	for {
		p.pushV()
		_, ok := p.parseExprWrap(expr.expr)
		p.popV()
		if !ok {
			return nil, true
		}
	}
}

func (p *parser) parseOneOrMoreExpr(expr *oneOrMoreExpr) (any, bool) {
	for n := 0; ; n++ {
		p.pushV()
		_, ok := p.parseExprWrap(expr.expr)
		p.popV()
		if !ok {
			return nil, n > 0
		}
	}
}
`

func TestBareScopesMakesScopesConditional(t *testing.T) {
	got, err := rewrite(t, bareSrc, BareScopes)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

type expr struct {
	expr any
	bare bool
}

func (p *parser) parseAndExpr(and *andExpr) (any, bool) {
	pt := p.pt
	if !and.bare {
		p.pushV()
	}
	_, ok := p.parseExprWrap(and.expr)
	if !and.bare {
		p.popV()
	}
	p.restore(pt)
	return nil, ok
}

func (p *parser) parseNotExpr(not *notExpr) (any, bool) {
	if !not.bare {
		p.pushV()
	}
	_, ok := p.parseExprWrap(not.expr)
	if !not.bare {
		p.popV()
	}
	return nil, !ok
}

func (p *parser) parseZeroOrOneExpr(expr *zeroOrOneExpr) (any, bool) {
	if !expr.bare {
		p.pushV()
	}
	val, _ := p.parseExprWrap(expr.expr)
	if !expr.bare {
		p.popV()
	}
	return val, true
}

func (p *parser) parseZeroOrMoreExpr(expr *zeroOrMoreExpr) (any, bool) {
	for {
		if !expr.bare {
			p.pushV()
		}
		_, ok := p.parseExprWrap(expr.expr)
		if !expr.bare {
			p.popV()
		}
		if !ok {
			return nil, true
		}
	}
}

func (p *parser) parseOneOrMoreExpr(expr *oneOrMoreExpr) (any, bool) {
	for n := 0; ; n++ {
		if !expr.bare {
			p.pushV()
		}
		_, ok := p.parseExprWrap(expr.expr)
		if !expr.bare {
			p.popV()
		}
		if !ok {
			return nil, n > 0
		}
	}
}
`)
	src := strings.Replace(bareSrc, "\tp.popV()\n\treturn nil, !ok", "\treturn nil, !ok", 1)
	if _, err := rewrite(t, src, BareScopes); err == nil {
		t.Error("parseNotExpr with one scope call: no error")
	}
}

// TestAllFailsOnTheFirstRewriteThatFails: All stops at a rewrite that
// finds another shape and returns its error, also when an earlier rewrite
// succeeded (trackSrc has what TrackFailures edits, not buildRulesTable).
func TestAllFailsOnTheFirstRewriteThatFails(t *testing.T) {
	for _, src := range []string{"package p\n", trackSrc} {
		f, err := parser.ParseFile(token.NewFileSet(), "in.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := All(f); err == nil {
			t.Errorf("All on %q: no error", src[:min(len(src), 40)])
		}
	}
	f, err := parser.ParseFile(token.NewFileSet(), "in.go", trackSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := All(f); err == nil || !strings.Contains(err.Error(), "buildRulesTable") {
		t.Errorf("All on trackSrc: %v, want the error about buildRulesTable", err)
	}
}

// TestRewritesRefuseAMissingOrReshapedDeclaration: every rewrite checks
// each declaration it edits (present, one parameter of the name it uses,
// the statement it replaces) and returns an error rather than edit
// another shape or panic.
func TestRewritesRefuseAMissingOrReshapedDeclaration(t *testing.T) {
	for _, c := range []struct {
		what     string
		fn       func(*ast.File, Decls) error
		src      string
		old, new string
	}{
		{"TrackFailures without the parser type", TrackFailures, trackSrc, "type parser struct", "type parser2 struct"},
		{"TrackFailures without parseRule", TrackFailures, trackSrc, ") parseRule(", ") parseRule2("},
		{"LinkRuleRefs without ruleRefExpr", LinkRuleRefs, linkSrc, "type ruleRefExpr struct", "type ruleRefExpr2 struct"},
		{"LinkRuleRefs without parseRuleRefExpr", LinkRuleRefs, linkSrc, ") parseRuleRefExpr(", ") parseRuleRefExpr2("},
		{"LinkRuleRefs with a second parameter", LinkRuleRefs, linkSrc, "(ref *ruleRefExpr)", "(ref *ruleRefExpr, n int)"},
		{"LazyLabelMaps without pushV", LazyLabelMaps, labelSrc, ") pushV()", ") pushV2()"},
		{"LazyLabelMaps without parseLabeledExpr", LazyLabelMaps, labelSrc, ") parseLabeledExpr(", ") parseLabeledExpr2("},
		{"SkipUnobservedValues without parseZeroOrMoreExpr", SkipUnobservedValues, valueSrc, ") parseZeroOrMoreExpr(", ") parseZeroOrMoreExpr2("},
		{"SkipUnobservedValues with parseSeqExpr(seq, x)", SkipUnobservedValues, valueSrc, "(seq *seqExpr)", "(seq, x *seqExpr)"},
		{"Shortcuts without choiceExpr", Shortcuts, shortcutSrc, "type choiceExpr struct", "type choiceExpr2 struct"},
		{"Shortcuts without parseChoiceExpr", Shortcuts, shortcutSrc, ") parseChoiceExpr(", ") parseChoiceExpr2("},
		{"Shortcuts with parseChoiceExpr(ch, x)", Shortcuts, shortcutSrc, "(ch *choiceExpr)", "(ch, x *choiceExpr)"},
		{"BareScopes without parseZeroOrOneExpr", BareScopes, bareSrc, ") parseZeroOrOneExpr(", ") parseZeroOrOneExpr2("},
		{"BareScopes with parseZeroOrOneExpr(expr, x)", BareScopes, bareSrc, "(expr *zeroOrOneExpr)", "(expr, x *zeroOrOneExpr)"},
		{"ReuseLabelMaps: the branch tests another condition", ReuseLabelMaps, popVSrc, "if len(m) > 0 {", "if len(m) > 1 {"},
		{"ReuseLabelMaps: the branch does not assign", ReuseLabelMaps, popVSrc, "p.vstack[len(p.vstack)-1] = nil", "println(m)"},
		{"ReuseLabelMaps: the branch assigns another variable", ReuseLabelMaps, popVSrc, "p.vstack[len(p.vstack)-1] = nil", "m = nil"},
	} {
		src := strings.Replace(c.src, c.old, c.new, 1)
		if src == c.src {
			t.Fatalf("%s: the test's replacement did not apply", c.what)
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", c.what, r)
				}
			}()
			if _, err := rewrite(t, src, c.fn); err == nil {
				t.Errorf("%s: no error", c.what)
			}
		}()
	}
}

// TestReuseLabelMapsRewritesOneBranch: the rewrite edits the first
// "if len(m) > 0 { p.vstack[len(p.vstack)-1] = nil }" of popV, once.
func TestReuseLabelMapsRewritesOneBranch(t *testing.T) {
	src := strings.Replace(popVSrc, "\tp.vstack = p.vstack[:len(p.vstack)-1]\n",
		"\tif len(m) > 0 {\n\t\tp.vstack[len(p.vstack)-1] = nil\n\t}\n\tp.vstack = p.vstack[:len(p.vstack)-1]\n", 1)
	if src == popVSrc {
		t.Fatal("the test's replacement did not apply")
	}
	got, err := rewrite(t, src, ReuseLabelMaps)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

func (p *parser) popV() {

	m := p.vstack[len(p.vstack)-1]
	if len(m) > 0 {

		clear(m)
	}
	if len(m) > 0 {
		p.vstack[len(p.vstack)-1] = nil
	}
	p.vstack = p.vstack[:len(p.vstack)-1]
}
`)
}

// TestLazyLabelMapsRewritesOneBlock: the allocation goes into the first
// "m := p.vstack[len(p.vstack)-1]; m[lab.label] = val" block, once.
func TestLazyLabelMapsRewritesOneBlock(t *testing.T) {
	src := strings.Replace(labelSrc, "\treturn val, ok\n}", "\tif ok {\n\t\tm := p.vstack[len(p.vstack)-1]\n\t\tm[lab.label] = val\n\t}\n\treturn val, ok\n}", 1)
	if src == labelSrc {
		t.Fatal("the test's replacement did not apply")
	}
	got, err := rewrite(t, src, LazyLabelMaps)
	if err != nil {
		t.Fatal(err)
	}
	check(t, got, `package p

func (p *parser) pushV() {
	if cap(p.vstack) == len(p.vstack) {
		p.vstack = append(p.vstack, nil)
	} else {
		p.vstack = p.vstack[:len(p.vstack)+1]
	}

}

func (p *parser) parseLabeledExpr(lab *labeledExpr) (any, bool) {
	val, ok := p.parseExprWrap(lab.expr)
	if ok && lab.label != "" {
		m := p.vstack[len(p.vstack)-1]
		if m == nil {
			m = make(map[string]any)
			p.vstack[len(p.vstack)-1] = m
		}
		m[lab.label] = val
	}
	if ok {
		m := p.vstack[len(p.vstack)-1]
		m[lab.label] = val
	}
	return val, ok
}
`)
}

// TestSetPosSkipsNilNodes: a node field holding a typed nil (an
// *ast.Ident that is nil) is passed over, not dereferenced.
func TestSetPosSkipsNilNodes(t *testing.T) {
	ret := &ast.ReturnStmt{Return: 1, Results: []ast.Expr{(*ast.Ident)(nil), &ast.Ident{NamePos: 2, Name: "x"}}}
	setPos(ret, token.Pos(7))
	if ret.Return != 7 || ret.Results[1].Pos() != 7 {
		t.Errorf("positions not set: %v %v", ret.Return, ret.Results[1].Pos())
	}
}
