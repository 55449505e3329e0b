package iri

// The comparison ladder of draft-ietf-iri-3987bis-00 section 5.3 (RFC 3987
// section 5.3): simple string comparison, syntax-based normalization and
// scheme-based normalization. Protocol-based normalization (section 5.3.4:
// equivalences learnt by accessing the resources, such as redirects) is out
// of scope: it needs the network.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// Level is a rung of the comparison ladder (draft-ietf-iri-3987bis-00
// section 5.3). Each level includes the ones below it. The top rung,
// protocol-based normalization (section 5.3.4), is out of scope: it rests
// on accessing the resources (following redirects, say), which this
// package never does.
type Level uint8

// The levels of the comparison ladder.
const (
	// LevelSimple is simple string comparison (section 5.3.1): the IRIs
	// are compared character by character, unchanged and never mapped to
	// URIs.
	LevelSimple Level = iota
	// LevelSyntax is syntax-based normalization (section 5.3.2): the scheme
	// and the ASCII letters of the host are lowercased, the hexadecimal
	// digits of percent-encodings uppercased, percent-encoded unreserved
	// characters decoded, percent-encoded UTF-8 of ucschar (and of iprivate
	// in the query) decoded so that an IRI and its URI form compare equal,
	// and dot segments removed. The characters ToIRI keeps encoded
	// (invisible characters, white space; see ToIRI) are never decoded, and
	// where the grammar lets one stand as itself it is percent-encoded, so
	// that "http://a/\u202e" and "http://a/%E2%80%AE" are equivalent.
	// Unicode is never NFC-normalized and the case of non-ASCII characters
	// never changed.
	LevelSyntax
	// LevelScheme is scheme-based normalization (section 5.3.3) on top of
	// LevelSyntax, by the facts the Scheme registry holds for the IRI's
	// scheme: an empty or default port is removed with its ":", an empty
	// path with an authority becomes "/" when the scheme says so, and a DNS
	// host goes through the IDNA (UTS #46) mapping label by label, as in
	// ToURI, its percent-encodings decoded and its A-labels turned into
	// U-labels, so "résumé" and "xn--rsum-bpad" compare equal; a label IDNA
	// rejects is kept, whatever the other labels hold. Characters the IDNA
	// mapping removes (U+200B, U+00AD...) are removed here too: such a host
	// is the same DNS name as the one without them, as ToURI shows. The
	// check package reports each of them (HOST_IDNA_IGNORED in a DNS host,
	// INVISIBLE_CHARACTER elsewhere).
	LevelScheme
)

var levelNames = [...]string{"simple", "syntax", "scheme"}

// String returns "simple", "syntax" or "scheme".
//
// The levels are the rungs of the comparison ladder of draft-ietf-
// iri-3987bis-00 section 5.3.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "invalid"
}

// ParseLevel returns the level named "simple", "syntax" or "scheme".
//
// The levels are the rungs of the comparison ladder of draft-ietf-
// iri-3987bis-00 section 5.3.
func ParseLevel(name string) (Level, error) {
	for i, n := range levelNames {
		if n == name {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("iri: unknown comparison level %q (known: simple, syntax, scheme)", name)
}

// Normalize parses s as an IRI reference (RFC3987 grammar, or the one the
// Grammar option names) and returns its normal form at the given level: s
// itself for LevelSimple. Two IRIs are equivalent at a level exactly when
// their normal forms are equal strings. The error is a *ParseError when s
// does not parse. The normal form parses with the grammar s was parsed
// with: under RFC3986 it is a URI, normalized as RFC 3986 sections 6.2.2
// and 6.2.3 say (only percent-encoded unreserved characters are decoded, and
// hosts are not mapped to U-labels). Options other than Grammar are ignored.
//
// Relative references should be resolved before they are compared
// (section 5.1); Normalize accepts them but leaves the dot segments of a
// relative-path reference alone, since what they mean depends on the base.
func Normalize(s string, level Level, opts ...Option) (string, error) {
	if level > LevelScheme {
		return "", fmt.Errorf("iri: invalid comparison level %d", level)
	}
	var u IRI // parsed in place: Normalize allocates at most its result
	v := normGrammar(opts)
	if err := v.ParseInto(&u, s, RuleIRIReference); err != nil {
		return "", err
	}
	if level == LevelSimple {
		return s, nil
	}
	n := u
	n.normalizeIn(level, v)
	if n == u {
		return s, nil // already in normal form: String() would give s back
	}
	return n.String(), nil
}

// Equal reports whether the IRI references a and b are equivalent at the
// given level of the comparison ladder, both parsed and normalized with the
// grammar of the Grammar option (default RFC3987) as Normalize does. The
// error is a *ParseError when either does not parse.
//
// The ladder is that of draft-ietf-iri-3987bis-00 section 5.3 (RFC 3987
// section 5.3).
func Equal(a, b string, level Level, opts ...Option) (bool, error) {
	ka, err := Normalize(a, level, opts...)
	if err != nil {
		return false, err
	}
	kb, err := Normalize(b, level, opts...)
	if err != nil {
		return false, err
	}
	return ka == kb, nil
}

// normalizeOpts is Normalize in place, under the Grammar of opts.
func (u *IRI) normalizeOpts(level Level, opts []Option) {
	if level != LevelSimple {
		u.normalizeIn(level, normGrammar(opts))
	}
}

// normalizeIn turns u into its normal form at level (LevelSyntax or
// LevelScheme) under the grammar v.
func (u *IRI) normalizeIn(level Level, v Variant) {
	uri := normalizesAsURI(v)
	u.normalizeSyntax(v, uri)
	if level >= LevelScheme {
		u.normalizeScheme(uri)
	}
	// Decoding ("%31" is "1") or the IDNA mapping can turn a reg-name into
	// a dotted-decimal address, which the IPv4address rule takes.
	if u.HostKind == HostRegName && u.Host != "" && ipv4(u.Host, 0) == len(u.Host) {
		u.HostKind = HostIPv4
	}
	form := u.PathForm
	u.recomputeForm()
	if form == PathOpaque {
		u.PathForm = PathOpaque
	}
}

// normalizeSyntax applies draft-ietf-iri-3987bis-00 section 5.3.2 to u,
// or with uri RFC 3986 section 6.2.2.
func (u *IRI) normalizeSyntax(v Variant, uri bool) {
	u.Scheme = cmpLowerASCII(u.Scheme)
	u.Userinfo = cmpNormalizePercent(u.Userinfo, false, uri)
	switch u.HostKind {
	case HostRegName:
		if h := cmpNormalizePercent(u.Host, false, uri); h == u.Host || strings.IndexByte(h, '%') < 0 || v.Valid("//"+h) {
			u.Host = cmpLowerASCII(h)
		} else {
			// The grammar has no percent-encoding in a reg-name
			// (3987bis and its extensions): a character the policy keeps
			// encoded but the grammar allows stays as written.
			u.Host = cmpLowerASCII(u.Host)
		}
	case HostIPv6, HostIPvFuture:
		u.Host = cmpLowerASCII(u.Host)
	}
	u.Path = cmpNormalizePercent(u.Path, false, uri)
	// Dot segments mean something in a relative-path reference; everywhere
	// else resolution would remove them (RFC 3986 section 5.2.2).
	// An opaque part (RFC 2396, the draft2002 variant) has no hierarchy.
	if u.PathForm != PathOpaque && (u.Scheme != "" || u.HasAuthority || strings.HasPrefix(u.Path, "/")) {
		u.Path = removeDotSegments(u.Path)
	}
	u.Query = cmpNormalizePercent(u.Query, true, uri)
	u.Fragment = cmpNormalizePercent(u.Fragment, false, uri)
	u.fixResolvedPath()
}

// cmpMapHost maps each label of the DNS host h on its own, as ToURI does,
// whatever the other labels hold: the label's percent-encoded octets are
// decoded, IDNA maps it to its U-label form, and the characters the one
// policy (chars.KeepEncoded) keeps encoded are written percent-encoded
// again. A label that does not decode to UTF-8, that IDNA rejects or maps
// to nothing, or whose mapping holds characters an ireg-name cannot hold
// (a "%" or "/", say) is kept as it is. So two hosts whose labels ToURI
// maps to the same A-labels (or leaves as the same ASCII) get the same
// normal form.
func cmpMapHost(h string) string {
	if cmpHostMapsToItself(h) {
		return h
	}
	labels := strings.Split(h, ".")
	changed := false
	for i, l := range labels {
		if l == "" {
			continue
		}
		dec, ok := chars.PctDecode(l)
		if !ok || idnaprofile.ToASCIITooLong(idnaprofile.Lookup, dec) {
			continue
		}
		m, err := idnaprofile.Lookup.ToUnicode(dec)
		if err != nil || m == "" || !cmpValidRegName(m) {
			continue
		}
		if m = cmpEncodeKept(m, false); m == l {
			continue
		}
		labels[i], changed = m, true
	}
	if !changed {
		return h
	}
	return strings.Join(labels, ".")
}

// cmpHostMapsToItself reports whether cmpMapHost would give h back without
// asking IDNA: h is ASCII without uppercase letters or percent-encodings
// and no label is an ACE label ("xn--"). UTS #46 maps such a label to
// itself (UseSTD3ASCIIRules off: every ASCII character but the uppercase
// letters is valid), or rejects it (CheckHyphens), and a rejected label is
// kept as written.
func cmpHostMapsToItself(h string) bool {
	start := 0
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c >= utf8.RuneSelf || c == '%' || 'A' <= c && c <= 'Z':
			return false
		case c == '.':
			start = i + 1
		case c == '-' && i == start+3 && h[start:i+1] == "xn--":
			return false
		}
	}
	return true
}

// normalizeScheme applies draft-ietf-iri-3987bis-00 section 5.3.3 to u,
// already syntax-normalized, or with uri RFC 3986 section 6.2.3 (no IDNA
// mapping: a URI's host stays ASCII).
func (u *IRI) normalizeScheme(uri bool) {
	sch, known := LookupScheme(u.Scheme)
	if u.HasPort {
		p := strings.TrimLeft(u.Port, "0")
		if p == "" && u.Port != "" {
			p = "0"
		}
		u.Port = p
		if p == "" || known && sch.DefaultPort != "" && p == sch.DefaultPort {
			u.Port, u.HasPort = "", false
		}
	}
	if !known {
		return
	}
	if sch.EmptyPathSlash && u.HasAuthority && u.Path == "" {
		u.Path = "/"
	}
	if !uri && sch.DNSHost && u.HostKind == HostRegName && u.Host != "" {
		u.Host = cmpMapHost(u.Host)
	}
}

// cmpValidRegName reports whether the decoded host label h holds only
// characters an ireg-name may hold, once those the one policy keeps
// encoded are percent-encoded (RFC 3987 section 2.2): unreserved and
// sub-delims ASCII characters (no "%": a decoded "%" would start a
// triplet that means something else) and ucschar characters.
func cmpValidRegName(h string) bool {
	for _, r := range h {
		if r < utf8.RuneSelf {
			if !chars.Is(byte(r), chars.RegName) {
				return false
			}
		} else if !chars.IsUcschar(r) {
			return false
		}
	}
	return true
}

// cmpLowerASCII lowercases the ASCII letters of s, leaving the hexadecimal
// digits of percent-encodings and every non-ASCII character alone.
func cmpLowerASCII(s string) string {
	i := 0
	for ; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' || c == '%' {
			break
		}
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == '%' && i+2 < len(b) && chars.Is(b[i+1], chars.HEXDIG) && chars.Is(b[i+2], chars.HEXDIG):
			i += 2
		case 'A' <= c && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// cmpNormalizePercent does the percent-encoding normalization of one
// component (draft-ietf-iri-3987bis-00 sections 5.3.2.1 and 5.3.2.3) with
// the one policy ToIRI uses (chars.KeepEncoded, see ToIRI): a
// percent-encoded character the policy lets stand as itself (an unreserved
// ASCII character, or a ucschar, or with query set an iprivate character,
// that is not invisible and not white space) is decoded, which aligns an
// IRI with its URI form; every other percent-encoding is kept, its
// hexadecimal digits in uppercase, as are octets that are not valid UTF-8.
// A character written as itself that the policy keeps encoded (an
// invisible character or white space the grammar allows, such as U+202E or
// U+00A0) is percent-encoded, so that it compares equal to the form ToURI
// gives it. With uri (a URI, RFC 3986 section 6.2.2.2), only unreserved
// characters are decoded.
func cmpNormalizePercent(s string, query, uri bool) string {
	// One pass over the ASCII characters that need nothing, the common
	// case, before the two kinds of work.
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf && s[i] != '%' {
		i++
	}
	if i == len(s) {
		return s
	}
	if s[i] != '%' && strings.IndexByte(s[i+1:], '%') < 0 {
		return cmpEncodeKeptFrom(s, i, query)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c, ok := chars.PctByte(s, i)
		if !ok {
			if s[i] < utf8.RuneSelf {
				b.WriteByte(s[i])
				i++
			} else {
				i += cmpWriteKept(&b, s, i, query)
			}
			continue
		}
		if c < utf8.RuneSelf {
			if !chars.KeepEncoded(rune(c), query) {
				b.WriteByte(c)
			} else {
				chars.WritePct(&b, c)
			}
			i += 3
			continue
		}
		if r, n := chars.PctRune(s, i); n > 0 && !uri && !chars.KeepEncoded(r, query) {
			b.WriteRune(r)
			i += 3 * n
			continue
		}
		chars.WritePct(&b, c)
		i += 3
	}
	return b.String()
}

// cmpEncodeKept percent-encodes the characters of s, which has no
// percent-encoding to normalize, that the policy keeps encoded; it returns
// s itself when there are none.
func cmpEncodeKept(s string, query bool) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	return cmpEncodeKeptFrom(s, i, query)
}

// cmpEncodeKeptFrom is cmpEncodeKept where s[:i] is known to be ASCII.
func cmpEncodeKeptFrom(s string, i int, query bool) string {
	for i < len(s) {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !(r == utf8.RuneError && n == 1) && chars.KeepEncoded(r, query) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		i += cmpWriteKept(&b, s, i, query)
	}
	return b.String()
}

// cmpWriteKept writes the character at s[i:], which is not a
// percent-encoding, to b: percent-encoded if the policy keeps it encoded
// (non-ASCII characters only: an ASCII character as written is a
// delimiter or allowed as itself), else as it is. It returns its length.
func cmpWriteKept(b *strings.Builder, s string, i int, query bool) int {
	if s[i] < utf8.RuneSelf {
		b.WriteByte(s[i])
		return 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 || !chars.KeepEncoded(r, query) {
		b.WriteString(s[i : i+n])
		return n
	}
	for k := i; k < i+n; k++ {
		chars.WritePct(b, s[k])
	}
	return n
}
