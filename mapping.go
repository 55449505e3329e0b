package iri

// Mapping between IRIs and URIs: draft-ietf-iri-3987bis-00 sections 3.3 to
// 3.7 and RFC 3987 sections 3.1 and 3.2. Every pass works on the parsed
// components of an IRI (the IRI struct), one component at a time, never on
// the whole string: the delimiters stay where the parser found them.

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
	"golang.org/x/net/idna"
)

// Errors that a *MappingError wraps, besides ErrInvalidUTF8, the errors of
// the DocumentEncoding function and those of golang.org/x/net/idna: the
// mapping of IRIs to URIs of draft-ietf-iri-3987bis-00 sections 3.1 to 3.6
// fails with them.
var (
	// ErrInvalidPort: the port is not a string of digits (lenient mode).
	ErrInvalidPort = errors.New("port is not a sequence of digits")
	// ErrInvalidIPLiteral: a host in brackets is not an IP-literal (lenient mode).
	ErrInvalidIPLiteral = errors.New("host in brackets is not an IP-literal")
	// ErrColonInFirstSegment: a relative reference without authority has a
	// ":" in its first path segment, which would be read as a scheme
	// (lenient mode; RFC 3986 section 4.2).
	ErrColonInFirstSegment = errors.New(`":" in the first segment of a relative path`)
	// ErrIDNAResult: IDNA ToASCII produced characters not allowed in a URI
	// host (possible with UseSTD3ASCIIRules off, e.g. U+FF0F maps to "/").
	ErrIDNAResult = errors.New("IDNA ToASCII produced characters not allowed in a URI host")
	// ErrEmptyLabel: IDNA ToASCII mapped a non-empty label to nothing (e.g. a
	// lone U+00AD SOFT HYPHEN); RFC 3490 section 4.1 step 8 makes ToASCII fail
	// unless the result has at least one code point.
	ErrEmptyLabel = errors.New("IDNA ToASCII produced an empty label")
	// ErrLabelTooLong: IDNA ToASCII produced a label of more than 63 octets;
	// RFC 3490 section 4.1 step 8 makes ToASCII fail then, whatever the
	// profile's VerifyDnsLength.
	ErrLabelTooLong = errors.New("IDNA ToASCII produced a label longer than 63 octets")
)

// MappingError is the error of a mapping that failed on one component after
// the input parsed (an input that does not parse gives a *ParseError).
//
// The mappings are those of draft-ietf-iri-3987bis-00 sections 3.1 to 3.7.
type MappingError struct {
	Input     string    // the input, as given
	Component Component // the component that could not be mapped
	Label     string    // for ComponentHost, the label that failed; else ""
	Err       error     // why
}

// Error returns e.g. `iri: cannot map host label "a\u200db": idna: invalid label "a\u200db"`.
//
// The component is one of RFC 3986 section 3.
func (e *MappingError) Error() string {
	what := e.Component.String()
	if e.Label != "" {
		what += fmt.Sprintf(" label %q", e.Label)
	}
	return fmt.Sprintf("iri: cannot map %s: %v", what, e.Err)
}

// Unwrap returns the underlying error.
//
// It is one of the errors above or an IDNA error (UTS #46, draft-ietf-
// iri-3987bis-00 section 3.4).
func (e *MappingError) Unwrap() error { return e.Err }

// ToURI maps the IRI reference s to a URI reference
// (draft-ietf-iri-3987bis-00 sections 3.3 to 3.6, RFC 3987 section 3.1). s is
// parsed with the variant (Grammar, default RFC3987); an invalid IRI
// gives the *ParseError unless Lenient is given. Then, per component, every
// character not allowed in that URI component is percent-encoded as UTF-8
// octets with uppercase hexadecimal digits; existing "%HH" triplets, reserved
// characters and the delimiters are kept. The host name of a scheme whose
// registry entry has DNSHost is converted label by label with IDNA ToASCII
// (labels with non-ASCII characters only; percent-encoded octets in them are
// decoded first); other hosts are percent-encoded. With DocumentEncoding
// and a scheme whose entry has QueryCharset (http, https), the query is
// encoded in the document charset instead of UTF-8. Extend the registry
// with RegisterScheme.
//
// The result is a URI reference under the RFC3986 variant; ToURI is the
// identity on URI references and idempotent. s must already be Unicode text
// (see charset.ConvertToUCS in package github.com/goiri/iri/charset for
// legacy charsets).
func ToURI(s string, opts ...Option) (string, error) {
	o := &defaultOptions // without options none are built (they would escape)
	if len(opts) > 0 {
		if o = newOptions(RFC3987, opts); o.err != nil {
			return "", o.err
		}
	}
	in := s
	web := o.variant.webInput() // section 7.2 steps 1 and 2
	if web {
		in = webStrip(webTrim(in))
	}
	var u IRI // parsed in place: no allocation on the fast path
	if err := o.variant.ParseInto(&u, in, RuleIRIReference); err != nil {
		if !o.lenient {
			return "", err
		}
		p, err := splitLenient(in, web)
		if err != nil {
			err.(*MappingError).Input = s
			return "", err
		}
		u = *p
	} else if len(opts) == 0 && asciiOnly(s) {
		// The mapping is the identity on URIs (draft-ietf-iri-3987bis-00
		// section 3.3 encodes only characters a URI cannot contain; ASCII
		// host labels are left as written), and a valid RFC 3987 IRI of
		// ASCII characters only is a valid URI (the ASCII part of each rule
		// is the RFC 3986 rule), so it is returned as it is, without
		// allocating.
		return s, nil
	}
	out, err := u.toURI(o)
	if err != nil {
		err.(*MappingError).Input = s
	}
	return out, err
}

// toURI writes the URI of u, component by component, into one buffer.
func (u *IRI) toURI(o *options) (string, error) {
	var sch Scheme
	if u.HasAuthority || u.HasQuery {
		sch, _ = LookupScheme(u.Scheme)
	}
	web := o.variant.webInput() // "\" path separators become "/"
	// The output is the input with each non-ASCII byte written as "%HH"
	// (punycode hosts are about as long), so this is usually the only
	// allocation.
	n := 0
	for _, c := range [...]string{u.Scheme, u.Userinfo, u.Host, u.Port, u.Path, u.Query, u.Fragment} {
		n += len(c)
		for i := 0; i < len(c); i++ {
			if c[i] >= utf8.RuneSelf {
				n += 2
			}
		}
	}
	var b strings.Builder
	b.Grow(n + 8) // delimiters
	if u.Scheme != "" {
		b.WriteString(u.Scheme)
		b.WriteByte(':')
	}
	if u.HasAuthority {
		b.WriteString("//") // a URI writes "//" (section 7.2 step 5)
		if u.HasUserinfo {
			if err := pctEncodeTo(&b, u.Userinfo, userinfoBytes, false); err != nil {
				return "", &MappingError{Component: ComponentUserinfo, Err: err}
			}
			b.WriteByte('@')
		}
		if u.HostKind == HostRegName {
			if err := mapHostTo(&b, u.Host, sch.DNSHost, o); err != nil {
				return "", err
			}
		} else {
			b.WriteString(u.Host)
		}
		if u.HasPort {
			b.WriteByte(':')
			b.WriteString(u.Port)
		}
	}
	if err := pctEncodeTo(&b, u.Path, pathBytes, web); err != nil {
		return "", &MappingError{Component: ComponentPath, Err: err}
	}
	if u.HasQuery {
		b.WriteByte('?')
		var err error
		if o.enc != nil && sch.QueryCharset {
			var q string
			if q, err = encodeQueryCharset(u.Query, o.enc); err == nil {
				b.WriteString(q)
			}
		} else {
			err = pctEncodeTo(&b, u.Query, queryBytes, false)
		}
		if err != nil {
			return "", &MappingError{Component: ComponentQuery, Err: err}
		}
	}
	if u.HasFragment {
		b.WriteByte('#')
		if err := pctEncodeTo(&b, u.Fragment, queryBytes, false); err != nil {
			return "", &MappingError{Component: ComponentFragment, Err: err}
		}
	}
	return b.String(), nil
}

// The ASCII characters allowed as themselves in each URI component
// (RFC 3986 section 3), "%" of a triplet aside, as tables indexed by byte.
var (
	userinfoBytes = chars.Table(chars.Userinfo)
	regNameBytes  = chars.Table(chars.RegName)
	pathBytes     = chars.Table(chars.Path)
	queryBytes    = chars.Table(chars.Query)
)

// pctEncodeComponent is the mapping of draft-ietf-iri-3987bis-00 section 3.3
// for one component: "%HH" triplets and the ASCII characters allowed stay,
// everything else is percent-encoded as UTF-8 octets, a "%" not starting a
// triplet included. With backslash set, "\" becomes "/" (the path of a Web
// Address, section 7.2 step 5).
func pctEncodeComponent(s string, allowed *[256]bool, backslash bool) (string, error) {
	i := pctPrefix(s, allowed, backslash)
	if i == len(s) {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	if err := pctEncodeRest(&b, s, i, allowed, backslash); err != nil {
		return "", err
	}
	return b.String(), nil
}

// pctPrefix returns the length of the longest prefix of s that
// pctEncodeComponent leaves as it is.
func pctPrefix(s string, allowed *[256]bool, backslash bool) int {
	i := 0
	for i < len(s) && (allowed[s[i]] || chars.IsPctTriplet(s, i)) && !(backslash && s[i] == '\\') {
		if s[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return i
}

// pctEncodeTo writes pctEncodeComponent(s, allowed, backslash) to b.
func pctEncodeTo(b *strings.Builder, s string, allowed *[256]bool, backslash bool) error {
	return pctEncodeRest(b, s, pctPrefix(s, allowed, backslash), allowed, backslash)
}

// pctEncodeRest writes s[:i], which pctPrefix found needs no change, as it
// is, and s[i:] percent-encoded as pctEncodeComponent does.
func pctEncodeRest(b *strings.Builder, s string, i int, allowed *[256]bool, backslash bool) error {
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		switch {
		case chars.IsPctTriplet(s, i):
			b.WriteString(s[i : i+3])
			i += 3
		case backslash && c == '\\':
			b.WriteByte('/')
			i++
		case c < utf8.RuneSelf:
			if allowed[c] {
				b.WriteByte(c)
			} else {
				chars.WritePct(b, c)
			}
			i++
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				return fmt.Errorf("%w: byte 0x%02X", ErrInvalidUTF8, c)
			}
			for k := i; k < i+n; k++ {
				chars.WritePct(b, s[k])
			}
			i += n
		}
	}
	return nil
}

// mapHostTo writes the URI form of the ireg-name host to b. With dns set
// and IDNA on, every label holding non-ASCII characters goes through IDNA
// ToASCII (draft-ietf-iri-3987bis-00 section 3.4); ASCII labels are only
// percent-encoded where needed, so that the mapping stays the identity on
// URIs (ToASCII of IDNA2003 also leaves ASCII labels alone). With Lenient,
// a host IDNA rejects is percent-encoded instead, as section 3.4 allows
// for any ireg-name (the percent-encoded form is the same host name).
func mapHostTo(b *strings.Builder, host string, dns bool, o *options) error {
	if !dns || o.profile == nil || asciiOnly(host) {
		return pctEncodeHostTo(b, host)
	}
	if o.lenient {
		var hb strings.Builder
		if err := mapLabelsTo(&hb, host, o); err != nil {
			return pctEncodeHostTo(b, host)
		}
		b.WriteString(hb.String())
		return nil
	}
	return mapLabelsTo(b, host, o)
}

// pctEncodeHostTo writes host percent-encoded as a reg-name to b.
func pctEncodeHostTo(b *strings.Builder, host string) error {
	if err := pctEncodeTo(b, host, regNameBytes, false); err != nil {
		return &MappingError{Component: ComponentHost, Err: err}
	}
	return nil
}

// mapLabelsTo writes the labels of the DNS host to b, each mapped by
// mapLabelTo.
func mapLabelsTo(b *strings.Builder, host string, o *options) error {
	for rest, more := host, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		if err := mapLabelTo(b, label, o); err != nil {
			return err
		}
		if more {
			b.WriteByte('.')
		}
	}
	return nil
}

// mapLabelTo writes the URI form of one label of a DNS host to b.
func mapLabelTo(b *strings.Builder, label string, o *options) error {
	if asciiOnly(label) {
		// Only invalid UTF-8 makes percent-encoding fail: not in ASCII.
		_ = pctEncodeTo(b, label, regNameBytes, false)
		return nil
	}
	dec, ok := chars.PctDecode(label)
	if !ok {
		return &MappingError{Component: ComponentHost, Label: label,
			Err: fmt.Errorf("%w in the percent-encoded octets", ErrInvalidUTF8)}
	}
	if idnaprofile.LongerThanALabel(dec) {
		// Without running ToASCII, whose Punycode is quadratic in the
		// length of a label.
		return &MappingError{Component: ComponentHost, Label: label, Err: ErrLabelTooLong}
	}
	a, err := o.profile.ToASCII(dec)
	if err != nil {
		return &MappingError{Component: ComponentHost, Label: label, Err: err}
	}
	if a == "" {
		return &MappingError{Component: ComponentHost, Label: label, Err: ErrEmptyLabel}
	}
	if err := emptiedPart(dec, a, o.profile); err != nil {
		return &MappingError{Component: ComponentHost, Label: label, Err: err}
	}
	if len(a) > idnaprofile.MaxLabel {
		return &MappingError{Component: ComponentHost, Label: label, Err: ErrLabelTooLong}
	}
	for k := 0; k < len(a); k++ {
		if !chars.Is(a[k], chars.RegName) {
			return &MappingError{Component: ComponentHost, Label: label,
				Err: fmt.Errorf("%w: %q", ErrIDNAResult, a)}
		}
	}
	b.WriteString(a)
	return nil
}

// emptiedPart reports, as an ErrEmptyLabel error, a part of the decoded
// label dec between two dots (a percent-encoded "." splits a label) that
// IDNA maps to nothing, so that a, the ToASCII of dec, would hold an empty
// label where dec has characters: "\u00AD%2Eb" gives ".b", a name of
// another resource (comparison keeps such a part as written, section
// 5.3.3). Only an a with an empty label needs the check.
func emptiedPart(dec, a string, p *idna.Profile) error {
	if a[0] != '.' && a[len(a)-1] != '.' && !strings.Contains(a, "..") {
		return nil
	}
	for part := range strings.SplitSeq(dec, ".") {
		if part == "" {
			continue
		}
		if m, err := p.ToASCII(part); err == nil && m == "" {
			return fmt.Errorf("%w: %q, between dots once decoded, maps to nothing", ErrEmptyLabel, part)
		}
	}
	return nil
}

// asciiOnly reports whether s has no byte above 0x7F, testing four bytes
// per step.
func asciiOnly(s string) bool {
	i := 0
	for ; i+4 <= len(s); i += 4 {
		if q := s[i : i+4]; (q[0]|q[1]|q[2]|q[3])&0x80 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// splitLenient splits s into components as RFC 3986 Appendix B does, except
// that a scheme must be a valid scheme name (draft-weber-iri-guidelines-01
// section 5.1: otherwise the string is a relative reference), and splits the
// authority at the last "@" and the port's ":". It checks what
// percent-encoding cannot repair. With web set, "\" is a separator as in
// the Web Address grammar: two of "/" and "\" start the authority, "\"
// ends the authority and the first path segment.
func splitLenient(s string, web bool) (*IRI, error) {
	u := &IRI{PathForm: PathEmpty}
	rest := s
	isSep := func(c byte) bool { return c == '/' || web && c == '\\' }
	if i := strings.IndexAny(rest, ":/?#\\"); i > 0 && rest[i] == ':' && chars.IsSchemeName(rest[:i]) {
		u.Scheme, rest = rest[:i], rest[i+1:]
	}
	if len(rest) >= 2 && isSep(rest[0]) && isSep(rest[1]) {
		rest = rest[2:]
		seps := "/?#"
		if web {
			seps = "/?#\\"
		}
		i := strings.IndexAny(rest, seps)
		if i < 0 {
			i = len(rest)
		}
		if err := splitAuthorityLenient(u, rest[:i]); err != nil {
			return nil, err
		}
		rest = rest[i:]
	}
	i := strings.IndexAny(rest, "?#")
	if i < 0 {
		i = len(rest)
	}
	u.Path, rest = rest[:i], rest[i:]
	if strings.HasPrefix(rest, "?") {
		j := strings.IndexByte(rest, '#')
		if j < 0 {
			j = len(rest)
		}
		u.Query, u.HasQuery, rest = rest[1:j], true, rest[j:]
	}
	if strings.HasPrefix(rest, "#") {
		u.Fragment, u.HasFragment = rest[1:], true
	}
	if u.Scheme == "" && !u.HasAuthority {
		seg := u.Path
		for j := 0; j < len(seg); j++ {
			if isSep(seg[j]) {
				seg = seg[:j]
				break
			}
		}
		if strings.Contains(seg, ":") {
			return nil, &MappingError{Component: ComponentPath, Err: ErrColonInFirstSegment}
		}
	}
	return u, nil
}

func splitAuthorityLenient(u *IRI, auth string) error {
	u.HasAuthority, u.HostKind = true, HostRegName
	if j := strings.LastIndexByte(auth, '@'); j >= 0 {
		u.Userinfo, u.HasUserinfo, auth = auth[:j], true, auth[j+1:]
	}
	if strings.HasPrefix(auth, "[") {
		k := strings.IndexByte(auth, ']')
		if k < 0 {
			return &MappingError{Component: ComponentHost, Err: ErrInvalidIPLiteral}
		}
		u.Host, auth = auth[:k+1], auth[k+1:]
		if auth != "" && auth[0] != ':' {
			return &MappingError{Component: ComponentHost, Err: ErrInvalidIPLiteral}
		}
		p, err := RFC3986.ParseRule("//"+u.Host, RuleRelativeRef)
		if err != nil || p.Host != u.Host {
			return &MappingError{Component: ComponentHost, Err: ErrInvalidIPLiteral}
		}
		u.HostKind = p.HostKind
		if auth != "" {
			u.Port, u.HasPort = auth[1:], true
		}
	} else if k := strings.LastIndexByte(auth, ':'); k >= 0 {
		u.Host, u.Port, u.HasPort = auth[:k], auth[k+1:], true
	} else {
		u.Host = auth
	}
	for i := 0; i < len(u.Port); i++ {
		if u.Port[i] < '0' || u.Port[i] > '9' {
			return &MappingError{Component: ComponentPort, Err: ErrInvalidPort}
		}
	}
	return nil
}

// ToIRI converts the URI reference s to an IRI reference with the steps of
// draft-ietf-iri-3987bis-00 section 3.7 (RFC 3987 section 3.2 and step 6).
// s may be a URI or an IRI: it is parsed with the variant (Grammar, default
// RFC3987, whose IRI grammar accepts every RFC 3986 URI); an invalid input
// gives the *ParseError. An IRI comes back as it is, except that its
// percent-encodings are decoded where section 3.7 allows, as a URI's are.
// In the userinfo, host, path, query and fragment, "%HH" triplets are
// decoded (step 2) except those of "%", reserved characters and ASCII
// characters not allowed in URIs; decoded octets that are not strictly
// valid UTF-8 (overlong forms, surrogates, truncated sequences) are
// re-encoded (step 3), and so are characters not appropriate in an IRI
// (step 4), by the one policy that normalization (Normalize, Equal) and the
// checks share:
//
//   - characters outside ucschar (RFC 3987 section 2.2): controls, specials
//     U+FFF0-FFFF, non-characters, tags, private use outside the query (the
//     grammar allows iprivate in iquery only, and section 7.3 lists private
//     use among the characters allowed in IRIs only in the query part);
//   - invisible characters: bidirectional formatting characters (section
//     4.1) and every other Unicode Bidi_Control character (U+061C, the
//     isolates U+2066-2069), the format controls (general category Cf) and
//     the default-ignorable code points (U+200B ZERO WIDTH SPACE, U+00AD
//     SOFT HYPHEN, U+FEFF, variation selectors...), which cannot be seen
//     (section 6.1);
//   - characters with the Unicode White_Space property, which look like a
//     space (section 6.1 b, section 7.3) and would split an IRI.
//
// A path segment whose "%2E" triplets would decode to a "." or ".."
// segment keeps them encoded (as "%2E", the uppercase RFC 3986 section 2.1
// asks of producers): decoding would create a dot segment that resolution
// removes (RFC 3986 section 5.2.4), changing the path's meaning.
//
// Decoded unreserved ASCII characters appear as themselves. Step 6: in the
// host of a scheme with DNSHost, "xn--" labels are converted with IDNA
// ToUnicode when the result is made of appropriate characters and ToASCII
// gives the label back exactly; such hosts are otherwise left as they are
// (not percent-decoded), so that ToURI maps the result back to s. With
// IDNAProfile(nil), hosts are decoded like the other components.
//
// For a URI s, ToURI(ToIRI(s)) equals s up to the case of hexadecimal
// digits and percent-encoded unreserved characters.
func ToIRI(s string, opts ...Option) (string, error) {
	o := newOptions(RFC3987, opts)
	if o.err != nil {
		return "", o.err
	}
	u, err := o.variant.Parse(s)
	if err != nil {
		return "", err
	}
	return u.toIRI(o), nil
}

func (u *IRI) toIRI(o *options) string {
	out := *u
	if u.HasUserinfo {
		out.Userinfo = uriComponentToIRI(u.Userinfo, false, nil)
	}
	if u.HasAuthority && u.HostKind == HostRegName {
		sch, _ := LookupScheme(u.Scheme)
		if sch.DNSHost && o.profile != nil {
			out.Host = hostToUnicode(u.Host, o.profile)
		} else {
			out.Host = uriComponentToIRI(u.Host, false, nil)
		}
	}
	out.Path = pathToIRI(u.Path)
	if u.HasQuery {
		out.Query = uriComponentToIRI(u.Query, true, nil)
	}
	if u.HasFragment {
		out.Fragment = uriComponentToIRI(u.Fragment, false, nil)
	}
	return out.String()
}

// A piece of a component during URI-to-IRI conversion: text copied as it is
// (possibly a "%HH" triplet), or one octet decoded in step 2.
type piece struct {
	text     string
	octet    byte
	off      int // where a decoded octet's triplet starts in the component
	decoded  bool
	reencode bool // step 4: the octet belongs to an inappropriate character
}

// uriComponentToIRI runs steps 2 to 5 of draft-ietf-iri-3987bis-00 section
// 3.7 on one component. If trace is not nil it receives the component after
// steps 2, 3, 4 and 5, with decoded octets written "<hh>" as in section 3.7.1.
func uriComponentToIRI(s string, query bool, trace *[4]string) string {
	if !strings.Contains(s, "%") {
		if trace != nil {
			*trace = [4]string{s, s, s, s}
		}
		return s
	}
	// Step 2: decode the triplets that may be decoded.
	var ps []piece
	start := 0
	for i := 0; i < len(s); i++ {
		if !chars.IsPctTriplet(s, i) {
			continue
		}
		c := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
		if c < utf8.RuneSelf && !chars.Is(c, chars.Unreserved) {
			i += 2 // "%", reserved and ASCII not allowed in URIs stay encoded
			continue
		}
		if start < i {
			ps = append(ps, piece{text: s[start:i]})
		}
		ps = append(ps, piece{octet: c, off: i, decoded: true})
		start = i + 3
		i += 2
	}
	if start < len(s) {
		ps = append(ps, piece{text: s[start:]})
	}
	if trace != nil {
		trace[0] = renderPieces(ps)
	}
	// Step 3 re-encodes octets that are not strictly valid UTF-8; step 4
	// marks the octets of inappropriate characters, re-encoded after the
	// trace of step 3.
	for i := 0; i < len(ps); {
		if !ps[i].decoded {
			i++
			continue
		}
		// The decoded octets from i on are consecutive triplets of s (an
		// ASCII triplet left encoded between them cannot continue a UTF-8
		// sequence, so reading s's triplets gives the same characters).
		j := i
		for j < len(ps) && ps[j].decoded {
			j++
		}
		for k := i; k < j; {
			r, n := chars.PctRune(s, ps[k].off)
			if n == 0 {
				ps[k] = piece{text: pctString([]byte{ps[k].octet})}
				k++
				continue
			}
			if chars.KeepEncoded(r, query) {
				for m := k; m < k+n; m++ {
					ps[m].reencode = true
				}
			}
			k += n
		}
		i = j
	}
	if trace != nil {
		trace[1] = renderPieces(ps)
	}
	for i := range ps {
		if ps[i].reencode {
			ps[i] = piece{text: pctString([]byte{ps[i].octet})}
		}
	}
	if trace != nil {
		trace[2] = renderPieces(ps)
	}
	// Step 5: the octets are UTF-8.
	var b strings.Builder
	b.Grow(len(s))
	for _, p := range ps {
		if p.decoded {
			b.WriteByte(p.octet)
		} else {
			b.WriteString(p.text)
		}
	}
	if trace != nil {
		trace[3] = b.String()
	}
	return b.String()
}

func pctString(b []byte) string {
	var sb strings.Builder
	for _, c := range b {
		chars.WritePct(&sb, c)
	}
	return sb.String()
}

// renderPieces writes decoded octets as "<hh>" (section 3.7.1 notation).
func renderPieces(ps []piece) string {
	var b strings.Builder
	for _, p := range ps {
		if p.decoded {
			fmt.Fprintf(&b, "<%02x>", p.octet)
		} else {
			b.WriteString(p.text)
		}
	}
	return b.String()
}

// pathToIRI converts a path as uriComponentToIRI does, except that a
// segment that would become "." or ".." only by decoding "%2E" keeps those
// triplets, written "%2E": an encoded dot segment is data, a decoded one an
// instruction to resolution (RFC 3986 sections 3.3 and 5.2.4).
func pathToIRI(p string) string {
	if !strings.Contains(p, "%2E") && !strings.Contains(p, "%2e") {
		return uriComponentToIRI(p, false, nil)
	}
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		d := uriComponentToIRI(seg, false, nil)
		if (d == "." || d == "..") && d != seg {
			d = strings.ReplaceAll(seg, "%2e", "%2E")
		}
		segs[i] = d
	}
	return strings.Join(segs, "/")
}

// hostToUnicode converts the "xn--" labels of a DNS host name with
// ToUnicode (draft-ietf-iri-3987bis-00 section 3.7 step 6) where the result
// is appropriate and maps back to the same label.
func hostToUnicode(host string, p *idna.Profile) string {
	if !strings.Contains(strings.ToLower(host), "xn--") {
		return host
	}
	labels := strings.Split(host, ".")
	for i, label := range labels {
		// A label over 63 octets stays: ToUnicode's own ToASCII (RFC 3490
		// section 4.2 step 7) fails on it, and ToURI would reject the result.
		if len(label) < 4 || !strings.EqualFold(label[:4], "xn--") || idnaprofile.ToASCIITooLong(p, label) {
			continue
		}
		uni, err := p.ToUnicode(label)
		if err != nil || uni == label {
			continue
		}
		ok := true
		for _, r := range uni {
			if r < utf8.RuneSelf && !chars.Is(byte(r), chars.RegName) || r >= utf8.RuneSelf && chars.KeepEncoded(r, false) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if back, err := p.ToASCII(uni); err != nil || back != label {
			continue
		}
		labels[i] = uni
	}
	return strings.Join(labels, ".")
}
