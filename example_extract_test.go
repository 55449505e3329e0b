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

func ExampleNewExtractor() {
	// The streaming form reads any io.Reader in a bounded window.
	x := iri.NewExtractor(strings.NewReader("See (http://en.wikipedia.org/wiki/Foo_(bar)) and <URL:mailto:a@example.org>."))
	for x.Scan() {
		fmt.Println(x.Match().IRI)
	}
	if err := x.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// http://en.wikipedia.org/wiki/Foo_(bar)
	// mailto:a@example.org
}

func ExampleInput() {
	// What an input method produced (draft-ietf-iri-3987bis-00 section
	// 8.2), pasted with its brackets and a line break.
	out, changes, err := iri.Input("<ｈｔｔｐ：／／example。com／a\nb>")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(out)
	for _, c := range changes {
		fmt.Printf("%d-%d %s %q\n", c.Start, c.End, c.Reason, c.Text)
	}
	// Output:
	// http://example.com/ab
	// 0-1 wrapper removed ""
	// 1-4 fullwidth form mapped "h"
	// 4-7 fullwidth form mapped "t"
	// 7-10 fullwidth form mapped "t"
	// 10-13 fullwidth form mapped "p"
	// 13-16 fullwidth form mapped ":"
	// 16-19 fullwidth form mapped "/"
	// 19-22 fullwidth form mapped "/"
	// 29-32 full stop between host labels mapped "."
	// 35-38 fullwidth form mapped "/"
	// 39-40 embedded white space removed ""
	// 41-42 wrapper removed ""
}

func ExampleDefaultScheme() {
	out, _, err := iri.Input(" example.com/a ", iri.DefaultScheme("https"))
	fmt.Println(out, err)
	// Output: https://example.com/a <nil>
}
