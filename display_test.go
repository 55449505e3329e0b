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

// TestDisplayIgnoresNilOption: a nil option is skipped, as by every
// function that takes options, instead of being called.
func TestDisplayIgnoresNilOption(t *testing.T) {
	const lre, pdf = "\u202A", "\u202C"
	if got, want := Display(heb("http://a/B"), nil), lre+heb("http://a/B")+pdf; got != want {
		t.Errorf("Display with a nil option = %q, want %q", got, want)
	}
	if got, want := Display("http://a/", nil, AlwaysEmbed(), nil), lre+"http://a/"+pdf; got != want {
		t.Errorf("Display with nil options and AlwaysEmbed = %q, want %q", got, want)
	}
}

// TestDisplayEmbedding: the two facts Display's result depends on, whether
// it embeds s (section 4.1) and whether the options put s in
// right-to-left text.
func TestDisplayEmbedding(t *testing.T) {
	for _, tt := range []struct {
		in         string
		opts       []Option
		embed, rtl bool
	}{
		{"http://example.org/", nil, false, false},
		{heb("http://ab.CD/"), nil, true, false},
		{"http://example.org/", []Option{AlwaysEmbed()}, true, false},
		{heb("CD/EF"), []Option{RightToLeft()}, false, true},
		{"http://example.org/", []Option{nil, RightToLeft()}, true, true},
	} {
		embed, rtl := DisplayEmbedding(tt.in, tt.opts...)
		if embed != tt.embed || rtl != tt.rtl {
			t.Errorf("DisplayEmbedding(%q) = %v, %v; want %v, %v", fromHeb(tt.in), embed, rtl, tt.embed, tt.rtl)
		}
		if d := Display(tt.in, tt.opts...); (d != tt.in) != embed {
			t.Errorf("DisplayEmbedding(%q) says embed %v, Display gives %q", fromHeb(tt.in), embed, fromHeb(d))
		}
	}
}
