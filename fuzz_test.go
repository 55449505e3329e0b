package iri_test

// FuzzParse runs every built-in variant with every entry rule on arbitrary
// input (go test -fuzz=FuzzParse). A valid parse must recompose to the input
// with consistent spans; an invalid one must be a *ParseError pointing into
// the input. It also checks two of the property tests' claims: on ASCII,
// rfc3987 and rfc3986 agree; what 3987bis accepts, leiri and webaddress
// accept with the same components.

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/goiri/iri"
)

var fuzzRules = []iri.Rule{iri.RuleIRIReference, iri.RuleIRI, iri.RuleAbsoluteIRI, iri.RuleRelativeRef}

func FuzzParse(f *testing.F) {
	for _, set := range [][]confExample{rfc3987Examples, bisExamples, weberExamples, rfc3986Examples} {
		for _, ex := range set {
			f.Add(ex.in)
		}
	}
	for _, e := range edgeCases {
		f.Add(e.in)
	}
	for _, e := range errCases {
		f.Add(e.in)
	}
	variants := make([]iri.Variant, len(confVariants))
	for i, n := range confVariants {
		variants[i] = confVariant(f, n)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return // long inputs belong to the pathological tests
		}
		results := map[string]*iri.IRI{}
		for _, v := range variants {
			for _, r := range fuzzRules {
				u, err := v.ParseRule(s, r)
				label := v.String() + " " + r.String()
				if err == nil {
					fuzzCheckValid(t, label, s, u, r)
					if r == iri.RuleIRIReference {
						results[v.String()] = u
					}
					continue
				}
				if u != nil {
					t.Errorf("%s %q: IRI and error both returned", label, s)
				}
				var pe *iri.ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("%s %q: %T %v is not a *ParseError", label, s, err, err)
				}
				if pe.Offset < 0 || pe.Offset > len(s) {
					t.Fatalf("%s %q: Offset %d outside [0, %d]", label, s, pe.Offset, len(s))
				}
				if pe.Input != s || pe.Variant != v.String() || pe.Entry != v.RuleName(r) || pe.Section == "" {
					t.Errorf("%s %q: fields %+v", label, s, *pe)
				}
				switch {
				case errors.Is(err, iri.ErrInvalidUTF8):
					if utf8.ValidString(s) {
						t.Errorf("%s %q: ErrInvalidUTF8 on valid UTF-8", label, s)
					} else if r, n := utf8.DecodeRuneInString(s[pe.Offset:]); r != utf8.RuneError || n != 1 || !utf8.ValidString(s[:pe.Offset]) {
						t.Errorf("%s %q: Offset %d is not the first invalid byte", label, s, pe.Offset)
					}
				case errors.Is(err, iri.ErrSyntax):
					if !utf8.ValidString(s) {
						t.Errorf("%s %q: ErrSyntax on invalid UTF-8", label, s)
					}
				default:
					t.Errorf("%s %q: wraps neither ErrSyntax nor ErrInvalidUTF8", label, s)
				}
				_ = err.Error()
			}
		}
		if isASCII(s) {
			if a, b := results["rfc3987"], results["rfc3986"]; (a == nil) != (b == nil) || (a != nil && *a != *b) {
				t.Errorf("%q: rfc3987 %+v, rfc3986 %+v", s, a, b)
			}
		}
		if bis := results["3987bis"]; bis != nil {
			for _, n := range []string{"leiri", "webaddress"} {
				if u := results[n]; u == nil || *u != *bis {
					t.Errorf("%q: 3987bis %+v, %s %+v", s, *bis, n, u)
				}
			}
		}
	})
}

// fuzzCheckValid checks the invariants of a valid parse with entry rule r.
func fuzzCheckValid(t *testing.T, label, s string, u *iri.IRI, r iri.Rule) {
	t.Helper()
	if got := u.String(); got != s {
		t.Errorf("%s %q: String() = %q", label, s, got)
	}
	confCheckSpans(t, label, s, u)
	if u.HasAuthority != (u.HostKind != iri.HostNone) {
		t.Errorf("%s %q: HasAuthority %v, HostKind %v", label, s, u.HasAuthority, u.HostKind)
	}
	if !u.HasAuthority && (u.HasUserinfo || u.HasPort || u.Host != "") {
		t.Errorf("%s %q: authority parts without an authority", label, s)
	}
	switch r {
	case iri.RuleIRI, iri.RuleAbsoluteIRI:
		if u.Scheme == "" {
			t.Errorf("%s %q: no scheme", label, s)
		}
		if r == iri.RuleAbsoluteIRI && u.HasFragment {
			t.Errorf("%s %q: fragment in an absolute-IRI", label, s)
		}
	case iri.RuleRelativeRef:
		if u.Scheme != "" {
			t.Errorf("%s %q: scheme in a relative reference", label, s)
		}
	}
	// The path form follows from the other components (RFC 3986 section 3.3).
	var want iri.PathForm
	switch {
	case u.HasAuthority:
		want = iri.PathAbempty
	case u.Path == "":
		want = iri.PathEmpty
	case u.Path[0] == '/' || (u.Path[0] == '\\' && u.PathForm == iri.PathAbsolute):
		want = iri.PathAbsolute
	case u.Scheme != "":
		want = iri.PathRootless
	default:
		want = iri.PathNoScheme
	}
	if u.PathForm != want {
		t.Errorf("%s %q: PathForm %v, want %v", label, s, u.PathForm, want)
	}
}
