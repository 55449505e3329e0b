package viewer

// The library functions that are moving to subpackages this session
// (registrable domain to package registrable, the visual order to package
// visual): called from here only, so that the move touches one file.

import (
	"github.com/goiri/iri"
	"github.com/goiri/iri/registrable"
	"github.com/goiri/iri/visual"
)

// registrableDomain returns the span of the registrable domain of u's
// host in u.String() (the Public Suffix List's eTLD+1).
func registrableDomain(u *iri.IRI) (iri.Span, bool) { return registrable.Domain(u) }

// visualOrder returns s in the order a reader sees it (UAX #9 up to L2,
// draft-ietf-iri-3987bis-00 section 4.4).
func visualOrder(s string, opts ...iri.Option) string { return visual.Order(s, opts...) }
