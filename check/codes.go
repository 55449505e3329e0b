package check

import "strings"

// Code is the stable name of one kind of finding, e.g.
// "BIDI_FORMATTING_CHARACTER". Codes never change meaning; Codes lists them
// all with their default severity, section and an example.
type Code string

// The codes Check reports. docs/codes.md is generated from Codes.
const (
	// Grammar (RFC 3987 section 2.2 and the variants' sections; UTF-8,
	// RFC 3629).
	CodeSyntax      Code = "SYNTAX"
	CodeInvalidUTF8 Code = "INVALID_UTF8"

	// Characters not allowed in IRIs (draft-ietf-iri-3987bis-00 section 7.3,
	// one code per group) and bidi formatting characters (section 4.1).
	CodeSpace                   Code = "SPACE"
	CodeDelimiter               Code = "DELIMITER"
	CodeUnwise                  Code = "UNWISE"
	CodeControl                 Code = "CONTROL"
	CodeBidiFormattingCharacter Code = "BIDI_FORMATTING_CHARACTER"
	CodeSpecial                 Code = "SPECIAL"
	CodePrivateUse              Code = "PRIVATE_USE"
	CodePrivateUseInQuery       Code = "PRIVATE_USE_IN_QUERY"
	CodeTag                     Code = "TAG"
	CodeNonCharacter            Code = "NON_CHARACTER"
	CodeSurrogate               Code = "SURROGATE"

	// Invisible characters (section 6.1 and section 3.7 step 4;
	// invisible.go).
	CodeInvisible       Code = "INVISIBLE_CHARACTER"
	CodeJoinerInContext Code = "JOINER_IN_CONTEXT"

	// Look-alikes (section 6.1 b) and normalization (section 5.3.2.2).
	CodeFullwidthLatin     Code = "FULLWIDTH_LATIN"
	CodeHalfwidthKatakana  Code = "HALFWIDTH_KATAKANA"
	CodeSpaceLookalike     Code = "SPACE_LOOKALIKE"
	CodeDelimiterLookalike Code = "DELIMITER_LOOKALIKE"
	CodeNotNFC             Code = "NOT_NFC"
	CodeNotNFKC            Code = "NOT_NFKC"

	// Bidi structure (section 4.2).
	CodeBidiMixedDirection    Code = "BIDI_MIXED_DIRECTION"
	CodeBidiRTLEnds           Code = "BIDI_RTL_COMPONENT_ENDS"
	CodeBidiHostLabelOrder    Code = "BIDI_HOST_LABEL_ORDER"
	CodeBidiUserinfoHostOrder Code = "BIDI_USERINFO_HOST_ORDER"

	// Percent-encoding and security (section 10; RFC 3987 section 8).
	CodePctOverlongUTF8    Code = "PCT_OVERLONG_UTF8"
	CodePctInvalidUTF8     Code = "PCT_INVALID_UTF8"
	CodePctUnreserved      Code = "PCT_ENCODED_UNRESERVED"
	CodePctDotSegment      Code = "PCT_ENCODED_DOT_SEGMENT"
	CodePctDelimiterInPath Code = "PCT_ENCODED_DELIMITER_IN_PATH"
	CodePctNUL             Code = "PCT_ENCODED_NUL"
	CodePctControl         Code = "PCT_ENCODED_CONTROL"
	CodeUserinfoHost       Code = "USERINFO_LOOKS_LIKE_HOST"
	CodeMixedScriptLabel   Code = "MIXED_SCRIPT_LABEL"
	CodeUserinfoPassword   Code = "USERINFO_PASSWORD"
	CodeSchemeNotLowercase Code = "SCHEME_NOT_LOWERCASE"
	CodeHostIDNA           Code = "HOST_IDNA"
	CodeHostTooLong        Code = "HOST_TOO_LONG"
	CodeHostLabelTooLong   Code = "HOST_LABEL_TOO_LONG"
	CodeHostIPv4Like       Code = "HOST_IPV4_LIKE"
	CodePortOutOfRange     Code = "PORT_OUT_OF_RANGE"
	CodePortEmpty          Code = "PORT_EMPTY"
	CodePortDefault        Code = "PORT_DEFAULT"
	CodeSchemeRequired     Code = "SCHEME_COMPONENT_REQUIRED"
	CodeSchemeForbidden    Code = "SCHEME_COMPONENT_FORBIDDEN"
	CodeSchemeSyntax       Code = "SCHEME_SYNTAX"

	// Case, host and path rules that Apache Jena's IRI checker enforces
	// and the specifications support (see docs/jena.md): RFC 3986 sections
	// 2.1, 3.2.2 and 6.2.2, RFC 5952, UTS #46, RFC 8141.
	CodePctLowercaseHex     Code = "PCT_LOWERCASE_HEX"
	CodeHostNotLowercase    Code = "HOST_NOT_LOWERCASE"
	CodeIPv6NotLowercase    Code = "HOST_IPV6_NOT_LOWERCASE"
	CodeIPv6NotCanonical    Code = "HOST_IPV6_NOT_CANONICAL"
	CodeHostPctEncoded      Code = "HOST_PCT_ENCODED"
	CodeHostPctNotDNS       Code = "HOST_PCT_NOT_DNS"
	CodeHostEmptyLabel      Code = "HOST_EMPTY_LABEL"
	CodeHostSTD3            Code = "HOST_STD3"
	CodeHostMapsToDelimiter Code = "HOST_MAPS_TO_DELIMITER"
	CodeHostIDNAIgnored     Code = "HOST_IDNA_IGNORED"
	CodeHostIDNA2008        Code = "HOST_IDNA2008"
	CodeHostACELabel        Code = "HOST_ACE_LABEL"
	CodeURNReservedNID      Code = "URN_RESERVED_NID"
	CodePathDotSegment      Code = "PATH_DOT_SEGMENT"

	// Spoofing (spoof.go): confusables and scripts of host labels (Unicode
	// TS #39), hosts imitating a registrable domain, active schemes.
	CodeWholeScriptConfusable  Code = "WHOLE_SCRIPT_CONFUSABLE"
	CodeMixedScriptConfusable  Code = "MIXED_SCRIPT_CONFUSABLE"
	CodeSingleScriptConfusable Code = "SINGLE_SCRIPT_CONFUSABLE"
	CodeHostImitatesDomain     Code = "HOST_IMITATES_DOMAIN"
	CodeScriptScheme           Code = "SCRIPT_SCHEME"
	CodeDataScheme             Code = "DATA_SCHEME"

	// Bounded diagnostics (bounds.go), against the denial of service
	// draft-ietf-iri-3987bis-00 section 10 warns of.
	CodeMoreFindings Code = "MORE_FINDINGS"
)

// CodeInfo describes one code: its default severity, the section it rests
// on, what it means in one line, and an example input that triggers it and
// no other code when checked with ExampleVariant and default severities.
type CodeInfo struct {
	Code     Code
	Severity Severity
	Section  string
	Meaning  string
	// Example triggers this code and no other.
	Example string
	// ExampleVariant is the variant to check Example with ("rfc3987" unless
	// the example's characters need a more liberal grammar).
	ExampleVariant string
}

const (
	bis    = "draft-ietf-iri-3987bis-00 section "
	rfc    = "RFC 3987 section "
	rfc86  = "RFC 3986 section "
	secDNS = "RFC 1035 section 2.3.4; RFC 3986 section 3.2.2"
)

// heb maps Bidi Notation (uppercase letters for right-to-left letters,
// draft-ietf-iri-3987bis-00 section 1.4) to Hebrew letters.
func heb(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return 0x05D0 + (r - 'A')
		}
		return r
	}, s)
}

var codeInfos = []CodeInfo{
	{CodeSyntax, SeverityError, "the variant's grammar, e.g. " + rfc + "2.2",
		"the input does not match the grammar of the chosen variant", "http://[::1/", ""},
	{CodeInvalidUTF8, SeverityError, rfc + "2 and 3.1",
		"the input is not valid UTF-8, so it is not a sequence of characters", "http://a/\xff", ""},

	{CodeSpace, SeverityError, bis + "7.3",
		"a space (U+0020); percent-encode it as %20", "http://a/b c", "leiri"},
	{CodeDelimiter, SeverityError, bis + "7.3",
		`a delimiter "<", ">" or '"' that cuts IRIs off in plain text`, "http://a/<b>", "leiri"},
	{CodeUnwise, SeverityError, bis + "7.3",
		`an "unwise" character \ ^ ` + "`" + ` { | }`, "http://a/b|c", "leiri"},
	{CodeControl, SeverityError, bis + "7.3",
		"a C0 or C1 control character or DEL", "http://a/b\tc", "leiri"},
	{CodeBidiFormattingCharacter, SeverityError, bis + "4.1 and 7.3",
		"a bidi formatting character (LRM, RLM, LRE, RLE, PDF, LRO, RLO); IRIs MUST NOT contain them",
		"http://a/\u200Eb", "leiri"},
	{CodeSpecial, SeverityError, bis + "7.3",
		"a special (U+FFF0-FFFD), e.g. the replacement character", "http://a/\uFFFD", "leiri"},
	{CodePrivateUse, SeverityError, bis + "7.3; " + rfc + "2.2",
		"a private-use code point outside the query", "http://a/\uE000", "leiri"},
	{CodePrivateUseInQuery, SeverityWarning, bis + "7.3",
		"a private-use code point in the query: allowed, but not interoperable", "http://a/?\uE000", ""},
	{CodeTag, SeverityError, bis + "7.3",
		"a language tag character (U+E0000-E0FFF)", "http://a/\U000E0041", "leiri"},
	{CodeNonCharacter, SeverityError, bis + "7.3",
		"a non-character (U+FDD0-FDEF or U+xFFFE-xFFFF)", "http://a/\uFDD0", "leiri"},
	{CodeSurrogate, SeverityError, bis + "7.3",
		"a surrogate code unit (U+D800-DFFF) encoded in the input bytes", "http://a/\xed\xa0\x80", ""},
	{CodeInvisible, SeverityError, bis + "3.7 step 4, 4.1 and 6.1",
		"an invisible character: a default-ignorable code point (U+200B, U+00AD, U+FEFF, variation selectors...), format control or bidi control (U+061C, U+2066-2069) other than the seven of section 4.1; in any component, and percent-encoded in a DNS host, where IDNA may map it to nothing. An error, as for the bidi formatting characters: an IRI holding one cannot be typed from what is shown",
		"http://a/b\u200Bc", ""},
	{CodeJoinerInContext, SeverityWarning, bis + "6.1; RFC 5892 appendix A.1 and A.2",
		"ZERO WIDTH NON-JOINER or JOINER where IDNA's CONTEXTJ rules allow it (after a virama, say): some scripts need it, but it cannot be seen",
		"http://a/\u0915\u094D\u200D\u0937", ""},

	{CodeFullwidthLatin, SeverityWarning, bis + "6.1",
		"a full-width form of an ASCII character (U+FF01-FF5E), a look-alike of its ASCII original",
		"http://a/\uFF41bc", ""},
	{CodeHalfwidthKatakana, SeverityWarning, bis + "6.1",
		"a half-width Katakana character or mark (U+FF65-FF9F); use the full-width form",
		"http://a/\uFF76", ""},
	{CodeSpaceLookalike, SeverityWarning, bis + "6.1",
		"a white-space character other than U+0020, a look-alike of space", "http://a/b\u3000c", ""},
	{CodeDelimiterLookalike, SeverityWarning, bis + "6.1",
		`a punctuation mark or symbol whose Unicode TS #39 skeleton is "/", "\", ".", ":", "?", "#" or "@"`,
		"http://a/b\u2215c", ""},
	{CodeNotNFC, SeverityWarning, bis + "5.3.2.2",
		"characters not in Normalization Form C; IRIs SHOULD be created in NFC",
		"http://www.example.org/re\u0301sume\u0301.html", ""},
	{CodeNotNFKC, SeverityWarning, bis + "5.3.2.2",
		"characters in NFC but not in NFKC; NFKC avoids even more problems", "http://a/\uFB01le", ""},

	{CodeBidiMixedDirection, SeverityWarning, bis + "4.2",
		"a component uses both right-to-left and left-to-right characters",
		heb("http://a/CDabEF"), ""},
	{CodeBidiRTLEnds, SeverityWarning, bis + "4.2",
		"a component with right-to-left characters does not start and end with one",
		heb("http://a/CD1"), ""},
	{CodeBidiHostLabelOrder, SeverityWarning, bis + "4.1 and 4.4 (examples 2, 3, 4 and 6); UAX #9",
		"a host whose right-to-left labels a display shows in another order than they are written (consecutive right-to-left labels are shown right to left as a group); the message gives the order a reader going from left to right sees",
		heb("http://AB.CD.com/"), ""},
	{CodeBidiUserinfoHostOrder, SeverityWarning, bis + "4.1; " + rfc86 + "7.6; UAX #9",
		"an authority that a display shows with the userinfo after the '@' or the host before it (right-to-left characters move them), so a reader takes something else for the host: \"foo://\u05D0@1.2.3.4/\" is shown as \"foo://1.2.3.4@\u05D0/\"; the message gives the authority as shown",
		heb("foo://A@1.2.3.4/"), ""},

	{CodePctOverlongUTF8, SeverityError, bis + "10; RFC 3629 sections 3 and 10",
		"percent-encoded octets form an overlong UTF-8 sequence, e.g. %C0%AF for \"/\"",
		"http://a/%C0%AF", ""},
	{CodePctInvalidUTF8, SeverityWarning, bis + "6.4 and 10",
		"percent-encoded octets are not UTF-8, so they stand for no characters of an IRI",
		"http://www.example.org/r%E9sum%E9.html", ""},
	{CodePctUnreserved, SeverityWarning, rfc86 + "2.3",
		"a percent-encoded unreserved character; write the character itself", "http://a/%41", ""},
	{CodePctDotSegment, SeverityWarning, bis + "10; " + rfc86 + "3.3",
		`a path segment that decodes to "." or ".." but is not one as written`,
		"http://a/%2E%2E/b", ""},
	{CodePctDelimiterInPath, SeverityWarning, bis + "10",
		`a path holds a percent-encoded delimiter ("/", "\", "?", "#", "[", "]", "@", ":")`,
		"http://a/b%2Fc", ""},
	{CodePctNUL, SeverityWarning, rfc86 + "7.3",
		"a percent-encoded NUL (%00), which truncates strings in many programs", "http://a/b%00c", ""},
	{CodePctControl, SeverityWarning, rfc86 + "7.3; " + bis + "10",
		"a percent-encoded control character other than NUL (%01-%1F, %7F), such as CR LF (%0D%0A), which injects lines into headers and logs once decoded",
		"http://a/?q=%0D%0A", ""},
	{CodeUserinfoHost, SeverityWarning, rfc86 + "7.6; " + rfc + "8",
		"the userinfo (before any \":\") is a domain name under a public suffix or an IPv4 address, so the IRI reads as one on that host: \"ftp://www.bank.example@evil.example/\" (any scheme with an authority)",
		"ftp://example.com@evil.example/", ""},
	{CodeMixedScriptLabel, SeverityWarning, bis + "10; " + rfc + "8; Unicode TS #39 sections 5.1 and 5.2",
		"a host label mixes scripts, a common spoofing technique", "http://abc\u0436.example/", ""},
	{CodeUserinfoPassword, SeverityWarning, rfc86 + "3.2.1 and 7.5",
		`the userinfo holds a password ("user:password" is deprecated)`, "ftp://user:secret@a/", ""},
	{CodeSchemeNotLowercase, SeverityWarning, rfc86 + "3.1",
		"the scheme has uppercase letters; produce lowercase schemes", "HTTP://a/", ""},
	{CodeHostIDNA, SeverityError, bis + "3.4",
		"the host of a DNS scheme fails IDNA ToASCII, so the IRI cannot be resolved",
		"http://\u0301a.example/", ""},
	{CodeHostTooLong, SeverityError, secDNS,
		"the host is longer than 253 octets in ASCII (A-label) form",
		"http://" + strings.Repeat(strings.Repeat("a", 49)+".", 5) + "abcd/", ""},
	{CodeHostLabelTooLong, SeverityError, secDNS,
		"a host label is longer than 63 octets in ASCII (A-label) form",
		"http://" + strings.Repeat("a", 64) + ".example/", ""},
	{CodeHostIPv4Like, SeverityWarning, rfc86 + "7.4",
		"a reg-name made of numbers that is not a dotted-decimal IPv4 address", "http://256.1.1.1/", ""},
	{CodePortOutOfRange, SeverityError, rfc86 + "3.2.3",
		"the port is above 65535", "http://a:65536/", ""},
	{CodePortEmpty, SeverityWarning, rfc86 + "3.2.3",
		`the port is empty; omit the ":"`, "http://a:/", ""},
	{CodePortDefault, SeverityWarning, rfc86 + "3.2.3",
		"the port is the scheme's default; omit it", "http://a:80/", ""},
	{CodeSchemeRequired, SeverityError, "the scheme's specification (see SchemeRules)",
		"the scheme requires a component that is absent or empty", "http:foo", ""},
	{CodeSchemeForbidden, SeverityError, "the scheme's specification (see SchemeRules)",
		"the scheme forbids a component that is present", "mailto://example.org", ""},
	{CodeSchemeSyntax, SeverityError, "the scheme's specification (see SchemeRules)",
		"the IRI breaks the scheme-specific syntax", "mailto:a@b?x", ""},

	{CodePctLowercaseHex, SeverityWarning, rfc86 + "2.1; " + rfc + "5.3.2.1; " + bis + "3.3",
		"a percent-encoding uses lowercase hexadecimal digits; producers should use uppercase",
		"http://a/%c3%a9", ""},
	{CodeHostNotLowercase, SeverityWarning, rfc86 + "3.2.2; " + rfc + "5.3.2.1",
		"a registered name has uppercase ASCII letters; producers should use lowercase",
		"http://EXAMPLE.COM/", ""},
	{CodeIPv6NotLowercase, SeverityWarning, rfc86 + "3.2.2; RFC 5952 section 4.3",
		"an IPv6 address has uppercase hexadecimal digits; producers should use lowercase",
		"http://[FE80::1]/", ""},
	{CodeIPv6NotCanonical, SeverityWarning, "RFC 5952 section 4",
		"an IPv6 address is not in the recommended text form (leading zeros, \"::\" placement)",
		"http://[fe80:0:0:0:0:0:0:1]/", ""},
	{CodeHostPctEncoded, SeverityWarning, rfc86 + "3.2.2; " + bis + "3.4",
		"the host of a DNS scheme percent-encodes non-ASCII characters; write them, or use IDNA (A-labels), instead",
		"http://%C3%A9.example/", ""},
	{CodeHostPctNotDNS, SeverityWarning, rfc86 + "3.2.2",
		"the percent-encoded host of a DNS scheme decodes to a name that is not a DNS name (letters, digits, hyphens)",
		"http://ho%2Fst/", ""},
	{CodeHostEmptyLabel, SeverityError, "RFC 3490 section 4.1 step 8; " + bis + "3.4",
		"the host of a DNS scheme has an empty label (\"..\" or a leading \".\"); ToASCII fails on it",
		"http://a..b/", ""},
	{CodeHostSTD3, SeverityWarning, rfc + "3.1 and 5.3.3; RFC 3490 section 4.1 step 3",
		"a host label of a DNS scheme has, or IDNA maps to, a character other than a letter, digit or hyphen, " +
			"which UseSTD3ASCIIRules forbids; RFC 3987 sets that flag and 3987bis section 3.4 clears it, so only the rfc3987 variant reports this",
		"http://a!b.example/", ""},
	{CodeHostMapsToDelimiter, SeverityError, bis + "3.4; " + rfc86 + "3.2.2",
		"IDNA maps a character of the host to a space, \"%\" or a delimiter, which no URI host can hold",
		"http://a\uFE6Ab.example/", ""},
	{CodeHostIDNAIgnored, SeverityError, "RFC 5892 section 2; RFC 5891 section 5.4",
		"a host character that the IDNA mapping deletes (soft hyphen U+00AD, variation selectors): IDNA2008 disallows it, and the name looked up is not the name shown",
		"http://a\u00ADb.example/", ""},
	{CodeHostIDNA2008, SeverityWarning, "RFC 5892 section 2; " + rfc + "3.1 (AllowUnassigned FALSE)",
		"a host character that IDNA2008 disallows or leaves unassigned (symbols, emoji), although UTS #46 lookup, the default profile, accepts it",
		"http://\U0001F600.example/", ""},
	{CodeHostACELabel, SeverityIgnored, rfc + "5.3.3",
		"a host label in ACE form (\"xn--\"); for legibility IRIs SHOULD NOT convert IDN labels to ACE (the message gives the U-label); off by default",
		"http://xn--rsum-bpad.example/", ""},
	{CodeURNReservedNID, SeverityWarning, "RFC 2141 section 2.1 (obsoleted by RFC 8141)",
		"the namespace identifier \"urn\", which RFC 2141 reserved (MUST NOT be used) against confusion with the scheme; the NID syntax of RFC 8141 section 2 admits it",
		"urn:urn:x", ""},
	{CodePathDotSegment, SeverityWarning, rfc86 + "3.3 and 6.2.2.3; " + rfc + "5.3.2.4",
		"a \".\" or \"..\" segment other than at the start of a relative-path reference; dot-segments are meant for relative references only",
		"http://a/./b", ""},

	{CodeWholeScriptConfusable, SeverityWarning, uts39 + "4 (whole-script confusables); " + bis + "10",
		"a host label in one script other than Latin has the skeleton of an ASCII label: it looks like that label",
		"http://\u0430\u0440\u0440\u04CF\u0435.com/", ""},
	{CodeMixedScriptConfusable, SeverityWarning, uts39 + "4 (mixed-script confusables) and 5.1; " + bis + "10",
		"a host label mixes scripts and has the skeleton of an ASCII label: it looks like that label",
		"http://p\u0430ypal.example/", ""},
	{CodeSingleScriptConfusable, SeverityWarning, uts39 + "4 (single-script confusables); " + bis + "10",
		"a host label outside ASCII whose TS #39 skeleton is an ASCII label other than the label itself (case aside), where neither code above applies: look-alikes within one script (U+0261 LATIN SMALL LETTER SCRIPT G in \"\u0261oogle\", U+0131 dotless i in \"paypa\u0131\"), whatever the label's scripts; the labels of the public suffix that are whole-script confusables are left out, as for WHOLE_SCRIPT_CONFUSABLE",
		"http://\u0261oogle.example/", ""},
	{CodeHostImitatesDomain, SeverityWarning, "Public Suffix List (golang.org/x/net/publicsuffix); " + bis + "10",
		"labels before the host's registrable domain form another registrable domain (under a generic TLD or a suffix such as co.uk)",
		"http://paypal.com.account-verify.example/", ""},
	{CodeScriptScheme, SeverityWarning, "draft-hoehrmann-javascript-scheme-03; " + bis + "10",
		"a javascript: or vbscript: IRI, which runs script wherever it is followed", "javascript:alert(1)", ""},
	{CodeDataScheme, SeverityWarning, "RFC 2397 section 6 (security); " + bis + "10",
		"a data: IRI, which carries its content (HTML, SVG with script) in the IRI itself", "data:,A%20brief%20note", ""},

	{CodeMoreFindings, SeverityWarning, "this package (check.MaxFindings)",
		"more findings than the limit per IRI (DefaultMaxFindings, 100): the rest are counted in this last finding, whose severity is the highest of theirs; the example (101 separate U+3000) also triggers the 100 findings reported before it",
		"http://a/" + strings.Repeat("b\u3000c", DefaultMaxFindings+1), ""},
}

var codeIndex = func() map[Code]int {
	m := make(map[Code]int, len(codeInfos))
	for i, c := range codeInfos {
		m[c.Code] = i
	}
	return m
}()

// Codes returns every code Check can report, in a fixed order (grammar,
// characters, bidi, security, host, port, scheme).
//
// Each CodeInfo names the section the code implements.
func Codes() []CodeInfo {
	out := make([]CodeInfo, len(codeInfos))
	copy(out, codeInfos)
	for i := range out {
		if out[i].ExampleVariant == "" {
			out[i].ExampleVariant = "rfc3987"
		}
	}
	return out
}

// LookupCode returns the description of code c and whether it exists.
//
// The description names the section the code implements.
func LookupCode(c Code) (CodeInfo, bool) {
	i, ok := codeIndex[c]
	if !ok {
		return CodeInfo{}, false
	}
	info := codeInfos[i]
	if info.ExampleVariant == "" {
		info.ExampleVariant = "rfc3987"
	}
	return info, true
}

// codeOrder returns the position of c in the registry, for sorting.
func codeOrder(c Code) int {
	if i, ok := codeIndex[c]; ok {
		return i
	}
	return len(codeInfos)
}
