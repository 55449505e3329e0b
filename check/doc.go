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
// # Checking IRIs
//
// iri check and the package github.com/goiri/iri/check (check.Run) report everything the specifications say about
// an IRI beyond its grammar, all findings at once, each with a stable code, a
// severity (error for MUST / MUST NOT, warning for SHOULD / SHOULD NOT and
// security advice), the component, the byte span, the spec section and a
// message: the characters of draft-ietf-iri-3987bis section 7.3 (one code per
// group) and the look-alikes of 6.1, NFC/NFKC (5.3.2.2), bidi formatting
// characters (4.1) and the per-component bidi rules (4.2), percent-encoded
// overlong or non-UTF-8 octets and encoded dot-segments and delimiters
// (section 10), mixed-script host labels, IDNA ToASCII and DNS length limits,
// IPv4-looking host names, ports, and scheme rules (http, https, mailto, urn,
// file, data, javascript; extend with check.RegisterSchemeRules). Grammar
// errors are findings too (SYNTAX); check LEIRIs or Web Addresses with
// --variant leiri / webaddress. Invisible characters (INVISIBLE_CHARACTER,
// JOINER_IN_CONTEXT), encoded CR/LF and other controls
// (PCT_ENCODED_CONTROL) and a userinfo that reads as a host
// (USERINFO_LOOKS_LIKE_HOST, ftp://www.bank.example@evil.example/) or that
// a display shows after the host (BIDI_USERINFO_HOST_ORDER: right-to-left
// characters move it) are reported too. Callers choose per code whether it
// is an error, a warning or ignored.
//
// Bounded diagnostics. Hostile input cannot make check.Run slow or big:
// adjacent characters (or encoded octets) of the same code make one finding
// whose span covers the run and whose message counts it (ten million
// backslashes are one UNWISE), and at most check.DefaultMaxFindings (100)
// findings are reported per IRI, the first by position (check.MaxFindings(n)
// changes the cap); the rest are counted in one last MORE_FINDINGS finding
// whose span runs from the first one left out to the end of the input and
// whose severity is the highest of theirs (so check.HasErrors stays right);
// the grammar error (SYNTAX) is always reported, outside the count.
// Work and memory are linear in the input: go test -run XXX -bench
// CheckHostile -benchmem ./check runs http: + 10 MiB of \ and http://a/
// + 10 MiB of spaces in about 0.55 s each, 10.5 MB allocated per run (the
// test binary peaks at 51 MB of RSS, the two inputs included), on this
// shared 2-core machine; TestCheckLinear checks the growth and the bound.
//
// Invisible characters (check/invisible.go): every default-ignorable
// code point, format control or bidi control outside the seven of section 4.1
// (which have BIDI_FORMATTING_CHARACTER) is an INVISIBLE_CHARACTER error
// with its code point and span, in every component and in hosts, where it is
// also reported percent-encoded (IDNA decodes it). In a DNS host, a character
// the IDNA mapping deletes (U+200B, U+00AD, variation selectors) is reported
// once, as HOST_IDNA_IGNORED, whose message says it is invisible and that
// the host is the same DNS name without it. ZWNJ and ZWJ where IDNA's CONTEXTJ rules (RFC 5892
// appendix A) allow them (after a virama, say) are a JOINER_IN_CONTEXT
// warning: some scripts need them; the context is the word around the joiner
// (up to 16 letters and marks on each side), judged by x/net/idna. Every code, with an example, is listed in
// docs/codes.md (docs/codes.md) (generated from the registry).
//
//	iri check 'http://a/%C0%AF..'                  # error PCT_OVERLONG_UTF8, carets under %C0%AF; exit 1
//	iri check --variant leiri 'http://a/b c<d>'     # SPACE, DELIMITER, DELIMITER
//	iri check --json --ignore PORT_DEFAULT --error NOT_NFC $'http://a:80/re\u0301sume\u0301'
//	iri check --codes                              # every code, default severity, section
//
//	import "github.com/goiri/iri/check"
//
//	fs := check.Run(s, check.Grammar(iri.LEIRI), check.CodeSeverity(check.CodeNotNFC, check.SeverityError),
//		check.Ignore(check.CodePortDefault))
//	for _, f := range fs {
//		fmt.Println(f) // "error SPACE at bytes 10-11 in path: ... (draft-ietf-iri-3987bis-00 section 7.3)"
//	}
//	bad := check.HasErrors(fs)
//	c := check.New(opts...) // a Checker: the options fixed once, safe for concurrent use; c.Run(s)
//	shown := iri.Display(s) // wrapped in LRE ... PDF when it has right-to-left characters (section 4.1)
//
// # Case, host and path rules; profiles; coming from Apache Jena
//
// Beyond characters and grammar, check reports the producer rules of RFC 3986 and RFC 3987 that
// Apache Jena's IRI checker also enforces, each with its own code (all in docs/codes.md (docs/codes.md)):
// lowercase hex digits in percent-encodings (PCT_LOWERCASE_HEX, RFC 3986 2.1), uppercase letters in a
// registered name (HOST_NOT_LOWERCASE, 3.2.2) or an IPv6 address (HOST_IPV6_NOT_LOWERCASE) and an IPv6
// address not in the text form of RFC 5952 section 4 (HOST_IPV6_NOT_CANONICAL, compared with what
// net/netip prints), dot-segments outside the start of a relative reference (PATH_DOT_SEGMENT), the
// ftp rules of RFC 1738 (an authority with a host, ;type= a, i or d) and the URN namespace identifier
// urn (URN_RESERVED_NID: RFC 2141 section 2.1 reserved it; RFC 8141, which obsoletes RFC 2141, has an
// NID syntax that admits it, so this is a warning). For hosts of DNS schemes: a percent-encoded host
// (HOST_PCT_ENCODED; HOST_PCT_NOT_DNS when it decodes to something that is no DNS name), empty
// labels (HOST_EMPTY_LABEL), "xn--" labels that are no A-label (HOST_IDNA), characters IDNA maps to
// a space, "%" or a delimiter (HOST_MAPS_TO_DELIMITER) or deletes, such as the soft hyphen
// (HOST_IDNA_IGNORED), and A-labels themselves (HOST_ACE_LABEL, off by default: RFC 3987 section
// 5.3.3 says IDN labels SHOULD NOT be converted to ACE; the message gives the U-label).
//
// Two IDNA readings depend on the specification, and the checker says which:
//
//   - STD3 rules depend on the variant. RFC 3987 section 3.1 runs ToASCII with UseSTD3ASCIIRules set,
//     which forbids anything but letters, digits and hyphens in a label; draft-ietf-iri-3987bis-00 section
//     3.4 clears the flag. So http://a!b.example/ gets HOST_STD3 (a warning: section 5.3.3 says names
//     SHOULD be validated) under the default rfc3987 variant and nothing under 3987bis, leiri,
//     webaddress, rfc3986 or draft2002 (which names no flags), just as the grammars differ. A character that IDNA maps to one no URI
//     host can hold (U+FE6A SMALL PERCENT SIGN to "%") is HOST_MAPS_TO_DELIMITER under every variant.
//   - IDNA2008 is the stricter reading. The mapping keeps the one lenient profile
//     (internal/idnaprofile, UTS #46 lookup), which accepts symbols and emoji. HOST_IDNA2008 (a warning;
//     raise it with check.CodeSeverity or --error HOST_IDNA2008) reports the code points RFC 5892
//     disallows or leaves unassigned (RFC 3987 section 3.1: AllowUnassigned false for creating IRIs),
//     derived from the RFC 5892 classes because x/net/idna does not expose the NV8 status of UTS #46; the
//     registration profile of x/net/idna (idna.ValidateForRegistration) validates A-labels (RFC 5891
//     section 5.3).
//
// SURROGATE and INVALID_UTF8 findings name their component: the bad bytes are replaced by characters of
// the same length in a copy that is parsed for its spans (a lone bad byte cannot be, and gets none).
//
// Profiles set the severity of every code at once, for who is checking:
//
//	| Profile | Severities |
//	| --- | --- |
//	| `default` | each code's own: error for MUST and MUST NOT, warning for SHOULD and security advice |
//	| `strict` | every code is an error, SHOULD and SHOULD NOT included, and codes that are off by default are on |
//	| `lenient` | for RDF data: errors only for what makes the input no IRI (`SYNTAX`, `INVALID_UTF8`, `SURROGATE`, the section 7.3 characters outside the query, `BIDI_FORMATTING_CHARACTER`); other errors become warnings; advice to producers (case, RFC 5952 form, ACE labels, default or empty ports, encoded unreserved characters, dot-segments, NFKC) is ignored |
//
//	iri check --profile strict 'http://EXAMPLE.com:80/a/./b'   # three errors, exit 1
//	iri check --profile lenient --error HOST_IDNA2008 "$iri"    # per-code flags apply after the profile
//
//	fs := check.Run(s, check.Profile("lenient"))   // check.Profiles() lists them; check.LookupProfile validates a name
//
// Users of Apache Jena's IRI library find each of its 63 violation codes in
// docs/jena.md (docs/jena.md) (generated and checked by TestJenaDoc): the code that reports the same
// problem here, SYNTAX, or why it is no rule of the specifications (ports below 1024, leading zeros in
// ports, unregistered schemes, non-IETF scheme trees, Jena's internal markers).
//
// # Spoofing checks
//
// check/spoof.go holds the checks aimed at IRIs made to deceive a reader
// (draft-ietf-iri-3987bis-00 section 10). All are warnings by default.
//
//   - Confusable host labels (Unicode TS #39 section 4). The skeletons come
//     from go.mau.fi/util/confusable v0.9.4, generated from confusables.txt
//     of Unicode 17.0.0 (chosen over github.com/mtibben/confusables, whose data
//     is Unicode 13.0.0 and which has seen no release since 2021; no other Go
//     implementation is on the module proxy). Its skeleton drops the
//     characters that are not graphic (unicode.IsGraphic) where TS #39 drops
//     Default_Ignorable_Code_Point characters; the IDNA mapping removes or
//     rejects most of either kind in host labels. For a host label L with a
//     character outside ASCII (an A-label xn--... is decoded first), the
//     ASCII look-alike A is L with each non-ASCII character replaced by its own
//     skeleton; it counts when it is letters, digits and hyphens (at least one
//     letter) and skeleton(A) = skeleton(L). With R the resolved script set of
//     L (TS #39 section 5.1): R empty (mixed-script) gives
//     MIXED_SCRIPT_CONFUSABLE (pаypal, Cyrillic а); R not empty and without
//     Latin gives WHOLE_SCRIPT_CONFUSABLE (аррӏе, all Cyrillic, looks like
//     apple; Greek αρρ, Cherokee ᎪᏴ); R with Latin (ɑpple) is a
//     single-script confusable and not reported. Only ASCII look-alikes are
//     searched: the prototypes of the data are almost all Latin, and a Russian
//     word like москва has a Latin skeleton (ʍocĸʙa) that imitates no
//     name anyone registers. The labels of the host's public suffix are left out
//     of the whole-script rule (.ру, .рф are their registry's choice).
//     False positives: genuine words of Cyrillic, Greek, Cherokee... that are
//     spelled only with Latin look-alikes, e.g. the Russian сор.рф ("cop").
//   - Mixed scripts (MIXED_SCRIPT_LABEL). A label whose resolved script
//     set is empty, unless the TS #39 section 5.2 "Highly Restrictive" sets
//     (Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo, Latin + Han +
//     Hangul) cover it, and it is not already a mixed-script confusable. Both
//     use Script_Extensions, so U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK
//     (Script Common, Script_Extensions Hiragana and Katakana) goes with
//     Hiragana, and аー (Cyrillic with it) is mixed. No Go module provides
//     Script_Extensions (the standard library and golang.org/x/text have only
//     Script), so internal/scx/tables_gen.go is generated by
//     internal/scx/gen.go from ScriptExtensions.txt of the Unicode version
//     of the standard library's unicode package (15.0.0): apt-get install
//     unicode-data, then go generate ./internal/scx (without the file the
//     generator leaves the table as it is).
//   - Delimiter look-alikes (DELIMITER_LOOKALIKE). A punctuation mark or
//     symbol outside ASCII and the full-width forms whose TS #39 skeleton is
//     /, \, ., :, ?, # or @ (U+2044 FRACTION SLASH, U+2215,
//     U+2236 RATIO, ...), taken from the same confusables data instead of a
//     hand-kept list. Letters, marks and digits with such a skeleton (U+30CE
//     KATAKANA LETTER NO, U+0660 ARABIC-INDIC DIGIT ZERO) are ordinary text in
//     their scripts and are left out. The dots IDNA's mapping turns into .
//     (U+3002 IDEOGRAPHIC FULL STOP, U+FF61) count too: they separate host
//     labels where a reader sees none.
//   - Registrable domains (HOST_IMITATES_DOMAIN). The registrable domain
//     (eTLD+1) of a host is that of golang.org/x/net/publicsuffix (the whole
//     Public Suffix List, private section included). A host is reported when
//     some of its labels before the registrable domain end with an ICANN
//     public suffix that is a generic TLD of RFC 1591 (com, net, org, edu, gov,
//     mil, int) or info or biz, or that has two or more labels (co.uk), with a
//     label before it: http://paypal.com.account-verify.example/ holds
//     paypal.com but belongs to account-verify.example. Single-label
//     country codes and newer generic TLDs are left out, since de, us,
//     app or dev name regions and services in many genuine hosts
//     (shop.de.example.com, api.dev.example.com): paypal.de.evil.example
//     is not reported. False positives: hosts that embed a customer's domain
//     on purpose, such as CDN names (www.example.com.cdn.example.net).
//   - Active schemes. SCRIPT_SCHEME for javascript: and vbscript:
//     (they run script where the link is followed), DATA_SCHEME for data:
//     (the content, possibly HTML or SVG with script, is in the IRI itself).
//
// registrable.Domain(u) (package github.com/goiri/iri/registrable) returns
// the span of the registrable domain, and iri.Display(s,
// registrable.Mark("[", "]")) marks it:
// http://paypal.com.[account-verify.example]/.
//
//	iri check 'http://аррӏе.com/'          # warning WHOLE_SCRIPT_CONFUSABLE: looks like "apple"
//	iri check 'http://paypal.com.account-verify.example/'   # warning HOST_IMITATES_DOMAIN
//	iri check 'javascript:alert(1)'          # warning SCRIPT_SCHEME
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
