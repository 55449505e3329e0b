package iri

// The registrable domain ("eTLD+1") of a host, from the Public Suffix List
// as golang.org/x/net/publicsuffix carries it.

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/publicsuffix"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// RegistrableDomain returns the span, in u.String(), of the registrable
// domain of u's host and true: its public suffix (the longest rule of the
// Public Suffix List that matches, ICANN and private sections alike, or the
// last label when none does, as golang.org/x/net/publicsuffix decides) and
// the one label before it. For "http://www.paypal.com.account-verify.example/"
// it is "account-verify.example", for "http://www.example.co.uk/"
// "example.co.uk". A final "." of the host stays outside the span.
//
// It returns false when u has no reg-name host, when the host fails IDNA
// ToASCII (the list is matched on A-labels, so "例え.jp" works) or has a
// label certainly longer than a DNS label allows, or when the
// host is itself a public suffix or a single label ("localhost", "co.uk").
// The labels are those of the host as written, split at "." and at the
// other IDNA label separators (U+3002, U+FF0E, U+FF61).
func (u *IRI) RegistrableDomain() (Span, bool) {
	if !u.hasAuthority() || u.HostKind != HostRegName || u.Host == "" {
		return Span{}, false
	}
	host, ok := chars.PctDecode(u.Host)
	// A label certainly too long for DNS has no registrable domain; the
	// check spares ToASCII, quadratic in the length of a label.
	if !ok || idnaprofile.LongerThanALabel(host) {
		return Span{}, false
	}
	a, err := idnaprofile.Lookup.ToASCII(host)
	if err != nil {
		return Span{}, false
	}
	a = strings.TrimSuffix(strings.ToLower(a), ".")
	reg, err := publicsuffix.EffectiveTLDPlusOne(a)
	if err != nil {
		return Span{}, false
	}
	// Label start offsets in the host as written (percent-encoded dots are
	// not separators: a decoded "%2E" would make the counts differ).
	raw := u.Host
	end := len(raw)
	starts := []int{0}
	for i := 0; i < len(raw); {
		c, n := utf8.DecodeRuneInString(raw[i:])
		if c == '.' || c == 0x3002 || c == 0xFF0E || c == 0xFF61 {
			if i+n == len(raw) {
				end = i // a final separator ends the host's last label
				break
			}
			starts = append(starts, i+n)
		}
		i += n
	}
	want := strings.Count(reg, ".") + 1
	// reg is a suffix of a, so want <= len(starts) once the counts agree.
	if len(starts) != strings.Count(a, ".")+1 {
		return Span{}, false
	}
	h := u.Spans().Host
	return Span{h.Start + starts[len(starts)-want], h.Start + end}, true
}
