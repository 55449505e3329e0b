package check

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

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

// TestResolveLevelsConformance checks resolveLevels and reorder against
// Unicode's BidiCharacterTest.txt (UAX #9's conformance file), on every
// line of a left-to-right paragraph (direction 0) without explicit
// formatting characters, the input visualPositions describes; the file is
// read from the copy github.com/go-text/typesetting ships (the module
// cache), or /usr/share/unicode.
func TestResolveLevelsConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 96,000 lines")
	}
	var path string
	if out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/go-text/typesetting").Output(); err == nil {
		path = filepath.Join(strings.TrimSpace(string(out)), "bidi", "test", "BidiCharacterTest.txt")
	}
	f, err := os.Open(path)
	if err != nil {
		if f, err = os.Open("/usr/share/unicode/BidiCharacterTest.txt"); err != nil {
			t.Skip("BidiCharacterTest.txt not found")
		}
	}
	defer f.Close()
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
		var cls []bidi.Class
		var text []rune
		skip := false
		for _, h := range strings.Fields(fields[0]) {
			c, err := strconv.ParseUint(h, 16, 32)
			if err != nil {
				t.Fatalf("line %d: %v", line, err)
			}
			k := chars.BidiClass(rune(c))
			switch k {
			case bidi.LRO, bidi.RLO, bidi.LRE, bidi.RLE, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
				skip = true
			}
			cls = append(cls, k)
			text = append(text, rune(c))
		}
		if skip {
			continue
		}
		checked++
		levels := resolveLevels(cls, text, nil)
		want := strings.Fields(fields[3])
		ok := len(levels) == len(want)
		for i := 0; ok && i < len(want); i++ {
			ok = want[i] == "x" || want[i] == strconv.Itoa(int(levels[i]))
		}
		var order []string
		if ok {
			for _, k := range reorder(levels, nil) {
				if want[k] != "x" {
					order = append(order, strconv.Itoa(int(k)))
				}
			}
			ok = strings.Join(order, " ") == strings.Join(strings.Fields(fields[4]), " ")
		}
		if !ok {
			if failed++; failed <= 10 {
				t.Errorf("line %d: levels %v, order %v; want %s", line, levels, order, s)
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

// TestClosingBracket checks closingBracket against UCD BidiBrackets.txt
// (read from /usr/share/unicode when the system has it): every opening
// bracket gets its Bidi_Paired_Bracket, and nothing else is an opening one.
func TestClosingBracket(t *testing.T) {
	data, err := os.ReadFile("/usr/share/unicode/BidiBrackets.txt")
	if err != nil {
		t.Skip("BidiBrackets.txt not found")
	}
	opening := map[rune]rune{}
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		f := strings.Split(line, ";")
		if len(f) != 3 || strings.TrimSpace(f[2]) != "o" {
			continue
		}
		o, err1 := strconv.ParseUint(strings.TrimSpace(f[0]), 16, 32)
		c, err2 := strconv.ParseUint(strings.TrimSpace(f[1]), 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		opening[rune(o)] = rune(c)
	}
	if len(opening) < 50 {
		t.Fatalf("only %d opening brackets read", len(opening))
	}
	for c := rune(0); c <= 0x10FFFF; c++ {
		got, ok := closingBracket(c)
		want, isOpen := opening[c]
		if ok != isOpen || got != want {
			t.Errorf("closingBracket(%U) = %U, %v; BidiBrackets.txt: %U, %v", c, got, ok, want, isOpen)
		}
	}
}
