package iri_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

// TestWebAddressTestVariantSameChecks: webaddress-noc1, a test-only
// variant (testdata/grammar/) that extends webaddress and changes one
// character class, gets the same findings from package check as
// webaddress on the inputs of the Web Address tests of both packages (none
// holds a C1 control), once the variant's name is left out of the
// messages. Its tests see the test variants because this package's test
// build compiles them into package iri.
func TestWebAddressTestVariantSameChecks(t *testing.T) {
	noc1, err := iri.LookupVariant("webaddress-noc1")
	if err != nil {
		t.Fatal(err)
	}
	inputs := []string{
		" \r\n\thttp://example.org/ \t\n\r", "http://exa\tmple.org/p\na\rth", "http://example.org/a b?c d#e f",
		"http://example.org/100%?50%+%41", `http://example.org\a\b?c\d`, "http://example.org/#a#b",
		" http://example.org\\a b\\c?d\\e%zz\n", "http:\\\\r\u00E9sum\u00E9.example\\a[b]", "http://ex.org\\a[b]",
		"http://u\\v@ex.org\\a[b]", "\\a:b[", "\\/:\nA", "http://a/\xFF", `\:`, "a\u200Fb c",
		"a\\b:c", "\\a:b\\..\\c", "http://a!b.example\\x", "http://r\u00E9sum\u00E9.example/a\u202Eb",
		// The command line tests' (cmd/iri, --from webaddress) and check's jena_test.go.
		` http://a\b c?d\e%zz `, "\thttp://a\\b c?100%\n", "http://a/%zz",
	}
	findings := func(s string, v iri.Variant) string {
		var b strings.Builder
		for _, f := range check.Run(s, check.Grammar(v)) {
			fmt.Fprintf(&b, "%v %v %v/%v %q %q\n", f.Code, f.Span, f.HasComponent, f.Component,
				strings.ReplaceAll(f.Message, v.String(), "VARIANT"), f.Section)
		}
		return b.String()
	}
	for _, s := range inputs {
		if want, got := findings(s, iri.WebAddress), findings(s, noc1); got != want {
			t.Errorf("check.Run(%q):\nwebaddress-noc1\n%swebaddress\n%s", s, got, want)
		}
	}
	// The changed class does change the findings: U+0085 is a C1 control
	// webaddress's href-ucschar allows and webaddress-noc1's does not.
	if want, got := findings("http://a/b\u0085", iri.WebAddress), findings("http://a/b\u0085", noc1); got == want {
		t.Errorf("check.Run with a C1 control: the same findings under both variants:\n%s", got)
	}
}

// TestHostSTD3Inherited: rfc3987-port5, a test-only variant extending
// rfc3987, inherits "host-std3: true", so check reports "_" in a DNS host
// label under it as under rfc3987 (RFC 3987 section 3.1: ToASCII with
// UseSTD3ASCIIRules TRUE, which allows only letters, digits and "-"), and
// not under 3987bis (draft-ietf-iri-3987bis-00 section 3.4: FALSE).
func TestHostSTD3Inherited(t *testing.T) {
	port5, err := iri.LookupVariant("rfc3987-port5")
	if err != nil {
		t.Fatal(err)
	}
	has := func(v iri.Variant) bool {
		for _, f := range check.Run("http://a_b.example/", check.Grammar(v)) {
			if f.Code == check.CodeHostSTD3 && f.Span == (iri.Span{Start: 8, End: 9}) {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		v    iri.Variant
		want bool
	}{{iri.RFC3987, true}, {port5, true}, {iri.RFC3987bis, false}} {
		if got := has(c.v); got != c.want {
			t.Errorf("%s: HOST_STD3 at the \"_\": %v, want %v", c.v, got, c.want)
		}
	}
}
