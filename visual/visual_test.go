package visual

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/bidi"
	"github.com/goiri/iri/internal/bidinotation"
)

// heb and fromHeb write Bidi Notation as Hebrew letters and back.
var heb, fromHeb = bidinotation.Heb, bidinotation.FromHeb

// orderOf is text in visual order as one paragraph of direction dir,
// without Display's embedding.
func orderOf(text []rune, dir bidi.Direction) string {
	lv, _ := bidi.Levels(text, dir)
	var b strings.Builder
	for _, k := range bidi.Reorder(lv) {
		b.WriteRune(text[k])
	}
	return b.String()
}

// section44 are the logical/visual pairs of draft-ietf-iri-3987bis-00
// section 4.4 (the same as RFC 3987 section 4.4), quoted from the section
// in its Bidi Notation: upper case letters stand for right-to-left letters
// (section 1.4); heb maps them to Hebrew letters. levels are the embedding
// levels of the logical characters in a left-to-right paragraph without
// embedding, worked out by hand from UAX #9 for the examples where they go
// beyond 0 and 1 (nil elsewhere).
var section44 = []struct {
	n               int
	logical, visual string
	levels          []int8
}{
	// Example 1: A single component with rtl characters is inverted.
	{1, "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html", nil},
	// Example 2: More than one consecutive component with rtl characters is inverted as a whole.
	{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html", nil},
	// Example 3: All components of an IRI (except for the scheme) are rtl.
	{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA", nil},
	// Example 4: Each of several sequences of rtl components is inverted on its own.
	{4, "http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html", nil},
	// Example 5: Example 2, applied to components of different kinds.
	{5, "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html", nil},
	// Example 6: Same as Example 5, with more rtl components.
	{6, "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html", nil},
	// Example 7: A single rtl component includes digits. "123" is EN
	// between R (W7 keeps it EN): level 2 (I1).
	{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html",
		levels(10, 0, 3, 1, 3, 2, 3, 1, 17, 0)},
	// Example 8 (not allowed): Numbers are at the start or end of an rtl
	// component. W4 makes the "/" of "1/2" EN: "1/2" is level 2.
	{8, "http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html",
		levels(16, 0, 2, 1, 3, 2, 5, 1, 5, 0)},
	// Example 9 (not allowed): the numbers of example 8 percent-encoded.
	// W5 makes "%" EN before digits; the "/" between the two numbers is a
	// neutral between EN and EN, read as R (N1): level 1.
	{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html",
		levels(16, 0, 2, 1, 3, 2, 1, 1, 3, 2, 5, 1, 5, 0)},
	// Example 10 (allowed but not recommended): the "." between R and EN
	// is R (N1); "123" is level 2; the "/" after it is between EN (as R)
	// and L: the embedding direction, L (N2).
	{10, "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html",
		levels(10, 0, 7, 1, 3, 2, 14, 0)},
	// Example 11 (allowed but not recommended): W7 leaves "123" EN (the
	// strong character before it is R).
	{11, "http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html",
		levels(10, 0, 7, 1, 3, 2, 16, 0)},
}

// levels builds a per-character level list from (count, level) pairs.
func levels(pairs ...int) []int8 {
	var out []int8
	for i := 0; i+1 < len(pairs); i += 2 {
		for range pairs[i] {
			out = append(out, int8(pairs[i+1]))
		}
	}
	return out
}

// TestOrderSection44 reproduces the eleven examples of section 4.4
// exactly. Display wraps each of them in LRE/PDF (they contain R); the
// embedding level is 2 in a left-to-right paragraph and in a right-to-left
// one (X2-X5: the least even level above 0 or 1), and sos is L in both, so
// the visual order is the same with RightToLeft.
func TestOrderSection44(t *testing.T) {
	for _, ex := range section44 {
		for _, opts := range [][]iri.Option{nil, {iri.RightToLeft()}, {iri.AlwaysEmbed()}} {
			if got := fromHeb(Order(heb(ex.logical), opts...)); got != ex.visual {
				t.Errorf("example %d, %d options: Order = %q, section 4.4 says %q", ex.n, len(opts), got, ex.visual)
			}
		}
		// The same without the embedding, in a left-to-right paragraph:
		// the levels resolved are the ones worked out by hand.
		text := []rune(heb(ex.logical))
		if ex.levels != nil {
			if len(ex.levels) != len(text) {
				t.Fatalf("example %d: %d levels for %d characters", ex.n, len(ex.levels), len(text))
			}
			if got, _ := bidi.Levels(text, bidi.LeftToRight); !slices.Equal(got, ex.levels) {
				t.Errorf("example %d: levels %v, worked out by hand %v", ex.n, got, ex.levels)
			}
		}
		if got := fromHeb(orderOf(text, bidi.LeftToRight)); got != ex.visual {
			t.Errorf("example %d without embedding: %q, section 4.4 says %q", ex.n, got, ex.visual)
		}
	}
}

func TestOrder(t *testing.T) {
	rtl := []iri.Option{iri.RightToLeft()}
	for _, tt := range []struct {
		in, want string // Bidi Notation
		opts     []iri.Option
	}{
		// Nothing to reorder.
		{"", "", nil},
		{"http://example.org/a?b#c", "http://example.org/a?b#c", nil},
		{"http://example.org/123", "http://example.org/123", nil},
		// In right-to-left text, Display embeds an IRI with a scheme: all L,
		// level 2, shown as written.
		{"http://example.org/", "http://example.org/", rtl},
		// The second case of section 4.1: no embedding; in a paragraph of
		// level 1 everything is R or a neutral between R (N1): level 1,
		// reversed as a whole.
		{"CDE/FGH", "HGF/EDC", rtl},
		// "12" is EN after R (W7 keeps it): level 2 at an odd level (I2),
		// kept left to right inside the reversed run; "/" and "." lie
		// between R and EN (as R): R (N1).
		{"CDE/12.FGH", "HGF.12/EDC", rtl},
		// A trailing "/" makes Display embed it: at level 2 in the
		// embedding, CDE and FGH are level 3 and the "/" between them is
		// R (N1), so "CDE/FGH" reverses as a whole; the last "/" is
		// between R and eos (L, the embedding's level 2): N2 gives L.
		{"CDE/FGH/", "HGF/EDC/", rtl},
		// A paragraph separator ends the embedding and the paragraph (P1,
		// X8): "CD" is reversed on its own, at level 1 of a second
		// left-to-right paragraph.
		{"AB\nCD", "BA\nDC", nil},
		// Only the first paragraph is in Display's embedding: the second,
		// after the paragraph separator (P1, X8), is a paragraph of level 1
		// of its own. The first, the separator alone, reads as it is (the
		// LRE before it shows nothing). In the second, "ab" is L, level 2
		// (I2), the "/" between L and R takes the embedding direction, R
		// (N2), level 1, as do CD: L2 reverses "ab", then the whole line.
		// In the embedding (or with the paragraphs run together, the
		// embedding still open) "ab/" would be at level 2 and only "CD"
		// reversed: "ab/DC".
		{"\nab/CD", "\nDC/ab", rtl},
		// Display embeds the empty string in right-to-left text: nothing
		// to show.
		{"", "", rtl},
		{"", "", []iri.Option{iri.AlwaysEmbed()}},
	} {
		if got := fromHeb(Order(heb(tt.in), tt.opts...)); got != tt.want {
			t.Errorf("Order(%q, %d options) = %q, want %q", tt.in, len(tt.opts), got, tt.want)
		}
	}
	// An invalid byte is kept where it is, read as U+FFFD (class ON): a
	// neutral between sos (L, level 2 of the embedding) and R takes the
	// embedding direction (N2).
	if got, want := Order("\xff"+heb("AB")+"\xfe"), "\xff"+heb("BA")+"\xfe"; got != want {
		t.Errorf("Order with invalid UTF-8 = %q, want %q", got, want)
	}
	// Display's options that change the text shown change it here too:
	// the Hebrew label as its A-label (Python's "idna" codec: "אב" is
	// "xn--4dbc") is not reordered, and the marks stay in place.
	if got, want := Order(heb("http://AB.com/CD"), iri.ALabels(nil)), heb("http://xn--4dbc.com/DC"); got != want {
		t.Errorf("Order with ALabels = %q, want %q", fromHeb(got), fromHeb(want))
	}
	// Options that do not concern Display change nothing; a nil option is
	// skipped.
	if got := fromHeb(Order(heb("http://ab.CD/"), iri.Lenient(), nil)); got != "http://ab.DC/" {
		t.Errorf("Order with Lenient = %q", got)
	}
}

// TestOrderWithoutEmbedding shows what the embedding of section 4.1
// prevents: in a right-to-left paragraph, "http://example.org" is L at
// level 2 (I2), but the final "/" lies between L and eos (R, the
// paragraph's level 1) and takes the embedding direction, R, level 1
// (N2); rule L2 then puts it on the left.
func TestOrderWithoutEmbedding(t *testing.T) {
	text := []rune("http://example.org/")
	if got, want := orderOf(text, bidi.RightToLeft), "/http://example.org"; got != want {
		t.Errorf("visualOrder = %q, want %q", got, want)
	}
}

// TestOrderHuge: inputs of 256 KB, no panic, and the right answer where it is
// known: a right-to-left text is reversed as a whole; with 300 nested
// embeddings (past the depth limit of 125, rule X5) and 10,000 paragraphs
// every byte is still there once.
func TestOrderHuge(t *testing.T) {
	n := 1 << 18
	if testing.Short() {
		n = 1 << 14
	}
	if got, want := Order(heb(strings.Repeat("AB", n/4))), heb(strings.Repeat("BA", n/4)); got != want {
		t.Errorf("Visual of %d right-to-left letters: not reversed", n/2)
	}
	for _, s := range []string{
		strings.Repeat("\u202B", 300) + heb(strings.Repeat("a1B(", n/8)) + strings.Repeat("\u202C", 300),
		strings.Repeat(heb("A1/b\n"), 10000),
		strings.Repeat("\xff\xfe"+heb("C"), n/4),
	} {
		got := Order(s)
		a, b := []byte(got), []byte(s)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Errorf("Visual of %d bytes gives %d bytes, not a permutation", len(s), len(got))
		}
	}
}

// pathological are inputs that make a bidi implementation work hard, each
// built to about n bytes by repeating a unit, each with a right-to-left
// character so that Display embeds it and Order runs the whole algorithm: the percent-encoded digits of
// issue 31 (weak types W2-W7 over long runs), right-to-left letters with
// numbers and separators (W4, W5, N1), neutral runs, bracket pairs nested
// and not (N0, BD16), isolates nested and matched (X5a-X6a, BD9, the FSI
// directions of P2), embeddings past the depth limit (X5), levels that
// change at every character (many level runs and isolating run sequences)
// and non-spacing marks after brackets (W1, N0).
var pathological = []struct {
	name string
	make func(n int) string
}{
	{"percent", func(n int) string { return heb("http://A/") + strings.Repeat("%41", n/3) }},
	{"rtl-numbers", func(n int) string { return "http://a/" + strings.Repeat(heb("AB1.2/3%"), n/10) }},
	{"neutrals", func(n int) string { return heb("A") + strings.Repeat("/", n) + "b" }},
	{"neutrals-rtl", func(n int) string { return heb("A") + strings.Repeat("/", n) + heb("B") }},
	{"brackets-nested", func(n int) string {
		return strings.Repeat(heb("(A"), n/4) + strings.Repeat(")", n/4)
	}},
	{"brackets-flat", func(n int) string { return "a" + strings.Repeat(heb("(B)1["), n/7) }},
	{"isolates-nested", func(n int) string {
		return strings.Repeat("\u2068"+heb("A"), n/5) + strings.Repeat("\u2069", n/5)
	}},
	{"isolates-flat", func(n int) string { return strings.Repeat("\u2068a\u2069"+heb("B"), n/9) }},
	{"embeddings-deep", func(n int) string {
		return strings.Repeat("\u202B\u202A", n/6) + heb("a1B") + strings.Repeat("\u202C", n/3)
	}},
	{"levels-alternate", func(n int) string { return strings.Repeat(heb("aB1"), n/4) }},
	{"marks", func(n int) string { return strings.Repeat(heb("A(\u0300b)\u0300"), n/8) }},
}

// TestOrderMemoryLinear: on every pathological input of 1 MB, Order
// allocates less than 100 bytes per input byte (issue 31), and its result
// is a permutation of the input's bytes. Allocation is counted, not timed.
func TestOrderMemoryLinear(t *testing.T) {
	n := 1 << 20
	if testing.Short() {
		n = 1 << 16
	}
	for _, p := range pathological {
		s := p.make(n)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		got := Order(s)
		runtime.ReadMemStats(&after)
		if perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(s)); perByte >= 100 {
			t.Errorf("%s: %.1f bytes allocated per input byte, want under 100", p.name, perByte)
		}
		a, b := []byte(got), []byte(s)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Errorf("%s: Order of %d bytes gives %d bytes, not a permutation", p.name, len(s), len(got))
		}
	}
}

// BenchmarkOrderPathological runs Order on the pathological inputs at 10
// KB, 100 KB and 1 MB: linear time shows as a 1 MB run within 15 times the
// 100 KB run (BENCHMARKS.md), linear memory as B/op under 100 times the
// input size. Besides the wall-clock ns/op it reports cpu-ns/op, the CPU
// time of the process (garbage collection included) per op, which a
// machine shared with other jobs disturbs less.
func BenchmarkOrderPathological(b *testing.B) {
	for _, p := range pathological {
		for _, size := range []struct {
			name string
			n    int
		}{{"10KB", 10 << 10}, {"100KB", 100 << 10}, {"1MB", 1 << 20}} {
			s := p.make(size.n)
			b.Run(p.name+"/"+size.name, func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				cpu := cpuTime()
				for b.Loop() {
					Order(s)
				}
				if cpu >= 0 {
					b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
				}
			})
		}
	}
}
