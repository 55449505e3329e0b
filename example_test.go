package iri_test

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

func ExampleParse() {
	u, err := iri.Parse("http://r\u00E9sum\u00E9.example.org/chemin?q=1#haut")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Scheme)
	fmt.Println(u.Host, u.HostKind)
	fmt.Println(u.Path, u.PathForm)
	fmt.Println(u.Query, u.Fragment)
	// Output:
	// http
	// résumé.example.org reg-name
	// /chemin abempty
	// q=1 haut
}

func ExampleParse_relative() {
	u, err := iri.Parse("../r\u00E9sum\u00E9.html?")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.HasScheme(), u.Path, u.PathForm)
	fmt.Printf("query present: %v, empty: %q\n", u.HasQuery, u.Query)
	fmt.Println("fragment present:", u.HasFragment)
	// Output:
	// false ../résumé.html noscheme
	// query present: true, empty: ""
	// fragment present: false
}

func ExampleParseIRI() {
	u, err := iri.ParseIRI("mailto:user@example.org")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Scheme, u.Path, u.PathForm)

	// A relative reference is not an IRI.
	_, err = iri.ParseIRI("/chemin")
	fmt.Println(err)
	// Output:
	// mailto user@example.org rootless
	// iri: invalid character U+002F '/' at byte 0 in scheme: an IRI starts with a scheme followed by ':', and this input has none: it is a relative reference (RFC 3986 section 3.1)
}

func ExampleLookupVariant() {
	v, err := iri.LookupVariant("3987bis")
	if err != nil {
		fmt.Println(err)
		return
	}
	// draft-ietf-iri-3987bis allows "#" in a fragment; RFC 3987 does not.
	u, err := v.Parse("http://example.org/#a#b")
	fmt.Println(u.Fragment, err)
	fmt.Println(iri.RFC3987.Valid("http://example.org/#a#b"))

	_, err = iri.LookupVariant("rfc1738")
	fmt.Println(err != nil)
	// Output:
	// a#b <nil>
	// false
	// true
}

func ExampleVariant_Parse() {
	// The Web Address variant accepts a lone "%" and "\" as a path separator.
	u, err := iri.WebAddress.Parse(`http://example.org\a\100%`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s %s\n", u.Host, u.Path)

	_, err = iri.RFC3987.Parse(`http://example.org\a\100%`)
	fmt.Println(err)
	// Output:
	// example.org \a\100%
	// iri: invalid character U+005C '\' at byte 18 in ireg-name: a backslash is not allowed: the separator of an IRI is '/'; use '/' between segments, or encode a backslash that is data as %5C (RFC 3987 section 2.2)
}

func ExampleVariant_ParseRule() {
	// absolute-IRI has no fragment.
	_, err := iri.RFC3987.ParseRule("http://example.org/p#f", iri.RuleAbsoluteIRI)
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Entry, pe.Offset)
	}
	// Output:
	// absolute-IRI 20
}

func ExampleParseError() {
	_, err := iri.Parse("http://a b/")
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Offset, pe.Rule, pe.Section, pe.Variant, pe.Entry)
		fmt.Println(pe.Input)
		fmt.Printf("%*s^\n", pe.Offset, "")
		fmt.Println(pe.Reason)
		fmt.Println(pe.Suggestion)
	}
	fmt.Println(errors.Is(err, iri.ErrSyntax))
	fmt.Println(err)

	_, err = iri.Parse("http://h/\xff")
	fmt.Println(errors.Is(err, iri.ErrInvalidUTF8))
	fmt.Println(err)
	// Output:
	// 8 ireg-name RFC 3987 section 2.2 rfc3987 IRI-reference
	// http://a b/
	//         ^
	// space is not allowed
	// encode it as %20
	// true
	// iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (RFC 3987 section 2.2)
	// true
	// iri: invalid UTF-8 byte 0xFF at byte 9: an IRI is text in UTF-8, and this byte is not part of a UTF-8 character; convert the input to UTF-8 from its encoding, or write the byte as %FF (RFC 3987 section 2.2)
}

func ExampleIRI_String() {
	u, err := iri.Parse("HTTP://u@h:8080/p?q#f")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.String())
	if err := u.SetFragment("g"); err != nil {
		fmt.Println(err)
	}
	u.Clear(iri.ComponentQuery)
	u.Clear(iri.ComponentPort)
	fmt.Println(u)
	// A component set directly is written with its delimiters.
	fmt.Println(iri.IRI{Scheme: "https", Host: "example.org", Path: "/p"})
	// Output:
	// HTTP://u@h:8080/p?q#f
	// HTTP://u@h/p#g
	// https://example.org/p
}

func ExampleSpans() {
	s := "http://example.org:8080/a?b#c"
	u, err := iri.Parse(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Spans().Host, u.Spans().Port)
	for _, c := range []iri.Component{iri.ComponentScheme, iri.ComponentAuthority, iri.ComponentHost,
		iri.ComponentPort, iri.ComponentPath, iri.ComponentQuery, iri.ComponentFragment} {
		sp := u.Spans().Span(c)
		fmt.Printf("%s %d-%d %q\n", c, sp.Start, sp.End, s[sp.Start:sp.End])
	}
	// Output:
	// {7 18} {19 23}
	// scheme 0-4 "http"
	// authority 7-23 "example.org:8080"
	// host 7-18 "example.org"
	// port 19-23 "8080"
	// path 23-25 "/a"
	// query 26-27 "b"
	// fragment 28-29 "c"
}

func ExampleVariants() {
	vs := iri.Variants()
	fmt.Println(vs[0], vs[0] == iri.RFC3987)
	// Every variant can be found again by its name.
	ok := true
	for _, v := range vs {
		w, err := iri.LookupVariant(v.String())
		ok = ok && err == nil && w == v
	}
	fmt.Println(ok)
	// Output:
	// rfc3987 true
	// true
}

// An absolute-IRI has no fragment (RFC 3987 section 2.2): a base for
// resolution must be one.
func ExampleParseAbsolute() {
	u, err := iri.ParseAbsolute("http://example.org/a?q")
	fmt.Println(u.Query, err)
	_, err = iri.ParseAbsolute("http://example.org/a#frag")
	fmt.Println(err != nil)
	// Output:
	// q <nil>
	// true
}

// A relative reference may not start with what reads as a scheme.
func ExampleParseRelative() {
	u, err := iri.ParseRelative("../a/b?q")
	fmt.Println(u.Path, u.PathForm, err)
	_, err = iri.ParseRelative("http://example.org/")
	fmt.Println(err != nil)
	// Output:
	// ../a/b noscheme <nil>
	// true
}

func ExampleValid() {
	fmt.Println(iri.Valid("http://example.org/r\u00E9sum\u00E9"))
	fmt.Println(iri.Valid("http://a b/"))
	fmt.Println(iri.Valid("http://example.org/%zz"))
	// Output:
	// true
	// false
	// false
}

// LEIRI processing (draft-ietf-iri-3987bis-00 section 7.1) percent-encodes
// the characters a LEIRI allows and an IRI does not, such as the space.
func ExampleLEIRIToIRI() {
	s, err := iri.LEIRIToIRI("http://example.org/a b")
	fmt.Println(s, err)
	// Output: http://example.org/a%20b <nil>
}

// Web Address processing (draft-ietf-iri-3987bis-00 section 7.2) trims
// white space, percent-encodes the space and turns a lone "%" into "%25".
func ExampleWebAddressToIRI() {
	s, err := iri.WebAddressToIRI("  http://example.org/a b%zz ")
	fmt.Println(s, err)
	// Output: http://example.org/a%20b%25zz <nil>
}

// FromURL turns the URI of a *url.URL into an IRI: A-labels become
// U-labels and percent-encoded UTF-8 becomes characters
// (draft-ietf-iri-3987bis-00 section 3.7).
func ExampleFromURL() {
	r, _ := url.Parse("http://xn--rsum-bpad.example/caf%C3%A9")
	u, err := iri.FromURL(r)
	fmt.Println(u, err)
	// Output: http://résumé.example/café <nil>
}

// The Set methods validate the new component; on error the IRI is
// unchanged.
func ExampleIRI_SetHost() {
	u, _ := iri.Parse("http://example.org/p")
	fmt.Println(u.SetHost("a b") != nil, u)
	fmt.Println(u.SetHost("r\u00E9sum\u00E9.example"), u)
	// Output:
	// true http://example.org/p
	// <nil> http://résumé.example/p
}

// ParseInto reuses one IRI value: a valid input costs no allocation.
func ExampleVariant_ParseInto() {
	var u iri.IRI
	for _, s := range []string{"http://a/1", "mailto:x@y", "a b"} {
		if err := iri.RFC3987.ParseInto(&u, s, iri.RuleIRIReference); err != nil {
			fmt.Println("invalid:", s)
			continue
		}
		fmt.Println(u.Scheme, u.Path)
	}
	// Output:
	// http /1
	// mailto x@y
	// invalid: a b
}

// Lenient maps any string of characters, percent-encoding what the grammar
// does not allow (draft-ietf-iri-3987bis-00 section 3.3).
func ExampleLenient() {
	_, err := iri.ToURI("http://example.org/a b<c>")
	fmt.Println(err != nil)
	s, err := iri.ToURI("http://example.org/a b<c>", iri.Lenient())
	fmt.Println(s, err)
	// Output:
	// true
	// http://example.org/a%20b%3Cc%3E <nil>
}

// Grammar chooses the grammar of the input: LEIRI allows the space.
func ExampleGrammar() {
	s, err := iri.ToURI("http://example.org/a b", iri.Grammar(iri.LEIRI))
	fmt.Println(s, err)
	// Output: http://example.org/a%20b <nil>
}

// IDNAProfile(nil) turns IDNA off: the host is percent-encoded like the
// other components (RFC 3987 section 3.1 allows either).
func ExampleIDNAProfile() {
	s, _ := iri.ToURI("http://r\u00E9sum\u00E9.example/")
	fmt.Println(s)
	s, _ = iri.ToURI("http://r\u00E9sum\u00E9.example/", iri.IDNAProfile(nil))
	fmt.Println(s)
	// Output:
	// http://xn--rsum-bpad.example/
	// http://r%C3%A9sum%C3%A9.example/
}

// A registered scheme's default port is dropped by scheme-based
// normalization (draft-ietf-iri-3987bis-00 section 5.3.3).
func ExampleRegisterScheme() {
	iri.RegisterScheme(iri.Scheme{Name: "x-example", DefaultPort: "8443", DNSHost: true})
	s, err := iri.Normalize("x-example://Example.ORG:8443/a", iri.LevelScheme)
	fmt.Println(s, err)
	// Output: x-example://example.org/a <nil>
}

// MarkSpan marks any span of the IRI in Display's output; registrable.Mark
// uses it for the registrable domain.
func ExampleMarkSpan() {
	query := func(u *iri.IRI) (iri.Span, bool) { return u.Spans().Query, u.HasQuery }
	fmt.Println(iri.Display("http://example.org/a?q=1", iri.MarkSpan(query, "[", "]")))
	// Output: http://example.org/a?[q=1]
}

// HasScheme tells an IRI from a relative reference; IsAbsoluteIRI also
// asks for no fragment (RFC 3987 section 2.2).
func ExampleIRI_HasScheme() {
	for _, s := range []string{"http://a/b#f", "http://a/b", "//a/b"} {
		u, _ := iri.Parse(s)
		fmt.Println(s, u.HasScheme(), u.IsAbsoluteIRI())
	}
	// Output:
	// http://a/b#f true false
	// http://a/b true true
	// //a/b false false
}

func ExampleIRI_Hostname() {
	u, _ := iri.Parse("http://[::1]:8080/")
	port, ok := u.PortNumber()
	fmt.Println(u.Host, u.Hostname(), port, ok)
	// Output: [::1] ::1 8080 true
}

// A browser-like address bar: the labels of a host are shown as A-labels
// when the check package finds the host spoofable (here, a whole-script
// confusable: Cyrillic "аррӏе" looks like "apple" under ".com"); other
// hosts stay in Unicode. A-labels from Python's independent "idna" codec.
func ExampleALabels() {
	spoofable := func(label, host string) bool {
		for _, f := range check.Run("http://" + host + "/") {
			switch f.Code {
			case check.CodeWholeScriptConfusable, check.CodeMixedScriptConfusable, check.CodeSingleScriptConfusable,
				check.CodeMixedScriptLabel, check.CodeHostImitatesDomain, check.CodeInvisible:
				return true
			}
		}
		return false
	}
	for _, s := range []string{"http://аррӏе.com/", "http://bücher.de/"} {
		fmt.Println(iri.Display(s, iri.ALabels(spoofable)))
	}
	// The strictest policy: every label that is not ASCII.
	fmt.Println(iri.Display("http://bücher.de/", iri.ALabels(nil)))
	// Output:
	// http://xn--80ak6aa92e.com/
	// http://bücher.de/
	// http://xn--bcher-kva.de/
}
