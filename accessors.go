package iri

import (
	"net/url"
	"strconv"
	"strings"
)

// The everyday accessors net/url users reach for.

// IsAbsoluteIRI reports whether u matches absolute-IRI (RFC 3987 section
// 2.2, RFC 3986 section 4.3): it has a scheme and no fragment, so it may
// serve as the base of a resolution as written. HasScheme only asks for a
// scheme.
func (u *IRI) IsAbsoluteIRI() bool { return u.Scheme != "" && !u.HasFragment }

// Hostname returns the host without the brackets of an IP literal: "::1"
// for "http://[::1]:80/". It is empty when u has no authority.
func (u *IRI) Hostname() string {
	h := u.Host
	if len(h) >= 2 && h[0] == '[' && h[len(h)-1] == ']' {
		return h[1 : len(h)-1]
	}
	return h
}

// PortNumber returns the port as a number and true, or 0 and false when u
// has no port, an empty one ("http://h:/"), or one above 65535 (the
// grammar allows any number of digits; RFC 3986 section 3.2.3 leaves the
// range to the scheme).
func (u *IRI) PortNumber() (int, bool) {
	if u.Port == "" {
		return 0, false
	}
	n, err := strconv.ParseUint(u.Port, 10, 16)
	if err != nil {
		return 0, false
	}
	return int(n), true
}

// Redacted returns u.String() with the password of the userinfo (what
// follows its first ":") replaced by "xxxxx", as net/url's URL.Redacted
// does; u is unchanged. RFC 3986 section 3.2.1 deprecates passwords in
// identifiers.
func (u *IRI) Redacted() string {
	i := strings.IndexByte(u.Userinfo, ':')
	if i < 0 {
		return u.String()
	}
	w := *u
	w.Userinfo = u.Userinfo[:i+1] + "xxxxx"
	return w.String()
}

// QueryValues parses the query as application/x-www-form-urlencoded (the
// HTML form encoding: "&"-separated name=value pairs, "+" for space,
// percent-encoded octets decoded), keeping non-ASCII characters as they
// are. Like net/url's URL.Query, it drops malformed pairs (a bad
// percent-encoding, or a ";"); use url.ParseQuery(u.Query) for the error.
func (u *IRI) QueryValues() url.Values {
	v, _ := url.ParseQuery(u.Query)
	return v
}
