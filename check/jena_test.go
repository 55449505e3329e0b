package check

import (
	"strconv"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// jenaRow maps one violation code of Apache Jena's IRI library (Jena 4.5,
// jena-iri, org.apache.jena.iri.ViolationCodes: the 63 names in their
// numeric order) to what Check reports for the same problem.
type jenaRow struct {
	name string
	// codes are our codes for it; none when it is no rule of the
	// specifications.
	codes []Code
	// note says where our rule differs, or why there is none.
	note string
	// example triggers one of codes under variant ("" for rfc3987); empty
	// when codes is.
	example, variant string
}

// Reasons shared by several rows.
const (
	jenaInternal = "not a rule of the specifications: an internal marker of Jena's lexer that triggers further checks and is never reported"
	jenaXML      = "the rule is XML's (the Char production and its discouraged characters), not an IRI specification's; the characters are findings of their own here"
)

var jenaRows = []jenaRow{
	{"ILLEGAL_CHARACTER", []Code{CodeSyntax}, "covered by SYNTAX, which names the offset, the rule expected and the grammar's section", "http://a/[", ""},
	{"PERCENT_ENCODING_SHOULD_BE_UPPERCASE", []Code{CodePctLowercaseHex}, "", "http://a/%c3%a9", ""},
	{"SUPERFLUOUS_NON_ASCII_PERCENT_ENCODING", nil, "not a rule of the specifications: RFC 3987 allows percent-encoded UTF-8 anywhere an IRI may hold the characters; section 3.2 only describes decoding it when converting a URI to an IRI (Jena leaves the code unimplemented)", "", ""},
	{"SUPERFLUOUS_ASCII_PERCENT_ENCODING", []Code{CodePctUnreserved}, "", "http://a/%7E", ""},
	{"UNWISE_CHARACTER", []Code{CodeUnwise, CodeDelimiter}, "SYNTAX under rfc3987; one code per section 7.3 group when checked as a LEIRI or Web Address", "http://a/{x}", "leiri"},
	{"CONTROL_CHARACTER", []Code{CodeControl}, "", "http://a/\x01", "leiri"},
	{"NON_XML_CHARACTER", []Code{CodeControl, CodeSurrogate, CodeNonCharacter}, jenaXML, "http://a/\x01", "leiri"},
	{"DISCOURAGED_XML_CHARACTER", []Code{CodeControl, CodeNonCharacter}, jenaXML, "http://a/\u0080", "leiri"},
	{"NON_INITIAL_DOT_SEGMENT", []Code{CodePathDotSegment}, "", "http://a/b/../c", ""},
	{"EMPTY_SCHEME", []Code{CodeSyntax}, "covered by SYNTAX", "://a/", ""},
	{"SCHEME_MUST_START_WITH_LETTER", []Code{CodeSyntax}, "covered by SYNTAX", "1a://b/", ""},
	{"LOWERCASE_PREFERRED", []Code{CodeSchemeNotLowercase, CodeHostNotLowercase}, "one code for the scheme, one for the host", "http://EXAMPLE.COM/", ""},
	{"PORT_SHOULD_NOT_BE_EMPTY", []Code{CodePortEmpty}, "", "http://a:/", ""},
	{"DEFAULT_PORT_SHOULD_BE_OMITTED", []Code{CodePortDefault}, "", "http://a:80/", ""},
	{"PORT_SHOULD_NOT_BE_WELL_KNOWN", nil, "not a rule of the specifications: RFC 3986 section 7.2 asks applications that dereference a URI to mind well-known ports; a port below 1024 in an IRI is valid", "", ""},
	{"PORT_SHOULD_NOT_START_IN_ZERO", nil, "not a rule of the specifications: port = *DIGIT (RFC 3986 section 3.2.3); Jena itself calls it a feature of its own (PORT_DEFAULT compares the number, so :080 is a default port)", "", ""},
	{"BIDI_FORMATTING_CHARACTER", []Code{CodeBidiFormattingCharacter}, "", "http://a/b\u200Ec", "leiri"},
	{"WHITESPACE", []Code{CodeSpace, CodeControl}, "a space is SPACE, tab, CR and LF are CONTROL", "http://a/b c", "leiri"},
	{"DOUBLE_WHITESPACE", []Code{CodeSpace, CodeControl}, "one finding per character", "http://a/b  c", "leiri"},
	{"NOT_XML_SCHEMA_WHITESPACE", []Code{CodeControl}, "the rule is XML Schema's (anyURI collapses white space); tab, CR and LF are CONTROL findings", "http://a/b\tc", "leiri"},
	{"DOUBLE_DASH_IN_REG_NAME", nil, jenaInternal + " (hyphens in the third and fourth positions are HOST_IDNA's)", "", ""},
	{"SCHEME_INCLUDES_DASH", nil, jenaInternal, "", ""},
	{"NON_URI_CHARACTER", nil, jenaInternal, "", ""},
	{"PERCENT_20", nil, jenaInternal, "", ""},
	{"PERCENT", nil, jenaInternal, "", ""},
	{"IP_V6_OR_FUTURE_ADDRESS_SYNTAX", []Code{CodeSyntax}, "covered by SYNTAX", "http://[::1::2]/", ""},
	{"IPv6ADDRESS_SHOULD_BE_LOWERCASE", []Code{CodeIPv6NotLowercase}, "HOST_IPV6_NOT_CANONICAL adds the rest of the RFC 5952 text form", "http://[FE80::1]/", ""},
	{"IP_V4_OCTET_RANGE", []Code{CodeHostIPv4Like}, "the grammar reads 256.1.1.1 as a reg-name, so SYNTAX has nothing to say; HOST_IPV4_LIKE warns", "http://256.1.1.1/", ""},
	{"NOT_DNS_NAME", []Code{CodeHostSTD3, CodeHostPctNotDNS, CodeHostMapsToDelimiter, CodeHostIDNA}, "HOST_STD3 only under the rfc3987 variant (RFC 3987 section 3.1 sets UseSTD3ASCIIRules, 3987bis section 3.4 clears it)", "http://a!b.example/", ""},
	{"USE_PUNYCODE_NOT_PERCENTS", []Code{CodeHostPctEncoded}, "", "http://%C3%A9.example/", ""},
	{"ILLEGAL_PERCENT_ENCODING", []Code{CodeSyntax}, "covered by SYNTAX (the webaddress variant allows a lone \"%\")", "http://a/%zz", ""},
	{"ACE_PREFIX", []Code{CodeHostACELabel}, "internal in Jena; here an advisory code, off by default, that names the U-label", "http://xn--rsum-bpad.example/", ""},
	{"LONE_SURROGATE", []Code{CodeSurrogate}, "", "http://a/\xed\xa0\x80", ""},
	{"DNS_LABEL_DASH_START_OR_END", []Code{CodeHostIDNA}, "IDNA's hyphen rules (CheckHyphens)", "http://-a.example/", ""},
	{"BAD_IDN_UNASSIGNED_CHARS", []Code{CodeHostIDNA2008, CodeHostIDNA}, "HOST_IDNA where UTS #46 rejects the code point too", "http://\U0001F600.example/", ""},
	{"BAD_IDN", []Code{CodeHostIDNA, CodeHostIDNAIgnored}, "", "http://xn--.example/", ""},
	{"HAS_PASSWORD", []Code{CodeUserinfoPassword}, "a warning: RFC 3986 section 3.2.1 deprecates the form, it does not forbid it", "ftp://u:p@a/", ""},
	{"DISCOURAGED_IRI_CHARACTER", []Code{CodeFullwidthLatin, CodeHalfwidthKatakana, CodeSpaceLookalike, CodeDelimiterLookalike}, "one code per kind of look-alike", "http://a/\uFF41", ""},
	{"BAD_BIDI_SUBCOMPONENT", []Code{CodeBidiMixedDirection, CodeBidiRTLEnds}, "", heb("http://a/CDabEF"), ""},
	{"DNS_LENGTH_LIMIT", []Code{CodeHostTooLong}, "", "http://" + strings.Repeat(strings.Repeat("a", 49)+".", 5) + "abcd/", ""},
	{"DNS_LABEL_LENGTH_LIMIT", []Code{CodeHostLabelTooLong, CodeHostEmptyLabel}, "too long and empty labels apart", "http://" + strings.Repeat("a", 64) + ".example/", ""},
	{"NOT_UTF8_ESCAPE", []Code{CodePctInvalidUTF8, CodePctOverlongUTF8}, "", "http://a/%E9", ""},
	{"NOT_UTF8_ESCAPE_IN_HOST", []Code{CodePctInvalidUTF8, CodeHostIDNA}, "", "http://%E9.example/", ""},
	{"BAD_DOT_IN_IDN", []Code{CodeDelimiterLookalike}, "Jena leaves the code undescribed; the dots IDNA takes as label separators (U+3002 and kin) are look-alikes of \".\"", "http://a\u3002b/", ""},
	{"UNREGISTERED_IANA_SCHEME", nil, "not a rule of the specifications: any scheme that matches the grammar is valid (RFC 3986 section 3.1); registration (RFC 7595) is for those who define schemes", "", ""},
	{"UNREGISTERED_NONIETF_SCHEME_TREE", nil, "not a rule of the specifications: the alternative scheme trees of RFC 2717 were never set up, and RFC 7595 replaced that document", "", ""},
	{"NOT_NFC", []Code{CodeNotNFC}, "", "http://a/e\u0301", ""},
	{"NOT_NFKC", []Code{CodeNotNFKC}, "", "http://a/\uFB01", ""},
	{"DEPRECATED_UNICODE_CHARACTER", nil, "not a rule of the specifications: no IRI specification excludes deprecated characters (Jena leaves the code unimplemented)", "", ""},
	{"UNDEFINED_UNICODE_CHARACTER", []Code{CodeHostIDNA, CodeHostIDNA2008}, "in hosts only: outside them ucschar admits unassigned code points", "http://\u0378.example/", ""},
	{"PRIVATE_USE_CHARACTER", []Code{CodePrivateUse, CodePrivateUseInQuery}, "an error outside the query, a warning in it (RFC 3987 section 2.2 allows iprivate there)", "http://a/\uE000", "leiri"},
	{"UNICODE_CONTROL_CHARACTER", []Code{CodeControl}, "", "http://a/\u0085", "leiri"},
	{"UNASSIGNED_UNICODE_CHARACTER", []Code{CodeHostIDNA, CodeHostIDNA2008}, "in hosts only: outside them ucschar admits unassigned code points", "http://\u0378.example/", ""},
	{"MAYBE_NOT_NFC", nil, jenaInternal, "", ""},
	{"MAYBE_NOT_NFKC", nil, jenaInternal, "", ""},
	{"UNICODE_WHITESPACE", []Code{CodeSpaceLookalike}, "", "http://a/b\u3000c", ""},
	{"COMPATIBILITY_CHARACTER", []Code{CodeNotNFKC}, "", "http://a/\uFB01", ""},
	{"REQUIRED_COMPONENT_MISSING", []Code{CodeSchemeRequired}, "", "http:x", ""},
	{"PROHIBITED_COMPONENT_PRESENT", []Code{CodeSchemeForbidden}, "", "https://u@a/", ""},
	{"SCHEME_REQUIRES_LOWERCASE", []Code{CodeSchemeSyntax}, "the ftp \";type=\" parameter name", "ftp://a/b;TYPE=a", ""},
	{"SCHEME_PREFERS_LOWERCASE", nil, "not a rule of the specifications: RFC 1738 section 5 allows the ftp typecodes A, I and D in either case", "", ""},
	{"SCHEME_PATTERN_MATCH_FAILED", []Code{CodeSchemeSyntax}, "", "urn:a:b", ""},
	{"QUERY_IN_LEGACY_SCHEME", nil, "not a rule of the specifications: RFC 3986 allows a query in every scheme unless the scheme's own specification forbids one, which SCHEME_COMPONENT_FORBIDDEN reports (file)", "", ""},
}

// TestJenaRows: all 63 names, each once, in Jena's order of numbers 0-62
// (checked at the ends and at a few numbers in between); every code
// exists; every mapped row's example triggers one of its codes; every
// unmapped row gives a reason.
func TestJenaRows(t *testing.T) {
	if len(jenaRows) != 63 {
		t.Fatalf("%d rows, Jena 4.5 has 63 violation codes", len(jenaRows))
	}
	for i, name := range map[int]string{0: "ILLEGAL_CHARACTER", 8: "NON_INITIAL_DOT_SEGMENT", 26: "IPv6ADDRESS_SHOULD_BE_LOWERCASE",
		36: "HAS_PASSWORD", 44: "UNREGISTERED_IANA_SCHEME", 62: "QUERY_IN_LEGACY_SCHEME"} {
		if jenaRows[i].name != name {
			t.Errorf("row %d is %s, Jena's code %d is %s", i, jenaRows[i].name, i, name)
		}
	}
	seen := map[string]bool{}
	for _, row := range jenaRows {
		if seen[row.name] {
			t.Errorf("%s twice", row.name)
		}
		seen[row.name] = true
		if len(row.codes) == 0 {
			if !strings.HasPrefix(row.note, "not a rule of the specifications: ") || row.example != "" {
				t.Errorf("%s: unmapped rows need a reason and no example", row.name)
			}
			continue
		}
		for _, c := range row.codes {
			if _, ok := LookupCode(c); !ok {
				t.Errorf("%s: unknown code %s", row.name, c)
			}
		}
		v := iri.RFC3987
		if row.variant != "" {
			v, _ = iri.LookupVariant(row.variant)
		}
		hit := false
		for _, f := range Run(row.example, Grammar(v), IncludeIgnored()) {
			for _, c := range row.codes {
				hit = hit || f.Code == c
			}
		}
		if !hit {
			t.Errorf("%s: example %q triggers none of %v", row.name, row.example, row.codes)
		}
	}
}

func renderJenaDoc() string {
	cell := func(s string) string {
		return strings.NewReplacer(`\`, `\\`, "`", "\\`", "|", `\|`, "<", "&lt;", ">", "&gt;").Replace(s)
	}
	var b strings.Builder
	b.WriteString("# Apache Jena IRI violation codes and ours\n\n")
	b.WriteString("Generated from the table in check/jena_test.go by `TestJenaDoc`; do not edit: run\n")
	b.WriteString("`IRI_UPDATE_DOCS=1 go test -run TestJenaDoc ./check` after changing the table.\n\n")
	b.WriteString("For users moving from Apache Jena's IRI library (jena-iri 4.5, `org.apache.jena.iri.ViolationCodes`):\n")
	b.WriteString("each of its 63 violation codes, in its numeric order, with the codes of `iri check` that report the\n")
	b.WriteString("same problem (see [codes.md](codes.md)), or why there is none. The example, checked with the variant\n")
	b.WriteString("named, triggers one of the codes listed (a Go string literal). Severities differ by design: ours follow\n")
	b.WriteString("the wording of the specifications (MUST: error, SHOULD: warning); `--profile strict` makes every code an\n")
	b.WriteString("error, `--profile lenient` keeps errors for what makes the input no IRI.\n\n")
	b.WriteString("| # | Jena code | Our codes | Notes | Example | Variant |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- |\n")
	for i, row := range jenaRows {
		var codes []string
		for _, c := range row.codes {
			codes = append(codes, "`"+string(c)+"`")
		}
		ours, ex, v := strings.Join(codes, ", "), "", row.variant
		if len(row.codes) == 0 {
			ours = "none"
		} else {
			ex = "<code>" + strings.ReplaceAll(cell(strconv.Quote(row.example)), "\\`", "`") + "</code>"
			if v == "" {
				v = "rfc3987"
			}
		}
		b.WriteString("| " + strconv.Itoa(i) + " | `" + row.name + "` | " + ours + " | " + cell(row.note) + " | " + ex + " | " + v + " |\n")
	}
	return b.String()
}

// TestJenaDoc fails when docs/jena.md is not the rendering of jenaRows;
// IRI_UPDATE_DOCS=1 rewrites it (and fails if that changed anything), as
// TestCodesDoc does for docs/codes.md.
func TestJenaDoc(t *testing.T) {
	checkDocFile(t, "../docs/jena.md", renderJenaDoc(), "TestJenaDoc", "the Jena table")
}
