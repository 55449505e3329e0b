package pegset

import (
	"strings"
	"testing"
)

func grammar(t *testing.T, rules map[string]string) *Grammar {
	t.Helper()
	m := map[string]*Node{}
	for name, src := range rules {
		n, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		m[name] = n
	}
	return NewGrammar(m)
}

// The rules of RFC 3986 section 2 and RFC 5234 appendix B.1 these tests use,
// in the grammar files' pigeon syntax.
var abnf = map[string]string{
	"ALPHA":       "[A-Za-z]",
	"DIGIT":       "[0-9]",
	"HEXDIG":      "[0-9A-Fa-f]",
	"unreserved":  `ALPHA / DIGIT / [._~-]`,
	"sub_delims":  `[!$&'()*+,;=]`,
	"pct_encoded": `"%" HEXDIG HEXDIG`,
	"pchar":       `unreserved / pct_encoded / sub_delims / ":" / "@"`,
	"sep":         `"/" / "\\"`,
}

func with(extra map[string]string) map[string]string {
	m := map[string]string{}
	for k, v := range abnf {
		m[k] = v
	}
	for k, v := range extra {
		m[k] = v
	}
	return m
}

// TestSetOf: the sets, worked out by hand from the ABNF, written as
// Set.String writes them (hexadecimal code points).
func TestSetOf(t *testing.T) {
	g := grammar(t, with(map[string]string{
		"nosep":   `!sep pchar`,
		"nopct":   `!pct_encoded pchar`,
		"notpct":  `!"%" pchar`,
		"fold":    `"v"i`,
		"foldcls": `[a-c]i`,
		"ctl":     `[\x00-\x1F\u007F\U0010FFFF]`,
		"neg":     `[^a]`,
		"two":     `"ab"`,
		"act":     `ALPHA { return c.mark(mX) }`,
		"lab":     `v:ALPHA`,
		"rep":     `ALPHA*`,
		"loop":    `loop / ALPHA`,
		"hex2":    `"%" HEXDIG DIGIT`,
	}))
	for _, c := range []struct {
		rule string
		want string // "" for not a set
	}{
		{"ALPHA", "[41-5A,61-7A]"},
		{"unreserved", "[2D-2E,30-39,41-5A,5F,61-7A,7E]"},
		{"pct_encoded", "[]%"},
		// unreserved, sub-delims, ":" and "@": every ASCII graphic character
		// but " # % / < > ? [ \ ] ^ ` { | }.
		{"pchar", "[21,24,26-2E,30-3B,3D,40-5A,5F,61-7A,7E]%"},
		{"sep", "[2F,5C]"},
		{"nosep", "[21,24,26-2E,30-3B,3D,40-5A,5F,61-7A,7E]%"}, // neither "/" nor "\" was in pchar
		{"notpct", "[21,24,26-2E,30-3B,3D,40-5A,5F,61-7A,7E]"}, // "!" "%" rules out pct-encoded too
		{"nopct", ""}, // depends on what follows "%"
		{"fold", "[56,76]"},
		{"foldcls", "[41-43,61-63]"},
		{"ctl", "[0-1F,7F,10FFFF]"},
		{"neg", ""},
		{"two", ""},
		{"act", ""},
		{"lab", ""},
		{"rep", ""},
		{"loop", ""},
		{"hex2", ""},
	} {
		s, ok := g.SetOf(&Node{Kind: Ref, Name: c.rule})
		got := ""
		if ok {
			got = s.String()
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.rule, got, c.want)
		}
	}
}

// TestStructure: two grammars that differ only in set rules, or in the
// sets of the rules left open, print the same structure; the open sets are
// returned by class; a change to a structural rule prints differently.
func TestStructure(t *testing.T) {
	holes := map[string][]string{"path": {"sep"}, "segment": {"seg"}, "scheme": {"first", "rest"}}
	base := map[string]string{
		"ref":     `scheme ":" path !.`,
		"scheme":  `ALPHA (ALPHA / DIGIT)* { return c.mark(mScheme) }`,
		"path":    `("/" segment)* { return c.mark(mPath) }`,
		"segment": `pchar*`,
	}
	print := func(extra map[string]string) (string, []Hole) {
		t.Helper()
		form, hs, err := grammar(t, with(extra)).Structure([]string{"ref"}, holes)
		if err != nil {
			t.Fatal(err)
		}
		return form, hs
	}
	want, wantHoles := print(base)
	if !strings.Contains(want, "path <- (□ segment)* {return c.mark(mPath)}\n") || !strings.Contains(want, "ref <- (scheme [3A] path !.)\n") {
		t.Errorf("structure:\n%s", want)
	}
	if len(wantHoles) != 4 || wantHoles[0].Class != "sep" || wantHoles[1].Class != "first" || wantHoles[2].Class != "rest" || wantHoles[3].Class != "seg" {
		t.Errorf("holes %+v", wantHoles)
	}
	// Set rules changed: a separator "\" too (written as a rule), segments
	// without "@". The structure is the same; the holes differ.
	classes := map[string]string{}
	for k, v := range base {
		classes[k] = v
	}
	classes["path"] = `(sep segment)* { return c.mark(mPath) }`
	classes["pchar"] = `unreserved / pct_encoded / sub_delims / ":"`
	got, gotHoles := print(classes)
	if got != want {
		t.Errorf("class change changed the structure:\n%s\nwant\n%s", got, want)
	}
	if gotHoles[0].Set.String() != "[2F,5C]" || gotHoles[3].Set.Equal(wantHoles[3].Set) {
		t.Errorf("holes %+v", gotHoles)
	}
	// A structural change: at most one segment.
	one := map[string]string{}
	for k, v := range base {
		one[k] = v
	}
	one["path"] = `("/" segment)? { return c.mark(mPath) }`
	if got, _ := print(one); got == want {
		t.Errorf("structural change not seen:\n%s", got)
	}
	// "//" and "/" "/" print the same.
	a, _, _ := grammar(t, with(map[string]string{"r": `"//" ALPHA*`})).Structure([]string{"r"}, nil)
	b, _, _ := grammar(t, with(map[string]string{"r": `"/" sep ALPHA*`, "sep": `"/"`})).Structure([]string{"r"}, nil)
	if a != b {
		t.Errorf("%q and %q differ", a, b)
	}
	if _, _, err := grammar(t, map[string]string{"r": `missing`}).Structure([]string{"r"}, nil); err == nil {
		t.Error("an undefined rule gave no error")
	}
}

// TestParseErrors: malformed expressions give errors, not panics.
func TestParseErrors(t *testing.T) {
	for _, src := range []string{"", "(a", `"abc`, "[a-", "[z-a]", "a {", "&{ x }", "a )", `"\x4"`, `[\p{L}]`,
		`"\`, `[\`, `"\1`, `"\12`, `"\x4`, `[`, `ALPHA [`, `:ALPHA`, `v:(a`} {
		if _, err := Parse(src); err == nil {
			t.Errorf("Parse(%q): no error", src)
		}
	}
}

// setOf parses src as the rule "r" of a grammar with the ABNF rules and
// returns its set as Set.String writes it, or "" when it is not a set.
func setOf(t *testing.T, src string) string {
	t.Helper()
	s, ok := grammar(t, with(map[string]string{"r": src})).SetOf(&Node{Kind: Ref, Name: "r"})
	if !ok {
		return ""
	}
	return s.String()
}

// TestSetOfExclusion: !A B is B less A, worked out by hand on the code
// points (a=61, z=7A): A may cut B's ranges at either end, in the middle, in
// several places, wholly or not at all, down to U+0000 and up to U+10FFFF.
func TestSetOfExclusion(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`![d] [a-z]`, "[61-63,65-7A]"},                       // middle
		{`!"a" [a-z]`, "[62-7A]"},                             // first
		{`!"z" [a-z]`, "[61-79]"},                             // last
		{`![ae] [c-z]`, "[63-64,66-7A]"},                      // "a" below B, "e" inside
		{`![bdf] [a-g]`, "[61,63,65,67]"},                     // three cuts
		{`![c-x] [a-dw-z]`, "[61-62,79-7A]"},                  // one cut over two ranges
		{`![a-c] [d-f]`, "[64-66]"},                           // adjacent, disjoint
		{`![x-z] [a-c]`, "[61-63]"},                           // above B
		{`![\x00-\U0010FFFF] [a-z]`, "[]"},                    // everything
		{`![\x00] [\x00-\x05]`, "[1-5]"},                      // U+0000
		{`![\U0010FFFF] [\U0010FFFE-\U0010FFFF]`, "[10FFFE]"}, // U+10FFFF
		{`!ALPHA unreserved`, "[2D-2E,30-39,5F,7E]"},          // RFC 3986 2.3 less ALPHA
		{`!"%" pchar`, "[21,24,26-2E,30-3B,3D,40-5A,5F,61-7A,7E]"},
	} {
		if got := setOf(t, c.src); got != c.want {
			t.Errorf("%s: %q, want %q", c.src, got, c.want)
		}
	}
}

// TestSetOfNotSets: expressions SetOf must refuse although they look close
// to a set: !A B where A or B is not a set, and "%" HEXDIG HEXDIG with
// another first character.
func TestSetOfNotSets(t *testing.T) {
	for _, src := range []string{`!"a" ALPHA*`, `!"ab" ALPHA`, `!ALPHA* DIGIT`, `"&" HEXDIG HEXDIG`, `[%] HEXDIG HEXDIG`} {
		if got := setOf(t, src); got != "" {
			t.Errorf("%s: %q, want not a set", src, got)
		}
	}
}

// TestSetOfFold: a case-insensitive literal or class holds both cases of
// each ASCII letter, A to Z and a to z included, and only of letters (the
// six characters between Z and a, 5B to 60, stay as they are).
func TestSetOfFold(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`"z"i`, "[5A,7A]"},
		{`"Z"i`, "[5A,7A]"},
		{`"a"i`, "[41,61]"},
		{`"A"i`, "[41,61]"},
		{`"_"i`, "[5F]"},
		{`"["i`, "[5B]"},
		{`"1"i`, "[31]"},
		// Y Z [ \ ] ^ _ ` a b, with y z A B.
		{`[Y-b]i`, "[41-42,59-62,79-7A]"},
	} {
		if got := setOf(t, c.src); got != c.want {
			t.Errorf("%s: %q, want %q", c.src, got, c.want)
		}
	}
}

// TestParseLayout: white space (space, tab, line feed, carriage return) and
// "//" comments to the end of the line may stand between the parts of an
// expression, and a comment may end the text.
func TestParseLayout(t *testing.T) {
	const want = "[30-39,41-5A,61-7A]"
	for _, src := range []string{
		"ALPHA/DIGIT",
		"ALPHA\t/\tDIGIT",
		"ALPHA\n/\nDIGIT",
		"ALPHA\r\n/\r\nDIGIT",
		"ALPHA // letters\n/ DIGIT",
		"ALPHA // letters\n/ DIGIT // digits",
		"// first\nALPHA / DIGIT\n// last\n",
	} {
		if got := setOf(t, src); got != want {
			t.Errorf("%q: %q, want %q", src, got, want)
		}
	}
}

// TestParseNames: rule names and labels are letters, "_" and digits, not
// starting with a digit; literals are quoted with ", ' or `.
func TestParseNames(t *testing.T) {
	g := grammar(t, with(map[string]string{
		"z": `"1"`, "Z": `"2"`, "a0": `"3"`, "a9": `'4'`, "_z": "`5`",
		"r": `z / Z / a0 / a9 / _z`,
	}))
	if s, ok := g.SetOf(&Node{Kind: Ref, Name: "r"}); !ok || s.String() != "[31-35]" {
		t.Errorf("r: %v %v, want [31-35]", s, ok)
	}
	n, err := Parse(`l9:ALPHA`)
	if err != nil || n.Kind != Label || n.Name != "l9" || len(n.Kids) != 1 || n.Kids[0].Kind != Ref || n.Kids[0].Name != "ALPHA" {
		t.Fatalf("l9:ALPHA: %+v, %v", n, err)
	}
	// A label is kept in the structure, its set written after it.
	form, _, err := grammar(t, with(map[string]string{"r": `v:ALPHA "-"`})).Structure([]string{"r"}, nil)
	if want := "r <- (v:[41-5A,61-7A] [2D])\n"; err != nil || form != want {
		t.Errorf("structure %q, %v; want %q", form, err, want)
	}
}

// TestParseEscapes: the escapes of Go strings in literals and classes
// (none in backquoted literals), octal with exactly three digits.
func TestParseEscapes(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`"a\tb"`, "a\tb"},
		{`"\101"`, "A"},
		{`"\101\060x"`, "A0x"},
		{`"\x41\u00e9\U0001F600z"`, "A\u00e9\U0001F600z"},
		{`"\"\\"`, `"\`},
		{`'\''`, "'"},
		{"`\\x41`", `\x41`},
	} {
		n, err := Parse(c.src)
		if err != nil || n.Kind != Lit || n.Text != c.want {
			t.Errorf("%s: %+v, %v; want literal %q", c.src, n, err, c.want)
		}
	}
	for _, c := range []struct{ src, want string }{
		{`[\060-\071]`, "[30-39]"},
		{`[\x41-\x43\u00e9]`, "[41-43,E9]"},
	} {
		if got := setOf(t, c.src); got != c.want {
			t.Errorf("%s: %q, want %q", c.src, got, c.want)
		}
	}
}

// TestParseNegatedClass: a negated class is not a set; it is kept as
// written, "-" first standing for itself.
func TestParseNegatedClass(t *testing.T) {
	form, _, err := grammar(t, map[string]string{"r": `[^-.] "a"`}).Structure([]string{"r"}, nil)
	if want := "r <- ([^-.] [61])\n"; err != nil || form != want {
		t.Errorf("structure %q, %v; want %q", form, err, want)
	}
}

// TestParseErrorMessages: an error names what is wrong: a complete escape
// at the end of the text leaves the literal or class unclosed, an escape
// cut short by the end is short.
func TestParseErrorMessages(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`"\101`, "unclosed literal"},
		{`[\101`, "unclosed class"},
		{`"\x41`, "unclosed literal"},
		{`[\x41`, "unclosed class"},
		{`"\12`, "short octal escape"},
		{`"\x4`, "short escape"},
		{`"\`, "escape at end"},
		{`[`, "unclosed class"},
	} {
		_, err := Parse(c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): %v, want an error with %q", c.src, err, c.want)
		}
	}
}

// TestStructureHoleClasses: a rule with more sets than classes names its
// last class for the rest.
func TestStructureHoleClasses(t *testing.T) {
	g := grammar(t, with(map[string]string{"r": `ALPHA "-" DIGIT+`}))
	form, holes, err := g.Structure([]string{"r"}, map[string][]string{"r": {"a", "b"}})
	if err != nil || form != "r <- (□ □ □+)\n" {
		t.Fatalf("structure %q, %v", form, err)
	}
	var got []string
	for _, h := range holes {
		got = append(got, h.Rule+":"+h.Class+":"+h.Set.String())
	}
	if want := "r:a:[41-5A,61-7A] r:b:[2D] r:b:[30-39]"; strings.Join(got, " ") != want {
		t.Errorf("holes %q, want %q", strings.Join(got, " "), want)
	}
}
