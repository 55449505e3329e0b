package iri_test

// The cases of issue 14 ("hostile input") that concern the root package,
// each with the exact input of the issue, and the ToIRI item of issue 13.
// Expected values are worked out by hand from the specifications; the
// comments give the derivations.

import (
	"strings"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// Issue 14, case 3: IDNA maps a zero-width space in a DNS host away. At the
// syntax level nothing maps hosts, so the two IRIs differ; at the scheme
// level the host is the same DNS name once IDNA has removed U+200B (the
// check package reports the removal, see check.CodeInvisible).
func TestEqualIDNARemovesZeroWidthSpaceAtSchemeLevel(t *testing.T) {
	a, b := "http://exa\u200bmple.com/", "http://example.com/"
	for _, c := range []struct {
		level iri.Level
		want  bool
	}{{iri.LevelSimple, false}, {iri.LevelSyntax, false}, {iri.LevelScheme, true}} {
		got, err := iri.Equal(a, b, c.level)
		if err != nil || got != c.want {
			t.Errorf("Equal(%+q, %q, %v) = %v, %v; want %v", a, b, c.level, got, err, c.want)
		}
	}
	// The syntax form writes the invisible character percent-encoded (the
	// one policy keeps it encoded), so it shows: UTF-8 of U+200B is E2 80 8B.
	got, err := iri.Normalize(a, iri.LevelSyntax)
	if want := "http://exa%E2%80%8Bmple.com/"; err != nil || got != want {
		t.Errorf("Normalize(%+q, syntax) = %q, %v; want %q", a, got, err, want)
	}
}

// Issue 14, case 4: a character and its percent-encoded form mean the same
// in every pass. ToURI writes U+202E (RIGHT-TO-LEFT OVERRIDE) as its UTF-8
// octets E2 80 AE; ToIRI keeps them encoded (RFC 3987 section 4.1), so the
// syntax normal form is the encoded one.
func TestInvisibleCharactersStayPercentEncoded(t *testing.T) {
	if got, err := iri.ToURI("http://a/\u202e"); err != nil || got != "http://a/%E2%80%AE" {
		t.Fatalf("ToURI = %q, %v", got, err)
	}
	eq, err := iri.Equal("http://a/\u202e", "http://a/%E2%80%AE", iri.LevelSyntax)
	if err != nil || !eq {
		t.Errorf("Equal(RLO, %%E2%%80%%AE, syntax) = %v, %v; want true", eq, err)
	}
	for _, c := range []struct{ in, want string }{
		{"http://a/\u202e", "http://a/%E2%80%AE"},
		// U+FEFF (EF BB BF), U+00A0 (C2 A0) and U+3000 (E3 80 80) look like
		// nothing or a space: kept encoded.
		{"http://a/%EF%BB%BF", "http://a/%EF%BB%BF"},
		{"http://a/%C2%A0", "http://a/%C2%A0"},
		{"http://a/%E3%80%80", "http://a/%E3%80%80"},
		// Lowercase hex digits are uppercased, the character stays encoded.
		{"http://a/%ef%bb%bf", "http://a/%EF%BB%BF"},
		// A character the policy allows is still decoded: C3 A9 is é.
		{"http://a/%C3%A9", "http://a/\u00e9"},
	} {
		got, err := iri.Normalize(c.in, iri.LevelSyntax)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%+q, syntax) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if got, err := iri.ToIRI("http://a/%E2%80%8B"); err != nil || got != "http://a/%E2%80%8B" {
		t.Errorf("ToIRI(http://a/%%E2%%80%%8B) = %q, %v; want it unchanged (ZWSP kept encoded)", got, err)
	}
	// The bidi isolates U+2066-2069 and U+FEFF in the query too.
	if got, err := iri.ToIRI("http://a/?%E2%81%A7x%E2%81%A9"); err != nil || got != "http://a/?%E2%81%A7x%E2%81%A9" {
		t.Errorf("ToIRI(isolates) = %q, %v", got, err)
	}
}

// Issue 14, case 5: scheme-level normalization maps a host label by label,
// whatever the other labels hold. ToURI maps 納豆 to xn--99zt52a (the
// pair of draft-ietf-iri-3987bis-00 section 3.7.1's example) and keeps the
// ASCII label "example%25" as written.
func TestNormalizeSchemeMapsHostLabelByLabel(t *testing.T) {
	a, b := "http://納豆.example%25/", "http://xn--99zt52a.example%25/"
	if u, err := iri.ToURI(a); err != nil || u != b {
		t.Fatalf("ToURI(%q) = %q, %v; want %q", a, u, err, b)
	}
	if eq, err := iri.Equal(a, b, iri.LevelScheme); err != nil || !eq {
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
		got, err := iri.Normalize(c.in, iri.LevelScheme)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%+q, scheme) = %+q, %v; want %+q", c.in, got, err, c.want)
		}
	}
	in := "http://RÉSUMÉ.example%ED%A0%80"
	got, err := iri.Normalize(in, iri.LevelScheme)
	if want := "http://résumé.example%ED%A0%80/"; err != nil || got != want {
		t.Errorf("Normalize(%q, scheme) = %q, %v; want %q", in, got, err, want)
	}
}

// Issue 14, case 9: ToIRI keeps an encoded dot segment encoded. The octets
// are written with uppercase digits, as RFC 3986 section 2.1 says producers
// and normalizers should.
func TestToIRIKeepsEncodedDotSegments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://a/b/%2e%2e/c", "http://a/b/%2E%2E/c"},
		{"http://a/b/%2E/c", "http://a/b/%2E/c"},
		{"http://a/b/%2e./c", "http://a/b/%2E./c"},
		{"http://a/b/.%2e", "http://a/b/.%2E"},
		// Not a dot segment once decoded: decoded as before.
		{"http://a/b/%2e%2e%2e/c", "http://a/b/.../c"},
		{"http://a/b/a%2e/c", "http://a/b/a./c"},
		// Only the path has dot segments.
		{"http://a/b?%2e%2e", "http://a/b?.."},
	} {
		got, err := iri.ToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// Issue 13: ToIRI takes IRIs as well as URIs; an IRI comes back unchanged,
// with its percent-encodings decoded where section 3.7 allows.
func TestToIRIAcceptsIRIs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://résumé.example/", "http://résumé.example/"},
		{"http://résumé.example/%C3%A9t%C3%A9", "http://résumé.example/été"},
		{"http://a/\u202e", "http://a/\u202e"},
	} {
		got, err := iri.ToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := iri.ToIRI("http://a b/"); err == nil {
		t.Errorf("ToIRI accepted a space")
	}
}

// equivExtra are the non-ASCII characters the equivalence property draws
// on: letters that IDNA maps (é, É, ß, 納), invisible characters the one
// policy keeps encoded (U+202E, U+200B, U+FEFF, U+2067, U+00AD, U+200D),
// white space (U+00A0, U+3000) and a private-use character (allowed in the
// query only).
const equivExtra = "é\u00c9ß納\u202e\u200b\ufeff\u2067\u00ad\u200d\u00a0\u3000\ue000"

// checkEquivToURI checks the consistency of mapping and equivalence for one
// input under variant v: whenever ToURI(x) succeeds, x and ToURI(x) are
// equivalent at the scheme level, and at the syntax level too when the host
// is ASCII (the syntax level does not map hosts with IDNA). Equal parses
// with RFC3987, so an input only the variant accepts (3987bis allows "#"
// in a fragment) is skipped.
func checkEquivToURI(t *testing.T, v iri.Variant, x string) bool {
	t.Helper()
	u, err := iri.ToURI(x, iri.Grammar(v))
	if err != nil || !iri.RFC3987.Valid(x) {
		return true
	}
	p, _ := iri.Parse(x)
	levels := []iri.Level{iri.LevelScheme}
	if asciiOnly(p.Host) {
		levels = append(levels, iri.LevelSyntax)
	}
	for _, l := range levels {
		eq, err := iri.Equal(x, u, l)
		if err != nil || !eq {
			nx, _ := iri.Normalize(x, l)
			nu, _ := iri.Normalize(u, l)
			t.Errorf("%s: Equal(%+q, ToURI = %q, %v) = %v, %v; normal forms %+q and %+q", v.String(), x, u, l, eq, err, nx, nu)
			return false
		}
	}
	return true
}

func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestPropertyEquivalentToURI is issue 14's "x is equivalent to ToURI(x)"
// over generated IRIs under rfc3987 and 3987bis.
func TestPropertyEquivalentToURI(t *testing.T) {
	g := newGen(14)
	fails := 0
	for range propN(20000) {
		x := g.structured(equivExtra)
		for _, v := range []iri.Variant{iri.RFC3987, iri.RFC3987bis} {
			if !checkEquivToURI(t, v, x) {
				fails++
			}
		}
		if fails > 10 {
			t.Fatal("too many failures")
		}
	}
}

// FuzzEquivalentToURI is the fuzz target of the same property.
func FuzzEquivalentToURI(f *testing.F) {
	for _, s := range []string{
		"http://a/\u202e", "http://exa\u200bmple.com/", "http://納豆.example%25/",
		"http://RÉSUMÉ.example%ED%A0%80", "foo://é\u00a0/%E2%80%AE?\ue000#\ufeff",
		"http://a/%C2?%C3\u00e9", "//\u0915\u094d\u200d\u0937/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, x string) {
		checkEquivToURI(t, iri.RFC3987, x)
		checkEquivToURI(t, iri.RFC3987bis, x)
	})
}

// TestPropertyNormalizeKeepsWhatToIRIKeeps checks issue 14's "Normalize
// never decodes what ToIRI keeps encoded" on generated URIs holding
// percent-encoded characters from both sides of the policy: the syntax
// normal form N of a URI s holds no character written as itself that the
// policy keeps encoded, N is a fixed point of ToIRI (Normalize decodes all
// that ToIRI decodes; hosts with A-labels aside, which ToIRI turns into
// U-labels), and s and ToIRI(s) are equivalent.
func TestPropertyNormalizeKeepsWhatToIRIKeeps(t *testing.T) {
	g := newGen(1413)
	pcts := []string{"%E2%80%AE", "%E2%80%8B", "%EF%BB%BF", "%C2%A0", "%E3%80%80", "%C3%A9", "%E7%B4%8D", "%EE%80%80",
		"%C2%AD", "%E2%81%A7", "%2e", "%2E%2E", "%41", "%ED%A0%80", "%C0%AF", "%F0%9F%98%80", "%EF%B8%8F"}
	fails, checked := 0, 0
	for range propN(20000) {
		s := g.structured("")
		for k := 1 + g.r.IntN(3); k > 0; k-- {
			i := g.r.IntN(len(s) + 1)
			s = s[:i] + pcts[g.r.IntN(len(pcts))] + s[i:]
		}
		if !iri.RFC3986.Valid(s) {
			continue
		}
		checked++
		n, err := iri.Normalize(s, iri.LevelSyntax)
		if err != nil {
			t.Fatalf("Normalize(%q): %v", s, err)
		}
		bad := false
		for i, c := range n {
			if c >= 0x80 && chars.KeepEncoded(c, false) && !(chars.IsIprivate(c, false) && strings.Contains(n[:i], "?")) {
				t.Errorf("Normalize(%q) = %+q decodes %U, which ToIRI keeps encoded", s, n, c)
				bad = true
				break
			}
		}
		if p, _ := iri.Parse(s); !bad && !containsFold(p.Host, "xn--") {
			if x, err := iri.ToIRI(n); err != nil || x != n {
				t.Errorf("ToIRI(Normalize(%q) = %+q) = %+q, %v: Normalize left encoded what ToIRI decodes", s, n, x, err)
				bad = true
			}
		}
		if x, _ := iri.ToIRI(s); !bad {
			if eq, err := iri.Equal(s, x, iri.LevelScheme); err != nil || !eq {
				t.Errorf("Equal(%q, ToIRI = %+q, scheme) = %v, %v", s, x, eq, err)
				bad = true
			}
		}
		if bad {
			if fails++; fails > 10 {
				t.Fatal("too many failures")
			}
		}
	}
	if checked < propN(20000)/10 {
		t.Fatalf("only %d generated URIs were valid", checked)
	}
}

func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if equalFoldASCII(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

func equalFoldASCII(a, b string) bool {
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}
