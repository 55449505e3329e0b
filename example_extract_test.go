package iri_test

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
)

func ExampleExtract() {
	// RFC 3986 Appendix C's example: quotes and angle brackets are not part
	// of the URIs, the white space inside the brackets is removed.
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.
(IRIs too: 「http://例え.jp/パス」を参照, https://ru.wikipedia.org/wiki/Москва.)`
	for _, m := range iri.Extract(text) {
		fmt.Printf("line %d, bytes %d-%d: %s\n", m.Line, m.Start, m.End, m.IRI)
	}
	// Output:
	// line 1, bytes 28-57: http://www.w3.org/Addressing/
	// line 2, bytes 98-125: ftp://foo.example.com/rfc/
	// line 3, bytes 150-210: http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
	// line 5, bytes 227-250: http://例え.jp/パス
	// line 5, bytes 264-306: https://ru.wikipedia.org/wiki/Москва
}

func ExampleExtract_schemes() {
	// A scheme is taken when registered or followed by "//"; AnyScheme
	// takes every syntactically valid one ("github.com" too).
	text := "text:http://example.com/ git@github.com:user/repo.git svn+ssh://h/x foorandom:bar"
	for _, m := range iri.Extract(text) {
		fmt.Println(m.IRI)
	}
	fmt.Println("--")
	for _, m := range iri.Extract(text, iri.AnyScheme()) {
		fmt.Println(m.IRI)
	}
	// Output:
	// http://example.com/
	// svn+ssh://h/x
	// --
	// text:http://example.com/
	// github.com:user/repo.git
	// svn+ssh://h/x
	// foorandom:bar
}

func ExampleExtractReader() {
	// The streaming form reads any io.Reader in a bounded window.
	r := strings.NewReader("See (http://en.wikipedia.org/wiki/Foo_(bar)) and <URL:mailto:a@example.org>.")
	for m, err := range iri.ExtractReader(r) {
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(m.IRI)
	}
	// Output:
	// http://en.wikipedia.org/wiki/Foo_(bar)
	// mailto:a@example.org
}
