package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/goiri/iri/internal/idnaprofile"
)

func TestNormalize(t *testing.T) {
	cases := []struct {
		in          string
		syntax, sch string // expected normal forms, worked out by hand
	}{
		// Simple cases: nothing to do.
		{"http://example.com/", "http://example.com/", "http://example.com/"},
		// Percent-encoded unreserved characters are decoded, others kept
		// with uppercase hex.
		{"http://h/%41%2d%2E%5f%7E%2f%3a%25", "http://h/A-._~%2F%3A%25", "http://h/A-._~%2F%3A%25"},
		// UTF-8 of ucschar is decoded in every component but the port.
		{"http://%C3%A9@h/%C3%A9?%C3%A9#%C3%A9", "http://é@h/é?é#é", "http://é@h/é?é#é"},
		// iprivate only in the query (U+E000 is EE 80 80).
		{"foo:/%EE%80%80?%ee%80%80", "foo:/%EE%80%80?\uE000", "foo:/%EE%80%80?\uE000"},
		// Invalid UTF-8, overlong forms, surrogates, truncated sequences
		// and non-characters stay encoded.
		{"foo:/%c3%28%c0%af%ed%a0%80%e2%82%ef%bf%bf", "foo:/%C3%28%C0%AF%ED%A0%80%E2%82%EF%BF%BF", "foo:/%C3%28%C0%AF%ED%A0%80%E2%82%EF%BF%BF"},
		// Bidi formatting characters stay encoded (RFC 3987 section 4.1):
		// U+200F is E2 80 8F.
		{"foo:/%e2%80%8f", "foo:/%E2%80%8F", "foo:/%E2%80%8F"},
		// A 4-byte sequence: U+10000 (F0 90 80 80) is a ucschar.
		{"foo:/%F0%90%80%80", "foo:/\U00010000", "foo:/\U00010000"},
		// Non-ASCII case is never changed, outside the host either.
		{"http://h/\u00C9?\u00C9#\u00C9", "http://h/\u00C9?\u00C9#\u00C9", "http://h/\u00C9?\u00C9#\u00C9"},
		// Unicode is never NFC-normalized.
		{"http://h/re\u0301sume\u0301", "http://h/re\u0301sume\u0301", "http://h/re\u0301sume\u0301"},
		// Host: percent-decoding first, then ASCII lowercase.
		{"http://%41B%63.example/", "http://abc.example/", "http://abc.example/"},
		{"foo://%c3%89X/", "foo://Éx/", "foo://Éx/"},
		// IP literals: ASCII letters lowercased, IPv4 untouched.
		{"http://[2001:DB8::A]/", "http://[2001:db8::a]/", "http://[2001:db8::a]/"},
		{"http://[v1.FE]/", "http://[v1.fe]/", "http://[v1.fe]/"},
		{"http://192.0.2.1:80/", "http://192.0.2.1:80/", "http://192.0.2.1/"},
		// Userinfo keeps its case.
		{"http://User:PW@h/", "http://User:PW@h/", "http://User:PW@h/"},
		// Ports: leading zeros, default, empty; unregistered schemes keep a
		// non-empty port; other schemes' defaults.
		{"http://h:080/", "http://h:080/", "http://h/"},
		{"http://h:8080/", "http://h:8080/", "http://h:8080/"},
		{"http://h:00008080/", "http://h:00008080/", "http://h:8080/"},
		{"http://h:0/", "http://h:0/", "http://h:0/"},
		{"https://h:443/", "https://h:443/", "https://h/"},
		{"https://h:80/", "https://h:80/", "https://h:80/"},
		{"ws://h:80", "ws://h:80", "ws://h/"},
		{"wss://h:443", "wss://h:443", "wss://h/"},
		{"ftp://h:21", "ftp://h:21", "ftp://h/"},
		{"foo://h:80/", "foo://h:80/", "foo://h:80/"},
		{"foo://h:/", "foo://h:/", "foo://h/"},
		// Empty path: "/" only where the scheme says so.
		{"foo://h", "foo://h", "foo://h"},
		{"http://h?q", "http://h?q", "http://h/?q"},
		{"http://", "http://", "http:///"},
		// Empty components keep their delimiters.
		{"http://h/?", "http://h/?", "http://h/?"},
		{"http://h/#", "http://h/#", "http://h/#"},
		{"http://@h/", "http://@h/", "http://@h/"},
		// The fragment gets percent-encoding normalization only.
		{"http://h/#%7e/./a/../B", "http://h/#~/./a/../B", "http://h/#~/./a/../B"},
		// Dot segments, including percent-encoded ones (unreserved).
		{"http://h/a/%2E%2e/b", "http://h/b", "http://h/b"},
		{"urn:a/../b", "urn:/b", "urn:/b"},
		{"foo:/a/..//b", "foo:/.//b", "foo:/.//b"},
		// Relative references: absolute-path and network-path references
		// lose their dot segments, relative-path references keep them.
		{"/a/./b/../c", "/a/c", "/a/c"},
		{"//H:80/a/../b", "//h:80/b", "//h:80/b"},
		{"../a/./b", "../a/./b", "../a/./b"},
		{"%2e%2E/a", "../a", "../a"},
		// Scheme-based: DNS hosts through IDNA, A-labels to U-labels.
		{"http://XN--RSUM-BPAD.example.org/", "http://xn--rsum-bpad.example.org/", "http://résumé.example.org/"},
		{"https://Straße.example/", "https://straße.example/", "https://straße.example/"},
		{"http://ＥＸＡＭＰＬＥ.com/", "http://ＥＸＡＭＰＬＥ.com/", "http://example.com/"},
		// Hosts IDNA rejects are left as syntax-based normalization made
		// them.
		{"http://a_b.Example/", "http://a_b.example/", "http://a_b.example/"},
		{"http://xn--abc-.example/", "http://xn--abc-.example/", "http://xn--abc-.example/"},
		{"http://%FF.example/", "http://%FF.example/", "http://%FF.example/"},
		// Hosts of schemes without DNS hosts are not mapped.
		{"foo://R\u00C9SUM\u00C9/", "foo://r\u00C9sum\u00C9/", "foo://r\u00C9sum\u00C9/"},
		{"urn:Example:A", "urn:Example:A", "urn:Example:A"},
	}
	for _, c := range cases {
		for _, lv := range []struct {
			level Level
			want  string
		}{{LevelSimple, c.in}, {LevelSyntax, c.syntax}, {LevelScheme, c.sch}} {
			got, err := Normalize(c.in, lv.level)
			if err != nil {
				t.Errorf("Normalize(%q, %v): %v", c.in, lv.level, err)
				continue
			}
			if got != lv.want {
				t.Errorf("Normalize(%q, %v) = %q, want %q", c.in, lv.level, got, lv.want)
			}
		}
	}
}

func TestNormalizeMethod(t *testing.T) {
	u, err := Parse("HTTP://User@EXAMPLE.com:80/a/./b/%7e?Q#F")
	if err != nil {
		t.Fatal(err)
	}
	before := u.String()
	n := u.Normalize(LevelScheme)
	if got, want := n.String(), "http://User@example.com/a/b/~?Q#F"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if u.String() != before {
		t.Errorf("Normalize modified its receiver: %q", u.String())
	}
	checkSpans(t, n)
	if s := u.Normalize(LevelSimple); s.String() != before || s == u {
		t.Errorf("LevelSimple: got %q (same pointer %v)", s.String(), s == u)
	}
}

func TestRegisteredScheme(t *testing.T) {
	RegisterScheme(Scheme{Name: "x-iri-test", DefaultPort: "8765", EmptyPathSlash: true})
	got, err := Normalize("X-IRI-TEST://h:8765", LevelScheme)
	if err != nil || got != "x-iri-test://h/" {
		t.Errorf("got %q, %v; want %q", got, err, "x-iri-test://h/")
	}
}

func TestKeyDeduplicates(t *testing.T) {
	in := []string{
		"http://example.com",
		"http://example.com/",
		"HTTP://EXAMPLE.COM:80/",
		"http://example.com:/",
		"http://xn--rsum-bpad.example.org/",
		"http://résumé.example.org",
		"http://example.com/?",
		"http://example.com/#",
	}
	seen := map[string][]string{}
	for _, s := range in {
		k, err := Normalize(s, LevelScheme)
		if err != nil {
			t.Fatal(err)
		}
		seen[k] = append(seen[k], s)
	}
	if len(seen) != 4 {
		t.Errorf("got %d keys, want 4: %v", len(seen), seen)
	}
	if len(seen["http://example.com/"]) != 4 {
		t.Errorf("key http://example.com/ holds %v", seen["http://example.com/"])
	}
}

func TestCompareErrors(t *testing.T) {
	var pe *ParseError
	for _, l := range []Level{LevelSimple, LevelSyntax, LevelScheme} {
		if _, err := Normalize("http://a b", l); !errors.As(err, &pe) {
			t.Errorf("Normalize(invalid, %v): err = %v, want *ParseError", l, err)
		}
		if _, err := Equal("http://a/", "\xff", l); !errors.As(err, &pe) {
			t.Errorf("Equal(_, invalid UTF-8, %v): err = %v, want *ParseError", l, err)
		}
		if _, err := Equal("%", "http://a/", l); err == nil {
			t.Errorf("Equal(invalid, _, %v): want an error", l)
		}
	}
	if _, err := Normalize("http://a/", Level(7)); err == nil {
		t.Errorf("invalid level: want an error")
	}
}

func TestLevelNames(t *testing.T) {
	for _, l := range []Level{LevelSimple, LevelSyntax, LevelScheme} {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if LevelSyntax.String() != "syntax" || Level(9).String() != "invalid" {
		t.Errorf("String: %q %q", LevelSyntax.String(), Level(9).String())
	}
	if _, err := ParseLevel("protocol"); err == nil {
		t.Errorf("ParseLevel(protocol): want an error")
	}
}

// FuzzNormalize checks that normalization is idempotent at every level,
// never turns a valid IRI reference into an invalid one, and that the
// levels nest: equivalence at a lower level implies it at a higher one.
func FuzzNormalize(f *testing.F) {
	for _, c := range specEquivalences {
		f.Add(c.a, c.b)
	}
	f.Add("http://XN--RSUM-BPAD.example.org:080", "foo:/a/..//b")
	f.Add("//H/%2e%2E/x?%ee%80%80#%7e", "../a/./b")
	f.Add("http://a%2541.com/", "http://%E2%80%8B%C2%A0/%EF%BB%BF")
	f.Fuzz(func(t *testing.T, a, b string) {
		for _, s := range []string{a, b} {
			if _, err := Parse(s); err != nil {
				continue
			}
			for _, l := range []Level{LevelSimple, LevelSyntax, LevelScheme} {
				n, err := Normalize(s, l)
				if err != nil {
					t.Fatalf("Normalize(%q, %v): %v", s, l, err)
				}
				if _, err := Parse(n); err != nil {
					t.Fatalf("Normalize(%q, %v) = %q, which does not parse: %v", s, l, n, err)
				}
				// The string function takes shortcuts (parsing in place,
				// returning s when it is already normal); the method on a
				// parsed IRI does not.
				if u, _ := Parse(s); u.Normalize(l).String() != n {
					t.Fatalf("Normalize(%q, %v) = %q, but the IRI method gives %q", s, l, n, u.Normalize(l).String())
				}
				n2, err := Normalize(n, l)
				if err != nil || n2 != n {
					t.Fatalf("not idempotent at %v: %q -> %q -> %q (%v)", l, s, n, n2, err)
				}
			}
		}
		prev := false
		for _, l := range []Level{LevelSimple, LevelSyntax, LevelScheme} {
			eq, err := Equal(a, b, l)
			if err != nil {
				return
			}
			if prev && !eq {
				t.Fatalf("%q and %q equal below %v but not at it", a, b, l)
			}
			prev = eq
		}
	})
}

func TestNormalizeOpaque(t *testing.T) {
	v, err := LookupVariant("draft2002")
	if err != nil {
		t.Fatalf("the draft2002 variant is built in: %v", err)
	}
	u, err := v.Parse("MAILTO:./a@B")
	if err != nil {
		t.Fatal(err)
	}
	if u.PathForm != PathOpaque {
		// draft2002's iopaque_part: "." is an iric_no_slash (a mark).
		t.Fatalf("path form %v, want PathOpaque", u.PathForm)
	}
	// An opaque part has no dot segments to remove; only the scheme changes.
	n := u.Normalize(LevelScheme)
	if n.String() != "mailto:./a@B" || n.PathForm != PathOpaque {
		t.Errorf("got %q (%v)", n.String(), n.PathForm)
	}
}

// TestNormalizeHostKind checks that a reg-name that normalization turns
// into a dotted-decimal address ("%31" is "1", RFC 3986 section 2.3; the
// full-width digits map to ASCII digits under IDNA) gets HostIPv4, as
// parsing the normal form does (RFC 3986 section 3.2.2: the IPv4address
// rule takes precedence over reg-name).
func TestNormalizeHostKind(t *testing.T) {
	for _, c := range []struct {
		in    string
		level Level
		want  string
	}{
		{"http://%31.2.3.4/", LevelSyntax, "http://1.2.3.4/"},
		{"http://\uFF11.\uFF12.\uFF13.\uFF14/", LevelScheme, "http://1.2.3.4/"},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		n := u.Normalize(c.level)
		if n.String() != c.want || n.HostKind != HostIPv4 {
			t.Errorf("%q at %v: got %q with host kind %v, want %q with %v", c.in, c.level, n.String(), n.HostKind, c.want, HostIPv4)
		}
	}
}

// TestSchemeLevelIDNAWithoutSTD3 checks that scheme-based normalization maps
// hosts with the profile ToURI uses (UseSTD3ASCIIRules off,
// draft-ietf-iri-3987bis-00 section 3.4): "_" is allowed, so the UTS #46
// mapping still lowercases "É". At the syntax level non-ASCII case is kept.
func TestSchemeLevelIDNAWithoutSTD3(t *testing.T) {
	a, b := "http://ÉCOLE_x.fr/", "http://école_x.fr/"
	if eq, err := Equal(a, b, LevelScheme); err != nil || !eq {
		t.Errorf("Equal(%q, %q, scheme) = %v, %v; want true", a, b, eq, err)
	}
	if eq, err := Equal(a, b, LevelSyntax); err != nil || eq {
		t.Errorf("Equal(%q, %q, syntax) = %v, %v; want false", a, b, eq, err)
	}
	if n, err := Normalize(a, LevelScheme); err != nil || n != b {
		t.Errorf("Normalize(%q, scheme) = %q, %v; want %q", a, n, err, b)
	}
}

// TestSchemeLevelIDNAPerLabel checks that hosts are mapped label by label,
// as ToURI maps them (draft-ietf-iri-3987bis-00 section 3.4): a label IDNA
// rejects ("-a" fails the hyphen rule, U+00AD maps to nothing) is kept as
// written and does not stop the other labels from being mapped.
func TestSchemeLevelIDNAPerLabel(t *testing.T) {
	// Both map to http://-a.xn--9ca/ under ToURI.
	if eq, err := Equal("http://-a.é/", "http://-a.xn--9ca/", LevelScheme); err != nil || !eq {
		t.Errorf("Equal(-a.é, -a.xn--9ca) = %v, %v; want true", eq, err)
	}
	for _, c := range []struct{ in, want string }{
		{"http://-a.xn--9ca/", "http://-a.é/"},
		// U+00AD is invisible: the one policy writes it percent-encoded
		// (UTF-8 C2 AD) at the syntax level, and IDNA maps the label to
		// nothing, so it stays so.
		{"http://\u00ad/", "http://%C2%AD/"},
		{"http://\u00ad.A/", "http://%C2%AD.a/"},
		{"http://xn--rsum-bpad.EXAMPLE.org", "http://résumé.example.org/"},
		// ToASCII fails on a label whose A-label is over 63 octets (RFC 3490
		// section 4.1 step 8), so both forms stay; 63 octets map (labels
		// as in TestToURI and TestToURIErrors).
		{"http://xn--" + strings.Repeat("a", 56) + "-v6e.example/", "http://xn--" + strings.Repeat("a", 56) + "-v6e.example/"},
		{"http://" + strings.Repeat("A", 56) + "\u00E9.example/", "http://" + strings.Repeat("a", 56) + "\u00E9.example/"},
		{"http://xn--" + strings.Repeat("a", 55) + "-u3e.example/", "http://" + strings.Repeat("a", 55) + "\u00E9.example/"},
	} {
		if got, err := Normalize(c.in, LevelScheme); err != nil || got != c.want {
			t.Errorf("Normalize(%q, scheme) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// Tests that kill mutants of compare.go (make mutate FILES=compare.go) and
// the changes issue 15 lists. Expected values are worked out by hand from
// draft-ietf-iri-3987bis-00 section 5.3 and RFC 3986 section 6.2.

func TestLevelStringBoundary(t *testing.T) {
	for l, want := range map[Level]string{LevelSimple: "simple", LevelSyntax: "syntax", LevelScheme: "scheme", 3: "invalid", 200: "invalid"} {
		if got := l.String(); got != want {
			t.Errorf("Level(%d).String() = %q, want %q", l, got, want)
		}
	}
	if _, err := Normalize("a:b", 3); err == nil {
		t.Error("Normalize at Level(3): no error")
	}
	if got, err := Normalize("HTTP://h/", LevelScheme); err != nil || got != "http://h/" {
		t.Errorf("Normalize at LevelScheme = %q, %v", got, err)
	}
}

func TestNormalizeSchemeCases(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// IDNA maps U+FF0F FULLWIDTH SOLIDUS to "/", which no reg-name
		// may hold: the label is kept as written (section 5.3.3 maps a
		// label only to something that is still a host).
		{"http://a\uFF0Fb.example/", "http://a\uFF0Fb.example/"},
		// Label by label (issue 14, case 5): the label IDNA cannot map
		// (%FF is no UTF-8) stays as written, the A-label becomes its
		// U-label.
		{"http://%FF.xn--rsum-bpad/", "http://%FF.r\u00e9sum\u00e9/"},
		// Without "%" the A-label becomes its U-label, label by label; an
		// empty label is skipped, not the end of the work.
		{"http://xn--rsum-bpad.example/", "http://r\u00E9sum\u00E9.example/"},
		{"http://x..xn--rsum-bpad/", "http://x..r\u00E9sum\u00E9/"},
		{"http://.xn--rsum-bpad/", "http://.r\u00E9sum\u00E9/"},
		// Only the default port of a known scheme goes, and an empty one.
		{"http://h:8080/", "http://h:8080/"},
		{"http://h:80/", "http://h/"},
		{"http://h:0080/", "http://h/"},
		{"http://h:/", "http://h/"},
		{"http://h:000/", "http://h:0/"}, // the port is a decimal number (RFC 3986 section 3.2.3): 0
		{"foo://h:80/", "foo://h:80/"},
		{"foo://h:/", "foo://h/"},
		// A known scheme whose empty path becomes "/" needs an authority.
		{"http://h", "http://h/"},
		{"http:", "http:"},
		{"http:?q", "http:?q"},
		// gopher: a known scheme without the empty-path rule; urn: a known
		// scheme whose host is not a DNS name (not mapped).
		{"gopher://h", "gopher://h"},
		{"gopher://h:70", "gopher://h"},
		{"urn://xn--rsum-bpad/", "urn://xn--rsum-bpad/"},
	} {
		got, err := Normalize(c.in, LevelScheme)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%q, LevelScheme) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestNormalizeHostKindDotted: a reg-name becomes HostIPv4 only when the
// whole host is a dotted-decimal address (RFC 3986 section 3.2.2).
func TestNormalizeHostKindDotted(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind HostKind
	}{
		{"http://1.2.3.4.5/", HostRegName},
		{"http://1.2.3.4x/", HostRegName},
		{"http://%31.2.3.4/", HostIPv4},
		{"http://1.2.3/", HostRegName},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []Level{LevelSyntax, LevelScheme} {
			if n := u.Normalize(l); n.HostKind != c.kind {
				t.Errorf("%q at %v: host kind %v, want %v", c.in, l, n.HostKind, c.kind)
			}
		}
	}
}

func TestLowerASCIIEdges(t *testing.T) {
	// "Z" is the last letter lowercased (RFC 3986 section 6.2.2.1: scheme
	// and host are case-insensitive). "%5a" is the unreserved "Z", which
	// percent-encoding normalization decodes (section 6.2.2.2); the path
	// is case-sensitive, so it stays "Z".
	for _, c := range []struct{ in, want string }{
		{"http://Z/", "http://z/"},
		{"Z://h/", "z://h/"},
		{"http://A/", "http://a/"},
		{"http://h/%5a", "http://h/Z"},
	} {
		got, err := Normalize(c.in, LevelSyntax)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%q, LevelSyntax) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestValidRegNameByHand: ireg-name characters (RFC 3987 section 2.2)
// without pct-encoded; private use is not ucschar. Bidi formatting
// characters are ucschar, which the one policy (chars.KeepEncoded) keeps
// percent-encoded, so a label holding one is still a valid reg-name once
// normalized (section 4.1 forbids them written as themselves).
func TestValidRegNameByHand(t *testing.T) {
	for s, want := range map[string]bool{
		"a-b.c_d~!$&'()*+,;=": true, "r\u00E9sum\u00E9": true,
		"a/b": false, "a:b": false, "a%41": false, "a b": false, "a\u0080": false,
		"a\u200Eb": true, "a\u202Eb": true, "a\uE000": false, "a\uFFF0": false,
	} {
		if got := cmpValidRegName(s); got != want {
			t.Errorf("cmpValidRegName(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestHostMapsToItselfByHand: the fast path of cmpMapHost takes only hosts
// the slow path would give back unchanged, and the two agree on both sides
// of each condition.
func TestHostMapsToItselfByHand(t *testing.T) {
	for h, want := range map[string]bool{
		"example.com": true, "a_b.c-d": true, "a-.example": true, "": true, "xn-a.com": true, "a.xn-": true,
		"Example.com": false, "xn--rsum-bpad.example": false, "a.xn--rsum-bpad": false,
		"a%41.com": false, "r\u00e9sum\u00e9.example": false, "a.XN--rsum-bpad": false,
	} {
		if got := cmpHostMapsToItself(h); got != want {
			t.Errorf("cmpHostMapsToItself(%q) = %v, want %v", h, got, want)
		}
	}
	// Where the fast path answers, the slow path (IDNA label by label)
	// gives the same host.
	for _, h := range []string{"example.com", "a_b.c-d", "a-.example", "ab--c.example", "x.y.z"} {
		labels := strings.Split(h, ".")
		for i, l := range labels {
			if m, err := idnaprofile.Lookup.ToUnicode(l); err == nil && m != "" {
				labels[i] = m
			}
		}
		if got := strings.Join(labels, "."); got != h || cmpMapHost(h) != h {
			t.Errorf("%q: IDNA gives %q, cmpMapHost %q", h, got, cmpMapHost(h))
		}
	}
}

// TestNormalizeRegNameWhatGrammarAllows: the percent-encoding normalization
// of a reg-name under the grammar of the normal form.
//
// An unreserved character is decoded (RFC 3986 section 6.2.2.2) whatever
// else the host holds: draft2002 takes `"` in a host (draft-duerst-iri-01
// section 2.2: ichar holds RFC 2396's delims), and under RFC 3987
// "x%41\"y" still becomes "xa\"y" (the "A" decoded, then lowercased).
//
// A character the one policy keeps encoded but written as itself stays so
// where the grammar has no percent-encoding in a reg-name
// (draft-ietf-iri-3987bis-00 section 2.2: ireg-name = *( iunreserved /
// sub-delims )): under 3987bis a host starting with U+202E keeps it as
// written, while under RFC 3987 (section 2.2: ireg-name allows
// pct-encoded) it is percent-encoded as ToURI writes it.
func TestNormalizeRegNameWhatGrammarAllows(t *testing.T) {
	for _, c := range []struct {
		parse, norm Variant
		in, want    string
	}{
		{Draft2002, RFC3987, "http://x%41\"y/", "http://xa\"y/"},
		{RFC3987bis, RFC3987bis, "http://\u202ey/", "http://\u202ey/"},
		{RFC3987, RFC3987, "http://\u202ey/", "http://%E2%80%AEy/"},
	} {
		u, err := c.parse.Parse(c.in)
		if err != nil {
			t.Fatalf("%s.Parse(%q): %v", c.parse, c.in, err)
		}
		if got := u.Normalize(LevelSyntax, Grammar(c.norm)).String(); got != c.want {
			t.Errorf("%s.Parse(%q).Normalize(LevelSyntax, Grammar(%s)) = %q, want %q", c.parse, c.in, c.norm, got, c.want)
		}
	}
}

// TestNormalizePercentAfterInvalidOctet: an IRI built by hand may hold an
// octet that is not UTF-8; Normalize leaves it as it is (there is no
// character to map) and still decodes the unreserved "%41" that follows it
// (RFC 3986 section 6.2.2.2), so the path "\xff%41" becomes "\xffA".
func TestNormalizePercentAfterInvalidOctet(t *testing.T) {
	u := &IRI{Scheme: "a", Path: "\xff%41"}
	if got := u.Normalize(LevelSyntax).Path; got != "\xffA" {
		t.Errorf("Normalize of the path %q = %q, want %q", u.Path, got, "\xffA")
	}
}

// TestNormalizeEncodesReplacementCharacter: LEIRI takes U+FFFD written as
// itself (draft-ietf-iri-3987bis-00 section 7.1), but it is no ucschar
// (RFC 3987 section 2.2 ends the BMP ranges at U+FFEF) and no iprivate,
// so the one policy keeps it encoded: Normalize writes its UTF-8 octets
// EF BF BD percent-encoded in the path, the query and the fragment, as
// ToURI does.
func TestNormalizeEncodesReplacementCharacter(t *testing.T) {
	u, err := LEIRI.Parse("a:\uFFFD?\uFFFD#\uFFFD")
	if err != nil {
		t.Fatal(err)
	}
	const want = "a:%EF%BF%BD?%EF%BF%BD#%EF%BF%BD"
	if got := u.Normalize(LevelSyntax, Grammar(LEIRI)).String(); got != want {
		t.Errorf("Normalize = %q, want %q", got, want)
	}
}

// Issue 14, case 3: IDNA maps a zero-width space in a DNS host away. At the
// syntax level nothing maps hosts, so the two IRIs differ; at the scheme
// level the host is the same DNS name once IDNA has removed U+200B (the
// check package reports the removal, see check.CodeInvisible).
func TestEqualIDNARemovesZeroWidthSpaceAtSchemeLevel(t *testing.T) {
	a, b := "http://exa\u200bmple.com/", "http://example.com/"
	for _, c := range []struct {
		level Level
		want  bool
	}{{LevelSimple, false}, {LevelSyntax, false}, {LevelScheme, true}} {
		got, err := Equal(a, b, c.level)
		if err != nil || got != c.want {
			t.Errorf("Equal(%+q, %q, %v) = %v, %v; want %v", a, b, c.level, got, err, c.want)
		}
	}
	// The syntax form writes the invisible character percent-encoded (the
	// one policy keeps it encoded), so it shows: UTF-8 of U+200B is E2 80 8B.
	got, err := Normalize(a, LevelSyntax)
	if want := "http://exa%E2%80%8Bmple.com/"; err != nil || got != want {
		t.Errorf("Normalize(%+q, syntax) = %q, %v; want %q", a, got, err, want)
	}
}

// Issue 14, case 5: scheme-level normalization maps a host label by label,
// whatever the other labels hold. ToURI maps 納豆 to xn--99zt52a (the
// pair of draft-ietf-iri-3987bis-00 section 3.7.1's example) and keeps the
// ASCII label "example%25" as written.
func TestNormalizeSchemeMapsHostLabelByLabel(t *testing.T) {
	a, b := "http://納豆.example%25/", "http://xn--99zt52a.example%25/"
	if u, err := ToURI(a); err != nil || u != b {
		t.Fatalf("ToURI(%q) = %q, %v; want %q", a, u, err, b)
	}
	if eq, err := Equal(a, b, LevelScheme); err != nil || !eq {
		t.Errorf("Equal(%q, %q, scheme) = %v, %v; want true", a, b, eq, err)
	}
	// "RÉSUMÉ" is case-folded by the UTS #46 mapping to "résumé"; the label
	// "example%ED%A0%80" decodes to a surrogate (not UTF-8), so IDNA cannot
	// map it and it stays as written; the empty path of http becomes "/".
	// A label whose decoded form holds "%" keeps its encoding: "%2541" is
	// "%41" decoded, which would read as "A" (and "%2e" made "." would
	// split the label). Both stay as written, lowercased.
	for _, c := range []struct{ in, want string }{
		{"http://a%2541.com/", "http://a%2541.com/"},
		{"http://%2541/", "http://%2541/"},
		{"http://a%25.RÉSUMÉ/", "http://a%25.résumé/"},
		// U+200D after a virama is kept by IDNA and written encoded.
		{"http://\u0915\u094d\u200d\u0937.example/", "http://\u0915\u094d%E2%80%8D\u0937.example/"},
		{"http://xn--11b2ezcw70k.example/", "http://\u0915\u094d%E2%80%8D\u0937.example/"},
	} {
		got, err := Normalize(c.in, LevelScheme)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%+q, scheme) = %+q, %v; want %+q", c.in, got, err, c.want)
		}
	}
	in := "http://RÉSUMÉ.example%ED%A0%80"
	got, err := Normalize(in, LevelScheme)
	if want := "http://résumé.example%ED%A0%80/"; err != nil || got != want {
		t.Errorf("Normalize(%q, scheme) = %q, %v; want %q", in, got, err, want)
	}
}

// TestMapHostLowercasesEveryASCIILetter: the UTS #46 mapping table maps
// each of U+0041..U+005A to its lowercase letter (UseSTD3ASCIIRules off:
// every other ASCII character of a reg-name is valid and maps to itself),
// so cmpMapHost lowercases every ASCII capital, the first and last of the
// range included, and its fast path must not take a host holding one.
func TestMapHostLowercasesEveryASCIILetter(t *testing.T) {
	for c := byte('A'); c <= 'Z'; c++ {
		h, want := string(c)+".x"+string(c), string(c+'a'-'A')+".x"+string(c+'a'-'A')
		if got := cmpMapHost(h); got != want {
			t.Errorf("cmpMapHost(%q) = %q, want %q", h, got, want)
		}
		if cmpHostMapsToItself(h) {
			t.Errorf("cmpHostMapsToItself(%q) = true, want false: %q is an uppercase letter", h, c)
		}
	}
}

// TestHostWithHyphenMapsToItself: a hyphen at the fourth character of a
// label makes an ACE label only after "xn" and a first hyphen ("xn--",
// RFC 5890 section 2.3.2.1); "foo-bar" is an ordinary LDH label, which
// UTS #46 maps to itself. So the fast path of cmpMapHost takes such hosts
// (they are common: "foo-bar.example"), and normalizing an IRI already in
// normal form at the scheme level allocates nothing, as with any other
// ASCII host (TestNormalizeGrammarOptionNoAlloc).
func TestHostWithHyphenMapsToItself(t *testing.T) {
	for _, h := range []string{"foo-bar.example", "a.abc-", "ab--c.abc-d", "xn-a.abc-"} {
		if !cmpHostMapsToItself(h) {
			t.Errorf("cmpHostMapsToItself(%q) = false, want true: no label is an ACE label", h)
		}
		if got := cmpMapHost(h); got != h {
			t.Errorf("cmpMapHost(%q) = %q, want it unchanged", h, got)
		}
	}
	if testing.CoverMode() != "" {
		t.Skip("coverage counters keep the compiler from inlining Normalize")
	}
	u, err := Parse("http://foo-bar.example/a")
	if err != nil {
		t.Fatal(err)
	}
	var h string
	if n := testing.AllocsPerRun(100, func() { h = u.Normalize(LevelScheme).Host }); n != 0 || h != "foo-bar.example" {
		t.Errorf("Normalize(LevelScheme) of %q: %v allocations, host %q; want 0, %q", u, n, h, "foo-bar.example")
	}
}

// TestNormalizeHandBuiltHostIncompletePercent: an IRI built by hand may
// end its host with a "%" that starts no percent-encoding (RFC 3986
// section 2.1: pct-encoded = "%" HEXDIG HEXDIG), as "Z%4" or "Z%" do.
// Normalize must not read past the end of the host: it lowercases the
// letter (section 6.2.2.1) and keeps the rest as written. A complete
// triplet ending the host ("%3a", ":" is reserved and stays encoded) keeps
// its hexadecimal digits, uppercased (section 6.2.2.1), not lowercased
// with the letters of the host.
func TestNormalizeHandBuiltHostIncompletePercent(t *testing.T) {
	for _, c := range []struct{ host, want string }{
		{"Z%4", "z%4"}, {"Z%", "z%"}, {"%", "%"}, {"A.%4", "a.%4"},
	} {
		for _, l := range []Level{LevelSyntax, LevelScheme} {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("host %q at %v: panic %v", c.host, l, r)
					}
				}()
				u := &IRI{Scheme: "http", HasAuthority: true, HostKind: HostRegName, Host: c.host}
				if got := u.Normalize(l).Host; got != c.want {
					t.Errorf("host %q at %v: %q, want %q", c.host, l, got, c.want)
				}
			}()
		}
	}
	for _, in := range []string{"http://A%3a", "http://A%3A"} {
		if got, err := Normalize(in, LevelSyntax); err != nil || got != "http://a%3A" {
			t.Errorf("Normalize(%q, LevelSyntax) = %q, %v; want %q", in, got, err, "http://a%3A")
		}
	}
}

// TestMapHostKeepsInvalidUTF8: a host built by hand may hold octets that
// are not UTF-8, such as a lone continuation byte 0x80. There is no
// character to map: IDNA reads the octet as U+FFFD, which is no ucschar
// (RFC 3987 section 2.2 ends the BMP ranges at U+FFEF), so the label is
// kept as written while the other labels are still mapped.
func TestMapHostKeepsInvalidUTF8(t *testing.T) {
	for h, want := range map[string]string{
		"\x80": "\x80", "a\x80b.example": "a\x80b.example", "\x80.EXAMPLE": "\x80.example",
	} {
		if got := cmpMapHost(h); got != want {
			t.Errorf("cmpMapHost(%+q) = %+q, want %+q", h, got, want)
		}
	}
}
