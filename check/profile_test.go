package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

func TestProfileNames(t *testing.T) {
	ps := Profiles()
	if len(ps) != 3 || ps[0].Name != "default" || ps[1].Name != "strict" || ps[2].Name != "lenient" {
		t.Fatalf("Profiles() = %v", ps)
	}
	for _, p := range ps {
		if p.Description == "" {
			t.Errorf("profile %s has no description", p.Name)
		}
	}
	if p, ok := LookupProfile("STRICT"); !ok || p.Name != "strict" {
		t.Errorf("LookupProfile(STRICT) = %v, %v", p, ok)
	}
	if _, ok := LookupProfile("pedantic"); ok {
		t.Error("LookupProfile(pedantic) found something")
	}
}

func sevOf(fs []Finding) []Severity {
	var out []Severity
	for _, f := range fs {
		out = append(out, f.Severity)
	}
	return out
}

// TestProfiles checks each profile on inputs whose findings are known
// (TestSeverityOptions, TestFindings): "http://a:80/%41" has PORT_DEFAULT
// and PCT_ENCODED_UNRESERVED (warnings), "http://a:65536/" PORT_OUT_OF_RANGE
// (an error), "http://a/b c" under LEIRI a SPACE (an error).
func TestProfiles(t *testing.T) {
	W, E := SeverityWarning, SeverityError
	tests := []struct {
		in      string
		variant iri.Variant
		profile string
		want    []Severity
	}{
		{"http://a:80/%41", iri.RFC3987, "default", []Severity{W, W}},
		{"http://a:80/%41", iri.RFC3987, "strict", []Severity{E, E}},
		{"http://a:80/%41", iri.RFC3987, "lenient", nil},
		{"http://a:65536/", iri.RFC3987, "default", []Severity{E}},
		{"http://a:65536/", iri.RFC3987, "strict", []Severity{E}},
		{"http://a:65536/", iri.RFC3987, "lenient", []Severity{W}},
		{"http://a/b c", iri.LEIRI, "lenient", []Severity{E}},
		{"http://a/b c", iri.RFC3987, "lenient", []Severity{E, E}}, // SYNTAX and SPACE
		{"ftp://u:p@h/", iri.RFC3987, "lenient", []Severity{W}},    // USERINFO_PASSWORD stays a warning
		{"http://xn--rsum-bpad.example/", iri.RFC3987, "strict", []Severity{E}},
		{"http://xn--rsum-bpad.example/", iri.RFC3987, "lenient", nil},
		{"http://a:80/%41", iri.RFC3987, "no-such-profile", []Severity{W, W}},
	}
	for _, tt := range tests {
		fs := Run(tt.in, Grammar(tt.variant), Profile(tt.profile))
		if got := sevOf(fs); !slices.Equal(got, tt.want) {
			t.Errorf("Run(%q, %s, Profile(%s)) severities %v, want %v (%v)", tt.in, tt.variant, tt.profile, got, tt.want, fs)
		}
	}
	// Options after the profile win.
	fs := Run("http://a:80/%41", Profile("strict"), CodeSeverity(CodePortDefault, SeverityWarning))
	if got := sevOf(fs); !slices.Equal(got, []Severity{W, E}) {
		t.Errorf("strict then CodeSeverity: %v", fs)
	}
	fs = Run("http://a:80/%41", CodeSeverity(CodePortDefault, SeverityIgnored), Profile("strict"))
	if got := sevOf(fs); !slices.Equal(got, []Severity{E, E}) {
		t.Errorf("CodeSeverity then strict: %v", fs)
	}
}

// TestProfileEveryCode: each code's example under each profile gets the
// severity the profile's rule gives, worked out here from the rule's
// words rather than from profileSeverity.
func TestProfileEveryCode(t *testing.T) {
	invalid := []Code{CodeSyntax, CodeInvalidUTF8, CodeSurrogate, CodeSpace, CodeDelimiter, CodeUnwise,
		CodeControl, CodeBidiFormattingCharacter, CodeSpecial, CodePrivateUse, CodeTag, CodeNonCharacter}
	advice := []Code{CodePctLowercaseHex, CodeHostNotLowercase, CodeIPv6NotLowercase, CodeIPv6NotCanonical,
		CodeHostACELabel, CodeSchemeNotLowercase, CodePortDefault, CodePortEmpty, CodePctUnreserved,
		CodePathDotSegment, CodeNotNFKC}
	in := func(list []Code, c Code) bool {
		for _, x := range list {
			if x == c {
				return true
			}
		}
		return false
	}
	for _, c := range Codes() {
		v, _ := iri.LookupVariant(c.ExampleVariant)
		lenient := c.Severity
		switch {
		case in(invalid, c.Code):
			lenient = SeverityError
		case in(advice, c.Code):
			lenient = SeverityIgnored
		case c.Severity == SeverityError:
			lenient = SeverityWarning
		}
		for p, want := range map[string]Severity{"default": c.Severity, "strict": SeverityError, "lenient": lenient} {
			for _, f := range Run(c.Example, Grammar(v), Profile(p), IncludeIgnored()) {
				if f.Severity != want {
					t.Errorf("%s example under %s: %v, want severity %v", c.Code, p, f, want)
				}
			}
		}
	}
}

// MORE_FINDINGS takes the highest severity of the findings it counts under
// every profile: 150 spaces in a path under LEIRI are 150 SPACE errors
// split by "a" (so no run merges them), 100 reported, 50 counted in it.
func TestProfileKeepsMoreFindingsSeverity(t *testing.T) {
	in := "http://h/" + strings.Repeat(" a", 150)
	for _, p := range []string{"default", "strict", "lenient"} {
		fs := Run(in, Grammar(iri.LEIRI), Profile(p))
		last := fs[len(fs)-1]
		if len(fs) != 101 || last.Code != CodeMoreFindings || last.Severity != SeverityError ||
			!strings.HasPrefix(last.Message, "50 more findings") {
			t.Errorf("profile %s: %d findings, last %v", p, len(fs), last)
		}
	}
}
