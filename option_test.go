package iri

import (
	"net/url"
	"testing"
)

// TestNilOptionIgnored: every function that takes options ignores a nil
// Option, giving what it gives without it.
func TestNilOptionIgnored(t *testing.T) {
	const s = "http://r\u00E9sum\u00E9.example/a b?q#f"
	const iriIn = "http://example.com/%C3%A9/../x?y#z"
	u, err := Parse(iriIn)
	if err != nil {
		t.Fatal(err)
	}
	r, err := url.Parse("http://xn--rsum-bpad.example/%C3%A9")
	if err != nil {
		t.Fatal(err)
	}
	same := func(name string, f func(opts ...Option) string) {
		t.Helper()
		var got string
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%s with a nil option panics: %v", name, p)
				}
			}()
			got = f(nil, Lenient(), nil)
		}()
		if want := f(Lenient()); got != want {
			t.Errorf("%s with nil options = %q, without = %q", name, got, want)
		}
	}
	str := func(s string, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return s
	}
	same("ToURI", func(o ...Option) string { return str(ToURI(s, o...)) })
	same("IRI.ToURI", func(o ...Option) string { return str(u.ToURI(o...)) })
	same("ToIRI", func(o ...Option) string { return str(ToIRI(iriIn, o...)) })
	same("IRI.ToIRI", func(o ...Option) string { return str(u.ToIRI(o...)) })
	same("LEIRIToIRI", func(o ...Option) string { return str(LEIRIToIRI(s, o...)) })
	same("WebAddressToIRI", func(o ...Option) string { return str(WebAddressToIRI(s, o...)) })
	same("Display", func(o ...Option) string { return Display("http://\u05D0/", o...) })
	same("Resolve", func(o ...Option) string { return str(Resolve(iriIn, "../g", o...)) })
	same("IRI.ResolveReference", func(o ...Option) string {
		ref, _ := Parse("../g")
		return u.ResolveReference(ref, o...).String()
	})
	same("Normalize", func(o ...Option) string { return str(Normalize(iriIn, LevelScheme, o...)) })
	same("IRI.Normalize", func(o ...Option) string { return u.Normalize(LevelScheme, o...).String() })
	same("Equal", func(o ...Option) string {
		eq, err := Equal(iriIn, "http://example.com/x?y#z", LevelScheme, o...)
		if err != nil {
			return err.Error()
		}
		if eq {
			return "equal"
		}
		return "different"
	})
	same("IRI.URL", func(o ...Option) string {
		v, err := u.URL(o...)
		if err != nil {
			return err.Error()
		}
		return v.String()
	})
	same("FromURL", func(o ...Option) string {
		v, err := FromURL(r, o...)
		if err != nil {
			return err.Error()
		}
		return v.String()
	})
	same("IRI.SetPath", func(o ...Option) string {
		v := *u
		if err := v.SetPath("/\u00E9", o...); err != nil {
			return err.Error()
		}
		return v.String()
	})
}
