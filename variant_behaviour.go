package iri

// What a variant does beyond its grammar is declared in its grammar file's
// header and inherited through "extends" (grammar/README.md documents the
// keys): gen.go writes it into genVariants, and the code asks the variant,
// never its name.

// preprocessKind is the value of the "preprocess" header key: the
// preprocessing of draft-ietf-iri-3987bis-00 section 7 that the variant's
// input gets.
type preprocessKind uint8

const (
	// preprocessNone: the input is parsed as it is.
	preprocessNone preprocessKind = iota
	// preprocessLEIRI: section 7.1 (LEIRI). Converting to an IRI
	// percent-encodes the characters allowed by leiri-ucschar but not by
	// ucschar (LEIRIToIRI); the input itself is parsed as it is.
	preprocessLEIRI
	// preprocessWebAddress: section 7.2 (Web Address). Before parsing,
	// leading and trailing white space is trimmed (step 1) and TAB, LF and
	// CR are stripped (step 2); converting it percent-encodes as
	// preprocessLEIRI does, writes a "%" not followed by two hexadecimal
	// digits as "%25" (step 4), and writes the path separators the grammar
	// allows besides "/" ("\") as "/" (step 5): ToURI with Grammar and
	// WebAddressToIRI.
	preprocessWebAddress
)

// webInput reports whether v's input gets the Web Address preprocessing
// of draft-ietf-iri-3987bis-00 section 7.2 (header "preprocess:
// web-address").
func (v Variant) webInput() bool { return v.gen().preprocess == preprocessWebAddress }

// uriOnly reports whether v is a URI grammar whose results must stay URIs
// (header "uri-only: true", as in rfc3986 and any variant extending it):
// normalization then decodes only percent-encoded unreserved characters
// (RFC 3986 section 6.2.2.2) and does not map DNS hosts to U-labels.
func (v Variant) uriOnly() bool { return v.gen().uriOnly }

// HostSTD3 reports whether host names under v follow the STD3 ASCII rules
// (header "host-std3: true"): RFC 3987 section 3.1 converts ireg-name with
// ToASCII with UseSTD3ASCIIRules set to TRUE, where
// draft-ietf-iri-3987bis-00 section 3.4 sets it to FALSE. The checks of
// package check apply the STD3 label rules when it is true.
func (v Variant) HostSTD3() bool { return v.gen().hostSTD3 }
