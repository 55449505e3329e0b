// Package iri parses, converts, compares and resolves Internationalized
// Resource Identifiers: RFC 3987, its revision
// draft-ietf-iri-3987bis with the LEIRI and Web Address variants, RFC 3986
// URIs, and the 2002 draft that started it all.
//
// Each grammar is a PEG transcription of the specification's ABNF in
// grammar/, one base file and one small override file per variant, compiled
// by pigeon into parser_gen.go (run "go generate"). Parse returns an IRI
// holding every component as written, which of them are present, and their
// byte spans; invalid input returns a *ParseError with the byte offset, the
// rule and the specification section.
//
//	u, err := iri.Parse("http://résumé.example.org/chemin?q=1#haut")
//	// u.Host == "résumé.example.org", u.Spans().Host == iri.Span{Start: 7, End: 27}
//
// Variants are values: iri.RFC3987 (the default), iri.RFC3987bis, iri.LEIRI,
// iri.WebAddress, iri.RFC3986, or any variant by name with LookupVariant,
// including those added by dropping a file into grammar/. A variant's file
// also declares what it does beyond its grammar (the preprocessing of
// draft-ietf-iri-3987bis-00 section 7, URI-only normalization, STD3 host
// rules), inherited through "extends", and a variant that changes only
// character classes gets the fast path with tables derived from its file
// (grammar/README.md).
//
// The package github.com/goiri/iri/check reports everything the
// specifications say about an IRI beyond its grammar (findings with codes,
// spans and sections).
//
// # Options
//
// Functions that can be configured take options of one type, Option, each
// named after what it sets, as golang.org/x/net/idna does: Grammar,
// IDNAProfile, DocumentEncoding, Lenient, AlwaysEmbed, RightToLeft.
// Package github.com/goiri/iri/charset handles legacy charsets: it converts
// text to Unicode (ConvertToUCS), supplies the document charset's encoder
// (DocumentCharset) and reads URIs made in legacy charsets (Readings,
// section 8.7).
//
// # IRIs in running text
//
// Extract finds the IRIs in a text (draft-ietf-iri-3987bis-00 section 8.3,
// RFC 3986 Appendix C), ExtractReader in a stream, each as a Match with its
// byte span and line: a scheme registered or followed by "//", the end
// where the RFC 3987 grammar ends or at white space or a bidi formatting
// character, trailing punctuation, wrappers and angle brackets left out.
// Package github.com/goiri/iri/entry turns typed or pasted text into an IRI
// (section 8.2). docs/extract.md states every rule.
//
// # Concurrency and comparison
//
// Every function of the package, and every method that does not change its
// receiver, is safe for concurrent use; so are RegisterScheme and the
// variant tables. The methods that change an IRI (the Set methods, Clear,
// UnmarshalText) and ParseInto need the usual care: no other use of the same
// IRI at the same time.
//
// IRI is a comparable struct: u == v holds when the two have the same
// components as written and the same presence flags, host kind and path
// form, that is the simple string comparison of draft-ietf-iri-3987bis-00
// section 5.3.1. For equivalence use Equal, or compare Key values, at the
// level of the comparison ladder you need.
package iri

//go:generate go run gen.go
