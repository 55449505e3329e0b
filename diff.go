package iri

// Grammar-variant experiments: inputs on which two variants disagree,
// found by generating inputs from the two grammars. The generator walks the
// rules the two entry rules reach in the combined grammar (parser_gen.go),
// and takes
//
//   - one character of every class of characters the two grammars tell
//     apart: two characters that every character class and literal of both
//     grammars treats alike are interchangeable, so the smallest of each
//     class stands for all of it;
//   - the shortest string every rule, alternative and sequence of the two
//     grammars derives ("%00" for pct-encoded, "[::]" for IP-literal);
//
// and puts each, alone and in the slot of every component of a short IRI
// reference ("#X", "//X/", "?X", ...). Each input that the two variants
// parse differently is a witness; witnesses are grouped by what they show
// (which variant rejects, in which rule, on which class of character; or
// which component differs) and the shortest of each group is kept.

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// A VariantDifference is an input on which two variants disagree, found by
// DiffVariants: one accepts it and the other does not, or both accept it
// and parse it into different components. The errors are the variants'
// *ParseError (section 2.2 of each variant's specification says why).
type VariantDifference struct {
	Input string
	// ErrA and ErrB are the errors of variants A and B on Input, nil for
	// the variant that accepts it.
	ErrA, ErrB error
	// A and B are the parses of Input when both variants accept it, and
	// Component then names the first component they parse differently:
	// "scheme", "userinfo", "host", "host kind", "port", "path",
	// "path form", "query" or "fragment"; "" when one variant rejects
	// Input.
	A, B      IRI
	Component string
}

// AcceptedBy returns which variant accepts d.Input as the entry rule of
// DiffVariants (RFC 3987 section 2.2's IRI-reference, or the rule given to
// DiffRule): "a", "b" or "both" (then d.Component says where the parses
// differ).
func (d VariantDifference) AcceptedBy() string {
	switch {
	case d.ErrA == nil && d.ErrB == nil:
		return "both"
	case d.ErrA == nil:
		return "a"
	}
	return "b"
}

// DiffVariants returns up to n inputs (every one found when n <= 0) on
// which variants a and b disagree as IRI references (RFC 3987 section 2.2's
// IRI-reference, or each variant's rule of that place): each accepted by
// one and rejected by the other, or parsed into different components by
// the two. The inputs are generated from the two grammars (see the top of
// diff.go); there is one input for each kind of difference, the shortest
// found (a kind: which variant rejects, in which rule, on which group of
// ASCII characters or which class of other characters of the two
// grammars; or which component differs), and they come shortest first. Each was parsed with both variants.
// Variants that parse every generated input alike give none; that does not
// prove the grammars equal.
func DiffVariants(a, b Variant, n int) []VariantDifference {
	return diffSearch(a, b, RuleIRIReference, true, nil, n)
}

// DiffRule is DiffVariants(v, w, n) with entry rule r of both variants
// (RFC 3987 section 2.2's IRI-reference, IRI, absolute-IRI or
// irelative-ref, or each variant's rule of that place), and with the
// inputs extra (a corpus, say) searched besides the generated ones; v is
// the differences' A, w their B.
func (v Variant) DiffRule(w Variant, r Rule, extra []string, n int) []VariantDifference {
	return diffSearch(v, w, r, true, extra, n)
}

// diffSearch is DiffRule, with the generated inputs only when
// generate is set.
func diffSearch(a, b Variant, r Rule, generate bool, extra []string, n int) []VariantDifference {
	if int(r) >= len(ruleNames) {
		return nil
	}
	gen := newDiffGen(a, b, r)
	found := map[string]VariantDifference{}
	var ua, ub IRI
	try := func(s string) {
		d, ok := diffOne(a, b, r, s, &ua, &ub)
		if !ok {
			return
		}
		k := gen.key(d)
		if old, seen := found[k]; !seen || shorter(s, old.Input) {
			found[k] = d
		}
	}
	if generate {
		gen.inputs(try)
	}
	for _, s := range extra {
		try(s)
	}
	out := make([]VariantDifference, 0, len(found))
	for _, d := range found {
		out = append(out, d)
	}
	slices.SortFunc(out, func(x, y VariantDifference) int {
		if shorter(x.Input, y.Input) {
			return -1
		}
		if shorter(y.Input, x.Input) {
			return 1
		}
		return 0
	})
	// Two groups may hold the same shortest input (a difference of two
	// kinds at once): keep one.
	out = slices.CompactFunc(out, func(x, y VariantDifference) bool { return x.Input == y.Input })
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// shorter orders inputs shortest first (in bytes), then bytewise.
func shorter(x, y string) bool {
	if len(x) != len(y) {
		return len(x) < len(y)
	}
	return x < y
}

// diffOne parses s with a and b and returns the difference, if any.
func diffOne(a, b Variant, r Rule, s string, ua, ub *IRI) (VariantDifference, bool) {
	ea := a.ParseInto(ua, s, r)
	eb := b.ParseInto(ub, s, r)
	switch {
	case ea != nil && eb != nil:
		return VariantDifference{}, false
	case ea != nil || eb != nil:
		return VariantDifference{Input: s, ErrA: ea, ErrB: eb}, true
	}
	if c := componentDiff(ua, ub); c != "" {
		return VariantDifference{Input: s, A: *ua, B: *ub, Component: c}, true
	}
	return VariantDifference{}, false
}

// componentDiff names the first component that x and y parse differently,
// or "".
func componentDiff(x, y *IRI) string {
	switch {
	case x.Scheme != y.Scheme:
		return "scheme"
	case x.HasUserinfo != y.HasUserinfo || x.Userinfo != y.Userinfo:
		return "userinfo"
	case x.HasAuthority != y.HasAuthority || x.Host != y.Host:
		return "host"
	case x.HostKind != y.HostKind:
		return "host kind"
	case x.HasPort != y.HasPort || x.Port != y.Port:
		return "port"
	case x.Path != y.Path:
		return "path"
	case x.PathForm != y.PathForm:
		return "path form"
	case x.HasQuery != y.HasQuery || x.Query != y.Query:
		return "query"
	case x.HasFragment != y.HasFragment || x.Fragment != y.Fragment:
		return "fragment"
	}
	return ""
}

// diffSlots are the places a generated piece X is put: alone, in each
// component of a short relative reference, the same after a scheme "a:"
// (for the entry rules that want one), and before the delimiters.
var diffSlots = func() []string {
	rel := []string{"X", "#X", "?X", "/X", "//X", "//X/", "//X@h", "//h:X", "//[X]"}
	slots := slices.Clone(rel)
	for _, s := range rel {
		slots = append(slots, "a:"+s)
	}
	return append(slots, "X:", "X:/", "X/", "X#", "X?")
}()

// diffGen generates the inputs for two variants and classifies their
// characters.
type diffGen struct {
	classes []*charClassMatcher // of the rules either entry rule reaches
	lits    []rune              // the characters of their literals
	reps    []string            // one character of each class of characters
	pieces  []string            // the shortest strings of rules and alternatives
}

// grammarRules maps the names of the combined grammar's rules to them.
var grammarRules = sync.OnceValue(func() map[string]*rule {
	m := make(map[string]*rule, len(g.rules))
	for _, r := range g.rules {
		m[r.name] = r
	}
	return m
})

func newDiffGen(a, b Variant, r Rule) *diffGen {
	rules := grammarRules()
	gen := &diffGen{}
	var reach []*rule
	seen := map[string]bool{}
	var walk func(e any)
	litSeen := map[rune]bool{}
	walk = func(e any) {
		switch e := e.(type) {
		case *ruleRefExpr:
			if !seen[e.name] {
				seen[e.name] = true
				if rr := rules[e.name]; rr != nil {
					reach = append(reach, rr)
					walk(rr.expr)
				}
			}
		case *charClassMatcher:
			gen.classes = append(gen.classes, e)
		case *litMatcher:
			for _, c := range e.val {
				if !litSeen[c] {
					litSeen[c] = true
					gen.lits = append(gen.lits, c)
				}
			}
		default:
			for _, sub := range subExprs(e) {
				walk(sub)
			}
		}
	}
	for _, v := range []Variant{a, b} {
		walk(&ruleRefExpr{name: v.gen().entries[r].rule})
	}
	gen.reps = gen.representatives()
	gen.pieces = shortestPieces(reach, rules)
	return gen
}

// subExprs returns the subexpressions of e.
func subExprs(e any) []any {
	switch e := e.(type) {
	case *choiceExpr:
		return e.alternatives
	case *seqExpr:
		return e.exprs
	case *actionExpr:
		return []any{e.expr}
	case *labeledExpr:
		return []any{e.expr}
	case *recoveryExpr:
		return []any{e.expr, e.recoverExpr}
	case *andExpr:
		return []any{e.expr}
	case *notExpr:
		return []any{e.expr}
	case *zeroOrOneExpr:
		return []any{e.expr}
	case *zeroOrMoreExpr:
		return []any{e.expr}
	case *oneOrMoreExpr:
		return []any{e.expr}
	}
	return nil
}

// representatives returns the smallest character of each class of
// characters the grammars tell apart. The classes are unions of ranges, so
// the smallest character of each is 0 or the start of a range, or the
// character after the end of one: only those are tried.
func (gen *diffGen) representatives() []string {
	cand := map[rune]bool{0: true}
	add := func(lo, hi rune) {
		cand[lo], cand[hi+1] = true, true
	}
	for _, m := range gen.classes {
		for _, c := range m.chars {
			add(c, c)
			if m.ignoreCase {
				add(unicode.ToUpper(c), unicode.ToUpper(c))
			}
		}
		for i := 0; i+1 < len(m.ranges); i += 2 {
			add(m.ranges[i], m.ranges[i+1])
		}
		for _, t := range m.classes {
			for _, r16 := range t.R16 {
				add(rune(r16.Lo), rune(r16.Hi))
			}
			for _, r32 := range t.R32 {
				add(rune(r32.Lo), rune(r32.Hi))
			}
		}
	}
	for _, c := range gen.lits {
		add(c, c)
		add(unicode.ToUpper(c), unicode.ToUpper(c))
	}
	runes := make([]rune, 0, len(cand))
	for c := range cand {
		if c <= unicode.MaxRune && !(0xD800 <= c && c <= 0xDFFF) {
			runes = append(runes, c)
		}
	}
	slices.Sort(runes)
	bySig := map[string]bool{}
	var reps []string
	for _, c := range runes {
		sig := gen.signature(c)
		if !bySig[sig] {
			bySig[sig] = true
			reps = append(reps, string(c))
		}
	}
	return reps
}

// signature returns which character classes and literal characters of the
// two grammars match c, as a string of '0' and '1'.
func (gen *diffGen) signature(c rune) string {
	b := make([]byte, 0, len(gen.classes)+len(gen.lits))
	for _, m := range gen.classes {
		b = append(b, '0'+boolByte(classMatches(m, c)))
	}
	for _, l := range gen.lits {
		b = append(b, '0'+boolByte(l == c || unicode.ToLower(l) == unicode.ToLower(c)))
	}
	return string(b)
}

func boolByte(x bool) byte {
	if x {
		return 1
	}
	return 0
}

// classMatches reports whether the character class m matches c, as the
// generated parser decides it.
func classMatches(m *charClassMatcher, c rune) bool {
	if m.ignoreCase {
		c = unicode.ToLower(c)
	}
	match := slices.Contains(m.chars, c)
	for i := 0; !match && i+1 < len(m.ranges); i += 2 {
		match = m.ranges[i] <= c && c <= m.ranges[i+1]
	}
	for _, t := range m.classes {
		match = match || unicode.Is(t, c)
	}
	return match != m.inverted
}

// shortestPieces returns the shortest string that each rule, each
// alternative of a choice and each sequence of rules derives, found by
// iterating to a fixed point (a rule's shortest string depends on those of
// the rules it refers to).
func shortestPieces(reach []*rule, rules map[string]*rule) []string {
	short := map[string]string{} // rule name -> shortest string; absent: none yet
	var shortest func(e any) (string, bool)
	shortest = func(e any) (string, bool) {
		switch e := e.(type) {
		case *ruleRefExpr:
			s, ok := short[e.name]
			return s, ok
		case *litMatcher:
			return e.val, true
		case *charClassMatcher:
			if c, ok := smallestIn(e); ok {
				return string(c), true
			}
			return "", false
		case *anyMatcher:
			return "a", true
		case *seqExpr:
			var b strings.Builder
			for _, x := range e.exprs {
				s, ok := shortest(x)
				if !ok {
					return "", false
				}
				b.WriteString(s)
			}
			return b.String(), true
		case *choiceExpr:
			best, found := "", false
			for _, x := range e.alternatives {
				if s, ok := shortest(x); ok && (!found || shorter(s, best)) {
					best, found = s, true
				}
			}
			return best, found
		case *zeroOrOneExpr, *zeroOrMoreExpr, *andExpr, *notExpr, *andCodeExpr, *notCodeExpr:
			return "", true
		case *oneOrMoreExpr:
			return shortest(e.expr)
		case *actionExpr:
			return shortest(e.expr)
		case *labeledExpr:
			return shortest(e.expr)
		}
		return "", false
	}
	for changed := true; changed; {
		changed = false
		for _, r := range reach {
			s, ok := shortest(r.expr)
			if old, had := short[r.name]; ok && (!had || shorter(s, old)) {
				short[r.name] = s
				changed = true
			}
		}
	}
	set := map[string]bool{}
	var collect func(e any)
	collect = func(e any) {
		switch e.(type) {
		case *ruleRefExpr:
			return
		case *choiceExpr, *seqExpr, *oneOrMoreExpr:
			if s, ok := shortest(e); ok {
				set[s] = true
			}
		}
		for _, x := range subExprs(e) {
			collect(x)
		}
	}
	for _, r := range reach {
		if s, ok := short[r.name]; ok {
			set[s] = true
		}
		collect(r.expr)
	}
	delete(set, "")
	pieces := make([]string, 0, len(set))
	for s := range set {
		pieces = append(pieces, s)
	}
	slices.SortFunc(pieces, func(x, y string) int {
		switch {
		case x == y:
			return 0
		case shorter(x, y):
			return -1
		}
		return 1
	})
	return pieces
}

// smallestIn returns the smallest character class m matches.
func smallestIn(m *charClassMatcher) (rune, bool) {
	if m.inverted {
		for c := rune(0x21); c < 0x80; c++ {
			if classMatches(m, c) {
				return c, true
			}
		}
		return 0, false
	}
	best, found := rune(0), false
	consider := func(c rune) {
		if !found || c < best {
			best, found = c, true
		}
	}
	for _, c := range m.chars {
		consider(c)
	}
	for i := 0; i+1 < len(m.ranges); i += 2 {
		consider(m.ranges[i])
	}
	for _, t := range m.classes {
		if len(t.R16) > 0 {
			consider(rune(t.R16[0].Lo))
		} else if len(t.R32) > 0 {
			consider(rune(t.R32[0].Lo))
		}
	}
	return best, found
}

// inputs calls try with every generated input: each piece and each
// representative character alone and in every slot, and each pair of a
// piece and a character (a piece followed by a character it cannot take).
func (gen *diffGen) inputs(try func(string)) {
	fill := func(x string) {
		for _, slot := range diffSlots {
			try(strings.Replace(slot, "X", x, 1))
		}
	}
	for _, c := range gen.reps {
		fill(c)
		fill(c + c)
	}
	for _, p := range gen.pieces {
		fill(p)
		for _, c := range gen.reps {
			try(p + c)
		}
	}
}

// key returns what d shows, to keep one input per kind of difference:
// which variant rejects, in which rule, on which class of character (or at
// the end of the input); or which component the parses differ in.
func (gen *diffGen) key(d VariantDifference) string {
	if d.Component != "" {
		return "both " + d.Component
	}
	who, err := "a", d.ErrB
	if d.ErrA != nil {
		who, err = "b", d.ErrA
	}
	pe, ok := err.(*ParseError)
	if !ok {
		return who + " " + err.Error()
	}
	at := "end"
	if pe.Offset < len(pe.Input) {
		c, _ := utf8.DecodeRuneInString(pe.Input[pe.Offset:])
		at = asciiGroup(c)
		if at == "" {
			at = gen.signature(c)
		}
	}
	return who + " " + pe.Rule + " " + at
}

// asciiGroup returns the group of an ASCII character for telling
// differences apart, as RFC 3986 sorts them (sections 2.2, 2.3 and 2.4,
// and the characters it excludes): each gen-delim on its own, "%", the
// sub-delims, the unreserved characters, the other printable characters
// and the controls; "" for a character outside ASCII.
func asciiGroup(c rune) string {
	switch {
	case c >= utf8.RuneSelf:
		return ""
	case c < 0x20 || c == 0x7F:
		return "control"
	case strings.ContainsRune(":/?#[]@%", c):
		return string(c)
	case strings.ContainsRune("!$&'()*+,;=", c):
		return "sub-delims"
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', strings.ContainsRune("-._~", c):
		return "unreserved"
	}
	return "excluded"
}
