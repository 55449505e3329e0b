package check

import (
	"fmt"
	"slices"
	"testing"

	"github.com/goiri/iri"
)

// Examples of the specifications, checked against findings worked out by
// hand from the text. Quoted examples are word for word; Bidi Notation
// (section 1.4 of draft-ietf-iri-3987bis-00) is mapped to Hebrew by heb.

func checkWant(t *testing.T, name, in string, v iri.Variant, want []got) {
	t.Helper()
	fs := Run(in, Grammar(v))
	if g := reduce(in, fs); !slices.Equal(g, want) {
		t.Errorf("%s: Run(%q, %s) = %q\nwant %q", name, fromHeb(in), v, g, want)
	}
}

// TestConformanceBidiExamples: draft-ietf-iri-3987bis-00 section 4.4 (and
// RFC 3987 section 4.4). Examples 1 to 7 are legal and follow section 4.2;
// 8 and 9 are "not allowed" (components start or end with digits); 10 and
// 11 are "allowed but not recommended".
func TestConformanceBidiExamples(t *testing.T) {
	ends := func(s string) got { return got{CodeBidiRTLEnds, heb(s)} }
	// Examples 2, 3, 4, 6, 10 and 11 show host labels in another order
	// than they are written (their visual representations; issue 31).
	order := func(host string) got { return got{CodeBidiHostLabelOrder, heb(host)} }
	tests := []struct {
		n       int
		logical string
		want    []got
	}{
		{1, "http://ab.CDEFGH.ij/kl/mn/op.html", nil},
		{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", []got{order("ab.CDE.FGH")}},
		{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", []got{order("AB.CD.EF")}},
		{4, "http://AB.CD.ef/gh/IJ/KL.html", []got{order("AB.CD.ef")}},
		{5, "http://ab.cd.EF/GH/ij/kl.html", nil},
		{6, "http://ab.CD.EF/GH/IJ/kl.html", []got{order("ab.CD.EF")}},
		{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", nil},
		// "Numbers are at the start or end of an rtl component".
		{8, "http://ab.cd.ef/GH1/2IJ/KL.html", []got{ends("GH1"), ends("2IJ")}},
		// "The numbers in the previous example are percent-encoded"; %31 and
		// %32 also encode unreserved digits (RFC 3986 section 2.3).
		{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", []got{ends("GH%31"), {CodePctUnreserved, "%31"},
			ends("%32IJ"), {CodePctUnreserved, "%32"}}},
		// Section 4.2 allows these; the host is a domain name of a DNS
		// scheme, and RFC 5893 section 2 rule 1 ("The first character must
		// be a character with Bidi property L, R, or AL") fails for the
		// labels "123" and "123ij" of a domain name with a right-to-left
		// label, so IDNA ToASCII (section 3.4) fails.
		{10, "http://ab.CDEFGH.123/kl/mn/op.html", []got{order("ab.CDEFGH.123"), {CodeHostIDNA, heb("ab.CDEFGH.123")}}},
		{11, "http://ab.CDEFGH.123ij/kl/mn/op.html", []got{order("ab.CDEFGH.123ij"), {CodeHostIDNA, heb("ab.CDEFGH.123ij")}}},
	}
	for _, tt := range tests {
		checkWant(t, fmt.Sprintf("example %d", tt.n), heb(tt.logical), iri.RFC3987, tt.want)
	}
	// Example 10 under a scheme without DNS hosts: no IDNA, only the
	// order of its labels.
	checkWant(t, "example 10, non-DNS scheme", heb("foo://ab.CDEFGH.123/kl/mn/op.html"), iri.RFC3987,
		[]got{{CodeBidiHostLabelOrder, heb("ab.CDEFGH.123")}})
}

// TestConformanceBidiFormatting: section 4.1, "IRIs MUST NOT contain
// bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
// PDF)."
func TestConformanceBidiFormatting(t *testing.T) {
	for _, c := range []rune{0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E} {
		in := "http://example.org/a" + string(c) + "b"
		checkWant(t, fmt.Sprintf("U+%04X", c), in, iri.LEIRI, []got{{CodeBidiFormattingCharacter, string(c)}})
		// The ABNF of section 2.2 allows them (ucschar includes
		// %xA0-D7FF); only the prose of section 4.1 forbids them, so under
		// the IRI grammar this check is the only finding.
		checkWant(t, fmt.Sprintf("U+%04X rfc3987", c), in, iri.RFC3987, []got{{CodeBidiFormattingCharacter, string(c)}})
	}
}

// TestConformanceCharacterGroups: the groups of section 7.3, at the ends of
// each range the section lists, checked as LEIRIs.
func TestConformanceCharacterGroups(t *testing.T) {
	groups := map[Code][]rune{
		CodeSpace:                   {0x20},
		CodeDelimiter:               {'<', '>', '"'},
		CodeUnwise:                  {'\\', '^', '`', '{', '|', '}'},
		CodeControl:                 {0x00, 0x1F, 0x7F, 0x9F},
		CodeBidiFormattingCharacter: {0x200E, 0x200F, 0x202A, 0x202E},
		CodeSpecial:                 {0xFFF0, 0xFFFD},
		CodePrivateUse:              {0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD},
		CodeTag:                     {0xE0000, 0xE0FFF},
		CodeNonCharacter:            {0xFDD0, 0xFDEF, 0x1FFFE, 0x1FFFF, 0xEFFFE, 0x10FFFE, 0x10FFFF},
	}
	for code, cs := range groups {
		for _, c := range cs {
			in := "http://example.org/a" + string(c) + "b"
			checkWant(t, fmt.Sprintf("%s U+%04X", code, c), in, iri.LEIRI, []got{{code, string(c)}})
		}
	}
	// "Surrogate code units (D800-DFFF)": in Go strings, only as their
	// (invalid) three-byte encodings.
	checkWant(t, "surrogate D800", "http://example.org/\xed\xa0\x80", iri.LEIRI, []got{{CodeSurrogate, "\xed\xa0\x80"}})
	checkWant(t, "surrogate DFFF", "http://example.org/\xed\xbf\xbf", iri.LEIRI, []got{{CodeSurrogate, "\xed\xbf\xbf"}})
	// Private use is allowed in the query (RFC 3987 section 2.2: iprivate
	// only in iquery), with a warning.
	checkWant(t, "private use in query", "http://example.org/?\uE000", iri.RFC3987, []got{{CodePrivateUseInQuery, "\uE000"}})
	// The same characters in an IRI are grammar errors as well.
	checkWant(t, "space rfc3987", "http://example.org/a b", iri.RFC3987, []got{{CodeSyntax, " "}, {CodeSpace, " "}})
}

// TestConformanceLookalikes: section 6.1 b, "full-width equivalents of
// Latin characters, half-width Katakana characters for Japanese".
func TestConformanceLookalikes(t *testing.T) {
	checkWant(t, "full-width A", "http://example.org/\uFF21", iri.RFC3987, []got{{CodeFullwidthLatin, "\uFF21"}})
	checkWant(t, "full-width ~", "http://example.org/\uFF5E", iri.RFC3987, []got{{CodeFullwidthLatin, "\uFF5E"}})
	checkWant(t, "half-width KA", "http://example.org/\uFF76", iri.RFC3987, []got{{CodeHalfwidthKatakana, "\uFF76"}})
	checkWant(t, "full-width KA", "http://example.org/\u30AB", iri.RFC3987, nil)
	checkWant(t, "ideographic space", "http://example.org/a\u3000b", iri.RFC3987, []got{{CodeSpaceLookalike, "\u3000"}})
	checkWant(t, "no-break space", "http://example.org/a\u00A0b", iri.RFC3987, []got{{CodeSpaceLookalike, "\u00A0"}})
	checkWant(t, "fraction slash", "http://example.org/a\u2044b", iri.RFC3987, []got{{CodeDelimiterLookalike, "\u2044"}})
}

// TestConformanceNormalization: section 5.3.2.2, "As an example,
// "http://www.example.org/r&#xE9;sum&#xE9;.html" (in XML Notation) is in
// NFC. On the other hand, "http://www.example.org/re&#x301;sume&#x301;.html"
// is not in NFC."
func TestConformanceNormalization(t *testing.T) {
	checkWant(t, "NFC", "http://www.example.org/r\u00E9sum\u00E9.html", iri.RFC3987, nil)
	checkWant(t, "not NFC", "http://www.example.org/re\u0301sume\u0301.html", iri.RFC3987,
		[]got{{CodeNotNFC, "e\u0301"}, {CodeNotNFC, "e\u0301"}})
	// "Vi&#xEA;&#x323;t Nam" (section 5.3.2.2) is not in NFC either; the
	// space is percent-encoded here to keep it an IRI.
	checkWant(t, "Vietnam", "http://example.org/Vi\u00EA\u0323t%20Nam", iri.RFC3987, []got{{CodeNotNFC, "\u00EA\u0323"}})
	// NFKC: "choosing half-width Latin letters instead of full-width
	// ones" is covered by FULLWIDTH_LATIN; other compatibility characters
	// get NOT_NFKC.
	checkWant(t, "ligature", "http://example.org/\uFB01", iri.RFC3987, []got{{CodeNotNFKC, "\uFB01"}})
	checkWant(t, "superscript", "http://example.org/x\u00B2", iri.RFC3987, []got{{CodeNotNFKC, "\u00B2"}})
}

// TestConformanceUTF8Examples: section 6.4.
func TestConformanceUTF8Examples(t *testing.T) {
	// "for a document with a URI of
	// "http://www.example.org/r%C3%A9sum%C3%A9.html", it is possible to
	// construct a corresponding IRI"
	checkWant(t, "UTF-8", "http://www.example.org/r%C3%A9sum%C3%A9.html", iri.RFC3987, nil)
	// "for a document with a URI of "http://www.example.org/r%E9sum%E9.html",
	// the percent-encoding octets cannot be converted to actual characters
	// in an IRI, as the percent-encoding is not based on UTF-8."
	checkWant(t, "latin-1", "http://www.example.org/r%E9sum%E9.html", iri.RFC3987,
		[]got{{CodePctInvalidUTF8, "%E9"}, {CodePctInvalidUTF8, "%E9"}})
	// "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9"
	checkWant(t, "mixed", "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", iri.RFC3987,
		[]got{{CodePctInvalidUTF8, "%E9"}, {CodePctInvalidUTF8, "%E9"}})
}

// TestConformanceSecurity: section 10 (RFC 3987 section 8): "A sequence
// such as "%C0%AF.." may pass some security tests and then be interpreted
// as "/.." in a path".
func TestConformanceSecurity(t *testing.T) {
	checkWant(t, "overlong", "http://www.example.org/%C0%AF..", iri.RFC3987, []got{{CodePctOverlongUTF8, "%C0%AF"}})
	checkWant(t, "overlong ..", "http://www.example.org/a/%C0%AF../b", iri.RFC3987, []got{{CodePctOverlongUTF8, "%C0%AF"}})
	// "http://big.example.com/PopularPage.html" is a legal IRI; spoofing by
	// case is not detectable from one IRI.
	checkWant(t, "popular page", "http://big.example.com/PopularPage.html", iri.RFC3987, nil)
}

// TestConformanceIDN: section 3.4, "the IRI "http://r&#xE9;sum&#xE9;.example.org"
// MAY be converted to ..." — a valid internationalized domain name.
func TestConformanceIDN(t *testing.T) {
	checkWant(t, "résumé", "http://r\u00E9sum\u00E9.example.org", iri.RFC3987, nil)
	checkWant(t, "A-label", "http://xn--rsum-bpad.example.org", iri.RFC3987, nil)
	// RFC 3987 also allows percent-encoded UTF-8 in ireg-name; it decodes
	// to the same domain name, but RFC 3986 section 3.2.2 asks producers
	// for the IDNA encoding "rather than a percent-encoding", and section
	// 3.4 says the conversion to this very form "MUST NOT be performed".
	checkWant(t, "pct host", "http://r%C3%A9sum%C3%A9.example.org", iri.RFC3987,
		[]got{{CodeHostPctEncoded, "r%C3%A9sum%C3%A9.example.org"}})
}

// TestConformanceDataExamples: RFC 2397 section 4.
func TestConformanceDataExamples(t *testing.T) {
	// Every data: IRI also gets DATA_SCHEME, on the scheme.
	data := got{CodeDataScheme, "data"}
	checkWant(t, "brief note", "data:,A%20brief%20note", iri.RFC3987, []got{data})
	// "data:text/plain;charset=iso-8859-7,%be%fg%be" has "%fg", which is no
	// percent-encoding: the grammar fails at the "g" (the "%f" before it
	// still matched the start of pct-encoded).
	checkWant(t, "greek", "data:text/plain;charset=iso-8859-7,%be%fg%be", iri.RFC3987, []got{data, {CodeSyntax, "g"}})
	checkWant(t, "greek fixed", "data:text/plain;charset=iso-8859-7,%be%d3%be", iri.RFC3987, []got{data})
}
