package check

// Case rules: the hexadecimal digits of percent-encodings, the letters of a
// registered name and of an IPv6 address (RFC 3986 sections 2.1 and 3.2.2,
// RFC 3987 section 5.3.2.1, RFC 5952 section 4), and the recommended text
// form of an IPv6 address (RFC 5952 section 4).

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// refinements runs the rules of casing.go, host.go, path.go and
// surrogate.go; Run calls it after its own passes.
func (r *checkRun) refinements(cfg *config) {
	r.pctHexCase()
	if r.u != nil {
		r.hostCase()
		r.ipv6Form()
		r.hostLabels(cfg.variant)
		r.pathDots()
		r.urnNID()
	}
	r.invalidBytesComponents(cfg)
}

// pctHexCase reports each run of consecutive percent-encoded triplets that
// has a lowercase hexadecimal digit (RFC 3986 section 2.1: "should use
// uppercase hexadecimal digits for all percent-encodings"). A run is one
// finding, so that "%c3%a9" (one character) is reported once. A triplet
// that encodes an unreserved character is left out: it should not be
// encoded at all (PCT_ENCODED_UNRESERVED, PCT_ENCODED_DOT_SEGMENT). As the
// other percent-encoding rules do, the octets of a data: IRI are left
// alone (RFC 2397 writes its own examples in lowercase).
func (r *checkRun) pctHexCase() {
	if !r.may(factPct) {
		return
	}
	s := r.s
	for i := 0; i < len(s); {
		if !chars.IsPctTriplet(s, i) || chars.Is(chars.Unhex(s[i+1])<<4|chars.Unhex(s[i+2]), chars.Unreserved) {
			if j := strings.IndexByte(s[i+1:], '%'); j >= 0 {
				i += 1 + j
			} else {
				i = len(s)
			}
			continue
		}
		start, lower := i, false
		for ; chars.IsPctTriplet(s, i); i += 3 {
			if chars.Is(chars.Unhex(s[i+1])<<4|chars.Unhex(s[i+2]), chars.Unreserved) {
				break
			}
			lower = lower || isLowerHex(s[i+1]) || isLowerHex(s[i+2])
		}
		if lower && !r.binaryData(start) {
			run := s[start:i]
			r.add(CodePctLowercaseHex, span(start, i), fmt.Sprintf(
				"%s has lowercase hexadecimal digits; write %s", run, upperPct(run)))
		}
	}
}

func isLowerHex(c byte) bool { return 'a' <= c && c <= 'f' }

// upperPct uppercases the hexadecimal digits of the triplets in run.
func upperPct(run string) string {
	b := []byte(run)
	for i := range b {
		if b[i] != '%' && isLowerHex(b[i]) {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// lowerOutsideTriplets returns s with its ASCII uppercase letters lowered,
// leaving the hexadecimal digits of percent-encoded triplets as written, and
// whether it changed anything.
func lowerOutsideTriplets(s string) (string, bool) {
	b := []byte(s)
	changed := false
	for i := 0; i < len(b); i++ {
		if chars.IsPctTriplet(s, i) {
			i += 2
			continue
		}
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
			changed = true
		}
	}
	return string(b), changed
}

// hasUpperASCII reports whether s has an ASCII uppercase letter.
func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// hostCase reports a registered name with ASCII uppercase letters (RFC
// 3986 section 3.2.2: "producers and normalizers should use lowercase for
// registered names"). Non-ASCII letters are left to IDNA, whose mapping
// folds case; the digits of percent-encodings are the other rule's.
func (r *checkRun) hostCase() {
	u := r.u
	if !u.HasAuthority || u.HostKind != iri.HostRegName {
		return
	}
	if !r.may(factUpper) || !hasUpperASCII(u.Host) {
		return
	}
	if low, changed := lowerOutsideTriplets(u.Host); changed {
		r.add(CodeHostNotLowercase, r.sp.Host, fmt.Sprintf("the host %q has uppercase letters; write %q", u.Host, low))
	}
}

// ipv6Form checks an IPv6 literal: lowercase hexadecimal digits (RFC 3986
// section 3.2.2; RFC 5952 section 4.3) and, apart from case, the text form
// RFC 5952 section 4 recommends: no leading zeros (4.1), "::" for the
// longest run of two or more zero fields, the first of equal runs (4.2).
// The canonical form is the one net/netip prints, which follows RFC 5952.
// An address with a dotted-decimal tail is compared only when it is
// IPv4-mapped (RFC 5952 section 5 leaves the others to the application).
func (r *checkRun) ipv6Form() {
	u := r.u
	if !u.HasAuthority || u.HostKind != iri.HostIPv6 {
		return
	}
	inner := u.Host[1 : len(u.Host)-1]
	sp := span(r.sp.Host.Start+1, r.sp.Host.End-1)
	low := strings.ToLower(inner)
	if low != inner {
		r.add(CodeIPv6NotLowercase, sp, fmt.Sprintf("the IPv6 address %s has uppercase hexadecimal digits; write %s", inner, low))
	}
	addr, err := netip.ParseAddr(inner)
	if err != nil { // the grammar's IPv6address is one net/netip reads; kept for safety
		return
	}
	if strings.Contains(inner, ".") && !addr.Is4In6() {
		return
	}
	var buf [64]byte
	if canon := addr.AppendTo(buf[:0]); string(canon) != low {
		r.add(CodeIPv6NotCanonical, sp, "the IPv6 address "+inner+" is not in the RFC 5952 text form "+string(canon))
	}
}
