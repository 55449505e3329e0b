package iri

// Display: the left-to-right embedding of draft-ietf-iri-3987bis-00 section
// 4.1 (RFC 3987 section 4.1). The bidi classes come from
// golang.org/x/text/unicode/bidi.

import (
	"strings"

	"golang.org/x/text/unicode/bidi"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
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
// With ALabels, labels of the host are shown as their A-labels; the
// embedding is decided on s with them. With MarkSpan (registrable.Mark
// marks the registrable domain of the host), Display also marks a span of
// the IRI; the embedding is decided on s without the marks.
//
// A nil option is ignored.
func Display(s string, opts ...Option) string {
	cfg := newOptions(RFC3987, opts)
	if cfg.aLabels {
		s = showALabels(s, cfg)
	}
	embed := cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl)
	if cfg.markFind != nil {
		s = markSpan(s, cfg)
	}
	if embed {
		return "\u202A" + s + "\u202C"
	}
	return s
}

// ALabels makes Display show host labels as their A-labels ("xn--...",
// the ToASCII form of IDNA, RFC 5890 section 2.3.2.1) where show reports
// true for a label as written that is not ASCII, given with the host it is
// part of (a policy may depend on the top-level domain); with show nil,
// every such label. It concerns the host of an IRI that parses (under
// Grammar, default RFC3987) and whose scheme's registry entry has DNSHost,
// label by label ("."-separated as written); a label IDNA rejects is left
// as it is. This
// is how browsers protect their address bars from look-alike host names:
// each label is judged on its own and shown in Unicode only when it passes
// an IDN display policy, as an A-label otherwise. The policies of Chrome
// and Firefox (documented in Chromium's docs/idn.md and Mozilla's IDN
// display algorithm) show a label as an A-label when
//
//   - it mixes scripts beyond Unicode TS #39 section 5.2's "Highly
//     Restrictive" level (Latin with Han, Hiragana and Katakana; with Han
//     and Bopomofo; with Han and Hangul; Latin, Cyrillic and Greek never
//     mix with each other);
//   - it holds a character outside the identifier characters of TS #39
//     (Identifier_Status=Allowed), an invisible character or a repeated
//     combining mark, or digits of two numbering systems;
//   - it is a mixed-script or whole-script confusable (TS #39 section 4):
//     its skeleton is that of a label of another script, in particular of
//     an ASCII label ("аррӏе" in Cyrillic), or of a well-known domain;
//   - it holds one of the IDNA 2003/2008 deviation characters (U+00DF ß,
//     U+03C2 ς, U+200C, U+200D), which the two standards map differently.
//
// Package github.com/goiri/iri/check finds most of these (its codes
// MIXED_SCRIPT_LABEL, MIXED_SCRIPT_CONFUSABLE, WHOLE_SCRIPT_CONFUSABLE,
// SINGLE_SCRIPT_CONFUSABLE, HOST_IMITATES_DOMAIN, INVISIBLE_CHARACTER;
// HOST_IDNA2008 for characters
// outside IDNA2008's): a show function that reports the labels check.Run
// flags gives a display like a browser's (see the example). With show nil,
// Display shows every non-ASCII label as an A-label, like Firefox with
// network.IDN_show_punycode set: the strictest policy, for a reader who
// must not be fooled. Without ALabels every label is shown as written.
func ALabels(show func(label, host string) bool) Option {
	return func(o *options) { o.aLabels, o.showALabel = true, show }
}

// showALabels returns s with the labels of its host that cfg's ALabels
// policy picks written as A-labels.
func showALabels(s string, cfg *options) string {
	u, err := cfg.variant.Parse(s)
	if err != nil || u.String() != s || u.HostKind != HostRegName || asciiOnly(u.Host) {
		return s
	}
	if sch, _ := LookupScheme(u.Scheme); !sch.DNSHost {
		return s
	}
	var b strings.Builder
	changed := false
	for rest, more := u.Host, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		if a, ok := aLabel(label); ok && (cfg.showALabel == nil || cfg.showALabel(label, u.Host)) {
			b.WriteString(a)
			changed = true
		} else {
			b.WriteString(label)
		}
		if more {
			b.WriteByte('.')
		}
	}
	if !changed {
		return s
	}
	sp := u.Spans().Host
	return s[:sp.Start] + b.String() + s[sp.End:]
}

// aLabel returns the A-label of a host label as written that is not ASCII
// (its percent-encoded octets decoded), when IDNA gives one that is a single
// label of reg-name characters.
func aLabel(label string) (string, bool) {
	if asciiOnly(label) {
		return "", false
	}
	dec, ok := chars.PctDecode(label)
	if !ok || idnaprofile.LongerThanALabel(dec) {
		return "", false
	}
	a, err := idnaprofile.Lookup.ToASCII(dec)
	if err != nil || a == "" || len(a) > idnaprofile.MaxLabel {
		return "", false
	}
	for i := 0; i < len(a); i++ {
		if a[i] == '.' || !chars.Is(a[i], chars.RegName) {
			return "", false
		}
	}
	return a, true
}

// DisplayEmbedding reports the two facts of draft-ietf-iri-3987bis-00
// section 4.1 that a renderer needs to show s as Display(s, opts...) gives
// it: whether Display wraps s in U+202A LEFT-TO-RIGHT EMBEDDING and U+202C
// POP DIRECTIONAL FORMATTING, and whether the options say that the running
// text around it is right-to-left (RightToLeft), the direction of the
// paragraph it is shown in. Package github.com/goiri/iri/visual uses it to
// put s in visual order. As Display does, it decides on s with the labels
// ALabels picks as A-labels; other options are ignored, nil ones too.
func DisplayEmbedding(s string, opts ...Option) (embed, rightToLeft bool) {
	cfg := newOptions(RFC3987, opts)
	if cfg.aLabels {
		s = showALabels(s, cfg)
	}
	return cfg.alwaysEmbed || needsEmbedding(s, cfg.rtl), cfg.rtl
}

// markSpan puts cfg's marks around the span cfg.markFind returns for s,
// when s parses and the span lies in it.
func markSpan(s string, cfg *options) string {
	u, err := cfg.variant.Parse(s)
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
