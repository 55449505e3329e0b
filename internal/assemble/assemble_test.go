package assemble

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A small base grammar with the four entry rules, each rule with its
// section comment, as grammar/base.peg writes them.
const testBase = `// A test base grammar.

// RFC 3987 section 2.2: IRI-reference = IRI / irelative-ref
IRI_reference <- IRI / irelative_ref

// RFC 3987 section 2.2: IRI
IRI <- scheme ":" rest

// RFC 3987 section 2.2: absolute-IRI
absolute_IRI <- scheme ":" rest

// RFC 3987 section 2.2: irelative-ref
irelative_ref <- rest

// RFC 3986 section 3.1: scheme
scheme <- [a-z]+ { return c.mark(mScheme) }

// RFC 3987 section 2.2: rest
rest <- [a-z]*
`

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func header(lines ...string) string {
	return "// " + strings.Join(lines, "\n// ") + "\n"
}

// TestLoadInheritsHeaderKeys: the behaviour keys (and entry, strip-prefix,
// section-map) pass down the extends chain unless a file gives them; the
// identity keys do not; the default variant comes first, then file order,
// test variants last.
func TestLoadInheritsHeaderKeys(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"base.peg": testBase,
		"a.peg":    header("variant: a", "title: A", "section: RFC 3987 section 2.2", "default: true", "host-std3: true", "entry: R1 R2 R3 R4"),
		"b.peg":    header("variant: b", "extends: a", "section: S b"),
		"c.peg":    header("variant: c", "section: S c", "preprocess: web-address", "uri-only: true", "strip-prefix: i", "section-map: X => Y"),
		"d.peg":    header("variant: d", "extends: c", "section: S d", "uri-only: false") + "\n// RFC 9999 section 1: rest, changed\nrest <- [a-z0-9]*\n",
		// Not the default although it sorts first.
		"0.peg": header("variant: 0", "section: S 0"),
	})
	testDir := writeFiles(t, map[string]string{
		"t.peg": header("variant: t", "extends: d", "section: S t"),
	})
	names, byName, err := Load(dir, testDir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "0", "b", "c", "d", "t"}; !slices.Equal(names, want) {
		t.Errorf("names %v, want %v", names, want)
	}
	for _, c := range []struct {
		name, preprocess, strip, title string
		uriOnly, std3, def, test       bool
		entry0                         string
		sectionMap                     [2]string
	}{
		{"a", "none", "", "A", false, true, true, false, "R1", [2]string{}},
		{"b", "none", "", "", false, true, false, false, "R1", [2]string{}},
		{"c", "web-address", "i", "", true, false, false, false, "IRI-reference", [2]string{"X", "Y"}},
		{"d", "web-address", "i", "", false, false, false, false, "IRI-reference", [2]string{"X", "Y"}},
		{"t", "web-address", "i", "", false, false, false, true, "IRI-reference", [2]string{"X", "Y"}},
	} {
		v := byName[c.name]
		if v.preprocess != c.preprocess || v.stripPrefix != c.strip || v.title != c.title || v.uriOnly != c.uriOnly ||
			v.hostSTD3 != c.std3 || v.isDefault != c.def || v.Test != c.test || v.entryNames[0] != c.entry0 || v.sectionMap != c.sectionMap {
			t.Errorf("%s: %+v", c.name, *v)
		}
	}
	// d's own rule replaces the base rule; t inherits it.
	for _, n := range []string{"d", "t"} {
		i := slices.IndexFunc(byName[n].rules, func(r rule) bool { return r.name == "rest" })
		if i < 0 || !strings.Contains(byName[n].rules[i].text, "a-z0-9") || byName[n].rules[i].section != "RFC 9999 section 1" {
			t.Errorf("%s: rest is %+v", n, byName[n].rules)
		}
	}
	// Without a test directory, no test variant.
	names, _, err = Load(dir, "")
	if err != nil || slices.Contains(names, "t") {
		t.Errorf("Load without tests: %v, %v", names, err)
	}
}

// TestLoadErrors: every malformed header or chain is an error naming it,
// never a variant built from a guess.
func TestLoadErrors(t *testing.T) {
	def := header("variant: a", "section: S", "default: true")
	for _, c := range []struct {
		files map[string]string
		test  map[string]string
		want  string
	}{
		{map[string]string{"a.peg": def + "// colour: red\n"}, nil, `unknown header key "colour"`},
		{map[string]string{"a.peg": header("variant: a", "section: S", "default: yes")}, nil, "default needs true or false"},
		{map[string]string{"a.peg": def + "// preprocess: html\n"}, nil, "preprocess must be"},
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "default: true")}, nil, "2 variants say"},
		{map[string]string{"a.peg": header("variant: a", "section: S")}, nil, "0 variants say"},
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "extends: z")}, nil, `extends unknown variant "z"`},
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "extends: c"), "c.peg": header("variant: c", "section: S", "extends: b")}, nil, `variant "b": extends chain loops: b extends c extends b`},
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "extends: b")}, nil, `variant "b": extends chain loops: b extends b`},
		// A chain that runs into a loop names the variant it starts from.
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "extends: c"), "c.peg": header("variant: c", "section: S", "extends: d"), "d.peg": header("variant: d", "section: S", "extends: c")}, nil,
			`variant "b": extends chain loops: b extends c extends d extends c`},
		{map[string]string{"a.peg": def, "b.peg": header("variant: a", "section: S")}, nil, "defined twice"},
		{map[string]string{"a.peg": header("variant: a", "default: true")}, nil, `needs "// variant:" and "// section:"`},
		{map[string]string{"a.peg": def + "// entry: A B C\n"}, nil, "entry needs four names"},
		{map[string]string{"a.peg": def + "// section-map: A -> B\n"}, nil, "section-map needs"},
		{map[string]string{"a.peg": def}, map[string]string{"t.peg": header("variant: t", "section: S", "default: true")}, "cannot be the default"},
		{map[string]string{"a.peg": def, "b.peg": header("variant: b", "section: S", "extends: t")}, map[string]string{"t.peg": header("variant: t", "section: S")}, "extends test variant"},
		{map[string]string{"a.peg": def + "\nrest <- [a-z]*\n"}, nil, "has no section comment"},
	} {
		files := map[string]string{"base.peg": testBase}
		for k, v := range c.files {
			files[k] = v
		}
		testDir := ""
		if c.test != nil {
			testDir = writeFiles(t, c.test)
		}
		_, _, err := Load(writeFiles(t, files), testDir)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.files, err, c.want)
		}
	}
	if _, _, err := Load(writeFiles(t, map[string]string{"a.peg": def}), ""); err == nil || !strings.Contains(err.Error(), "base.peg") {
		t.Errorf("no base.peg: %v", err)
	}
}

// TestHeaderEndsAtFirstOtherLine: only the leading "// key: value" lines
// are keys; a prose line that reads like one further down is not.
func TestHeaderEndsAtFirstOtherLine(t *testing.T) {
	hdr, rules, err := splitRules("// variant: v\n// section: S\n//\n// rfc3986: its results stay URIs.\n// uri-only: true\n\n// RFC 9999 section 1: r\nr <- \"x\"\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(hdr) != 2 || hdr["variant"] != "v" || hdr["section"] != "S" {
		t.Errorf("header %v", hdr)
	}
	if len(rules) != 1 || rules[0].name != "r" || rules[0].text != `r <- "x"` || rules[0].section != "RFC 9999 section 1" {
		t.Errorf("rules %+v", rules)
	}
}

// TestSplitRules: rules run from their name to the next rule's comment,
// keep their continuation lines, take the section from their comment, and
// are components when their action marks.
func TestSplitRules(t *testing.T) {
	_, rules, err := splitRules(`// variant: v

// RFC 3986 section 3.2.3: port
port <- DIGIT* { return c.mark(mPort) }

// RFC 3986 appendix A: IPv6address, two lines
IPv6address <- "a"
    / "b"
`)
	if err != nil {
		t.Fatal(err)
	}
	want := []rule{
		{name: "port", text: "port <- DIGIT* { return c.mark(mPort) }", section: "RFC 3986 section 3.2.3", component: true},
		{name: "IPv6address", text: "IPv6address <- \"a\"\n    / \"b\"", section: "RFC 3986 appendix A"},
	}
	if !slices.Equal(rules, want) {
		t.Errorf("rules %+v, want %+v", rules, want)
	}
	if _, _, err := splitRules("// variant: v\n\nstray text\n"); err == nil {
		t.Error("text outside a rule: no error")
	}
}

// TestOverride: a variant's rule replaces the parent's of the same name in
// place; new rules come after.
func TestOverride(t *testing.T) {
	got := override([]rule{{name: "a", text: "1"}, {name: "b", text: "2"}}, []rule{{name: "c", text: "3"}, {name: "a", text: "4"}})
	want := []rule{{name: "a", text: "4"}, {name: "b", text: "2"}, {name: "c", text: "3"}}
	if !slices.Equal(got, want) {
		t.Errorf("%+v, want %+v", got, want)
	}
}

// TestRenameRefs: rule names are prefixed; literals, classes, code, labels
// and comments are not.
func TestRenameRefs(t *testing.T) {
	rules := map[string]bool{"a": true, "b": true, "v": true}
	got := renameRefs(`a <- v:b "a" [a-b] 'b' { return c.mark(a) } // a b`, rules, "P_")
	want := `P_a <- v:P_b "a" [a-b] 'b' { return c.mark(a) } // a b`
	if got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
	if p := prefix("web-address.2"); p != "v_web_address_2__" {
		t.Errorf("prefix %q", p)
	}
	if n := displayName("ipath_abempty", "i"); n != "path-abempty" {
		t.Errorf("displayName %q", n)
	}
	if n := displayName("i", "i"); n != "i" {
		t.Errorf("displayName of the prefix alone %q", n)
	}
}

// TestBuiltinGrammarsFastClasses runs on the repository's grammar files:
// the five variants the fast path was written for share one structure,
// draft2002 has another, and the classes are those of the ABNF (by hand,
// RFC 3987 section 2.2 and draft-ietf-iri-3987bis-00 section 7.2).
func TestBuiltinGrammarsFastClasses(t *testing.T) {
	names, byName, err := Load("../../grammar", "")
	if err != nil {
		t.Fatal(err)
	}
	structures := map[string]string{}
	classes := map[string]string{}
	for _, n := range names {
		s, c, err := fastClasses(byName[n])
		if err != nil {
			t.Fatal(err)
		}
		structures[n], classes[n] = s, c
	}
	for _, n := range []string{"3987bis", "leiri", "webaddress", "rfc3986"} {
		if structures[n] != structures["rfc3987"] || classes[n] == "" {
			t.Errorf("%s: structure %s (rfc3987 %s), classes %q", n, structures[n], structures["rfc3987"], classes[n])
		}
	}
	if structures["draft2002"] == structures["rfc3987"] {
		t.Error("draft2002 has the structure of rfc3987")
	}
	// The seventh class, path-sep: "/" (0x2f) in rfc3987, "/" or "\" (0x5c)
	// in webaddress (href-path-sep); no pct-encoded.
	if !strings.Contains(classes["rfc3987"], "{pct: false, r: []genRange{{0x2f, 0x2f}, }}, {pct: true") {
		t.Errorf("rfc3987 classes %s", classes["rfc3987"])
	}
	if !strings.Contains(classes["webaddress"], "{pct: false, r: []genRange{{0x2f, 0x2f}, {0x5c, 0x5c}, }}") {
		t.Errorf("webaddress classes %s", classes["webaddress"])
	}
	// The tables name the keys' constants.
	tabs, err := Tables(names, byName, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`{name: "rfc3987", extends: "base"`, "preprocess: preprocessWebAddress", "uriOnly: true", "hostSTD3: true"} {
		if !strings.Contains(tabs, want) {
			t.Errorf("tables lack %q", want)
		}
	}
	// rfc3987 has the fast path (above), so its entry lists its classes.
	for _, l := range strings.Split(tabs, "\n") {
		if strings.HasPrefix(l, "\t{name: \"rfc3987\", ") && !strings.Contains(l, ", classes: &genClasses{{pct: ") {
			t.Errorf("rfc3987's entry has no classes: %s", l)
		}
	}
}

// TestLoadTestDirBasePegIsAVariant: only the grammar directory's base.peg
// is the base grammar; a test directory's file of that name is a test
// variant like any other.
func TestLoadTestDirBasePegIsAVariant(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"base.peg": testBase,
		"a.peg":    header("variant: a", "section: S a", "default: true"),
	})
	testDir := writeFiles(t, map[string]string{
		"base.peg": header("variant: tb", "section: S tb") + "\n// RFC 9999 section 1: rest, changed\nrest <- [0-9]*\n",
	})
	names, byName, err := Load(dir, testDir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "tb"}; !slices.Equal(names, want) {
		t.Fatalf("names %v, want %v", names, want)
	}
	if !byName["tb"].Test {
		t.Error("tb is not a test variant")
	}
	// a has the grammar directory's base rules: six, rest among them.
	for _, n := range []string{"a", "tb"} {
		var rest string
		for _, r := range byName[n].rules {
			if r.name == "rest" {
				rest = r.text
			}
		}
		want := "rest <- [a-z]*"
		if n == "tb" {
			want = "rest <- [0-9]*"
		}
		if len(byName[n].rules) != 6 || rest != want {
			t.Errorf("%s: %d rules, rest %q, want 6 and %q", n, len(byName[n].rules), rest, want)
		}
	}
}

// TestHeaderOnlyFile: a file that is all header lines, without a final
// newline, is a header and no rules.
func TestHeaderOnlyFile(t *testing.T) {
	hdr, rules, err := splitRules("// variant: v\n// section: S")
	if err != nil {
		t.Fatal(err)
	}
	if len(hdr) != 2 || hdr["variant"] != "v" || hdr["section"] != "S" || len(rules) != 0 {
		t.Errorf("header %v, rules %+v", hdr, rules)
	}
}

// TestSplitRulesIndentedCommentInARule: an indented comment line between a
// rule's lines belongs to the rule; only a comment at the start of a line
// ends it.
func TestSplitRulesIndentedCommentInARule(t *testing.T) {
	_, rules, err := splitRules("// variant: v\n\n// RFC 9999 section 1: r\nr <- \"a\"\n    // the other form\n    / \"b\"\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []rule{{name: "r", text: "r <- \"a\"\n    // the other form\n    / \"b\"", section: "RFC 9999 section 1"}}
	if !slices.Equal(rules, want) {
		t.Errorf("rules %+v, want %+v", rules, want)
	}
}

// TestSplitRulesSectionFromTheFirstCitingLine: when several lines of a
// rule's comment cite a section, the rule's section is the first cited.
func TestSplitRulesSectionFromTheFirstCitingLine(t *testing.T) {
	_, rules, err := splitRules("// variant: v\n\n// RFC 3987 section 2.2: ipath\n// (RFC 3986 section 3.3 has the same rule)\nipath <- \"a\"\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 1 || rules[0].section != "RFC 3987 section 2.2" {
		t.Errorf("rules %+v, want the section RFC 3987 section 2.2", rules)
	}
}

// TestRenameRefsSkipsOnlyWhatItShould: each literal form, class, code block
// (nested braces) and comment ends where it ends, so that the names after
// it are renamed; a choice's "/" is not a comment; labels are found across
// blanks; unterminated text is copied as is, never a panic.
func TestRenameRefsSkipsOnlyWhatItShould(t *testing.T) {
	rules := map[string]bool{"a": true, "b": true, "v": true}
	for _, c := range []struct{ in, want string }{
		{`a <- "x" b`, `P_a <- "x" P_b`},
		{`a <- "\"" b`, `P_a <- "\"" P_b`},
		{`a <- '\'' b`, `P_a <- '\'' P_b`},
		{"a <- `\\` b", "P_a <- `\\` P_b"},
		{`a <- [\]] b`, `P_a <- [\]] P_b`},
		{`a <- [a] b`, `P_a <- [a] P_b`},
		{`a <- b { if x { return b }; return a } b`, `P_a <- P_b { if x { return b }; return a } P_b`},
		{`a <- b / v`, `P_a <- P_b / P_v`},
		{`a <- b /`, `P_a <- P_b /`},
		{"// a b\na <- b", "// a b\nP_a <- P_b"},
		{"a <- b // a\n / v", "P_a <- P_b // a\n / P_v"},
		{`a <- v : b`, `P_a <- v : P_b`},
		{"a <- v\t:b", "P_a <- v\t:P_b"},
		{`a <- v`, `P_a <- P_v`},
		{`a <- "b`, `P_a <- "b`},
		{`a <- b { b`, `P_a <- P_b { b`},
	} {
		if got := renameRefs(c.in, rules, "P_"); got != c.want {
			t.Errorf("renameRefs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestTablesOffsetsSectionMapAndClassNames: a second table set (kind
// "Test") numbers its variants from offset; section-map rewrites exactly
// the sections citing FROM; only a rule that is one class is named.
func TestTablesOffsetsSectionMapAndClassNames(t *testing.T) {
	own := "\n// RFC 9999 section 1: alpha\nalpha <- [a-z]\n" +
		"\n// RFC 9999 section 1: two classes\ntwo <- [a-z] [0-9]\n" +
		"\n// RFC 9999 section 1: a literal and a class\nlit <- \"x\" [a-z]\n"
	dir := writeFiles(t, map[string]string{
		"base.peg": testBase,
		"a.peg":    header("variant: a", "section: S a", "default: true", "section-map: RFC 3987 section 2.2 => RFC 3986 section 3") + own,
		"b.peg":    header("variant: b", "section: S b"),
	})
	names, byName, err := Load(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	tabs, err := Tables(names, byName, 5, "Test")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\n// genTestVariants lists the test-only grammar variants.\nvar genTestVariants = []genVariant{\n",
		"\n\t\"v_a__E_IRI\": {name: \"IRI\", section: \"S a\", variant: 5, entry: true},\n",
		"\n\t\"v_a__IRI\": {name: \"IRI\", section: \"RFC 3986 section 3\", variant: 5, component: false},\n",
		"\n\t\"v_a__scheme\": {name: \"scheme\", section: \"RFC 3986 section 3.1\", variant: 5, component: true},\n",
		"\n\t\"v_a__alpha\": {name: \"alpha\", section: \"RFC 9999 section 1\", variant: 5, component: false},\n",
		"\n\t\"v_b__E_IRI\": {name: \"IRI\", section: \"S b\", variant: 6, entry: true},\n",
		"\n\t\"v_b__IRI\": {name: \"IRI\", section: \"RFC 3987 section 2.2\", variant: 6, component: false},\n",
		"var genTestClassNames = map[string]string{\n\t\"a\\x00[a-z]\": \"alpha\",\n}\n",
	} {
		if !strings.Contains(tabs, want) {
			t.Errorf("tables lack %q:\n%s", want, tabs)
		}
	}
	tabs, err = Tables(names[:1], byName, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if want := "\n// genVariants lists the grammar variants, the default first.\nvar genVariants = []genVariant{\n"; !strings.HasPrefix(tabs, want) {
		t.Errorf("tables start %q, want %q", tabs[:min(len(tabs), 80)], want)
	}
}
