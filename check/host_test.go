package check

import (
	"slices"
	"testing"

	"github.com/goiri/iri"
)

// Tests of check/host.go (they kill its mutants: make mutate
// FILES=check/host.go). "http://" is bytes 0-6, so a host starts at byte 7;
// U+00AD SOFT HYPHEN is 2 bytes of UTF-8, U+222C DOUBLE INTEGRAL and
// U+FF3F FULLWIDTH LOW LINE are 3.

// TestHostLabelRulesOtherSchemes: the label rules are for the hosts of
// schemes whose hosts are DNS names. mailto is a known scheme whose host is
// not one: "a..b" there has no HOST_EMPTY_LABEL, where in http it has one
// at byte 9 (an empty span between the two dots).
func TestHostLabelRulesOtherSchemes(t *testing.T) {
	empty := func(c Code) bool { return c == CodeHostEmptyLabel }
	if got := runCodesWhere("mailto://a..b/", empty); got != nil {
		t.Errorf(`Run("mailto://a..b/") HOST_EMPTY_LABEL = %v, want none`, got)
	}
	if got, want := runCodesWhere("http://a..b/", empty), []codeSpan{{CodeHostEmptyLabel, span(9, 9)}}; !slices.Equal(got, want) {
		t.Errorf(`Run("http://a..b/") HOST_EMPTY_LABEL = %v, want %v`, got, want)
	}
}

// TestHostLabelEveryCharacter: a label's characters are each looked at,
// after one that got a finding too. Two soft hyphens, which IDNA deletes
// (bytes 8-9 and 11-12 of "http://a\u00ADb\u00ADc.example/"), are two
// HOST_IDNA_IGNORED findings. Under rfc3987 (UseSTD3ASCIIRules), two
// U+FF3F, which IDNA maps to "_" (bytes 8-10 and 12-14), are two HOST_STD3
// findings. U+222C maps to two U+222B INTEGRAL, a symbol IDNA2008
// disallows: one HOST_IDNA2008 finding for the one character written
// (bytes 8-10).
func TestHostLabelEveryCharacter(t *testing.T) {
	for _, c := range []struct {
		in   string
		opts []Option
		code Code
		want []codeSpan
	}{
		{"http://a\u00ADb\u00ADc.example/", nil, CodeHostIDNAIgnored,
			[]codeSpan{{CodeHostIDNAIgnored, span(8, 10)}, {CodeHostIDNAIgnored, span(11, 13)}}},
		{"http://a\uFF3Fb\uFF3Fc.example/", []Option{Grammar(iri.RFC3987)}, CodeHostSTD3,
			[]codeSpan{{CodeHostSTD3, span(8, 11)}, {CodeHostSTD3, span(12, 15)}}},
		{"http://a\u222Cb.example/", nil, CodeHostIDNA2008,
			[]codeSpan{{CodeHostIDNA2008, span(8, 11)}}},
	} {
		got := runCodesWhere(c.in, func(x Code) bool { return x == c.code }, c.opts...)
		if !slices.Equal(got, c.want) {
			t.Errorf("Run(%q) %s = %v, want %v", c.in, c.code, got, c.want)
		}
	}
}
