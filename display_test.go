package iri

import (
	"strings"
	"testing"
)

// heb maps the upper-case ASCII letters of Bidi Notation to Hebrew
// letters (strong right-to-left).
func heb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return 0x05D0 + (r - 'A')
		}
		return r
	}, s)
}

// fromHeb maps the Hebrew letters heb produces back to Bidi Notation.
func fromHeb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x05D0 && r < 0x05D0+26 {
			return 'A' + (r - 0x05D0)
		}
		return r
	}, s)
}

func TestDisplay(t *testing.T) {
	const lre, pdf = "\u202A", "\u202C"
	for _, tt := range []struct {
		in   string
		opts []Option
		want string
	}{
		// Section 4.1: no embedding needed when the display is the same.
		{"http://example.org/a?b#c", nil, "http://example.org/a?b#c"},
		{"http://example.org/123", nil, "http://example.org/123"},
		{heb("http://ab.CDEFGH.ij/kl"), nil, lre + heb("http://ab.CDEFGH.ij/kl") + pdf},
		{"http://a/\u0661", nil, lre + "http://a/\u0661" + pdf}, // ARABIC-INDIC DIGIT ONE is AN
		{"http://example.org/", []Option{AlwaysEmbed()}, lre + "http://example.org/" + pdf},
		// Right-to-left text: the second case of section 4.1 (relative,
		// strong RTL and weak only, starting and ending with strong RTL).
		{heb("CDE/FGH"), []Option{RightToLeft()}, heb("CDE/FGH")},
		{heb("CDE/12.FGH"), []Option{RightToLeft()}, heb("CDE/12.FGH")},
		{heb("CDE/FGH/"), []Option{RightToLeft()}, lre + heb("CDE/FGH/") + pdf},
		{heb("12/CD"), []Option{RightToLeft()}, lre + heb("12/CD") + pdf}, // starts with a digit (EN), weak
		{"", []Option{RightToLeft()}, lre + pdf},                          // no strong RTL character at either end
		{heb("CD?EF"), []Option{RightToLeft()}, lre + heb("CD?EF") + pdf}, // "?" is neutral
		{heb("x:CD"), []Option{RightToLeft()}, lre + heb("x:CD") + pdf},
		{heb("abc"), []Option{RightToLeft()}, lre + "abc" + pdf},
		{heb("CDE"), []Option{RightToLeft(), AlwaysEmbed()}, lre + heb("CDE") + pdf},
	} {
		if got := Display(tt.in, tt.opts...); got != tt.want {
			t.Errorf("Display(%q) = %q, want %q", fromHeb(tt.in), fromHeb(got), fromHeb(tt.want))
		}
	}
}

// TestDisplayMarkSpan: MarkSpan marks the span its function returns, in the
// IRI as Display parses it, and marks nothing for a nil function, a false
// answer or a span outside the input.
func TestDisplayMarkSpan(t *testing.T) {
	host := func(u *IRI) (Span, bool) { return u.Spans().Host, true }
	for _, tt := range []struct {
		name string
		find func(*IRI) (Span, bool)
		in   string
		want string
	}{
		{"host", host, "http://example.com/p", "http://<example.com>/p"},
		{"nil function", nil, "http://example.com/p", "http://example.com/p"},
		{"false", func(*IRI) (Span, bool) { return Span{Start: 7, End: 9}, false }, "http://example.com/p", "http://example.com/p"},
		{"past the end", func(*IRI) (Span, bool) { return Span{Start: 7, End: 99}, true }, "http://example.com/p", "http://example.com/p"},
		{"reversed", func(*IRI) (Span, bool) { return Span{Start: 9, End: 7}, true }, "http://example.com/p", "http://example.com/p"},
		{"negative", func(*IRI) (Span, bool) { return Span{Start: -1, End: 3}, true }, "http://example.com/p", "http://example.com/p"},
		{"no parse", host, "http://a b/", "http://a b/"},
	} {
		if got := Display(tt.in, MarkSpan(tt.find, "<", ">")); got != tt.want {
			t.Errorf("%s: Display(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}
