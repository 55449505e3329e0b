package check_test

import (
	"fmt"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

func ExampleRun() {
	// Port 80 is http's default (RFC 3986 section 3.2.3) and %7e encodes
	// "~", an unreserved character (section 2.3): two warnings.
	for _, f := range check.Run("http://a:80/%7e") {
		fmt.Println(f.Severity, f.Code, f.Span.Start, f.Span.End)
	}
	// Output:
	// warning PORT_DEFAULT 8 11
	// warning PCT_ENCODED_UNRESERVED 12 15
}

func ExampleChecker() {
	// A Checker fixed once, for many inputs (and many goroutines): LEIRI
	// grammar, the default-port warning ignored, unreserved characters
	// percent-encoded made an error.
	c := check.New(
		check.Grammar(iri.LEIRI),
		check.Ignore(check.CodePortDefault),
		check.CodeSeverity(check.CodePctUnreserved, check.SeverityError),
	)
	for _, s := range []string{"http://a:80/%7e", "http://a:80/~"} {
		fs := c.Run(s)
		fmt.Println(s, check.HasErrors(fs), len(fs))
	}
	// Output:
	// http://a:80/%7e true 1
	// http://a:80/~ false 0
}
