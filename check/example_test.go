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

// Every code names its severity and the section it implements.
func ExampleLookupCode() {
	info, ok := check.LookupCode(check.CodePctUnreserved)
	fmt.Println(ok, info.Severity)
	fmt.Println(info.Section)
	// Output:
	// true warning
	// RFC 3986 section 2.3
}

// Scheme rules restrict the generic syntax for one scheme (RFC 3986
// section 3.1): here a scheme whose IRIs must have a host and no query.
func ExampleRegisterSchemeRules() {
	check.RegisterSchemeRules(check.SchemeRules{
		Name:      "x-rules",
		Reference: "an example",
		Host:      check.MustHave,
		Query:     check.MustNotHave,
	})
	for _, f := range check.Run("x-rules://h/p?q") {
		fmt.Println(f.Code, f.Component)
	}
	// Output: SCHEME_COMPONENT_FORBIDDEN query
}
