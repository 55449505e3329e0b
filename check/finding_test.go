package check

import (
	"testing"

	"github.com/goiri/iri"
)

func TestSeverityStringBoundary(t *testing.T) {
	for s, want := range map[Severity]string{SeverityIgnored: "ignored", SeverityWarning: "warning", SeverityError: "error", 3: "invalid", 255: "invalid"} {
		if got := s.String(); got != want {
			t.Errorf("Severity(%d).String() = %q, want %q", s, got, want)
		}
	}
}

// TestFindingStringByHand: "bytes N-M" for a non-empty span, "byte N" for
// an empty one; the component and the section only when present.
func TestFindingStringByHand(t *testing.T) {
	for _, c := range []struct {
		f    Finding
		want string
	}{
		{Finding{Code: CodeSpace, Severity: SeverityError, Component: iri.ComponentPath, HasComponent: true,
			Span: iri.Span{Start: 10, End: 11}, Section: "s 7.3", Message: "m"}, "error SPACE at bytes 10-11 in path: m (s 7.3)"},
		{Finding{Code: CodeSchemeRequired, Severity: SeverityWarning, Span: iri.Span{Start: 5, End: 5}, Message: "m"},
			"warning SCHEME_COMPONENT_REQUIRED at byte 5: m"},
	} {
		if got := c.f.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}
