package iri

// Normalization in the grammar of its input: the rfc3986 variant normalizes
// URIs as RFC 3986 section 6.2.2 and 6.2.3 say, so that its output is a
// URI; the IRI variants normalize as draft-ietf-iri-3987bis-00 section 5.3
// says.

import "sync"

// normGrammar returns the variant the Grammar option of opts names, RFC3987
// without one. The options are applied to an options value from
// normOptions: applied to a local one, they would move it to the heap at
// every call (an option is a function the compiler cannot see into), and
// normalizing with a Grammar option would allocate where normalizing
// without one does not.
func normGrammar(opts []Option) Variant {
	if len(opts) == 0 {
		return RFC3987
	}
	o := normOptions.Get().(*options)
	for _, f := range opts {
		if f != nil {
			f(o)
		}
	}
	v, set := o.variant, o.variantSet
	*o = options{} // hold no charset encoding or profile while pooled
	normOptions.Put(o)
	if !set {
		return RFC3987
	}
	return v
}

// normOptions holds the options values normGrammar reuses.
var normOptions = sync.Pool{New: func() any { return new(options) }}

// normalizesAsURI reports whether normalization under v must keep a URI a
// URI: v's grammar file says "uri-only: true", as rfc3986's does, and
// every variant extending it inherits (variant_behaviour.go). Then only
// percent-encoded unreserved characters are decoded (RFC 3986 section
// 6.2.2.2; decoding the UTF-8 of a non-ASCII character would give an IRI)
// and DNS hosts are not mapped to U-labels.
func normalizesAsURI(v Variant) bool {
	return v.uriOnly()
}
