package iri

import (
	"errors"
	"fmt"
)

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
func (u *IRI) SetHost(host string, opts ...Option) error {
	return u.set(ComponentHost, host, opts)
}

// SetPort sets the port, validated as port (digits). It adds an authority
// if u had none.
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
func (u *IRI) SetQuery(query string, opts ...Option) error {
	return u.set(ComponentQuery, query, opts)
}

// SetFragment sets the fragment (present, possibly empty), validated as
// ifragment.
func (u *IRI) SetFragment(fragment string, opts ...Option) error {
	return u.set(ComponentFragment, fragment, opts)
}

// Clear removes component c (the delimiter with it): after
// Clear(ComponentFragment), "http://h/p#f" reads "http://h/p". Clearing the
// authority clears userinfo, host and port; clearing the path empties it.
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
