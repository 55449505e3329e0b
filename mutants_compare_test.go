package iri

import (
	"strings"
	"testing"

	"github.com/goiri/iri/internal/idnaprofile"
)

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
