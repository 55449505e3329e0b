// Package registrable finds the registrable domain ("eTLD+1") of an IRI's
// host, from the Public Suffix List as golang.org/x/net/publicsuffix
// carries it, and marks it for display, so that a reader sees which part of
// a host decides who owns it (the spoofing concern of
// draft-ietf-iri-3987bis-00 section 10, RFC 3987 section 8).
//
// It is a package of its own because the list, and the net/http it comes
// with, are heavy: importing the root package github.com/goiri/iri does not
// link them.
package registrable

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/publicsuffix"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// Domain returns the span, in u.String(), of the registrable domain of u's
// host (draft-ietf-iri-3987bis-00 section 3.2's ihost, a reg-name) and true: its public suffix (the longest rule of the
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
func Domain(u *iri.IRI) (iri.Span, bool) {
	if u.HostKind != iri.HostRegName || u.Host == "" {
		return iri.Span{}, false
	}
	host, ok := chars.PctDecode(u.Host)
	// A label certainly too long for DNS has no registrable domain; the
	// check spares ToASCII, quadratic in the length of a label.
	if !ok || idnaprofile.LongerThanALabel(host) {
		return iri.Span{}, false
	}
	a, err := idnaprofile.Lookup.ToASCII(host)
	if err != nil {
		return iri.Span{}, false
	}
	a = strings.TrimSuffix(strings.ToLower(a), ".")
	reg, err := publicsuffix.EffectiveTLDPlusOne(a)
	if err != nil {
		return iri.Span{}, false
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
		return iri.Span{}, false
	}
	h := u.Spans().Host
	return iri.Span{Start: h.Start + starts[len(starts)-want], End: h.Start + end}, true
}

// Mark returns the option that makes iri.Display put open before and close
// after the registrable domain of the IRI's host (Domain), e.g. "[" and "]",
// or the escape sequences of bold text on a terminal, so that a reader sees
// which part of "paypal.com.account-verify.example" decides who owns the
// host (draft-ietf-iri-3987bis-00 section 10). Display parses its input with
// the Grammar option's variant (RFC3987 without one) and marks nothing
// when it does not parse or has no registrable domain (see iri.MarkSpan).
func Mark(open, close string) iri.Option { return iri.MarkSpan(Domain, open, close) }
