package iri

import (
	"strings"
	"testing"

	"github.com/goiri/iri/internal/bidinotation"
)

// heb and fromHeb write Bidi Notation as Hebrew letters and back.
var heb, fromHeb = bidinotation.Heb, bidinotation.FromHeb

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
		// Shown as an A-label, the Hebrew label needs no embedding.
		{"http://" + heb("AB") + ".com/", []Option{ALabels(nil)}, false, false},
	} {
		embed, rtl := DisplayEmbedding(tt.in, tt.opts...)
		if embed != tt.embed || rtl != tt.rtl {
			t.Errorf("DisplayEmbedding(%q) = %v, %v; want %v, %v", fromHeb(tt.in), embed, rtl, tt.embed, tt.rtl)
		}
		if d := Display(tt.in, tt.opts...); strings.HasPrefix(d, "\u202A") != embed {
			t.Errorf("DisplayEmbedding(%q) says embed %v, Display gives %q", fromHeb(tt.in), embed, fromHeb(d))
		}
	}
}

// TestALabels: Display shows the host labels a policy picks as A-labels
// (A-labels from Python's independent "idna" codec: "bücher" is
// "xn--bcher-kva", Hebrew "אב" is "xn--4dbc"), label by label, only for a
// DNS host of an IRI that parses; a label IDNA rejects stays; the
// embedding is decided on what is shown.
func TestALabels(t *testing.T) {
	const lre, pdf = "\u202A", "\u202C"
	onlyB := func(label, host string) bool { return strings.HasPrefix(label, "b") && host == "bücher.é.de" }
	for _, tt := range []struct {
		in   string
		show func(label, host string) bool
		want string
	}{
		{"http://bücher.de/x", nil, "http://xn--bcher-kva.de/x"},
		{"http://bücher.é.de/", onlyB, "http://xn--bcher-kva.é.de/"},
		{"http://bücher.é.de/", func(string, string) bool { return false }, "http://bücher.é.de/"},
		// A percent-encoded label is ASCII as written: no look-alike.
		{"http://b%C3%BCcher.de/", nil, "http://b%C3%BCcher.de/"},
		// A right-to-left label as an A-label needs no embedding.
		{"http://" + heb("AB") + ".com/", nil, "http://xn--4dbc.com/"},
		{"http://" + heb("AB") + ".com/", func(string, string) bool { return false }, lre + "http://" + heb("AB") + ".com/" + pdf},
		// Not a DNS host, not an IRI, an IP literal, IDNA rejects it.
		{"urn:bücher", nil, "urn:bücher"},
		{"foo://bücher/", nil, "foo://bücher/"},
		{"http://bü cher/", nil, "http://bü cher/"},
		{"http://[::1]/ü", nil, "http://[::1]/ü"},
		{"http://a\u2488b.de/", nil, "http://a\u2488b.de/"},
		{"http://ab--é.de/", nil, "http://ab--é.de/"},
	} {
		if got := Display(tt.in, ALabels(tt.show)); got != tt.want {
			t.Errorf("Display(%q, ALabels) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
