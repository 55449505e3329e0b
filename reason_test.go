package iri

import (
	"errors"
	"strings"
	"testing"
)

// Each common failure gets a reason in words and, where one is clear, a
// suggestion; the offset, rule, expected set and section are kept. The
// reasons are written from the grammar: RFC 3986 section 3.1 (a scheme
// starts with a letter and holds letters, digits, '+', '-', '.'), 3.2.2 (an
// IP literal is in brackets), 3.2.3 (port = *DIGIT), 2.1 (pct-encoded =
// "%" HEXDIG HEXDIG; a '%' that is data is %25), 4.2 (the first segment of
// a relative-path reference has no ':'); RFC 3987 section 2.2 (no space,
// backslash, '<', '>', '"', '{', '}', '|', '^', '`' or control character,
// one '#'); section 3.1 (an IRI is UTF-8). Each suggested rewrite was
// checked to be an IRI reference by hand.
func TestParseErrorReasons(t *testing.T) {
	for _, tt := range []struct {
		name       string
		in         string
		offset     int
		rule       string
		reason     string
		suggestion string
	}{
		{"space", "http://a b/", 8, "ireg-name",
			"space is not allowed", "encode it as %20"},
		{"space in the path", "http://a/b c", 10, "isegment",
			"space is not allowed", "encode it as %20"},
		{"colon in a first segment", "_:b0", 1, "isegment-nz-nc",
			"a relative reference cannot have ':' in its first segment: a scheme must start with a letter",
			"write ./_:b0 for a relative path, or encode the ':' as %3A"},
		{"colon after a non-scheme character", "a_b:c", 3, "isegment-nz-nc",
			"a relative reference cannot have ':' in its first segment: a scheme has only letters, digits, '+', '-' and '.'",
			"write ./a_b:c for a relative path, or encode the ':' as %3A"},
		{"colon first", ":x", 0, "ipath-noscheme",
			"a relative reference cannot have ':' in its first segment: the scheme before it is empty",
			"write ./:x for a relative path, or encode the ':' as %3A"},
		{"scheme starting with a digit", "1http://a", 5, "isegment-nz-nc",
			`a scheme must start with a letter, and "1http" starts with a digit: as a relative reference, it cannot have ':' in its first segment`,
			"write ./1http://a for a relative path, or encode the ':' as %3A"},
		{"unclosed bracket at the end", "http://[::1", 11, "IP-literal",
			"the '[' at byte 7 opens an IP literal that is not closed: ']' is missing",
			"close the address with ']': http://[::1]"},
		{"unclosed bracket before the path", "http://[::1/x", 11, "IP-literal",
			"the '[' at byte 7 opens an IP literal that is not closed: ']' is missing",
			"close the address with ']': http://[::1]/x"},
		{"port with a letter", "http://a:8x/", 11, "iuserinfo",
			`the port "8x" is not a number: after the host, ':' is followed by decimal digits only`,
			"write the port as digits, or remove the ':' and what follows"},
		{"two ports", "http://h:80:90/", 14, "iuserinfo",
			`the port "80:90" is not a number: after the host, ':' is followed by decimal digits only`,
			"write the port as digits, or remove the ':' and what follows"},
		{"lone percent at the end", "http://a/%", 10, "pct-encoded",
			"'%' at byte 9 is not followed by two hexadecimal digits",
			"write a '%' that is data as %25"},
		{"percent and one digit", "http://a/%4", 11, "pct-encoded",
			"'%' at byte 9 is not followed by two hexadecimal digits",
			"write a '%' that is data as %25"},
		{"percent and letters", "http://a/100%zz", 13, "pct-encoded",
			"'%' at byte 12 is not followed by two hexadecimal digits",
			"write a '%' that is data as %25"},
		{"backslash", `http:\\a\b`, 5, "ipath-rootless",
			"a backslash is not allowed: the separator of an IRI is '/'",
			"write '/' instead: http://a/b"},
		{"backslash in a relative path", `a\b`, 1, "isegment-nz-nc",
			"a backslash is not allowed: the separator of an IRI is '/'",
			"write '/' instead: a/b"},
		{"backslash in the query", `http://a/?b\c`, 11, "iquery",
			"a backslash is not allowed", "encode it as %5C"},
		{"invalid UTF-8", "http://a/\xff", 9, "",
			"an IRI is text in UTF-8, and this byte is not part of a UTF-8 character",
			"convert the input to UTF-8 from its encoding, or write the byte as %FF"},
		{"IPv6 without brackets", "http://::1/", 10, "iuserinfo",
			"an IPv6 address in the host must be enclosed in square brackets",
			"write http://[::1]/"},
		{"IPv6 without brackets, and a port", "http://2001:db8::1:8080/x", 23, "iuserinfo",
			"an IPv6 address in the host must be enclosed in square brackets",
			"write http://[2001:db8::1:8080]/x"},
		{"IPv6 without brackets, eight groups", "//1:2:3:4:5:6:7:8", 17, "iuserinfo",
			"an IPv6 address in the host must be enclosed in square brackets",
			"write //[1:2:3:4:5:6:7:8]"},
		{"no IPv6 address, a bad port", "http://1:2:3:4/", 14, "iuserinfo",
			`the port "2:3:4" is not a number: after the host, ':' is followed by decimal digits only`,
			"write the port as digits, or remove the ':' and what follows"},
		{"a character never allowed", "http://a/<b>", 9, "ipath-abempty",
			"'<' is not allowed anywhere in an IRI", "encode it as %3C"},
		{"a control character", "http://a/\x01", 9, "ipath-abempty",
			"the control character U+0001 is not allowed", "remove it, or encode it as %01"},
		{"a second number sign", "http://a/#a#b", 11, "ifragment",
			"a second '#' is not allowed: the first '#' starts the fragment", "encode it as %23"},
		{"a bracket in the path", "http://a/[x]", 9, "ipath-abempty",
			"'[' is allowed only around an IP literal in the host", "encode it as %5B"},
		{"a bracket in the fragment", "http://a/#x[y", 11, "ifragment",
			"'[' is allowed only around an IP literal in the host", "encode it as %5B"},
		// U+0080, the first non-ASCII character, is no ucschar (RFC 3987
		// section 2.2 starts them at U+00A0): its two UTF-8 bytes C2 80.
		{"the first non-ASCII character", "http://a/\u0080", 9, "ipath-abempty",
			"U+0080 is not allowed in ipath-abempty", "percent-encode its UTF-8 bytes as %C2%80"},
		// A rewrite is quoted for an input of at most 200 bytes
		// (maxRewrite): 200 bytes get it, 201 do not.
		{"backslash, 200 bytes", "a\\" + strings.Repeat("b", 198), 1, "isegment-nz-nc",
			"a backslash is not allowed: the separator of an IRI is '/'",
			"write '/' instead: a/" + strings.Repeat("b", 198)},
		{"backslash, 201 bytes", "a\\" + strings.Repeat("b", 199), 1, "isegment-nz-nc",
			"a backslash is not allowed: the separator of an IRI is '/'",
			"use '/' between segments, or encode a backslash that is data as %5C"},
		// An empty authority ends at once: the ':' and '#' after it are in
		// the path and the fragment, not a host and a port.
		{"a second number sign after an empty authority", "http:///:#a#b", 11, "ifragment",
			"a second '#' is not allowed: the first '#' starts the fragment", "encode it as %23"},
		// The host starts after the last '@' (RFC 3986 section 3.2:
		// [ userinfo "@" ] host), also when the userinfo is empty.
		{"IPv6 without brackets after an empty userinfo", "http://@::1/", 9, "port",
			"an IPv6 address in the host must be enclosed in square brackets",
			"write http://@[::1]/"},
		{"IPv6 without brackets after a userinfo", "http://u@::1/", 10, "port",
			"an IPv6 address in the host must be enclosed in square brackets",
			"write http://u@[::1]/"},
		// A '[' that is closed is no unclosed literal, even where ']'
		// could have come; one that is not closed but fails on a character
		// where ']' could not come is a bad character of the literal; a
		// lone '[' at the end is unclosed (and "http://[]" does not parse,
		// so no rewrite is shown).
		{"a closed IP literal with a bad character", "http://[::1x]/", 11, "IP-literal",
			"'x' is not allowed in IP-literal", ""},
		{"a bad character right after '['", "http://[x", 8, "IPv6address",
			"'x' is not allowed in IPv6address", ""},
		{"a lone '[' at the end", "http://[", 8, "IPv6address",
			"the '[' at byte 7 opens an IP literal that is not closed: ']' is missing",
			"close the address with ']'"},
		// A userinfo holds no '[' (RFC 3986 section 3.2.1): an '@' after
		// an unclosed '[' is a bad character of the IP literal, and the
		// '[' named is the one the literal starts with.
		{"an '@' inside an unclosed IP literal", "http://[::1@x[y", 11, "IP-literal",
			"the '[' at byte 7 opens an IP literal that is not closed: ']' is missing",
			"close the address with ']'"},
		{"an '@' inside an unclosed IP literal after a userinfo", "http://u@[::1@x", 13, "IP-literal",
			"the '[' at byte 9 opens an IP literal that is not closed: ']' is missing",
			"close the address with ']'"},
		// "v1.x" has letters that are no hexadecimal digits: no IPv6
		// address, so "2:3" is read as its port.
		{"a host with letters and two colons", "http://v1.x:2:3/", 15, "iuserinfo",
			`the port "2:3" is not a number: after the host, ':' is followed by decimal digits only`,
			"write the port as digits, or remove the ':' and what follows"},
		{"an empty host and a bad port", "http://:x/", 9, "iuserinfo",
			`the port "x" is not a number: after the host, ':' is followed by decimal digits only`,
			"write the port as digits, or remove the ':' and what follows"},
		// A host that fails on a character of its own is named by that
		// character, with or without a userinfo before it.
		{"a bracket in a host after a userinfo", "http://u@a]/", 10, "ireg-name",
			"']' is allowed only around an IP literal in the host", "encode it as %5D"},
		{"a bracket in a host", "http://a]/", 8, "ireg-name",
			"']' is allowed only around an IP literal in the host", "encode it as %5D"},
		// DEL (U+007F) is a control character like those below U+0020
		// (US-ASCII), and RFC 3987 section 2.2 allows it nowhere.
		{"the control character DEL", "http://a/\x7f", 9, "ipath-abempty",
			"the control character U+007F is not allowed", "remove it, or encode it as %7F"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) = %v, want a *ParseError", tt.in, err)
			}
			if pe.Offset != tt.offset || pe.Rule != tt.rule {
				t.Errorf("offset %d rule %q, want %d %q", pe.Offset, pe.Rule, tt.offset, tt.rule)
			}
			if pe.Reason != tt.reason {
				t.Errorf("reason\n got %q\nwant %q", pe.Reason, tt.reason)
			}
			if pe.Suggestion != tt.suggestion {
				t.Errorf("suggestion\n got %q\nwant %q", pe.Suggestion, tt.suggestion)
			}
			if pe.Section == "" || (pe.Err == ErrSyntax && len(pe.Expected) == 0) {
				t.Errorf("section %q expected %q: the grammar's facts are kept", pe.Section, pe.Expected)
			}
			// Error() gives the reason after the rule and the suggestion
			// after "; ", then the section.
			msg := err.Error()
			want := ": " + tt.reason
			if tt.suggestion != "" {
				want += "; " + tt.suggestion
			}
			want += " (" + pe.Section + ")"
			if !strings.HasSuffix(msg, want) {
				t.Errorf("Error() = %q, want it to end with %q", msg, want)
			}
		})
	}
}

// The reasons where the entry rule or the variant is not the default
// IRI-reference: IRI and absolute-IRI need a scheme (RFC 3987 section 2.2:
// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ':'), an
// absolute IRI has no fragment (absolute-IRI = scheme ":" ihier-part
// [ "?" iquery ]), and in draft2002 (RFC 2396 grammar, section 3) a
// scheme and ':' with nothing after is an opaque part that ends too soon.
func TestParseErrorReasonsOtherEntries(t *testing.T) {
	draft2002 := mustVariant("draft2002")
	for _, tt := range []struct {
		name       string
		parse      func(string) (*IRI, error)
		in         string
		offset     int
		rule       string
		reason     string
		suggestion string
	}{
		{"empty IRI", ParseIRI, "", 0, "scheme", "the input is empty", ""},
		{"IRI with an empty scheme", ParseIRI, ":x", 0, "scheme",
			"a scheme must start with a letter, not ':'", ""},
		{"IRI with a digit first and no ':'", ParseIRI, "1a/b", 0, "scheme",
			"a scheme must start with a letter, not '1'", ""},
		{"IRI starting with a non-ASCII letter", ParseIRI, "\u00e9a:b", 0, "scheme",
			"U+00E9 'é' is not allowed in scheme", "percent-encode its UTF-8 bytes as %C3%A9"},
		// U+0080, the first non-ASCII character, is named as one (the
		// ASCII-letter reason is for bytes below 0x80).
		{"IRI starting with U+0080", ParseIRI, "\u0080a:b", 0, "scheme",
			"U+0080 is not allowed in scheme", "percent-encode its UTF-8 bytes as %C2%80"},
		{"IRI with '~' inside the scheme", ParseIRI, "ht~tp:", 2, "scheme",
			"'~' is not allowed in scheme", ""},
		{"absolute IRI with a fragment", ParseAbsolute, "http://a/#f", 9, "ipath-abempty",
			"an absolute IRI has no fragment", "remove the '#' and what follows it, or encode the '#' as %23"},
		{"draft2002 opaque part missing", draft2002.Parse, "a:", 2, "iopaque-part",
			"the input ends before iopaque-part is complete", ""},
		// A host that fails on a character of its own before a ':' is
		// named by that character, not by a port it never reached: RFC
		// 3986 (section 3.2.2, reg-name) takes "é" only percent-encoded,
		// as %C3%A9, its UTF-8 bytes.
		{"URI host failing before a ':'", RFC3986.Parse, "http://é:x/", 7, "reg-name",
			"U+00E9 'é' is not allowed in reg-name", "percent-encode its UTF-8 bytes as %C3%A9"},
		{"URI host failing after a letter, before a ':'", RFC3986.Parse, "http://aé:x/", 8, "reg-name",
			"U+00E9 'é' is not allowed in reg-name", "percent-encode its UTF-8 bytes as %C3%A9"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.parse(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("parse(%q) = %v, want a *ParseError", tt.in, err)
			}
			if pe.Offset != tt.offset || pe.Rule != tt.rule {
				t.Errorf("offset %d rule %q, want %d %q", pe.Offset, pe.Rule, tt.offset, tt.rule)
			}
			if pe.Reason != tt.reason {
				t.Errorf("reason\n got %q\nwant %q", pe.Reason, tt.reason)
			}
			if pe.Suggestion != tt.suggestion {
				t.Errorf("suggestion\n got %q\nwant %q", pe.Suggestion, tt.suggestion)
			}
		})
	}
}

// lonePercent names the '%' that a failure shows is not followed by two
// hexadecimal digits (RFC 3986 section 2.1: pct-encoded = "%" HEXDIG
// HEXDIG), and no '%' when the digits after it are there.
func TestParseErrorLonePercent(t *testing.T) {
	for _, tt := range []struct {
		s         string
		off, want int
	}{
		{"%", 1, 0},
		{"a%4", 3, 1},
		{"%zz", 1, 0},
		{"%4z", 2, 0},
		{"%41", 1, -1},
		{"a/%41", 3, -1},
		{"ab", 2, -1},
		{"/:", 1, -1},
	} {
		if got := lonePercent(tt.s, tt.off); got != tt.want {
			t.Errorf("lonePercent(%q, %d) = %d, want %d", tt.s, tt.off, got, tt.want)
		}
	}
}

// The suggestions that rewrite the input name an input that parses (the
// rewrites here are those of TestParseErrorReasons).
func TestParseErrorSuggestionsParse(t *testing.T) {
	for _, tt := range []struct{ in, rewrite string }{
		{"_:b0", "./_:b0"},
		{"1http://a", "./1http://a"},
		{"http://[::1/x", "http://[::1]/x"},
		{`http:\\a\b`, "http://a/b"},
		{"http://::1/", "http://[::1]/"},
		{"http://2001:db8::1:8080/x", "http://[2001:db8::1:8080]/x"},
	} {
		_, err := Parse(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) || !strings.Contains(pe.Suggestion, tt.rewrite) {
			t.Errorf("Parse(%q): suggestion %q, want it to hold %q", tt.in, pe.Suggestion, tt.rewrite)
		}
		if !Valid(tt.rewrite) {
			t.Errorf("%q does not parse", tt.rewrite)
		}
	}
	// No rewrite is offered when none parses: `http://a\\b%` keeps its
	// lone "%" once the backslashes are slashes.
	_, err := Parse(`http://a\\b%`)
	var pe *ParseError
	if !errors.As(err, &pe) || strings.Contains(pe.Suggestion, "instead:") {
		t.Errorf("%v", err)
	}
}

// A scheme that starts with a digit, where the entry rule needs a scheme
// (IRI, RFC 3987 section 2.2: IRI = scheme ":" ihier-part ...).
func TestParseErrorReasonSchemeEntry(t *testing.T) {
	_, err := ParseIRI("1http://a")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Offset != 0 || pe.Rule != "scheme" || pe.Reason != "a scheme must start with a letter, not '1'" {
		t.Errorf("ParseIRI(\"1http://a\"): %#v", pe)
	}
	_, err = ParseIRI("/a:b")
	if !errors.As(err, &pe) || pe.Reason != "an IRI starts with a scheme followed by ':', and this input has none: it is a relative reference" {
		t.Errorf("ParseIRI(\"/a:b\"): %#v", pe)
	}
	_, err = ParseIRI("http")
	if !errors.As(err, &pe) || pe.Reason != "the input ends inside the scheme: an IRI starts with a scheme followed by ':'" {
		t.Errorf("ParseIRI(\"http\"): %#v", pe)
	}
	// A non-ASCII character where the grammar has none: a URI
	// (rfc3986) takes "é" only percent-encoded.
	_, err = RFC3986.Parse("http://a/\u00e9")
	if !errors.As(err, &pe) || pe.Reason != "U+00E9 'é' is not allowed in path-abempty" || pe.Suggestion != "percent-encode its UTF-8 bytes as %C3%A9" {
		t.Errorf("RFC3986.Parse(\"http://a/é\"): %#v", pe)
	}
}

// 3987bis has no pct-encoded in ireg-name (its section 2.2): "//%00" is
// no host, and the userinfo the grammar tried instead needs an '@'.
func TestParseErrorReasonNotAHost(t *testing.T) {
	_, err := mustVariant("3987bis").Parse("//%00/x")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Rule != "iuserinfo" || pe.Reason != `"%00" is not a valid host of this grammar, and with no '@' after it, it is no userinfo either` || pe.Suggestion != "" {
		t.Errorf("%#v", pe)
	}
}

// A failure after the authority is not explained by the authority: in
// draft2002 (RFC 2396 section 3.2.1: reg_name takes ':') "a:x" is a valid
// authority, and the failure is the second '#' of the fragment.
func TestParseErrorReasonAfterAuthority(t *testing.T) {
	_, err := mustVariant("draft2002").Parse("http://a:x/#a#b")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Offset != 13 || pe.Reason != "a second '#' is not allowed: the first '#' starts the fragment" || pe.Suggestion != "encode it as %23" {
		t.Errorf("%#v", pe)
	}
}

// Explaining an error costs a bounded number of passes over the input: an
// authority of a million colons (IPv6-like) is explained with two
// re-parses, not one per colon.
func TestParseErrorReasonLinear(t *testing.T) {
	in := "http://" + strings.Repeat(":", 1<<20) + "/"
	_, err := Parse(in)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Reason == "" {
		t.Fatalf("%v", err)
	}
}

// Every parse error of every variant and entry rule has a reason, and no
// reason or suggestion holds " (", which would be taken for the start of
// the section by readers of Error() (check cuts the section off there);
// over random strings of a hostile alphabet, no panic.
func TestParseErrorReasonAlways(t *testing.T) {
	alphabet := []string{"a", "1", ":", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", " ", "\\", "\x01", "\xff",
		"\u00e9", "\ue000", "\U000E0000", "::1", ".", "-", "_", "~", "<", "\"", "http:", "\ufeff"}
	seed := uint32(1)
	next := func(n int) int {
		seed = seed*1664525 + 1013904223
		return int(seed>>8) % n
	}
	for range 3000 {
		var b strings.Builder
		for range next(10) + 1 {
			b.WriteString(alphabet[next(len(alphabet))])
		}
		s := b.String()
		for _, v := range Variants() {
			for r := Rule(0); r < 4; r++ {
				_, err := v.ParseRule(s, r)
				var pe *ParseError
				if err == nil {
					continue
				}
				if !errors.As(err, &pe) || pe.Reason == "" {
					t.Fatalf("%s %v %q: %v without a reason", v.String(), r, s, err)
				}
				if len(s) <= 200 && (strings.Contains(pe.Reason, " (") || strings.Contains(pe.Suggestion, " (")) {
					t.Fatalf("%s %v %q: %q; %q", v.String(), r, s, pe.Reason, pe.Suggestion)
				}
			}
		}
	}
}

// A suggestion that rewrites the input never writes a control or bidi
// formatting character of the input raw: "\u2066http://\u2069" is a first
// segment with ':' that "./" would fix, and the suggestion shows the fixed
// text as a Go string literal (a raw U+2066 would reorder the message on a
// page or a terminal); a printable rewrite is shown as it is.
func TestParseErrorSuggestionShowsNoRawControl(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"\u2066http://\u2069", `write "./\u2066http://\u2069" for a relative path, or encode the ':' as %3A`},
		{"a_b:c", "write ./a_b:c for a relative path, or encode the ':' as %3A"},
	} {
		_, err := ParseRelative(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("ParseRelative(%q) = %v, want a *ParseError", tt.in, err)
		}
		if pe.Suggestion != tt.want {
			t.Errorf("ParseRelative(%q): suggestion %q, want %q", tt.in, pe.Suggestion, tt.want)
		}
	}
}

// The backslash rewrite is shown the same way: U+00AD SOFT HYPHEN is a
// ucschar (RFC 3987 section 2.2: U+00A0-D7FF) but not printable (a format
// character), so the rewrite "a/b" U+00AD is given as a Go string literal.
func TestParseErrorBackslashRewriteShown(t *testing.T) {
	_, err := Parse("a\\b\u00ad")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Suggestion != `write '/' instead: "a/b\u00ad"` {
		t.Errorf("%#v", pe)
	}
}
