package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

type codeSpan struct {
	code Code
	sp   iri.Span
}

func runCodes(in string) []codeSpan {
	return runCodesWhere(in, func(Code) bool { return true })
}

// runCodesWhere returns the code and span of the findings of Run(in,
// opts...) whose code keep accepts, in order.
func runCodesWhere(in string, keep func(Code) bool, opts ...Option) []codeSpan {
	var out []codeSpan
	for _, f := range Run(in, opts...) {
		if keep(f.Code) {
			out = append(out, codeSpan{f.Code, f.Span})
		}
	}
	return out
}

// Issue 14, case 6: encoded CR/LF and the other encoded C0 controls.
func TestPctControlEncodedC0(t *testing.T) {
	fs := Run("http://a/?q=%0D%0A")
	if len(fs) != 1 || fs[0].Code != CodePctControl || fs[0].Span != span(12, 18) || fs[0].Component != iri.ComponentQuery ||
		fs[0].Severity != SeverityWarning || !strings.HasPrefix(fs[0].Message, "%0D encodes CR (carriage return)") ||
		!strings.Contains(fs[0].Message, "run of 2 adjacent occurrences") {
		t.Fatalf("Run(%%0D%%0A) = %v", fs)
	}
	for _, c := range []struct {
		in   string
		want []codeSpan
		msg  string
	}{
		{"http://a/%0a", []codeSpan{{CodePctControl, span(9, 12)}, {CodePctLowercaseHex, span(9, 12)}}, "%0a encodes LF (line feed)"},
		{"http://a/%09", []codeSpan{{CodePctControl, span(9, 12)}}, "%09 encodes TAB"},
		{"http://a/?%1B", []codeSpan{{CodePctControl, span(10, 13)}}, "%1B encodes ESC"},
		{"http://a/%01", []codeSpan{{CodePctControl, span(9, 12)}}, "%01 encodes the control U+0001"},
		{"http://a/%1F", []codeSpan{{CodePctControl, span(9, 12)}}, "%1F encodes the control U+001F"},
		{"http://a/%7F", []codeSpan{{CodePctControl, span(9, 12)}}, "%7F encodes DEL"},
		{"http://a/#%0D", []codeSpan{{CodePctControl, span(10, 13)}}, "%0D encodes CR"},
		// The boundaries: NUL has its own code, %20 and %7E are no controls
		// (%7E is an encoded unreserved "~").
		{"http://a/%00", []codeSpan{{CodePctNUL, span(9, 12)}}, ""},
		{"http://a/%20", nil, ""},
		{"http://a/%7E", []codeSpan{{CodePctUnreserved, span(9, 12)}}, ""},
		{"http://a/%80", []codeSpan{{CodePctInvalidUTF8, span(9, 12)}}, ""},
	} {
		got := runCodes(c.in)
		if !slices.Equal(got, c.want) {
			t.Errorf("Run(%q) = %v; want %v", c.in, got, c.want)
			continue
		}
		if c.msg != "" {
			if fs := Run(c.in); !strings.HasPrefix(fs[0].Message, c.msg) {
				t.Errorf("Run(%q) message %q; want it to start %q", c.in, fs[0].Message, c.msg)
			}
		}
	}
}

// Issue 14, case 6: a userinfo that looks like a host, in any scheme with
// an authority.
func TestUserinfoLooksLikeHost(t *testing.T) {
	fs := Run("ftp://example.com@evil.example/")
	if len(fs) != 1 || fs[0].Code != CodeUserinfoHost || fs[0].Span != span(6, 17) || fs[0].Component != iri.ComponentUserinfo ||
		fs[0].Severity != SeverityWarning ||
		fs[0].Message != `the userinfo "example.com" looks like a host name, but the host is "evil.example": a reader may take the IRI for one on "example.com"` {
		t.Fatalf("Run(ftp) = %v", fs)
	}
	for _, c := range []struct {
		in   string
		want []codeSpan
	}{
		{"ws://www.bank.com@evil.example/", []codeSpan{{CodeUserinfoHost, span(5, 17)}}},
		// http forbids any userinfo; the new code says why it matters.
		{"http://www.bank.com@evil.example/", []codeSpan{{CodeUserinfoHost, span(7, 19)}, {CodeSchemeForbidden, span(7, 20)}}},
		{"ftp://1.2.3.4@h/", []codeSpan{{CodeUserinfoHost, span(6, 13)}}},
		{"ftp://b\u00fccher.de@h/", []codeSpan{{CodeUserinfoHost, span(6, 16)}}},
		{"ftp://example.com.@h/", []codeSpan{{CodeUserinfoHost, span(6, 18)}}},
		// The user name before ":" is what is read as a host.
		{"ftp://example.com:pw@h/", []codeSpan{{CodeUserinfoHost, span(6, 17)}, {CodeUserinfoPassword, span(18, 20)}}},
		{"ftp://ex%61mple.com@h/", []codeSpan{{CodeUserinfoHost, span(6, 19)}, {CodePctUnreserved, span(8, 11)}}},
		// Not host names: one label, no ICANN suffix, the suffix itself, an
		// empty label, a character no host name has, undecodable octets.
		{"ftp://user@h/", nil},
		{"ftp://john.doe@h/", nil},
		{"ftp://co.uk@h/", nil},
		{"ftp://a..com@h/", nil},
		{"ftp://a_b.com@h/", nil},
		{"ftp://a%FF.com@h/", []codeSpan{{CodePctInvalidUTF8, span(7, 10)}}},
		{"ftp://1.2.3@h/", nil},
	} {
		if got := runCodes(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Run(%q) = %v; want %v", c.in, got, c.want)
		}
	}
}

// TestUserinfoHostCharacters: the edges of the label characters of a host
// name (letters a-z after lowering, digits 0-9, "-", anything from U+0080
// on), and addresses that are not IPv4 ones.
func TestUserinfoHostCharacters(t *testing.T) {
	has := func(in string) bool {
		for _, f := range Run(in) {
			if f.Code == CodeUserinfoHost {
				return true
			}
		}
		return false
	}
	for in, want := range map[string]bool{
		// "a", "z", "0", "9" and "-" are host name characters.
		"ftp://za09-z.com@h/": true,
		"ftp://a.com@h/":      true,
		"ftp://z.com@h/":      true,
		"ftp://0a.com@h/":     true,
		"ftp://9a.com@h/":     true,
		// U+0080 (percent-encoded, decoded before the test) is at the
		// start of the non-ASCII range.
		"ftp://x%C2%80.com@h/": true,
		// "`" and "{" (either side of a-z), "/" and ":" (either side of
		// 0-9, percent-encoded) are not.
		"ftp://a%60.com@h/": false,
		"ftp://a%7B.com@h/": false,
		"ftp://a%2F.com@h/": false,
		"ftp://a%3A.com@h/": false,
		// An IPv6 address (its colons percent-encoded) is no IPv4
		// address, and has no dot.
		"ftp://%3A%3A1@h/": false,
		// IPv6 addresses with a dot, an IPv4-mapped one and one that ends
		// in dotted-decimal form (RFC 4291 section 2.2, form 3): addresses,
		// but not IPv4 ones, and ":" is no label character.
		"ftp://%3A%3Affff%3A192.0.2.1@h/": false,
		"ftp://%3A%3A192.0.2.1@h/":        false,
		"ftp://192.0.2.1@h/":              true,
	} {
		if got := has(in); got != want {
			t.Errorf("Run(%q) has USERINFO_LOOKS_LIKE_HOST = %v, want %v", in, got, want)
		}
	}
}
