package iri

// The components that draft-ietf-iri-3987bis-00 section 3.2 names for the
// APIs of HTML5: HOSTSPECIFIC and HOSTPORT.

import "strings"

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
