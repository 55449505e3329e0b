package check

import (
	"testing"
)

// TestLookupCodeVariantAndHeb: a registry entry without an example
// variant is checked with rfc3987 (the default grammar); one with a
// variant keeps it. heb maps Bidi Notation A-Z to U+05D0-U+05E9.
func TestLookupCodeVariantAndHeb(t *testing.T) {
	if info, ok := LookupCode(CodeSyntax); !ok || info.ExampleVariant != "rfc3987" {
		t.Errorf("LookupCode(SYNTAX) = %+v, %v", info, ok)
	}
	if info, ok := LookupCode(CodeSpace); !ok || info.ExampleVariant != "leiri" {
		t.Errorf("LookupCode(SPACE) = %+v, %v", info, ok)
	}
	if got := heb("@AZ["); got != "@\u05D0\u05E9[" {
		t.Errorf("heb = %+q", got)
	}
}
