package iri_test

import (
	"fmt"

	"github.com/goiri/iri"
)

func ExampleNonStrict() {
	// RFC 3986 section 5.4.2: strict and backward-compatible parsers.
	strict, _ := iri.Resolve("http://a/b/c/d;p?q", "http:g")
	compat, _ := iri.Resolve("http://a/b/c/d;p?q", "http:g", iri.NonStrict())
	fmt.Println(strict)
	fmt.Println(compat)
	// Output:
	// http:g
	// http://a/b/c/g
}
