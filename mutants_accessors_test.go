package iri

import "testing"

// Tests that kill mutants of accessors.go (make mutate FILES=accessors.go).

// TestHostnameBrackets: Hostname drops a pair of brackets around the
// whole host, however short ("[]" gives ""), and leaves a lone bracket.
func TestHostnameBrackets(t *testing.T) {
	for host, want := range map[string]string{"[::1]": "::1", "[]": "", "[": "[", "]": "]", "a": "a", "": ""} {
		if got := (&IRI{Host: host}).Hostname(); got != want {
			t.Errorf("Hostname of host %q = %q, want %q", host, got, want)
		}
	}
}
