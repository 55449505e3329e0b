package iri

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/bidi"
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

// xtextVisual reorders s (Bidi Notation, mapped to Hebrew) for display in a
// left-to-right paragraph with the public API of
// golang.org/x/text/unicode/bidi: Paragraph.Order gives the runs in logical
// order with a direction each, and a right-to-left run is reversed with
// ReverseString. This is all the API offers: it exposes no embedding
// levels and no visual reordering of runs (rule L2 of UAX #9). It also
// returns each character's direction (true for right-to-left) as the runs
// give it.
func xtextVisual(t *testing.T, s string) (string, []bool) {
	t.Helper()
	var p bidi.Paragraph
	if _, err := p.SetString(heb(s), bidi.DefaultDirection(bidi.LeftToRight)); err != nil {
		t.Fatal(err)
	}
	o, err := p.Order()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	var dirs []bool
	for i := 0; i < o.NumRuns(); i++ {
		r := o.Run(i)
		rtl := r.Direction() == bidi.RightToLeft
		start, end := r.Pos() // rune indices; end is inclusive
		for k := start; k <= end; k++ {
			dirs = append(dirs, rtl)
		}
		if rtl {
			b.WriteString(bidi.ReverseString(r.String()))
		} else {
			b.WriteString(r.String())
		}
	}
	return fromHeb(b.String()), dirs
}

// levels builds a per-character level list from (count, level) pairs.
func levels(pairs ...int) []int {
	var out []int
	for i := 0; i+1 < len(pairs); i += 2 {
		for range pairs[i] {
			out = append(out, pairs[i+1])
		}
	}
	return out
}

// applyL2 reorders s by rule L2 of UAX #9 given resolved levels: from the
// highest level down to 1, reverse every maximal run at that level or
// higher. (No mirrored characters occur in the examples, so L4 is moot.)
func applyL2(s string, lv []int) string {
	rs := []rune(s)
	high := 0
	for _, l := range lv {
		high = max(high, l)
	}
	for lvl := high; lvl >= 1; lvl-- {
		for i := 0; i < len(rs); {
			if lv[i] < lvl {
				i++
				continue
			}
			j := i
			for j < len(rs) && lv[j] >= lvl {
				j++
			}
			for a, b := i, j-1; a < b; a, b = a+1, b-1 {
				rs[a], rs[b] = rs[b], rs[a]
				lv[a], lv[b] = lv[b], lv[a]
			}
			i = j
		}
	}
	return string(rs)
}

// TestBidiReorderSection44 reproduces the logical-to-visual pairs of
// draft-ietf-iri-3987bis-00 section 4.4 (the same as RFC 3987 section 4.4),
// in Bidi Notation ("upper case letters represent Arabic or Hebrew letters
// that are written right to left", section 1.4), by mapping uppercase
// letters to Hebrew letters and reordering with
// golang.org/x/text/unicode/bidi.
//
// Result: examples 1 to 6 come out exactly as the section shows. Examples
// 7 to 11 cannot be reproduced with the package's public API, and the test
// asserts how it falls short instead of faking the output: the characters'
// resolved directions agree with the levels worked out by hand from UAX #9
// (so the level resolution is right), but Ordering reports runs only by
// direction (level parity), merging runs of level 0 and level 2 (European
// digits inside right-to-left text) and never reordering runs visually; the
// package has no Reorder (a TODO in its source). Rule L2 needs those
// levels, so digits that touch right-to-left text land in the wrong place.
// The hand-derived levels, put through rule L2 here, do give the section's
// visual forms, which checks the analysis.
func TestBidiReorderSection44(t *testing.T) {
	for _, tt := range []struct {
		n               int
		logical, visual string // quoted from section 4.4
		levels          []int  // worked out by hand from UAX #9; nil for 1 to 6
		xtext           string // what the x/text runs give, where it falls short
	}{
		// Example 1: A single component with rtl characters is inverted:
		{1, "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html", nil, ""},
		// Example 2: More than one consecutive component with rtl characters is inverted as a whole:
		{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html", nil, ""},
		// Example 3: All components of an IRI (except for the scheme) are rtl. All rtl components are inverted overall:
		{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA", nil, ""},
		// Example 4: Each of several sequences of rtl components is inverted on its own:
		{4, "http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html", nil, ""},
		// Example 5: Example 2, applied to components of different kinds:
		{5, "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html", nil, ""},
		// Example 6: Same as Example 5, with more rtl components:
		{6, "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html", nil, ""},
		// Example 7: A single rtl component includes digits:
		// "123" is EN inside R: level 2.
		{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html",
			levels(10, 0, 3, 1, 3, 2, 3, 1, 17, 0), "http://ab.EDC123HGF.ij/kl/mn/op.html"},
		// Example 8 (not allowed): Numbers are at the start or end of an rtl component:
		// W4 makes the "/" of "1/2" EN: "1/2" is level 2.
		{8, "http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html",
			levels(16, 0, 2, 1, 3, 2, 5, 1, 5, 0), "http://ab.cd.ef/HG1/2LK/JI.html"},
		// Example 9 (not allowed): The numbers in the previous example are percent-encoded:
		// W5 makes "%" EN next to digits; the "/" between them resolves to R (N1).
		{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html",
			levels(16, 0, 2, 1, 3, 2, 1, 1, 3, 2, 5, 1, 5, 0), "http://ab.cd.ef/HG%31/%32LK/JI.html"},
		// Example 10 (allowed but not recommended):
		// the "." between R and EN resolves to R (N1); "123" is level 2.
		{10, "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html",
			levels(10, 0, 7, 1, 3, 2, 14, 0), "http://ab..HGFEDC123/kl/mn/op.html"},
		// Example 11 (allowed but not recommended):
		// W7 leaves "123" EN (the previous strong character is R).
		{11, "http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html",
			levels(10, 0, 7, 1, 3, 2, 16, 0), "http://ab..HGFEDC123ij/kl/mn/op.html"},
	} {
		got, dirs := xtextVisual(t, tt.logical)
		if tt.levels == nil {
			if got != tt.visual {
				t.Errorf("example %d: x/text gives %q, section 4.4 says %q", tt.n, got, tt.visual)
			}
			continue
		}
		if len(tt.levels) != len([]rune(tt.logical)) {
			t.Fatalf("example %d: %d levels for %d characters", tt.n, len(tt.levels), len([]rune(tt.logical)))
		}
		for i, rtl := range dirs {
			if rtl != (tt.levels[i]%2 == 1) {
				t.Errorf("example %d: character %d: x/text direction rtl=%v, hand-derived level %d", tt.n, i, rtl, tt.levels[i])
			}
		}
		lv := append([]int(nil), tt.levels...)
		if l2 := applyL2(tt.logical, lv); l2 != tt.visual {
			t.Errorf("example %d: hand-derived levels give %q, section 4.4 says %q", tt.n, l2, tt.visual)
		}
		if got == tt.visual {
			t.Errorf("example %d: x/text now reproduces section 4.4 (%q): update this test and the report", tt.n, got)
		} else if got != tt.xtext {
			t.Errorf("example %d: x/text gives %q, expected its known shortfall %q", tt.n, got, tt.xtext)
		}
	}
}
