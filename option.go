package iri

import (
	"golang.org/x/net/idna"

	"github.com/goiri/iri/internal/idnaprofile"
)

// Option configures the functions of the package that take options: the
// mapping functions (ToURI, ToIRI, LEIRIToIRI, WebAddressToIRI and the
// methods of IRI of the same names), Display (and visual.Order), Resolve and
// ResolveReference, Normalize, Equal and IRI.Normalize. As in
// golang.org/x/net/idna, each option is named after what it sets, options
// are applied in order, a later option overrides an earlier one, a
// function ignores the options that do not concern it, and a nil Option
// is ignored.
//
// Each option names the section it implements (IDNA: draft-ietf-iri-3987bis-00
// section 3.4; display: section 4.1; resolution: RFC 3986 section 5.2.2).
type Option func(*options)

type options struct {
	variant    Variant
	variantSet bool
	lenient    bool
	profile    *idna.Profile                // nil: no IDNA, hosts are percent-encoded
	enc        func(string) (string, error) // document charset's encoder, nil for Unicode
	err        error                        // an option that could not be applied

	// Display.
	alwaysEmbed bool
	rtl         bool
	aLabels     bool
	showALabel  func(label, host string) bool // nil: every label ALabels concerns

	// Resolve.
	nonStrict bool

	// Display: MarkSpan.
	markFind  func(*IRI) (Span, bool) // nil: mark nothing
	markOpen  string
	markClose string

	// Extract.
	anyScheme bool
}

// defaultOptions are the options of ToURI without any; toURI only reads
// them.
var defaultOptions = options{variant: RFC3987, profile: idnaprofile.Lookup}

func newOptions(def Variant, opts []Option) *options {
	o := &options{variant: def, profile: idnaprofile.Lookup}
	o.apply(opts)
	return o
}

// apply applies opts to o in order, a later option overriding an earlier
// one; a nil Option is ignored. Every function that takes options applies
// them through it.
func (o *options) apply(opts []Option) {
	for _, f := range opts {
		if f != nil {
			f(o)
		}
	}
}

// Lenient makes ToURI accept any string of Unicode characters, as
// draft-ietf-iri-3987bis-00 section 3.3 defines the mapping for them: input
// the variant's grammar rejects is split into components as RFC 3986
// Appendix B does (a scheme only if it is a valid scheme name, as
// draft-weber-iri-guidelines-01 section 5.1 says), and every character not
// allowed in the URI component, including a space, "<", "%" not followed by
// two hexadecimal digits, "[" outside the host or U+202E, is percent-encoded.
// A host name IDNA ToASCII rejects (a disallowed character, a label IDNA maps
// to nothing, percent-encoded octets that are not UTF-8) never makes it fail
// either: the whole host is percent-encoded instead, as RFC 3987 section 3.1
// step 2 maps any ireg-name, the substitute host name draft-ietf-iri-3987bis-00
// section 3.4 lets a processor that cannot signal the failure use. So
// "http://aé b.com/" maps to "http://a%C3%A9%20b.com/".
// What percent-encoding cannot repair is still an error: a port that is not
// digits, a bracketed host that is not an IP literal, invalid UTF-8, or a
// ":" in the first segment of a relative path.
func Lenient() Option { return func(o *options) { o.lenient = true } }

// Grammar selects the grammar variant of the input. For ToURI it is the grammar of
// the input (default RFC3987; WebAddress, and any variant whose grammar
// file declares "preprocess: web-address", also applies the preprocessing
// of draft-ietf-iri-3987bis-00 section 7.2). For ToIRI
// it is the grammar of the input URI (default RFC3986). For LEIRIToIRI and
// WebAddressToIRI it is the grammar the resulting IRI must match (default
// RFC3987bis, the draft that defines them). For Normalize, Key, Equal and
// IRI.Normalize it is the grammar of the input and of the normal form
// (default RFC3987; under RFC3986 normalization is RFC 3986's).
func Grammar(v Variant) Option {
	return func(o *options) { o.variant, o.variantSet = v, true }
}

// IDNAProfile sets the IDNA profile used for the host names of schemes that
// use DNS names (Scheme.DNSHost). nil turns IDNA off: ToURI then
// percent-encodes non-ASCII host names as it does other components (RFC
// 3987 section 3.1 allows this), and ToIRI leaves "xn--" labels alone and
// decodes percent-encoded host names. The default is the profile of UTS #46
// non-transitional processing with UseSTD3ASCIIRules off described in the
// package documentation (draft-ietf-iri-3987bis-00 section 3.4). For example
// idna.New(idna.MapForLookup(), idna.Transitional(true), idna.BidiRule())
// comes close to RFC 3987 (IDNA2003 mappings, UseSTD3ASCIIRules TRUE).
func IDNAProfile(p *idna.Profile) Option { return func(o *options) { o.profile = p } }

// AlwaysEmbed makes Display (and so visual.Order) wrap every IRI in the embedding, as
// draft-ietf-iri-3987bis-00 section 4.1 advises when in doubt.
func AlwaysEmbed() Option { return func(o *options) { o.alwaysEmbed = true } }

// RightToLeft tells Display and visual.Order that the running text around the IRI
// has right-to-left base direction (Arabic, Hebrew); by default it is
// left-to-right.
//
// The base direction is that of draft-ietf-iri-3987bis-00 section 4.1 and UAX
// #9.
func RightToLeft() Option { return func(o *options) { o.rtl = true } }

// NonStrict makes Resolve and ResolveReference ignore the scheme of a
// reference when it is the base's scheme (compared without regard to case),
// the backward-compatible parsing RFC 3986 section 5.2.2 allows: "http:g"
// against "http://a/b/c/d;p?q" resolves to "http://a/b/c/g", where the strict
// algorithm, the default, gives "http:g" (section 5.4.2).
func NonStrict() Option { return func(o *options) { o.nonStrict = true } }

// MarkSpan makes Display put open before and close after the span that
// find returns in the IRI parsed from Display's input, e.g. "[" and "]"
// around the registrable domain of the host (registrable.Mark in package
// github.com/goiri/iri/registrable, which the Public Suffix List makes too
// heavy for this package), so that a reader sees what the span holds amid
// the running text of draft-ietf-iri-3987bis-00 section 4.1. Display parses
// its input with the Grammar option's variant (RFC3987 without one) and
// marks nothing when it does not parse, when find returns false or a span
// outside the input, or when find is nil.
func MarkSpan(find func(*IRI) (Span, bool), open, close string) Option {
	return func(o *options) { o.markFind, o.markOpen, o.markClose = find, open, close }
}
