package iri_test

import (
	"fmt"

	"github.com/goiri/iri"
)

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

func ExampleEqual_invisible() {
	// A character and its percent-encoded form mean the same in every
	// pass: U+202E RIGHT-TO-LEFT OVERRIDE is kept encoded by ToIRI, and the
	// syntax normal form encodes it.
	eq, _ := iri.Equal("http://a/\u202e", "http://a/%E2%80%AE", iri.LevelSyntax)
	fmt.Println(eq)
	// IDNA maps U+200B in a host to nothing: the same DNS name at the
	// scheme level, but not at the syntax level (check reports it).
	for _, l := range []iri.Level{iri.LevelSyntax, iri.LevelScheme} {
		eq, _ := iri.Equal("http://exa\u200bmple.com/", "http://example.com/", l)
		fmt.Println(l, eq)
	}
	// Output:
	// true
	// syntax false
	// scheme true
}
