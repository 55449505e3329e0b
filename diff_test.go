package iri

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// checkWitness fails unless d shows a difference when its input is parsed
// again with a and b.
func checkWitness(t *testing.T, a, b Variant, d VariantDifference) {
	t.Helper()
	ua, ea := a.Parse(d.Input)
	ub, eb := b.Parse(d.Input)
	switch {
	case (ea == nil) != (d.ErrA == nil) || (eb == nil) != (d.ErrB == nil):
		t.Errorf("%q: errors %v, %v; DiffVariants said %v, %v", d.Input, ea, eb, d.ErrA, d.ErrB)
	case ea != nil && eb != nil:
		t.Errorf("%q: both reject it", d.Input)
	case ea == nil && eb == nil && (*ua == *ub || d.Component == ""):
		t.Errorf("%q: both parse it alike (component %q)", d.Input, d.Component)
	}
}

// The differences the README's table lists between RFC 3987 and 3987bis
// (section 2.2 of each), each with its shortest witness worked out by
// hand:
//   - 3987bis allows '#' in ifragment: "##" (the fragment "#");
//   - 3987bis has no pct-encoded in ireg-name: "//%00" (the host "%00",
//     '0' the smallest hexadecimal digit); rfc3987 accepts it;
//   - 3987bis (-04) adds the tags U+E0000-E0FFF to iprivate, which only
//     iquery allows: "?" U+E0000.
//
// They come shortest first, in bytes: 2, 5, 5 ("//%00" < "?\U000E0000"
// bytewise).
func TestDiffVariantsREADMEDifferences(t *testing.T) {
	bis := mustVariant("3987bis")
	ds := DiffVariants(RFC3987, bis, 0)
	var inputs []string
	for _, d := range ds {
		inputs = append(inputs, d.Input)
		checkWitness(t, RFC3987, bis, d)
	}
	want := []string{"##", "//%00", "?\U000E0000"}
	if len(inputs) < len(want) || !slices.Equal(inputs[:len(want)], want) {
		t.Fatalf("witnesses %q, want them to start with %q", inputs, want)
	}
	if got := ds[0].AcceptedBy(); got != "b" || ds[0].ErrA.(*ParseError).Rule != "ifragment" {
		t.Errorf("%q: accepted by %s, rfc3987 fails with %v", ds[0].Input, got, ds[0].ErrA)
	}
	if got := ds[1].AcceptedBy(); got != "a" {
		t.Errorf("%q: accepted by %s, want a (rfc3987)", ds[1].Input, got)
	}
	if got := ds[2].AcceptedBy(); got != "b" || ds[2].ErrA.(*ParseError).Rule != "iquery" {
		t.Errorf("%q: accepted by %s, rfc3987 fails with %v", ds[2].Input, got, ds[2].ErrA)
	}
	// At most n, the shortest.
	if two := DiffVariants(RFC3987, bis, 2); len(two) != 2 || two[0].Input != "##" || two[1].Input != "//%00" {
		t.Errorf("DiffVariants(..., 2) = %v", two)
	}
}

// RFC 3986 (appendix A) is RFC 3987 without ucschar and iprivate: the
// smallest ucschar, U+00A0, is a relative reference for rfc3987 alone, and
// the smallest iprivate, U+E000, a query.
func TestDiffVariantsURIOnly(t *testing.T) {
	ds := DiffVariants(RFC3987, RFC3986, 0)
	var inputs []string
	for _, d := range ds {
		checkWitness(t, RFC3987, RFC3986, d)
		if d.AcceptedBy() != "a" {
			t.Errorf("%q: accepted by %s; rfc3986 accepts nothing rfc3987 rejects", d.Input, d.AcceptedBy())
		}
		inputs = append(inputs, d.Input)
	}
	for _, w := range []string{"\u00a0", "?\ue000"} {
		if !slices.Contains(inputs, w) {
			t.Errorf("witnesses %q lack %q", inputs, w)
		}
	}
	if inputs[0] != "\u00a0" {
		t.Errorf("shortest witness %q, want U+00A0 (2 bytes)", inputs[0])
	}
}

// Both accept, and the components differ: a Web Address reads "\" as "/"
// (draft-ietf-iri-3987bis-00 section 7.2), so "/\" is "//", an empty
// authority; a LEIRI (section 7.1) takes "\" as a path character.
func TestDiffVariantsComponents(t *testing.T) {
	web := mustVariant("webaddress")
	leiri := mustVariant("leiri")
	ds := DiffVariants(leiri, web, 0)
	i := slices.IndexFunc(ds, func(d VariantDifference) bool { return d.Input == `/\` })
	if i < 0 {
		t.Fatalf("no witness `/\\` in %d", len(ds))
	}
	d := ds[i]
	checkWitness(t, leiri, web, d)
	if d.AcceptedBy() != "both" || d.Component != "host" || d.A.Path != `/\` || d.A.HasAuthority || !d.B.HasAuthority || d.B.Host != "" {
		t.Errorf("%+v", d)
	}
}

// A variant does not differ from itself, nor from its reference form.
func TestDiffVariantsSame(t *testing.T) {
	for _, v := range Variants() {
		if ds := DiffVariants(v, v.Reference(), 0); len(ds) != 0 {
			t.Errorf("%s: %d differences with itself, first %q", v.String(), len(ds), ds[0].Input)
		}
	}
}

// The inputs given are searched too, with the entry rule given: "a:#b"
// is an IRI for both; "a:#b#c" and "a:#bc#d" are IRIs for 3987bis only,
// one kind of difference, whose shortest witness is kept; "#b#c" is no IRI
// (no scheme). An invalid rule finds nothing.
func TestDiffRuleSearchesInputs(t *testing.T) {
	bis := mustVariant("3987bis")
	ds := diffSearch(RFC3987, bis, RuleIRI, false, []string{"a:#b", "a:#bc#d", "a:#b#c", "#b#c"}, 0)
	if len(ds) != 1 || ds[0].Input != "a:#b#c" || ds[0].AcceptedBy() != "b" {
		t.Errorf("%+v", ds)
	}
	if ds := RFC3987.DiffRule(bis, Rule(99), nil, 0); ds != nil {
		t.Errorf("invalid rule: %v", ds)
	}
}

// readCorpora returns the lines of testdata/corpus.txt and the string
// arguments of the fuzz corpora under testdata/fuzz.
func readCorpora(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var in []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		in = append(in, sc.Text())
	}
	files, _ := filepath.Glob("testdata/fuzz/*/*")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(line, "string("); ok {
				if s, err := strconv.Unquote(strings.TrimSuffix(q, ")")); err == nil {
					in = append(in, s)
				}
			}
		}
	}
	return in
}

// Over the corpus and the fuzz corpora as well, every pair of variants:
// each witness shows its difference when parsed again.
func TestDiffVariantsWitnessesVerified(t *testing.T) {
	corpus := readCorpora(t)
	if len(corpus) < 100 {
		t.Fatalf("%d corpus inputs", len(corpus))
	}
	vs := Variants()
	for i, a := range vs {
		for _, b := range vs[i+1:] {
			extra := corpus
			if testing.Short() {
				extra = nil
			}
			for _, d := range a.DiffRule(b, RuleIRIReference, extra, 0) {
				checkWitness(t, a, b, d)
			}
		}
	}
}

// An entry rule past the last one (RuleRelativeRef is the fourth and last)
// finds nothing, without looking its entries up.
func TestDiffRuleRuleAfterLast(t *testing.T) {
	if ds := RFC3987.DiffRule(RFC3987bis, RuleRelativeRef+1, []string{"##"}, 0); ds != nil {
		t.Errorf("rule %d: %v", RuleRelativeRef+1, ds)
	}
}

// componentDiff names the first component two parses differ in, a
// component differing either in its presence (HasX) or in its text. The
// pairs are parsed with RFC 3987 (section 2.2): "//@h" has an empty
// userinfo, "//h" none; "//h:" an empty port, "//h" none; and so on.
func TestComponentDiffNamesComponent(t *testing.T) {
	parse := func(s string) *IRI {
		t.Helper()
		u, err := RFC3987.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	for _, c := range []struct{ x, y, want string }{
		{"a:", "b:", "scheme"},
		{"//@h", "//h", "userinfo"},    // presence only
		{"//a@h", "//b@h", "userinfo"}, // text only
		{"//h", "//g", "host"},
		{"/", "///", "host"},       // no authority, then an empty one
		{"//h:", "//h", "port"},    // presence only
		{"//h:1", "//h:2", "port"}, // text only
		{"/a", "/b", "path"},
		{"?", "", "query"},       // presence only
		{"?a", "?b", "query"},    // text only
		{"#", "", "fragment"},    // presence only
		{"#a", "#b", "fragment"}, // text only
		{"//u@h:1/p?q#f", "//u@h:1/p?q#f", ""},
		// The first differing component is named: userinfo before port.
		{"//a@h:1", "//b@h:2", "userinfo"},
	} {
		if got := componentDiff(parse(c.x), parse(c.y)); got != c.want {
			t.Errorf("componentDiff(%q, %q) = %q, want %q", c.x, c.y, got, c.want)
		}
		if got := componentDiff(parse(c.y), parse(c.x)); got != c.want {
			t.Errorf("componentDiff(%q, %q) = %q, want %q", c.y, c.x, got, c.want)
		}
	}
	// Same text, different kind or form.
	x := parse("//1.2.3.4/a")
	y := *x
	y.HostKind = HostRegName
	if got := componentDiff(x, &y); got != "host kind" {
		t.Errorf("host kinds %v, %v: %q", x.HostKind, y.HostKind, got)
	}
	y = *x
	y.PathForm = PathAbsolute
	if got := componentDiff(x, &y); got != "path form" {
		t.Errorf("path forms %v, %v: %q", x.PathForm, y.PathForm, got)
	}
}

// asciiGroup sorts ASCII as RFC 3986 does: the controls (U+0000-001F and
// DEL, excluded by section 2), each gen-delim and "%" alone (2.2, 2.1), the
// sub-delims (2.2), the unreserved characters ALPHA / DIGIT / "-" / "." /
// "_" / "~" (2.3) and the other printable characters, excluded (space, '"',
// '<', '>', '\', '^', '`', '{', '|', '}'); "" outside ASCII. The ASCII
// characters next to each range's ends are tried.
func TestASCIIGroup(t *testing.T) {
	for c, want := range map[rune]string{
		0x00: "control", 0x1F: "control", 0x7F: "control",
		' ': "excluded", '"': "excluded", '<': "excluded", '>': "excluded",
		'\\': "excluded", '^': "excluded", '`': "excluded", '{': "excluded",
		'|': "excluded", '}': "excluded",
		'a': "unreserved", 'z': "unreserved", 'A': "unreserved", 'Z': "unreserved",
		'0': "unreserved", '9': "unreserved", '-': "unreserved", '.': "unreserved",
		'_': "unreserved", '~': "unreserved",
		'/': "/", ':': ":", '@': "@", '[': "[", ']': "]", '?': "?", '#': "#", '%': "%",
		'!': "sub-delims", '=': "sub-delims", ';': "sub-delims",
		0x80: "", 0xA0: "", 0xFFFD: "", 0x10FFFF: "",
	} {
		if got := asciiGroup(c); got != want {
			t.Errorf("asciiGroup(%U) = %q, want %q", c, got, want)
		}
	}
}

// classMatches decides as the parser does: a character in the class's
// characters, ranges (both ends included) or Unicode tables, the answer
// inverted for [^...], after lowering the character for [...]i.
func TestClassMatches(t *testing.T) {
	for _, c := range []struct {
		m    *charClassMatcher
		c    rune
		want bool
	}{
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'a', 'c'}}, 'a', true},
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'a', 'c'}}, 'c', true},
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'a', 'c'}}, 'x', true},
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'a', 'c'}}, '`', false},
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'a', 'c'}}, 'd', false},
		{&charClassMatcher{ranges: []rune{'a', 'c', 'x', 'z'}}, 'y', true},
		{&charClassMatcher{ranges: []rune{'a', 'c'}, inverted: true}, 'a', false},
		{&charClassMatcher{ranges: []rune{'a', 'c'}, inverted: true}, 'd', true},
		{&charClassMatcher{ranges: []rune{'a', 'c'}, ignoreCase: true}, 'B', true},
		// U+03B1 GREEK SMALL LETTER ALPHA is in unicode.Greek, 'x' is not.
		{&charClassMatcher{chars: []rune{'x'}, classes: []*unicode.RangeTable{unicode.Greek}}, 'x', true},
		{&charClassMatcher{chars: []rune{'x'}, classes: []*unicode.RangeTable{unicode.Greek}}, 0x3B1, true},
		{&charClassMatcher{chars: []rune{'x'}, classes: []*unicode.RangeTable{unicode.Greek}}, 'a', false},
	} {
		if got := classMatches(c.m, c.c); got != c.want {
			t.Errorf("classMatches(%+v, %q) = %v, want %v", *c.m, c.c, got, c.want)
		}
	}
}

// The signature of a character is one '0' or '1' per class, then per
// literal character (matched whatever its case: ABNF literals are
// case-insensitive, RFC 5234 section 2.3).
func TestDiffSignature(t *testing.T) {
	gen := &diffGen{
		classes: []*charClassMatcher{{ranges: []rune{'a', 'c'}}, {ranges: []rune{'0', '9'}}},
		lits:    []rune{'v', ':'},
	}
	for c, want := range map[rune]string{
		'b': "1000", '5': "0100", 'v': "0010", 'V': "0010", ':': "0001", '!': "0000",
	} {
		if got := gen.signature(c); got != want {
			t.Errorf("signature(%q) = %q, want %q", c, got, want)
		}
	}
}

// representatives gives the smallest character of each set of characters
// every class treats alike, never a surrogate (U+D800-DFFF, no character
// of UTF-8, RFC 3629 section 3) and up to U+10FFFF.
func TestDiffRepresentatives(t *testing.T) {
	for _, c := range []struct {
		ranges [][]rune
		want   []string
	}{
		// U+0000 (in no class), 'a' (in both), 'd' (the first only).
		{[][]rune{{'a', 'z'}, {'a', 'c'}}, []string{"\x00", "a", "d"}},
		// A class of surrogates alone has no character to stand for it.
		{[][]rune{{0xD800, 0xDFFF}}, []string{"\x00"}},
		{[][]rune{{0xDFFF, 0xDFFF}}, []string{"\x00"}},
		{[][]rune{{0xD7FF, 0xE000}}, []string{"\x00", "\uD7FF"}},
		// The last character.
		{[][]rune{{0x10FFFF, 0x10FFFF}}, []string{"\x00", "\U0010FFFF"}},
	} {
		gen := &diffGen{}
		for _, r := range c.ranges {
			gen.classes = append(gen.classes, &charClassMatcher{ranges: r})
		}
		if got := gen.representatives(); !slices.Equal(got, c.want) {
			t.Errorf("%U: %+q, want %+q", c.ranges, got, c.want)
		}
	}
}

// Over the real grammars: the representatives are exactly the smallest
// character of each signature, found by trying every character. LEIRI and
// Web Address add ranges up to U+10FFFF and next to the surrogates
// (draft-ietf-iri-3987bis-00 section 7.1), and take four times as long:
// not in -short runs (TestDiffRepresentatives tries those ends).
func TestDiffRepresentativesSmallest(t *testing.T) {
	pairs := [][2]Variant{{RFC3987, RFC3987bis}, {LEIRI, WebAddress}}
	if testing.Short() {
		pairs = pairs[:1]
	}
	for _, p := range pairs {
		gen := newDiffGen(p[0], p[1], RuleIRIReference)
		var want []string
		seen := map[string]bool{}
		for c := rune(0); c <= unicode.MaxRune; c++ {
			if c == 0xD800 {
				c = 0xE000
			}
			if s := gen.signature(c); !seen[s] {
				seen[s] = true
				want = append(want, string(c))
			}
		}
		if !slices.Equal(gen.reps, want) {
			t.Errorf("%s, %s: representatives %+q, want %+q", p[0], p[1], gen.reps, want)
		}
	}
}

// smallestIn gives a class's smallest character: of its characters, the
// starts of its ranges and of its Unicode tables (U+0370 is unicode.Greek's
// first); for an inverted class, the first printable ASCII character from
// '!' it matches, none if it matches none up to DEL.
func TestSmallestIn(t *testing.T) {
	gothic := &unicode.RangeTable{R32: []unicode.Range32{{Lo: 0x10330, Hi: 0x1034A, Stride: 1}}}
	for _, c := range []struct {
		m    *charClassMatcher
		want rune
		ok   bool
	}{
		{&charClassMatcher{chars: []rune{'x', 'c'}, ranges: []rune{'m', 'p', 'd', 'f'}}, 'c', true},
		{&charClassMatcher{chars: []rune{'x'}, ranges: []rune{'m', 'p', 'b', 'f'}}, 'b', true},
		{&charClassMatcher{classes: []*unicode.RangeTable{unicode.Greek}}, 0x370, true},
		{&charClassMatcher{chars: []rune{0x400}, classes: []*unicode.RangeTable{unicode.Greek}}, 0x370, true},
		{&charClassMatcher{chars: []rune{0x10400}, classes: []*unicode.RangeTable{gothic}}, 0x10330, true},
		{&charClassMatcher{classes: []*unicode.RangeTable{{}}}, 0, false},
		{&charClassMatcher{}, 0, false},
		{&charClassMatcher{chars: []rune{'a'}, inverted: true}, '!', true},
		{&charClassMatcher{chars: []rune{'!'}, inverted: true}, '"', true},
		{&charClassMatcher{ranges: []rune{0x21, 0x7E}, inverted: true}, 0x7F, true},
		{&charClassMatcher{ranges: []rune{0x21, 0x7F}, inverted: true}, 0, false},
	} {
		got, ok := smallestIn(c.m)
		if got != c.want || ok != c.ok {
			t.Errorf("smallestIn(%+v) = %U, %v; want %U, %v", *c.m, got, ok, c.want, c.ok)
		}
	}
}

// shortestPieces: a choice's shortest string is that of its shortest
// alternative, whatever its place, even a rule whose own shortest string is
// known only after the first pass; the pieces come shortest first, then
// bytewise. Here x = "<" ("ccc" / y / "e" "e" / "bb"), y = "d",
// z = "%" [0-9] [0-9], w = "qq"+: x's shortest is "<d", the pieces "d"
// (y, and the choice in x), "<d", "ee", "qq", "%00" ("ccc" and "bb" are
// literals, no sequence or choice of their own).
func TestShortestPieces(t *testing.T) {
	lit := func(s string) *litMatcher { return &litMatcher{val: s} }
	digit := &charClassMatcher{ranges: []rune{'0', '9'}}
	reach := []*rule{
		{name: "x", expr: &seqExpr{exprs: []any{lit("<"), &choiceExpr{alternatives: []any{
			lit("ccc"), &ruleRefExpr{name: "y"}, &seqExpr{exprs: []any{lit("e"), lit("e")}}, lit("bb"),
		}}}}},
		{name: "y", expr: &seqExpr{exprs: []any{lit("d")}}},
		{name: "z", expr: &seqExpr{exprs: []any{lit("%"), digit, digit}}},
		{name: "w", expr: &oneOrMoreExpr{expr: lit("qq")}},
	}
	rules := map[string]*rule{}
	for _, r := range reach {
		rules[r.name] = r
	}
	want := []string{"d", "<d", "ee", "qq", "%00"}
	if got := shortestPieces(reach, rules); !slices.Equal(got, want) {
		t.Errorf("pieces %q, want %q", got, want)
	}
}

// On the real grammars the pieces include those the top of diff.go names,
// "%00" for pct-encoded (RFC 3986 section 2.1, '0' the smallest HEXDIG)
// and "[::]" for IP-literal (section 3.2.2, "::" the shortest
// IPv6address), and come shortest first, then bytewise.
func TestDiffPiecesOrdered(t *testing.T) {
	gen := newDiffGen(RFC3987, RFC3987bis, RuleIRIReference)
	for _, w := range []string{"%00", "[::]"} {
		if !slices.Contains(gen.pieces, w) {
			t.Errorf("pieces %q lack %q", gen.pieces, w)
		}
	}
	if len(gen.pieces) < 10 {
		t.Fatalf("only %d pieces: %q", len(gen.pieces), gen.pieces)
	}
	for i := 1; i < len(gen.pieces); i++ {
		if !shorter(gen.pieces[i-1], gen.pieces[i]) {
			t.Errorf("pieces out of order at %d: %q before %q", i, gen.pieces[i-1], gen.pieces[i])
		}
	}
}

// A rejection at the end of the input is a kind of difference of its own:
// its key differs from that of a rejection at any character, U+FFFD (the
// character a decoder reads past the end) included.
func TestDiffKeyEndOfInput(t *testing.T) {
	gen := newDiffGen(RFC3987, RFC3987bis, RuleIRIReference)
	at := func(in string, off int) VariantDifference {
		return VariantDifference{Input: in, ErrA: &ParseError{Input: in, Offset: off, Rule: "iquery"}}
	}
	end := gen.key(at("?", 1))
	for _, in := range []string{"?\uFFFD", "?\u0080", "?\x00", "? "} {
		if k := gen.key(at(in, 1)); k == end {
			t.Errorf("%q: key %q, the same as at the end", in, k)
		}
	}
}

// Every character class of the grammar holds its ranges as lo, hi pairs
// (diff.go's loops over m.ranges step by two), each with lo <= hi.
func TestCharClassRangesPaired(t *testing.T) {
	n := 0
	for _, r := range g.rules {
		eachExpr(r.expr, func(e any) {
			if m, ok := e.(*charClassMatcher); ok {
				n++
				if len(m.ranges)%2 != 0 {
					t.Errorf("%s: %d range ends", r.name, len(m.ranges))
					return
				}
				for i := 0; i < len(m.ranges); i += 2 {
					if m.ranges[i] > m.ranges[i+1] {
						t.Errorf("%s: range %U-%U", r.name, m.ranges[i], m.ranges[i+1])
					}
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no character class")
	}
}
