// Package viewer is the IRI viewer of "iri serve": one page, embedded in
// the binary, that shows an IRI's components (RFC 3987 section 2.2), every
// grammar variant's verdict, its URI and IRI forms
// (draft-ietf-iri-3987bis-00 sections 3.6 and 3.7), its normal forms
// (section 5.3), the findings of package check, the names of its
// characters and its logical and visual order (sections 4.1 and 4.4); and
// the JSON API the page calls, GET /api/analyze, whose members are those
// of the CLI's --json records.
//
// docs/serve.md documents the page, the API and the limits. Handler
// serves it; NewServer wraps it in an http.Server with the timeouts of a
// Config. The browser tests are in the browsertest module below.
package viewer
