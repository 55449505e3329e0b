package iri_test

import (
	"errors"
	"testing"

	"github.com/goiri/iri"
)

type errCase struct {
	v       string   // variant name
	rule    iri.Rule // entry rule
	in      string
	off     int
	ruleN   string // expected ParseError.Rule; "" = not asserted
	section string // expected ParseError.Section; "" = not asserted
	utf8    bool   // ErrInvalidUTF8 rather than ErrSyntax
	msg     string // expected Error(); "" = not asserted
}

const (
	sec3987 = "RFC 3987 section 2.2"
	secBis  = "draft-ietf-iri-3987bis-00 section 2.2"
	secWeb  = "draft-ietf-iri-3987bis-00 section 7.2"
	sec3986 = "RFC 3986 appendix A"
)

var errCases = []errCase{
	// The host "a b": iuserinfo and ireg-name both stop at the space; the
	// host is tried later and nested deeper, so ireg-name is named.
	{v: "rfc3987", in: "http://a b", off: 8, ruleN: "ireg-name", section: sec3987,
		msg: "iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (RFC 3987 section 2.2)"},
	{v: "3987bis", in: "http://a b", off: 8, ruleN: "ireg-name", section: secBis},
	{v: "rfc3986", in: "http://a b", off: 8, ruleN: "reg-name", section: sec3986,
		msg: "iri: invalid character U+0020 ' ' at byte 8 in reg-name: space is not allowed; encode it as %20 (RFC 3986 appendix A)"},
	// A space inside a path segment: isegment had consumed "a".
	{v: "rfc3987", in: "http://h/a b", off: 10, ruleN: "isegment", section: sec3987},
	// The first byte of a segment: only ipath-abempty had consumed input ("/").
	{v: "rfc3986", in: "http://h/\u00E9", off: 9, ruleN: "path-abempty", section: sec3986,
		msg: "iri: invalid character U+00E9 '\u00E9' at byte 9 in path-abempty: U+00E9 'é' is not allowed in path-abempty; percent-encode its UTF-8 bytes as %C3%A9 (RFC 3986 appendix A)"},
	// A control character is described without being printed.
	{v: "rfc3987", in: "a\x01", off: 1, ruleN: "isegment-nz-nc", section: sec3987,
		msg: "iri: invalid character U+0001 at byte 1 in isegment-nz-nc: the control character U+0001 is not allowed; remove it, or encode it as %01 (RFC 3987 section 2.2)"},
	// "#" in a fragment: RFC 3987 only.
	{v: "rfc3987", in: "a#b#c", off: 3, ruleN: "ifragment", section: sec3987,
		msg: "iri: invalid character U+0023 '#' at byte 3 in ifragment: a second '#' is not allowed: the first '#' starts the fragment; encode it as %23 (RFC 3987 section 2.2)"},
	{v: "rfc3986", in: "a#b#c", off: 3, ruleN: "fragment", section: sec3986},
	// Bad hex in pct-encoded.
	{v: "rfc3987", in: "http://h/%4g", off: 11, ruleN: "pct-encoded", section: "RFC 3986 section 2.1",
		msg: "iri: invalid character U+0067 'g' at byte 11 in pct-encoded: '%' at byte 9 is not followed by two hexadecimal digits; write a '%' that is data as %25 (RFC 3986 section 2.1)"},
	{v: "rfc3987", in: "%", off: 1, ruleN: "pct-encoded", section: "RFC 3986 section 2.1",
		msg: "iri: unexpected end of input at byte 1 in pct-encoded: '%' at byte 0 is not followed by two hexadecimal digits; write a '%' that is data as %25 (RFC 3986 section 2.1)"},
	{v: "leiri", in: "http://h/?%A", off: 12, ruleN: "pct-encoded", section: "RFC 3986 section 2.1"},
	// pct-encoded in a 3987bis ireg-name: only iuserinfo accepts "%41",
	// and then wants "@".
	{v: "3987bis", in: "http://%41/", off: 10, ruleN: "iuserinfo", section: secBis},
	{v: "webaddress", in: "http://%41/", off: 10, ruleN: "iuserinfo", section: secWeb}, // webaddress overrides iuserinfo (backslash decision)
	// Letters in a port: "h:80a" is still a possible iuserinfo.
	{v: "rfc3987", in: "http://h:80a/", off: 12, ruleN: "iuserinfo", section: sec3987},
	// A scheme must start with a letter; then it is a relative reference
	// with a colon in its first segment.
	{v: "rfc3987", in: "1a:", off: 2, ruleN: "isegment-nz-nc", section: sec3987},
	{v: "rfc3987", in: ":", off: 0},
	{v: "rfc3987", rule: iri.RuleIRI, in: "1a:b", off: 0},
	{v: "rfc3987", rule: iri.RuleIRI, in: "ab", off: 2},
	{v: "rfc3987", rule: iri.RuleIRI, in: "", off: 0, msg: "iri: unexpected end of input at byte 0 in scheme: the input is empty (RFC 3986 section 3.1)", ruleN: "scheme", section: "RFC 3986 section 3.1"},
	// IPvFuture without its dot.
	{v: "rfc3987", in: "http://[v1x]/", off: 10, ruleN: "IPvFuture", section: "RFC 3986 section 3.2.2"},
	// A space where the host starts: "//" belongs to ihier-part, the
	// authority has consumed nothing, and of the rules starting at byte 8
	// the innermost that names a component is the host's.
	{v: "rfc3987", in: "https:// example.com/", off: 8, ruleN: "ireg-name", section: sec3987},
	{v: "rfc3986", in: "https:// example.com/", off: 8, ruleN: "reg-name", section: sec3986},
	// After an IP literal only ":" port can go on (RFC 2396 section 3.2.2:
	// hostport = host [ ":" port ]); a path would start with "/". The rule
	// that has consumed input is draft2002's ihostport, RFC 3987's
	// iauthority (which holds the port itself).
	{v: "draft2002", in: "ws://[::1] /", off: 10, ruleN: "ihostport", section: "draft-duerst-iri-01 section 2.2"},
	{v: "rfc3987", in: "ws://[::1] /", off: 10, ruleN: "iauthority", section: sec3987},
	// The byte after "[" starts neither an IPv6address (a hex digit or
	// ":") nor an IPvFuture ("v"): the IPv6address, nested inside the
	// IP-literal that consumed "[", is named.
	{v: "rfc3987", in: "http://[w]/", off: 8, ruleN: "IPv6address", section: "RFC 3986 section 3.2.2"},
	// IPv6 errors: offsets only (several IPv6 rules fail at the same byte).
	{v: "rfc3987", in: "http://[::1", off: 11},
	{v: "rfc3987", in: "http://[1:2:3:4:5:6:7:8:9]/", off: 23},
	{v: "rfc3987", in: "http://[fe80::1%eth0]/", off: 15},
	{v: "rfc3986", in: "http://[12345::]/", off: 12},
	// A lone ":" can only start "::" (RFC 3986 section 3.2.2: every
	// IPv6address form that starts with ":" starts with "::"): the first
	// ":" is accepted, the character after it is the error.
	{v: "rfc3987", in: "http://[:1]/", off: 9, ruleN: "IPv6address"},
	{v: "rfc3986", in: "//[:]", off: 4, ruleN: "IPv6address"},
	{v: "webaddress", in: "//u@[:ff]", off: 6, ruleN: "IPv6address"},
	{v: "draft2002", in: "http://[:1]/", off: 9},
	// Entry rules.
	{v: "rfc3987", rule: iri.RuleAbsoluteIRI, in: "http://h/p#f", off: 10},
	{v: "rfc3986", rule: iri.RuleAbsoluteIRI, in: "http://h/p#f", off: 10},
	{v: "rfc3987", rule: iri.RuleRelativeRef, in: "http://h", off: 4},
	{v: "webaddress", rule: iri.RuleRelativeRef, in: "a:b", off: 1},
	// Characters outside every set.
	{v: "rfc3987", in: "http://h/\uFFFE", off: 9},
	// Section is the section of the rule named, here 3987bis's ipath-abempty
	// (the "/" was consumed, the segment not yet started).
	{v: "leiri", in: "http://h/\uFFFE", off: 9, ruleN: "ipath-abempty", section: secBis},
	{v: "webaddress", in: "http://h/a[", off: 10, ruleN: "isegment", section: secWeb},
	{v: "rfc3987", in: "http://h/?\U000E0000", off: 10},
	{v: "rfc3987", in: "http://h/?a\U000E0000", off: 11, ruleN: "iquery", section: sec3987},

	// Invalid UTF-8: at the bad byte, whatever the grammar.
	{v: "rfc3987", in: "http://h/\xff", off: 9, utf8: true, section: sec3987,
		msg: "iri: invalid UTF-8 byte 0xFF at byte 9: an IRI is text in UTF-8, and this byte is not part of a UTF-8 character; convert the input to UTF-8 from its encoding, or write the byte as %FF (RFC 3987 section 2.2)"},
	{v: "rfc3986", in: "http://h/\xc3", off: 9, utf8: true, section: sec3986,
		msg: "iri: invalid UTF-8 byte 0xC3 at byte 9: an IRI is text in UTF-8, and this byte is not part of a UTF-8 character; convert the input to UTF-8 from its encoding, or write the byte as %C3 (RFC 3986 appendix A)"},
	{v: "rfc3987", in: "\xff", off: 0, utf8: true},
	{v: "rfc3987", in: "\x80abc", off: 0, utf8: true},                   // lone continuation byte
	{v: "rfc3987", in: "http://h/\xe2\x82", off: 9, utf8: true},         // truncated 3-byte sequence
	{v: "rfc3987", in: "http://h/\xe2\x82x", off: 9, utf8: true},        // truncated, then ASCII
	{v: "rfc3987", in: "a\xf0\x9f\x98", off: 1, utf8: true},             // truncated 4-byte sequence
	{v: "rfc3987", in: "http://h/\xc0\xaf", off: 9, utf8: true},         // overlong "/"
	{v: "rfc3987", in: "http://h/\xe0\x80\xaf", off: 9, utf8: true},     // overlong "/", 3 bytes
	{v: "rfc3987", in: "http://h/\xf0\x80\x80\xaf", off: 9, utf8: true}, // overlong "/", 4 bytes
	{v: "rfc3987", in: "http://h/\xed\xa0\x80", off: 9, utf8: true},     // surrogate U+D800
	{v: "leiri", in: "http://h/\xed\xbf\xbf", off: 9, utf8: true},       // surrogate U+DFFF
	{v: "webaddress", in: "a\xf4\x90\x80\x80", off: 1, utf8: true},      // beyond U+10FFFF
	{v: "rfc3987", in: "\u00E9\u00E9\xff", off: 4, utf8: true},          // after valid multi-byte characters
	{v: "rfc3987", in: "http://h/?q=\u00E9\xe9", off: 14, utf8: true},   // Latin-1 e-acute after UTF-8 one
	{v: "webaddress", rule: iri.RuleAbsoluteIRI, in: "a:\xfe", off: 2, utf8: true},
}

// entryNames are the names of the four entry rules, from the ABNF: RFC 3987
// section 2.2 (also used, with other character classes, by 3987bis section
// 2.2 and its LEIRI and Web Address variants of section 7) and RFC 3986
// appendix A (the true key).
var entryNames = map[bool]map[iri.Rule]string{
	false: {iri.RuleIRIReference: "IRI-reference", iri.RuleIRI: "IRI", iri.RuleAbsoluteIRI: "absolute-IRI", iri.RuleRelativeRef: "irelative-ref"},
	true:  {iri.RuleIRIReference: "URI-reference", iri.RuleIRI: "URI", iri.RuleAbsoluteIRI: "absolute-URI", iri.RuleRelativeRef: "relative-ref"},
}

func TestParseErrors(t *testing.T) {
	for _, c := range errCases {
		v := confVariant(t, c.v)
		_, err := v.ParseRule(c.in, c.rule)
		label := c.v + " " + c.rule.String()
		if err == nil {
			t.Errorf("%s %q: accepted", label, c.in)
			continue
		}
		var pe *iri.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s %q: %T %v, want *iri.ParseError", label, c.in, err, err)
			continue
		}
		if pe.Offset != c.off {
			t.Errorf("%s %q: Offset = %d, want %d (%v)", label, c.in, pe.Offset, c.off, err)
		}
		if pe.Input != c.in {
			t.Errorf("%s %q: Input = %q", label, c.in, pe.Input)
		}
		if pe.Variant != c.v {
			t.Errorf("%s %q: Variant = %q", label, c.in, pe.Variant)
		}
		if want := entryNames[c.v == "rfc3986"][c.rule]; pe.Entry != want {
			t.Errorf("%s %q: Entry = %q, want %q", label, c.in, pe.Entry, want)
		}
		if c.ruleN != "" && pe.Rule != c.ruleN {
			t.Errorf("%s %q: Rule = %q, want %q (%v)", label, c.in, pe.Rule, c.ruleN, err)
		}
		if pe.Section == "" || (c.section != "" && pe.Section != c.section) {
			t.Errorf("%s %q: Section = %q, want %q", label, c.in, pe.Section, c.section)
		}
		if c.utf8 {
			if !errors.Is(err, iri.ErrInvalidUTF8) || errors.Is(err, iri.ErrSyntax) {
				t.Errorf("%s %q: %v is not ErrInvalidUTF8 only", label, c.in, err)
			}
		} else {
			if !errors.Is(err, iri.ErrSyntax) || errors.Is(err, iri.ErrInvalidUTF8) {
				t.Errorf("%s %q: %v is not ErrSyntax only", label, c.in, err)
			}
			if pe.Rule == "" {
				t.Errorf("%s %q: no Rule", label, c.in)
			}
			if len(pe.Expected) == 0 {
				t.Errorf("%s %q: no Expected", label, c.in)
			}
		}
		if c.msg != "" && err.Error() != c.msg {
			t.Errorf("%s %q:\n Error() = %s\n want      %s", label, c.in, err.Error(), c.msg)
		}
	}
}

// TestErrorExpected checks the Expected list on inputs where it is clear.
func TestErrorExpected(t *testing.T) {
	// After "http://h/p" an absolute-IRI may continue with a segment
	// character, "/", "?" or end; "#" is none of them.
	_, err := iri.ParseAbsolute("http://h/p#f")
	var pe *iri.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("got %v", err)
	}
	has := map[string]bool{}
	for _, e := range pe.Expected {
		has[e] = true
	}
	for _, want := range []string{`"/"`, `"?"`, "end of input"} {
		if !has[want] {
			t.Errorf("Expected = %q, missing %s", pe.Expected, want)
		}
	}
	if has[`"#"`] {
		t.Errorf("Expected = %q lists \"#\"", pe.Expected)
	}
	if pe.Expected[len(pe.Expected)-1] != "end of input" {
		t.Errorf("Expected = %q: end of input should come last", pe.Expected)
	}
}

// TestErrorPackageFuncs checks the package-level functions report the
// rfc3987 variant and their entry rule.
func TestErrorPackageFuncs(t *testing.T) {
	for _, c := range []struct {
		f     func(string) (*iri.IRI, error)
		in    string
		entry string
	}{
		{iri.Parse, "a b", "IRI-reference"},
		{iri.ParseIRI, "//h", "IRI"},
		{iri.ParseAbsolute, "a:b#c", "absolute-IRI"},
		{iri.ParseRelative, "a:b", "irelative-ref"},
	} {
		u, err := c.f(c.in)
		var pe *iri.ParseError
		if u != nil || !errors.As(err, &pe) {
			t.Errorf("%s %q: got %v, %v", c.entry, c.in, u, err)
			continue
		}
		if pe.Variant != "rfc3987" || pe.Entry != c.entry {
			t.Errorf("%s %q: Variant %q Entry %q", c.entry, c.in, pe.Variant, pe.Entry)
		}
	}
	if iri.Valid("a b") || !iri.Valid("a") {
		t.Error("Valid")
	}
	if iri.RFC3986.RuleName(iri.RuleIRIReference) != "URI-reference" || iri.RFC3986.RuleName(iri.RuleRelativeRef) != "relative-ref" {
		t.Error("RFC3986 rule names")
	}
	// An entry rule out of range is an error, not a panic.
	if _, err := iri.RFC3987.ParseRule("a", iri.Rule(200)); err == nil {
		t.Error("Rule(200) accepted")
	}
}

func TestUnclosedIPLiteral(t *testing.T) {
	for _, tt := range []struct {
		in  string
		off int
	}{
		{"http://[::1/", 11},
		{"http://[::1", 11},
		{"http://[v1.x/", 12},
		{"http://[::1.2.3.4/", 17},
	} {
		for _, v := range []iri.Variant{iri.RFC3987, iri.RFC3987.Reference(), iri.RFC3986} {
			_, err := v.Parse(tt.in)
			var pe *iri.ParseError
			if !errors.As(err, &pe) || pe.Rule != "IP-literal" || pe.Offset != tt.off {
				t.Errorf("%s.Parse(%q) = %v, want an error at byte %d in IP-literal", v, tt.in, err, tt.off)
			}
		}
	}
}
