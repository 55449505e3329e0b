package iri

import (
	"fmt"
	"net/url"
)

// URL maps u to a URI with the mapping of ToURI (the same options) and
// returns it as a *url.URL whose String() is exactly the ToURI result, for
// the packages that take one (net/http and others). The path, query and
// fragment keep their written forms (net/url's RawPath, RawQuery and
// RawFragment), and so does the scheme's case. The error is ToURI's, or a
// *url.Error for the few URIs net/url cannot represent: an IPvFuture
// literal, a percent-encoded octet in a host that is not a DNS name
// ("foo://%41/"), an empty fragment ("http://h/#") and an empty authority
// with an empty path ("http://").
func (u *IRI) URL(opts ...Option) (*url.URL, error) {
	s, err := u.ToURI(opts...)
	if err != nil {
		return nil, err
	}
	r, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if r.Scheme != "" {
		r.Scheme = s[:len(r.Scheme)] // net/url lowercases it
	}
	if got := r.String(); got != s {
		return nil, &url.Error{Op: "iri: URL", URL: s, Err: fmt.Errorf("net/url would write it as %q", got)}
	}
	return r, nil
}

// FromURL converts the URI held by r to an IRI with ToIRI (the same
// options) and parses it: the inverse of URL for the percent-encodings that
// ToIRI may decode (draft-ietf-iri-3987bis-00 section 3.7).
func FromURL(r *url.URL, opts ...Option) (*IRI, error) {
	s, err := ToIRI(r.String(), opts...)
	if err != nil {
		return nil, err
	}
	return Parse(s)
}
