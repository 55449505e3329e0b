package main

import (
	"strings"
	"testing"
)

// The HTML5 components of draft-ietf-iri-3987bis-00 section 3.2 in iri
// parse: "h:8080" [7,13) (not http's default port) and "/x?y" from byte 13
// to the end.
func TestParseHostPortHostSpecific(t *testing.T) {
	_, out, _ := runCLI(t, "", "parse", "http://h:8080/x?y")
	for _, row := range []string{"\n  hostport     \"h:8080\"  [7,13)\n", "\n  hostspecific \"/x?y\"  [13,17)\n"} {
		if !strings.Contains(out, row) {
			t.Errorf("no row %q in\n%s", row, out)
		}
	}
	_, out, _ = runCLI(t, "", "parse", "--json", "http://h:80/x")
	if !strings.Contains(out, `"hostport":"h","hostspecific":"/x",`) {
		t.Errorf("JSON: %s", out)
	}
}
