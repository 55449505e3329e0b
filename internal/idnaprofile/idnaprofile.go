// Package idnaprofile is the one IDNA profile set of the module, used by the
// mapping (ToURI, ToIRI), scheme-based normalization and the checks alike,
// so that they cannot drift apart.
//
// The documented choice, stated here once: UTS #46 nontransitional
// processing (IDNA2008: "ß" stays "ß"), the UTS #46 lookup mapping (case
// folding, width mapping, NFC), CheckHyphens, CheckJoiners and CheckBidi on,
// and UseSTD3ASCIIRules off as draft-ietf-iri-3987bis-00 section 3.4 says
// (RFC 3987 section 3.1 had it on). VerifyDnsLength is off, since labels are
// mapped one at a time: the length of the whole name is the resolver's
// business, and the 1 to 63 octets RFC 3490 section 4.1 step 8 puts on a
// label's ToASCII result are checked by the callers with MaxLabel.
package idnaprofile

import "golang.org/x/net/idna"

// Lookup is the profile described in the package documentation.
var Lookup = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.StrictDomainName(false),
)

// Registration is the stricter profile of RFC 5891 section 4 (IDNA2008
// registration: no mapping, every rune must already be valid), used by the
// checks to validate A-labels (RFC 5891 section 5.3). It does not make
// mapping stricter: Lookup stays the profile for mapping.
var Registration = idna.New(
	idna.ValidateForRegistration(),
	idna.BidiRule(),
	idna.Transitional(false),
)

// Mapping applies the UTS #46 mapping of Lookup without validating labels,
// so that the checks can see what IDNA makes of one character: "" for a
// character it deletes, "%" for U+FE6A SMALL PERCENT SIGN.
var Mapping = idna.New(
	idna.MapForLookup(),
	idna.ValidateLabels(false),
	idna.Transitional(false),
	idna.StrictDomainName(false),
)

// MaxLabel is the most octets a label may have after ToASCII (RFC 3490
// section 4.1 step 8; RFC 1034 section 3.1).
const MaxLabel = 63

// ToASCIITooLong reports whether ToASCII under p fails on label l because
// its result would be more than MaxLabel octets long: an ASCII label (an
// A-label) over 63 octets, or a non-ASCII label whose A-label is. A label
// that LongerThanALabel finds too long is not given to ToASCII, whose
// Punycode encoding takes time quadratic in the length of a label.
func ToASCIITooLong(p *idna.Profile, l string) bool {
	ascii := true
	for i := 0; i < len(l); i++ {
		if l[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return len(l) > MaxLabel
	}
	if LongerThanALabel(l) {
		return true
	}
	a, err := p.ToASCII(l)
	return err == nil && len(a) > MaxLabel
}

// LongerThanALabel reports, in time linear in len(s), whether some label
// of s would be longer than MaxLabel octets after ToASCII, however its
// Punycode comes out, so that the caller need not run ToASCII (whose
// Punycode encoding takes time quadratic in the length of a label). It
// counts the code points of each label (split where the UTS #46 mapping
// gives ".") that the mapping does not delete: the mapping turns each into
// one or more code points, NFC composes at most four into one (a Greek
// letter with three marks), and a label of more than MaxLabel code points
// is more than MaxLabel octets whether it stays ASCII or becomes "xn--"
// followed by at least one octet per code point (RFC 3492 section 6.3). So
// more than 4*MaxLabel counted code points is too long for certain. A
// string of at most 4*MaxLabel octets is never looked at.
func LongerThanALabel(s string) bool {
	const bound = 4 * MaxLabel
	if len(s) <= bound {
		return false
	}
	n := 0
	for _, r := range s {
		switch m := ""; {
		case r == '.':
			n = 0
			continue
		case r < 0x80:
			n++
		default:
			m, _ = Mapping.ToUnicode(string(r))
			if m == "." {
				n = 0
				continue
			}
			if m != "" {
				n++
			}
		}
		if n > bound {
			return true
		}
	}
	return false
}

// Joiners is a profile that checks nothing but the CONTEXTJ rules of RFC
// 5892 appendix A.1 and A.2 (where ZERO WIDTH NON-JOINER and ZERO WIDTH
// JOINER are allowed): the checks ask it whether a joiner stands where a
// script may need it.
var Joiners = idna.New(idna.CheckJoiners(true))

// RemovesRune reports whether the UTS #46 mapping of Lookup maps r to
// nothing (its status "ignored", e.g. U+200B, U+00AD, U+FEFF, the
// variation selectors), so that a host label holding it is the same DNS
// name without it.
func RemovesRune(r rune) bool {
	u, err := Lookup.ToUnicode("a" + string(r) + "a")
	return err == nil && u == "aa"
}
