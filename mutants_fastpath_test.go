package iri

import (
	"reflect"
	"slices"
	"testing"
)

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
