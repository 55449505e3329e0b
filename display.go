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
// With MarkRegistrableDomain, Display also marks the registrable domain of
// the host; the embedding is decided on s without the marks.
//
// A nil option is ignored.
func Display(s string, opts ...Option) string {
	cfg := newOptions(RFC3987, opts)
	embed := cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl)
	if cfg.markDomain {
		s = markRegistrableDomain(s, cfg)
	}
	if embed {
		return "\u202A" + s + "\u202C"
	}
	return s
}

// DisplayEmbedding reports the two facts of draft-ietf-iri-3987bis-00
// section 4.1 that a renderer needs to show s as Display(s, opts...) gives
// it: whether Display wraps s in U+202A LEFT-TO-RIGHT EMBEDDING and U+202C
// POP DIRECTIONAL FORMATTING, and whether the options say that the running
// text around it is right-to-left (RightToLeft), the direction of the
// paragraph it is shown in. Package github.com/goiri/iri/visual uses it to
// put s in visual order. Options other than RightToLeft and AlwaysEmbed are
// ignored, nil ones too.
func DisplayEmbedding(s string, opts ...Option) (embed, rightToLeft bool) {
	cfg := newOptions(RFC3987, opts)
	return cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl), cfg.rtl
}

// markRegistrableDomain puts cfg's marks around the registrable domain of
// s, when s parses and has one.
func markRegistrableDomain(s string, cfg *options) string {
	u, err := cfg.variant.Parse(s)
	if err != nil || u.String() != s {
		return s
	}
	sp, ok := u.RegistrableDomain()
	if !ok {
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
