package check_test

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

func ExampleMaxFindings() {
	// A million adjacent spaces are one SPACE finding; "b c" five times
	// gives five separate ones, of which MaxFindings(2) keeps the first two
	// and counts the other three in MORE_FINDINGS (an error, as they are).
	run := "http://a/" + strings.Repeat(" ", 1_000_000)
	for _, f := range check.Run(run, check.Grammar(iri.LEIRI)) {
		fmt.Println(f.Severity, f.Code, f.Span.Start, f.Span.End)
	}
	sep := "http://a/" + strings.Repeat("b c", 5)
	for _, f := range check.Run(sep, check.Grammar(iri.LEIRI), check.MaxFindings(2)) {
		fmt.Println(f.Severity, f.Code, f.Span.Start, f.Span.End)
	}
	// Output:
	// error SPACE 9 1000009
	// error SPACE 10 11
	// error SPACE 13 14
	// error MORE_FINDINGS 16 24
}

func ExampleRun_invisible() {
	// U+200B ZERO WIDTH SPACE in a host: IDNA deletes it, so the host is
	// example.com's, and the finding says so; in a path it is only invisible.
	for _, f := range check.Run("http://exa\u200bmple.com/a\u200bb") {
		fmt.Println(f.Severity, f.Code, f.Component, f.Span.Start, f.Span.End)
	}
	// Output:
	// error HOST_IDNA_IGNORED host 10 13
	// error INVISIBLE_CHARACTER path 23 26
}
