package iri

import "testing"

// TestMarkUnobserved builds a small grammar from pigeon's expression types
// and checks, node by node, which values markUnobserved finds nothing can
// observe. Expected flags are worked out by hand from pigeon's semantics: a
// value reaches an action only through a label, and the caller only through
// the entry rule.
func TestMarkUnobserved(t *testing.T) {
	lit := func(s string) *litMatcher { return &litMatcher{val: s} }
	ref := func(name string) *ruleRefExpr { return &ruleRefExpr{name: name} }
	var (
		// Entry <- "a" B C
		entryA   = lit("a")
		entrySeq = &seqExpr{exprs: []any{entryA, ref("B"), ref("C")}}
		// B <- ("b" [0-9]*) { action }
		bLit   = lit("b")
		bClass = &charClassMatcher{val: "[0-9]"}
		bMany  = &zeroOrMoreExpr{expr: bClass}
		bSeq   = &seqExpr{exprs: []any{bLit, bMany}}
		// C <- "c"+
		cLit  = lit("c")
		cMany = &oneOrMoreExpr{expr: cLit}
		// D <- (l:F "d") { action }, D unreferenced
		dLit = lit("d")
		dSeq = &seqExpr{exprs: []any{&labeledExpr{label: "l", expr: ref("F")}, dLit}}
		// F <- [x]*, observed through D's label
		fClass = &charClassMatcher{val: "[x]"}
		fMany  = &zeroOrMoreExpr{expr: fClass}
		// G <- "g" &"h", unreferenced
		gLit = lit("g")
		hLit = lit("h")
		gSeq = &seqExpr{exprs: []any{gLit, &andExpr{expr: hLit}}}
	)
	rules := []*rule{
		{name: "Entry", expr: entrySeq},
		{name: "B", expr: &actionExpr{expr: bSeq}},
		{name: "C", expr: cMany},
		{name: "D", expr: &actionExpr{expr: dSeq}},
		{name: "F", expr: fMany},
		{name: "G", expr: gSeq},
	}
	byName := map[string]*rule{}
	for _, r := range rules {
		byName[r.name] = r
	}
	markUnobserved(rules, byName, []string{"Entry"})
	for _, c := range []struct {
		what    string
		novalue bool
	}{
		{`Entry's sequence`, entrySeq.novalue},
		{`Entry's "a"`, entryA.novalue},
		{`C's "c"+`, cMany.novalue},
		{`C's "c"`, cLit.novalue},
		{`F's [x]*`, fMany.novalue},
		{`F's [x]`, fClass.novalue},
	} {
		if c.novalue {
			t.Errorf("%s is observed, but flagged novalue", c.what)
		}
	}
	for _, c := range []struct {
		what    string
		novalue bool
	}{
		{`B's sequence (under an action)`, bSeq.novalue},
		{`B's "b"`, bLit.novalue},
		{`B's [0-9]*`, bMany.novalue},
		{`B's [0-9]`, bClass.novalue},
		{`D's sequence (under an action)`, dSeq.novalue},
		{`D's "d" (beside the label)`, dLit.novalue},
		{`G's sequence (rule never referenced)`, gSeq.novalue},
		{`G's "g"`, gLit.novalue},
		{`G's "h" (in a predicate)`, hLit.novalue},
	} {
		if !c.novalue {
			t.Errorf("%s is not observed, but not flagged novalue", c.what)
		}
	}
}

// TestMarkUnobservedUnknownType checks that markUnobserved flags nothing when
// the grammar holds an expression type it does not know: it cannot tell
// where values flow through it.
func TestMarkUnobservedUnknownType(t *testing.T) {
	a := &litMatcher{val: "a"}
	seq := &seqExpr{exprs: []any{a}}
	rules := []*rule{
		{name: "Entry", expr: &litMatcher{val: "e"}},
		{name: "A", expr: &actionExpr{expr: seq}},
		{name: "Odd", expr: &struct{ expr any }{expr: &ruleRefExpr{name: "A"}}},
	}
	byName := map[string]*rule{"Entry": rules[0], "A": rules[1], "Odd": rules[2]}
	markUnobserved(rules, byName, []string{"Entry"})
	if a.novalue || seq.novalue {
		t.Errorf("with an unknown expression type, flags were set: %v %v", a.novalue, seq.novalue)
	}
}

// TestMarkUnobservedGrammar checks the generated grammar once marked: most
// character matches are never observed (they sit under the actions of
// component rules); no entry rule's value is kept, since parseReference
// reads the mark log (pegrewrite.LogMarks), not the value; and what a label
// holds is kept, since actions see it (iauthority's and ihost's "v").
func TestMarkUnobservedGrammar(t *testing.T) {
	m := rulesByName()
	flagged, classes, labels := 0, 0, 0
	for _, r := range g.rules {
		eachExpr(r.expr, func(e any) {
			switch e := e.(type) {
			case *charClassMatcher:
				classes++
				if e.novalue {
					flagged++
				}
			case *labeledExpr:
				labels++
				if s, ok := e.expr.(*seqExpr); ok && s.novalue {
					t.Errorf("rule %s: the sequence under label %q flagged novalue", r.name, e.label)
				}
			}
		})
	}
	if classes == 0 || flagged*2 < classes {
		t.Errorf("%d of %d character classes flagged novalue, want most", flagged, classes)
	}
	if labels == 0 {
		t.Error("no labeled expression in the grammar (iauthority has one)")
	}
	for _, v := range genVariants {
		for _, e := range v.entries {
			if s, ok := m[e.rule].expr.(*seqExpr); !ok || !s.novalue {
				t.Errorf("%s: entry rule %s not flagged novalue", v.name, e.rule)
			}
		}
	}
}
