package iri

import (
	"testing"
)

// TestRuleOutOfRange: past the four entry rules a rule has no name and
// parses nothing; it is an error, not a panic.
func TestRuleOutOfRange(t *testing.T) {
	if got := RFC3986.RuleName(RuleRelativeRef); got != "relative-ref" {
		t.Errorf("RFC3986.RuleName(RuleRelativeRef) = %q, want relative-ref", got)
	}
	if got := RFC3986.RuleName(Rule(4)); got != "invalid" {
		t.Errorf("RuleName(Rule(4)) = %q, want invalid", got)
	}
	if u, err := RFC3987.ParseRule("a:b", Rule(4)); u != nil || err == nil || err.Error() != "iri: invalid rule 4" {
		t.Errorf("ParseRule with Rule(4) = %v, %v, want nil and \"iri: invalid rule 4\"", u, err)
	}
}
