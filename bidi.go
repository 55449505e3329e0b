package iri

// Bidirectional IRIs (draft-ietf-iri-3987bis-00 section 4, RFC 3987
// section 4): the structure rules of section 4.2 as checks, and the
// left-to-right embedding of section 4.1 for display. The bidi classes come
// from golang.org/x/text/unicode/bidi.

import (
	"fmt"
	"strings"

	"golang.org/x/text/unicode/bidi"
)

// bidiClass returns the Unicode bidi class of c.
func bidiClass(c rune) bidi.Class {
	p, _ := bidi.LookupRune(c)
	return p.Class()
}

// isRTL reports whether c is a strong right-to-left character (bidi class
// R or AL); isLTR whether it is strong left-to-right (L).
func isRTL(c rune) bool {
	k := bidiClass(c)
	return k == bidi.R || k == bidi.AL
}

func isLTR(c rune) bool { return bidiClass(c) == bidi.L }

// bidiUnit is one component in the sense of section 4.2.
type bidiUnit struct {
	what string // e.g. "host label", for messages
	span Span
}

// bidiUnits splits the parsed IRI into the components of section 4.2:
// iuserinfo; each label of an ireg-name (as RFC 3490 does for domain
// names); each path segment, split further at "." (section 4.2: "the
// extensions in a resource name can be treated as separate components");
// each name and each value of the query, split at "&" and ";" and then at
// "="; and the fragment.
func (r *checkRun) bidiUnits() []bidiUnit {
	u := r.u
	var out []bidiUnit
	addAll := func(what string, sps []Span) {
		for _, sp := range sps {
			if sp.Len() > 0 {
				out = append(out, bidiUnit{what, sp})
			}
		}
	}
	if u.HasUserinfo {
		addAll("userinfo", []Span{r.sp.Userinfo})
	}
	if u.HasAuthority && u.HostKind == HostRegName {
		addAll("host label", splitSpans(r.s, r.sp.Host, "."))
	}
	for _, seg := range r.pathSegments() {
		addAll("path segment part", splitSpans(r.s, seg, "."))
	}
	if u.HasQuery {
		for _, pair := range splitSpans(r.s, r.sp.Query, "&;") {
			addAll("query name or value", splitSpans(r.s, pair, "="))
		}
	}
	if u.HasFragment {
		addAll("fragment", []Span{r.sp.Fragment})
	}
	return out
}

// bidiComponents applies the two rules of section 4.2 to every component:
// no mixing of right-to-left and left-to-right characters, and a component
// with right-to-left characters starts and ends with one.
func (r *checkRun) bidiComponents() {
	for _, unit := range r.bidiUnits() {
		text := r.s[unit.span.Start:unit.span.End]
		mixed, ends := bidiRules(text)
		if mixed {
			r.add(CodeBidiMixedDirection, unit.span, fmt.Sprintf(
				"the %s %q mixes right-to-left and left-to-right characters; its display order is hard to predict", unit.what, text))
		}
		if ends {
			r.add(CodeBidiRTLEnds, unit.span, fmt.Sprintf(
				"the %s %q has right-to-left characters but does not start and end with one; neighbouring numbers and delimiters may be displayed in a confusing order", unit.what, text))
		}
	}
}

// bidiRules returns whether the component text violates rule 1 (mixed
// directions) and rule 2 (right-to-left but not starting and ending with
// a right-to-left character) of section 4.2. The characters are taken as
// written: a percent-encoded digit is "%" and two digits (section 4.4,
// example 9). Bidi formatting characters (LRM is of class L, RLM of class
// R) are left out: BIDI_FORMATTING_CHARACTER reports them.
func bidiRules(text string) (mixed, ends bool) {
	rtl, ltr := false, false
	var first, last rune
	n := 0
	for _, c := range text {
		if isBidiFormatting(c) {
			continue // reported on its own; it is no letter of the component
		}
		if n == 0 {
			first = c
		}
		last = c
		n++
		switch {
		case isRTL(c):
			rtl = true
		case isLTR(c):
			ltr = true
		}
	}
	if !rtl {
		return false, false
	}
	return ltr, !isRTL(first) || !isRTL(last)
}

// DisplayOption configures Display.
type DisplayOption func(*displayConfig)

type displayConfig struct {
	always bool
	rtl    bool
}

// DisplayAlways makes Display wrap every IRI in the embedding, as section
// 4.1 advises when in doubt.
func DisplayAlways() DisplayOption { return func(c *displayConfig) { c.always = true } }

// DisplayInRightToLeftText tells Display that the running text around the
// IRI has right-to-left base direction (Arabic, Hebrew); by default it is
// left-to-right.
func DisplayInRightToLeftText() DisplayOption { return func(c *displayConfig) { c.rtl = true } }

// Display returns s ready for display in running text: wrapped in U+202A
// LEFT-TO-RIGHT EMBEDDING and U+202C POP DIRECTIONAL FORMATTING where the
// embedding is needed so that it is rendered as section 4.1 of
// draft-ietf-iri-3987bis-00 requires, unchanged where it is not. The result
// is for display only: the embedding characters are not part of the IRI.
//
// The embedding is left out, following the two cases section 4.1 names,
// when in left-to-right text s has no character of bidi class R, AL or AN
// and no explicit bidi formatting character (so the bidi algorithm has
// nothing to reorder), and when in right-to-left text (DisplayInRightToLeftText)
// s is a relative reference of only strong right-to-left and weak
// characters that starts and ends with a strong right-to-left character.
// In every other case, and always with DisplayAlways, s is wrapped. Like
// the section, this assumes the IRI is set off from its context by white
// space and strong characters of the context's direction.
func Display(s string, opts ...DisplayOption) string {
	var cfg displayConfig
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.always || needsEmbedding(s, cfg.rtl) {
		return "\u202A" + s + "\u202C"
	}
	return s
}

func needsEmbedding(s string, rtlContext bool) bool {
	if !rtlContext {
		for _, c := range s {
			switch bidiClass(c) {
			case bidi.R, bidi.AL, bidi.AN, bidi.LRE, bidi.RLE, bidi.LRO, bidi.RLO, bidi.PDF,
				bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
				return true
			}
		}
		return false
	}
	if s == "" || hasScheme(s) {
		return true
	}
	var first, last rune
	n := 0
	for _, c := range s {
		if n == 0 {
			first = c
		}
		last = c
		n++
		switch bidiClass(c) {
		case bidi.R, bidi.AL, bidi.EN, bidi.ES, bidi.ET, bidi.AN, bidi.CS, bidi.NSM, bidi.BN:
		default:
			return true
		}
	}
	return !isRTL(first) || !isRTL(last)
}

// hasScheme reports whether s starts with a scheme and ":".
func hasScheme(s string) bool {
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return false
	}
	for k := 0; k < i; k++ {
		c := s[k]
		letter := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if !(letter || k > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return true
}
