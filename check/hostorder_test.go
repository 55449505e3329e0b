package check

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/goiri/iri/internal/chars"
	"golang.org/x/text/unicode/bidi"
)

// visual returns s in the visual order visualPositions gives.
func visual(t *testing.T, s string) string {
	t.Helper()
	vis, ok := visualPositions(s, nil)
	if !ok {
		t.Fatalf("visualPositions(%q) failed", s)
	}
	type at struct {
		pos int
		c   string
	}
	var all []at
	for i, c := range s {
		all = append(all, at{int(vis[i]), string(c)})
	}
	slices.SortFunc(all, func(a, b at) int { return a.pos - b.pos })
	var b strings.Builder
	for _, a := range all {
		b.WriteString(a.c)
	}
	return b.String()
}

// TestVisualOrderOfSectionExamples: the display order of the eleven
// examples of draft-ietf-iri-3987bis-00 section 4.4, in Bidi Notation
// (uppercase letters stand for right-to-left ones), is the "Visual
// representation" the section gives for each, word for word.
func TestVisualOrderOfSectionExamples(t *testing.T) {
	for n, tt := range []struct{ logical, visual string }{
		{"http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html"},
		{"http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html"},
		{"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA"},
		{"http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html"},
		{"http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html"},
		{"http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html"},
		{"http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html"},
		{"http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html"},
		{"http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html"},
		{"http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html"},
		{"http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html"},
	} {
		if got := fromHeb(visual(t, heb(tt.logical))); got != tt.visual {
			t.Errorf("example %d: %q is shown as %q, section 4.4 says %q", n+1, tt.logical, got, tt.visual)
		}
	}
	// Explicit formatting characters are not described (the IRI must
	// not contain them): no order is given.
	if _, ok := visualPositions("http://a\u202Eb/", nil); ok {
		t.Error("visualPositions accepted RLO")
	}
}

// TestHostLabelOrder: a host whose labels a display shows in another order
// than they are written gets BIDI_HOST_LABEL_ORDER, and its message gives
// the labels in the order a reader going from left to right meets them,
// read off the visual representations of section 4.4 (examples 2, 3, 4, 6,
// 10 and 11; in 11 the reader meets "123" of the label "123ij" first) and
// the "http://\u05D0\u05D1.\u05D2\u05D3.com/". One right-to-left
// label (examples 1 and 7), labels that keep their order while a path
// segment moves among them (example 5), left-to-right hosts and
// right-to-left text outside the host get nothing.
func TestHostLabelOrder(t *testing.T) {
	for _, tt := range []struct{ in, reads string }{
		{"http://AB.CD.com/", "CD.AB.com"},
		{"http://ab.CDE.FGH/ij/kl/mn/op.html", "ab.FGH.CDE"},
		{"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "EF.CD.AB"},
		{"http://AB.CD.ef/gh/IJ/KL.html", "CD.AB.ef"},
		{"http://ab.CD.EF/GH/IJ/kl.html", "ab.EF.CD"},
		{"http://ab.CDEFGH.123/kl/mn/op.html", "ab.123.CDEFGH"},
		{"http://ab.CDEFGH.123ij/kl/mn/op.html", "ab.123ij.CDEFGH"},
		{"foo://AB.CD/", "CD.AB"}, // any reg-name, not only DNS hosts
		{"http://ab.CDEFGH.ij/kl/mn/op.html", ""},
		{"http://ab.CDE123FGH.ij/kl/mn/op.html", ""},
		{"http://ab.cd.EF/GH/ij/kl.html", ""},
		{"http://ab.cd.ef/GH/IJ", ""},
		{"http://AB/CD", ""},
		{"http://www.example.org/", ""},
	} {
		in := heb(tt.in)
		var got []Finding
		for _, f := range Run(in) {
			if f.Code == CodeBidiHostLabelOrder {
				got = append(got, f)
			}
		}
		switch {
		case tt.reads == "" && len(got) > 0:
			t.Errorf("Run(%q): %v", tt.in, got)
		case tt.reads == "":
		case len(got) != 1:
			t.Errorf("Run(%q): %d BIDI_HOST_LABEL_ORDER findings, want 1", tt.in, len(got))
		case !strings.Contains(got[0].Message, `looks like "`+heb(tt.reads)+`"`):
			t.Errorf("Run(%q): message %q does not say it reads %q", tt.in, fromHeb(got[0].Message), tt.reads)
		case in[got[0].Span.Start:got[0].Span.End] != heb(strings.SplitN(strings.SplitN(tt.in, "//", 2)[1], "/", 2)[0]):
			t.Errorf("Run(%q): span %v is not the host", tt.in, got[0].Span)
		}
	}
}

// TestVisualPositionsConformance checks visualPositions against Unicode's
// BidiCharacterTest.txt (UAX #9's conformance file), on every line of a
// left-to-right paragraph (direction 0) without explicit formatting
// characters, the input visualPositions describes: the characters rule X9
// does not remove, taken in the order of their visual positions, are in
// the file's visual order. All lines share one bidiScratch, as the runs of
// a pooled checkRun do. The file is Debian's unicode-data copy, as
// internal/bidi's conformance tests read it; it runs under -short (about
// half a second), which mutation runs use.
func TestVisualPositionsConformance(t *testing.T) {
	f, err := os.Open("/usr/share/unicode/BidiCharacterTest.txt")
	if err != nil {
		// CI installs unicode-data and sets REQUIRE_UCD=1 (.ci/run).
		if os.Getenv("REQUIRE_UCD") == "1" {
			t.Fatalf("%v: install Debian's unicode-data (apt-get install unicode-data)", err)
		}
		t.Skipf("NOT RUN: %v: install Debian's unicode-data (apt-get install unicode-data)", err)
	}
	defer f.Close()
	var scratch bidiScratch
	checked, failed := 0, 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		s := sc.Text()
		if s == "" || s[0] == '#' {
			continue
		}
		fields := strings.Split(s, ";")
		if len(fields) != 5 || fields[1] != "0" {
			continue
		}
		var text strings.Builder
		var starts []int // byte offset of each character
		skip := false
		for _, h := range strings.Fields(fields[0]) {
			c, err := strconv.ParseUint(h, 16, 32)
			if err != nil {
				t.Fatalf("line %d: %v", line, err)
			}
			switch chars.BidiClass(rune(c)) {
			case bidi.LRO, bidi.RLO, bidi.LRE, bidi.RLE, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
				skip = true
			}
			starts = append(starts, text.Len())
			text.WriteRune(rune(c))
		}
		if skip {
			continue
		}
		checked++
		vis, ok := visualPositions(text.String(), &scratch)
		removed := strings.Fields(fields[3])
		var order []string
		if ok {
			byPos := make([]int, len(starts))
			for k, at := range starts {
				byPos[vis[at]] = k
			}
			for _, k := range byPos {
				if removed[k] != "x" {
					order = append(order, strconv.Itoa(k))
				}
			}
		}
		if got, want := strings.Join(order, " "), strings.Join(strings.Fields(fields[4]), " "); !ok || got != want {
			if failed++; failed <= 10 {
				t.Errorf("line %d: order %q (ok %v); want %s", line, got, ok, s)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if failed > 0 || checked < 1000 {
		t.Errorf("%d of %d lines fail", failed, checked)
	}
}

// TestIsExplicitFormatting: the characters isExplicitFormatting lists are
// exactly those of the explicit formatting bidi classes, tried on every
// code point.
func TestIsExplicitFormatting(t *testing.T) {
	for c := rune(0); c <= unicode.MaxRune; c++ {
		want := false
		switch chars.BidiClass(c) {
		case bidi.LRO, bidi.RLO, bidi.LRE, bidi.RLE, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
			want = true
		}
		if got := isExplicitFormatting(c); got != want {
			t.Errorf("isExplicitFormatting(%U) = %v, want %v", c, got, want)
		}
	}
}

// TestVisualPositionsUTF8: a written U+FFFD REPLACEMENT CHARACTER is a
// character like any other (bidi class ON), whose three bytes get one
// visual position; a byte that is not UTF-8 (which also decodes as
// U+FFFD) makes the input one whose display the rules do not describe.
func TestVisualPositionsUTF8(t *testing.T) {
	vis, ok := visualPositions("a\uFFFDb", nil)
	if want := []int32{0, 1, -1, -1, 2}; !ok || !slices.Equal(vis, want) {
		t.Errorf("visualPositions(%+q) = %v, %v; want %v, true", "a\uFFFDb", vis, ok, want)
	}
	for _, s := range []string{"a\xffb", "\xef\xbf", "http://\u05D0.\u05D1/\x80"} {
		if vis, ok := visualPositions(s, nil); ok {
			t.Errorf("visualPositions(%+q) = %v, true; want false", s, vis)
		}
	}
	// In an IRI: the U+FFFD after the host, a neutral between the "/"
	// and the end of the input, stays at level 0 (N1, N2), so it does
	// not change how the two right-to-left labels are shown.
	in := heb("foo://AB.CD/\uFFFD")
	var got []Finding
	for _, f := range Run(in) {
		if f.Code == CodeBidiHostLabelOrder {
			got = append(got, f)
		}
	}
	if len(got) != 1 || !strings.Contains(got[0].Message, `looks like "`+heb("CD.AB")+`"`) {
		t.Errorf("Run(%+q): %v, want one %s reading %q", in, got, CodeBidiHostLabelOrder, heb("CD.AB"))
	}
}

// TestHostLabelOrderNeedsRightToLeftLabel: BIDI_HOST_LABEL_ORDER is about
// hosts with right-to-left labels (docs/codes.md). A host without a
// right-to-left character gets none, even where the display moves its
// labels (BIDI_USERINFO_HOST_ORDER reports the userinfo that moves them,
// userinfohost_test.go): in "foo://A@1..2\u00E9/" (Bidi Notation) the right-to-left
// userinfo "A" makes the digits EN after R (W2 and W7 leave them EN), so
// of level 2 (I1), and the empty label ".." between them R (N1: numbers
// count as R), of level 1; L2 reverses "A@1..2" to "2..1@A", and the
// label "2\u00E9" (its "\u00E9" is L, level 0) is then met before "1".
func TestHostLabelOrderNeedsRightToLeftLabel(t *testing.T) {
	for _, tt := range []struct{ logical, visual string }{
		{"foo://A@1..2\u00E9/", "foo://2..1@A\u00E9/"},
		{"foo://A@1..2/", "foo://2..1@A/"},
	} {
		in := heb(tt.logical)
		if got := fromHeb(visual(t, in)); got != tt.visual {
			t.Errorf("%q is shown as %q, want %q", tt.logical, got, tt.visual)
		}
		for _, f := range Run(in) {
			if f.Code == CodeBidiHostLabelOrder {
				t.Errorf("Run(%q): %v", tt.logical, f)
			}
		}
	}
}

// TestBidiScratchReset: a pooled checkRun keeps the buffers of an input
// of up to maxPooledBidi characters, whatever their UTF-8 length (at most
// four bytes each), and drops those of a longer input (the documentation
// of maxPooledBidi and reset).
func TestBidiScratchReset(t *testing.T) {
	for _, tt := range []struct {
		name string
		s    string
		keep bool
	}{
		{"1024 ASCII", strings.Repeat("a", maxPooledBidi), true},
		{"1024 four-byte", strings.Repeat("\U00010000", maxPooledBidi), true},
		{"1025 ASCII", strings.Repeat("a", maxPooledBidi+1), false},
		{"1025 two-byte", strings.Repeat("\u05D0", maxPooledBidi+1), false},
	} {
		var b bidiScratch
		if _, ok := visualPositions(tt.s, &b); !ok {
			t.Fatalf("%s: visualPositions failed", tt.name)
		}
		b.reset()
		if kept := b.text != nil && b.offs != nil && b.vis != nil; kept != tt.keep {
			t.Errorf("%s: buffers kept %v, want %v", tt.name, kept, tt.keep)
		}
	}
}

// TestGrowReusesAnArrayOfExactlyTheSize: grow keeps the array of a slice
// whose capacity is the length asked for, the size a pooled checkRun's
// buffers have after an input of the same length, and allocates only for
// a longer one.
func TestGrowReusesAnArrayOfExactlyTheSize(t *testing.T) {
	s := make([]int32, 2, 4)
	if g := grow(s, 4); len(g) != 4 || &g[0] != &s[0] {
		t.Errorf("grow(len 2 cap 4, 4): len %d, same array %v; want 4, true", len(g), &g[0] == &s[0])
	}
	if g := grow(s, 3); len(g) != 3 || &g[0] != &s[0] {
		t.Errorf("grow(len 2 cap 4, 3): len %d, same array %v; want 3, true", len(g), &g[0] == &s[0])
	}
	if g := grow(s, 5); len(g) != 5 || &g[0] == &s[0] {
		t.Errorf("grow(len 2 cap 4, 5): len %d, same array %v; want 5, false", len(g), &g[0] == &s[0])
	}
}
