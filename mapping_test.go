package iri

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/goiri/iri/internal/chars"
	"golang.org/x/net/idna"
)

func TestToURI(t *testing.T) {
	for _, c := range []struct {
		in, want string
		opts     []Option
	}{
		// Every component, delimiters and reserved characters untouched.
		// Punycode of "hôte" by hand (RFC 3492): basic "hte", U+00F4 at index 1,
		// delta = (244-128)*4 + 1 = 465 -> digits 10, 13, 0 = "kna".
		{"http://us\u00E9r:pw@h\u00F4te.example:8080/p\u00E4th/;x=1?q=\u00FC&r#fr\u00E6g", "http://us%C3%A9r:pw@xn--hte-kna.example:8080/p%C3%A4th/;x=1?q=%C3%BC&r#fr%C3%A6g", nil},
		// Relative references, no DNS: the host is percent-encoded.
		{"//r\u00E9sum\u00E9.example.org/x", "//r%C3%A9sum%C3%A9.example.org/x", nil},
		{"../\u00E9t\u00E9?\u00E9", "../%C3%A9t%C3%A9?%C3%A9", nil},
		// Schemes without DNS hosts percent-encode the host.
		{"foo://r\u00E9sum\u00E9.example.org/", "foo://r%C3%A9sum%C3%A9.example.org/", nil},
		{"mailto:r\u00E9sum\u00E9@example.org", "mailto:r%C3%A9sum%C3%A9@example.org", nil},
		// ASCII labels are kept as written (case, percent-encoding).
		{"http://R\u00C9SUM\u00C9.Example.ORG/", "http://xn--rsum-bpad.Example.ORG/", nil},
		{"http://r%C3%A9sum%C3%A9.example.org/", "http://r%C3%A9sum%C3%A9.example.org/", nil},
		// A percent-encoded "." splits a label once decoded; a part that is
		// empty in the input is kept, as an empty label is: "é%2E" gives the
		// A-label of "é" and a trailing dot (punycode of U+00E9 by hand,
		// RFC 3492: delta = (233-128)*1 = 105 -> digits 35, 2, 0 = "9ca").
		{"http://\u00E9%2E/", "http://xn--9ca./", nil},
		// A label mixing octets and characters is decoded before ToASCII.
		{"http://r%C3%A9sum\u00E9.example.org/", "http://xn--rsum-bpad.example.org/", nil},
		// IDNA2008 nontransitional: "ß" is kept, not mapped to "ss"; punycode by
		// hand: delta = 223-128 = 95 -> digits 25, 2, 0 = "zca".
		{"http://\u00DF.example/", "http://xn--zca.example/", nil},
		// An explicit profile: transitional processing maps "ß" to "ss".
		{"http://\u00DF.example/", "http://ss.example/", []Option{IDNAProfile(idna.New(idna.MapForLookup(), idna.Transitional(true)))}},
		{"http://\u00DF.example/", "http://%C3%9F.example/", []Option{IDNAProfile(nil)}},
		// The longest label ToASCII allows, 63 octets (RFC 3490 section 4.1
		// step 8). Punycode by hand: 55 basic "a", then U+00E9 at index 55:
		// delta = (233-128)*56 + 55 = 5935 -> digits 20, 29, 4 = "u3e".
		{"http://" + strings.Repeat("a", 55) + "\u00E9.example/", "http://xn--" + strings.Repeat("a", 55) + "-u3e.example/", nil},
		// Existing triplets are kept even in lower case.
		{"http://a/%e9%C3%a9", "http://a/%e9%C3%a9", nil},
		// Private use is allowed in the RFC 3987 query only; mapped anyway.
		{"http://a/?\uE000", "http://a/?%EE%80%80", nil},
		// 3987bis: "#" in the fragment is not allowed in a URI fragment.
		{"http://a/#b#c", "http://a/#b%23c", []Option{Grammar(RFC3987bis)}},
		// LEIRI and Web Address inputs.
		{"http://a/b c<d>", "http://a/b%20c%3Cd%3E", []Option{Grammar(LEIRI)}},
		{" http://example.org\\a b\\c?d\\e%zz\n", "http://example.org/a%20b/c?d%5Ce%25zz", []Option{Grammar(WebAddress)}},
		// Lenient mode (draft-ietf-iri-3987bis-00 section 3.3).
		{"http://example.org/a b<c>\u202E\uE000", "http://example.org/a%20b%3Cc%3E%E2%80%AE%EE%80%80", []Option{Lenient()}},
		{"http://example.org/100%/[x]?a b#c#d", "http://example.org/100%25/%5Bx%5D?a%20b#c%23d", []Option{Lenient()}},
		{"http://a@b@exa mple.org:80/", "http://a%40b@exa%20mple.org:80/", []Option{Lenient()}},
		{"http://[::1]:8080/a b", "http://[::1]:8080/a%20b", []Option{Lenient()}},
		{"1a:b/c d", "", nil}, // strict: error
		{"a b/c:d", "a%20b/c:d", []Option{Lenient()}},
		{"", "", []Option{Lenient()}},
		// Lenient Web Address: "\" separates as in the grammar (section 7.2
		// step 5 and the decision in grammar/webaddress.peg): two separators
		// start the authority, a host ends at "\", so an IDNA host is not
		// percent-encoded (3987bis 3.4) and "\\" never becomes a "//" path.
		{"http:\\\\r\u00E9sum\u00E9.example\\a[b]", "http://xn--rsum-bpad.example/a%5Bb%5D", []Option{Lenient(), Grammar(WebAddress)}},
		{"http://ex.org\\a[b]", "http://ex.org/a%5Bb%5D", []Option{Lenient(), Grammar(WebAddress)}},
		{"http://u\\v@ex.org\\a[b]", "http://u/v@ex.org/a%5Bb%5D", []Option{Lenient(), Grammar(WebAddress)}},
		{"\\a:b[", "/a:b%5B", []Option{Lenient(), Grammar(WebAddress)}},
		// A valid input takes the grammar's path even in lenient mode.
		{"http://r\u00E9sum\u00E9.example.org", "http://xn--rsum-bpad.example.org", []Option{Lenient()}},
		{"http://r\u00E9sum\u00E9.example.org/a b", "http://xn--rsum-bpad.example.org/a%20b", []Option{Lenient()}},
	} {
		if newOptions(RFC3987, c.opts).variant == WebAddress {
			sameAsWebAddress(t, c.in, c.opts...) // variant_behaviour_test.go
		}
		got, err := ToURI(c.in, c.opts...)
		if c.want == "" && c.in != "" {
			if err == nil {
				t.Errorf("ToURI(%q) = %q, want an error", c.in, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("ToURI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// "~" is unreserved (RFC 3986 section 2.3), allowed as itself in every
// component; beside a character that must be percent-encoded
// (draft-ietf-iri-3987bis-00 section 3.3) it stays "~": "ü" is U+00FC,
// UTF-8 C3 BC.
func TestToURIKeepsTildeBesideNonASCII(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://a/~\u00fc", "http://a/~%C3%BC"},
		{"http://a/\u00fc~", "http://a/%C3%BC~"},
		{"http://~\u00fc@a/", "http://~%C3%BC@a/"},
		{"http://a/?~\u00fc", "http://a/?~%C3%BC"},
		{"http://a/#~\u00fc", "http://a/#~%C3%BC"},
		{"~\u00fc", "~%C3%BC"},
	} {
		if got, err := ToURI(tt.in); err != nil || got != tt.want {
			t.Errorf("ToURI(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestToURIErrors(t *testing.T) {
	for _, c := range []struct {
		in    string
		opts  []Option
		comp  Component
		label string
		err   error
	}{
		{"http://a\u200Db.example/", nil, ComponentHost, "a\u200Db", nil},           // CheckJoiners
		{"http://ab--\u00E9.example/", nil, ComponentHost, "ab--\u00E9", nil},       // CheckHyphens
		{"http://a\uFF0Fb.example/", nil, ComponentHost, "a\uFF0Fb", ErrIDNAResult}, // maps to "/"
		{"http://%FF\u00E9.example/", nil, ComponentHost, "%FF\u00E9", ErrInvalidUTF8},
		// RFC 3490 section 4.1 step 8: ToASCII fails unless the result has 1 to
		// 63 code points. U+00AD SOFT HYPHEN and U+034F COMBINING GRAPHEME
		// JOINER are mapped to nothing, so the label would vanish ("http:///").
		{"http://\u00AD/", nil, ComponentHost, "\u00AD", ErrEmptyLabel},
		{"http://a.\u034F.example/", nil, ComponentHost, "\u034F", ErrEmptyLabel},
		// A percent-encoded "." splits the label once decoded; IDNA maps
		// U+00AD to nothing, so "\u00AD%2eb" would give ".b", a host with an
		// empty label that compares different from the IRI's (issue 31).
		{"http://\u00AD%2eb.org/", nil, ComponentHost, "\u00AD%2eb", ErrEmptyLabel},
		{"http://\uFF21\u3002\uFF0E%2E\u200b/", nil, ComponentHost, "\uFF21\u3002\uFF0E%2E\u200b", ErrEmptyLabel},
		// The same with the emptied part last ("b." would be a name ending in
		// the root label) and after an empty part ("." would be the root).
		{"http://b%2E\u00AD/", nil, ComponentHost, "b%2E\u00AD", ErrEmptyLabel},
		{"http://%2E\u00AD/", nil, ComponentHost, "%2E\u00AD", ErrEmptyLabel},
		// ... and more than 63 (RFC 3490 section 4.1 step 8): 56 "a" and "é"
		// give "xn--" + 56 "a" + "-v6e", 64 octets (punycode by Python's
		// independent RFC 3492 codec; 55 "a" give 63, see TestToURI).
		{"http://" + strings.Repeat("a", 56) + "\u00E9.example/", nil, ComponentHost, strings.Repeat("a", 56) + "\u00E9", ErrLabelTooLong},
		// 100,000 ideographs (20,000 distinct): too long without running ToASCII,
		// whose Punycode is quadratic (it took a minute).
		{"http://" + ideographs(100000) + ".example/", nil, ComponentHost, ideographs(100000), ErrLabelTooLong},
		{"http://a:8x/", []Option{Lenient()}, ComponentPort, "", ErrInvalidPort},
		{"http://[::1/", []Option{Lenient()}, ComponentHost, "", ErrInvalidIPLiteral},
		{"http://[x y]/", []Option{Lenient()}, ComponentHost, "", ErrInvalidIPLiteral},
		{"http://[::1]x/", []Option{Lenient()}, ComponentHost, "", ErrInvalidIPLiteral},
		{"\u00E9:x", []Option{Lenient()}, ComponentPath, "", ErrColonInFirstSegment},
		{"http://a/\xFF", []Option{Lenient()}, ComponentPath, "", ErrInvalidUTF8},
		// 0x80, the lowest byte above ASCII, is a continuation byte: alone it
		// is not UTF-8 (RFC 3629 section 3), in the path and in an ASCII-looking
		// host label beside a label IDNA converts.
		{"http://a/\x80", []Option{Lenient()}, ComponentPath, "", ErrInvalidUTF8},
		{"http://\u00E9.x\x80/", []Option{Lenient()}, ComponentHost, "", ErrInvalidUTF8},
		// Found by FuzzToURI: "\/" is an authority of the Web Address grammar,
		// here with the port "A"; it was mapped to the path "//:A".
		{"\\/:\nA", []Option{Lenient(), Grammar(WebAddress)}, ComponentPort, "", ErrInvalidPort},
		{"http://a/?\xFF", []Option{Lenient(), DocumentEncoding(latin1)}, ComponentQuery, "", ErrInvalidUTF8},
		// A lone continuation byte 0x80 in a query with a document charset,
		// alone and after an ASCII character: not UTF-8 either way.
		{"http://a/?\x80", []Option{Lenient(), DocumentEncoding(latin1)}, ComponentQuery, "", ErrInvalidUTF8},
		{"http://a/?x\x80", []Option{Lenient(), DocumentEncoding(latin1)}, ComponentQuery, "", ErrInvalidUTF8},
	} {
		if newOptions(RFC3987, c.opts).variant == WebAddress {
			sameAsWebAddress(t, c.in, c.opts...) // variant_behaviour_test.go
		}
		_, err := ToURI(c.in, c.opts...)
		var me *MappingError
		if !errors.As(err, &me) {
			t.Errorf("ToURI(%q): error %v, want a *MappingError", c.in, err)
			continue
		}
		if me.Component != c.comp || me.Label != c.label || me.Input != c.in {
			t.Errorf("ToURI(%q): %+v, want component %v label %q", c.in, me, c.comp, c.label)
		}
		if c.err != nil && !errors.Is(err, c.err) {
			t.Errorf("ToURI(%q): %v, want %v", c.in, err, c.err)
		}
		if !strings.Contains(err.Error(), c.comp.String()) {
			t.Errorf("ToURI(%q): message %q does not name the component", c.in, err)
		}
	}
	// Strict mode: the parse error.
	var pe *ParseError
	if _, err := ToURI("http://a b/"); !errors.As(err, &pe) || pe.Offset != 8 {
		t.Errorf("strict ToURI: %v, want a *ParseError at 8", err)
	}
}

func TestSchemeRegistryDNS(t *testing.T) {
	in := "x-mapping-test://r\u00E9sum\u00E9.example.org/"
	wantURI(t, in, "x-mapping-test://r%C3%A9sum%C3%A9.example.org/")
	RegisterScheme(Scheme{Name: "x-mapping-test", DNSHost: true})
	wantURI(t, in, "x-mapping-test://xn--rsum-bpad.example.org/")
	wantIRI(t, "x-mapping-test://xn--rsum-bpad.example.org/", "x-mapping-test://r\u00E9sum\u00E9.example.org/")
}

func TestToIRI(t *testing.T) {
	for _, c := range []struct {
		in, want string
		opts     []Option
	}{
		// Step 2 exceptions: "%", reserved, ASCII not allowed in URIs.
		{"http://a/%25%2F%3F%23%5B%40%21%3D%20%3C%7F", "http://a/%25%2F%3F%23%5B%40%21%3D%20%3C%7F", nil},
		// Unreserved ASCII is decoded.
		{"http://a/%41%7a%2D%2e%5F%7E", "http://a/Az-._~", nil},
		// Step 3: overlong, surrogate, truncated, lone continuation, > U+10FFFF;
		// re-encoded octets get uppercase hex, untouched triplets keep theirs.
		{"http://a/%c0%af%ed%a0%80%e2%80%f4%90%80%80%80x%2f", "http://a/%C0%AF%ED%A0%80%E2%80%F4%90%80%80%80x%2f", nil},
		// Truncated sequence followed by a valid one.
		{"http://a/%E2%C3%A9", "http://a/%E2\u00E9", nil},
		// Step 4: white space look-alikes, BOM, Bidi_Control.
		{"http://a/%E3%80%80%C2%A0%EF%BB%BF%E2%81%A6%D8%9C", "http://a/%E3%80%80%C2%A0%EF%BB%BF%E2%81%A6%D8%9C", nil},
		// Every decodable component.
		{"foo://%C3%A9@%C3%A9/%C3%A9?%C3%A9#%C3%A9", "foo://\u00E9@\u00E9/\u00E9?\u00E9#\u00E9", nil},
		// DNS hosts: not percent-decoded, xn-- labels converted when they come back.
		{"http://r%C3%A9sum%C3%A9.example.org/", "http://r%C3%A9sum%C3%A9.example.org/", nil},
		{"http://xn--rsum-bpad.example.org/", "http://r\u00E9sum\u00E9.example.org/", nil},
		{"http://XN--RSUM-BPAD.example.org/", "http://XN--RSUM-BPAD.example.org/", nil},
		{"http://xn--zz.example.org/", "http://xn--zz.example.org/", nil},
		{"http://xn--abc.example.org/", "http://xn--abc.example.org/", nil},
		// Step 6 concerns ireg-name hosts: an IP literal stays as it is, even
		// an IPvFuture one holding what looks like an A-label (RFC 3986
		// section 3.2.2).
		{"http://[v1.xn--bcher-kva.a]/", "http://[v1.xn--bcher-kva.a]/", nil},
		// 63 octets come back; 64 do not: ToUnicode's ToASCII fails on them
		// (RFC 3490 section 4.2 step 7, section 4.1 step 8). Labels as in
		// TestToURI and TestToURIErrors.
		{"http://xn--" + strings.Repeat("a", 55) + "-u3e.example/", "http://" + strings.Repeat("a", 55) + "\u00E9.example/", nil},
		{"http://xn--" + strings.Repeat("a", 56) + "-v6e.example/", "http://xn--" + strings.Repeat("a", 56) + "-v6e.example/", nil},
		{"http://xn--rsum-bpad.example.org/", "http://xn--rsum-bpad.example.org/", []Option{IDNAProfile(nil)}},
		{"http://r%C3%A9sum%C3%A9.example.org/", "http://r\u00E9sum\u00E9.example.org/", []Option{IDNAProfile(nil)}},
		// IRI input with a chosen variant.
		{"http://\u00E9/%C3%A9", "http://\u00E9/\u00E9", []Option{Grammar(RFC3987)}},
	} {
		got, err := ToIRI(c.in, c.opts...)
		if err != nil || got != c.want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	var pe *ParseError
	if _, err := ToIRI("http://\u00E9 /"); !errors.As(err, &pe) {
		t.Errorf("ToIRI of a non-IRI: %v, want a *ParseError", err)
	}
	// Without Grammar the input is parsed as an RFC 3987 IRI reference.
	if _, err := ToIRI("http://\u00E9/", Grammar(RFC3986)); !errors.As(err, &pe) {
		t.Errorf("ToIRI of a non-URI under RFC3986: %v, want a *ParseError", err)
	}
}

func TestIRIMethods(t *testing.T) {
	u, err := Parse("http://r\u00E9sum\u00E9.example.org/\u00E9")
	if err != nil {
		t.Fatal(err)
	}
	got, err := u.ToURI()
	if err != nil || got != "http://xn--rsum-bpad.example.org/%C3%A9" {
		t.Errorf("(*IRI).ToURI = %q, %v", got, err)
	}
	u, err = RFC3986.Parse("http://xn--rsum-bpad.example.org/%C3%A9")
	if err != nil {
		t.Fatal(err)
	}
	got, err = u.ToIRI()
	if err != nil || got != "http://r\u00E9sum\u00E9.example.org/\u00E9" {
		t.Errorf("(*IRI).ToIRI = %q, %v", got, err)
	}
}

// latin1 is a document encoder for ISO-8859-1, for the tests of ToURI's
// query rule (section 3.5); package charset supplies the encoders of real
// charsets. Characters above U+00FF become "&#NNNN;".
func latin1(s string) (string, error) {
	var b []byte
	for _, r := range s {
		if r < 0x100 {
			b = append(b, byte(r))
		} else {
			b = fmt.Appendf(b, "&#%d;", r)
		}
	}
	return string(b), nil
}

// DocumentEncoding(latin1) encodes the query of http in ISO-8859-1: é is
// E9, U+0101 is "&#257;" percent-encoded; other schemes and components,
// and a nil encoder, keep UTF-8.
// TestDocumentEncodingNamesTheInvalidByte: the error for a query that is
// not UTF-8 names the first bad byte, here the third of a run that starts
// with a valid "é" (C3 A9).
func TestDocumentEncodingNamesTheInvalidByte(t *testing.T) {
	_, err := ToURI("http://a/?q\u00e9\xFF", Lenient(), DocumentEncoding(latin1))
	if !errors.Is(err, ErrInvalidUTF8) || !strings.Contains(err.Error(), "byte 0xFF") {
		t.Errorf("ToURI: %v, want ErrInvalidUTF8 naming byte 0xFF", err)
	}
}

func TestDocumentEncodingEncodesHTTPQuery(t *testing.T) {
	wantURI(t, "http://example.org/\u00e9?q=\u00e9\u0101", "http://example.org/%C3%A9?q=%E9%26%23257%3B", DocumentEncoding(latin1))
	wantURI(t, "ftp://example.org/?q=\u00e9", "ftp://example.org/?q=%C3%A9", DocumentEncoding(latin1))
	wantURI(t, "http://example.org/#\u00e9", "http://example.org/#%C3%A9", DocumentEncoding(latin1))
	wantURI(t, "http://example.org/?q=\u00e9", "http://example.org/?q=%C3%A9", DocumentEncoding(nil))
}

func TestLEIRIAndWebAddressErrors(t *testing.T) {
	// The 3987bis-00 ireg-name has no percent-encoding.
	var pe *ParseError
	if _, err := LEIRIToIRI("http://a b/"); !errors.As(err, &pe) || pe.Variant != "3987bis" {
		t.Errorf("LEIRIToIRI host: %v", err)
	}
	got, err := LEIRIToIRI("http://a b/", Grammar(RFC3987))
	if err != nil || got != "http://a%20b/" {
		t.Errorf("LEIRIToIRI(rfc3987) = %q, %v", got, err)
	}
	if _, err := LEIRIToIRI("http://a/%zz"); !errors.As(err, &pe) {
		t.Errorf("LEIRIToIRI lone %%: %v", err)
	}
	if _, err := WebAddressToIRI("http://a/\xFF"); !errors.As(err, &pe) || pe.Err != ErrInvalidUTF8 {
		t.Errorf("WebAddressToIRI invalid UTF-8: %v", err)
	}
	sameAsWebAddress(t, "http://a/\xFF") // variant_behaviour_test.go
}

func TestSplitReferences(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{" \t\r\n ", nil},
		{"a", []string{"a"}},
		{"\t a   b\tc  d\n", []string{"a", "b\tc", "d"}},
		{"http://a/\u3000b c", []string{"http://a/\u3000b", "c"}},
	} {
		got := SplitReferences(c.in)
		if strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
			t.Errorf("SplitReferences(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// sameURI reports whether a and b are equal up to the case of hexadecimal
// digits in triplets and percent-encoded unreserved characters (RFC 3987
// section 3.2, draft-ietf-iri-3987bis-00 section 3.7).
func sameURI(a, b string) bool { return canonPct(a) == canonPct(b) }

func canonPct(s string) string {
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if chars.IsPctTriplet(s, i) {
			c := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
			if chars.Is(c, chars.Unreserved) {
				out.WriteByte(c)
			} else {
				out.WriteString(strings.ToUpper(s[i : i+3]))
			}
			i += 2
			continue
		}
		out.WriteByte(s[i])
	}
	return out.String()
}

var mappingSeeds = []string{
	"http://r\u00E9sum\u00E9.example.org",
	"http://www.example.org/red%09ros\u00E9#red",
	"http://example.com/\U00010300\U00010301\U00010302",
	"http://www.example.org/D%C3%BCrst",
	"http://www.example.org/D%FCrst",
	"http://xn--99zt52a.example.org/%e2%80%ae",
	"http://a b/<c>?\u202E#\uE000",
	"foo://%C3%A9@%C3%A9/%C0%AF?%ED%A0%80#%E2%80",
	"//[v1.x]:80/a:b",
	"a:b",
	"../x?y#z",
	"http://XN--RSUM-BPAD.example.org/",
	"http://\u00DF.example/",
}

// FuzzToURI checks the three properties of draft-ietf-iri-3987bis-00
// section 3.3 / RFC 3987 section 3.1: the result is a URI, the mapping is
// idempotent, and it is the identity on URIs; in strict and lenient mode.
func FuzzToURI(f *testing.F) {
	for _, s := range mappingSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		isURI := RFC3986.Valid(s)
		for _, mode := range [][]Option{nil, {Lenient()}, {IDNAProfile(nil)}, {Lenient(), Grammar(WebAddress)}} {
			got, err := ToURI(s, mode...)
			if err != nil {
				if isURI && len(mode) == 0 {
					t.Fatalf("ToURI(%q) of a URI failed: %v", s, err)
				}
				continue
			}
			if _, err := RFC3986.Parse(got); err != nil {
				t.Fatalf("ToURI(%q) = %q, not a URI: %v", s, got, err)
			}
			again, err := ToURI(got, mode...)
			if err != nil || again != got {
				t.Fatalf("not idempotent: ToURI(%q) = %q, then %q, %v", s, got, again, err)
			}
			if isURI && got != s && !(len(mode) == 2 && s != webStrip(webTrim(s))) {
				t.Fatalf("not the identity on the URI %q: %q", s, got)
			}
		}
		// Without options ToURI takes a shortcut (no options built, ASCII
		// input returned as it is); the same defaults given as an option do
		// not.
		got, err1 := ToURI(s)
		want, err2 := ToURI(s, Grammar(RFC3987))
		if got != want || (err1 == nil) != (err2 == nil) {
			t.Fatalf("ToURI(%q) = %q, %v; with the default variant as an option %q, %v", s, got, err1, want, err2)
		}
	})
}

// FuzzToIRIRoundTrip checks RFC 3987 section 3.2: for every URI u,
// ToURI(ToIRI(u)) equals u up to the case of hexadecimal digits and
// percent-encoded unreserved characters, and ToIRI(u) is an RFC 3987 IRI.
func FuzzToIRIRoundTrip(f *testing.F) {
	for _, s := range mappingSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !RFC3986.Valid(s) {
			// ToIRI takes IRIs too: exactly those RFC 3987 accepts.
			if _, err := ToIRI(s); (err == nil) != RFC3987.Valid(s) {
				t.Fatalf("ToIRI(%q): %v, but RFC3987.Valid is %v", s, err, RFC3987.Valid(s))
			}
			return
		}
		for _, mode := range [][]Option{nil, {IDNAProfile(nil)}} {
			i, err := ToIRI(s, mode...)
			if err != nil {
				t.Fatalf("ToIRI(%q): %v", s, err)
			}
			if _, err := RFC3987.Parse(i); err != nil {
				t.Fatalf("ToIRI(%q) = %q, not an IRI: %v", s, i, err)
			}
			back, err := ToURI(i, mode...)
			if err != nil {
				t.Fatalf("ToURI(ToIRI(%q) = %q): %v", s, i, err)
			}
			if !sameURI(back, s) {
				t.Fatalf("round trip: %q -> %q -> %q", s, i, back)
			}
		}
	})
}

// FuzzPreprocess checks that LEIRIToIRI and WebAddressToIRI give IRIs that
// ToURI maps to URIs (unless IDNA rejects a host label), and never panic.
func FuzzPreprocess(f *testing.F) {
	for _, s := range mappingSeeds {
		f.Add(s)
	}
	f.Add(" http://a\\b c%zz\t")
	f.Fuzz(func(t *testing.T, s string) {
		for _, conv := range []func(string, ...Option) (string, error){LEIRIToIRI, WebAddressToIRI} {
			i, err := conv(s, Grammar(RFC3987bis))
			if err != nil {
				continue
			}
			u, err := ToURI(i, Grammar(RFC3987bis))
			var me *MappingError
			if errors.As(err, &me) && me.Component == ComponentHost {
				// A host label IDNA rejects (e.g. one starting with a
				// combining mark) fails the whole conversion
				// (draft-ietf-iri-3987bis-00 section 3.4).
				continue
			}
			if err != nil {
				t.Fatalf("ToURI(%q) (from %q): %v", i, s, err)
			}
			if !RFC3986.Valid(u) {
				t.Fatalf("ToURI(%q) = %q, not a URI", i, u)
			}
		}
		checkPreprocessProperties(t, s) // preprocess_props_test.go
	})
}

// TestToURILenientHost: with Lenient, a host IDNA rejects is
// percent-encoded (RFC 3987 section 3.1 step 2; the substitute host name
// of draft-ietf-iri-3987bis-00 section 3.4) instead of failing; without
// it, the same hosts are errors. Expected URIs by hand: "é" is C3 A9 in
// UTF-8, U+00AD is C2 AD, U+2488 is E2 92 88, the space 20.
func TestToURILenientHost(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://a\u00E9 b.com/", "http://a%C3%A9%20b.com/"},
		{"http://a b.com/", "http://a%20b.com/"},
		{"http://\u00AD%2eb.org/", "http://%C2%AD%2eb.org/"},
		{"http://\u00AD/", "http://%C2%AD/"},
		{"http://a\u2488b.com/x", "http://a%E2%92%88b.com/x"},
		{"http://\u00E9%FF.com/", "http://%C3%A9%FF.com/"},
		{"http://ab--\u00E9.example/", "http://ab--%C3%A9.example/"},
		// A host IDNA accepts still gets its A-labels.
		{"http://xn--a.\u00E9.com/", "http://xn--a.xn--9ca.com/"},
	} {
		got, err := ToURI(c.in, Lenient())
		if err != nil || got != c.want {
			t.Errorf("ToURI(%q, Lenient()) = %q, %v; want %q", c.in, got, err, c.want)
		}
		if Valid(c.in) {
			if _, err := ToURI(c.in); err == nil && c.in != "http://xn--a.\u00E9.com/" {
				t.Errorf("ToURI(%q) without Lenient: no error", c.in)
			}
		}
	}
	// Raw invalid UTF-8 in the host is still an error.
	if _, err := ToURI("http://\u00E9\xff.com/", Lenient()); err == nil {
		t.Errorf("ToURI of invalid UTF-8 with Lenient: no error")
	}
}

// ideographs returns n CJK ideographs, 20,000 distinct ones from U+4E00 on
// repeated.
func ideographs(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(rune(0x4E00 + i%20000))
	}
	return b.String()
}

// TestLenientSplitByHand: ToURI with Lenient splits as RFC 3986 appendix B
// does, then checks the port is digits (both ends of "0"-"9").
func TestLenientSplitByHand(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://h:8090/a b", "http://h:8090/a%20b"},
		{"http://h:0/a b", "http://h:0/a%20b"},
		{"http://h:9/a b", "http://h:9/a%20b"},
		{"http://u@v@h:1/x y", "http://u%40v@h:1/x%20y"},
		{"http://[::1]:80/a b", "http://[::1]:80/a%20b"},
		{"a b?c d#e f", "a%20b?c%20d#e%20f"},
	} {
		got, err := ToURI(c.in, Lenient())
		if err != nil || got != c.want {
			t.Errorf("ToURI(%q, Lenient()) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct {
		in   string
		want error
	}{
		{"http://h:8a/ x", ErrInvalidPort},
		{"http://h:/:/ x", nil},
		{"http://h:a/", ErrInvalidPort},
		{"http://h:8/:/", nil},
		{"http://[::1/ x", ErrInvalidIPLiteral},
		{"http://[::1]x/ x", ErrInvalidIPLiteral},
		{"http://[zz]/ x", ErrInvalidIPLiteral},
		{"a:b c:d", nil},
		{"b c:d", ErrColonInFirstSegment},
	} {
		_, err := ToURI(c.in, Lenient())
		if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("ToURI(%q, Lenient()): %v, want %v", c.in, err, c.want)
		}
	}
}

// Tests that kill mutants of mapping.go (make mutate FILES=mapping.go).

// TestToURILenientSplits: with Lenient an input the grammar rejects is
// split as RFC 3986 appendix B does, and each component is then encoded
// (draft-ietf-iri-3987bis-00 section 3.3: a space is "%20"). Worked by hand:
//   - "a b" has no ":", "/", "?" or "#": all of it is the path;
//   - "///a b": "//" then an empty authority (the next "/" ends it at once);
//   - "http://a?b c": the path between authority and "?" is empty;
//   - "a:?#b c": the query between "?" and "#" is empty;
//   - "http://@h/a b": the userinfo before "@" is empty, but present.
func TestToURILenientSplits(t *testing.T) {
	for in, want := range map[string]string{
		"a b":           "a%20b",
		"///a b":        "///a%20b",
		"http://a?b c":  "http://a?b%20c",
		"a:?#b c":       "a:?#b%20c",
		"http://@h/a b": "http://@h/a%20b",
	} {
		if _, err := Parse(in); err == nil {
			t.Fatalf("%q parses: the test needs input the grammar rejects", in)
		}
		if got, err := ToURI(in, Lenient()); err != nil || got != want {
			t.Errorf("ToURI(%q, Lenient()) = %q, %v, want %q", in, got, err, want)
		}
	}
}

// TestToIRIGoesOnAfterKeptLabelsAndTriplets: ToIRI (draft-ietf-iri-3987bis-00
// section 3.7) works through the whole string: after a "%2F" that stays
// encoded (a reserved character, step 2) the next triplets are still
// decoded, and after a label that stays as it is (an ASCII label, or
// "xn--a", whose punycode does not decode) the next "xn--" label is still
// converted (step 6): xn--rsum-bpad is the ACE form of "résumé".
func TestToIRIGoesOnAfterKeptLabelsAndTriplets(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/%2F%C3%A9":                  "http://a/%2F\u00e9",
		"http://www.xn--rsum-bpad.example/":   "http://www.r\u00e9sum\u00e9.example/",
		"http://xn--a.xn--rsum-bpad.example/": "http://xn--a.r\u00e9sum\u00e9.example/",
	} {
		if got, err := ToIRI(in); err != nil || got != want {
			t.Errorf("ToIRI(%q) = %q, %v, want %q", in, got, err, want)
		}
	}
}

// TestToURIAllocations pins what mapping.go's comments promise: without
// options an ASCII IRI is returned as it is, with no allocation, and an
// IRI with non-ASCII characters (an ASCII host) costs the one allocation
// of its result, sized from the number of non-ASCII octets (each becomes
// "%HH"). "À" is C3 80: its second octet is the smallest non-ASCII one.
func TestToURIAllocations(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters change what escapes")
	}
	const in = "a:/\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0\u00c0"
	var out string
	for _, c := range []struct {
		in, want string
		allocs   float64
	}{
		{"http://a.example/p?q=1#f", "http://a.example/p?q=1#f", 0},
		{in, "a:/" + strings.Repeat("%C3%80", 8), 1},
	} {
		n := testing.AllocsPerRun(20, func() { out, _ = ToURI(c.in) })
		if out != c.want || n != c.allocs {
			t.Errorf("ToURI(%q) = %q with %v allocations, want %q with %v", c.in, out, n, c.want, c.allocs)
		}
	}
}

// TestMappingErrorMessage: the label is named only when there is one.
func TestMappingErrorMessage(t *testing.T) {
	inner := errors.New("idna: bad")
	for _, c := range []struct {
		e    MappingError
		want string
	}{
		{MappingError{Component: ComponentHost, Label: "a\u200db", Err: inner}, `iri: cannot map host label "a\u200db": idna: bad`},
		{MappingError{Component: ComponentPath, Err: inner}, "iri: cannot map path: idna: bad"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
}

// TestToURILEIRICharacters: LEIRI (draft-ietf-iri-3987bis-00 section 7.1)
// takes characters a URI cannot hold. A U+FFFD written as itself is a
// character like any other, its UTF-8 octets EF BF BD percent-encoded; a
// space in the query stays an ASCII character of the query and becomes
// "%20" also when the query is encoded in a document charset.
func TestToURILEIRICharacters(t *testing.T) {
	for _, c := range []struct {
		in   string
		opts []Option
		want string
	}{
		{"a:\uFFFD", []Option{Grammar(LEIRI)}, "a:%EF%BF%BD"},
		{"http://a/?x y\u00e9", []Option{Grammar(LEIRI), DocumentEncoding(latin1)}, "http://a/?x%20y%E9"},
	} {
		if got, err := ToURI(c.in, c.opts...); err != nil || got != c.want {
			t.Errorf("ToURI(%q) = %q, %v, want %q", c.in, got, err, c.want)
		}
	}
}

// TestToIRIHostLabelGuards: draft-ietf-iri-3987bis-00 section 3.7 step 6
// turns an "xn--" label into Unicode only where the result is appropriate.
// Worked by hand:
//   - "xn--a%2fb-fsa" is the Punycode of "a%2fbé" (its basic code points
//     "a%2fb" copied, then "é"): a "%" is not an ireg-name character (3987bis
//     ireg-name has no pct-encoded), so the label stays; the next label,
//     "xn--rsum-bpad" ("résumé"), is still converted.
//   - With a profile that validates nothing (idna.Punycode), the character
//     checks are the only guard: U+200D ZERO WIDTH JOINER is invisible
//     (section 6.1) and U+0080 is a C1 control, no ucschar; both labels stay.
func TestToIRIHostLabelGuards(t *testing.T) {
	in := "http://xn--a%2fb-fsa.xn--rsum-bpad.example/"
	if got, err := ToIRI(in); err != nil || got != "http://xn--a%2fb-fsa.résumé.example/" {
		t.Errorf("ToIRI(%q) = %q, %v", in, got, err)
	}
	for _, s := range []string{"a\u200d", "a\u0080"} {
		label, err := idna.Punycode.ToASCII(s)
		if err != nil || !strings.HasPrefix(label, "xn--") {
			t.Fatalf("Punycode of %+q: %q, %v", s, label, err)
		}
		in := "http://" + label + ".xn--rsum-bpad/"
		want := "http://" + label + ".résumé/"
		if got, err := ToIRI(in, IDNAProfile(idna.Punycode)); err != nil || got != want {
			t.Errorf("ToIRI(%q, IDNAProfile(idna.Punycode)) = %+q, %v; want %q", in, got, err, want)
		}
	}
}

// TestToIRIKeepsLabelsThatDoNotMapBack: a label is converted only where
// ToASCII of its Unicode form gives the label back (hostToUnicode's doc),
// so that ToURI of the result is the input again. "xn--RSUM-BPAD" decodes
// to "résumé", whose A-label is the lowercase "xn--rsum-bpad": it stays as
// written, and the next label is still converted.
func TestToIRIKeepsLabelsThatDoNotMapBack(t *testing.T) {
	for in, want := range map[string]string{
		"http://xn--RSUM-BPAD.xn--rsum-bpad/": "http://xn--RSUM-BPAD.résumé/",
		"http://XN--rsum-bpad.xn--rsum-bpad/": "http://XN--rsum-bpad.résumé/",
	} {
		if got, err := ToIRI(in); err != nil || got != want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// TestToIRIKeepsLabelsToUnicodeRejects: a label is converted only where
// ToUnicode succeeds (hostToUnicode's doc). A profile that validates labels
// without mapping them lets ToASCII keep the uppercase "B" of "Bücher" (the
// Punycode basic code points keep their case, RFC 3492 appendix A), giving
// "xn--Bcher-kva" back, while ToUnicode's validity check rejects the decoded
// label, "B" being a mapped character (UTS #46 section 4.1, criterion 6).
func TestToIRIKeepsLabelsToUnicodeRejects(t *testing.T) {
	p := idna.New(idna.ValidateLabels(true))
	in := "http://xn--Bcher-kva.xn--bcher-kva/"
	want := "http://xn--Bcher-kva.b\u00FCcher/"
	if got, err := ToIRI(in, IDNAProfile(p)); err != nil || got != want {
		t.Errorf("ToIRI(%q) = %q, %v; want %q", in, got, err, want)
	}
}

// Issue 14, case 4: a character and its percent-encoded form mean the same
// in every pass. ToURI writes U+202E (RIGHT-TO-LEFT OVERRIDE) as its UTF-8
// octets E2 80 AE; ToIRI keeps them encoded (RFC 3987 section 4.1), so the
// syntax normal form is the encoded one.
func TestInvisibleCharactersStayPercentEncoded(t *testing.T) {
	if got, err := ToURI("http://a/\u202e"); err != nil || got != "http://a/%E2%80%AE" {
		t.Fatalf("ToURI = %q, %v", got, err)
	}
	eq, err := Equal("http://a/\u202e", "http://a/%E2%80%AE", LevelSyntax)
	if err != nil || !eq {
		t.Errorf("Equal(RLO, %%E2%%80%%AE, syntax) = %v, %v; want true", eq, err)
	}
	for _, c := range []struct{ in, want string }{
		{"http://a/\u202e", "http://a/%E2%80%AE"},
		// U+FEFF (EF BB BF), U+00A0 (C2 A0) and U+3000 (E3 80 80) look like
		// nothing or a space: kept encoded.
		{"http://a/%EF%BB%BF", "http://a/%EF%BB%BF"},
		{"http://a/%C2%A0", "http://a/%C2%A0"},
		{"http://a/%E3%80%80", "http://a/%E3%80%80"},
		// Lowercase hex digits are uppercased, the character stays encoded.
		{"http://a/%ef%bb%bf", "http://a/%EF%BB%BF"},
		// A character the policy allows is still decoded: C3 A9 is é.
		{"http://a/%C3%A9", "http://a/\u00e9"},
	} {
		got, err := Normalize(c.in, LevelSyntax)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%+q, syntax) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if got, err := ToIRI("http://a/%E2%80%8B"); err != nil || got != "http://a/%E2%80%8B" {
		t.Errorf("ToIRI(http://a/%%E2%%80%%8B) = %q, %v; want it unchanged (ZWSP kept encoded)", got, err)
	}
	// The bidi isolates U+2066-2069 and U+FEFF in the query too.
	if got, err := ToIRI("http://a/?%E2%81%A7x%E2%81%A9"); err != nil || got != "http://a/?%E2%81%A7x%E2%81%A9" {
		t.Errorf("ToIRI(isolates) = %q, %v", got, err)
	}
}

// Issue 14, case 9: ToIRI keeps an encoded dot segment encoded. The octets
// are written with uppercase digits, as RFC 3986 section 2.1 says producers
// and normalizers should.
func TestToIRIKeepsEncodedDotSegments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://a/b/%2e%2e/c", "http://a/b/%2E%2E/c"},
		{"http://a/b/%2E/c", "http://a/b/%2E/c"},
		{"http://a/b/%2e./c", "http://a/b/%2E./c"},
		{"http://a/b/.%2e", "http://a/b/.%2E"},
		// Not a dot segment once decoded: decoded as before.
		{"http://a/b/%2e%2e%2e/c", "http://a/b/.../c"},
		{"http://a/b/a%2e/c", "http://a/b/a./c"},
		// Only the path has dot segments.
		{"http://a/b?%2e%2e", "http://a/b?.."},
	} {
		got, err := ToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// Issue 13: ToIRI takes IRIs as well as URIs; an IRI comes back unchanged,
// with its percent-encodings decoded where section 3.7 allows.
func TestToIRIAcceptsIRIs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://résumé.example/", "http://résumé.example/"},
		{"http://résumé.example/%C3%A9t%C3%A9", "http://résumé.example/été"},
		{"http://a/\u202e", "http://a/\u202e"},
	} {
		got, err := ToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := ToIRI("http://a b/"); err == nil {
		t.Errorf("ToIRI accepted a space")
	}
}
