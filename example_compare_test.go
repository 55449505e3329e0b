package iri_test

import (
	"fmt"

	"github.com/goiri/iri"
)

// The example of draft-ietf-iri-3987bis-00 section 5.3.2: equivalent after
// syntax-based normalization, not as strings.
func ExampleEqual() {
	a := "example://a/b/c/%7Bfoo%7D/rosé"
	b := "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"
	for _, level := range []iri.Level{iri.LevelSimple, iri.LevelSyntax} {
		eq, err := iri.Equal(a, b, level)
		fmt.Println(level, eq, err)
	}
	// Output:
	// simple false <nil>
	// syntax true <nil>
}

// The four http IRIs of draft-ietf-iri-3987bis-00 section 5.3.3 share one
// normal form; IDN hosts are kept in Unicode.
func ExampleNormalize() {
	for _, s := range []string{
		"http://example.com",
		"http://example.com/",
		"http://example.com:/",
		"http://example.com:80/",
		"http://example.com/?",
		"http://xn--rsum-bpad.example.org",
		"http://RÉSUMÉ.example.org/",
	} {
		n, err := iri.Normalize(s, iri.LevelScheme)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(n)
	}
	// Output:
	// http://example.com/
	// http://example.com/
	// http://example.com/
	// http://example.com/
	// http://example.com/?
	// http://résumé.example.org/
	// http://résumé.example.org/
}

// The normal form is a map key that de-duplicates equivalent IRIs.
func ExampleNormalize_key() {
	seen := map[string]bool{}
	for _, s := range []string{
		"HTTP://Example.com:80/~user",
		"http://example.com/%7Euser",
		"http://example.com/%7euser#top",
	} {
		k, err := iri.Normalize(s, iri.LevelScheme)
		if err != nil {
			continue
		}
		if !seen[k] {
			seen[k] = true
			fmt.Println(k)
		}
	}
	// Output:
	// http://example.com/~user
	// http://example.com/~user#top
}

// Examples of RFC 3986 section 5.4.1, and one with non-ASCII characters.
func ExampleResolve() {
	base := "http://a/b/c/d;p?q"
	for _, ref := range []string{"g", "../g", "?y", "#s", "//g", "../../é?ü#ß"} {
		t, err := iri.Resolve(base, ref)
		fmt.Println(ref, "->", t, err)
	}
	// Output:
	// g -> http://a/b/c/g <nil>
	// ../g -> http://a/b/g <nil>
	// ?y -> http://a/b/c/d;p?y <nil>
	// #s -> http://a/b/c/d;p?q#s <nil>
	// //g -> http://g <nil>
	// ../../é?ü#ß -> http://a/é?ü#ß <nil>
}

// Relativize is the inverse of Resolve: the shortest reference that
// resolves back to the target.
func ExampleRelativize() {
	base := "http://a/b/c/d;p?q"
	for _, target := range []string{"http://a/b/g", "http://a/g", "http://a/b/c/d;p?q#s", "https://a/"} {
		r, err := iri.Relativize(base, target)
		fmt.Printf("%q %v\n", r, err)
	}
	// Output:
	// "../g" <nil>
	// "/g" <nil>
	// "#s" <nil>
	// "https://a/" <nil>
}

func ExampleIRI_ResolveReference() {
	base, _ := iri.Parse("http://résumé.example.org/a/b")
	ref, _ := iri.Parse("./c/../d?x")
	t := base.ResolveReference(ref)
	fmt.Println(t, t.Path, t.Query)
	// Output:
	// http://résumé.example.org/a/d?x /a/d x
}

func ExampleIRI_Normalize() {
	u, _ := iri.Parse("HTTP://User@Example.ORG:80/a/./%62/%c3%a9")
	fmt.Println(u.Normalize(iri.LevelSyntax))
	fmt.Println(u.Normalize(iri.LevelScheme))
	// Output:
	// http://User@example.org:80/a/b/é
	// http://User@example.org/a/b/é
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
