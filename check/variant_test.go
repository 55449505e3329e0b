package check

import (
	"reflect"
	"testing"

	"github.com/goiri/iri"
)

// TestReferenceVariantsCheckTheSame: a variant and its Reference form give
// the same findings, whichever parser runs.
func TestReferenceVariantsCheckTheSame(t *testing.T) {
	inputs := []string{
		"http://a/b c", "http://[::1/", "http://a/%7e", " http://example.org\\a\\b ", "http://a/\u202e",
		"http://xn--rsum-bpad.example/", "mailto:a@b?subject&x", "data:text;x,1", "http://a:80/", "a\\b",
	}
	for _, v := range iri.Variants() {
		for _, in := range inputs {
			a := Run(in, Grammar(v), IncludeIgnored())
			b := Run(in, Grammar(v.Reference()), IncludeIgnored())
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s, %q: %v\nits Reference form: %v", v, in, a, b)
			}
		}
	}
}
