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
package check
