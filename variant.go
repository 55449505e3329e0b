package iri

import (
	"fmt"
	"strings"
)

// genVariant, genEntry and genRule are the types of the tables gen.go writes
// into parser_gen.go from the grammar files.
type genVariant struct {
	name, extends, title, section string
	digest                        string // of the resolved rules, see fastpath.go
	entries                       [4]genEntry

	// Declared in the grammar file's header (variant_behaviour.go).
	preprocess preprocessKind
	uriOnly    bool
	hostSTD3   bool
	// The fast path's view of the grammar (fastpath.go): the digest of
	// its structure and its character classes, nil when not derivable.
	structure string
	classes   *genClasses
}

type genEntry struct {
	name string // the entry rule's ABNF name in this variant, e.g. "URI-reference"
	rule string // the rule's name in the combined grammar
}

type genRule struct {
	name      string // ABNF name, e.g. "ipath-abempty"
	section   string // e.g. "RFC 3987 section 2.2"
	variant   int    // index into genVariants
	entry     bool   // one of the four entry rules
	component bool   // the rule marks a component
}

// Variant is a grammar variant: one of the IRI grammars in grammar/, compiled
// into the package by go generate. The zero Variant is RFC3987. Variants are
// small comparable values: == tells a variant from its Reference form too;
// compare String() to ask whether two values are the same grammar. A variant
// and its Reference form behave the same everywhere but for which parser
// runs.
//
// Each variant implements the grammar of one specification section, given by
// Section (RFC 3987 section 2.2 for RFC3987).
type Variant struct {
	idx       int
	reference bool // always use the generated parser (see Reference)
}

// The built-in variants.
var (
	// RFC3987 is the grammar of RFC 3987 section 2.2, the default.
	RFC3987 = mustVariant("rfc3987")
	// RFC3987bis is the grammar of draft-ietf-iri-3987bis-00 section 2.2:
	// ireg-name without percent-encoding, "#" allowed in ifragment, and the
	// tag characters U+E0000-E0FFF in iprivate (3987bis-04 section 12.1.3).
	RFC3987bis = mustVariant("3987bis")
	// LEIRI is the Legacy Extended IRI grammar of draft-ietf-iri-3987bis-00
	// section 7.1: 3987bis with leiri-ucschar in place of ucschar.
	LEIRI = mustVariant("leiri")
	// WebAddress is the Web Address (HREF) grammar of
	// draft-ietf-iri-3987bis-00 section 7.2: 3987bis with href-ucschar,
	// href-pct-form (a lone "%") and href-path-sep ("\").
	WebAddress = mustVariant("webaddress")
	// RFC3986 is the URI grammar of RFC 3986 appendix A: ASCII only.
	RFC3986 = mustVariant("rfc3986")
	// Draft2002 is the grammar of draft-duerst-iri-01 section 2.2 (2002),
	// built on RFC 2396 and RFC 2732: opaque parts (PathOpaque), ";"
	// parameters in segments, server-based or registry-based authorities,
	// and host names left to IDNA. Its entry rules are named IRI-reference,
	// absoluteIRI-with-fragment, absoluteIRI and relativeIRI-with-fragment.
	Draft2002 = mustVariant("draft2002")
)

func mustVariant(name string) Variant {
	v, err := LookupVariant(name)
	if err != nil {
		panic(err)
	}
	return v
}

// LookupVariant returns the variant with the given name, as listed by
// Variants ("rfc3987", "3987bis", "leiri", "webaddress", "rfc3986", ...).
//
// Each variant implements one specification section (Variant.Section).
func LookupVariant(name string) (Variant, error) {
	for i := range genVariants {
		if genVariants[i].name == name {
			return Variant{idx: i}, nil
		}
	}
	names := make([]string, len(genVariants))
	for i := range genVariants {
		names[i] = genVariants[i].name
	}
	return Variant{}, fmt.Errorf("iri: unknown variant %q (known: %s)", name, strings.Join(names, ", "))
}

// Variants returns every variant compiled into the package, the default
// (RFC3987) first.
//
// Each variant implements one specification section (Variant.Section), e.g.
// RFC 3987 section 2.2.
func Variants() []Variant {
	vs := make([]Variant, len(genVariants))
	for i := range vs {
		vs[i] = Variant{idx: i}
	}
	return vs
}

func (v Variant) gen() *genVariant { return &genVariants[v.idx] }

// Reference returns the variant v with the fast path turned off: its
// parsing and validation always run the parser generated from the grammar
// files, the reference that defines the variant. Results and errors are the
// same either way (the tests prove it); only speed differs. The returned
// value is a distinct Variant (v.Reference() != v) with the same name.
//
// The generated parser is the grammar of the variant's specification
// transcribed rule by rule (RFC 3987 section 2.2 for RFC3987).
func (v Variant) Reference() Variant {
	v.reference = true
	return v
}

// IsReference reports whether v always uses the generated parser (see
// Reference).
//
// The reference is the variant's grammar, e.g. RFC 3987 section 2.2.
func (v Variant) IsReference() bool { return v.reference }

// HasFastPath reports whether parsing with v runs the hand-written fast
// path before the generated parser: true for a variant whose grammar has
// the structure the fast path implements, whatever its character classes
// (the classes are derived from the grammar file, see grammar/README.md),
// and for draft2002's grammar, which has a recogniser of its own; false
// for a Reference form and for a variant whose grammar changes a
// structural rule. Either way results and errors are the generated
// parser's.
//
// The fast path recognises the grammar of the variant's section (RFC 3987
// section 2.2 for RFC3987).
func (v Variant) HasFastPath() bool { return fastTableOf(v) != nil }

// String returns the variant's name, e.g. "rfc3987", as LookupVariant
// reads it.
//
// The name is the one the variant's grammar header gives; Section names its
// specification section.
func (v Variant) String() string { return v.gen().name }

// Title returns a one-line description of the variant and its source.
//
// Section gives the specification section, e.g. RFC 3987 section 2.2.
func (v Variant) Title() string { return v.gen().title }

// Section returns the specification section that defines the variant's
// grammar, e.g. "RFC 3987 section 2.2".
func (v Variant) Section() string { return v.gen().section }

// Extends returns the name of the variant this one overrides, or "base".
//
// Section gives the specification section the variant implements.
func (v Variant) Extends() string { return v.gen().extends }

// Rule is one of the four entry rules every variant has.
//
// The entry rules are those of RFC 3987 section 2.2 (RFC 3986 section 4.1).
type Rule uint8

// The entry rules, by their RFC 3987 names; RFC3986 calls them
// URI-reference, URI, absolute-URI and relative-ref.
const (
	RuleIRIReference Rule = iota // IRI-reference: an IRI or a relative reference
	RuleIRI                      // IRI: scheme, hierarchical part, optional query and fragment
	RuleAbsoluteIRI              // absolute-IRI: an IRI without fragment
	RuleRelativeRef              // irelative-ref: a relative reference
)

var ruleNames = [...]string{"IRI-reference", "IRI", "absolute-IRI", "irelative-ref"}

// String returns the rule's RFC 3987 name, e.g. "absolute-IRI".
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "invalid"
}

// RuleName returns the name the variant's specification gives entry rule r,
// e.g. "URI-reference" for RFC3986.
//
// The names are the ABNF rule names of the variant's specification (RFC 3987
// section 2.2, RFC 3986 appendix A).
func (v Variant) RuleName(r Rule) string {
	if int(r) >= len(ruleNames) {
		return "invalid"
	}
	return v.gen().entries[r].name
}

// LookupRule returns the entry rule with the given name: the RFC 3987 names
// ("IRI-reference", "IRI", "absolute-IRI", "irelative-ref") or the variant's
// own (RuleName).
func (v Variant) LookupRule(name string) (Rule, error) {
	for i, n := range ruleNames {
		if n == name || v.gen().entries[i].name == name {
			return Rule(i), nil
		}
	}
	return 0, fmt.Errorf("iri: unknown rule %q for variant %s (known: %s, %s, %s, %s)", name, v.String(),
		v.RuleName(RuleIRIReference), v.RuleName(RuleIRI), v.RuleName(RuleAbsoluteIRI), v.RuleName(RuleRelativeRef))
}
