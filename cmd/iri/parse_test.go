package main

import (
	"strings"
	"testing"
)

// TestVariantFlagListsNames: the --variant flag's usage lists the built-in
// variants (README, "Variants") separated by ", ", with nothing before the
// first name.
func TestVariantFlagListsNames(t *testing.T) {
	const want = "grammar variant: rfc3987, 3987bis, draft2002, leiri, rfc3986, webaddress (default"
	code, out, errOut := runCLI(t, "", "parse", "--help")
	if code != exitOK || !strings.Contains(out+errOut, want) {
		t.Errorf("parse --help: exit %d, want a usage with %q:\n%s%s", code, want, out, errOut)
	}
}
