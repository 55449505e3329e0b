package bidi

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	xbidi "golang.org/x/text/unicode/bidi"
)

// ucdDir is where Debian's unicode-data package installs the Unicode
// Character Database, BidiCharacterTest.txt among it.
const ucdDir = "/usr/share/unicode"

// TestBidiCharacterTest runs Unicode's conformance file for rules P2 to
// L2, BidiCharacterTest.txt (of the Unicode version of the bidi classes),
// line by line: the paragraph level, the level of every character not
// removed by rule X9 and the visual order of those characters. All lines
// go through one Scratch, as a caller reusing its buffers does (package
// check), so that what one paragraph leaves in them cannot change the
// next; Levels and Reorder are that path with a new Scratch.
func TestBidiCharacterTest(t *testing.T) {
	// Not skipped under -short, which mutation runs use: the 91,000 lines
	// take about half a second.
	path := filepath.Join(ucdDir, "BidiCharacterTest.txt")
	f, err := os.Open(path)
	if err != nil {
		// CI installs unicode-data and sets REQUIRE_UCD=1 (.ci/run): there a
		// missing file fails; elsewhere the test says what it needs.
		if os.Getenv("REQUIRE_UCD") == "1" {
			t.Fatalf("%v: install Debian's unicode-data (apt-get install unicode-data)", err)
		}
		t.Skipf("NOT RUN: %v: install Debian's unicode-data (apt-get install unicode-data) to run Unicode's bidi conformance test", err)
	}
	defer f.Close()
	n, failed := 0, 0
	version := ""
	var scratch Scratch
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		s := sc.Text()
		if v, ok := strings.CutPrefix(s, "# BidiCharacterTest-"); ok && version == "" {
			version = strings.TrimSuffix(v, ".txt")
		}
		if s == "" || s[0] == '#' {
			continue
		}
		fields := strings.Split(s, ";")
		if len(fields) != 5 {
			t.Fatalf("line %d: %d fields", line, len(fields))
		}
		var text []rune
		for _, h := range strings.Fields(fields[0]) {
			c, err := strconv.ParseUint(h, 16, 32)
			if err != nil {
				t.Fatalf("line %d: %v", line, err)
			}
			text = append(text, rune(c))
		}
		dir := map[string]Direction{"0": LeftToRight, "1": RightToLeft, "2": Auto}[fields[1]]
		n++
		if got := fmtCase(&scratch, text, dir); got != s {
			if failed++; failed <= 10 {
				t.Errorf("line %d:\n got %s\nwant %s", line, got, s)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if version != xbidi.UnicodeVersion {
		t.Errorf("%s is of Unicode %s, the bidi classes of %s", path, version, xbidi.UnicodeVersion)
	}
	if n < 90000 {
		t.Errorf("%d test lines: not the file expected", n)
	}
	t.Logf("%d lines of %s checked, %d failed", n, path, failed)
}

// fmtCase formats the result for text, resolved with the buffers of
// scratch, as a line of BidiCharacterTest.txt.
func fmtCase(scratch *Scratch, text []rune, dir Direction) string {
	lv, para := scratch.Levels(text, dir)
	var hex, levels, order []string
	for i, c := range text {
		hex = append(hex, strings.ToUpper(strconv.FormatInt(int64(c), 16)))
		for len(hex[i]) < 4 {
			hex[i] = "0" + hex[i]
		}
		if removed(ClassOf(c)) {
			levels = append(levels, "x")
		} else {
			levels = append(levels, strconv.Itoa(int(lv[i])))
		}
	}
	for _, k := range scratch.Reorder(lv) {
		if !removed(ClassOf(text[k])) {
			order = append(order, strconv.Itoa(int(k)))
		}
	}
	return strings.Join(hex, " ") + ";" + strconv.Itoa(int(dir)) + ";" + strconv.Itoa(int(para)) + ";" +
		strings.Join(levels, " ") + ";" + strings.Join(order, " ")
}

// TestUnicodeVersionsAgree: the bracket pairs are of the Unicode version
// of the bidi classes.
func TestUnicodeVersionsAgree(t *testing.T) {
	if bracketsVersion != xbidi.UnicodeVersion {
		t.Errorf("brackets_gen.go is of Unicode %s, golang.org/x/text/unicode/bidi of %s: regenerate it (go generate ./internal/bidi)", bracketsVersion, xbidi.UnicodeVersion)
	}
}

// TestBracketsAgreeWithXText: every bracket of the table is one for
// golang.org/x/text too, of the same kind, and the other way round over
// the BMP and beyond.
func TestBracketsAgreeWithXText(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		p, _ := xbidi.LookupRune(r)
		_, open := closingBracket(r)
		if open != p.IsOpeningBracket() || isClosingBracket(r) != (p.IsBracket() && !p.IsOpeningBracket()) {
			t.Errorf("U+%04X: opening %v closing %v here, x/text says bracket %v opening %v",
				r, open, isClosingBracket(r), p.IsBracket(), p.IsOpeningBracket())
		}
	}
	if c, _ := closingBracket(0x2329); canonicalBracket(c) != 0x3009 {
		t.Errorf("U+2329 pairs with U+%04X", c)
	}
}

func TestReorder(t *testing.T) {
	for _, tt := range []struct {
		levels []int8
		want   []int32
	}{
		{nil, []int32{}},
		{[]int8{0, 0}, []int32{0, 1}},
		{[]int8{1, 1, 1}, []int32{2, 1, 0}},
		// Levels 0 and 2 only: no odd level, nothing moves.
		{[]int8{0, 2, 2, 0}, []int32{0, 1, 2, 3}},
		// Level 2 inside level 1: reversed at 2, then with the run at 1.
		{[]int8{0, 1, 2, 2, 1, 0}, []int32{0, 4, 2, 3, 1, 5}},
		// An absent level (2) is still a pass: reversed at 3 ([2 3]),
		// at 2 (the same run, back), at 1 (all of 1..4).
		{[]int8{0, 1, 3, 3, 1}, []int32{0, 4, 3, 2, 1}},
		// Lowest odd level 3: level 2 is not reversed.
		{[]int8{2, 3, 3, 2}, []int32{0, 2, 1, 3}},
	} {
		if got := Reorder(tt.levels); !slices.Equal(got, tt.want) {
			t.Errorf("Reorder(%v) = %v, want %v", tt.levels, got, tt.want)
		}
	}
}

// TestIsParagraphSeparator: the list is the characters of bidi class B.
func TestIsParagraphSeparator(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if IsParagraphSeparator(r) != (ClassOf(r) == B) {
			t.Errorf("U+%04X: IsParagraphSeparator %v, class %v", r, IsParagraphSeparator(r), ClassOf(r))
		}
	}
}

// TestLevelsByHand: levels worked out by hand from UAX #9 for
// "a.BC.1/d" (B, C right-to-left) in a left-to-right paragraph: "." between
// L and R takes the embedding direction, L (N2); "." between R and EN is R
// (N1); "1" is EN after R (W7 leaves it), level 2 (I1); "/" between EN (as
// R) and L takes the embedding direction.
func TestLevelsByHand(t *testing.T) {
	text := []rune("a.\u05D1\u05D2.1/d")
	got, para := Levels(text, LeftToRight)
	if want := []int8{0, 0, 1, 1, 1, 2, 0, 0}; !slices.Equal(got, want) || para != 0 {
		t.Errorf("Levels = %v, %d; want %v, 0", got, para, want)
	}
	// Auto: the first strong character is L (P2), level 0; in a
	// right-to-left paragraph "a" and "d" are L at level 2 (I2).
	if _, para := Levels(text, Auto); para != 0 {
		t.Errorf("Auto: paragraph level %d, want 0", para)
	}
	if _, para := Levels([]rune("\u2067a\u2069\u05D0"), Auto); para != 1 {
		t.Errorf("Auto skipping an isolate: paragraph level %d, want 1", para)
	}
	if got, _ := Levels(nil, RightToLeft); len(got) != 0 {
		t.Errorf("Levels of nothing = %v", got)
	}
}

// classRune is a character of each bidi class, for BidiTest.txt, whose
// test cases are sequences of classes.
var classRune = map[string]rune{
	"L": 'a', "R": 0x05D0, "EN": '1', "ES": '+', "ET": '%', "AN": 0x0660,
	"CS": ',', "B": 0x2029, "S": '\t', "WS": ' ', "ON": '!', "BN": 0x00AD,
	"NSM": 0x0300, "AL": 0x0627, "LRO": 0x202D, "RLO": 0x202E, "LRE": 0x202A,
	"RLE": 0x202B, "PDF": 0x202C, "LRI": 0x2066, "RLI": 0x2067, "FSI": 0x2068,
	"PDI": 0x2069,
}

// TestBidiTest runs Unicode's other conformance file, BidiTest.txt: every
// sequence of bidi classes it lists (one character of each class stands
// for it; no bracket pairs, which only BidiCharacterTest.txt has), in each
// paragraph direction its bitset names, against the levels and order of
// the @Levels and @Reorder lines before it, all through one Scratch (see
// TestBidiCharacterTest).
//
// It runs under -short too (about a second): it checks most of the
// explicit and weak rules on every short sequence of classes, so mutation
// runs (issue 30) need it. (The depth limit is TestLevelsAtTheDepthLimit's:
// no conformance case nests that deep.)
func TestBidiTest(t *testing.T) {
	path := filepath.Join(ucdDir, "BidiTest.txt")
	f, err := os.Open(path)
	if err != nil {
		// As in TestBidiCharacterTest: CI sets REQUIRE_UCD=1.
		if os.Getenv("REQUIRE_UCD") == "1" {
			t.Fatalf("%v: install Debian's unicode-data (apt-get install unicode-data)", err)
		}
		t.Skipf("NOT RUN: %v: install Debian's unicode-data (apt-get install unicode-data) to run Unicode's bidi conformance test", err)
	}
	defer f.Close()
	for name, r := range classRune {
		if got := ClassOf(r); classNames[got] != name {
			t.Fatalf("U+%04X is of class %s, not %s", r, classNames[got], name)
		}
	}
	var scratch Scratch
	var wantLevels, wantOrder string
	n, failed := 0, 0
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		s := sc.Text()
		if v, ok := strings.CutPrefix(s, "@Levels:"); ok {
			wantLevels = strings.Join(strings.Fields(v), " ")
			continue
		}
		if v, ok := strings.CutPrefix(s, "@Reorder:"); ok {
			wantOrder = strings.Join(strings.Fields(v), " ")
			continue
		}
		if s == "" || s[0] == '#' {
			continue
		}
		input, bits, ok := strings.Cut(s, ";")
		if !ok {
			t.Fatalf("line %d: no bitset", line)
		}
		set, err := strconv.ParseUint(strings.TrimSpace(bits), 16, 8)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		var text []rune
		for _, c := range strings.Fields(input) {
			r, ok := classRune[c]
			if !ok {
				t.Fatalf("line %d: class %q", line, c)
			}
			text = append(text, r)
		}
		for bit, dir := range []Direction{Auto, LeftToRight, RightToLeft} {
			if set&(1<<bit) == 0 {
				continue
			}
			n++
			lv, _ := scratch.Levels(text, dir)
			var levels, order []string
			for i, r := range text {
				if removed(ClassOf(r)) {
					levels = append(levels, "x")
				} else {
					levels = append(levels, strconv.Itoa(int(lv[i])))
				}
			}
			for _, k := range scratch.Reorder(lv) {
				if !removed(ClassOf(text[k])) {
					order = append(order, strconv.Itoa(int(k)))
				}
			}
			if got, gotOrder := strings.Join(levels, " "), strings.Join(order, " "); got != wantLevels || gotOrder != wantOrder {
				if failed++; failed <= 10 {
					t.Errorf("line %d (%s, direction %d): levels %q order %q; want %q, %q", line, input, dir, got, gotOrder, wantLevels, wantOrder)
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 400000 {
		t.Errorf("%d test cases: not the file expected", n)
	}
	t.Logf("%d test cases of %s checked, %d failed", n, path, failed)
}

var classNames = map[Class]string{
	L: "L", R: "R", EN: "EN", ES: "ES", ET: "ET", AN: "AN", CS: "CS", B: "B",
	S: "S", WS: "WS", ON: "ON", BN: "BN", NSM: "NSM", AL: "AL", LRO: "LRO",
	RLO: "RLO", LRE: "LRE", RLE: "RLE", PDF: "PDF", LRI: "LRI", RLI: "RLI",
	FSI: "FSI", PDI: "PDI",
}

// TestScratchReusesItsBuffers: once a Scratch has resolved a paragraph,
// resolving it again allocates nothing, whatever paths it takes: removed
// characters (BN, embeddings), isolates with FSI, bracket pairs and a
// sequence split by an isolate (levels checked against Levels).
func TestScratchReusesItsBuffers(t *testing.T) {
	for _, s := range []string{
		"abc", "\u05D0\u05D1.\u05D2\u05D3.com/", "a\u00ADb\u202B\u05D0(c)\u202Cd",
		"\u05D0 \u2068abc\u2069 [\u05D1] \u2067x\u2069 1.2 \u2068\u05D2\u2069", "(\u05D0[b)]\u0301",
	} {
		text := []rune(s)
		var scratch Scratch
		wantLv, wantPara := Levels(text, Auto)
		var lv []int8
		var para int8
		var order []int32
		if n := testing.AllocsPerRun(3, func() {
			lv, para = scratch.Levels(text, Auto)
			order = scratch.Reorder(lv)
		}); n != 0 {
			t.Errorf("%+q: %v allocations with a used Scratch", s, n)
		}
		if !slices.Equal(lv, wantLv) || para != wantPara || !slices.Equal(order, Reorder(wantLv)) {
			t.Errorf("%+q: Scratch gives %v %d %v, Levels and Reorder %v %d %v", s, lv, para, order, wantLv, wantPara, Reorder(wantLv))
		}
	}
}

// TestLevelsAtTheDepthLimit: the explicit rules X1-X8 where an embedding or
// isolate would go past max_depth 125 (BD2), worked out by hand from UAX #9
// in a left-to-right paragraph. Sixty-two LREs reach level 124 (X3: the
// least even level above); an RLE there gives 125, still valid; another
// LRE would give 126 and overflows. A letter "a" (class L) at an odd level
// goes up one (I2), so "a" at 125 reads 126. Unicode's conformance files do
// not nest this deep.
func TestLevelsAtTheDepthLimit(t *testing.T) {
	const (
		lre, rle, pdf = "\u202A", "\u202B", "\u202C"
		lri, rli, pdi = "\u2066", "\u2067", "\u2069"
	)
	deep := strings.Repeat(lre, 62) // level 124
	for _, tc := range []struct {
		name, text string
		want       map[rune]int8 // the level of each letter
	}{
		// X2: 125 <= max_depth, so the RLE is pushed.
		{"an RLE at 124 reaches 125", deep + rle + "a", map[rune]int8{'a': 126}},
		// X3 overflows (overflow embedding count 1); X7: the first PDF
		// only decrements that count, the second pops back to 122.
		{"a PDF matches an overflowing LRE", deep + lre + pdf + "a" + pdf + "b", map[rune]int8{'a': 124, 'b': 122}},
		// X5a: an RLI at 124 opens a valid isolate at 125; X6a: its PDI
		// closes it.
		{"an RLI at 124 reaches 125", deep + rli + "a" + pdi + "b", map[rune]int8{'a': 126, 'b': 124}},
		// X5b: an LRI at 125 overflows (overflow isolate count 1); its PDI
		// only decrements that count (X6a); the PDF then pops the RLE.
		{"a PDI matches an overflowing LRI", deep + rle + lri + "a" + pdi + "b" + pdf + "c", map[rune]int8{'a': 126, 'b': 126, 'c': 124}},
		// X3: inside an overflowing isolate an LRE does not count as an
		// overflowing embedding, so after the PDI the PDF pops the RLE.
		{"no overflow embedding counted inside an overflow isolate", deep + rle + lri + lre + pdi + pdf + "c", map[rune]int8{'c': 124}},
		// X6a: a PDI closing a valid isolate resets the overflow embedding
		// count, so the PDF after it pops (122 to 120) rather than
		// decrementing that count.
		{"a PDI resets the overflow embedding count", strings.Repeat(lre, 61) + rli + lre + lre + pdi + pdf + "d", map[rune]int8{'d': 120}},
		// X5c/X5a: an RLI's isolate at 123, then LREs to 124; the LRI at 124
		// would open 126: it overflows, and so does the RLE after it
		// (overflow isolate count is not zero: nothing counted); both PDIs
		// are matched, the first by the overflow count, the second closes
		// the valid isolate (popping the LRE too).
		{"isolates nest past the limit", strings.Repeat(lre, 61) + rli + lre + lri + rle + "e" + pdi + "f" + pdi + "g", map[rune]int8{'e': 124, 'f': 124, 'g': 122}},
		// X2/X3: RLE and LRE taken in turn each raise the level by one
		// (the least odd, then the least even level above), so 125 of them
		// reach 125 = max_depth, every one valid: the directional status
		// stack holds the paragraph's entry and 125 more (X1: its size is
		// max_depth+2). "a" (L) at 125 reads 126 (I2); the 125 PDFs pop
		// back to 0 (X7), where "b" is L at level 0.
		{"RLE and LRE in turn reach 125", strings.Repeat(rle+lre, 62) + rle + "a" + strings.Repeat(pdf, 125) + "b", map[rune]int8{'a': 126, 'b': 0}},
	} {
		text := []rune(tc.text)
		got, para := Levels(text, LeftToRight)
		if para != 0 {
			t.Errorf("%s: paragraph level %d, want 0", tc.name, para)
		}
		for i, r := range text {
			if want, ok := tc.want[r]; ok && got[i] != want {
				t.Errorf("%s: %q at level %d, want %d", tc.name, r, got[i], want)
			}
		}
	}
}

// TestOverrideOfPDI: X6a gives a PDI the directional override status of the
// entry it leaves on top of the stack, as X6 does for other characters:
// an unmatched PDI inside an RLO (level 1 in a left-to-right paragraph)
// is R. Worked out by hand: "x" and "y" are L in LREs at level 2; the PDI
// alone makes the isolating run sequence at level 1, whose sos and eos are
// both L (X10: level 2 on either side is higher); as R it stays at level
// 1 (I1), where a neutral between L and L would have become L, level 2
// (N1, I2). The removed characters take the level before them, and the
// last PDF, at the end of the line, the paragraph's (L1).
func TestOverrideOfPDI(t *testing.T) {
	text := []rune("\u202Ax\u202C\u202E\u2069\u202C\u202Ay\u202C")
	got, para := Levels(text, LeftToRight)
	if want := []int8{0, 2, 2, 2, 1, 1, 1, 2, 0}; !slices.Equal(got, want) || para != 0 {
		t.Errorf("Levels = %v, %d; want %v, 0", got, para, want)
	}
}

// TestMarksAfterABracketPair: N0 gives every NSM right after a bracket it
// changes (W1 made them ON, the bracket's type) the bracket's new type,
// not only the first. Worked out by hand in a left-to-right paragraph for
// "A(B)" and two combining acute accents: the pair encloses R only, and
// the context before it is R (A), so both brackets are R (N0 c.1), and so
// are both marks: all at level 1 (I1). Were the second mark left ON, it
// would lie between R and eos (L) and take the embedding direction, L,
// level 0 (N2).
func TestMarksAfterABracketPair(t *testing.T) {
	text := []rune("\u05D0(\u05D1)\u0301\u0301")
	got, para := Levels(text, LeftToRight)
	if want := []int8{1, 1, 1, 1, 1, 1}; !slices.Equal(got, want) || para != 0 {
		t.Errorf("Levels = %v, %d; want %v, 0", got, para, want)
	}
}
