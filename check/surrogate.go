package check

// Components for the findings of input that is not UTF-8 (SURROGATE,
// INVALID_UTF8 and any other finding on it). Such input parses under no
// variant, so Run has no components to place its findings in; here the bad
// bytes are replaced by characters of the same length that every component
// but the scheme and the port allows, the copy is parsed, and its spans,
// which are the input's offsets, name the component.

import (
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri"
)

// placeholder3 and placeholder2 stand in for bad bytes: a 3-byte and a
// 2-byte ucschar (U+4E00, U+00E9), allowed in ireg-name, ipath, iquery,
// ifragment and iuserinfo alike.
const (
	placeholder3 = "\u4E00"
	placeholder2 = "\u00E9"
)

// sanitizeInvalid returns s with each run of bytes that are not UTF-8 of
// length 2 or more replaced by placeholders of the same total length
// (placeholder3 first when the length is odd). A surrogate encoding (ED
// A0-BF 80-BF) is such a run of three bytes, or part of a longer one. A
// lone bad byte cannot be replaced by a non-ASCII character; it stays, and
// the copy then does not parse.
func sanitizeInvalid(s string) string {
	bad := func(i int) bool {
		c, n := utf8.DecodeRuneInString(s[i:])
		return c == utf8.RuneError && n == 1
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if !bad(i) {
			_, n := utf8.DecodeRuneInString(s[i:])
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		j := i + 1
		for j < len(s) && bad(j) {
			j++
		}
		switch n := j - i; {
		case n == 1:
			b.WriteByte(s[i])
		case n%2 == 0:
			b.WriteString(strings.Repeat(placeholder2, n/2))
		default:
			b.WriteString(placeholder3 + strings.Repeat(placeholder2, (n-3)/2))
		}
		i = j
	}
	return b.String()
}

// invalidBytesComponents gives the findings without a component, when the
// input is not UTF-8, the component where they start in the sanitized copy,
// parsed with the configured variant and rule or, failing that, LEIRI and
// Web Address, as Run does.
func (r *checkRun) invalidBytesComponents(cfg *config) {
	if r.u != nil || utf8.ValidString(r.s) {
		return
	}
	clean := sanitizeInvalid(r.s)
	var u *iri.IRI
	for _, v := range []iri.Variant{cfg.variant, iri.LEIRI, iri.WebAddress} {
		if pu, err := v.ParseRule(clean, cfg.rule); err == nil {
			u = pu
			break
		}
	}
	if u == nil {
		return
	}
	shadow := &checkRun{s: clean, u: u, sp: u.Spans()}
	for i := range r.out {
		f := &r.out[i]
		if !f.HasComponent {
			f.Component, f.HasComponent = shadow.componentAt(f.Span)
		}
	}
}
