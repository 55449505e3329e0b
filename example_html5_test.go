package iri_test

import (
	"fmt"

	"github.com/goiri/iri"
)

func ExampleIRI_HostPort() {
	for _, s := range []string{"http://example.org:8080/a?b", "http://example.org:80/a?b", "mailto:a@example.org"} {
		u, err := iri.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%q %q\n", u.HostPort(), u.HostSpecific())
	}
	// Output:
	// "example.org:8080" "/a?b"
	// "example.org" "/a?b"
	// "" "mailto:a@example.org"
}
