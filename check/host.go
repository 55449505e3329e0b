package check

// Host label rules for DNS schemes beyond IDNA ToASCII (check.go): a
// percent-encoded host (RFC 3986 section 3.2.2), empty labels (RFC 3490
// section 4.1), STD3 rules (RFC 3987 section 3.1), characters IDNA maps to
// delimiters or deletes, A-labels (RFC 5891 section 5.3; RFC 3987 section
// 5.3.3) and code points IDNA2008 disallows (RFC 5892).

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// isLDH reports whether c may appear in a DNS host name label: a letter, a
// digit or a hyphen (RFC 1123 section 2.1; the "LDH" of RFC 5890 section
// 2.3.1).
func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-'
}

// hostLabels applies the label rules to the reg-name host of a DNS scheme
// (iri.LookupScheme's DNSHost). Apart from empty labels, hosts that are
// not UTF-8 or fail IDNA ToASCII as a whole are HOST_IDNA's (check.go) and
// get no finding here.
func (r *checkRun) hostLabels(v iri.Variant) {
	u := r.u
	if !u.HasAuthority || u.HostKind != iri.HostRegName || u.Host == "" {
		return
	}
	if r.isSimpleHost() {
		return // no empty label, and nothing in any label (memo.go)
	}
	if sch, ok := r.lookupScheme(); !ok || !sch.DNSHost {
		return
	}
	labels := r.hostLabelSpans()
	for i, sp := range labels {
		if sp.Len() == 0 && (i < len(labels)-1 || i == 0) {
			r.add(CodeHostEmptyLabel, sp, "the host has an empty label here; a DNS name has labels of 1 to 63 octets, and only the root label after a final \".\" may be empty")
		}
	}
	host, ok, a, err := r.hostIDNA()
	if !ok || err != nil {
		return
	}
	if strings.Contains(u.Host, "%") && host != u.Host && r.pctHost(host, a) {
		return
	}
	for _, sp := range labels {
		raw := r.s[sp.Start:sp.End]
		if lab, ok := chars.PctDecode(raw); ok && lab != "" {
			r.label(lab, sp, lab == raw, v.HostSTD3())
		}
	}
}

// label checks one host label lab (decoded) at span sp of the input; asIs
// says lab is written in the input as is, so that its characters have
// spans of their own (a percent-encoded label is reported as a whole);
// std3 says UseSTD3ASCIIRules applies (the variant's HostSTD3: rfc3987).
func (r *checkRun) label(lab string, sp iri.Span, asIs, std3 bool) {
	bit := uint8(1)
	if std3 {
		bit = 2
	}
	clean, _ := labelClean.get(lab)
	if clean&bit != 0 {
		return // found nothing before (cache.go)
	}
	pushed := r.pushed
	var mapped []iri.Span  // characters mapped to delimiters
	var deleted []iri.Span // characters IDNA deletes
	defer func() {
		r.dropNFKCAt(mapped)
		r.dropInvisibleIn(deleted)
		if r.pushed == pushed {
			labelClean.put(lab, clean|bit)
		}
	}()
	if _, err := idnaprofile.Lookup.ToASCII(lab); err != nil {
		return
	}
	if low := strings.ToLower(lab); strings.HasPrefix(low, "xn--") {
		r.aceLabel(lab, low, sp)
		return
	}
	at := func(i, n int) iri.Span {
		if asIs {
			return span(sp.Start+i, sp.Start+i+n)
		}
		return sp
	}
	for i, c := range lab {
		n := utf8.RuneLen(c)
		if c < 0x80 {
			if std3 && !isLDH(byte(c)) {
				if !r.absorbAt(CodeHostSTD3, at(i, n)) {
					r.add(CodeHostSTD3, at(i, n), fmt.Sprintf("%q is not a letter, digit or hyphen; RFC 3987 validates host names with UseSTD3ASCIIRules, which forbids it", c))
				}
			}
			continue
		}
		m, err := idnaprofile.Mapping.ToUnicode(string(c))
		if err != nil {
			continue
		}
		if m == "" {
			inv := ""
			if chars.IsInvisible(c) {
				inv = " (an invisible, default-ignorable character)"
			}
			if !r.absorbAt(CodeHostIDNAIgnored, at(i, n)) {
				r.add(CodeHostIDNAIgnored, at(i, n), fmt.Sprintf("IDNA deletes %s%s, so the name looked up is not the one shown: the host is the same DNS name without it (scheme-based comparison finds them equivalent); IDNA2008 disallows it (RFC 5892)", chars.Describe(c), inv))
			}
			deleted = append(deleted, at(i, n))
			continue
		}
		if d := nonLDH(m); d != 0 {
			if chars.Is(d, chars.Unreserved) || chars.Is(d, chars.SubDelims) {
				if std3 {
					if !r.absorbAt(CodeHostSTD3, at(i, n)) {
						r.add(CodeHostSTD3, at(i, n), fmt.Sprintf("IDNA maps %s to %q; RFC 3987 validates host names with UseSTD3ASCIIRules, which forbids it", chars.Describe(c), m))
					}
				}
			} else {
				if !r.absorbAt(CodeHostMapsToDelimiter, at(i, n)) {
					r.add(CodeHostMapsToDelimiter, at(i, n), fmt.Sprintf("IDNA maps %s to %q, which no URI host can hold: the mapped host is not the host written", chars.Describe(c), m))
				}
				if asIs {
					mapped = append(mapped, at(i, n))
				}
			}
			continue
		}
		for _, mc := range m {
			if why := idna2008Disallowed(mc); mc >= 0x80 && why != "" {
				if !r.absorbAt(CodeHostIDNA2008, at(i, n)) {
					r.add(CodeHostIDNA2008, at(i, n), fmt.Sprintf("%s is %s in IDNA2008 (RFC 5892); UTS #46 lookup accepts it, registries and stricter resolvers do not", chars.Describe(c), why))
				}
				break
			}
		}
	}
}

// dropInvisibleIn removes the INVISIBLE_CHARACTER findings that lie within
// one of spans, where HOST_IDNA_IGNORED reports the same character: that
// finding says it is invisible and what IDNA does with it, so a second
// one would only repeat it.
func (r *checkRun) dropInvisibleIn(spans []iri.Span) {
	if len(spans) == 0 {
		return
	}
	r.remove(func(f *Finding) bool {
		if f.Code != CodeInvisible {
			return false
		}
		for _, sp := range spans {
			if sp.Start <= f.Span.Start && f.Span.End <= sp.End {
				return true
			}
		}
		return false
	})
}

// dropNFKCAt removes the NOT_NFKC findings whose span is one of spans
// (single characters): the finding made there says more (NFKC's
// compatibility mapping is part of the IDNA mapping), as the look-alike
// codes do in normalization (check.go). One pass over the findings.
func (r *checkRun) dropNFKCAt(spans []iri.Span) {
	if len(spans) == 0 {
		return
	}
	at := make(map[iri.Span]bool, len(spans))
	for _, sp := range spans {
		at[sp] = true
	}
	r.remove(func(f *Finding) bool { return f.Code == CodeNotNFKC && at[f.Span] })
}

// nonLDH returns the first ASCII character of m other than a letter,
// digit, hyphen or ".", or 0. (IDNA maps U+3002 IDEOGRAPHIC FULL STOP and
// its kin to ".", a label separator.)
func nonLDH(m string) byte {
	for i := 0; i < len(m); i++ {
		if c := m[i]; c < 0x80 && c != '.' && !isLDH(c) {
			return c
		}
	}
	return 0
}

// aceLabel checks a label starting "xn--" (in any case): it must be an
// A-label, the Punycode form of a valid U-label (RFC 5890 section 2.3.2.1;
// RFC 5891 section 5.3), else it is a HOST_IDNA
// error; a valid one is reported as HOST_ACE_LABEL (RFC 3987 section 5.3.3:
// IRIs should show the U-label), and its U-label is checked against
// IDNA2008 as a whole.
func (r *checkRun) aceLabel(lab, low string, sp iri.Span) {
	// ToUnicode decodes the Punycode and validates the U-label as
	// registration does; "xn--" alone decodes to an empty, invalid label.
	ul, err := idnaprofile.Registration.ToUnicode(low)
	if err != nil {
		r.addSection(CodeHostIDNA, sp, "RFC 5890 section 2.3.2.1; RFC 5891 section 5.3", fmt.Sprintf(
			"%q starts with \"xn--\" but is not an A-label: %s", lab, strings.TrimPrefix(err.Error(), "idna: ")))
		return
	}
	r.add(CodeHostACELabel, sp, fmt.Sprintf("%q is the ACE form of %q; IRIs should show the U-label %q", lab, ul, ul))
	for _, c := range ul {
		if why := idna2008Disallowed(c); why != "" {
			r.add(CodeHostIDNA2008, sp, fmt.Sprintf("the A-label %q encodes %s, which is %s in IDNA2008 (RFC 5892)", lab, chars.Describe(c), why))
			return
		}
	}
}

// The code point classes of RFC 5892 that decide the IDNA2008 status of a
// character the UTS #46 mapping of x/net/idna leaves valid: UTS #46 marks
// symbols and emoji "valid" (its NV8 status) where IDNA2008 disallows them,
// and x/net/idna does not expose that status.
var (
	// Section 2.6, Exceptions (F): PVALID and CONTEXTO (left to context,
	// not checked here) entries, and DISALLOWED ones.
	idnaExceptionValid = []rune{0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007,
		0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB}
	idnaExceptionDisallowed = []rune{0x0640, 0x07FA, 0x302E, 0x302F, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303B}
	// Section 2.5, IgnorableBlocks (D): Combining Diacritical Marks for
	// Symbols, Musical Symbols, Ancient Greek Musical Notation.
	idnaIgnorableBlocks = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x20D0, Hi: 0x20FF, Stride: 1}},
		R32: []unicode.Range32{{Lo: 0x1D100, Hi: 0x1D1FF, Stride: 1}, {Lo: 0x1D200, Hi: 0x1D24F, Stride: 1}}}
	// Section 2.9, OldHangulJamo (I): Hangul_Syllable_Type L, V or T.
	idnaOldHangulJamo = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x1100, Hi: 0x11FF, Stride: 1},
		{Lo: 0xA960, Hi: 0xA97C, Stride: 1}, {Lo: 0xD7B0, Hi: 0xD7C6, Stride: 1}, {Lo: 0xD7CB, Hi: 0xD7FB, Stride: 1}}}
)

// idna2008Disallowed returns "unassigned" or "disallowed" for a non-ASCII
// code point c that IDNA2008 does not allow, by the derivation of RFC 5892
// section 3 over the classes of section 2 (Go's Unicode tables), or "".
// Unstable and ignorable code points (sections 2.3, 2.4) are left out: the
// UTS #46 mapping has already replaced or deleted them.
func idna2008Disallowed(c rune) string {
	switch {
	case c == 0x200C || c == 0x200D, c >= 0x0660 && c <= 0x0669, c >= 0x06F0 && c <= 0x06F9:
		return "" // CONTEXTJ / CONTEXTO (sections 2.8, 2.6)
	case containsRune(idnaExceptionValid, c):
		return ""
	case containsRune(idnaExceptionDisallowed, c):
		return "disallowed"
	case !unicode.In(c, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z,
		unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs):
		return "unassigned"
	case unicode.In(c, idnaIgnorableBlocks, idnaOldHangulJamo):
		return "disallowed"
	case unicode.In(c, unicode.Ll, unicode.Lu, unicode.Lo, unicode.Nd, unicode.Lm, unicode.Mn, unicode.Mc):
		return "" // LetterDigits (section 2.1): PVALID
	}
	return "disallowed"
}

func containsRune(list []rune, c rune) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

// pctHost reports a host written with percent-encoding: one whose decoded
// ASCII form is not a DNS name (HOST_PCT_NOT_DNS), else one that encodes
// non-ASCII characters (HOST_PCT_ENCODED: RFC 3986 section 3.2.2 asks for
// the IDNA encoding "rather than a percent-encoding"). A host that only
// encodes ASCII letters, digits or hyphens is PCT_ENCODED_UNRESERVED's.
//
// It reports whether the host is not a DNS name, in which case the label
// rules have nothing more to say.
func (r *checkRun) pctHost(host, ascii string) bool {
	for i := 0; i < len(ascii); i++ {
		if c := ascii[i]; c != '.' && !isLDH(c) {
			r.add(CodeHostPctNotDNS, r.sp.Host, fmt.Sprintf(
				"the host decodes to %q, which has %q: not a DNS name (letters, digits and hyphens)", host, c))
			return true
		}
	}
	for i := 0; i < len(host); i++ {
		if host[i] >= 0x80 {
			r.add(CodeHostPctEncoded, r.sp.Host, fmt.Sprintf(
				"the host percent-encodes the name %q: write it as is in an IRI, or as %q (IDNA) where ASCII is needed", host, ascii))
			return false
		}
	}
	return false
}
