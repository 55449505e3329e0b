package iri

import (
	"bufio"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// builtinVariants are the variants that have a fast path: draft2002's is
// its own (fastpath_draft2002.go), the others share fastParse's tables.
var builtinVariants = []Variant{RFC3987, RFC3987bis, LEIRI, WebAddress, RFC3986, Draft2002}

// fastPathVariants returns every variant compiled into the tests that runs
// the fast path: the built-in ones and the test-only ones of
// testdata/grammar/ whose structure is the fast path's (their tables are
// derived from their grammar files alone). The fast-versus-reference
// tests run over all of them.
func fastPathVariants() []Variant {
	var out []Variant
	for _, v := range Variants() {
		if v.HasFastPath() {
			out = append(out, v)
		}
	}
	return out
}

var allRules = []Rule{RuleIRIReference, RuleIRI, RuleAbsoluteIRI, RuleRelativeRef}

// checkFast compares the fast path with the generated parser on s: validity
// and every field of the IRI.
func checkFast(t testing.TB, v Variant, r Rule, s string) {
	t.Helper()
	want, wantErr := parseReference(v.gen(), r, s)
	var got IRI
	ok := fastParse(fastTableOf(v), s, r, &got)
	if ok != (wantErr == nil) {
		t.Fatalf("%s %s %q: fast path valid=%v, generated parser: %v", v, r, s, ok, wantErr)
	}
	if ok && got != *want {
		t.Fatalf("%s %s %q:\nfast      %+v\ngenerated %+v", v, r, s, got, *want)
	}
}

// checkSame runs s through the fast path and the generated parser and
// reports every difference: validity, any field of the IRI, the error.
func checkSame(t testing.TB, v Variant, r Rule, s string) {
	t.Helper()
	want, wantErr := parseReference(v.gen(), r, s)
	tab := fastTableOf(v)
	if tab == nil {
		t.Fatalf("%s has no fast path", v)
	}
	var got IRI
	ok := fastParse(tab, s, r, &got)
	if ok != (wantErr == nil) {
		t.Fatalf("%s %s %q: fast path valid=%v, generated parser: %v", v, r, s, ok, wantErr)
	}
	if ok && got != *want {
		t.Fatalf("%s %s %q:\nfast      %+v\ngenerated %+v", v, r, s, got, *want)
	}
	// The public entry point: same IRI, same error, whichever path ran.
	u, err := v.ParseRule(s, r)
	if !reflect.DeepEqual(u, want) || !reflect.DeepEqual(err, wantErr) {
		t.Fatalf("%s %s %q: ParseRule differs from the reference:\n%+v %v\n%+v %v", v, r, s, u, err, want, wantErr)
	}
	if r == RuleIRIReference && v.Valid(s) != (wantErr == nil) {
		t.Fatalf("%s %q: Valid = %v, generated parser: %v", v, s, v.Valid(s), wantErr)
	}
}

// TestFastPathEnabled fails when a built-in grammar changed since the fast
// path was checked against it: the fast path then turns itself off.
func TestFastPathEnabled(t *testing.T) {
	for _, v := range builtinVariants {
		if fastTableOf(v) == nil {
			t.Errorf("variant %s: the grammar's structure digest is %q, the fast path implements %q; "+
				"check fastParse against the grammar, run the fuzz target, then update fastStructure",
				v, v.gen().structure, fastStructure)
		}
		if fastTableOf(v.Reference()) != nil {
			t.Errorf("%s.Reference() uses the fast path", v)
		}
	}
}

// TestReferenceVariant checks the Reference option by hand-worked values.
func TestReferenceVariant(t *testing.T) {
	ref := RFC3987.Reference()
	if ref == RFC3987 || !ref.IsReference() || RFC3987.IsReference() || ref.String() != "rfc3987" {
		t.Fatalf("Reference: %v %v %v", ref == RFC3987, ref.IsReference(), ref.String())
	}
	if ref.Reference() != ref {
		t.Fatal("Reference is not idempotent")
	}
	// "http://[::1]:8080/a?b#c" worked out by hand from RFC 3987 section 2.2.
	s := "http://[::1]:8080/a?b#c"
	want := IRI{Scheme: "http", Host: "[::1]", Port: "8080", Path: "/a", Query: "b", Fragment: "c",
		HasAuthority: true, HasPort: true, HasQuery: true, HasFragment: true,
		HostKind: HostIPv6, PathForm: PathAbempty}
	wantSpans := Spans{Scheme: Span{0, 4}, Authority: Span{7, 17}, Host: Span{7, 12}, Port: Span{13, 17},
		Path: Span{17, 19}, Query: Span{20, 21}, Fragment: Span{22, 23}}
	for _, v := range []Variant{RFC3987, ref} {
		u, err := v.Parse(s)
		if err != nil || *u != want || u.Spans() != wantSpans {
			t.Errorf("%v (reference %v): %+v %v", v, v.IsReference(), u, err)
		}
	}
	// An error comes from the generated parser either way: a space at 9.
	_, err := RFC3987.Parse("http://a b")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Offset != 8 {
		t.Errorf("error: %v", err)
	}
}

// probeRunes are the code points TestFastTables tries in every context:
// every ASCII character, and the first, last and one-past code points of
// every range of ucschar, iprivate (both versions) and leiri-ucschar /
// href-ucschar (from internal/chars, transcribed from the specifications),
// and of every range of every class gen.go derived for any variant (the
// test-only ones included).
func probeRunes() []rune {
	var rs []rune
	for c := rune(0); c < utf8.RuneSelf; c++ {
		rs = append(rs, c)
	}
	var bounds [][2]rune
	for _, tab := range []*unicode.RangeTable{chars.Ucschar, chars.Iprivate, chars.IprivateBis, chars.LeiriUcschar} {
		for _, r := range tab.R16 {
			bounds = append(bounds, [2]rune{rune(r.Lo), rune(r.Hi)})
		}
		for _, r := range tab.R32 {
			bounds = append(bounds, [2]rune{rune(r.Lo), rune(r.Hi)})
		}
	}
	for _, v := range genVariants {
		if v.classes != nil {
			for _, set := range v.classes {
				for _, r := range set.r {
					bounds = append(bounds, r)
				}
			}
		}
	}
	seen := map[rune]bool{}
	for _, x := range bounds {
		for _, r := range []rune{x[0] - 1, x[0], x[0] + 1, x[1] - 1, x[1], x[1] + 1} {
			if r >= utf8.RuneSelf && utf8.ValidRune(r) && !seen[r] {
				seen[r] = true
				rs = append(rs, r)
			}
		}
	}
	// Boundaries the grammar files state that are not ends of the ranges above.
	rs = append(rs, 0x7F, 0x80, 0x9F, 0xFFFE, 0xFFFF, 0x10FFFF, 0xE0FFF, 0xE1000)
	return rs
}

// fastContexts put a probe character (written X) everywhere a character
// class of the fast path decides.
var fastContexts = []string{
	"X", "aX", "aXb:c", "X:", "aX:", "a+X:", // scheme or first segment
	"s://aXb@h", "s://X@h", "s://u:X@h", // iuserinfo
	"s://aXb", "s://X", "s://aXb/p", "s://aXb:1", "s://1.2.3.4X", "s://1.2.3.X", "s://X1.2.3.4", // ihost
	"s://h:1X", "s://h:X", // port
	"s:/aXb", "s:/X", "s:aX", "s:X", "s://h/X/Y", "s:/a/Xb", "/X", "//X/X", // paths
	"aXb/c", "Xb/c", "a/bXc", "./X", // ipath-noscheme
	"s:?X", "s:?aXb", "?X", "s://h?X#X", // iquery
	"s:#X", "#aXb", "s:?#X", // ifragment
	"s:/%X0", "s:/%0X", "s://%X0", "s://%0X@h", "?%0X", "#%X0", // pct-encoded
	"s://[vX.a]", "s://[v1.X]", "s://[v1.aXb]", "s://[Xa]", "s://[::X]", "s://[X::1]", // IP-literal
}

// fastRuneContexts are the contexts in which TestFastTables tries the
// non-ASCII boundaries: one per character class.
var fastRuneContexts = []string{
	"aX:", "s://aXb@h", "s://aXb", "s:/aXb", "s:aX", "aXb/c", "s:?aXb", "s:#aXb", "s://[v1.aXb]", "s://h:1X",
}

// TestFastTables checks every entry of the fast path's character tables
// against the generated parser: every ASCII character in every context and
// every range boundary in a context of every class, for every built-in
// variant, as an IRI-reference and as the other entry rule the context fits.
func TestFastTables(t *testing.T) {
	probes := probeRunes()
	try := func(v Variant, ctx string, r rune) {
		s := strings.ReplaceAll(ctx, "X", string(r))
		s = strings.ReplaceAll(s, "Y", string(r))
		checkFast(t, v, RuleIRIReference, s)
		if strings.HasPrefix(ctx, "s:") {
			checkFast(t, v, RuleAbsoluteIRI, s)
		} else {
			checkFast(t, v, RuleRelativeRef, s)
		}
	}
	for _, v := range fastPathVariants() {
		for _, r := range probes {
			ctxs := fastContexts
			if r >= utf8.RuneSelf {
				ctxs = fastRuneContexts
			}
			for _, ctx := range ctxs {
				try(v, ctx, r)
			}
		}
	}
}

// fastTricky are inputs where PEG's ordered choices or a variant's rules
// need care.
var fastTricky = []string{
	"", ":", "/", "//", "///", "////", "?", "#", "?#", "#?", "a:", "a:/", "a://", "a:?", "a:#",
	"http://example.com", "http://example.com/", "HTTP://EXAMPLE.COM:80/a/b?c=d#e",
	"http://u:p@h:8/p", "http://u@p@h/", "http://@h", "http://h:", "http://h:x", "http://:80",
	"http://a b", "http://h/a b", "a b", "%", "%4", "%41", "%4g", "a%", "http://h/%", "http://h/%zz",
	"http://h%41/", "http://h%4/", "http://%E2%82%AC.example/", "http://u%20x@h/",
	// IPv4address falls back to ireg-name.
	"http://1.2.3.4/", "http://1.2.3.4", "http://1.2.3.4x/", "http://1.2.3.4.5/", "http://256.1.1.1/",
	"http://255.255.255.255/", "http://01.2.3.4/", "http://1.2.3/", "http://1.2.3.4:80/",
	"http://1.2.3.4%41/", "http://1.2.3.4%4/", "http://1.2.3.4\\x", "http://1.2.3.4é/", "http://0.0.0.0",
	"http://249.250.199.100/", "http://25.2.20.200", "http://1.2.3.25%zz", "http://1.2.3.4-/",
	// The nine IPv6address forms and malformed ones.
	"http://[1:2:3:4:5:6:7:8]/", "http://[::2:3:4:5:6:7:8]/", "http://[1::3:4:5:6:7:8]/",
	"http://[1:2::4:5:6:7:8]/", "http://[1::4:5:6:7:8]/", "http://[1:2:3::5:6:7:8]/",
	"http://[1:2:3:4::6:7:8]/", "http://[1:2:3:4:5::7:8]/", "http://[1:2:3:4:5:6::8]/",
	"http://[1:2:3:4:5:6:7::]/", "http://[::]/", "http://[::1]/", "http://[1::]/",
	"http://[::1.2.3.4]/", "http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:1.2.3.4]/",
	"http://[1::2:3:4:5:6:7]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[1:2:3:4:5:6:7]/",
	"http://[12345::]/", "http://[::1:2.3.4.5]/", "http://[1:2.3.4.5]/", "http://[:::]/",
	"http://[1:::2]/", "http://[::1.2.3.256]/", "http://[::01.2.3.4]/", "http://[fe80::1%25eth0]/",
	"http://[::1]x", "http://[::1]:80", "http://[::1", "http://[", "http://[]", "http://[v1.a]/",
	"http://[V1F.a:b]/", "http://[v.a]/", "http://[v1.]/", "http://[v1a]/", "http://[vg.a]/",
	"http://[1:2:3:4:5:6:7:1.2.3.4]/", "http://[::1:2:3:4:5:6:7]/", "http://[abcd:ef01::1.2.3.4]/",
	// Schemes, relative references, colons.
	"a+b-c.d:x", "1a:b", "a:b:c", "./a:b", "a/b:c", "a:b/c:d", "//a:b@c:1/d:e", "+a:b", "-:x",
	"http:", "http:/", "http:a", "http://", "http:///a", "mailto:a@b", "urn:a:b", "a@b", "@", "@:",
	// Fragments and queries.
	"a#b#c", "a?b?c", "a#b?c", "?a#b#c", "http://h#f#g", "#", "#%", "#%41",
	// Backslashes, spaces, controls (leiri, webaddress).
	"\\", "\\\\", "\\a", "/\\", "\\/", "a\\b", "http://h\\p", "http://h\\\\p", "http:\\\\h\\p",
	"http://u\\v@h\\p", "http://h/a\\b", "http://h?a\\b#c\\d", "a b c", "\x00", "\x1F", "\x7F", "\t",
	"http://h/%", "http://h/a%", "http://h%/", "http://u%@h/", "http://h?%#%", "http:%", "%%",
	// Non-ASCII, private use, tags, invalid UTF-8.
	"http://résumé.example.org/chemin?q=1#haut", "http://例え.テスト/パス", "?\uE000", "#\uE000", "/\uE000",
	"?\U000E0000", "?\U000F0000", "?\U0010FFFD", "\U0010FFFF", "\uFFFD", "\uFFFE", "\xff", "a\xc3",
	"http://h/\xe2\x82", "\u00A0", "\u009F", "\uFDD0", "\uFDF0", "\U0001FFFE", "\U000E1000",
}

// TestFastTricky runs the tricky inputs through both paths.
func TestFastTricky(t *testing.T) {
	for _, v := range fastPathVariants() {
		for _, s := range fastTricky {
			for _, r := range allRules {
				checkSame(t, v, r, s)
			}
		}
	}
}

// readCorpus returns the lines of testdata/corpus.txt.
func readCorpus(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("testdata/corpus.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(lines) == 0 {
		tb.Fatal("empty corpus")
	}
	return lines
}

// TestFastCorpus runs the benchmark corpus through both paths; the corpus
// must be valid under RFC 3987 (it is what BenchmarkParse measures).
func TestFastCorpus(t *testing.T) {
	lines := readCorpus(t)
	for _, s := range lines {
		if _, err := RFC3987.Reference().Parse(s); err != nil {
			t.Errorf("corpus line %q: %v", s, err)
		}
		for _, v := range fastPathVariants() {
			for _, r := range allRules {
				checkSame(t, v, r, s)
			}
		}
	}
}

// TestValidNoAlloc checks that Valid does not allocate.
func TestValidNoAlloc(t *testing.T) {
	lines := readCorpus(t)
	for _, v := range fastPathVariants() {
		n := testing.AllocsPerRun(3, func() {
			for _, s := range lines {
				v.Valid(s)
			}
		})
		if n != 0 {
			t.Errorf("%s: Valid allocates %v times per corpus", v, n)
		}
	}
	n := testing.AllocsPerRun(10, func() { Parse("http://résumé.example.org/chemin?q=1#haut") })
	if n > 1 {
		t.Errorf("Parse allocates %v times", n)
	}
}

// TestParseLocalNoAlloc: Parse is inlined into its caller, so a result that
// does not outlive the caller is allocated on its stack, and parsing a valid
// input then allocates nothing.
func TestParseLocalNoAlloc(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters keep the compiler from inlining Parse")
	}
	var host, path string
	n := testing.AllocsPerRun(10, func() {
		if u, err := Parse("http://r\u00e9sum\u00e9.example.org/chemin?q=1#haut"); err == nil {
			host = u.Host
		}
		if u, err := RFC3987bis.ParseRule("//b\u00fccher.example/\u00e4", RuleRelativeRef); err == nil {
			path = u.Path
		}
	})
	if n != 0 {
		t.Errorf("Parse with a result that does not escape allocates %v times", n)
	}
	if host != "r\u00e9sum\u00e9.example.org" || path != "/\u00e4" {
		t.Errorf("host %q, path %q", host, path)
	}
}

// FuzzFastVsReference runs both paths on every input, every variant with a
// fast path (the test-only ones included) and every entry rule, and fails on any difference in validity,
// components, flags, kinds, spans or error.
func FuzzFastVsReference(f *testing.F) {
	for _, s := range fastTricky {
		f.Add(s)
	}
	for _, ctx := range fastContexts {
		f.Add(strings.ReplaceAll(ctx, "X", "é"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range fastPathVariants() {
			for _, r := range allRules {
				checkSame(t, v, r, s)
			}
		}
	})
}

// TestFastRunTables checks every entry of the run table of every class scan
// is called with against specRunEntry, which works the entry out from the
// ABNF without the fast path's tables.
func TestFastRunTables(t *testing.T) {
	checked := 0
	for i, ft := range fastVariants {
		if ft == nil || ft.draft2002 {
			continue // no tables: draft2002's classes are d02Class
		}
		vn := genVariants[i].name
		switch vn {
		case "rfc3987", "3987bis", "leiri", "webaddress", "rfc3986":
		default:
			// No specification in specClassMember: a test-only variant,
			// whose tables TestFastTables checks against its grammar.
			continue
		}
		checked++
		// authority takes "[" to start an IP-literal before any scan.
		if ft.ascii['[']&(cUser|cReg) != 0 {
			t.Errorf("%s: \"[\" is in iuserinfo or ireg-name", vn)
		}
		for k := range scanClasses {
			tab := &ft.runs[k]
			for c := 0; c < 256; c++ {
				if want := specRunEntry(vn, k, c); tab[c] != want {
					t.Errorf("%s: class %#x byte %#x: run table %d, want %d", vn, scanClasses[k], c, tab[c], want)
				}
			}
		}
	}
	if checked != 5 {
		t.Errorf("checked %d variants' fast tables, want the 5 built-in ones", checked)
	}
	// By hand from RFC 3987 section 2.2: C3 starts U+00C0-00FF and E4
	// U+4000-4FFF, all ucschar; EE starts U+E000-EFFF, iprivate, which only
	// iquery allows; C2 starts U+0080-00BF, partly outside ucschar.
	ft := fastTableOf(RFC3987)
	for _, c := range []struct {
		k    int
		b    byte
		want uint8
	}{
		{sPath, 0xC3, runLead2}, {sPath, 0xE4, runLead3}, {sPath, 0xEE, 0},
		{sQuery, 0xEE, runLead3}, {sPath, 0xC2, 0}, {sQuery, 0xED, 0},
	} {
		if got := ft.runs[c.k][c.b]; got != c.want {
			t.Errorf("rfc3987: class %#x byte %#x: run table %d, want %d", scanClasses[c.k], c.b, got, c.want)
		}
	}
}

// Indexes of genClasses, in the order of the class bits.
const (
	kAlpha = iota
	kScheme
	kUser
	kReg
	kSeg
	kNC
	kSep
	kQuery
	kFrag
)

// classesWith returns a copy of base with f applied to class k.
func classesWith(base genClasses, k int, f func(s *genSet)) *genClasses {
	s := genSet{pct: base[k].pct, r: append([]genRange(nil), base[k].r...)}
	f(&s)
	base[k] = s
	return &base
}

// addRange adds the code points lo..hi to a class.
func addRange(lo, hi rune) func(*genSet) {
	return func(s *genSet) { s.r = append(s.r, genRange{lo, hi}) }
}

// withoutChar removes the code point c from a class.
func withoutChar(c rune) func(*genSet) {
	return func(s *genSet) {
		var out []genRange
		for _, r := range s.r {
			if r[0] <= c && c <= r[1] {
				if r[0] < c {
					out = append(out, genRange{r[0], c - 1})
				}
				if c < r[1] {
					out = append(out, genRange{c + 1, r[1]})
				}
				continue
			}
			out = append(out, r)
		}
		s.r = out
	}
}

// TestNewFastTableAssumptions: newFastTable refuses classes that break what
// fastParse assumes beyond the grammar's structure, each change made to a
// copy of rfc3987's classes (RFC 3987 section 2.2): "[" in iuserinfo,
// ireg-name or path-sep; a digit or "." missing from ireg-name;
// pct-encoded among scheme characters or path separators; "%" and
// pct-encoded in a class without every HEXDIG.
func TestNewFastTableAssumptions(t *testing.T) {
	base := *RFC3987.gen().classes
	if newFastTable(&base) == nil {
		t.Fatal("rfc3987's classes refused")
	}
	with := func(k int, f func(s *genSet)) *genClasses { return classesWith(base, k, f) }
	add, without := addRange, withoutChar
	pct := func(s *genSet) { s.pct = true }
	for _, c := range []struct {
		what    string
		classes *genClasses
	}{
		{`"[" in iuserinfo`, with(kUser, add('[', '['))},
		{`"[" in ireg-name`, with(kReg, add('[', '['))},
		{`"[" in path-sep`, with(kSep, add('[', '['))},
		{`"7" not in ireg-name`, with(kReg, without('7'))},
		{`"0" not in ireg-name`, with(kReg, without('0'))},
		{`"9" not in ireg-name`, with(kReg, without('9'))},
		{`"." not in ireg-name`, with(kReg, without('.'))},
		{"pct-encoded in scheme", with(kScheme, pct)},
		{"pct-encoded in path-sep", with(kSep, pct)},
		{`"%" and pct-encoded in isegment without "b"`, with(kSeg, func(s *genSet) { add('%', '%')(s); without('b')(s) })},
	} {
		if newFastTable(c.classes) != nil {
			t.Errorf("%s: a fast table", c.what)
		}
	}
	// Changes that break nothing: "%" alone in ifragment, "|" in isegment.
	// A HEXDIG may be missing from a class that has pct-encoded but not
	// "%" (step then reads "%" only as pct-encoded, as the grammar does),
	// or "%" but not pct-encoded (then "%" is one character either way).
	noPct := func(s *genSet) { s.pct = false }
	for _, c := range []struct {
		what    string
		classes *genClasses
	}{
		{`"%" in ifragment`, with(kFrag, add('%', '%'))},
		{`"|" in isegment`, with(kSeg, add('|', '|'))},
		{`pct-encoded without "%" in isegment without "b"`, with(kSeg, without('b'))},
		{`"%" without pct-encoded in ifragment without "b"`, with(kFrag, func(s *genSet) { noPct(s); add('%', '%')(s); without('b')(s) })},
	} {
		if newFastTable(c.classes) == nil {
			t.Errorf("%s: classes refused", c.what)
		}
	}
}

// Tests that kill mutants of fastpath.go (make mutate FILES=fastpath.go):
// the helpers that build the fast tables, run on small hand-made inputs
// whose answers are worked out by hand.

// TestFastTablesFor: a variant gets a fast table when its grammar has the
// structure fastParse implements, whatever its name; a grammar whose
// structure changed (another structure digest), or whose classes could not
// be derived, parses with the generated parser alone; draft2002's
// recogniser goes with its grammar's digest, not its name.
func TestFastTablesFor(t *testing.T) {
	gen := slices.Clone(genVariants)
	for i := range gen {
		if fastTablesFor(gen)[i] == nil && gen[i].structure == fastStructure {
			t.Fatalf("%s: no fast table for a grammar of the fast structure", gen[i].name)
		}
	}
	i3987 := slices.IndexFunc(gen, func(v genVariant) bool { return v.digest == RFC3987.gen().digest })
	i2002 := slices.IndexFunc(gen, func(v genVariant) bool { return v.digest == fastDraft2002Digest })
	stale := slices.Clone(gen)
	stale[i3987].structure = "0000000000000000"
	noClasses := slices.Clone(gen)
	noClasses[i3987].classes = nil
	renamed := slices.Clone(gen)
	renamed[i3987].name = "not-" + renamed[i3987].name
	renamed[i2002].name = "not-" + renamed[i2002].name
	edited2002 := slices.Clone(gen)
	edited2002[i2002].digest = "0000000000000000"
	want := fastTablesFor(gen)
	for _, c := range []struct {
		what string
		gen  []genVariant
		off  int // the variant that loses its table, or -1
	}{{"changed structure", stale, i3987}, {"no classes", noClasses, i3987}, {"renamed variants", renamed, -1}, {"edited draft2002", edited2002, i2002}} {
		tables := fastTablesFor(c.gen)
		for i, tab := range tables {
			if (tab == nil) != (i == c.off || want[i] == nil) {
				t.Errorf("%s: variant %s has a fast table: %v", c.what, c.gen[i].name, tab != nil)
			}
		}
	}
}

// TestRegIsUserLessColon pins a speed property of the tables, from the
// grammars: where ireg-name is iuserinfo without ":" (RFC 3987 section 2.2:
// iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" ), ireg-name =
// *( iunreserved / pct-encoded / sub-delims ); RFC 3986 the same in ASCII),
// the scanner reads the host once, in the userinfo scan. In 3987bis and its
// LEIRI and Web Address variants ireg-name has no pct-encoded while
// iuserinfo has, so the shortcut must be off there.
func TestRegIsUserLessColon(t *testing.T) {
	want := map[string]bool{"rfc3987": true, "rfc3986": true, "3987bis": false, "leiri": false, "webaddress": false}
	for name, w := range want {
		v, err := LookupVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := fastTableOf(v).regIsUserLessColon; got != w {
			t.Errorf("%s: regIsUserLessColon = %v, want %v", name, got, w)
		}
	}
}

// TestAllIn checks allIn on hand-made range lists: the answer is whether
// every code point of lo..hi lies in ranges carrying the class.
func TestAllIn(t *testing.T) {
	const a, b = 1, 2
	tab := &fastTable{ranges: []fastRange{{0x100, 0x1FF, a}, {0x200, 0x2FF, a | b}, {0x300, 0x30F, b}, {0x400, 0x40F, a}}}
	for _, c := range []struct {
		lo, hi rune
		class  uint16
		want   bool
	}{
		{0x1FF, 0x1FF, a, true},  // the last code point of a range
		{0x100, 0x1FF, a, true},  // exactly one range
		{0x180, 0x2FF, a, true},  // across two adjacent ranges
		{0x180, 0x2FF, b, false}, // 0x180-0x1FF lacks b
		{0x200, 0x30F, b, true},  // adjacent ranges both with b
		{0x200, 0x310, b, false}, // one past the end
		{0x0FF, 0x100, a, false}, // starts before the first range
		{0x300, 0x40F, b, false}, // a gap at 0x310-0x3FF
		{0x410, 0x410, a, false}, // after every range
	} {
		if got := tab.allIn(c.lo, c.hi, c.class); got != c.want {
			t.Errorf("allIn(%#x, %#x, %d) = %v, want %v", c.lo, c.hi, c.class, got, c.want)
		}
	}
}

// TestMergeRanges checks mergeRanges on hand-made inputs: disjoint sorted
// output, bits or-ed where the inputs overlap, single code points kept, and
// adjacent ranges with the same bits joined into one.
func TestMergeRanges(t *testing.T) {
	const A, B = 1, 2
	for _, c := range []struct {
		a, b []fastRange
		want []fastRange
	}{
		{a: []fastRange{{5, 5, 0}}, want: []fastRange{{5, 5, A}}},
		{b: []fastRange{{7, 7, 0}}, want: []fastRange{{7, 7, B}}},
		{a: []fastRange{{1, 2, 0}, {3, 4, 0}}, want: []fastRange{{1, 4, A}}},
		// A merge, a gap, then a range of its own: every cut is read.
		{a: []fastRange{{1, 2, 0}, {3, 4, 0}, {10, 11, 0}}, want: []fastRange{{1, 4, A}, {10, 11, A}}},
		// Out of order in the input, overlapping across a and b.
		{a: []fastRange{{20, 29, 0}, {0, 9, 0}}, b: []fastRange{{5, 24, 0}},
			want: []fastRange{{0, 4, A}, {5, 9, A | B}, {10, 19, B}, {20, 24, A | B}, {25, 29, A}}},
		// b inside a, ending where a ends.
		{a: []fastRange{{10, 19, 0}}, b: []fastRange{{15, 19, 0}}, want: []fastRange{{10, 14, A}, {15, 19, A | B}}},
		{want: nil},
	} {
		var in []fastRange
		for _, x := range c.a {
			in = append(in, fastRange{x.lo, x.hi, A})
		}
		for _, x := range c.b {
			in = append(in, fastRange{x.lo, x.hi, B})
		}
		if got := mergeRanges(in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("mergeRanges(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestFastIPLiteralPrefixes runs every prefix of IRIs holding an IP-literal
// through the fast path and the generated parser (checkSame), so that each
// scanning loop of ipLiteral, h16 and dcolon meets the end of the input at
// every position. By hand (RFC 3986 section 3.2.2, the same in every
// variant): a prefix that has the "[" but not the "]" is invalid, every
// other prefix is valid; an IPvFuture holding a byte above ASCII (0x80, not
// even UTF-8) is invalid however it ends.
func TestFastIPLiteralPrefixes(t *testing.T) {
	literals := []string{"[v1F.x:y~]", "[V7.!$&'()*+,;=]", "[1:2::3:4]", "[::ffff:1.2.3.4]", "[::]", "[1:2:3:4:5:6:7:8]", "[fe80::1]"}
	for _, v := range builtinVariants {
		if tab := fastTableOf(v); tab == nil || tab.draft2002 {
			continue
		}
		for _, lit := range literals {
			for _, pre := range []string{"http://", "//", "a://u@"} {
				s := pre + lit + ":80/p?q#f"
				for n := 0; n <= len(s); n++ {
					in := s[:n]
					checkSame(t, v, RuleIRIReference, in)
					open := n > len(pre) && n < len(pre)+len(lit)
					if v.Valid(in) == open {
						t.Errorf("%s: Valid(%q) = %v, want %v", v, in, !open, !open)
					}
				}
			}
		}
		for _, in := range []string{"http://[v7.\x80]/", "http://[v7.a\x80", "//[v7.\x80"} {
			checkSame(t, v, RuleIRIReference, in)
			if v.Valid(in) {
				t.Errorf("%s: Valid(%q) = true", v, in)
			}
		}
	}
}

// TestDecOctetIPv4 checks the IPv4address helpers on their own, by the
// ordered choice of grammar/base.peg (RFC 3986 section 3.2.2):
// dec-octet = "25" %x30-35 / "2" %x30-34 DIGIT / "1" 2DIGIT / %x31-39 DIGIT
// / DIGIT, the first alternative that matches winning, and -1 where none
// does.
func TestDecOctetIPv4(t *testing.T) {
	for _, c := range []struct {
		s       string
		i, want int
	}{
		{"255", 0, 3}, {"256", 0, 2}, {"249", 0, 3}, {"199", 0, 3}, {"99", 0, 2},
		{"0", 0, 1}, {"01", 0, 1}, {"2a", 0, 1}, {"x", 0, -1}, {"", 0, -1}, {"a.7", 2, 3}, {"a.", 2, -1},
	} {
		if got := decOctet(c.s, c.i); got != c.want {
			t.Errorf("decOctet(%q, %d) = %d, want %d", c.s, c.i, got, c.want)
		}
	}
	for _, c := range []struct {
		s       string
		i, want int
	}{
		{"1.2.3.4", 0, 7}, {"//1.2.3.4/", 2, 9}, {"1.2.3.4x", 0, 7}, {"1.2.3", 0, -1},
		{"256.1.1.1", 0, -1}, {"1.2.3.x", 0, -1}, {"a.b.c.d", 0, -1}, {"x", 0, -1},
	} {
		if got := ipv4(c.s, c.i); got != c.want {
			t.Errorf("ipv4(%q, %d) = %d, want %d", c.s, c.i, got, c.want)
		}
	}
}

// TestReferenceValid: Valid on a reference variant runs the generated
// parser (the dispatcher's fallback, parse.go) and answers as the fast path
// does. By hand (RFC 3987 section 2.2): "http://a/b" is an IRI; "http://a b" is not (a
// space is no ucschar).
func TestReferenceValid(t *testing.T) {
	for _, v := range []Variant{RFC3987, RFC3987.Reference()} {
		if !v.Valid("http://a/b") || v.Valid("http://a b") {
			t.Errorf("%v (reference %v): Valid(\"http://a/b\") = %v, Valid(\"http://a b\") = %v",
				v, v.IsReference(), v.Valid("http://a/b"), v.Valid("http://a b"))
		}
	}
}

// TestFastTableNonASCII builds tables from hand-changed copies of rfc3987's
// classes (RFC 3987 section 2.2: ucschar starts at U+00A0, iprivate
// U+E000-F8FF is in iquery only, U+FDD0-FDEF and U+FFF0-FFFF are in no
// class) and checks where the code points from U+0080 on go: never into
// the byte table, whose entries for bytes 80-FF stay zero (fastTable's
// comment: those bytes are parts of multi-byte sequences), always into the
// ranges, and a lead byte into the run table when every code point it
// starts is in the class.
func TestFastTableNonASCII(t *testing.T) {
	// Every variant's byte table, LEIRI's and Web Address's among them,
	// whose classes hold the range U+007F-D7FF from DEL on.
	for _, v := range fastPathVariants() {
		ft := fastTableOf(v)
		if ft.draft2002 {
			continue
		}
		for c := utf8.RuneSelf; c < 256; c++ {
			if ft.ascii[c] != 0 {
				t.Errorf("%s: byte table entry %#x = %#x, want 0", v, c, ft.ascii[c])
			}
		}
	}
	base := *RFC3987.gen().classes
	// DEL and U+0080 added to ifragment: DEL is a byte, U+0080 a range.
	ft := newFastTable(classesWith(base, kFrag, addRange(0x7F, 0x80)))
	if ft == nil {
		t.Fatal("U+007F-0080 in ifragment: classes refused")
	}
	if ft.ascii[0x7F]&cFrag == 0 || ft.ascii[0x80] != 0 || ft.ascii[0x81] != 0 {
		t.Errorf("byte table: 7F %#x, 80 %#x, 81 %#x; want ifragment, 0, 0", ft.ascii[0x7F], ft.ascii[0x80], ft.ascii[0x81])
	}
	if ft.runeBits(0x80)&cFrag == 0 || ft.runeBits(0x81)&cFrag != 0 {
		t.Errorf("runeBits: U+0080 %#x, U+0081 %#x; want ifragment in the first only", ft.runeBits(0x80), ft.runeBits(0x81))
	}
	var u IRI
	if !fastParse(ft, "#\x7F\u0080", RuleIRIReference, &u) || u.Fragment != "\x7F\u0080" || !u.HasFragment {
		t.Errorf("fastParse(%q) = %+v", "#\x7F\u0080", u)
	}
	if fastParse(ft, "#\u0081", RuleIRIReference, nil) {
		t.Errorf("fastParse(%q) = true", "#\u0081")
	}
	// U+F000-FFFF added to iquery: all of lead byte EF's code points are
	// then in iquery, not in ifragment (iprivate, U+FFF0-FFFF).
	ft = newFastTable(classesWith(base, kQuery, addRange(0xF000, 0xFFFF)))
	if ft == nil {
		t.Fatal("U+F000-FFFF in iquery: classes refused")
	}
	for _, c := range []struct {
		k    int
		b    byte
		want uint8
	}{{sQuery, 0xEF, runLead3}, {sQuery, 0xEE, runLead3}, {sFrag, 0xEF, 0}, {sQuery, 0xF0, 0}} {
		if got := ft.runs[c.k][c.b]; got != c.want {
			t.Errorf("U+F000-FFFF in iquery: class %#x byte %#x: run table %d, want %d", scanClasses[c.k], c.b, got, c.want)
		}
	}
}

// TestScanStopsAtInvalidUTF8: a lead byte the run table marks (C3 starts
// U+00C0-00FF, E4 U+4000-4FFF, both ucschar in RFC 3987 section 2.2)
// starts a character only when continuation bytes 80-BF follow it (RFC 3629
// section 3); otherwise the run ends before it, and the IRI is invalid.
func TestScanStopsAtInvalidUTF8(t *testing.T) {
	ft := fastTableOf(RFC3987)
	if ft.runs[sPath][0xC3] != runLead2 || ft.runs[sPath][0xE4] != runLead3 {
		t.Fatal("rfc3987: C3 or E4 not marked in the path's run table")
	}
	for _, c := range []struct {
		s    string
		want int
	}{
		{"\xC3\xA9a", 3}, {"\xC3a", 0}, {"a\xC3ab", 1}, {"\xC3\xA9\xC3(", 2},
		{"\xE4\xB8\x80a", 4}, {"\xE4a\x80", 0}, {"\xE4\x80a", 0}, {"x\xE4(\x80y", 1},
	} {
		if got := ft.scan(c.s, 0, sPath); got != c.want {
			t.Errorf("scan(%q, path) = %d, want %d", c.s, got, c.want)
		}
	}
	for _, v := range []Variant{RFC3987, RFC3987bis, LEIRI, WebAddress} {
		for _, s := range []string{"http://h/\xC3a", "http://h/\xE4a\x80", "/\xC3(", "a/\xE4a\x80b"} {
			checkSame(t, v, RuleIRIReference, s)
			if v.Valid(s) {
				t.Errorf("%s: Valid(%q) = true", v, s)
			}
		}
	}
}

// TestAuthorityBadIPLiteral: authority returns -1 when "[" opens no valid
// IP-literal (RFC 3986 section 3.2.2: "[" IPv6address / IPvFuture "]"),
// since no ihost starts with "[" otherwise and "//" needs an iauthority.
// So even where "[" is an isegment character, "//[x" is no IRI reference:
// ipath-abempty after the (empty) iauthority must start with "/", the
// second "/" cannot start an isegment-nz of ipath-absolute, and
// ipath-noscheme cannot start with "/".
func TestAuthorityBadIPLiteral(t *testing.T) {
	for _, v := range []Variant{RFC3987, RFC3987bis, LEIRI, WebAddress, RFC3986} {
		ft := fastTableOf(v)
		for _, s := range []string{"//[x", "//[", "//[::1", "//u@[v1.x", "//[1::2::3]/", "//[::1/"} {
			if got := ft.authority(s, 2, nil); got != -1 {
				t.Errorf("%s: authority(%q, 2) = %d, want -1", v, s, got)
			}
		}
	}
	ft := newFastTable(classesWith(*RFC3987.gen().classes, kSeg, addRange('[', '[')))
	if ft == nil {
		t.Fatal(`"[" in isegment: classes refused`)
	}
	var u IRI
	if !fastParse(ft, "/a/[x", RuleIRIReference, &u) || u.Path != "/a/[x" {
		t.Errorf(`"[" in isegment: fastParse("/a/[x") = %+v`, u)
	}
	for _, s := range []string{"//[x", "//[x]", "//[", "a://[x"} {
		if fastParse(ft, s, RuleIRIReference, nil) {
			t.Errorf(`"[" in isegment: fastParse(%q) = true`, s)
		}
	}
}

// TestIPv6Helpers checks the IPv6address helpers on their own, at offset 0
// and after a "[", with the ordered choices of grammar/base.peg (RFC 3986
// section 3.2.2): h16 = 1*4HEXDIG (greedy), ls32 = ( h16 ":" h16 ) /
// IPv4address, and IPv6address's nine forms tried in order, the first
// that matches winning, whatever follows it.
func TestIPv6Helpers(t *testing.T) {
	type tc struct {
		s       string
		i, want int
	}
	check := func(name string, f func(string, int) int, cases []tc) {
		t.Helper()
		for _, c := range cases {
			if got := f(c.s, c.i); got != c.want {
				t.Errorf("%s(%q, %d) = %d, want %d", name, c.s, c.i, got, c.want)
			}
		}
	}
	check("h16", h16, []tc{{"", 0, -1}, {"g", 0, -1}, {":", 0, -1}, {"1", 0, 1}, {"aBcD", 0, 4}, {"12345", 0, 4}, {"[fF0]", 1, 4}})
	check("h16c", h16c, []tc{{"1:", 0, 2}, {"1", 0, -1}, {"1;", 0, -1}, {"abcd:", 0, 5}, {"12345:", 0, -1}, {":", 0, -1}, {"[1:2", 1, 3}})
	check("ls32", ls32, []tc{{"1:2", 0, 3}, {"12:34", 0, 5}, {"1.2.3.4", 0, 7}, {"ffff:1.2.3.4", 0, 6}, {"1:", 0, -1}, {"1.2.3", 0, -1}, {"[1:2]", 1, 4}})
	check("dcolon", dcolon, []tc{{"::", 0, 2}, {":", 0, -1}, {":a", 0, -1}, {"a::", 1, 3}, {"", 0, -1}})
	prefix := func(max int) func(string, int) int {
		return func(s string, i int) int { return ipv6Prefix(s, i, max) }
	}
	check("ipv6Prefix max 5", prefix(5), []tc{{"1:2:3::", 0, 5}, {"::", 0, 0}, {"[a:b::", 1, 4}, {"1:2:3:4:5:6:7", 0, 11}})
	check("ipv6Prefix max 1", prefix(1), []tc{{"1:2:3::", 0, 3}, {"1:", 0, 1}})
	check("ipv6Prefix max 0", prefix(0), []tc{{"1:2", 0, 1}})
	check("ipv6", ipv6, []tc{
		{"1:2:3:4:5:6:7:8", 0, 15},     // 6( h16 ":" ) ls32
		{"1:2:3:4:5:6:1.2.3.4", 0, 19}, // the same, ls32 an IPv4address
		{"1:2:3:4:5:6:7:8:9", 0, 15},   // the first form wins, "]" is ipLiteral's
		{"::2:3:4:5:6:7:8", 0, 15},     // "::" 5( h16 ":" ) ls32
		{"1::3:4:5:6:7:8", 0, 14},      // [ h16 ] "::" 4( h16 ":" ) ls32
		{"1:2::4:5:6:7:8", 0, 14},      // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
		{"::1.2.3.4", 0, 9},            // [ *4( h16 ":" ) h16 ] "::" ls32
		{"1:2:3:4:5:6::8", 0, 14},      // [ *5( h16 ":" ) h16 ] "::" h16
		{"1:2:3:4:5:6:7::", 0, 15},     // [ *6( h16 ":" ) h16 ] "::"
		{"::", 0, 2}, {"::1", 0, 3}, {"1::", 0, 3}, {"1::8", 0, 4}, {"[::1]", 1, 4},
		{"1:2:3:4:5:6:7", 0, -1}, {"12345::", 0, -1}, {":", 0, -1}, {"", 0, -1}, {"g::", 0, -1},
	})
}
