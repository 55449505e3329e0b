package check_test

import (
	"fmt"

	"github.com/goiri/iri/check"
)

// A producer checks with the strict profile, a consumer of RDF data with
// the lenient one.
func ExampleProfile() {
	s := "http://EXAMPLE.com:80/a/./b"
	for _, p := range check.Profiles() {
		fmt.Println(p.Name)
		for _, f := range check.Run(s, check.Profile(p.Name)) {
			fmt.Println(" ", f.Severity, f.Code, f.Span.Start, f.Span.End)
		}
	}
	// Output:
	// default
	//   warning HOST_NOT_LOWERCASE 7 18
	//   warning PORT_DEFAULT 18 21
	//   warning PATH_DOT_SEGMENT 24 25
	// strict
	//   error HOST_NOT_LOWERCASE 7 18
	//   error PORT_DEFAULT 18 21
	//   error PATH_DOT_SEGMENT 24 25
	// lenient
}
