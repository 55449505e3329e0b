package check

// Bidirectional IRIs (draft-ietf-iri-3987bis-00 section 4, RFC 3987
// section 4): the structure rules of section 4.2 as checks. The bidi
// classes come from golang.org/x/text/unicode/bidi (internal/chars).

import (
	"fmt"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// bidiUnit is one component in the sense of section 4.2.
type bidiUnit struct {
	what string // e.g. "host label", for messages
	span iri.Span
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
	addAll := func(what string, sps []iri.Span) {
		for _, sp := range sps {
			if sp.Len() > 0 {
				out = append(out, bidiUnit{what, sp})
			}
		}
	}
	if u.HasUserinfo {
		addAll("userinfo", []iri.Span{r.sp.Userinfo})
	}
	if u.HasAuthority && u.HostKind == iri.HostRegName {
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
		addAll("fragment", []iri.Span{r.sp.Fragment})
	}
	return out
}

// bidiComponents applies the two rules of section 4.2 to every component:
// no mixing of right-to-left and left-to-right characters, and a component
// with right-to-left characters starts and ends with one.
func (r *checkRun) bidiComponents() {
	// Both rules need a right-to-left character: most inputs have none.
	if !r.may(factRTL) {
		return
	}
	hasRTL := false
	for _, c := range r.s {
		if c >= utf8.RuneSelf && chars.IsRTL(c) {
			hasRTL = true
			break
		}
	}
	if !hasRTL {
		return
	}
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
		if chars.IsBidiFormatting(c) {
			continue // reported on its own; it is no letter of the component
		}
		if n == 0 {
			first = c
		}
		last = c
		n++
		switch {
		case chars.IsRTL(c):
			rtl = true
		case chars.IsLTR(c):
			ltr = true
		}
	}
	if !rtl {
		return false, false
	}
	return ltr, !chars.IsRTL(first) || !chars.IsRTL(last)
}
