// Package check reports everything the IRI specifications say about an
// input beyond its grammar: grammar errors of the chosen variant (SYNTAX,
// INVALID_UTF8), characters IRIs do not allow or should avoid
// (draft-ietf-iri-3987bis-00 section 7.3 and 6.1), Unicode normalization
// (5.3.2.2), bidi structure (section 4), percent-encoding and security
// problems (section 10), host and port rules, the rules of the scheme, and
// spoofing: host labels confusable with ASCII labels or mixing scripts
// (Unicode TS #39), hosts whose leading labels imitate another registrable
// domain (Public Suffix List), and javascript: and data: IRIs.
//
// Each problem is a Finding: a stable Code, a Severity (error for what the
// specifications say MUST or MUST NOT be, warning for SHOULD and security
// advice), the component, the byte span in the input, the section and a
// message.
//
//	for _, f := range check.Run("http://a:80/%7e") {
//		fmt.Println(f) // warning PORT_DEFAULT at bytes 8-11 in port: ...
//	}
//
// Options are named after what they set: Grammar (the variant the input is
// parsed with, default iri.RFC3987), Rule (the entry rule), CodeSeverity,
// Ignore, IncludeIgnored and MaxFindings. Diagnostics are bounded:
// adjacent characters of one code make one finding, and at most
// DefaultMaxFindings findings are reported per input, the rest counted in
// a last MORE_FINDINGS finding (see MaxFindings). A Checker fixes the
// options once; it and every function of the package are safe for
// concurrent use (RegisterSchemeRules included). Codes() lists every code
// with its default severity, section and an example (docs/codes.md is
// generated from it).
//
// # Host labels a display should not show as Unicode
//
// Address bars of browsers show a host label in its A-label form
// ("xn--...", RFC 5890 section 2.3.2.1) instead of the Unicode a reader
// would take for another name. In terms of the codes of this package, a
// display should do so for each label that gets MIXED_SCRIPT_CONFUSABLE,
// WHOLE_SCRIPT_CONFUSABLE, SINGLE_SCRIPT_CONFUSABLE or MIXED_SCRIPT_LABEL
// (Unicode TS #39 sections 4 and 5; draft-ietf-iri-3987bis-00 section 10)
// and for a label holding a character that INVISIBLE_CHARACTER or
// HOST_IDNA_IGNORED reports. For a host with BIDI_HOST_LABEL_ORDER the
// labels are what they seem, only their order is not: showing the
// right-to-left labels as A-labels, or each label in an isolate of its own
// (UAX #9 section 2.7), keeps the order in which they are written
// (draft-ietf-iri-3987bis-00 section 4.4).
//
// Run does its work in time and memory linear in the input and, for an IRI
// without findings, without allocating: per-host and per-label results are
// kept in bounded caches shared by all Checkers (see BENCHMARKS.md).
package check
