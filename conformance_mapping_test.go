package iri

// Every example of RFC 3987 section 3 (3.1, 3.2.1) and of
// draft-ietf-iri-3987bis-00 sections 3, 6.4, 7 and 12 about mapping, with the
// text quoted and the expected output of every step the text gives.

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var xmlRef = regexp.MustCompile(`&#x([0-9A-Fa-f]+);`)

// xml turns the XML notation of the specifications ("&#xE9;") into the
// characters.
func xml(s string) string {
	return xmlRef.ReplaceAllStringFunc(s, func(m string) string {
		n, _ := strconv.ParseInt(m[3:len(m)-1], 16, 32)
		return string(rune(n))
	})
}

func wantURI(t *testing.T, in, want string, opts ...Option) {
	t.Helper()
	got, err := ToURI(in, opts...)
	if err != nil || got != want {
		t.Errorf("ToURI(%q) = %q, %v; want %q", in, got, err, want)
	}
}

func wantIRI(t *testing.T, in, want string, opts ...Option) {
	t.Helper()
	got, err := ToIRI(in, opts...)
	if err != nil || got != want {
		t.Errorf("ToIRI(%q) = %q, %v; want %q", in, got, err, want)
	}
}

// toIRISteps returns the URI s after each of the steps 1 to 6 of
// draft-ietf-iri-3987bis-00 section 3.7 (steps 1 to 5 are those of RFC 3987
// section 3.2), decoded octets written "<hh>" as in section 3.7.1.
func toIRISteps(t *testing.T, s string, opts ...Option) [6]string {
	t.Helper()
	u, err := RFC3986.Parse(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	var steps [6]string
	steps[0] = s
	var comp [5][4]string
	uriComponentToIRI(u.Userinfo, false, &comp[0])
	uriComponentToIRI(u.Host, false, &comp[1])
	uriComponentToIRI(u.Path, false, &comp[2])
	uriComponentToIRI(u.Query, true, &comp[3])
	uriComponentToIRI(u.Fragment, false, &comp[4])
	for k := 0; k < 4; k++ {
		v := *u
		v.Userinfo, v.Path, v.Query, v.Fragment = comp[0][k], comp[2][k], comp[3][k], comp[4][k]
		// Hosts of DNS schemes are not decoded (see ToIRI); the examples' hosts
		// have no percent-encoding.
		if sch, _ := LookupScheme(u.Scheme); !sch.DNSHost {
			v.Host = comp[1][k]
		}
		steps[k+1] = v.String()
	}
	steps[5], err = ToIRI(s, opts...)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	if steps[4] != steps[5] && u.Host == steps[4] {
		t.Fatalf("step 6 changed something other than the host")
	}
	return steps
}

func checkSteps(t *testing.T, got [6]string, want []string) {
	t.Helper()
	for i, w := range want {
		if got[i] != w {
			t.Errorf("step %d: got %q, want %q", i+1, got[i], w)
		}
	}
}

// RFC 3987 section 3.1.
func TestRFC3987Section3_1(t *testing.T) {
	// "For example, the IRI "http://r&#xE9;sum&#xE9;.example.org" may be
	// converted to "http://xn--rsum-bpad.example.org" instead of
	// "http://r%C3%A9sum%C3%A9.example.org"."
	wantURI(t, xml("http://r&#xE9;sum&#xE9;.example.org"), "http://xn--rsum-bpad.example.org")
	wantURI(t, xml("http://r&#xE9;sum&#xE9;.example.org"), "http://r%C3%A9sum%C3%A9.example.org", IDNAProfile(nil))

	// "Trying to validate the Web page at http://r&#xE9;sum&#xE9;.example.org
	// would lead to an IRI of
	// http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.
	// example.org, which would convert to a URI of
	// http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.
	// example.org." (the line break is the RFC's layout)
	wantURI(t, xml("http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org"),
		"http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org")

	// "Systems accepting IRIs MAY also deal with the printable characters in
	// US-ASCII that are not allowed in URIs, namely "<", ">", '"', space,
	// "{", "}", "|", "\", "^", and "`", in step 2 above. If these characters
	// are found but are not converted, then the conversion SHOULD fail."
	// Strict mode fails; lenient mode converts.
	for _, c := range []string{"<", ">", `"`, " ", "{", "}", "|", `\`, "^", "`"} {
		in := "http://example.org/a" + c + "b"
		if _, err := ToURI(in); err == nil {
			t.Errorf("ToURI(%q) succeeded in strict mode", in)
		}
		wantURI(t, in, "http://example.org/a%"+strings.ToUpper(strconv.FormatInt(int64(c[0]), 16))+"b", Lenient())
	}
	// Hex digits are uppercase: `"` is 0x22, `\` 0x5C, `^` 0x5E, "`" 0x60,
	// "{" 0x7B, "|" 0x7C, "}" 0x7D, "<" 0x3C, ">" 0x3E.
	wantURI(t, `http://example.org/{|}<>\^`+"`", "http://example.org/%7B%7C%7D%3C%3E%5C%5E%60", Lenient())
	// "Please note that the number sign ("#"), the percent sign ("%"), and the
	// square bracket characters ("[", "]") are not part of the above list and
	// MUST NOT be converted."
	wantURI(t, "http://[::1]/a%41#frag", "http://[::1]/a%41#frag")
	wantURI(t, "http://[::1]/a%41#frag", "http://[::1]/a%41#frag", Lenient())

	// "For example, an IRI of "http://www.example.org/red%09ros&#xE9;#red" (in
	// XML notation) is converted to "http://www.example.org/red%09ros%C3%A9#red",
	// not to something like
	// "http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red"."
	wantURI(t, xml("http://www.example.org/red%09ros&#xE9;#red"), "http://www.example.org/red%09ros%C3%A9#red")

	// "for the IRI with non-BMP characters (in XML Notation):
	// "http://example.com/&#x10300;&#x10301;&#x10302"; which contains the
	// first three letters of the Old Italic alphabet, the correct conversion
	// to a URI is "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82""
	// (the RFC drops the ";" of the last reference).
	wantURI(t, xml("http://example.com/&#x10300;&#x10301;&#x10302;"),
		"http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82")

	// Step 1 b and c (legacy charsets, NFC): package charset's tests,
	// TestConvertToUCSSection3_1Step1.
}

// RFC 3987 section 3.2 and 3.2.1.
func TestRFC3987Section3_2(t *testing.T) {
	// 3.2.1: "The following example contains the sequence "%C3%BC" ..."
	checkSteps(t, toIRISteps(t, "http://www.example.org/D%C3%BCrst", IDNAProfile(nil)), []string{
		"http://www.example.org/D%C3%BCrst",
		"http://www.example.org/D<c3><bc>rst",
		"http://www.example.org/D<c3><bc>rst",
		"http://www.example.org/D<c3><bc>rst",
		xml("http://www.example.org/D&#xFC;rst"),
	})
	// 3.2.1: "The following example contains the sequence "%FC" ..."
	checkSteps(t, toIRISteps(t, "http://www.example.org/D%FCrst", IDNAProfile(nil)), []string{
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D<fc>rst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D%FCrst",
	})
	// 3.2.1: "The following example contains "%e2%80%ae" ... The example also
	// contains a punycode-encoded domain name label (xn--99zt52a), which is
	// not converted."
	steps := toIRISteps(t, "http://xn--99zt52a.example.org/%e2%80%ae", IDNAProfile(nil))
	checkSteps(t, steps, []string{
		"http://xn--99zt52a.example.org/%e2%80%ae",
		"http://xn--99zt52a.example.org/<e2><80><ae>",
		"http://xn--99zt52a.example.org/<e2><80><ae>",
		"http://xn--99zt52a.example.org/%E2%80%AE",
		"http://xn--99zt52a.example.org/%E2%80%AE",
	})
	if steps[5] != steps[4] {
		t.Errorf("IDNAProfile(nil): got %q, want the label unconverted", steps[5])
	}
	// "Implementations with scheme-specific knowledge MAY convert
	// punycode-encoded domain name labels ... leading to the overall IRI of
	// "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"."
	wantIRI(t, "http://xn--99zt52a.example.org/%e2%80%ae", xml("http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"))

	// 3.2: "the URI "http://www.example.org/r%E9sum%E9.html" ... must not be
	// converted to an IRI containing these e-acute characters."
	wantIRI(t, "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html")
}

// draft-ietf-iri-3987bis-00 section 3.
func TestRFC3987bisSection3(t *testing.T) {
	// 3.4: "For example, the IRI "http://r&#xE9;sum&#xE9;.example.org" MAY be
	// converted to "http://xn--rsum-bad.example.org" ; conversion to
	// percent-encoded form, e.g., "http://r%C3%A9sum%C3%A9.example.org", MUST
	// NOT be performed." The label is misprinted: ToASCII("résumé") is
	// "xn--rsum-bpad" (RFC 3987 section 3.1 has it right).
	in := xml("http://r&#xE9;sum&#xE9;.example.org")
	got, err := ToURI(in, Grammar(RFC3987bis))
	if err != nil || got != "http://xn--rsum-bpad.example.org" {
		t.Errorf("ToURI(%q) = %q, %v", in, got, err)
	}
	if got == "http://xn--rsum-bad.example.org" || got == "http://r%C3%A9sum%C3%A9.example.org" {
		t.Errorf("ToURI(%q) = %q", in, got)
	}
	// 3.4, first note: the validator example.
	wantURI(t, xml("http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org"),
		"http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org", Grammar(RFC3987bis))
	// 3.4, second note: "an IRI of "http://www.example.org/red%09ros&#xE9;#red"
	// (in XML notation) is converted to
	// "http://www.example.org/red%09ros%C3%A9#red""
	wantURI(t, xml("http://www.example.org/red%09ros&#xE9;#red"), "http://www.example.org/red%09ros%C3%A9#red",
		Grammar(RFC3987bis))
	// 3.3: "the mapping is an identity transformation for parsed URI
	// components of valid URIs, and is idempotent".
	for _, u := range []string{"http://www.example.org/red%09ros%C3%A9#red", "http://xn--rsum-bpad.example.org"} {
		wantURI(t, u, u, Grammar(RFC3987bis))
	}

	// 3.7.1, first example.
	checkSteps(t, toIRISteps(t, "http://www.example.org/D%C3%BCrst"), []string{
		"http://www.example.org/D%C3%BCrst",
		"http://www.example.org/D<c3><bc>rst",
		"http://www.example.org/D<c3><bc>rst",
		"http://www.example.org/D<c3><bc>rst",
		xml("http://www.example.org/D&#xFC;rst"),
		xml("http://www.example.org/D&#xFC;rst"),
	})
	// 3.7.1, second example.
	checkSteps(t, toIRISteps(t, "http://www.example.org/D%FCrst"), []string{
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D<fc>rst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/D%FCrst",
	})
	// 3.7.1, third example: "... re-percent-encoded in step 4 ... Note that
	// the label "xn--99zt52a" is converted to U+7D0D U+8C46 (Japanese Natto)."
	checkSteps(t, toIRISteps(t, "http://xn--99zt52a.example.org/%e2%80%ae"), []string{
		"http://xn--99zt52a.example.org/%e2%80%ae",
		"http://xn--99zt52a.example.org/<e2><80><ae>",
		"http://xn--99zt52a.example.org/<e2><80><ae>",
		"http://xn--99zt52a.example.org/%E2%80%AE",
		"http://xn--99zt52a.example.org/%E2%80%AE",
		xml("http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"),
	})
	// 3.7: "the URI "http://www.example.org/r%E9sum%E9.html" ... must not be
	// converted to an IRI containing these e-acute characters. Otherwise, in
	// the future the IRI will be mapped to
	// "http://www.example.org/r%C3%A9sum%C3%A9.html""
	wantIRI(t, "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html")
	wantIRI(t, "http://www.example.org/r%C3%A9sum%C3%A9.html", xml("http://www.example.org/r&#xE9;sum&#xE9;.html"))
}

// draft-ietf-iri-3987bis-00 section 3.5 (the query in a document charset):
// package charset's tests, TestSection3_5QueryInDocumentCharset.

// draft-ietf-iri-3987bis-00 section 6.4: "it is possible to have a URI
// reference of "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9" ...
// The IRI corresponding to the above URI would be (in XML notation)
// "http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9;"."
func TestRFC3987bisSection6_4(t *testing.T) {
	wantIRI(t, "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9",
		xml("http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9;"))
	// "for a document with a URI of "http://www.example.org/r%C3%A9sum%C3%A9.html",
	// it is possible to construct a corresponding IRI ...
	// "http://www.example.org/r&#xE9;sum&#xE9;.html""
	wantURI(t, xml("http://www.example.org/r&#xE9;sum&#xE9;.html"), "http://www.example.org/r%C3%A9sum%C3%A9.html")
}

// draft-ietf-iri-3987bis-00 section 7.
func TestRFC3987bisSection7(t *testing.T) {
	// 7.1: "To convert a string allowed as a LEIRI to an IRI, each character
	// allowed in leiri-ucschar but not in ucschar must be percent-encoded
	// using Section 3.3."
	for _, c := range []struct{ in, want string }{
		{"http://example.org/a b", "http://example.org/a%20b"},
		{"http://example.org/<{|}>?\"^`\\", "http://example.org/%3C%7B%7C%7D%3E?%22%5E%60%5C"},
		{"http://example.org/\x01\x7F", "http://example.org/%01%7F"},
		{"http://example.org/\u0085\uFFF0", "http://example.org/%C2%85%EF%BF%B0"},
		{"http://example.org/\uE000?\U000F0000", "http://example.org/%EE%80%80?%F3%B0%80%80"},
		{"http://example.org/\uFDD0\U0001FFFE", "http://example.org/%EF%B7%90%F0%9F%BF%BE"},
		// ucschar, including the bidi formatting characters, stays.
		{"http://example.org/\u00E9\u202E", "http://example.org/\u00E9\u202E"},
	} {
		got, err := LEIRIToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("LEIRIToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}

	// 7.2: the five preprocessing steps.
	for _, c := range []struct{ in, want string }{
		// 1. "Leading and trailing instances of space (U+0020), CR (U+000A), LF
		// (U+000D), and TAB (U+0009) characters are removed."
		{" \r\n\thttp://example.org/ \t\n\r", "http://example.org/"},
		// 2. "strip all characters in href-strip." (decided: TAB, LF, CR)
		{"http://exa\tmple.org/p\na\rth", "http://example.org/path"},
		// 3. "Percent-encode all characters in href-ucschar not in ucschar."
		{"http://example.org/a b?c d#e f", "http://example.org/a%20b?c%20d#e%20f"},
		// 4. "Replace occurrences of "%" not followed by two hexadecimal digits
		// by "%25"."
		{"http://example.org/100%?50%+%41", "http://example.org/100%25?50%25+%41"},
		// 5. "Convert backslashes ('\') matching href-path-sep to forward
		// slashes ('/')." A "\" in the query is not a path separator.
		{`http://example.org\a\b?c\d`, "http://example.org/a/b?c%5Cd"},
		// After the preprocessing, "#" stays allowed in the 3987bis fragment.
		{"http://example.org/#a#b", "http://example.org/#a#b"},
	} {
		got, err := WebAddressToIRI(c.in)
		if err != nil || got != c.want {
			t.Errorf("WebAddressToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
		sameAsWebAddress(t, c.in) // variant_behaviour_test.go
	}

	// 7.3: the groups of characters allowed by LEIRI or HREF but not in IRIs.
	// URI-to-IRI conversion keeps each of them percent-encoded.
	for _, u := range []string{
		"http://example.org/%20%3C%3E%22",                      // space and delimiters
		"http://example.org/%5C%5E%60%7B%7C%7D",                // unwise
		"http://example.org/%01%7F%C2%85",                      // controls: C0, DEL, C1 (U+0085)
		"http://example.org/%E2%80%8E%E2%80%AA",                // bidi formatting U+200E, U+202A
		"http://example.org/%EF%BF%B0%EF%BF%BD",                // specials U+FFF0, U+FFFD
		"http://example.org/%EE%80%80%F3%B0%80%80%F4%80%80%80", // private use outside the query
		"http://example.org/%F3%A0%80%81",                      // tag U+E0001
		"http://example.org/%EF%B7%90%F0%9F%BF%BE",             // non-characters U+FDD0, U+1FFFE
		"http://example.org/%ED%A0%80",                         // surrogate U+D800 (step 3)
	} {
		wantIRI(t, u, u)
	}
	// Private use is allowed in the query (iprivate in iquery, RFC 3987
	// section 2.2; 7.3 allows it "only in the query part"): decoded there.
	wantIRI(t, "http://example.org/%EE%80%80?%EE%80%80%F3%B0%80%80%F4%80%80%80",
		"http://example.org/%EE%80%80?\uE000\U000F0000\U00100000")
}

// draft-ietf-iri-3987bis-00 section 12, "misplaced text": "for the IRI with
// non-BMP characters (in XML Notation):
// "http://example.com/&#x10300;&#x10301;&#x10302"; which contains the first
// three letters of the Old Italic alphabet, the correct conversion to a URI
// is "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82""
func TestRFC3987bisSection12OldItalic(t *testing.T) {
	in := xml("http://example.com/&#x10300;&#x10301;&#x10302;")
	want := "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
	for _, v := range []Variant{RFC3987, RFC3987bis, LEIRI, WebAddress} {
		wantURI(t, in, want, Grammar(v))
	}
	// And back (section 3.7).
	wantIRI(t, want, in)
}
