package check

// A userinfo a reader can take for the host (RFC 3986 section 7.6,
// semantic attacks; RFC 3987 section 8). One that looks like a host:
// "ftp://www.bank.example@evil.example/" reads as the bank's address to a
// person, but the host is evil.example and "www.bank.example" is only a
// user name. And one that a display moves: right-to-left characters can
// put the userinfo after the '@', or the host before it, so that
// "foo://\u05D0@1.2.3.4/" is shown as "foo://1.2.3.4@\u05D0/". Reported in
// every scheme with an authority; http and https forbid the userinfo anyway
// (SCHEME_COMPONENT_FORBIDDEN), these codes say why it is dangerous.

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"golang.org/x/net/publicsuffix"
)

// userinfoHost reports a userinfo a reader can take for the host: one
// that a display shows on the wrong side of the '@' (userinfoShownMoved),
// and a user name (the userinfo before any ":") that is a dotted-decimal
// IPv4 address or a domain name under a public suffix of the ICANN section
// of the Public Suffix List (golang.org/x/net/publicsuffix).
func (r *checkRun) userinfoHost() {
	u := r.u
	if !u.HasUserinfo {
		return
	}
	r.userinfoShownMoved()
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

// userinfoShownMoved reports an authority that a display (draft-ietf-iri-
// 3987bis-00 section 4.1: the Unicode Bidirectional Algorithm in a
// left-to-right embedding) shows with a character of the userinfo right of
// the '@' or one of the host or port left of it: a reader going from left
// to right then takes what follows the '@' for the host. The order is
// that of hostorder.go's visualPositions and shownText, over the whole
// input, in time linear in its length. Without a right-to-left character
// nothing moves: numbers and neutrals then resolve to left to right (UAX
// #9 W7, N1, N2).
func (r *checkRun) userinfoShownMoved() {
	if !r.may(factRTL) {
		return
	}
	vis, ok := visualPositions(r.s, &r.bidiBuf)
	if !ok {
		return
	}
	auth, at := r.sp.Authority, r.sp.Userinfo.End // s[at] is the '@'
	moved := false
	for i := range r.s[auth.Start:auth.End] {
		// Left of the '@' in the text, and shown left of it: the same
		// side, for every character (the '@' itself compares equal).
		i += auth.Start
		moved = moved || (i < at) != (vis[i] < vis[at])
	}
	if !moved || r.absorbAt(CodeBidiUserinfoHostOrder, auth) {
		return
	}
	shown := r.bidiBuf.shownText(r.s, auth)
	_, after, _ := strings.Cut(shown, "@")
	host, _, _ := strings.Cut(after, ":")
	r.addIn(CodeBidiUserinfoHostOrder, iri.ComponentAuthority, auth, fmt.Sprintf(
		"a display shows the authority %q as %q: its right-to-left characters move the userinfo after the '@' or the host before it, so a reader going from left to right takes %q for the host, which is %q; remove the userinfo (rarely needed), or show each component isolated",
		r.s[auth.Start:auth.End], shown, host, r.u.Host))
}
