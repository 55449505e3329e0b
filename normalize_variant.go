package iri

// Normalization in the grammar of its input: the rfc3986 variant normalizes
// URIs as RFC 3986 section 6.2.2 and 6.2.3 say, so that its output is a
// URI; the IRI variants normalize as draft-ietf-iri-3987bis-00 section 5.3
// says.

// normGrammar returns the variant the Grammar option of opts names, RFC3987
// without one.
func normGrammar(opts []Option) Variant {
	if len(opts) == 0 {
		return RFC3987 // o below escapes to the heap: no allocation without options
	}
	var o options
	o.apply(opts)
	if !o.variantSet {
		return RFC3987
	}
	return o.variant
}

// normalizesAsURI reports whether normalization under v must keep a URI a
// URI: v is RFC3986 or a variant that extends it (ASCII only). Then only
// percent-encoded unreserved characters are decoded (RFC 3986 section
// 6.2.2.2; decoding the UTF-8 of a non-ASCII character would give an IRI)
// and DNS hosts are not mapped to U-labels.
func normalizesAsURI(v Variant) bool {
	return v.String() == RFC3986.String() || v.Extends() == RFC3986.String()
}
