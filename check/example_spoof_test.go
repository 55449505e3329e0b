package check_test

import (
	"fmt"

	"github.com/goiri/iri/check"
)

// The spoofing checks: a host label all in Cyrillic that looks like
// "apple", leading labels that imitate another registrable domain, and a
// javascript: IRI.
func ExampleRun_spoofing() {
	for _, s := range []string{
		"http://\u0430\u0440\u0440\u04CF\u0435.com/",
		"http://paypal.com.account-verify.example/",
		"javascript:alert(1)",
	} {
		for _, f := range check.Run(s) {
			fmt.Println(f.Severity, f.Code, s[f.Span.Start:f.Span.End])
		}
	}
	// Output:
	// warning WHOLE_SCRIPT_CONFUSABLE аррӏе
	// warning HOST_IMITATES_DOMAIN paypal.com
	// warning SCRIPT_SCHEME javascript
}
