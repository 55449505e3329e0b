// Package iri parses, checks, converts, compares and resolves
// Internationalized Resource Identifiers: RFC 3987, its revision
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
// including those added by dropping a file into grammar/.
package iri

//go:generate go run gen.go
