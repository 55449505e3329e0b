// Package iri parses, converts, compares and resolves Internationalized
// Resource Identifiers: RFC 3987, its revision
// draft-ietf-iri-3987bis with the LEIRI and Web Address variants, RFC 3986
// URIs, and the 2002 draft that started it all.
//
// Each grammar is a PEG transcription of the specification's ABNF in
// grammar/, one base file and one small override file per variant, compiled
// by pigeon into parser_gen.go (run "go generate"). Parse returns an IRI
// holding every component as written, which of them are present, and their
// byte spans; invalid input returns a *ParseError with the byte offset, the
// rule and the specification section.
//
//	u, err := iri.Parse("http://résumé.example.org/chemin?q=1#haut")
//	// u.Host == "résumé.example.org", u.Spans().Host == iri.Span{Start: 7, End: 27}
//
// Variants are values: iri.RFC3987 (the default), iri.RFC3987bis, iri.LEIRI,
// iri.WebAddress, iri.RFC3986, or any variant by name with LookupVariant,
// including those added by dropping a file into grammar/. A variant's file
// also declares what it does beyond its grammar (the preprocessing of
// draft-ietf-iri-3987bis-00 section 7, URI-only normalization, STD3 host
// rules), inherited through "extends", and a variant that changes only
// character classes gets the fast path with tables derived from its file
// (grammar/README.md).
//
// The package github.com/goiri/iri/check reports everything the
// specifications say about an IRI beyond its grammar (findings with codes,
// spans and sections).
//
// # Options
//
// Functions that can be configured take options of one type, Option, each
// named after what it sets, as golang.org/x/net/idna does: Grammar,
// IDNAProfile, DocumentEncoding, Lenient, AlwaysEmbed, RightToLeft,
// NonStrict, MarkSpan, AnyScheme. Options apply in order, a later one
// overriding an earlier one, and a nil Option is ignored. Package
// github.com/goiri/iri/charset handles legacy charsets: it converts text to
// Unicode (ConvertToUCS), supplies the document charset's encoder
// (DocumentCharset) and reads URIs made in legacy charsets (Readings,
// section 8.7).
//
// # IRIs in running text
//
// Extract finds the IRIs in a text (draft-ietf-iri-3987bis-00 section 8.3,
// RFC 3986 Appendix C), ExtractReader in a stream, each as a Match with its
// byte span and line: a scheme registered or followed by "//", the end
// where the RFC 3987 grammar ends or at white space or a bidi formatting
// character, trailing punctuation, wrappers and angle brackets left out.
// Package github.com/goiri/iri/entry turns typed or pasted text into an IRI
// (section 8.2). docs/extract.md states every rule.
//
// # Concurrency and comparison
//
// Every function of the package, and every method that does not change its
// receiver, is safe for concurrent use; so are RegisterScheme and the
// variant tables. The methods that change an IRI (the Set methods, Clear,
// UnmarshalText) and ParseInto need the usual care: no other use of the same
// IRI at the same time.
//
// IRI is a comparable struct: u == v holds when the two have the same
// components as written and the same presence flags, host kind and path
// form, that is the simple string comparison of draft-ietf-iri-3987bis-00
// section 5.3.1. For equivalence use Equal, or compare normal forms (Normalize), at the
// level of the comparison ladder you need.
//
// # Library
//
//	u, err := iri.Parse("http://user@résumé.example.org:8080/chemin?q=1#haut")
//	if err != nil {
//		var pe *iri.ParseError
//		if errors.As(err, &pe) {
//			fmt.Println(pe.Offset, pe.Rule, pe.Section) // where, in which rule, which spec
//		}
//		return err
//	}
//	fmt.Println(u.Scheme, u.Userinfo, u.Host, u.Port, u.Path, u.Query, u.Fragment)
//	fmt.Println(u.HostKind, u.PathForm, u.Spans().Host) // reg-name abempty {12 32}
//	fmt.Println(u.String())                            // the input, recomposed (RFC 3986 section 5.3)
//
// The API in brief:
//
//   - Parse, ParseIRI, ParseAbsolute, ParseRelative, Valid: the four entry
//     rules of RFC 3987, in the style of net/url. v.ParseInto(&u, s, rule)
//     parses into an IRI the caller reuses: no allocation at all.
//   - IRI: a plain value with the components as written (no delimiters), the
//     Has* flags that tell an empty component (http://h/?) from an absent one
//     (http://h/), HostKind (reg-name, IPv4, IPv6, IPvFuture), PathForm
//     (abempty, absolute, noscheme, rootless, empty, opaque); u.Spans() gives
//     the byte offsets of every component in the input. The struct is 128 bytes,
//     because Parse allocates one per call: spans are computed on demand from
//     the component lengths rather than stored.
//   - Variant: iri.RFC3987, iri.RFC3987bis, iri.LEIRI, iri.WebAddress,
//     iri.RFC3986, iri.Draft2002, or any variant by name with
//     iri.LookupVariant("3987bis"); iri.Variants() lists them all.
//     v.Parse(s), v.ParseRule(s, iri.RuleAbsoluteIRI), v.Valid(s),
//     v.LookupRule("URI").
//   - ParseError: Input, Offset (the first byte no rule could accept),
//     Rule, Expected, Variant, Entry, Section, Reason and Suggestion (in
//     words a person understands), and Err (ErrSyntax or ErrInvalidUTF8,
//     for errors.Is). Its message reads
//     iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is
//     not allowed; encode it as %20 (RFC 3987 section 2.2).
//     Invalid UTF-8 is reported at the offending byte, never replaced.
//   - Scheme, RegisterScheme, LookupScheme: what the library knows of each
//     scheme (default port, whether the host is a DNS name, …), extensible by the
//     caller.
//   - Building and editing. String() derives what the flags would say from
//     the fields, so iri.IRI{Scheme: "https", Host: "example.org", Path: "/p"}
//     gives https://example.org/p (a host is never dropped for want of
//     HasAuthority), and a path keeps its meaning (/ after an authority,
//     /. before //, ./ before a first segment with :). The validated way:
//     u.SetHost("résumé.example"), SetPath, SetQuery, SetFragment,
//     SetUserinfo, SetPort, SetScheme parse the result with the grammar
//     (iri.Grammar(v), default RFC 3987) and refresh the flags, host kind and
//     path form, or return an error and leave u as it was; u.Clear(c)
//     removes a component (iri.ComponentFragment drops the fragment).
//   - The HTML5 components of draft-ietf-iri-3987bis-00 section 3.2:
//     u.HostPort() (HOSTPORT: host:port, or the host alone when there is no
//     scheme, no port, an empty port or the scheme's default port, compared as
//     a number: http://h:080/ gives h) and u.HostSpecific() (HOSTSPECIFIC:
//     what follows the authority, /p?q#f, or, without an authority, the whole
//     string, scheme included, as the section words it: mailto:a@b). iri
//     parse shows both (hostport, hostspecific in --json).
//   - The habits of net/url. u.Hostname() (no brackets), u.PortNumber()
//     (int, ok), u.Redacted() (password shown as xxxxx), u.QueryValues()
//     (application/x-www-form-urlencoded, Unicode kept), u.HasScheme() (has a
//     scheme) and u.IsAbsoluteIRI() (an absolute-IRI: a scheme and no
//     fragment). u.URL(opts...) maps to a URI (ToURI) and returns a *url.URL
//     whose String() is exactly the ToURI result, ready for net/http;
//     iri.FromURL(r) goes the other way with ToIRI.
//   - Encoding. IRI implements encoding.TextMarshaler and
//     TextUnmarshaler (JSON, YAML, flag, database code see the string);
//     HostKind, PathForm, Component, Level, Variant and
//     check.Severity marshal as their names, and check.Finding as the JSON
//     object iri check --json prints.
//   - Concurrency. Every function, and every method that does not change its
//     receiver, is safe for concurrent use. IRI is comparable: == is the
//     simple comparison of the components as written; Normalize and Equal
//     give equivalence.
//   - Options are one type, iri.Option, each named after what it sets:
//     Grammar(v), IDNAProfile(p) (nil: no IDNA), DocumentEncoding(e)
//     (charset.DocumentCharset(name) supplies e),
//     Lenient(), AlwaysEmbed(), RightToLeft(), MarkSpan(find, open, close)
//     (registrable.Mark(open, close) marks the registrable domain),
//     NonStrict(); the check package's are check.Grammar,
//     check.Rule, check.Profile, check.CodeSeverity, check.Ignore,
//     check.IncludeIgnored, check.MaxFindings.
//
// # Comparing, normalizing and resolving
//
// The comparison ladder of draft-ietf-iri-3987bis-00 section 5.3 (RFC 3987
// section 5.3) has three levels here; two IRIs are equivalent at a level exactly
// when their normal forms are equal:
//
//	| Level | Section | What the normal form changes |
//	|-------|---------|------------------------------|
//	| `simple` | 5.3.1 | nothing: character-by-character, never mapped to URIs |
//	| `syntax` | 5.3.2 | scheme and the ASCII letters of the host (IPv6 hex digits too) lowercased; percent-encoding hex uppercased; percent-encoded unreserved characters decoded, and percent-encoded UTF-8 of `ucschar` (of `iprivate` in the query) decoded, so `ros%C3%A9` equals `rosé`, except the characters `ToIRI` keeps encoded (see [One policy for what stays encoded](#one-policy-for-what-stays-encoded)), which are written percent-encoded even where the input has them as themselves, so `http://a/%E2%80%AE` equals `http://a/` + U+202E; dot segments removed |
//	| `scheme` | 5.3.3 | `syntax`, then by the scheme registry (`RegisterScheme`): empty or default port removed with its `:`; empty path becomes `/` for http, https, ws, wss, ftp; DNS hosts go through the IDNA mapping of `ToURI`, label by label whatever the other labels hold (UTS #46 non-transitional, STD3 rules off, so `_` is allowed): a label's percent-encodings are decoded, A-labels become U-labels, and a label that is not UTF-8 or that IDNA rejects is kept as written (`http://RÉSUMÉ.example%ED%A0%80` becomes `http://résumé.example%ED%A0%80/`), so `http://xn--rsum-bpad.example.org` and `http://RÉSUMÉ.example.org` both become `http://résumé.example.org/` |
//
// Normalization stays in its variant. Normalize, Equal and
// u.Normalize take the Grammar option (default RFC 3987), and iri normalize
// and iri compare their --variant. Under rfc3986 the input is a URI and
// normalization is RFC 3986's (section 6.2.2: hexadecimal digits uppercased,
// only percent-encoded unreserved characters decoded, dot segments removed;
// section 6.2.3: default port and empty path; hosts stay A-labels, lowercased),
// so iri normalize --variant rfc3986 --level syntax 'scheme:/%CE%B1' stays
// scheme:/%CE%B1 where the IRI variants give scheme:/α. A property test
// checks, for every variant and level, that the normal form parses under the
// variant.
//
// Never done: NFC or any other Unicode normalization (re&#x301;sume&#x301; and
// résumé stay different, section 5.3.2.2), changing the case of a non-ASCII
// character outside the IDNA mapping of DNS hosts, removing the delimiter of an
// empty query or fragment (http://example.com/? differs from
// http://example.com/), scheme rules on the fragment. Invalid UTF-8 and the
// characters of the one policy (non-characters, invisible characters, white
// space...) stay percent-encoded.
//
// Invisible characters in hosts. The UTS #46 mapping removes some
// invisible characters (U+200B, U+00AD, U+FEFF, variation selectors: status
// "ignored"), so http://exa\u200bmple.com/ and http://example.com/ are
// different at the simple and syntax levels and equivalent at the
// scheme level: they are the same DNS name, ToURI maps both to
// http://example.com/, and a deny-list keyed on Normalize(s, LevelScheme) must
// catch the first. Never silently: check reports every such character
// (HOST_IDNA_IGNORED in a DNS host, whose message says the character is
// invisible and that IDNA deletes it; INVISIBLE_CHARACTER elsewhere),
// iri compare adds a note naming it to an "equivalent" answer, and the
// syntax normal form shows it percent-encoded
// (http://exa%E2%80%8Bmple.com/). Characters IDNA rejects (bidi controls)
// leave their label unmapped, so such hosts are never equivalent to one
// without them. The dot segments
// of a relative-path reference are kept (their meaning depends on the base;
// resolve first). Protocol-based normalization (5.3.4) is out of scope: it
// needs access to the resources.
//
// Reference resolution is the strict algorithm of RFC 3986 section 5.2 with
// non-ASCII characters treated like unreserved ones (RFC 3987 section 6.5),
// with one departure: where the algorithm's result would recompose into a
// string that reads differently, the path gets a prefix that keeps its
// meaning. a:/ with .//g gives a:/.//g (the literal result, a://g,
// would make g an authority, which section 3.3 forbids for a path without
// one), and a relative result whose first segment holds : gets ./.
// Relativization returns the shortest reference that resolves back to the
// target. Non-strict resolution, for the RDF and XML toolchains that still
// expect it: with iri.NonStrict() (iri resolve --non-strict), a reference
// whose scheme is the base's, compared without regard to case (RFC 3986 section
// 3.1), is resolved as if it had no scheme, the backward-compatible parsing
// section 5.2.2 allows; http:g against http://a/b/c/d;p?q gives
// http://a/b/c/g instead of http:g (section 5.4.2). Strict is the default.
//
//	iri normalize 'HTTP://www.EXAMPLE.com:80'                 # http://www.example.com/
//	iri normalize --level syntax 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
//	iri compare 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org'   # exit 0
//	iri compare --json 'http://example.com/?' 'http://example.com/'              # exit 1
//	printf 'http://a/%%7e\thttp://a/~\n' | iri compare --level syntax   # pairs from stdin, TAB-separated
//	iri resolve --base 'http://a/b/c/d;p?q' ../g '?y' '#s'    # http://a/b/g ...
//	iri resolve --relativize --base 'http://a/b/c/d;p?q' http://a/b/g   # ../g
//
//	eq, err := iri.Equal("http://example.com", "http://example.com:80/", iri.LevelScheme) // true
//	key, err := iri.Normalize(s, iri.LevelScheme) // the normal form: a map key for de-duplication
//	n, err := iri.Normalize("HTTP://A/./b/%7e", iri.LevelSyntax) // "http://a/b/~"
//	t, err := iri.Resolve("http://a/b/c/d;p?q", "../g")          // "http://a/b/g"
//	t, err = iri.Resolve("http://a/b/c/d;p?q", "http:g", iri.NonStrict()) // "http://a/b/c/g"
//	r, err := iri.Relativize("http://a/b/c/d;p?q", "http://a/g")  // "/g"
//	// On parsed values: base.ResolveReference(ref), base.Relativize(target), u.Normalize(level).
//
// # Converting between IRIs and URIs
//
// The conversions of RFC 3987 section 3 and draft-ietf-iri-3987bis-00 sections
// 3 and 7 (mapping.go, charset/, preprocess.go). Each works on the parsed
// components, one at a time: delimiters stay where the parser found them.
//
//	$ iri touri 'http://résumé.example.org/chemin?q=été'      # IRI -> URI (3.3-3.6)
//	http://xn--rsum-bpad.example.org/chemin?q=%C3%A9t%C3%A9
//	$ iri touri --no-idna 'http://résumé.example.org/'          # hosts percent-encoded instead
//	http://r%C3%A9sum%C3%A9.example.org/
//	$ iri touri --lenient 'http://example.org/a b<c>'           # any string (3.3); strict mode fails
//	http://example.org/a%20b%3Cc%3E
//	$ iri touri --from webaddress ' http://example.org\a\b?c=100% '   # 7.2 preprocessing first
//	http://example.org/a/b?c=100%25
//	$ printf 'http://example.org/caf\xe9?q=caf\xe9\n' | iri touri --charset iso-8859-1
//	http://example.org/caf%C3%A9?q=caf%E9                        # legacy bytes -> NFC; http query in the document charset (3.5)
//	# charset names and decoders are those of the WHATWG Encoding Standard (x/text/encoding/htmlindex):
//	# "iso-8859-1", "latin1" and "ascii" all mean windows-1252 there, as in browsers.
//	$ iri toiri 'http://xn--99zt52a.example.org/%e2%80%ae' 'http://www.example.org/D%FCrst'
//	http://納豆.example.org/%E2%80%AE                              # URI -> IRI, steps 1-6 of 3.7
//	http://www.example.org/D%FCrst
//	$ iri toiri --from leiri 'http://example.org/a b'           # LEIRI -> IRI (7.1)
//	http://example.org/a%20b
//	$ iri touri --json --split 'http://a/é http://a‍b.example/'   # Weber section 4 list; JSON per reference
//	{"input":"http://a/é","output":"http://a/%C3%A9"}
//	{"input":"http://a‍b.example/","error":{"message":"iri: cannot map host label \"a\\u200db\": idna: invalid label \"a\\u200db\"","component":"host","label":"a‍b"}}
//
//	uri, err := iri.ToURI("http://résumé.example.org/é")                 // strict: invalid IRI -> *ParseError
//	uri, err = iri.ToURI("http://a/b c", iri.Lenient())                   // "http://a/b%20c"
//	uri, err = iri.ToURI(s, iri.Grammar(iri.RFC3987bis), iri.IDNAProfile(nil))
//	uri, err = iri.ToURI(s, iri.IDNAProfile(idna.New(idna.MapForLookup(), idna.Transitional(true))))
//	s, doc, err := charset.ConvertToUCS(raw, "shift_jis")                // bytes -> UCS + NFC (3.1); package github.com/goiri/iri/charset
//	uri, err = iri.ToURI(s, doc)                                          // doc = charset.DocumentCharset("shift_jis")
//	i, err := iri.ToIRI("http://xn--99zt52a.example.org/%e2%80%ae")       // "http://納豆.example.org/%E2%80%AE"
//	i, err = iri.LEIRIToIRI("http://example.org/a b")                     // "http://example.org/a%20b"
//	i, err = iri.WebAddressToIRI(" http://example.org\\a?100% ")          // "http://example.org/a?100%25"
//	refs := iri.SplitReferences(" http://a/  http://b/ ")                 // ["http://a/" "http://b/"]
//	// On parsed values: u.ToURI(opts...), u.ToIRI(opts...).
//	// Failures after parsing are *iri.MappingError{Input, Component, Label, Err}.
//
// Decisions:
//
//   - IDNA profile. Host names of schemes whose registry entry has DNSHost
//     (http, https, ws, wss, ftp, gopher, telnet, ldap, file; add more with
//     RegisterScheme) go through ToASCII label by label, and only labels with
//     non-ASCII characters (percent-encoded octets in such a label are decoded
//     first): ASCII labels stay as written, so the mapping is the identity on URIs
//     (IDNA2003's ToASCII also skips them). The default profile is UTS #46
//     nontransitional (IDNA2008: ß stays ß), lookup mapping, CheckHyphens,
//     CheckJoiners and CheckBidi on, and UseSTD3ASCIIRules off as 3987bis
//     section 3.4 says. This departs from both texts, which name IDNA2003 (the
//     ToASCII of RFC 3490; RFC 3987 section 3.1 with UseSTD3ASCIIRules on,
//     3987bis section 3.4 with it off), in favour of what resolvers do today. The
//     visible cases: faß.de becomes xn--fa-hia.de, not fass.de, and a
//     U+200D ZERO WIDTH JOINER between letters is an error (CheckJoiners), where
//     IDNA2003 removed it. Pass iri.IDNAProfile(p) for another profile (nil
//     turns IDNA off; the example above with Transitional(true) maps ß to
//     ss as IDNA2003 did). A failing label is an
//     error naming it, never a fallback; so is a ToASCII result with characters not
//     allowed in a URI host (with STD3 rules off, U+FF0F maps to /), and one
//     that is empty or over 63 octets (RFC 3490 section 4.1 step 8, whatever the
//     profile's VerifyDnsLength; ToIRI and scheme-based normalization leave such
//     a label as it is). Other
//     schemes and relative references get their host percent-encoded (RFC 3987
//     section 3.1). The label in 3987bis-00 section 3.4 (xn--rsum-bad) is a
//     misprint; the tests expect xn--rsum-bpad.
//   - Charsets. Names are those of the WHATWG Encoding Standard
//     (golang.org/x/text/encoding/htmlindex), in package charset. charset.ConvertToUCS normalizes to NFC
//     only for non-Unicode charsets and returns the document-charset option. With
//     a non-Unicode document charset, the query of http and https IRIs
//     (QueryCharset in the registry) is encoded in that charset; characters it
//     cannot represent become &#NNNN; as browsers send them (%26%23NNNN%3B),
//     and every octet but unreserved ASCII is percent-encoded (so a Shift_JIS
//     trail byte \ cannot escape). Relative references are mapped with UTF-8:
//     resolve them first.
//   - Lenient mode. Input the grammar rejects is split as RFC 3986 Appendix B
//     does (a scheme only if it is a valid scheme name, draft-weber section 5.1;
//     the authority at its last @), and every character not allowed in the URI
//     component is encoded, [ ] outside the host and a # in the fragment
//     included. With --from webaddress a \ separates as in that grammar (two
//     of / \ start the authority; \ ends the host and the first segment).
//     Still errors: a non-digit port, a bad IP literal, invalid UTF-8, a
//     : in the first segment of a relative path.
//   - href-strip (3987bis 7.2 leaves it "to be done"): TAB, LF and CR are
//     removed everywhere, as browsers do (WHATWG URL). Step 1 trims exactly U+0020,
//     U+000D, U+000A, U+0009 (the draft swaps the names of CR and LF). Step 3 does
//     not encode a \ that separates path segments (step 5 turns it into /);
//     \ in userinfo, query and fragment becomes %5C. LEIRIToIRI and
//     WebAddressToIRI check their result against 3987bis (change with
//     Grammar): its ireg-name has no percent-encoding, so a host that
//     needed encoding passes only Grammar(iri.RFC3987).
//   - ToIRI takes IRIs too. The input is parsed with the RFC 3987 grammar
//     (Grammar(iri.RFC3986) asks for URIs only): every URI is an IRI, and an
//     IRI comes back as it is, its percent-encodings decoded where section 3.7
//     allows (http://résumé.example/%C3%A9t%C3%A9 gives
//     http://résumé.example/été).
//   - Encoded dot segments stay encoded. ToIRI("http://a/b/%2e%2e/c") is
//     http://a/b/%2E%2E/c, not http://a/b/../c: a %2E that would make a
//     path segment . or .. is kept. Decoded, it would become an instruction
//     to reference resolution (RFC 3986 section 5.2.4 removes .. with the
//     segment before it), so the IRI would name another resource than the URI
//     once resolved or normalized by software that does not decode first; the
//     check package warns about such segments (PCT_ENCODED_DOT_SEGMENT). The
//     kept triplets are written %2E, in uppercase, as RFC 3986 section 2.1
//     asks producers and normalizers to write percent-encodings (and as step 3
//     and 4 write the octets they re-encode).
//   - <a id="one-policy-for-what-stays-encoded"></a>One policy for what stays
//     encoded (step 4, which refers to sections 2.2, 4.1 and 6.1): one
//     function, chars.KeepEncoded in internal/chars/policy.go, used by
//     ToIRI, by normalization and comparison (Normalize, Equal) and
//     by the checks. Kept encoded: everything outside ucschar (controls,
//     specials U+FFF0-FFFF, non-characters, tags, surrogates), private use
//     outside the query (iprivate is allowed in iquery only, and section
//     7.3 allows it only in the query part), invisible characters (the
//     Unicode Default_Ignorable_Code_Point property, derived from the standard
//     library's tables as UAX #44 derives it, the format controls of category
//     Cf and the Bidi_Control characters: the bidi formatting characters of
//     section 4.1, U+061C, the isolates U+2066-2069, U+200B, U+00AD, U+FEFF,
//     U+2060, the joiners, variation selectors...) and characters with the
//     Unicode White_Space property (U+00A0, U+3000...: look-alikes of a space,
//     section 6.1 b and 7.3, that would split an IRI). So
//     ToIRI("http://a/%E2%80%8B") keeps the zero-width space encoded, and
//     Normalize never decodes what ToIRI keeps: http://a/%EF%BB%BF,
//     %C2%A0 and %E3%80%80 stay encoded. Property and fuzz tests check that
//     Equal(x, ToURI(x), LevelScheme) holds whenever ToURI succeeds, under
//     rfc3987 and 3987bis, and at LevelSyntax too when the host is ASCII.
//     Other look-alikes of 6.1 b (full-width Latin, ...)
//     are decoded: there is no reliable list. %, reserved characters and ASCII
//     not allowed in URIs are never decoded (step 2); unreserved ASCII is. Hosts of
//     DNS schemes are not percent-decoded, although step 2 excepts only %,
//     reserved characters and ASCII not allowed in URIs: the same section
//     promises that the IRI maps back to the URI, and ToURI would turn a decoded
//     host into A-labels, not back into the input. Their xn-- labels become
//     U-labels only when
//     ToASCII gives the label back exactly. Fuzz tests check that ToURI(ToIRI(u))
//     equals u up to hex case and encoded unreserved characters.
//
// # Displaying bidirectional IRIs
//
// iri.Display(s, opts...) wraps s in U+202A LEFT-TO-RIGHT EMBEDDING and
// U+202C POP DIRECTIONAL FORMATTING where draft-ietf-iri-3987bis-00 section 4.1
// needs it. The order in which a reader then sees the characters, left to
// right, is in the subpackage github.com/goiri/iri/visual: visual.Order(s,
// opts...) applies the Unicode Bidirectional Algorithm (UAX #9) up to and
// including rule L2, in a left-to-right paragraph or, with iri.RightToLeft(),
// a right-to-left one, and reproduces the eleven logical/visual pairs of
// section 4.4 (RFC 3987 section 4.4). It lives apart so that importing this
// package costs no reordering. The algorithm is the project's own
// (internal/bidi), linear in time and memory, and is checked against all of
// Unicode's conformance files, BidiCharacterTest.txt and BidiTest.txt (from
// Debian's unicode-data package).
//
//	$ iri display 'http://ab.אבגדהו.ij/kl'     # line 1: with LRE/PDF (invisible); line 2: as seen
//	$ iri display --rtl --json 'אב/גד'
//	{"input":"אב/גד","display":"אב/גד","visual":"דג/בא","embedded":false,"direction":"rtl"}
//	$ iri display --mark-domain 'http://paypal.com.account-verify.example/'
//	http://paypal.com.[account-verify.example]/
//	http://paypal.com.account-verify.example/
//
// --mark-domain (registrable.Mark in the library) brackets the
// registrable domain, the part of the host that says who owns it.
package iri

//go:generate go run gen.go
