package ntriples_test

import (
	"fmt"

	"github.com/goiri/iri/beam/ntriples"
)

func ExampleExtract() {
	iris, err := ntriples.Extract(`<http://example.org/caf\u00E9> <http://example.org/p> "1"^^<http://www.w3.org/2001/XMLSchema#integer> .`)
	fmt.Println(iris, err)
	_, err = ntriples.Extract(`<http://example.org/a b> <http://example.org/p> _:b .`)
	fmt.Println(err)
	// Output:
	// [http://example.org/café http://example.org/p http://www.w3.org/2001/XMLSchema#integer] <nil>
	// ntriples: at byte 21 in IRIREF: expected a character other than U+0000-U+0020 and <"{}|^`\, a UCHAR or '>', found U+0020 (RDF 1.1 N-Triples grammar)
}
