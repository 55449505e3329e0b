package iri

// Display: the left-to-right embedding of draft-ietf-iri-3987bis-00 section
// 4.1 (RFC 3987 section 4.1). The bidi classes come from
// golang.org/x/text/unicode/bidi.

import (
	"golang.org/x/text/unicode/bidi"

	"github.com/goiri/iri/internal/chars"
)

// Display returns s ready for display in running text: wrapped in U+202A
// LEFT-TO-RIGHT EMBEDDING and U+202C POP DIRECTIONAL FORMATTING where the
// embedding is needed so that it is rendered as section 4.1 of
// draft-ietf-iri-3987bis-00 requires, unchanged where it is not. The result
// is for display only: the embedding characters are not part of the IRI.
//
// The embedding is left out, following the two cases section 4.1 names,
// when in left-to-right text s has no character of bidi class R, AL or AN
// and no explicit bidi formatting character (so the bidi algorithm has
// nothing to reorder), and when in right-to-left text (RightToLeft)
// s is a relative reference of only strong right-to-left and weak
// characters that starts and ends with a strong right-to-left character.
// In every other case, and always with AlwaysEmbed, s is wrapped. Like
// the section, this assumes the IRI is set off from its context by white
// space and strong characters of the context's direction.
//
// With MarkSpan (registrable.Mark marks the registrable domain of the
// host), Display also marks a span of the IRI; the embedding is decided on s
// without the marks.
func Display(s string, opts ...Option) string {
	var cfg options
	cfg.apply(opts)
	embed := cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl)
	if cfg.markFind != nil {
		s = markSpan(s, &cfg)
	}
	if embed {
		return "\u202A" + s + "\u202C"
	}
	return s
}

// markSpan puts cfg's marks around the span cfg.markFind returns for s,
// when s parses and the span lies in it.
func markSpan(s string, cfg *options) string {
	v := RFC3987
	if cfg.variantSet {
		v = cfg.variant
	}
	u, err := v.Parse(s)
	if err != nil || u.String() != s {
		return s
	}
	sp, ok := cfg.markFind(u)
	if !ok || sp.Start < 0 || sp.Start > sp.End || sp.End > len(s) {
		return s
	}
	return s[:sp.Start] + cfg.markOpen + s[sp.Start:sp.End] + cfg.markClose + s[sp.End:]
}

func needsEmbedding(s string, rtlContext bool) bool {
	if !rtlContext {
		for _, c := range s {
			switch chars.BidiClass(c) {
			case bidi.R, bidi.AL, bidi.AN, bidi.LRE, bidi.RLE, bidi.LRO, bidi.RLO, bidi.PDF,
				bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
				return true
			}
		}
		return false
	}
	if s == "" || chars.HasScheme(s) {
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
		switch chars.BidiClass(c) {
		case bidi.R, bidi.AL, bidi.EN, bidi.ES, bidi.ET, bidi.AN, bidi.CS, bidi.NSM, bidi.BN:
		default:
			return true
		}
	}
	return !chars.IsRTL(first) || !chars.IsRTL(last)
}
