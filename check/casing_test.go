package check

import (
	"slices"
	"testing"
)

// Tests of check/casing.go (they kill its mutants: make mutate
// FILES=check/casing.go).

// TestHostCaseAfterTriplet: the letters of a registered name after a
// percent-encoded triplet are looked at too. In "http://%C3%A9X.example/"
// the host is bytes 7-21 ("%C3%A9" 7-12, "X" 13, ".example" 14-21); the
// digits of the triplets are left as written and "X" is lowered.
func TestHostCaseAfterTriplet(t *testing.T) {
	const s = "http://%C3%A9X.example/"
	var got []Finding
	for _, f := range Run(s) {
		if f.Code == CodeHostNotLowercase {
			got = append(got, Finding{Span: f.Span, Message: f.Message})
		}
	}
	want := []Finding{{Span: span(7, 22), Message: `the host "%C3%A9X.example" has uppercase letters; write "%C3%A9x.example"`}}
	if !slices.Equal(got, want) {
		t.Errorf("Run(%q) HOST_NOT_LOWERCASE = %v, want %v", s, got, want)
	}
}
