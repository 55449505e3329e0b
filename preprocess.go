package iri

// Preprocessing of the liberal forms of draft-ietf-iri-3987bis-00 section 7
// into IRIs: LEIRI (7.1) and Web Address (7.2), and the splitting of a
// whitespace-separated list of references of draft-weber-iri-guidelines-01
// section 4.

import (
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// LEIRIToIRI converts the Legacy Extended IRI reference s to an IRI
// reference (draft-ietf-iri-3987bis-00 section 7.1): s is parsed with the
// LEIRI grammar (an invalid LEIRI gives the *ParseError), and in every
// component each character allowed by leiri-ucschar but not by ucschar
// (space, "<", ">", '"', "{", "}", "|", "\", "^", "`", controls, private use,
// specials, non-characters) is percent-encoded as UTF-8 octets (section 3.3).
// Bidirectional formatting characters are in ucschar and stay, as the
// section says LEIRI processors did not enforce section 4.1.
//
// The result is checked against the variant (Grammar, default
// RFC3987bis): note that the 3987bis-00 ireg-name has no percent-encoding,
// so a host that needed encoding only passes Grammar(RFC3987).
func LEIRIToIRI(s string, opts ...Option) (string, error) {
	o := newOptions(RFC3987bis, opts)
	if o.err != nil {
		return "", o.err
	}
	return preprocessToIRI(LEIRI, s, o)
}

// WebAddressToIRI converts the Web Address (HREF) s to an IRI reference with
// the preprocessing steps of draft-ietf-iri-3987bis-00 section 7.2, in
// order:
//
//  1. leading and trailing U+0020, U+000D, U+000A and U+0009 are removed
//     (the draft swaps the names of CR and LF; the code points are these);
//  2. href-strip, which the draft leaves "to be done", is decided here as
//     what browsers strip: every TAB, LF and CR anywhere in the string
//     (the WHATWG URL Standard removes all ASCII tab or newline);
//  3. characters in href-ucschar but not in ucschar are percent-encoded,
//     except a "\" that separates path segments (href-path-sep);
//  4. a "%" not followed by two hexadecimal digits becomes "%25";
//  5. a "\" separating path segments becomes "/".
//
// Steps 3 to 5 work per component of the Web Address grammar's parse (an
// input that does not parse even as a Web Address gives the *ParseError);
// "\" in the userinfo, query or fragment is an ordinary character and is
// percent-encoded. The result is then parsed as an IRI of the variant
// (Grammar, default RFC3987bis) and returned.
func WebAddressToIRI(s string, opts ...Option) (string, error) {
	o := newOptions(RFC3987bis, opts)
	if o.err != nil {
		return "", o.err
	}
	return preprocessToIRI(WebAddress, s, o)
}

// preprocessToIRI converts s, in the liberal form of variant from, to an
// IRI reference checked against the variant of o, with the preprocessing
// from's grammar file declares (variant_behaviour.go): for "web-address"
// (section 7.2) s is trimmed and stripped before parsing and "\" path
// separators become "/"; otherwise s is parsed as it is. Either way the
// characters outside ucschar are then percent-encoded (sections 7.1 and
// 7.2).
func preprocessToIRI(from Variant, s string, o *options) (string, error) {
	web := from.webInput()
	if web {
		s = webStrip(webTrim(s))
	}
	u, err := from.Parse(s)
	if err != nil {
		return "", err
	}
	return finishPreprocessed(u, o, web)
}

// finishPreprocessed percent-encodes the non-ucschar characters of every
// component of u (and with web set converts "\" path separators to "/"),
// then checks the result against the variant of o.
func finishPreprocessed(u *IRI, o *options, web bool) (string, error) {
	out := *u
	out.authSep = 0 // "\\" before the authority becomes "//" (section 7.2 step 5)
	if u.HasUserinfo {
		out.Userinfo = encodeNonUcschar(u.Userinfo, false)
	}
	if u.HasAuthority && u.HostKind == HostRegName {
		out.Host = encodeNonUcschar(u.Host, false)
	}
	out.Path = encodeNonUcschar(u.Path, web)
	if u.HasQuery {
		out.Query = encodeNonUcschar(u.Query, false)
	}
	if u.HasFragment {
		out.Fragment = encodeNonUcschar(u.Fragment, false)
	}
	res := out.String()
	if _, err := o.variant.Parse(res); err != nil {
		return "", err
	}
	return res, nil
}

// encodeNonUcschar percent-encodes every character of s that is in
// leiri-ucschar (= href-ucschar) but not in ucschar, and every "%" that does
// not start a triplet; with backslash set, "\" becomes "/" instead. The
// input was parsed, so it is valid UTF-8.
func encodeNonUcschar(s string, backslash bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c == '%' {
			if chars.IsPctTriplet(s, i) {
				b.WriteString(s[i : i+3])
				i += 3
			} else {
				b.WriteString("%25")
				i++
			}
			continue
		}
		if backslash && c == '\\' {
			b.WriteByte('/')
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if chars.IsLeiriUcschar(r) && !chars.IsUcschar(r) {
			for k := i; k < i+n; k++ {
				chars.WritePct(&b, s[k])
			}
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// webTrim is step 1 of draft-ietf-iri-3987bis-00 section 7.2 (and step 1 of
// draft-weber-iri-guidelines-01 section 4).
func webTrim(s string) string { return strings.Trim(s, " \r\n\t") }

// webStrip is step 2 of draft-ietf-iri-3987bis-00 section 7.2, with
// href-strip decided as TAB, LF and CR.
func webStrip(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
}

// SplitReferences splits a whitespace-separated list of references as
// draft-weber-iri-guidelines-01 section 4 describes where more than one
// reference is allowed: leading and trailing space, CR, LF and TAB are
// removed (step 1), then the string is split on blocks of contiguous U+0020
// SPACE characters (step 2). Other white space (TAB inside the string,
// U+3000) does not separate. An empty or all-space string gives no
// references.
func SplitReferences(s string) []string {
	s = webTrim(s)
	var refs []string
	for _, f := range strings.Split(s, " ") {
		if f != "" {
			refs = append(refs, f)
		}
	}
	return refs
}
