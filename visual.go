package iri

// Visual: the order in which a reader sees an IRI, by the Unicode
// Bidirectional Algorithm (UAX #9) up to and including rule L2, as
// draft-ietf-iri-3987bis-00 section 4.4 (RFC 3987 section 4.4) shows it.
// The embedding levels are resolved by github.com/go-text/typesetting/bidi;
// only rule L2 (reversing runs by level) is done here.

import (
	"reflect"
	"slices"
	"strings"

	"github.com/go-text/typesetting/bidi"
	xbidi "golang.org/x/text/unicode/bidi"

	"github.com/goiri/iri/internal/chars"
)

// Visual returns s in the order a reader sees it on a line: the text
// Display(s, opts...) would put in a paragraph of left-to-right direction
// (right-to-left with the RightToLeft option), reordered by the Unicode
// Bidirectional Algorithm (UAX #9) up to and including rule L2, with the
// embedding characters Display adds left out (they are not shown). The
// first character of the result is the leftmost one on screen. Options
// other than RightToLeft and AlwaysEmbed are ignored.
//
// This is the visual representation of draft-ietf-iri-3987bis-00 section
// 4.4 (RFC 3987 section 4.4): Visual("http://ab.CDEFGH.ij/kl") with CDEFGH
// Hebrew letters gives the Hebrew letters reversed, HGFEDC. Mirroring of
// brackets (rule L4) and shaping are left to the renderer. Bytes of s that
// are not UTF-8 are kept, in place, as characters of bidi class ON; a
// paragraph separator (bidi class B) starts a new paragraph, as rule P1
// says. Visual is for display only: its result is not an IRI.
func Visual(s string, opts ...Option) string {
	var cfg options
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	embed := cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl)
	// The characters of s, each with its bytes (an invalid byte is a
	// character of its own, read as U+FFFD as ranging over a string does).
	runes := make([]rune, 0, len(s)+2)
	starts := make([]int, 0, len(s)+1)
	if embed {
		runes = append(runes, '\u202A')
	}
	for i, r := range s {
		runes = append(runes, r)
		starts = append(starts, i)
	}
	starts = append(starts, len(s))
	if embed {
		runes = append(runes, '\u202C')
	}
	dir := bidi.LeftToRight
	if cfg.rtl {
		dir = bidi.RightToLeft
	}
	order := visualOrder(runes, dir)
	var b strings.Builder
	b.Grow(len(s))
	for _, k := range order {
		if embed {
			if k == 0 || k == len(runes)-1 {
				continue // the LRE and PDF Display adds
			}
			k--
		}
		b.WriteString(s[starts[k]:starts[k+1]])
	}
	return b.String()
}

// visualOrder returns the indices of text in visual order, left to right,
// for paragraphs of direction dir: the levels resolved by go-text's bidi
// package, reordered by rule L2, one paragraph after another.
func visualOrder(text []rune, dir bidi.Direction) []int {
	order := make([]int, 0, len(text))
	var p bidi.Paragraph
	for start := 0; start < len(text); {
		// The paragraph ends after the next paragraph separator. The
		// package stops there too; giving it only the paragraph keeps the
		// work linear when there are many.
		end := start
		for end < len(text) && chars.BidiClass(text[end]) != xbidi.B {
			end++
		}
		end = min(end+1, len(text))
		lv := resolvedLevels(&p, text[start:end], dir)
		if len(lv) == 0 { // cannot happen: a paragraph has a character
			lv = []int{0}
		}
		for _, k := range reorderLine(lv) {
			order = append(order, start+k)
		}
		start += len(lv)
	}
	return order
}

// resolvedLevels returns the embedding level of each character of the first
// paragraph of text (up to and including its paragraph separator, if any)
// after rule L1, as resolved by go-text's bidi package.
//
// The package computes a level per character but, in v0.3.5, hands them
// out only through Runs, which splits the text where the direction (the
// parity of the level) changes and reports the level of a run's first
// character: a number (level 2) inside a left-to-right run (level 0) is
// invisible there, and rule L2 needs it (section 4.4, examples 7 to 11).
// The per-character levels are the unexported field Runs.levels, read here
// with reflect; TestVisualConformance checks them against Unicode's
// BidiCharacterTest.txt, so a version of the package that moves them fails
// the tests. Should the field be missing, the run levels are used.
func resolvedLevels(p *bidi.Paragraph, text []rune, dir bidi.Direction) []int {
	runs := p.Segment(text, dir)
	if f := reflect.ValueOf(runs).FieldByName("levels"); f.IsValid() && f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.Int8 {
		out := make([]int, f.Len())
		for i := range out {
			out[i] = int(f.Index(i).Int())
		}
		return out
	}
	return runLevels(runs)
}

// runLevels gives every character the level of its run: the levels the
// package's public API reports, exact where no run mixes levels of the
// same parity (0 and 2, say).
func runLevels(runs bidi.Runs) []int {
	var out []int
	for i := range runs.NumRuns() {
		r := runs.Run(i)
		for range r.End - r.Start {
			out = append(out, int(r.Level))
		}
	}
	return out
}

// reorderLine applies rule L2 of UAX #9 to a line with the given levels:
// from the highest level down to the lowest odd level, every maximal run
// of characters at that level or higher is reversed. It returns the
// logical index of each character in visual order, left to right.
func reorderLine(levels []int) []int {
	order := make([]int, len(levels))
	for i := range order {
		order[i] = i
	}
	if len(levels) == 0 {
		return order
	}
	high, lowOdd := 0, int(^uint(0)>>1)
	for _, l := range levels {
		high = max(high, l)
		if l%2 == 1 {
			lowOdd = min(lowOdd, l)
		}
	}
	for lvl := high; lvl >= lowOdd; lvl-- {
		for i := 0; i < len(levels); {
			if levels[order[i]] < lvl {
				i++
				continue
			}
			j := i
			for j < len(levels) && levels[order[j]] >= lvl {
				j++
			}
			slices.Reverse(order[i:j])
			i = j
		}
	}
	return order
}
