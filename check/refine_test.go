package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// refineCase is an input and the findings worked out by hand from the
// rule's section, with a substring each finding's message must hold.
type refineCase struct {
	in      string
	variant iri.Variant
	want    []got
	msg     []string // one per want entry; "" checks nothing
}

func runRefine(t *testing.T, tests []refineCase) {
	t.Helper()
	for _, tt := range tests {
		fs := Run(tt.in, Grammar(tt.variant))
		if g := reduce(tt.in, fs); !slices.Equal(g, tt.want) {
			t.Errorf("Run(%q, %s) = %q\nwant %q", tt.in, tt.variant, g, tt.want)
			continue
		}
		for i, f := range fs {
			info, _ := LookupCode(f.Code)
			if f.Severity != info.Severity {
				t.Errorf("Run(%q): %v has severity %v, registry says %v", tt.in, f, f.Severity, info.Severity)
			}
			if i < len(tt.msg) && !strings.Contains(f.Message, tt.msg[i]) {
				t.Errorf("Run(%q): message %q lacks %q", tt.in, f.Message, tt.msg[i])
			}
		}
	}
}

// TestPctLowercaseHex: RFC 3986 section 2.1, "should use uppercase
// hexadecimal digits for all percent-encodings".
func TestPctLowercaseHex(t *testing.T) {
	r := iri.RFC3987
	runRefine(t, []refineCase{
		{"http://a/%c3%a9", r, []got{{CodePctLowercaseHex, "%c3%a9"}}, []string{"write %C3%A9"}},
		{"http://a/%C3%a9", r, []got{{CodePctLowercaseHex, "%C3%a9"}}, []string{"write %C3%A9"}},
		{"http://a/%C3%A9", r, nil, nil},
		// Each hex digit on its own: a-f lowercase, A-F and digits not.
		{"http://a/%2c", r, []got{{CodePctLowercaseHex, "%2c"}}, []string{"write %2C"}},
		{"http://a/%f0%9f%98%80", r, []got{{CodePctLowercaseHex, "%f0%9f%98%80"}}, []string{"write %F0%9F%98%80"}},
		{"http://a/%2C%3B", r, nil, nil},
		// An encoded control is also PCT_ENCODED_CONTROL's.
		{"http://a/%0a", r, []got{{CodePctControl, "%0a"}, {CodePctLowercaseHex, "%0a"}}, []string{"LF", "write %0A"}},
		// An encoded unreserved character ("~", "A") is the other code's,
		// and it splits the run.
		{"http://a/%7e", r, []got{{CodePctUnreserved, "%7e"}}, nil},
		{"http://a/%c3%a9%41%2f", r, []got{{CodePctLowercaseHex, "%c3%a9"}, {CodePctUnreserved, "%41"}, {CodePctDelimiterInPath, "%2f"}, {CodePctLowercaseHex, "%2f"}}, nil},
		// Query and fragment too; the octets of data: IRIs are data.
		{"http://a/?%e2%82%ac#%e2%82%ac", r, []got{{CodePctLowercaseHex, "%e2%82%ac"}, {CodePctLowercaseHex, "%e2%82%ac"}}, nil},
		// Exempt from the rule (RFC 2397's own examples use lowercase);
		// DATA_SCHEME is the only finding.
		{"data:,%e2%82%ac", r, []got{{CodeDataScheme, "data"}}, nil},
	})
}

// TestHostCase: RFC 3986 section 3.2.2, lowercase for registered names and
// hexadecimal addresses; RFC 5952 section 4 for the text form of IPv6.
func TestHostCase(t *testing.T) {
	r := iri.RFC3987
	runRefine(t, []refineCase{
		{"http://EXAMPLE.COM/", r, []got{{CodeHostNotLowercase, "EXAMPLE.COM"}}, []string{`write "example.com"`}},
		{"http://exAmple.com/", r, []got{{CodeHostNotLowercase, "exAmple.com"}}, []string{`write "example.com"`}},
		{"foo://Z/", r, []got{{CodeHostNotLowercase, "Z"}}, nil}, // any scheme
		{"http://example.com/A", r, nil, nil},
		{"http://1.2.3.4/", r, nil, nil},
		// The digits of triplets stay uppercase: "%C3" is no uppercase letter.
		{"http://%C3%A9.example/", r, []got{{CodeHostPctEncoded, "%C3%A9.example"}}, nil},
		{"HTTP://a/", r, []got{{CodeSchemeNotLowercase, "HTTP"}}, nil},

		{"http://[FE80::1]/", r, []got{{CodeIPv6NotLowercase, "FE80::1"}}, []string{"write fe80::1"}},
		{"http://[fe80::1]/", r, nil, nil},
		{"http://[fe80:0:0:0:0:0:0:1]/", r, []got{{CodeIPv6NotCanonical, "fe80:0:0:0:0:0:0:1"}}, []string{"form fe80::1"}},
		{"http://[FE80:0::1]/", r, []got{{CodeIPv6NotLowercase, "FE80:0::1"}, {CodeIPv6NotCanonical, "FE80:0::1"}}, []string{"write fe80:0::1", "form fe80::1"}},
		// 4.1: no leading zeros.
		{"http://[2001:0db8::1]/", r, []got{{CodeIPv6NotCanonical, "2001:0db8::1"}}, []string{"form 2001:db8::1"}},
		// 4.2.2: "::" not for one zero field.
		{"http://[2001:db8:0:1:1:1:1:1]/", r, nil, nil},
		{"http://[2001:db8::1:1:1:1:1]/", r, []got{{CodeIPv6NotCanonical, "2001:db8::1:1:1:1:1"}}, []string{"form 2001:db8:0:1:1:1:1:1"}},
		// 4.2.3: "::" for the longest run, the first of equal runs.
		{"http://[2001::1:0:0:0:1]/", r, []got{{CodeIPv6NotCanonical, "2001::1:0:0:0:1"}}, []string{"form 2001:0:0:1::1"}},
		{"http://[2001:db8:0:0:1::1]/", r, []got{{CodeIPv6NotCanonical, "2001:db8:0:0:1::1"}}, []string{"form 2001:db8::1:0:0:1"}},
		{"http://[2001:db8::1:0:0:1]/", r, nil, nil},
		// Section 5: IPv4-mapped addresses in mixed notation; other dotted
		// tails are left alone.
		{"http://[::ffff:1.2.3.4]/", r, nil, nil},
		{"http://[::FFFF:1.2.3.4]/", r, []got{{CodeIPv6NotLowercase, "::FFFF:1.2.3.4"}}, nil},
		{"http://[::ffff:102:304]/", r, []got{{CodeIPv6NotCanonical, "::ffff:102:304"}}, []string{"form ::ffff:1.2.3.4"}},
		{"http://[::1.2.3.4]/", r, nil, nil},
		{"http://[v7.AB]/", r, nil, nil}, // IPvFuture: no rule
	})
	fs := Run("http://[FE80::1]/")
	if len(fs) != 1 || fs[0].Span != span(8, 15) || fs[0].Component != iri.ComponentHost || !fs[0].HasComponent {
		t.Errorf("Run(http://[FE80::1]/) = %v, want one finding at 8-15 in host", fs)
	}
}

// TestHostPctAndLabels: RFC 3986 section 3.2.2 (IDNA "rather than a
// percent-encoding"; names that "conform to the DNS syntax") and RFC 3490
// section 4.1 step 8 (labels of 1 to 63 code points), for DNS schemes.
func TestHostPctAndLabels(t *testing.T) {
	r := iri.RFC3987
	runRefine(t, []refineCase{
		{"http://%C3%A9.example/", r, []got{{CodeHostPctEncoded, "%C3%A9.example"}},
			[]string{"encodes the name \"\u00e9.example\":"}},
		{"http://%C3%A9.example/", r, []got{{CodeHostPctEncoded, "%C3%A9.example"}}, []string{`"xn--9ca.example"`}},
		{"foo://%C3%A9/", r, nil, nil}, // not a DNS scheme
		{"http://%41.example/", r, []got{{CodePctUnreserved, "%41"}}, nil},
		{"http://a%2Db/", r, []got{{CodePctUnreserved, "%2D"}}, nil},
		{"http://ho%2Fst/", r, []got{{CodeHostPctNotDNS, "ho%2Fst"}}, []string{`"ho/st"`}},
		{"http://a%20b/", r, []got{{CodeHostPctNotDNS, "a%20b"}}, []string{`' '`}},
		// Not DNS wins over non-ASCII: the advice to use IDNA cannot help.
		{"http://%C3%A9%2C/", r, []got{{CodeHostPctNotDNS, "%C3%A9%2C"}}, []string{`','`}},

		// A host that is not UTF-8, or that ToASCII rejects, is HOST_IDNA's
		// alone; a host that is no DNS name gets no label findings.
		{"http://%E9.example/", r, []got{{CodePctInvalidUTF8, "%E9"}, {CodeHostIDNA, "%E9.example"}}, nil},
		{"http://-a.example/", r, []got{{CodeHostIDNA, "-a.example"}}, nil},
		{"http://a%2Cb!c.example/", r, []got{{CodeHostPctNotDNS, "a%2Cb!c.example"}}, nil},

		{"http://a..b/", r, []got{{CodeHostEmptyLabel, ""}}, []string{"empty label"}},
		{"http://.a/", r, []got{{CodeHostEmptyLabel, ""}}, nil},
		{"http://a./", r, nil, nil},
		{"http://./", r, []got{{CodeHostEmptyLabel, ""}}, nil},
		{"http://a.b../", r, []got{{CodeHostEmptyLabel, ""}}, nil},
		{"foo://a..b/", r, nil, nil},
	})
	for in, at := range map[string]int{"http://a..b/": 9, "http://.a/": 7, "http://./": 7, "http://a.b../": 11} {
		fs := Run(in)
		if len(fs) != 1 || fs[0].Span != span(at, at) || fs[0].Component != iri.ComponentHost {
			t.Errorf("Run(%q) = %v, want an empty span at %d in host", in, fs, at)
		}
	}
}

// TestInvalidBytesComponent: SURROGATE and INVALID_UTF8 findings name the
// component their bytes lie in; a lone bad byte cannot be placed.
func TestInvalidBytesComponent(t *testing.T) {
	tests := []struct {
		in   string
		code Code
		comp iri.Component
		has  bool
	}{
		{"http://a/\xed\xa0\x80", CodeSurrogate, iri.ComponentPath, true},
		{"http://\xed\xa0\x80/", CodeSurrogate, iri.ComponentHost, true},
		{"http://a/?\xed\xbf\xbf", CodeSurrogate, iri.ComponentQuery, true},
		{"http://a/#\xed\xa0\x80", CodeSurrogate, iri.ComponentFragment, true},
		{"http://u\xed\xa0\x80@a/", CodeSurrogate, iri.ComponentUserinfo, true},
		{"\xed\xa0\x80:x", CodeSurrogate, 0, false}, // no parse: a first segment with ":"
		{"http://a/#\xff\xfe", CodeInvalidUTF8, iri.ComponentFragment, true},
		{"http://a/#\xff\xfe\xfd", CodeInvalidUTF8, iri.ComponentFragment, true},
		{"http://a/\xff", CodeInvalidUTF8, 0, false},
	}
	for _, tt := range tests {
		fs := Run(tt.in)
		if len(fs) != 1 || fs[0].Code != tt.code || fs[0].HasComponent != tt.has || fs[0].Component != tt.comp {
			t.Errorf("Run(%q) = %v, want one %s in %v (%v)", tt.in, fs, tt.code, tt.comp, tt.has)
		}
	}
	// Two bad sequences in different components.
	s := "http://\xed\xa0\x80/\xed\xa0\x81"
	fs := Run(s)
	if len(fs) != 2 || fs[0].Component != iri.ComponentHost || fs[1].Component != iri.ComponentPath {
		t.Errorf("Run(%q) = %v, want host then path", s, fs)
	}
	// A bad byte (FF at byte 9) right before a surrogate encoding (bytes
	// 10-12): the four bytes are replaced together, so the copy parses and
	// both findings are in the path.
	s = "http://a/\xff\xed\xa0\x80"
	fs = Run(s)
	if len(fs) != 2 || fs[0].Code != CodeInvalidUTF8 || fs[0].Span != span(9, 10) || fs[1].Code != CodeSurrogate || fs[1].Span != span(10, 13) ||
		!fs[0].HasComponent || fs[0].Component != iri.ComponentPath || !fs[1].HasComponent || fs[1].Component != iri.ComponentPath {
		t.Errorf("Run(%q) = %v, want INVALID_UTF8 at 9-10 and SURROGATE at 10-13, both in the path", s, fs)
	}
	// The other findings of such an input get their component too: the
	// %7E at bytes 9-11 is in the path, like the bad bytes after it.
	s = "http://a/%7E\xff\xfe"
	fs = Run(s)
	if len(fs) != 2 || fs[0].Code != CodePctUnreserved || fs[0].Span != span(9, 12) || !fs[0].HasComponent || fs[0].Component != iri.ComponentPath ||
		fs[1].Code != CodeInvalidUTF8 || !fs[1].HasComponent || fs[1].Component != iri.ComponentPath {
		t.Errorf("Run(%q) = %v, want PCT_ENCODED_UNRESERVED at 9-12 and INVALID_UTF8, both in the path", s, fs)
	}
	// The configured variant decides: under draft2002 (RFC 2396) the
	// opaque part of "mailto:a?b" holds "?b" (opaque_part = uric_no_slash
	// *uric, and uric has "?"), so the bad bytes after it (10-11) are in
	// the path, where the later grammars would see a query.
	d, err := iri.LookupVariant("draft2002")
	if err != nil {
		t.Fatal(err)
	}
	s = "mailto:a?b\xff\xfe"
	fs = Run(s, Grammar(d))
	if len(fs) != 1 || fs[0].Code != CodeInvalidUTF8 || fs[0].Span != span(10, 12) || !fs[0].HasComponent || fs[0].Component != iri.ComponentPath {
		t.Errorf("Run(%q, draft2002) = %v, want INVALID_UTF8 at 10-12 in the path", s, fs)
	}
}

func TestSanitizeInvalid(t *testing.T) {
	for in, want := range map[string]string{
		"a\xed\xa0\x80b":       "a\u4E00b",
		"\xff\xfe":             "\u00E9",
		"\xff\xfe\xfd":         "\u4E00",
		"\xff\xfe\xfd\xfc\xfb": "\u4E00\u00E9",
		"\xff":                 "\xff",
		// A surrogate encoding next to another bad byte is one run of
		// four bytes: two 2-byte placeholders, on either side.
		"\xff\xed\xa0\x80": "\u00E9\u00E9",
		"\xed\xa0\x80\xff": "\u00E9\u00E9",
		// Two surrogate encodings: a run of six.
		"\xed\xa0\x80\xed\xb0\x80": "\u00E9\u00E9\u00E9",
		"ok":                       "ok",
	} {
		if got := sanitizeInvalid(in); got != want || len(got) != len(in) {
			t.Errorf("sanitizeInvalid(%q) = %q, want %q (same length)", in, got, want)
		}
	}
}

// TestHostIDNARules: STD3 rules by variant (RFC 3987 section 3.1 sets
// UseSTD3ASCIIRules, 3987bis section 3.4 clears it), characters IDNA maps
// to delimiters or deletes, A-labels (RFC 5891 section 5.3) and IDNA2008
// (RFC 5892).
func TestHostIDNARules(t *testing.T) {
	r, bis := iri.RFC3987, iri.RFC3987bis
	runRefine(t, []refineCase{
		{"http://a!b.example/", r, []got{{CodeHostSTD3, "!"}}, []string{"'!' is not a letter, digit or hyphen"}},
		{"http://a!b.example/", bis, nil, nil},
		{"http://a!b.example/", iri.LEIRI, nil, nil},
		{"http://a!b.example/", iri.RFC3986, nil, nil},
		{"http://a_b.example/", r, []got{{CodeHostSTD3, "_"}}, nil},
		{"http://a-b.example/", r, nil, nil},
		{"foo://a!b/", r, nil, nil}, // not a DNS scheme
		{"http://a\uFF01b.example/", r, []got{{CodeFullwidthLatin, "\uFF01"}, {CodeHostSTD3, "\uFF01"}}, []string{"", `maps U+FF01`}},
		{"http://a\uFF01b.example/", bis, []got{{CodeFullwidthLatin, "\uFF01"}}, nil},

		{"http://a\uFE6Ab.example/", r, []got{{CodeHostMapsToDelimiter, "\uFE6A"}}, []string{`to "%"`}},
		{"http://a\uFE6Ab.example/", bis, []got{{CodeHostMapsToDelimiter, "\uFE6A"}}, nil},
		{"http://a\u3000b.example/", bis, []got{{CodeSpaceLookalike, "\u3000"}, {CodeHostMapsToDelimiter, "\u3000"}}, []string{"", `to " "`}},
		{"http://a\uFF0Fb.example/", r, []got{{CodeFullwidthLatin, "\uFF0F"}, {CodeHostMapsToDelimiter, "\uFF0F"}}, []string{"", `to "/"`}},
		// U+3002 maps to ".", a label separator: nothing to report here.
		{"http://a\u3002b/", bis, []got{{CodeDelimiterLookalike, "\u3002"}}, nil},

		{"http://a\u00ADb.example/", r, []got{{CodeHostIDNAIgnored, "\u00AD"}}, []string{"deletes U+00AD"}},
		{"http://a\uFE0Fb.example/", bis, []got{{CodeHostIDNAIgnored, "\uFE0F"}}, nil},
		{"http://a%C2%ADb.example/", r, []got{{CodeHostPctEncoded, "a%C2%ADb.example"}, {CodeHostIDNAIgnored, "a%C2%ADb"}}, nil},

		{"http://\U0001F600.example/", r, []got{{CodeHostIDNA2008, "\U0001F600"}}, []string{"disallowed in IDNA2008"}},
		{"http://\u2665.example/", r, []got{{CodeHostIDNA2008, "\u2665"}}, nil},
		{"http://r\u00E9sum\u00E9.example/", r, nil, nil},
		{"http://\u00DF.example/", r, nil, nil},   // PVALID exception
		{"http://l\u00B7l.example/", r, nil, nil}, // CONTEXTO, left to context
		{"http://xn--e28h.example/", r, []got{{CodeHostIDNA2008, "xn--e28h"}}, []string{"encodes U+1F600"}},

		{"http://xn--.example/", r, []got{{CodeHostIDNA, "xn--"}}, []string{"is not an A-label"}},
		{"http://XN--.example/", r, []got{{CodeHostIDNA, "XN--"}, {CodeHostNotLowercase, "XN--.example"}}, nil},
		{"http://xn--a.example/", r, []got{{CodeHostIDNA, "xn--a.example"}}, nil}, // ToASCII fails as a whole
		{"http://xn--rsum-bpad.example/", r, nil, nil},                            // HOST_ACE_LABEL is off by default
	})
	fs := Run("http://xn--.example/")
	if len(fs) != 1 || fs[0].Section != "RFC 5890 section 2.3.2.1; RFC 5891 section 5.3" || fs[0].Severity != SeverityError {
		t.Errorf("A-label finding: %v", fs)
	}
	s := "http://xn--rsum-bpad.example/"
	fs = Run(s, IncludeIgnored())
	if len(fs) != 1 || fs[0].Code != CodeHostACELabel || fs[0].Severity != SeverityIgnored ||
		fs[0].Span != span(7, 20) || !strings.Contains(fs[0].Message, "U-label \"r\u00E9sum\u00E9\"") {
		t.Errorf("Run(%q, IncludeIgnored) = %v, want HOST_ACE_LABEL at 7-20 naming the U-label", s, fs)
	}
	fs = Run(s, CodeSeverity(CodeHostACELabel, SeverityWarning))
	if len(fs) != 1 || fs[0].Severity != SeverityWarning {
		t.Errorf("HOST_ACE_LABEL as a warning: %v", fs)
	}
	fs = Run("http://a!b.example/")
	if len(fs) != 1 || fs[0].Span != span(8, 9) || fs[0].Component != iri.ComponentHost {
		t.Errorf("HOST_STD3 span: %v", fs)
	}
}

// TestIDNA2008Classes: the derivation of RFC 5892 section 3, class by
// class, with code points whose class is given in the RFC or Unicode.
func TestIDNA2008Classes(t *testing.T) {
	for c, want := range map[rune]string{
		'\u00E9': "", '\u0301': "", '\u0969': "", // Ll, Mn, Nd
		'\u00DF': "", '\u3007': "", // PVALID exceptions
		'\u00B7': "", '\u30FB': "", '\u0663': "", '\u06F3': "", '\u200D': "", // CONTEXTO, CONTEXTJ
		'\u0640': "disallowed", '\u303B': "disallowed", // DISALLOWED exceptions
		'\u0378': "unassigned", '\U000E0080': "unassigned",
		'\u20D0': "disallowed", '\U0001D11E': "disallowed", '\U0001D200': "disallowed", // IgnorableBlocks
		'\u1100': "disallowed", '\uA960': "disallowed", '\uD7B0': "disallowed", '\uD7FB': "disallowed", // OldHangulJamo
		'\uAC00':     "",                                                           // a Hangul syllable: Lo
		'\U0001F600': "disallowed", '\u2665': "disallowed", '\u00A9': "disallowed", // So
		'\u2160': "disallowed", // Nl, not in LetterDigits
		// The ends of the CONTEXTO ranges of section 2.6 (0660..0669,
		// 06F0..06F9), which are Nd and so PVALID by LetterDigits too,
		// the CONTEXTJ ZWNJ, and ARABIC PERCENT SIGN (Po) just past the
		// first range: DISALLOWED.
		'\u0660': "", '\u0669': "", '\u06F0': "", '\u06F9': "", '\u200C': "",
		'\u066A': "disallowed",
	} {
		if got := idna2008Disallowed(c); got != want {
			t.Errorf("idna2008Disallowed(%U) = %q, want %q", c, got, want)
		}
	}
}

// TestFTPAndURNRules: RFC 1738 sections 3.1 and 3.2.2 for ftp, RFC 2141
// section 2.1 for the NID "urn".
func TestFTPAndURNRules(t *testing.T) {
	r := iri.RFC3987
	runRefine(t, []refineCase{
		{"ftp:x", r, []got{{CodeSchemeRequired, ""}}, []string{"ftp IRIs need an authority"}},
		{"ftp:///x", r, []got{{CodeSchemeRequired, ""}}, []string{"a non-empty host"}},
		{"ftp://a/b;type=z", r, []got{{CodeSchemeSyntax, ";type=z"}}, []string{"typecode a, i or d"}},
		{"ftp://a/b;type=a", r, nil, nil},
		{"ftp://a/b;type=i", r, nil, nil},
		{"ftp://a/b;type=d", r, nil, nil},
		{"ftp://a/b;type=D", r, nil, nil},
		{"ftp://a/b;type=", r, []got{{CodeSchemeSyntax, ";type="}}, nil},
		{"ftp://a/b;type=aa", r, []got{{CodeSchemeSyntax, ";type=aa"}}, nil},
		{"ftp://a/b;mode=a", r, []got{{CodeSchemeSyntax, ";mode=a"}}, nil},
		{"ftp://a/c;d/b", r, []got{{CodeSchemeSyntax, ";"}}, []string{"must be encoded as %3B"}},
		// A ";" first in a segment is checked as any other: a directory
		// name ";d", a last segment ";type=z" with an empty name.
		{"ftp://a/;d/b", r, []got{{CodeSchemeSyntax, ";"}}, []string{"must be encoded as %3B"}},
		{"ftp://a/;type=z", r, []got{{CodeSchemeSyntax, ";type=z"}}, []string{"typecode a, i or d"}},
		// Without an authority the path may start with ";": both faults.
		{"ftp:;type=z", r, []got{{CodeSchemeRequired, ""}, {CodeSchemeSyntax, ";type=z"}}, nil},
		{"ftp://a/c%3Bd/b;type=i", r, nil, nil},
		{"ftp://a", r, nil, nil},
		{"ftp://u@a/", r, nil, nil},

		{"urn:urn:x", r, []got{{CodeURNReservedNID, "urn"}}, []string{`"urn" is reserved`}},
		{"urn:URN:x", r, []got{{CodeURNReservedNID, "URN"}}, nil},
		{"URN:urn:x", r, []got{{CodeSchemeNotLowercase, "URN"}, {CodeURNReservedNID, "urn"}}, nil},
		{"urn:urn-1:x", r, nil, nil},
		{"urn:urnx:x", r, nil, nil},
		{"foo:urn:x", r, nil, nil},
	})
	fs := Run("ftp://a/b;type=z")
	if len(fs) != 1 || fs[0].Section != "RFC 1738 sections 3.1 and 3.2.2" || fs[0].Span != span(9, 16) {
		t.Errorf("ftp typecode finding: %v", fs)
	}
	fs = Run("urn:urn:x")
	if len(fs) != 1 || fs[0].Span != span(4, 7) || fs[0].Component != iri.ComponentPath || fs[0].Severity != SeverityWarning {
		t.Errorf("urn NID finding: %v", fs)
	}
}

// TestPathDotSegment: RFC 3986 section 3.3, dot-segments belong at the
// start of a relative-path reference.
func TestPathDotSegment(t *testing.T) {
	r := iri.RFC3987
	runRefine(t, []refineCase{
		{"http://a/./b", r, []got{{CodePathDotSegment, "."}}, []string{`segment "."`}},
		{"http://a/b/..", r, []got{{CodePathDotSegment, ".."}}, []string{`segment ".."`}},
		{"http://a/b/../c/.", r, []got{{CodePathDotSegment, ".."}, {CodePathDotSegment, "."}}, nil},
		{"http://a/.b/..c/...", r, nil, nil},
		{"/./a", r, []got{{CodePathDotSegment, "."}}, nil},
		{"../../a", r, nil, nil},
		{"./a", r, nil, nil},
		{"./../a", r, nil, nil},
		{"a/../b", r, []got{{CodePathDotSegment, ".."}}, nil},
		{"../a/./b", r, []got{{CodePathDotSegment, "."}}, nil},
		{"//a/../b", r, []got{{CodePathDotSegment, ".."}}, nil},
		{"foo:./a", r, []got{{CodePathDotSegment, "."}}, nil},
		{".", r, nil, nil},
		{"http://a/%2E/b", r, []got{{CodePctDotSegment, "%2E"}}, nil},
		{"foo:a/./b", iri.Draft2002, nil, nil}, // an opaque part has no segments
	})
	fs := Run("http://a/./b")
	if len(fs) != 1 || fs[0].Span != span(9, 10) || fs[0].Component != iri.ComponentPath {
		t.Errorf("dot segment span: %v", fs)
	}
}

// TestWebAddressBackslashPathSpans: a Web Address path that starts with
// "\" or has ":" after a "\" separator is absolute or has a first segment
// without ":"; its spans must stay inside the input (found by FuzzCheck:
// "\\:" made the path span 2-4 of a 2-byte input).
func TestWebAddressBackslashPathSpans(t *testing.T) {
	for _, s := range []string{"\\:", "a\\b:c", "\\a:b\\..\\c"} {
		u, err := iri.WebAddress.Parse(s)
		if err != nil {
			t.Fatalf("WebAddress.Parse(%q): %v", s, err)
		}
		if sp := u.Spans().Path; sp.Start != 0 || sp.End != len(s) {
			t.Errorf("WebAddress.Parse(%q).Spans().Path = %v, want 0-%d", s, sp, len(s))
		}
		for _, f := range Run(s, Grammar(iri.WebAddress)) {
			if f.Span.End > len(s) {
				t.Errorf("Run(%q): %v outside the input", s, f)
			}
		}
	}
}
