package check

// Bidirectional IRIs (draft-ietf-iri-3987bis-00 section 4, RFC 3987
// section 4): the structure rules of section 4.2 as checks. The bidi
// classes come from golang.org/x/text/unicode/bidi (internal/chars).

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// eachBidiUnit calls fn with each non-empty component of the parsed IRI in
// the sense of section 4.2: iuserinfo; each label of an ireg-name (as RFC
// 3490 does for domain names); each path segment, split further at "."
// (section 4.2: "the extensions in a resource name can be treated as
// separate components"); each name and each value of the query, split at
// "&" and ";" and then at "="; and the fragment. what names the kind of
// component, for messages.
func (r *checkRun) eachBidiUnit(fn func(what string, sp iri.Span)) {
	u := r.u
	// pieces calls fn for the non-empty pieces of sp split at any byte
	// of seps, or at sub within them.
	var pieces func(what string, sp iri.Span, seps, sub string)
	pieces = func(what string, sp iri.Span, seps, sub string) {
		start := sp.Start
		for i := sp.Start; i <= sp.End; i++ {
			if i < sp.End && strings.IndexByte(seps, r.s[i]) < 0 {
				continue
			}
			switch piece := span(start, i); {
			case sub != "":
				pieces(what, piece, sub, "")
			case piece.Len() > 0:
				fn(what, piece)
			}
			start = i + 1
		}
	}
	if u.HasUserinfo && r.sp.Userinfo.Len() > 0 {
		fn("userinfo", r.sp.Userinfo)
	}
	if u.HasAuthority && u.HostKind == iri.HostRegName {
		pieces("host label", r.sp.Host, ".", "")
	}
	r.eachPathSegment(func(seg iri.Span) { pieces("path segment part", seg, ".", "") })
	if u.HasQuery {
		pieces("query name or value", r.sp.Query, "&;", "=")
	}
	if u.HasFragment && r.sp.Fragment.Len() > 0 {
		fn("fragment", r.sp.Fragment)
	}
}

// bidiComponents applies the two rules of section 4.2 to every component:
// no mixing of right-to-left and left-to-right characters, and a component
// with right-to-left characters starts and ends with one.
func (r *checkRun) bidiComponents() {
	// Both rules need a right-to-left character: most inputs have none.
	if !r.may(factRTL) {
		return
	}
	r.eachBidiUnit(func(what string, sp iri.Span) {
		text := r.s[sp.Start:sp.End]
		mixed, ends := bidiRules(text)
		if mixed && !r.absorbAt(CodeBidiMixedDirection, sp) {
			r.add(CodeBidiMixedDirection, sp, fmt.Sprintf(
				"the %s %q mixes right-to-left and left-to-right characters; its display order is hard to predict", what, text))
		}
		if ends && !r.absorbAt(CodeBidiRTLEnds, sp) {
			r.add(CodeBidiRTLEnds, sp, fmt.Sprintf(
				"the %s %q has right-to-left characters but does not start and end with one; neighbouring numbers and delimiters may be displayed in a confusing order", what, text))
		}
	})
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
		if c < 0x80 {
			// ASCII: the letters are L, nothing is R, AL or a bidi
			// formatting character.
			if n == 0 {
				first = c
			}
			last = c
			n++
			ltr = ltr || 'a' <= c|0x20 && c|0x20 <= 'z'
			continue
		}
		if chars.IsBidiFormatting(c) {
			continue // reported on its own; it is no letter of the component
		}
		if n == 0 {
			first = c
		}
		last = c
		n++
		switch {
		case runeFacts(c)&factRTL != 0:
			rtl = true
		case chars.IsLTR(c):
			ltr = true
		}
	}
	if !rtl {
		return false, false
	}
	isRTL := func(c rune) bool { return c >= 0x80 && runeFacts(c)&factRTL != 0 }
	return ltr, !isRTL(first) || !isRTL(last)
}
