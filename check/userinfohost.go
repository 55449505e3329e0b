package check

// A userinfo that looks like a host: "ftp://www.bank.example@evil.example/"
// reads as the bank's address to a person, but the host is evil.example
// and "www.bank.example" is only a user name (RFC 3986 section 7.6,
// semantic attacks; RFC 3987 section 8). Reported in every scheme with an
// authority; http and https forbid the userinfo anyway (SCHEME_COMPONENT_
// FORBIDDEN), this code says why it is dangerous.

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/goiri/iri/internal/chars"
	"golang.org/x/net/publicsuffix"
)

// userinfoHost reports a user name (the userinfo before any ":") that is a
// dotted-decimal IPv4 address or a domain name under a public suffix of
// the ICANN section of the Public Suffix List (golang.org/x/net/publicsuffix).
func (r *checkRun) userinfoHost() {
	u := r.u
	if !u.HasUserinfo {
		return
	}
	user, _, _ := strings.Cut(u.Userinfo, ":")
	name, ok := chars.PctDecode(user)
	if !ok || !looksLikeHost(name) {
		return
	}
	r.add(CodeUserinfoHost, span(r.sp.Userinfo.Start, r.sp.Userinfo.Start+len(user)), fmt.Sprintf(
		"the userinfo %q looks like a host name, but the host is %q: a reader may take the IRI for one on %q",
		user, u.Host, name))
}

// looksLikeHost reports whether name is a dotted-decimal IPv4 address or a
// domain name of at least two labels whose public suffix is an ICANN one.
func looksLikeHost(name string) bool {
	if !strings.Contains(name, ".") {
		return false // neither a dotted-decimal address nor a name of two labels
	}
	if a, err := netip.ParseAddr(name); err == nil && a.Is4() {
		return true
	}
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	if !strings.Contains(name, ".") {
		return false
	}
	for _, l := range strings.Split(name, ".") {
		if l == "" {
			return false
		}
		for _, c := range l {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c >= 0x80) {
				return false
			}
		}
	}
	suffix, icann := publicsuffix.PublicSuffix(name)
	return icann && suffix != name
}
