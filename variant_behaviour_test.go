package iri

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// The test-only variants of testdata/grammar/, compiled into the tests by
// gen.go (parser_testvariants_gen_test.go).
func webAddressNoC1() Variant { return mustVariant("webaddress-noc1") } // webaddress, href-ucschar less U+0080-009F
func rfc3986Pipe() Variant    { return mustVariant("rfc3986-pipe") }    // rfc3986, "|" unreserved
func rfc3987Port5() Variant   { return mustVariant("rfc3987-port5") }   // rfc3987, a structural change (port)

// TestDeclaredBehaviour: each built-in variant's header keys, and the test
// variants', which declare none and inherit their parent's through
// extends (grammar/*.peg, testdata/grammar/*.peg).
func TestDeclaredBehaviour(t *testing.T) {
	for _, c := range []struct {
		v          Variant
		preprocess preprocessKind
		uriOnly    bool
		std3       bool
	}{
		{RFC3987, preprocessNone, false, true}, // RFC 3987 section 3.1: UseSTD3ASCIIRules TRUE
		{RFC3987bis, preprocessNone, false, false},
		{LEIRI, preprocessLEIRI, false, false},
		{WebAddress, preprocessWebAddress, false, false},
		{RFC3986, preprocessNone, true, false},
		{Draft2002, preprocessNone, false, false},
		{webAddressNoC1(), preprocessWebAddress, false, false},
		{rfc3986Pipe(), preprocessNone, true, false},
		{rfc3987Port5(), preprocessNone, false, true},
	} {
		g := c.v.gen()
		if g.preprocess != c.preprocess || c.v.uriOnly() != c.uriOnly || c.v.HostSTD3() != c.std3 {
			t.Errorf("%s: preprocess %d, uri-only %v, host-std3 %v; want %d, %v, %v",
				c.v, g.preprocess, c.v.uriOnly(), c.v.HostSTD3(), c.preprocess, c.uriOnly, c.std3)
		}
		if c.v.webInput() != (c.preprocess == preprocessWebAddress) {
			t.Errorf("%s: webInput %v", c.v, c.v.webInput())
		}
	}
	// The test variants keep their parents' rule names: rfc3986-pipe
	// inherits rfc3986's entry names and its "i"-less rule names.
	if got := rfc3986Pipe().RuleName(RuleIRIReference); got != "URI-reference" {
		t.Errorf("rfc3986-pipe entry rule %q, want URI-reference", got)
	}
	_, err := rfc3986Pipe().Parse("http://a b")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Rule != "reg-name" || pe.Section != "RFC 3986 appendix A" {
		t.Errorf("rfc3986-pipe error %+v, want reg-name, RFC 3986 appendix A", err)
	}
}

// TestTestVariantsChangeTheirClass: each test variant's grammar is its
// parent's with the change its file states, on inputs worked out by hand
// from the files.
func TestTestVariantsChangeTheirClass(t *testing.T) {
	for _, c := range []struct {
		v     Variant
		in    string
		valid bool
	}{
		{WebAddress, "http://a/b\u0085c", true}, // href-ucschar has %x7F-D7FF
		{webAddressNoC1(), "http://a/b\u0085c", false},
		{webAddressNoC1(), "http://a/b\u007Fc\u00A0", true}, // DEL and U+00A0 stay
		{webAddressNoC1(), `http://a\b c`, true},
		{RFC3986, "file:///c|/x", false},
		{rfc3986Pipe(), "file:///c|/x", true},
		{rfc3986Pipe(), "file:///c\u00E9", false}, // still ASCII only
		{RFC3987, "http://h:123456/", true},
		{rfc3987Port5(), "http://h:12345/", true},
		{rfc3987Port5(), "http://h:123456/", false},
	} {
		for _, v := range []Variant{c.v, c.v.Reference()} {
			if _, err := v.Parse(c.in); (err == nil) != c.valid {
				t.Errorf("%s (reference %v) Parse(%q): %v, want valid %v", v, v.IsReference(), c.in, err, c.valid)
			}
		}
	}
}

// TestTestVariantsParser: the variants that change only character classes
// run the fast path with tables gen.go derived from their grammars; the
// one that changes a structural rule runs the generated parser.
func TestTestVariantsParser(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		fast bool
	}{{webAddressNoC1(), true}, {rfc3986Pipe(), true}, {rfc3987Port5(), false}} {
		if got := c.v.HasFastPath(); got != c.fast {
			t.Errorf("%s: HasFastPath %v, want %v", c.v, got, c.fast)
		}
		if c.v.Reference().HasFastPath() {
			t.Errorf("%s.Reference(): HasFastPath", c.v)
		}
	}
	if rfc3987Port5().gen().structure == fastStructure {
		t.Errorf("rfc3987-port5 has the fast path's structure")
	}
}

// errKey describes err but for the variant's name, which is all that may
// differ between a variant and one extending it with another class.
func errKey(err error) string {
	var pe *ParseError
	if errors.As(err, &pe) {
		c := *pe
		c.Variant = ""
		return fmt.Sprintf("%+v", c)
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// sameAsWebAddress checks that webaddress-noc1, which extends webaddress
// and changes one character class, gets the same preprocessing, mapping
// and normalization as webaddress on s (an input of the Web Address tests,
// none of which holds a C1 control): ToURI strict and lenient, IRI.ToURI,
// the section 7.2 conversion to an IRI (WebAddressToIRI's), Normalize at
// every level, with the options opts besides the variant.
func sameAsWebAddress(t *testing.T, s string, opts ...Option) {
	t.Helper()
	results := func(v Variant) []string {
		with := append(slices.Clone(opts), Grammar(v))
		var out []string
		add := func(what string, res string, err error) {
			out = append(out, fmt.Sprintf("%s: %q %s", what, res, errKey(err)))
		}
		r, err := ToURI(s, with...)
		add("ToURI", r, err)
		r, err = ToURI(s, append(with, Lenient())...)
		add("ToURI lenient", r, err)
		if u, err := v.Parse(webStrip(webTrim(s))); err == nil {
			r, err = u.ToURI(with...)
			add("IRI.ToURI", r, err)
		}
		r, err = preprocessToIRI(v, s, newOptions(RFC3987bis, opts))
		add("to IRI", r, err)
		for _, l := range []Level{LevelSimple, LevelSyntax, LevelScheme} {
			r, err = Normalize(s, l, with...)
			add("Normalize "+l.String(), r, err)
		}
		return out
	}
	want, got := results(WebAddress), results(webAddressNoC1())
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%q: webaddress-noc1 %s\nwebaddress %s", s, got[i], want[i])
		}
	}
}

// TestWebAddressTestVariantSameBehaviour: the inputs of the Web Address
// cases of TestRFC3987bisSection7, TestToURI, TestToURIErrors and
// TestLEIRIAndWebAddressErrors (which also call sameAsWebAddress on
// theirs) and of the check package's Web Address tests
// (variant_behaviour_check_test.go compares the findings).
func TestWebAddressTestVariantSameBehaviour(t *testing.T) {
	for _, s := range webAddressTestInputs {
		sameAsWebAddress(t, s)
	}
}

// webAddressTestInputs are the inputs the Web Address tests of this
// package and of package check use.
var webAddressTestInputs = []string{
	" \r\n\thttp://example.org/ \t\n\r", "http://exa\tmple.org/p\na\rth", "http://example.org/a b?c d#e f",
	"http://example.org/100%?50%+%41", `http://example.org\a\b?c\d`, "http://example.org/#a#b",
	" http://example.org\\a b\\c?d\\e%zz\n", "http:\\\\r\u00E9sum\u00E9.example\\a[b]", "http://ex.org\\a[b]",
	"http://u\\v@ex.org\\a[b]", "\\a:b[", "\\/:\nA", "http://a/\xFF", `http://example.org\a\b`,
	`\:`, "a\u200Fb c", `\a`, `\\h\p`, `http:\\h\p`, `\a\b`,
	// The command line tests' (cmd/iri, --from webaddress) and check's jena_test.go.
	` http://a\b c?d\e%zz `, "\thttp://a\\b c?100%\n", "http://a/%zz",
}

// TestURIOnlyTestVariantNormalization: rfc3986-pipe extends rfc3986 and
// inherits "uri-only: true", so its normal forms stay URIs: by hand from
// RFC 3986 section 6.2.2.2, only percent-encoded unreserved characters
// ("%7E", "~") are decoded, the UTF-8 of "é" (%C3%A9) stays encoded and
// hex digits are uppercased; the "|" its grammar adds stays as written.
func TestURIOnlyTestVariantNormalization(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"FILE:///c|/%7e%c3%a9", "file:///c|/~%C3%A9"},
		{"http://r%C3%A9sum%C3%A9.example.org/%CE%B1", "http://r%C3%A9sum%C3%A9.example.org/%CE%B1"},
		{"HTTP://XN--RSUM-BPAD.Example.ORG:80", "http://xn--rsum-bpad.example.org/"},
	} {
		for _, v := range []Variant{rfc3986Pipe(), rfc3986Pipe().Reference()} {
			got, err := Normalize(c.in, LevelScheme, Grammar(v))
			if err != nil || got != c.want {
				t.Errorf("Normalize(%q, %s) = %q, %v; want %q", c.in, v, got, err, c.want)
			}
		}
		if RFC3986.Valid(c.in) {
			if got, _ := Normalize(c.in, LevelScheme, Grammar(RFC3986)); got != c.want {
				t.Errorf("Normalize(%q, rfc3986) = %q; want %q", c.in, got, c.want)
			}
		}
	}
}
