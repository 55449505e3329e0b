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
	for _, src := range []string{"", "(a", `"abc`, "[a-", "[z-a]", "a {", "&{ x }", "a )", `"\x4"`, `[\p{L}]`} {
		if _, err := Parse(src); err == nil {
			t.Errorf("Parse(%q): no error", src)
		}
	}
}
