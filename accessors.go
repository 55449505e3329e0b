package iri

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// The accessors of an IRI: the everyday ones net/url users reach for, the
// HOSTSPECIFIC and HOSTPORT components of draft-ietf-iri-3987bis-00
// section 3.2 for the APIs of HTML5, and the validated Set methods.

// HasScheme reports whether u has a scheme: it is an IRI rather than a
// relative reference (RFC 3987 section 2.2, RFC 3986 section 4.1), with or
// without a fragment. IsAbsoluteIRI also asks for no fragment.
func (u *IRI) HasScheme() bool { return u.Scheme != "" }

// Authority returns the authority as written (userinfo, "@", host, ":",
// port), without the leading "//"; it is empty when HasAuthority is false.
//
// The authority is iauthority of RFC 3987 section 2.2 (RFC 3986 section 3.2).
func (u *IRI) Authority() string {
	if !u.HasAuthority {
		return ""
	}
	n := len(u.Host)
	if u.HasUserinfo {
		n += len(u.Userinfo) + 1
	}
	if u.HasPort {
		n += len(u.Port) + 1
	}
	var b strings.Builder
	b.Grow(n)
	u.writeAuthority(&b)
	return b.String()
}

// IsAbsoluteIRI reports whether u matches absolute-IRI (RFC 3987 section
// 2.2, RFC 3986 section 4.3): it has a scheme and no fragment, so it may
// serve as the base of a resolution as written. HasScheme only asks for a
// scheme.
func (u *IRI) IsAbsoluteIRI() bool { return u.Scheme != "" && !u.HasFragment }

// Hostname returns the host without the brackets of an IP literal: "::1"
// for "http://[::1]:80/". It is empty when u has no authority.
//
// The host is ihost of RFC 3987 section 2.2; an IP-literal is bracketed (RFC
// 3986 section 3.2.2).
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
//
// The query is iquery of RFC 3987 section 2.2; the form encoding is the WHATWG
// URL Standard's application/x-www-form-urlencoded section.
func (u *IRI) QueryValues() url.Values {
	v, _ := url.ParseQuery(u.Query)
	return v
}

// HostSpecific returns the HOSTSPECIFIC component of draft-ietf-iri-3987bis-00
// section 3.2: "the substring that follows the substring matched by the
// iauthority production, or the whole string if the iauthority production
// wasn't matched". With an authority it is the path with the query and the
// fragment and their delimiters ("/p?q#f" for "http://h:8/p?q#f"); without
// one it is u.String() whole, scheme and ":" included ("mailto:a@b" for
// "mailto:a@b"), as the section words it.
func (u *IRI) HostSpecific() string {
	if !u.hasAuthority() {
		return u.String()
	}
	// What String writes after the authority.
	var b strings.Builder
	b.WriteString(u.pathPrefix(true))
	b.WriteString(u.Path)
	if u.HasQuery || u.Query != "" {
		b.WriteByte('?')
		b.WriteString(u.Query)
	}
	if u.HasFragment || u.Fragment != "" {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// HostPort returns the HOSTPORT component of draft-ietf-iri-3987bis-00
// section 3.2: host ":" port when u has a port that is not the scheme's
// default port (LookupScheme; a scheme with none has no default to match),
// otherwise the host alone, as written (an IPv6 literal keeps its
// brackets). An empty port ("http://h:/") gives no port, so the host alone;
// ports are compared as numbers ("080" is 80). A relative reference has no
// scheme, hence no default port to drop: "//h:1/x" gives "h:1". (The
// section's words make a scheme a condition for keeping the port; the port
// is dropped only because it is the default one, which needs a scheme, so
// a reference without one keeps it, as issue 30 of this project decided.)
// Without an authority the result is "".
func (u *IRI) HostPort() string {
	if u.Port == "" || (u.Scheme != "" && isDefaultPort(u.Scheme, u.Port)) {
		return u.Host
	}
	return u.Host + ":" + u.Port
}

// isDefaultPort reports whether port, a string of digits, is the default
// port of scheme, compared as decimal numbers of any length.
func isDefaultPort(scheme, port string) bool {
	sch, ok := LookupScheme(scheme)
	if !ok || sch.DefaultPort == "" {
		return false
	}
	return trimZeros(port) == trimZeros(sch.DefaultPort)
}

// trimZeros removes the leading zeros of a decimal number, keeping one
// digit.
func trimZeros(n string) string {
	t := strings.TrimLeft(n, "0")
	if t == "" && n != "" {
		return "0"
	}
	return t
}

// Editing a parsed IRI. Setting a field directly is allowed (String then
// derives what the flags would say), but it checks nothing; the Set
// methods validate the new component against a grammar and refresh the
// flags, HostKind and PathForm, or leave the IRI unchanged and say why.

// errComponent is wrapped by the errors of the Set methods when the new
// value does not read back as that component alone: it holds a delimiter
// that would start another component, for example "?" in a path.
var errComponent = errors.New("the value would not stay one component")

// SetScheme sets the scheme, validated as scheme (RFC 3986 section 3.1).
// The empty string removes it, making u a relative reference.
func (u *IRI) SetScheme(scheme string, opts ...Option) error {
	return u.set(ComponentScheme, scheme, opts)
}

// SetUserinfo sets the userinfo, validated as iuserinfo (RFC 3987 section
// 2.2, or the grammar of the Grammar option). It adds an empty authority
// if u had none.
func (u *IRI) SetUserinfo(userinfo string, opts ...Option) error {
	return u.set(ComponentUserinfo, userinfo, opts)
}

// SetHost sets the host, validated as ihost: an IP literal in brackets, an
// IPv4 address or an ireg-name. It adds an authority if u had none.
//
// The rules are those of RFC 3987 section 2.2 (RFC 3986 section 3.2.2).
func (u *IRI) SetHost(host string, opts ...Option) error {
	return u.set(ComponentHost, host, opts)
}

// SetPort sets the port, validated as port (digits). It adds an authority
// if u had none.
//
// port is the rule of RFC 3986 section 3.2.3, which RFC 3987 section 2.2
// reuses.
func (u *IRI) SetPort(port string, opts ...Option) error {
	return u.set(ComponentPort, port, opts)
}

// SetPath sets the path, validated as the path rule its context requires
// (RFC 3987 section 2.2): after an authority it must be empty or start
// with "/"; without one it must not start with "//".
func (u *IRI) SetPath(path string, opts ...Option) error {
	return u.set(ComponentPath, path, opts)
}

// SetQuery sets the query (present, possibly empty), validated as iquery.
//
// iquery is the rule of RFC 3987 section 2.2 (RFC 3986 section 3.4).
func (u *IRI) SetQuery(query string, opts ...Option) error {
	return u.set(ComponentQuery, query, opts)
}

// SetFragment sets the fragment (present, possibly empty), validated as
// ifragment.
//
// ifragment is the rule of RFC 3987 section 2.2 (RFC 3986 section 3.5).
func (u *IRI) SetFragment(fragment string, opts ...Option) error {
	return u.set(ComponentFragment, fragment, opts)
}

// Clear removes component c (the delimiter with it): after
// Clear(ComponentFragment), "http://h/p#f" reads "http://h/p". Clearing the
// authority clears userinfo, host and port; clearing the path empties it.
//
// The components and their delimiters are those of RFC 3986 section 3.
func (u *IRI) Clear(c Component) {
	switch c {
	case ComponentScheme:
		u.Scheme = ""
	case ComponentAuthority:
		u.Userinfo, u.Host, u.Port = "", "", ""
		u.HasAuthority, u.HasUserinfo, u.HasPort = false, false, false
		u.HostKind, u.authSep = HostNone, 0
	case ComponentUserinfo:
		u.Userinfo, u.HasUserinfo = "", false
	case ComponentHost:
		u.Host = ""
		if u.HasAuthority {
			u.HostKind = HostRegName
		}
	case ComponentPort:
		u.Port, u.HasPort = "", false
	case ComponentPath:
		u.Path = ""
	case ComponentQuery:
		u.Query, u.HasQuery = "", false
	case ComponentFragment:
		u.Fragment, u.HasFragment = "", false
	}
	if u.PathForm != PathOpaque {
		u.recomputeForm()
	}
}

// set replaces component c with value, then parses the recomposed IRI with
// the grammar of the options (default RFC3987) and keeps the result only
// if c reads back as value and every other component is unchanged.
func (u *IRI) set(c Component, value string, opts []Option) error {
	o := newOptions(RFC3987, opts)
	w := *u
	switch c {
	case ComponentScheme:
		w.Scheme = value
	case ComponentUserinfo:
		w.Userinfo, w.HasUserinfo, w.HasAuthority = value, true, true
	case ComponentHost:
		w.Host, w.HasAuthority = value, true
	case ComponentPort:
		w.Port, w.HasPort, w.HasAuthority = value, true, true
	case ComponentPath:
		if w.hasAuthority() && value != "" && value[0] != '/' {
			return fmt.Errorf("iri: invalid path %q: after an authority a path must be empty or start with \"/\" (RFC 3986 section 3.3)", value)
		}
		w.Path = value
	case ComponentQuery:
		w.Query, w.HasQuery = value, true
	case ComponentFragment:
		w.Fragment, w.HasFragment = value, true
	}
	s := w.String()
	p, err := o.variant.Parse(s)
	if err != nil {
		return fmt.Errorf("iri: invalid %s %q: %w", c, value, err)
	}
	if !sameComponents(p, &w) {
		return fmt.Errorf("iri: invalid %s %q: %w", c, value, errComponent)
	}
	*u = *p
	return nil
}

// sameComponents reports whether a and b have the same components and
// presence flags (HostKind and PathForm aside).
func sameComponents(a, b *IRI) bool {
	return a.Scheme == b.Scheme && a.Userinfo == b.Userinfo && a.Host == b.Host &&
		a.Port == b.Port && a.Path == b.Path && a.Query == b.Query && a.Fragment == b.Fragment &&
		a.HasAuthority == b.hasAuthority() && a.HasUserinfo == (b.HasUserinfo || b.Userinfo != "") &&
		a.HasPort == (b.HasPort || b.Port != "") && a.HasQuery == (b.HasQuery || b.Query != "") &&
		a.HasFragment == (b.HasFragment || b.Fragment != "")
}
