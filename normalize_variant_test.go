package iri_test

import (
	"os"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// TestNormalizeRFC3986: under the rfc3986 variant, normalization is RFC
// 3986's (section 6.2.2: hexadecimal digits uppercased, only percent-encoded
// unreserved characters decoded, scheme and host lowercased, dot segments
// removed; section 6.2.3: default port and empty path), so the normal form
// of a URI is a URI. Under the IRI variants the UTF-8 of a ucschar is
// decoded (draft-ietf-iri-3987bis-00 section 5.3.2.3). Expected values
// worked out by hand from those rules.
func TestNormalizeRFC3986(t *testing.T) {
	uri := iri.Grammar(iri.RFC3986)
	for _, tt := range []struct {
		in    string
		level iri.Level
		opts  []iri.Option
		want  string
	}{
		// The example: %CE%B1 is the UTF-8 of U+03B1, not unreserved.
		{"scheme:/%CE%B1", iri.LevelSyntax, []iri.Option{uri}, "scheme:/%CE%B1"},
		{"scheme:/%CE%B1", iri.LevelSyntax, nil, "scheme:/α"},
		{"scheme:/%CE%B1", iri.LevelSyntax, []iri.Option{iri.Grammar(iri.RFC3987bis)}, "scheme:/α"},
		// Lowercase hex digits are uppercased; %7E is "~", unreserved.
		{"scheme:/%ce%b1%7e", iri.LevelSyntax, []iri.Option{uri}, "scheme:/%CE%B1~"},
		// RFC 3986 section 6.2.2's example.
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", iri.LevelSyntax, []iri.Option{uri}, "example://a/b/c/%7Bfoo%7D"},
		// Every component keeps its encoded non-ASCII octets.
		{"http://u%C3%A9@h/p%C3%A9?q%C3%A9#f%C3%A9", iri.LevelSyntax, []iri.Option{uri}, "http://u%C3%A9@h/p%C3%A9?q%C3%A9#f%C3%A9"},
		{"http://u%C3%A9@h/p%C3%A9?q%C3%A9#f%C3%A9", iri.LevelSyntax, nil, "http://ué@h/pé?qé#fé"},
		// Section 6.2.3: the default port and an empty path; the A-label
		// host stays an A-label, lowercased (6.2.2.1), not a U-label.
		{"HTTP://XN--RSUM-BPAD.Example.ORG:80", iri.LevelScheme, []iri.Option{uri}, "http://xn--rsum-bpad.example.org/"},
		{"HTTP://XN--RSUM-BPAD.Example.ORG:80", iri.LevelScheme, nil, "http://résumé.example.org/"},
		{"http://r%C3%A9sum%C3%A9.example.org/", iri.LevelScheme, []iri.Option{uri}, "http://r%C3%A9sum%C3%A9.example.org/"},
		// Simple comparison: unchanged.
		{"HTTP://a/%ce%b1", iri.LevelSimple, []iri.Option{uri}, "HTTP://a/%ce%b1"},
		// Other options do not change the grammar.
		{"scheme:/%CE%B1", iri.LevelSyntax, []iri.Option{uri, iri.Lenient(), nil}, "scheme:/%CE%B1"},
	} {
		got, err := iri.Normalize(tt.in, tt.level, tt.opts...)
		if err != nil || got != tt.want {
			t.Errorf("Normalize(%q, %v, %d options) = %q, %v; want %q", tt.in, tt.level, len(tt.opts), got, err, tt.want)
		}
		// The same through a parsed value (parsed with RFC3987, which
		// accepts the same ASCII strings as RFC3986: the option, not the
		// parser, decides).
		u, err := iri.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Normalize(tt.level, tt.opts...).String(); got != tt.want {
			t.Errorf("(%q).Normalize(%v, %d options) = %q; want %q", tt.in, tt.level, len(tt.opts), got, tt.want)
		}
	}
	// A non-ASCII string is not a URI: the grammar option is honoured.
	if _, err := iri.Normalize("http://a/é", iri.LevelSyntax, uri); err == nil {
		t.Error("Normalize accepted a non-ASCII input under rfc3986")
	}
	// Equal and Key take the grammar too.
	if eq, err := iri.Equal("http://a/%CE%B1", "http://a/α", iri.LevelSyntax); err != nil || !eq {
		t.Errorf("Equal under rfc3987 = %v, %v; want true", eq, err)
	}
	if eq, err := iri.Equal("http://a/%ce%b1", "http://a/%CE%B1", iri.LevelSyntax, uri); err != nil || !eq {
		t.Errorf("Equal under rfc3986 = %v, %v; want true", eq, err)
	}
	if k, err := iri.Normalize("http://a/%ce%b1", iri.LevelSyntax, uri); err != nil || k != "http://a/%CE%B1" {
		t.Errorf("Key under rfc3986 = %q, %v", k, err)
	}
}

// normalizeInputs are generated IRI references with non-ASCII characters
// and percent-encoded UTF-8 (of ucschar, of private use, of a bidi
// formatting character, and octets that are not UTF-8) in every component,
// plus every fourth line of testdata/corpus.txt.
func normalizeInputs(t *testing.T) []string {
	g := newGen(16)
	tokens := []string{"%CE%B1", "%ce%b1", "%C3%A9", "%E2%80%AE", "%EE%80%80", "%F3%A0%80%81", "%C0%AF", "%FF", "%7E", "%41", "%2F", "%2e%2E"}
	var in []string
	for k := range propN(2500) {
		s := g.structured("éα日\ue000 ¤¤¤")
		for strings.Contains(s, "¤") {
			s = strings.Replace(s, "¤", tokens[k%len(tokens)], 1)
			k++
		}
		in = append(in, s)
	}
	b, err := os.ReadFile("testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if i%4 == 0 {
			in = append(in, line)
		}
	}
	return append(in, "HTTP://XN--RSUM-BPAD.Example.ORG:80", "scheme:/%CE%B1", "a:/.//g", "//h/./%2E%2E/x")
}

// TestPropertyNormalizeStaysInVariant: for every variant and every level,
// the normal form of an input the variant accepts is accepted by the
// variant, by Normalize with the Grammar option and by the method on the
// parsed value alike.
func TestPropertyNormalizeStaysInVariant(t *testing.T) {
	in := normalizeInputs(t)
	for _, v := range iri.Variants() {
		accepted := 0
		for _, s := range in {
			u, err := v.Parse(s)
			if err != nil {
				continue
			}
			accepted++
			for _, l := range []iri.Level{iri.LevelSimple, iri.LevelSyntax, iri.LevelScheme} {
				n, err := iri.Normalize(s, l, iri.Grammar(v))
				if err != nil {
					t.Errorf("%s: Normalize(%q, %v): %v", v, s, l, err)
					continue
				}
				if _, err := v.Parse(n); err != nil {
					t.Errorf("%s: Normalize(%q, %v) = %q, which %s rejects: %v", v, s, l, n, v, err)
				}
				// At LevelSimple Normalize returns its input as given.
				if m := u.Normalize(l, iri.Grammar(v)).String(); l != iri.LevelSimple && m != n {
					t.Errorf("%s: (%q).Normalize(%v) = %q, Normalize gives %q", v, s, l, m, n)
				}
			}
		}
		t.Logf("%s: %d of %d inputs accepted", v, accepted, len(in))
		if accepted < 100 {
			t.Errorf("%s accepts only %d of %d inputs: the generator does not exercise it", v, accepted, len(in))
		}
	}
}

// TestNormalizeGrammarOptionNoAlloc: normalizing with a Grammar option
// allocates nothing more than without one (none when the result stays on
// the caller's stack and the input is already in normal form), so callers
// such as the iri command's normalize pass the option for every variant,
// the default included, instead of telling the default apart.
func TestNormalizeGrammarOptionNoAlloc(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters keep the compiler from inlining Normalize")
	}
	u, err := iri.Parse("http://example.org/a/b?q#f")
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range [][]iri.Option{nil, {iri.Grammar(iri.RFC3987)}, {iri.Grammar(iri.RFC3986)}, {iri.Lenient(), iri.Grammar(iri.RFC3987bis)}} {
		var s string
		n := testing.AllocsPerRun(100, func() {
			s = u.Normalize(iri.LevelScheme, opts...).Path
		})
		if n != 0 || s != "/a/b" {
			t.Errorf("%d options: %v allocations, path %q", len(opts), n, s)
		}
	}
}
