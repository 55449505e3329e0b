package iri_test

// Tests of the draft2002 variant: the grammar of draft-duerst-iri-01
// section 2.2 (grammar/draft2002.peg). Every expected value was worked out by
// hand from the draft's ABNF and the decisions in the grammar file's header,
// never by running the parser. Examples from the draft are quoted word for
// word with their section.

import (
	"errors"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

func d02Reg(scheme, host, path string) confComp {
	return confComp{Scheme: scheme, Host: host, Kind: iri.HostRegName, Path: path, Form: iri.PathAbempty}
}

// confExamples are the example IRIs and URIs of draft-duerst-iri-01, in the
// order they appear. URIs the text breaks across two lines in the middle of
// a word ("www-i18n-" / "comments/", "xml-" / "V10-2e-errata#E26") or cuts
// off ("<http://www.ifi.unizh.ch/mml/") are left out: their exact text is
// not in the draft.
var confExamples = []struct {
	in   string
	want confComp
}{
	// draft-duerst-iri-01 section 2.3: "For example, foo://example.com/XML, foo://example.com/
	// XM%4C, and foo://example.com/XM%4c must resolve to the same resource."
	{"foo://example.com/XML", d02Reg("foo", "example.com", "/XML")},
	{"foo://example.com/XM%4C", d02Reg("foo", "example.com", "/XM%4C")},
	{"foo://example.com/XM%4c", d02Reg("foo", "example.com", "/XM%4c")},
	// draft-duerst-iri-01 section 7: "a
	//    popular web page with a mixed case name (http://big.site/
	//    PopularPage.html) might be "spoofed" by someone who obtains access to
	//    http://big.site/popularpage.html."
	{"http://big.site/PopularPage.html", d02Reg("http", "big.site", "/PopularPage.html")},
	{"http://big.site/popularpage.html", d02Reg("http", "big.site", "/popularpage.html")},
	// draft-duerst-iri-01 References: "Draft, April 2002, <http://www.w3.org/TR/charmod>."
	{"http://www.w3.org/TR/charmod", d02Reg("http", "www.w3.org", "/TR/charmod")},
	// draft-duerst-iri-01 References: "May 2001, <http://www.w3.org/TR/xmlschema-2/#anyURI>."
	{"http://www.w3.org/TR/xmlschema-2/#anyURI", confComp{Scheme: "http", Host: "www.w3.org", Kind: iri.HostRegName,
		Path: "/TR/xmlschema-2/", Form: iri.PathAbempty, Frag: "anyURI"}},
	// draft-duerst-iri-01 Authors' Addresses: "URI:   http://www.w3.org/People/D%C3%BCrst/
	//        (Note: This is the escaped form of an IRI.)"
	{"http://www.w3.org/People/D%C3%BCrst/", d02Reg("http", "www.w3.org", "/People/D%C3%BCrst/")},
	// The IRI that note refers to: section 3.2 turns %C3%BC back into U+00FC.
	{"http://www.w3.org/People/D\u00FCrst/", d02Reg("http", "www.w3.org", "/People/D\u00FCrst/")},
	// draft-duerst-iri-01 Authors' Addresses: "EMail: mailto:michelsu@microsoft.com"
	// An opaque part: RFC 2396 has no hierarchy after "mailto:".
	{"mailto:michelsu@microsoft.com", confComp{Scheme: "mailto", Path: "michelsu@microsoft.com", Form: iri.PathOpaque}},
	// draft-duerst-iri-01 Authors' Addresses: "URI:   http://www.suignard.com"
	{"http://www.suignard.com", d02Reg("http", "www.suignard.com", "")},
}

func TestDraft2002Examples(t *testing.T) {
	for _, c := range confExamples {
		u, err := iri.Draft2002.Parse(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		confCheck(t, "draft2002", c.in, u, c.want)
	}
}

// TestDraft2002CentSign: draft-duerst-iri-01 section 2.1: "it is not
// allowed to use U+00A2, CENT SIGN, as a delimiter, because it is in the
// 'iunreserved' category". Being iunreserved, it may appear in a segment,
// a host name label and an opaque part.
func TestDraft2002CentSign(t *testing.T) {
	for _, c := range []struct {
		in   string
		want confComp
	}{
		{"foo:a\u00A2b", confComp{Scheme: "foo", Path: "a\u00A2b", Form: iri.PathOpaque}},
		{"http://\u00A2.example/\u00A2", d02Reg("http", "\u00A2.example", "/\u00A2")},
	} {
		u, err := iri.Draft2002.Parse(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		confCheck(t, "draft2002", c.in, u, c.want)
	}
}

// d02Valid are IRI-references the draft's grammar accepts, with their
// components.
var d02Valid = []struct {
	in   string
	want confComp
	why  string
}{
	// Opaque parts: everything after "scheme:" up to "#" when it does not start with "/".
	{"mailto:a@b", confComp{Scheme: "mailto", Path: "a@b", Form: iri.PathOpaque}, "iopaque_part"},
	{"urn:isbn:0-395-36341-1", confComp{Scheme: "urn", Path: "isbn:0-395-36341-1", Form: iri.PathOpaque}, "iopaque_part"},
	{"a:b", confComp{Scheme: "a", Path: "b", Form: iri.PathOpaque}, "iopaque_part"},
	{"foo:?q", confComp{Scheme: "foo", Path: "?q", Form: iri.PathOpaque}, "\"?\" is an iric_no_slash; an opaque part has no query"},
	{"foo:a?b#c", confComp{Scheme: "foo", Path: "a?b", Form: iri.PathOpaque, Frag: "c"}, "the query-like part stays in the opaque part"},
	{"urn:x[y]", confComp{Scheme: "urn", Path: "x[y]", Form: iri.PathOpaque}, "\"[\" and \"]\" are reserved, so iric, after the first character"},
	{"foo:a b<c>\"d\"{e}|\\^`", confComp{Scheme: "foo", Path: "a b<c>\"d\"{e}|\\^`", Form: iri.PathOpaque}, "space, delims and unwise are ichar"},
	{"a+b.c-d:x", confComp{Scheme: "a+b.c-d", Path: "x", Form: iri.PathOpaque}, "scheme characters"},
	{"foo:%41", confComp{Scheme: "foo", Path: "%41", Form: iri.PathOpaque}, "escaped"},
	// Hierarchical parts without authority.
	{"foo:/", confComp{Scheme: "foo", Path: "/", Form: iri.PathAbsolute}, "iabs_path with one empty segment"},
	{"foo:/a?b", confComp{Scheme: "foo", Path: "/a", Form: iri.PathAbsolute, Query: "b"}, "ihier_part has a query"},
	{"http:/a//b", confComp{Scheme: "http", Path: "/a//b", Form: iri.PathAbsolute}, "empty segments"},
	// ";" parameters.
	{"http://a/b;p;q/c;r?x", confComp{Scheme: "http", Host: "a", Kind: iri.HostRegName, Path: "/b;p;q/c;r", Form: iri.PathAbempty, Query: "x"}, "isegment *( \";\" iparam )"},
	{"http://a/;p", d02Reg("http", "a", "/;p"), "an empty segment with a parameter"},
	{";a", confComp{Path: ";a", Form: iri.PathNoScheme}, "\";\" is an irel_segment character"},
	{"//h/;x", confComp{Host: "h", Kind: iri.HostRegName, Path: "/;x", Form: iri.PathAbempty}, "inet_path"},
	// Relative references.
	{"", confComp{Form: iri.PathEmpty}, "IRI-reference = [ ... ] [ ... ]: the empty string"},
	{"#f", confComp{Form: iri.PathEmpty, Frag: "f"}, "a fragment alone"},
	{"#", confComp{Form: iri.PathEmpty, Frag: confE}, "an empty fragment"},
	{"./a:b", confComp{Path: "./a:b", Form: iri.PathNoScheme}, "\":\" after the first segment"},
	{"a/b:c", confComp{Path: "a/b:c", Form: iri.PathNoScheme}, "irel_segment then iabs_path"},
	{"a?q#f", confComp{Path: "a", Form: iri.PathNoScheme, Query: "q", Frag: "f"}, "relativeIRI with query and fragment"},
	{"/a?", confComp{Path: "/a", Form: iri.PathAbsolute, Query: confE}, "an empty query"},
	// Authorities: server-based.
	{"http://h?q", confComp{Scheme: "http", Host: "h", Kind: iri.HostRegName, Path: "", Form: iri.PathAbempty, Query: "q"}, "no path before the query"},
	{"//", confComp{Host: "", Kind: iri.HostRegName, Form: iri.PathAbempty}, "an empty server"},
	{"///a", confComp{Host: "", Kind: iri.HostRegName, Path: "/a", Form: iri.PathAbempty}, "an empty server, then a path"},
	{"file:///etc", d02Reg("file", "", "/etc"), "an empty server"},
	{"http://u@h:80/p", confComp{Scheme: "http", User: "u", Host: "h", Port: "80", Kind: iri.HostRegName, Path: "/p", Form: iri.PathAbempty}, "userinfo, host, port"},
	{"http://@h/", confComp{Scheme: "http", User: confE, Host: "h", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}, "an empty iuserinfo"},
	{"http://h:/", confComp{Scheme: "http", Host: "h", Port: confE, Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}, "port = *DIGIT"},
	{"//a_b:c@d/", confComp{User: "a_b:c", Host: "d", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}, "\"_\" is a mark, so in iuserinfo"},
	{"http://r\u00E9sum\u00E9.example.org/", d02Reg("http", "r\u00E9sum\u00E9.example.org", "/"), "ihostname with non-ASCII labels"},
	{"http://example.com./", d02Reg("http", "example.com.", "/"), "a final dot"},
	{"http://-a-.com:80/", confComp{Scheme: "http", Host: "-a-.com", Port: "80", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}, "label hyphen rules are IDNA's, not the grammar's"},
	{"http://1.2.3.4/", confComp{Scheme: "http", Host: "1.2.3.4", Kind: iri.HostIPv4, Path: "/", Form: iri.PathAbempty}, "IPv4address"},
	{"http://1.2.3.999/", confComp{Scheme: "http", Host: "1.2.3.999", Kind: iri.HostIPv4, Path: "/", Form: iri.PathAbempty}, "RFC 2396 IPv4address is 1*3DIGIT"},
	{"http://1.2.3.4.5/", d02Reg("http", "1.2.3.4.5", "/"), "an ihostname: a label follows the IPv4address"},
	{"http://1.2.3.1000/", d02Reg("http", "1.2.3.1000", "/"), "four digits: not an IPv4address"},
	{"http://1.2.3.4a:8/", confComp{Scheme: "http", Host: "1.2.3.4a", Port: "8", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}, "an ihostname"},
	// Authorities: registry-based (the whole authority is the host).
	{"http://a_b/", d02Reg("http", "a_b", "/"), "\"_\" is not in a host name label"},
	{"http://a_b:80/", d02Reg("http", "a_b:80", "/"), "a registry name: no port split out"},
	{"http://@/", d02Reg("http", "@", "/"), "iserver needs a host after \"@\"; ireg_name has \"@\""},
	{"http://:80/", d02Reg("http", ":80", "/"), "iserver needs a host before \":\""},
	{"http://a@b@c/", d02Reg("http", "a@b@c", "/"), "two \"@\": only ireg_name"},
	{"http://h:8x/", d02Reg("http", "h:8x", "/"), "not a port"},
	{"http://a..b/", d02Reg("http", "a..b", "/"), "an empty label"},
	{"http://a b/c d", d02Reg("http", "a b", "/c d"), "space is ichar"},
	{"http://%41/", d02Reg("http", "%41", "/"), "escaped is in ireg_name, not in ihostname"},
	{"http://h;x/", d02Reg("http", "h;x", "/"), "\";\" in ireg_name"},
	// IPv6reference (RFC 2732).
	{"http://[::FFFF:129.144.52.38]:80/index.html", confComp{Scheme: "http", Host: "[::FFFF:129.144.52.38]", Port: "80", Kind: iri.HostIPv6, Path: "/index.html", Form: iri.PathAbempty}, "\"::\" hexseq \":\" IPv4address"},
	{"http://[::]/", confComp{Scheme: "http", Host: "[::]", Kind: iri.HostIPv6, Path: "/", Form: iri.PathAbempty}, "hexpart = \"::\""},
	{"http://[1::2]/", confComp{Scheme: "http", Host: "[1::2]", Kind: iri.HostIPv6, Path: "/", Form: iri.PathAbempty}, "hexseq \"::\" hexseq"},
	{"http://[1:2::]/", confComp{Scheme: "http", Host: "[1:2::]", Kind: iri.HostIPv6, Path: "/", Form: iri.PathAbempty}, "hexseq \"::\""},
	{"http://[1:2:1.2.3.4]/", confComp{Scheme: "http", Host: "[1:2:1.2.3.4]", Kind: iri.HostIPv6, Path: "/", Form: iri.PathAbempty}, "hexseq \":\" IPv4address"},
	{"http://[1:2:3:4:5:6:7:8:9]/", confComp{Scheme: "http", Host: "[1:2:3:4:5:6:7:8:9]", Kind: iri.HostIPv6, Path: "/", Form: iri.PathAbempty}, "hexseq has no length limit"},
	{"http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", confComp{Scheme: "http", Host: "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", Port: "80", Kind: iri.HostIPv6, Path: "/index.html", Form: iri.PathAbempty}, "eight groups"},
	// Characters.
	{"http://h/a b", d02Reg("http", "h", "/a b"), "space"},
	{"http://h/<x>\"y\"", d02Reg("http", "h", "/<x>\"y\""), "delims other than \"#\" and \"%\""},
	{"http://h/{x}|\\^`", d02Reg("http", "h", "/{x}|\\^`"), "unwise"},
	{"http://h/%41%4a", d02Reg("http", "h", "/%41%4a"), "escaped, either case"},
	{"http://h/a!~*'()-_.", d02Reg("http", "h", "/a!~*'()-_."), "mark"},
	{"http://h/\u0080", d02Reg("http", "h", "/\u0080"), "U+0080, the first character beyond US-ASCII (decision 3)"},
	{"http://h/\uE000", d02Reg("http", "h", "/\uE000"), "private use outside the query"},
	{"http://h/\U0010FFFD", d02Reg("http", "h", "/\U0010FFFD"), "the last planes"},
	{"http://h/?a[b]/?", confComp{Scheme: "http", Host: "h", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty, Query: "a[b]/?"}, "reserved is iric"},
	{"http://h/#[x]?/", confComp{Scheme: "http", Host: "h", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty, Frag: "[x]?/"}, "reserved is iric"},
}

func TestDraft2002Valid(t *testing.T) {
	for _, c := range d02Valid {
		u, err := iri.Draft2002.Parse(c.in)
		if err != nil {
			t.Errorf("%q (%s): %v", c.in, c.why, err)
			continue
		}
		confCheck(t, "draft2002", c.in, u, c.want)
	}
}

// d02Invalid are IRI-references the draft's grammar rejects. off is the byte
// the error must name: the farthest byte any rule of grammar/draft2002.peg
// (its ordered choices included) fails at, worked out by hand.
var d02Invalid = []struct {
	in  string
	off int
	why string
}{
	{"foo:", 4, "absoluteIRI needs an ihier_part or a non-empty iopaque_part"},
	{"foo:#x", 4, "the same, before a fragment"},
	{"?q", 0, "RFC 2396 has no relative reference without a path before \"?\""},
	{":a", 0, "no scheme, and irel_segment has no \":\""},
	{"1a:b", 2, "a scheme starts with a letter; as a relative reference, irel_segment takes \"1a\" and nothing takes \":\""},
	{"urn:[x]", 4, "\"[\" is not an iric_no_slash"},
	{"http://h/a[b]", 10, "\"[\" is not an ipchar"},
	{"http://h/%zz", 10, "\"%\" only as escaped (decision 3)"},
	{"http://h/%4", 11, "escaped needs two hex digits"},
	{"http://h/a%", 11, "a lone \"%\""},
	{"http://h/#a#b", 11, "\"#\" is not iric (decision 3)"},
	{"http://h/\x7f", 9, "DEL is not ichar"},
	{"http://h/\x01", 9, "C0 controls are not ichar"},
	{"http://[::192.9.5.5]/ipng", 13, "the defect of RFC 2732's ABNF: \"::\" directly before an IPv4address"},
	{"http://[::1.2.3.4]/", 11, "the same defect"},
	{"http://[1::2::3]/", 13, "two \"::\": hexpart takes \"1::2\", the last hexseq and the IPv4address of \":\" IPv4address both fail on the second \"::\"'s second \":\""},
	{"http://[12345::]/", 12, "hex4 is 1*4hex: after \"1234\" only \":\" or \"]\" may follow"},
	{"http://[v1.x]/", 8, "no IPvFuture in RFC 2732: hex4 or \"::\" after \"[\""},
	{"http://[::1]x/", 12, "nothing may follow the IPv6reference but a port: ihostport's \":\" and iauthority's lookahead fail on \"x\""},
	{"http://h/\xff", 9, "invalid UTF-8"},
}

func TestDraft2002Invalid(t *testing.T) {
	for _, c := range d02Invalid {
		u, err := iri.Draft2002.Parse(c.in)
		if err == nil {
			t.Errorf("%q (%s): accepted as %+v", c.in, c.why, *u)
			continue
		}
		var pe *iri.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %T is not a *ParseError", c.in, err)
			continue
		}
		if pe.Offset != c.off {
			t.Errorf("%q (%s): error at byte %d, want %d: %v", c.in, c.why, pe.Offset, c.off, err)
		}
		if pe.Variant != "draft2002" {
			t.Errorf("%q: Variant = %q", c.in, pe.Variant)
		}
	}
}

func TestDraft2002Errors(t *testing.T) {
	_, err := iri.Draft2002.Parse("http://h/%zz")
	var pe *iri.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("got %v, want a *ParseError", err)
	}
	if pe.Rule != "escaped" || pe.Section != "draft-duerst-iri-01 section 2.2" || !errors.Is(err, iri.ErrSyntax) {
		t.Errorf("Rule %q, Section %q, err %v; want escaped, draft-duerst-iri-01 section 2.2, ErrSyntax", pe.Rule, pe.Section, err)
	}
	_, err = iri.Draft2002.Parse("http://h/\xff")
	if !errors.Is(err, iri.ErrInvalidUTF8) {
		t.Errorf("invalid UTF-8: got %v, want ErrInvalidUTF8", err)
	}
}

// TestDraft2002Differences: inputs on which draft2002 and rfc3987 disagree,
// each verdict worked out from the two grammars.
func TestDraft2002Differences(t *testing.T) {
	for _, c := range []struct {
		in             string
		draft, rfc3987 bool
		why            string
	}{
		{"foo:", false, true, "RFC 3987 allows ipath-empty after the scheme"},
		{"?q", false, true, "RFC 3987 irelative-ref may start with \"?\""},
		{"http://h/a b", true, false, "space is ichar in the draft"},
		{"http://h/{x}", true, false, "unwise is ichar in the draft"},
		{"http://h/?a[b]", true, false, "\"[\" is reserved, so iric, in the draft's query"},
		{"http://h/\u0080", true, false, "U+0080 is ichar; RFC 3987 ucschar starts at U+00A0"},
		{"http://h/\uE000", true, false, "private use only in the RFC 3987 query"},
		{"http://a@b@c/", true, false, "a registry name may hold \"@\""},
		{"http://[1:2:3:4:5:6:7:8:9]/", true, false, "RFC 2732 hexseq has no length limit"},
		{"http://[::192.9.5.5]/", false, true, "RFC 3986 fixed the IPv6 ABNF"},
		{"http://[v1.x]/", false, true, "IPvFuture is RFC 3986's"},
		{"urn:[x]", false, false, "neither: \"[\" is a gen-delim in RFC 3987 too"},
	} {
		if got := iri.Draft2002.Valid(c.in); got != c.draft {
			t.Errorf("draft2002 Valid(%q) = %v, want %v (%s)", c.in, got, c.draft, c.why)
		}
		if got := iri.RFC3987.Valid(c.in); got != c.rfc3987 {
			t.Errorf("rfc3987 Valid(%q) = %v, want %v (%s)", c.in, got, c.rfc3987, c.why)
		}
	}
	// The same text, different components.
	for _, c := range []struct {
		in         string
		draft, rfc confComp
	}{
		{"mailto:a@b",
			confComp{Scheme: "mailto", Path: "a@b", Form: iri.PathOpaque},
			confComp{Scheme: "mailto", Path: "a@b", Form: iri.PathRootless}},
		{"foo:?q",
			confComp{Scheme: "foo", Path: "?q", Form: iri.PathOpaque},
			confComp{Scheme: "foo", Path: "", Form: iri.PathEmpty, Query: "q"}},
		{"http://:80/",
			d02Reg("http", ":80", "/"),
			confComp{Scheme: "http", Host: "", Port: "80", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}},
		{"http://@/",
			d02Reg("http", "@", "/"),
			confComp{Scheme: "http", User: confE, Host: "", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}},
		{"http://a_b:80/",
			d02Reg("http", "a_b:80", "/"),
			confComp{Scheme: "http", Host: "a_b", Port: "80", Kind: iri.HostRegName, Path: "/", Form: iri.PathAbempty}},
		{"http://256.1.1.1/",
			confComp{Scheme: "http", Host: "256.1.1.1", Kind: iri.HostIPv4, Path: "/", Form: iri.PathAbempty},
			d02Reg("http", "256.1.1.1", "/")},
	} {
		if u, err := iri.Draft2002.Parse(c.in); err != nil {
			t.Errorf("draft2002 %q: %v", c.in, err)
		} else {
			confCheck(t, "draft2002", c.in, u, c.draft)
		}
		if u, err := iri.RFC3987.Parse(c.in); err != nil {
			t.Errorf("rfc3987 %q: %v", c.in, err)
		} else {
			confCheck(t, "draft2002", c.in, u, c.rfc)
		}
	}
}

// TestDraft2002EntryRules: the four entry rules (decision 1).
func TestDraft2002EntryRules(t *testing.T) {
	for _, c := range []struct {
		in   string
		rule iri.Rule
		ok   bool
	}{
		{"foo:a#b", iri.RuleIRI, true},
		{"foo:a", iri.RuleIRI, true},
		{"#b", iri.RuleIRI, false},
		{"a", iri.RuleIRI, false},
		{"foo:a", iri.RuleAbsoluteIRI, true},
		{"foo://h/p?q", iri.RuleAbsoluteIRI, true},
		{"foo:a#b", iri.RuleAbsoluteIRI, false},
		{"", iri.RuleRelativeRef, true},
		{"#f", iri.RuleRelativeRef, true},
		{"a#f", iri.RuleRelativeRef, true},
		{"//h?q#f", iri.RuleRelativeRef, true},
		{"foo:a", iri.RuleRelativeRef, false},
		{"", iri.RuleIRIReference, true},
		{"foo:a#b", iri.RuleIRIReference, true},
	} {
		_, err := iri.Draft2002.ParseRule(c.in, c.rule)
		if (err == nil) != c.ok {
			t.Errorf("%v %q: err = %v, want ok = %v", c.rule, c.in, err, c.ok)
		}
	}
	names := [4]string{"IRI-reference", "absoluteIRI-with-fragment", "absoluteIRI", "relativeIRI-with-fragment"}
	for r, n := range names {
		if got := iri.Draft2002.RuleName(iri.Rule(r)); got != n {
			t.Errorf("RuleName(%v) = %q, want %q", iri.Rule(r), got, n)
		}
		if got, err := iri.Draft2002.LookupRule(n); err != nil || got != iri.Rule(r) {
			t.Errorf("LookupRule(%q) = %v, %v", n, got, err)
		}
	}
}

func TestDraft2002Variant(t *testing.T) {
	v, err := iri.LookupVariant("draft2002")
	if err != nil || v != iri.Draft2002 {
		t.Fatalf("LookupVariant(draft2002) = %v, %v", v, err)
	}
	if v.String() != "draft2002" || v.Section() != "draft-duerst-iri-01 section 2.2" || v.Extends() != "base" {
		t.Errorf("Name %q, Section %q, Extends %q", v.String(), v.Section(), v.Extends())
	}
	found := false
	for _, w := range iri.Variants() {
		found = found || w == iri.Draft2002
	}
	if !found {
		t.Error("Variants() does not list Draft2002")
	}
}

// TestDraft2002RoundTrip: String() gives back every valid input, including
// inputs built to stress the authority choice and long inputs.
func TestDraft2002RoundTrip(t *testing.T) {
	ins := []string{
		"http://a/b;p?q#f", "ftp://u:p@h:21/x;type=a", "news:comp.infosystems.www.servers.unix",
		"telnet://melvyl.ucop.edu/", "//[::]:/", "./..;x/../", "http://h?", "a:/?#",
		"http://" + strings.Repeat("a@", 1000) + "/", "foo:" + strings.Repeat("%41", 10000),
		"http://h/" + strings.Repeat("a;b/", 10000), "http://" + strings.Repeat("x.", 5000) + "y:1/",
	}
	for _, c := range d02Valid {
		ins = append(ins, c.in)
	}
	for _, c := range confExamples {
		ins = append(ins, c.in)
	}
	for _, s := range ins {
		u, err := iri.Draft2002.Parse(s)
		if err != nil {
			t.Errorf("%.40q: %v", s, err)
			continue
		}
		if got := u.String(); got != s {
			t.Errorf("%.40q: String() = %.40q", s, got)
		}
		confCheckSpans(t, "draft2002", s, u)
	}
}

// FuzzDraft2002: no panic; a valid input comes back from String().
func FuzzDraft2002(f *testing.F) {
	for _, c := range d02Valid {
		f.Add(c.in)
	}
	for _, c := range d02Invalid {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for r := iri.RuleIRIReference; r <= iri.RuleRelativeRef; r++ {
			u, err := iri.Draft2002.ParseRule(s, r)
			// Differential: the grammar written as regexps
			// (draft2002_regexp_test.go) accepts the same strings.
			if want := d02Accepts(s, r); (err == nil) != want {
				t.Fatalf("%q %v: parser error %v, regexp grammar accepts = %v", s, r, err, want)
			}
			if err != nil {
				var pe *iri.ParseError
				if !errors.As(err, &pe) || pe.Offset < 0 || pe.Offset > len(s) {
					t.Fatalf("%q %v: bad error %v", s, r, err)
				}
				continue
			}
			if got := u.String(); got != s {
				t.Fatalf("%q %v: String() = %q", s, r, got)
			}
		}
	})
}
