package iri

// Parsing: the entry points, then the one dispatcher they all go through,
// which runs a variant's fast path (fastpath.go) when it has one and the
// generated parser (reference.go, parser_gen.go) otherwise or when the fast
// path rejects the input, so that every error is the reference parser's.

import (
	"errors"
	"fmt"
)

// Parse parses s as an IRI-reference (RFC 3987 section 2.2): an IRI or a
// relative reference. It is RFC3987.Parse.
func Parse(s string) (*IRI, error) { return RFC3987.parseTo(new(IRI), s, RuleIRIReference) }

// ParseIRI parses s as an IRI (RFC 3987 section 2.2): a scheme is required.
func ParseIRI(s string) (*IRI, error) { return RFC3987.parseTo(new(IRI), s, RuleIRI) }

// ParseAbsolute parses s as an absolute-IRI (RFC 3987 section 2.2): a scheme
// is required and a fragment is not allowed.
func ParseAbsolute(s string) (*IRI, error) { return RFC3987.parseTo(new(IRI), s, RuleAbsoluteIRI) }

// ParseRelative parses s as an irelative-ref (RFC 3987 section 2.2).
func ParseRelative(s string) (*IRI, error) { return RFC3987.parseTo(new(IRI), s, RuleRelativeRef) }

// Valid reports whether s is an IRI-reference under RFC 3987.
func Valid(s string) bool { return RFC3987.Valid(s) }

// Parse parses s as an IRI-reference of the variant.
//
// IRI-reference is the rule of RFC 3987 section 2.2 for the default variant;
// Section gives each variant's.
func (v Variant) Parse(s string) (*IRI, error) { return v.parseTo(new(IRI), s, RuleIRIReference) }

// ParseRule parses s with entry rule r of the variant. The error, if any, is
// a *ParseError.
//
// ParseRule (and Parse, ParseIRI, ...) is small enough for the compiler to
// inline, so the new IRI is allocated in the caller: when the result does
// not outlive the caller, it lives on the stack and parsing a valid input
// with a built-in variant allocates nothing.
//
// The entry rules are those of RFC 3987 section 2.2 (Section gives each
// variant's section).
func (v Variant) ParseRule(s string, r Rule) (*IRI, error) {
	return v.parseTo(new(IRI), s, r)
}

// ParseInto is ParseRule writing the result into *u instead of a new IRI:
// for the built-in variants a valid input costs no allocation at all, so a
// caller parsing many IRIs can reuse one IRI value. On error *u is the zero
// IRI and the error is the *ParseError ParseRule returns.
//
// The entry rules are those of RFC 3987 section 2.2 (Section gives each
// variant's section).
func (v Variant) ParseInto(u *IRI, s string, r Rule) error {
	*u = IRI{}
	_, err := v.parseTo(u, s, r)
	return err
}

// Valid reports whether s is an IRI-reference of the variant. For the
// built-in variants it does not allocate.
//
// IRI-reference is the rule of RFC 3987 section 2.2 for the default variant;
// Section gives each variant's.
func (v Variant) Valid(s string) bool {
	_, err := v.parseTo(nil, s, RuleIRIReference)
	return err == nil
}

// errRejected is parseTo's answer when the caller asked only whether the
// input matches (u == nil) and the fast path said no: the generated parser
// would reject it too, and only it can say why.
var errRejected = errors.New("iri: rejected by the fast path")

// parseTo is the dispatcher. It parses s with entry rule r into *u, which
// must be the zero IRI, and returns u, or nil and the error (*u is then the
// zero IRI). It runs the fast path when v has one, and the generated parser
// otherwise or when the fast path rejects s, so that the error is the
// reference parser's. With u nil it only decides whether s matches: a fast
// path's rejection is final (errRejected) and nothing is allocated for it.
// The allocation of u is left to ParseRule, so that ParseRule can be inlined.
func (v Variant) parseTo(u *IRI, s string, r Rule) (*IRI, error) {
	if int(r) >= len(ruleNames) {
		return nil, fmt.Errorf("iri: invalid rule %d", r)
	}
	rejected := false
	if t := fastTableOf(v); t != nil {
		if fastParse(t, s, r, u) {
			return u, nil
		}
		if u == nil {
			return nil, errRejected
		}
		*u = IRI{}
		rejected = true
	}
	if u == nil {
		u = new(IRI) // Valid on a variant with no fast path
	}
	if err := referenceInto(u, v.gen(), r, s, rejected); err != nil {
		return nil, err
	}
	return u, nil
}
