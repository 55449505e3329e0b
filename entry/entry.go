// Package entry turns what a person typed or pasted, meant as one IRI,
// into that IRI (draft-ietf-iri-3987bis-00 sections 8.2 and 4.3, RFC 3986
// Appendix C: "software that accepts user-typed URI should attempt to
// recognize and strip both delimiters and embedded whitespace"), and says
// what it changed. See docs/extract.md for the rules.
package entry

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/delim"
	"github.com/goiri/iri/internal/schemes"
)

// Reason says why Clean changed part of its text.
//
// The changes are those of draft-ietf-iri-3987bis-00 section 8.2 (URI/IRI
// entry).
type Reason string

// The reasons of Clean's changes, each with the section that asks for it.
const (
	// ReasonSurroundingSpace: white space before or after the IRI
	// (RFC 3986 Appendix C).
	ReasonSurroundingSpace Reason = "surrounding white space removed"
	// ReasonWrapper: a pair of delimiters around the IRI, such as "<…>" or
	// "\"…\"" (RFC 3986 Appendix C, draft-ietf-iri-3987bis-00 section 7.3).
	ReasonWrapper Reason = "wrapper removed"
	// ReasonURLPrefix: the prefix "URL:" (RFC 3986 Appendix C).
	ReasonURLPrefix Reason = `"URL:" removed`
	// ReasonEmbeddedSpace: white space or a line break inside the IRI
	// (RFC 3986 Appendix C: "strip ... embedded whitespace").
	ReasonEmbeddedSpace Reason = "embedded white space removed"
	// ReasonFullwidth: a fullwidth form (U+FF01-FF5E) standing for syntax
	// mapped to its ASCII counterpart (draft-ietf-iri-3987bis-00 section
	// 8.2: input methods should produce half-width Latin letters and
	// punctuation).
	ReasonFullwidth Reason = "fullwidth form mapped"
	// ReasonLabelSeparator: U+3002 IDEOGRAPHIC FULL STOP or U+FF0E between
	// host labels mapped to "." (section 8.2).
	ReasonLabelSeparator Reason = "full stop between host labels mapped"
	// ReasonBidi: a bidi formatting character copied from a display
	// removed (RFC 3987 section 4.1; IRIs are entered in logical order,
	// draft-ietf-iri-3987bis-00 section 4.3).
	ReasonBidi Reason = "bidi formatting character removed"
	// ReasonPercentEncoded: a character an IRI cannot hold, percent-encoded
	// as LEIRI processing does (draft-ietf-iri-3987bis-00 section 7.1).
	ReasonPercentEncoded Reason = "percent-encoded"
	// ReasonDefaultScheme: the scheme of the DefaultScheme option added to
	// schemeless input.
	ReasonDefaultScheme Reason = "default scheme added"
)

// Change is one change Clean made: the bytes Start to End of its input
// (Start == End for an insertion) became Text ("" for a removal).
//
// The changes are those of draft-ietf-iri-3987bis-00 section 8.2 (URI/IRI
// entry).
type Change struct {
	Start, End int
	Reason     Reason
	Text       string
}

// Option configures Clean.
//
// Each option names what it sets for the entry of draft-ietf-iri-3987bis-00
// section 8.2.
type Option func(*config)

type config struct {
	defaultScheme string
}

// DefaultScheme makes Clean add scheme + "://" in front of input that has
// no scheme, such as "example.com/a" (off by default; draft-ietf-iri-3987bis-00
// section 8.2 leaves entry aids to the application). Text has a scheme
// when it starts with a scheme name (RFC 3986 section 3.1) and ":" and the
// name is registered (IANA, RegisterScheme) or "//" follows the colon, so
// "localhost:8080/a" is schemeless.
func DefaultScheme(scheme string) Option {
	return func(c *config) { c.defaultScheme = scheme }
}

// inTok is one character of Clean's text with the bytes of the input it
// comes from.
type inTok struct {
	r          rune
	start, end int
	text       string // the replacement, when not string(r)
}

type state struct {
	in      string
	toks    []inTok
	changes []Change
}

// Clean takes text a person typed or pasted, meant as one IRI, and returns
// the IRI with the changes made to get it, each with its span in text and
// its reason (draft-ietf-iri-3987bis-00 sections 8.2 and 4.3, RFC 3986
// Appendix C), in input order: bidi formatting characters removed,
// surrounding white space, wrappers and "URL:" removed, embedded white
// space and line breaks removed, fullwidth forms standing for syntax
// mapped (the scheme's letters, ": / ? # @ [ ]", and U+3002 or U+FF0E
// between host labels), and characters an IRI cannot hold percent-encoded
// as LEIRI does (section 7.1). Text that is still no IRI of RFC 3987
// (section 2.2) gets the *iri.ParseError of iri.ParseIRI.
func Clean(text string, opts ...Option) (string, []Change, error) {
	var cfg config
	for _, f := range opts {
		if f != nil {
			f(&cfg)
		}
	}
	if i := chars.InvalidUTF8(text); i >= 0 {
		_, err := iri.ParseIRI(text)
		return "", nil, err
	}
	st := &state{in: text}
	for i, r := range text {
		st.toks = append(st.toks, inTok{r: r, start: i, end: i + utf8.RuneLen(r)})
	}
	st.removeIf(delim.IsBidiFormatting, ReasonBidi)
	for {
		n := len(st.toks)
		st.trimSpace()
		st.unwrap()
		st.urlPrefix()
		if len(st.toks) == n {
			break
		}
	}
	st.removeIf(delim.IsWhiteSpace, ReasonEmbeddedSpace)
	st.mapFullwidth()
	st.percentEncode()
	if cfg.defaultScheme != "" && !st.hasScheme() {
		add := cfg.defaultScheme + "://"
		st.changes = append(st.changes, Change{Start: 0, End: 0, Reason: ReasonDefaultScheme, Text: add})
		if len(st.toks) > 0 {
			st.changes[len(st.changes)-1].Start = st.toks[0].start
			st.changes[len(st.changes)-1].End = st.toks[0].start
		}
		st.toks = append([]inTok{{r: -1, text: add}}, st.toks...)
	}
	var b strings.Builder
	for _, t := range st.toks {
		if t.text != "" {
			b.WriteString(t.text)
		} else {
			b.WriteRune(t.r)
		}
	}
	out := b.String()
	slices.SortStableFunc(st.changes, func(a, b Change) int { return a.Start - b.Start })
	if _, err := iri.ParseIRI(out); err != nil {
		return "", st.changes, err
	}
	return out, st.changes, nil
}

// change records the removal or replacement of toks[i:j] as one change.
func (st *state) change(i, j int, reason Reason, text string) {
	st.changes = append(st.changes, Change{Start: st.toks[i].start, End: st.toks[j-1].end, Reason: reason, Text: text})
}

// removeIf removes the characters for which f is true, one change per run.
func (st *state) removeIf(f func(rune) bool, reason Reason) {
	out := st.toks[:0]
	for i := 0; i < len(st.toks); {
		if !f(st.toks[i].r) {
			out = append(out, st.toks[i])
			i++
			continue
		}
		j := i + 1
		for j < len(st.toks) && f(st.toks[j].r) {
			j++
		}
		st.change(i, j, reason, "")
		i = j
	}
	st.toks = out
}

func (st *state) trimSpace() {
	i := 0
	for i < len(st.toks) && delim.IsWhiteSpace(st.toks[i].r) {
		i++
	}
	if i > 0 {
		st.change(0, i, ReasonSurroundingSpace, "")
		st.toks = st.toks[i:]
	}
	j := len(st.toks)
	for j > 0 && delim.IsWhiteSpace(st.toks[j-1].r) {
		j--
	}
	if j < len(st.toks) {
		st.change(j, len(st.toks), ReasonSurroundingSpace, "")
		st.toks = st.toks[:j]
	}
}

// unwrap removes a wrapper: an opening bracket or quote first and its
// closer last (delim.CloserOf), or "<" and ">".
func (st *state) unwrap() {
	n := len(st.toks)
	if n < 2 {
		return
	}
	open, last := st.toks[0].r, st.toks[n-1].r
	closer := delim.CloserOf(open)
	if open == '<' {
		closer = '>'
	}
	if closer < 0 || last != closer {
		return
	}
	st.change(0, 1, ReasonWrapper, "")
	st.change(n-1, n, ReasonWrapper, "")
	st.toks = st.toks[1 : n-1]
}

// urlPrefix removes a leading "URL:" (any case).
func (st *state) urlPrefix() {
	if len(st.toks) < 4 {
		return
	}
	for i, c := range "URL:" {
		r := st.toks[i].r
		if r != c && r != c+'a'-'A' {
			return
		}
	}
	st.change(0, 4, ReasonURLPrefix, "")
	st.toks = st.toks[4:]
}

// fullwidthASCII returns the ASCII character of a fullwidth form
// (U+FF01-FF5E), or -1.
func fullwidthASCII(r rune) rune {
	if r >= 0xFF01 && r <= 0xFF5E {
		return r - 0xFEE0
	}
	return -1
}

// asciiOf returns r, or the ASCII character of a fullwidth form.
func asciiOf(r rune) rune {
	if a := fullwidthASCII(r); a >= 0 {
		return a
	}
	return r
}

// mapFullwidth maps the fullwidth forms that stand for syntax.
func (st *state) mapFullwidth() {
	mapTok := func(i int, reason Reason, a rune) {
		st.change(i, i+1, reason, string(a))
		st.toks[i].r, st.toks[i].text = a, ""
	}
	// The scheme: letters, digits, "+", "-", "." before the first colon,
	// starting with a letter.
	colon := -1
	for i, t := range st.toks {
		a := asciiOf(t.r)
		if a == ':' {
			colon = i
			break
		}
		if a >= utf8.RuneSelf || !chars.Is(byte(a), chars.SchemeChar) || i == 0 && !chars.Is(byte(a), chars.ALPHA) {
			break
		}
	}
	if colon > 0 {
		for i := range colon {
			if a := fullwidthASCII(st.toks[i].r); a >= 0 {
				mapTok(i, ReasonFullwidth, a)
			}
		}
	}
	// The delimiters ": / ? # @ [ ]".
	for i, t := range st.toks {
		if a := fullwidthASCII(t.r); a >= 0 && strings.ContainsRune(":/?#@[]", a) {
			mapTok(i, ReasonFullwidth, a)
		}
	}
	// Full stops between the labels of the host of "scheme://host"; the
	// scheme has a character at least (RFC 3986 section 3.1), so colon > 0.
	if colon <= 0 || colon+2 >= len(st.toks) || st.toks[colon+1].r != '/' || st.toks[colon+2].r != '/' {
		return
	}
	hostStart, hostEnd := colon+3, len(st.toks)
	for i := colon + 3; i < len(st.toks); i++ {
		r := st.toks[i].r
		if r == '/' || r == '?' || r == '#' {
			hostEnd = i
			break
		}
		if r == '@' {
			hostStart = i + 1
		}
	}
	for i := hostStart; i < hostEnd; i++ {
		if r := st.toks[i].r; (r == 0x3002 || r == 0xFF0E) && i > hostStart && st.toks[i-1].r != '.' {
			mapTok(i, ReasonLabelSeparator, '.')
		}
	}
}

// percentEncode percent-encodes the characters of leiri-ucschar that are
// not in ucschar (draft-ietf-iri-3987bis-00 section 7.1), one change per
// character.
func (st *state) percentEncode() {
	for i, t := range st.toks {
		if t.r < 0 || !chars.IsLeiriUcschar(t.r) || chars.IsUcschar(t.r) {
			continue
		}
		var b strings.Builder
		var buf [utf8.UTFMax]byte
		for _, c := range buf[:utf8.EncodeRune(buf[:], t.r)] {
			b.WriteByte('%')
			b.WriteByte("0123456789ABCDEF"[c>>4])
			b.WriteByte("0123456789ABCDEF"[c&15])
		}
		st.toks[i].text = b.String()
		st.change(i, i+1, ReasonPercentEncoded, st.toks[i].text)
	}
}

// hasScheme says the text starts with "scheme:" where the scheme is
// registered or "//" follows.
func (st *state) hasScheme() bool {
	var b strings.Builder
	for i, t := range st.toks {
		if t.r == ':' {
			name := b.String()
			if !chars.IsSchemeName(name) {
				return false
			}
			if i+2 < len(st.toks) && st.toks[i+1].r == '/' && st.toks[i+2].r == '/' {
				return true
			}
			if schemes.IsRegistered(name) {
				return true
			}
			_, ok := iri.LookupScheme(name)
			return ok
		}
		if t.r >= utf8.RuneSelf || !chars.Is(byte(t.r), chars.SchemeChar) {
			return false
		}
		b.WriteRune(t.r)
	}
	return false
}
