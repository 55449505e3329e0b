package iri

// Tests of the draft2002 fast path (fastpath_draft2002.go). The fast path
// tests of fastpath_test.go run it too (Draft2002 is in builtinVariants):
// TestFastTables, TestFastTricky, TestFastCorpus, TestValidNoAlloc and
// FuzzFastVsReference. This file adds inputs aimed at the draft's grammar,
// compared field by field with the generated parser, and values worked out
// by hand from grammar/draft2002.peg.

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// d02Tricky are inputs where the ordered choices of grammar/draft2002.peg
// decide: the server or registry authority, the host alternatives, RFC
// 2732's IPv6 rules, opaque parts, and the characters only this grammar has.
var d02Tricky = []string{
	// Authorities.
	"//", "///", "//@", "//@h", "//@/", "//:", "//:80", "//a:", "//a:b", "//a:80", "//a:80x", "//a:8:9",
	"//u@h", "//u@h:1", "//u@", "//u@@h", "//a@b@c", "//u:p@h:80/p", "//u;x=1&y+$,@h", "//u@h@",
	"//a_b", "//a_b/", "//a_b:80", "//a b", "//%41", "//%41@h", "//%4", "//%zz", "//h%41", "//h:%41",
	"//a..b", "//a.", "//a.:1", "//.a", "//-", "//a-", "//é", "//é.é", "//aé:1", "//h;p", "//h=", "//h!",
	"//h?q", "//h#f", "//h/p", "//h[", "//h]", "//h\x7f", "//h\x00", "//[", "//]", "//[]", "//u@[", "//u@]",
	// Hosts: IPv4address, or a host name when a label character or "." follows.
	"//1.2.3.4", "//1.2.3.4/", "//1.2.3.4:", "//1.2.3.4:1", "//1.2.3.4.", "//1.2.3.4.5", "//1.2.3.4a",
	"//1.2.3.4-", "//1.2.3.4é", "//1.2.3.4_", "//1.2.3.4%41", "//1.2.3.4@h", "//1.2.3", "//1.2.3.",
	"//1234.1.1.1", "//1.2345.1.1", "//1.1.1.1234", "//999.999.999.999", "//0.0.0.0", "//1..2.3",
	"//u@1.2.3.4", "//u@1.2.3.4x", "//1.2.3.4:80x", "//1.2.3.4?", "//1.2.3.4#",
	// IPv6reference (RFC 2732).
	"//[::1]", "//[::]", "//[:]", "//[:::]", "//[1:]", "//[1::]", "//[::1", "//[1:", "//[1", "//[1::2::3]",
	"//[::FFFF:1.2.3.4]", "//[::ffff:1.2.3.4]:80/", "//[::1.2.3.4]", "//[1:2:1.2.3.4]", "//[1:2:3.4.5.6]",
	"//[1::1.2.3.4]", "//[1::2:1.2.3.4]", "//[1.2.3.4]", "//[12.3.4.5]", "//[12345::]", "//[1234::]",
	"//[1:2:3:4:5:6:7:8:9]", "//[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", "//[::1]:", "//[::1]:8",
	"//[::1]x", "//[::1]]", "//[::1:]", "//[::1.2.3]", "//[::1:1.2.3]", "//[::1:1.2.3.]", "//[1:2.3.4.5]",
	"//[::1:1.2.3.4.5]", "//[::1:1234.1.1.1]", "//[v1.a]", "//[g::]", "//u@[::1]", "//u@[::1.2.3.4]",
	"//[::1]@h", "//[::1%25x]", "//[::a:b:c.1.2.3]", "//[a.]",
	// Schemes, opaque parts and hierarchical parts.
	"a:", "a:b", "a:/", "a://", "a:?", "a:#", "a:#f", "a:?q#f", "a:b?c#d", "a:b/c", "a:b[c]", "a:[", "a:]",
	"a:;", "a:@", "a:%41", "a:%4", "a:%zz", "a: ", "a:é", "a:b#c#d", "a:/b?c#d", "a:/b[", "a:b:c", "a::",
	"mailto:a?b#c", "A+1.-:x", "1a:b", "+a:b", "a+:b", "-:b", ".:b", ":", ":a", "a", "a:/?#",
	// Relative references.
	"", "#", "#f", "?", "?q", "?#", "#?", "#[]", "/", "/?", "/#", "/a;p/b;q", "a;p", ";", "@", "a@b", "a/b:c",
	"./a:b", "a?b", "a?b?c", "a#b?c", "a[", "[", "]", "%", "%4", "%41", "a%zz", " ", "a b", "\\", "<>\"{}|\\^`",
	"a\x7f", "\x01", "é", "a/é", "?é", "#é", "//h/a b#c d", "/%41%4a", "a/[", "a?[]", "a#[]",
	// Invalid UTF-8, which the fast path must leave to the generated parser.
	"\xff", "a:\xff", "//\xff", "//h/\xc3", "?\xe2\x82", "//[::1]/\xed\xa0\x80",
}

// d02Pieces builds inputs from pieces: every userinfo, host and port after
// every start of a reference and before every end of an authority. With
// -short, the authority comes only after "s://" (the authority code is the
// same after "//") and without a prefix.
func d02Pieces() []string {
	prefixes := []string{"s://", "", "//", "s:", "s:/"}
	if testing.Short() {
		prefixes = prefixes[:2]
	}
	users := []string{"", "u@", "@", "u:p@", "a@b@", "u%20@", "u[@", "é@", "u/@"}
	hosts := []string{"", "a", "a.b", "a.", "a..b", "1.2.3.4", "1.2.3.4.", "1.2.3.4.5", "1.2.3.4a", "1.2.3",
		"1234.1.1.1", "[::1]", "[::FFFF:1.2.3.4]", "[::1.2.3.4]", "[1::2::3]", "[v1.a]", "[", "a_b", "%41",
		"é", "-", "a b", "[::1]x"}
	ports := []string{"", ":", ":80", ":8x", "::"}
	suffixes := []string{"", "/", "/p;q", "?q", "#f", "x", "[", "?#", "%zz", "/?[]#[]"}
	var out []string
	for _, p := range prefixes {
		for _, u := range users {
			for _, h := range hosts {
				for _, o := range ports {
					for _, x := range suffixes {
						out = append(out, p+u+h+o+x)
					}
				}
			}
		}
	}
	return out
}

// d02FuzzCorpora returns the inputs of the stored fuzz corpora
// (testdata/fuzz/*/*): every string value of every file.
func d02FuzzCorpora(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/fuzz/*/*")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(line, "string("); ok {
				s, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
				if err != nil {
					t.Fatalf("%s: %q: %v", f, line, err)
				}
				out = append(out, s)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no fuzz corpus inputs in testdata/fuzz")
	}
	return out
}

// TestDraft2002FastDifferential compares the fast path with the generated
// parser on the tricky inputs, the fuzz corpora and the corpus (also
// ParseRule's errors and Valid), and on the pieces (validity and the IRI),
// under the four entry rules.
func TestDraft2002FastDifferential(t *testing.T) {
	for _, set := range []struct {
		name  string
		ins   []string
		check func(testing.TB, Variant, Rule, string)
	}{
		{"tricky", d02Tricky, checkSame},
		{"fastTricky", fastTricky, checkSame},
		{"fuzz corpora", d02FuzzCorpora(t), checkSame},
		{"corpus", readCorpus(t), checkSame},
		{"pieces", d02Pieces(), checkFast},
	} {
		valid := 0
		for _, s := range set.ins {
			for _, r := range allRules {
				set.check(t, Draft2002, r, s)
			}
			if Draft2002.Valid(s) {
				valid++
			}
		}
		t.Logf("%s: %d inputs, %d valid IRI-references", set.name, len(set.ins), valid)
	}
}

// TestDraft2002FastShort compares the fast path with the generated parser
// on every short string over the characters each part of the grammar turns
// on, after the prefix that leads to that part (one character longer
// without -short, for the smaller alphabets).
func TestDraft2002FastShort(t *testing.T) {
	for _, c := range []struct {
		prefixes         []string
		alphabet         string
		maxShort, maxLen int
	}{
		// Schemes, opaque parts, relative paths, queries and fragments.
		{[]string{"", "a:"}, "/:?#@[].1a%;é_", 3, 3},
		// Authorities: server or registry, userinfo, port.
		{[]string{"//"}, "a1.:@_/[]%", 3, 4},
		// IPv4address or a host name.
		{[]string{"//1.1.", "//u@1."}, "1.a:_/é", 4, 5},
		// IPv6reference: hexseq, "::", the IPv4address at the end.
		{[]string{"//["}, "1a:.]", 5, 6},
		{[]string{"//[::1:1.", "//[1:1.1."}, "1.]:", 4, 5},
	} {
		maxLen := c.maxLen
		if testing.Short() {
			maxLen = c.maxShort
		}
		n := 0
		level := []string{""}
		for range maxLen {
			var next []string
			for _, s := range level {
				for _, r := range c.alphabet {
					next = append(next, s+string(r))
				}
			}
			level = next
			for _, p := range c.prefixes {
				for _, s := range level {
					for _, r := range allRules {
						checkFast(t, Draft2002, r, p+s)
					}
					n++
				}
			}
		}
		t.Logf("%q after %q: %d inputs", c.alphabet, c.prefixes, n)
	}
}

// d02Hand are inputs whose IRI was worked out by hand from
// grammar/draft2002.peg (not by running a parser); ok false means every
// entry rule rejects the input. A valid input with a scheme is also an IRI
// (absoluteIRI-with-fragment) and, without fragment, an absoluteIRI; one
// without is a relativeIRI-with-fragment (decision 1).
var d02Hand = []struct {
	in   string
	ok   bool
	want IRI
	why  string
}{
	{"mailto:a?b#c", true, IRI{Scheme: "mailto", Path: "a?b", PathForm: PathOpaque, Fragment: "c", HasFragment: true},
		"iopaque_part holds the \"?\"; \"#\" is not iric"},
	{"a:b/c", true, IRI{Scheme: "a", Path: "b/c", PathForm: PathOpaque}, "\"/\" is iric after the first character"},
	{"a:?", true, IRI{Scheme: "a", Path: "?", PathForm: PathOpaque}, "\"?\" is iric_no_slash"},
	{"foo: <>\"{}|\\^`", true, IRI{Scheme: "foo", Path: " <>\"{}|\\^`", PathForm: PathOpaque}, "space, delims and unwise are ichar"},
	{"a:/b?c#d", true, IRI{Scheme: "a", Path: "/b", PathForm: PathAbsolute, Query: "c", HasQuery: true, Fragment: "d", HasFragment: true},
		"ihier_part = iabs_path [ \"?\" iquery ]"},
	{"//u@h:80/p;x?q#f", true, IRI{HasAuthority: true, Userinfo: "u", HasUserinfo: true, Host: "h", HostKind: HostRegName,
		Port: "80", HasPort: true, Path: "/p;x", PathForm: PathAbempty, Query: "q", HasQuery: true, Fragment: "f", HasFragment: true},
		"a server: iuserinfo \"@\" ihostname \":\" port"},
	{"//u:p@h", true, IRI{HasAuthority: true, Userinfo: "u:p", HasUserinfo: true, Host: "h", HostKind: HostRegName, PathForm: PathAbempty},
		"\":\" is an iuserinfo character"},
	{"//", true, IRI{HasAuthority: true, HostKind: HostRegName, PathForm: PathAbempty}, "the empty server"},
	{"//a:", true, IRI{HasAuthority: true, Host: "a", HostKind: HostRegName, HasPort: true, PathForm: PathAbempty}, "port = *digit"},
	{"//a:b", true, IRI{HasAuthority: true, Host: "a:b", HostKind: HostRegName, PathForm: PathAbempty},
		"the server \"a:\" is followed by \"b\": ireg_name"},
	{"//@", true, IRI{HasAuthority: true, Host: "@", HostKind: HostRegName, PathForm: PathAbempty}, "no ihost after \"@\""},
	{"//a_b", true, IRI{HasAuthority: true, Host: "a_b", HostKind: HostRegName, PathForm: PathAbempty}, "the server \"a\" is followed by \"_\""},
	{"//a@b@c", true, IRI{HasAuthority: true, Host: "a@b@c", HostKind: HostRegName, PathForm: PathAbempty}, "the server \"a@b\" is followed by \"@\""},
	{"//a..b", true, IRI{HasAuthority: true, Host: "a..b", HostKind: HostRegName, PathForm: PathAbempty},
		"ihostname \"a.\" (final dot) is followed by \".\""},
	{"//%41:80", true, IRI{HasAuthority: true, Host: "%41:80", HostKind: HostRegName, PathForm: PathAbempty}, "escaped is not ilabel_char"},
	{"//1.2.3.4a", true, IRI{HasAuthority: true, Host: "1.2.3.4a", HostKind: HostRegName, PathForm: PathAbempty},
		"IPv4address followed by a label character: ihostname"},
	{"//1.2.3.4.:1", true, IRI{HasAuthority: true, Host: "1.2.3.4.", HostKind: HostRegName, Port: "1", HasPort: true, PathForm: PathAbempty},
		"IPv4address followed by \".\": ihostname with a final dot"},
	{"//1.2.3.4_", true, IRI{HasAuthority: true, Host: "1.2.3.4_", HostKind: HostRegName, PathForm: PathAbempty},
		"the server 1.2.3.4 (IPv4) is followed by \"_\": ireg_name"},
	{"//1234.1.1.1", true, IRI{HasAuthority: true, Host: "1234.1.1.1", HostKind: HostRegName, PathForm: PathAbempty},
		"1*3digit: not an IPv4address"},
	{"//999.1.1.1/", true, IRI{HasAuthority: true, Host: "999.1.1.1", HostKind: HostIPv4, Path: "/", PathForm: PathAbempty},
		"any three digits"},
	{"//1.2.3.4", true, IRI{HasAuthority: true, Host: "1.2.3.4", HostKind: HostIPv4, PathForm: PathAbempty}, "IPv4address at the end"},
	{"//é.example:1/", true, IRI{HasAuthority: true, Host: "é.example", HostKind: HostRegName, Port: "1", HasPort: true,
		Path: "/", PathForm: PathAbempty}, "ucs_char is ilabel_char"},
	{"http://[::FFFF:1.2.3.4]:8/", true, IRI{Scheme: "http", HasAuthority: true, Host: "[::FFFF:1.2.3.4]", HostKind: HostIPv6,
		Port: "8", HasPort: true, Path: "/", PathForm: PathAbempty}, "\"::\" hexseq \":\" IPv4address"},
	{"//[1:2:3.4.5.6]", true, IRI{HasAuthority: true, Host: "[1:2:3.4.5.6]", HostKind: HostIPv6, PathForm: PathAbempty},
		"the hex4 \"3\" is followed by \".\": the IPv4address starts there"},
	{"/a;p/b?x[y]#z[w]", true, IRI{Path: "/a;p/b", PathForm: PathAbsolute, Query: "x[y]", HasQuery: true, Fragment: "z[w]", HasFragment: true},
		"iabs_path, then iric"},
	{"a;b/c:d", true, IRI{Path: "a;b/c:d", PathForm: PathNoScheme}, "irel_segment then iabs_path"},
	{"", true, IRI{PathForm: PathEmpty}, "ipath_empty"},
	{"#f", true, IRI{PathForm: PathEmpty, Fragment: "f", HasFragment: true}, "ipath_empty and a fragment"},
	{"?q", false, IRI{}, "ipath_empty has no query"},
	{"http://[::1.2.3.4]/", false, IRI{}, "RFC 2732's defect: \"::\" then an IPv4address"},
	{"http://u@[::1.2.3.4]/", false, IRI{}, "ireg_name \"u@\" stops at \"[\""},
	{"//[::1]x", false, IRI{}, "nothing but a port after an IPv6reference"},
	{"//[12345::]", false, IRI{}, "hex4 is 1*4hex"},
	{"foo:%zz", false, IRI{}, "\"%\" only in escaped"},
	{"//h/a#b#c", false, IRI{}, "\"#\" is not iric"},
	{"a:", false, IRI{}, "iopaque_part is not empty"},
	{"a:\xff", false, IRI{}, "invalid UTF-8"},
}

// TestDraft2002FastHand checks the fast path and the generated parser
// against the values worked out by hand, under the four entry rules.
func TestDraft2002FastHand(t *testing.T) {
	for _, c := range d02Hand {
		for _, r := range allRules {
			ok := c.ok
			switch {
			case r == RuleRelativeRef && c.want.Scheme != "",
				(r == RuleIRI || r == RuleAbsoluteIRI) && c.want.Scheme == "",
				r == RuleAbsoluteIRI && c.want.HasFragment:
				ok = false
			}
			var got IRI
			if fastParse(fastTableOf(Draft2002), c.in, r, &got) != ok {
				t.Errorf("%s %q (%s): fast path valid = %v, want %v", r, c.in, c.why, !ok, ok)
			} else if ok && got != c.want {
				t.Errorf("%s %q (%s): fast path\n got %+v\nwant %+v", r, c.in, c.why, got, c.want)
			}
			u, err := Draft2002.Reference().ParseRule(c.in, r)
			if (err == nil) != ok {
				t.Errorf("%s %q (%s): generated parser: %v, want valid = %v", r, c.in, c.why, err, ok)
			} else if ok && *u != c.want {
				t.Errorf("%s %q (%s): generated parser\n got %+v\nwant %+v", r, c.in, c.why, *u, c.want)
			}
		}
		if Draft2002.Valid(c.in) != c.ok {
			t.Errorf("Valid(%q) = %v, want %v", c.in, !c.ok, c.ok)
		}
	}
}

// TestDraft2002FastEnabled: Draft2002 takes the fast path, its Reference
// form does not, and a changed grammar digest turns the fast path off.
func TestDraft2002FastEnabled(t *testing.T) {
	if tab := fastTableOf(Draft2002); tab == nil || !tab.draft2002 {
		t.Fatalf("Draft2002 has no fast path (grammar digest %q)", Draft2002.gen().digest)
	}
	if fastTableOf(Draft2002.Reference()) != nil {
		t.Error("Draft2002.Reference() uses the fast path")
	}
	if fastDraft2002Digest != Draft2002.gen().digest {
		t.Errorf("fastDraft2002Digest is %q, the grammar's digest %q", fastDraft2002Digest, Draft2002.gen().digest)
	}
	// The fast path rejects "a:", and the error comes from the generated
	// parser, as without it.
	_, err := Draft2002.Parse("a:")
	_, want := Draft2002.Reference().Parse("a:")
	if err == nil || err.Error() != want.Error() {
		t.Errorf("error %v, want %v", err, want)
	}
}

// TestDraft2002FastNoAlloc: parsing a valid input into a reused IRI
// allocates nothing, nor does Valid.
func TestDraft2002FastNoAlloc(t *testing.T) {
	var ins []string
	for _, s := range readCorpus(t) {
		if Draft2002.Valid(s) {
			ins = append(ins, s)
		}
	}
	if len(ins) < 1000 {
		t.Fatalf("only %d corpus lines are valid under draft2002", len(ins))
	}
	var u IRI
	n := testing.AllocsPerRun(3, func() {
		for _, s := range ins {
			if Draft2002.ParseInto(&u, s, RuleIRIReference) != nil {
				t.Fatalf("%q rejected", s)
			}
		}
	})
	if n != 0 {
		t.Errorf("ParseInto allocates %v times per corpus", n)
	}
}

// TestDraft2002FastLong: long inputs take one pass (a quadratic scan of
// these 1 MB inputs would not finish in the test's time).
func TestDraft2002FastLong(t *testing.T) {
	const n = 1 << 20
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"//" + strings.Repeat("a.", n/2) + "/", true},
		{"//" + strings.Repeat("a.", n/2) + "_/", true},
		{"//" + strings.Repeat("a@", n/2) + "/", true},
		{"//[" + strings.Repeat("1:", n/2) + "1]/", true},
		{"//[" + strings.Repeat("1:", n/2) + "/", false},
		{"//" + strings.Repeat("u", n) + "@" + strings.Repeat("h", n) + ":" + strings.Repeat("1", n) + "x", true},
		{"a:" + strings.Repeat("%41?", n/4), true},
		{"/" + strings.Repeat(";/", n/2) + "?" + strings.Repeat("[", n), true},
		{strings.Repeat("a", n) + ":", false},
	} {
		if got := fastParse(fastTableOf(Draft2002), c.s, RuleIRIReference, nil); got != c.ok {
			t.Errorf("%.20q... (%d bytes): valid = %v, want %v", c.s, len(c.s), got, c.ok)
		}
	}
}

// FuzzDraft2002FastVsReference is FuzzFastVsReference for draft2002 alone:
// the fast path against the generated parser on every entry rule.
func FuzzDraft2002FastVsReference(f *testing.F) {
	for _, s := range d02Tricky {
		f.Add(s)
	}
	for _, c := range d02Hand {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range allRules {
			checkSame(t, Draft2002, r, s)
		}
	})
}
