package iri_test

import (
	"errors"
	"fmt"

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
	fmt.Println(u.IsAbs(), u.Path, u.PathForm)
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
		w, err := iri.LookupVariant(v.Name())
		ok = ok && err == nil && w == v
	}
	fmt.Println(ok)
	// Output:
	// rfc3987 true
	// true
}

func ExampleIRI_RegistrableDomain() {
	u, _ := iri.Parse("http://paypal.com.account-verify.example/login")
	sp, ok := u.RegistrableDomain()
	fmt.Println(u.String()[sp.Start:sp.End], ok)
	// Output: account-verify.example true
}

func ExampleMarkRegistrableDomain() {
	fmt.Println(iri.Display("http://paypal.com.account-verify.example/login", iri.MarkRegistrableDomain("[", "]")))
	// Output: http://paypal.com.[account-verify.example]/login
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
