package iri

// Conversion from net/url.

import "net/url"

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
