package check

import (
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
		if g := reduce(tt.in, fs); !sameGot(g, tt.want) {
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
		{"http://a/%0a", r, []got{{CodePctLowercaseHex, "%0a"}}, []string{"write %0A"}},
		{"http://a/%f0%9f%98%80", r, []got{{CodePctLowercaseHex, "%f0%9f%98%80"}}, []string{"write %F0%9F%98%80"}},
		{"http://a/%0A%09", r, nil, nil},
		// An encoded unreserved character ("~", "A") is the other code's,
		// and it splits the run.
		{"http://a/%7e", r, []got{{CodePctUnreserved, "%7e"}}, nil},
		{"http://a/%c3%a9%41%2f", r, []got{{CodePctLowercaseHex, "%c3%a9"}, {CodePctUnreserved, "%41"}, {CodePctDelimiterInPath, "%2f"}, {CodePctLowercaseHex, "%2f"}}, nil},
		// Query and fragment too; the octets of data: IRIs are data.
		{"http://a/?%e2%82%ac#%e2%82%ac", r, []got{{CodePctLowercaseHex, "%e2%82%ac"}, {CodePctLowercaseHex, "%e2%82%ac"}}, nil},
		{"data:,%e2%82%ac", r, nil, nil},
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
}

func TestSanitizeInvalid(t *testing.T) {
	for in, want := range map[string]string{
		"a\xed\xa0\x80b":       "a\u4E00b",
		"\xff\xfe":             "\u00E9",
		"\xff\xfe\xfd":         "\u4E00",
		"\xff\xfe\xfd\xfc\xfb": "\u4E00\u00E9",
		"\xff":                 "\xff",
		"ok":                   "ok",
	} {
		if got := sanitizeInvalid(in); got != want || len(got) != len(in) {
			t.Errorf("sanitizeInvalid(%q) = %q, want %q (same length)", in, got, want)
		}
	}
}
