package iri_test

import (
	"encoding/json"
	"fmt"

	"github.com/goiri/iri"
)

func ExampleToURI() {
	// RFC 3987 section 3.1: the host goes through IDNA, the rest is
	// percent-encoded as UTF-8.
	uri, err := iri.ToURI("http://résumé.example.org/chemin/été?q=é")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(uri)
	// Output: http://xn--rsum-bpad.example.org/chemin/%C3%A9t%C3%A9?q=%C3%A9
}

func ExampleToIRI() {
	// RFC 3987 section 3.2 (draft-ietf-iri-3987bis-00 section 3.7):
	// percent-encoded UTF-8 becomes characters again; "%20" stays, since a
	// space is not allowed in an IRI.
	s, err := iri.ToIRI("http://www.example.org/r%C3%A9sum%C3%A9%20final.html")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	// Output: http://www.example.org/résumé%20final.html
}

func ExampleDisplay() {
	// An IRI with right-to-left characters is wrapped in LRE ... PDF for
	// display in left-to-right text (draft-ietf-iri-3987bis-00 section
	// 4.1); one without needs nothing.
	fmt.Printf("%+q\n", iri.Display("http://אב.example/"))
	fmt.Printf("%+q\n", iri.Display("http://example.org/"))
	// Output:
	// "\u202ahttp://\u05d0\u05d1.example/\u202c"
	// "http://example.org/"
}

func ExampleIRI_MarshalText() {
	var doc struct {
		Home iri.IRI `json:"home"`
	}
	if err := json.Unmarshal([]byte(`{"home":"http://résumé.example/"}`), &doc); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(doc.Home.Host)
	out, _ := json.Marshal(doc)
	fmt.Println(string(out))
	// Output:
	// résumé.example
	// {"home":"http://résumé.example/"}
}

func ExampleIRI_URL() {
	u, err := iri.Parse("https://résumé.example/été?q=é")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := u.URL() // a *url.URL for net/http and friends
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Host, r.Path, r.RawQuery)
	fmt.Println(r)
	// Output:
	// xn--rsum-bpad.example /été q=%C3%A9
	// https://xn--rsum-bpad.example/%C3%A9t%C3%A9?q=%C3%A9
}

func ExampleToIRI_policy() {
	// ToIRI takes IRIs as well as URIs; it keeps invisible characters
	// (here U+200B ZERO WIDTH SPACE) and encoded dot segments encoded.
	for _, s := range []string{"http://résumé.example/%C3%A9t%C3%A9", "http://a/%E2%80%8B", "http://a/b/%2e%2e/c"} {
		out, err := iri.ToIRI(s)
		fmt.Println(out, err)
	}
	// Output:
	// http://résumé.example/été <nil>
	// http://a/%E2%80%8B <nil>
	// http://a/b/%2E%2E/c <nil>
}
