package iri_test

// Huge and pathological inputs through every variant: no panic, a prompt
// return, and the right answer (valid with the right split, or invalid at the
// right byte). Timing is the benchmarks' business; these tests only make
// sure nothing blows up (a parser that backtracked quadratically would not
// finish 1 MB inputs in the test's time limit).

import (
	"errors"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

type pathoCase struct {
	name  string
	build func(n int) string
	// check returns "" when the result is right, or what is wrong.
	check func(v string, s string, u *iri.IRI, err error) string
}

// pathoInvalid expects an error at byte off(s) in the listed variants
// ("" for all) and validity elsewhere.
func pathoInvalid(only string, off func(s string) int) func(string, string, *iri.IRI, error) string {
	return func(v, s string, u *iri.IRI, err error) string {
		if only != "" && !strings.Contains(" "+only+" ", " "+v+" ") {
			if err != nil {
				return "want valid, got " + pathoErr(err)
			}
			return ""
		}
		var pe *iri.ParseError
		if !errors.As(err, &pe) {
			return "want an error"
		}
		if want := off(s); pe.Offset != want {
			return "error " + pathoErr(err) + ", want offset " + itoa(want)
		}
		return ""
	}
}

func pathoErr(err error) string {
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		return "at byte " + itoa(pe.Offset) + " in " + pe.Rule
	}
	return err.Error()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	if neg {
		return "-" + string(b)
	}
	return string(b)
}

func at(k int) func(string) int         { return func(string) int { return k } }
func atEnd(s string) int                { return len(s) }
func atEndMinus(k int) func(string) int { return func(s string) int { return len(s) - k } }

// pathoValid expects a valid parse whose components satisfy ok.
func pathoValid(ok func(s string, u *iri.IRI) bool) func(string, string, *iri.IRI, error) string {
	return func(v, s string, u *iri.IRI, err error) string {
		if err != nil {
			return "want valid, got " + pathoErr(err)
		}
		if u.String() != s {
			return "String() differs from the input"
		}
		if !ok(s, u) {
			return "wrong components"
		}
		return ""
	}
}

var pathoCases = []pathoCase{
	// Nothing takes a leading ":" (no scheme, no noscheme segment).
	{"colons", func(n int) string { return strings.Repeat(":", n) }, pathoInvalid("", at(0))},
	// A scheme then a rootless path of colons.
	{"a-colons", func(n int) string { return "a" + strings.Repeat(":", n-1) },
		pathoValid(func(s string, u *iri.IRI) bool {
			return u.Scheme == "a" && u.Path == s[2:] && u.PathForm == iri.PathRootless
		})},
	// "//" then an empty host and a path of empty segments.
	{"slashes", func(n int) string { return strings.Repeat("/", n) },
		pathoValid(func(s string, u *iri.IRI) bool {
			return u.HasAuthority && u.Host == "" && u.Path == s[2:] && u.PathForm == iri.PathAbempty
		})},
	// A lone "%" is only webaddress's href-pct-form; elsewhere pct-encoded
	// fails on the second "%".
	{"percents", func(n int) string { return strings.Repeat("%", n) }, pathoInvalid("rfc3987 3987bis leiri rfc3986", at(1))},
	// "@" is a segment character: one long noscheme segment.
	{"ats", func(n int) string { return strings.Repeat("@", n) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Path == s && u.PathForm == iri.PathNoScheme })},
	// In an authority, every "@" after the first is an error: the first
	// "@" ends the (empty) userinfo, the host is empty, and the second "@"
	// is at byte 8.
	{"authority-ats", func(n int) string { return "http://" + strings.Repeat("@", n-7) }, pathoInvalid("", at(8))},
	{"brackets", func(n int) string { return strings.Repeat("[", n) }, pathoInvalid("", at(0))},
	{"host-brackets", func(n int) string { return "http://" + strings.Repeat("[", n-7) }, pathoInvalid("", at(8))},
	// "1:1:1:...": no scheme (a digit) and a colon in the first segment.
	{"h16-colons", func(n int) string { return strings.Repeat("1:", n/2) }, pathoInvalid("", at(1))},
	// Far too many groups in an IP literal: after six "1:" and ls32 "1:1"
	// the "]" is missing at byte 8+15.
	{"ipv6-groups", func(n int) string { return "http://[" + strings.Repeat("1:", (n-10)/2) + "1]/" }, pathoInvalid("", at(23))},
	{"ipv6-ellipses", func(n int) string { return "http://[" + strings.Repeat("::", (n-10)/2) + "]/" }, pathoInvalid("", at(10))},
	// "1.1.1.1...": a reg-name that starts like an IPv4address.
	{"dots-host", func(n int) string { return "http://" + strings.Repeat("1.", (n-8)/2) + "1/" },
		pathoValid(func(s string, u *iri.IRI) bool {
			return u.HostKind == iri.HostRegName && u.Host == s[7:len(s)-1] && u.Path == "/"
		})},
	{"dots-path", func(n int) string { return strings.Repeat("1.", n/2) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Path == s && u.PathForm == iri.PathNoScheme })},
	// "a:a:a:..." after "//": iuserinfo takes all of it waiting for "@".
	{"userinfo-colons", func(n int) string { return "http://" + strings.Repeat("a:", (n-7)/2) }, pathoInvalid("", atEnd)},
	// Long valid IRIs.
	{"long-path", func(n int) string { return "http://example.org/" + strings.Repeat("seg/", (n-19)/4) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Host == "example.org" && u.Path == s[18:] })},
	{"long-query", func(n int) string { return "http://h/?" + strings.Repeat("a=b&", (n-10)/4) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Query == s[10:] && u.Path == "/" })},
	{"long-host", func(n int) string { return "http://" + strings.Repeat("a", n-7) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Host == s[7:] && u.HostKind == iri.HostRegName })},
	{"long-fragment-pct", func(n int) string { return "#" + strings.Repeat("%41", (n-1)/3) },
		pathoValid(func(s string, u *iri.IRI) bool { return u.Fragment == s[1:] && u.PathForm == iri.PathEmpty })},
	// Non-ASCII path: valid except in rfc3986, which fails at the first é.
	{"long-nonascii-path", func(n int) string { return "http://h/" + strings.Repeat("\u00E9/", (n-9)/3) },
		func(v, s string, u *iri.IRI, err error) string {
			if v == "rfc3986" {
				return pathoInvalid("", at(9))(v, s, u, err)
			}
			return pathoValid(func(s string, u *iri.IRI) bool { return u.Path == s[8:] })(v, s, u, err)
		}},
	// A long valid path with a bad character at the very end.
	{"late-error", func(n int) string { return "http://h/" + strings.Repeat("a", n-10) + " " },
		pathoInvalid("rfc3987 3987bis rfc3986", atEndMinus(1))},
	{"late-utf8-error", func(n int) string { return "http://h/" + strings.Repeat("a", n-10) + "\xff" },
		pathoInvalid("", atEndMinus(1))},
}

func TestPathological(t *testing.T) {
	sizes := []int{100 << 10, 1 << 20}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, c := range pathoCases {
		for _, n := range sizes {
			s := c.build(n)
			for _, vn := range confVariants {
				v := confVariant(t, vn)
				u, err := v.Parse(s)
				if msg := c.check(vn, s, u, err); msg != "" {
					t.Errorf("%s (%d bytes) %s: %s", c.name, len(s), vn, msg)
				}
			}
		}
	}
}
