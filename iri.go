package iri

import (
	"fmt"
	"net/url"
	"strings"
)

// IRI is a parsed IRI reference: its components exactly as written in the
// input, which of them are present, the kind of host and the form of the
// path. Spans gives where each component lies in the input.
//
// A component can be absent or present but empty: "http://h/p" has no query,
// "http://h/p?" has an empty one. Scheme is absent exactly when it is empty
// (a present scheme has at least one letter); Host is present exactly when
// HasAuthority is set; Path is always present, possibly empty.
//
// IRI is a plain value: copying it copies everything, and its strings share
// the memory of the parsed input. It is kept small (128 bytes on 64-bit
// platforms) because Parse allocates one per call.
//
// The components are those of IRI-reference in RFC 3987 section 2.2 (RFC 3986
// sections 3 and 4.1).
type IRI struct {
	Scheme   string // without the ":"
	Userinfo string // without the "@"
	Host     string // as written; an IP literal keeps its brackets
	Port     string // without the ":"
	Path     string
	Query    string // without the "?"
	Fragment string // without the "#"

	HasAuthority bool // "//" and an authority (possibly empty) are present
	HasUserinfo  bool // the authority has a userinfo and "@"
	HasPort      bool // the authority has ":" and a port (possibly empty)
	HasQuery     bool // "?" and a query (possibly empty) are present
	HasFragment  bool // "#" and a fragment (possibly empty) are present

	HostKind HostKind // HostNone without an authority
	PathForm PathForm // which ABNF path rule matched the path

	// authSep records which of the two separators before the authority were
	// written "\" (webaddress href-path-sep): bit 0 the first, bit 1 the
	// second. String() writes them back; zero is "//".
	authSep uint8
}

// authSeps is the "//" before an authority as written, indexed by authSep.
var authSeps = [4]string{"//", `\/`, `/\`, `\\`}

// setAuthSep records how the two separators before the authority that
// starts at s[start] were written.
func (u *IRI) setAuthSep(s string, start int) {
	u.authSep = 0
	if start >= 2 && s[start-2] == '\\' {
		u.authSep |= 1
	}
	if start >= 1 && s[start-1] == '\\' {
		u.authSep |= 2
	}
}

// Span is a half-open range [Start, End) of byte offsets into the input.
//
// Offsets are those of the components of RFC 3986 section 3 in the parsed
// string.
type Span struct {
	Start, End int
}

// Len returns the number of bytes in the span.
//
// A span is a component of RFC 3986 section 3 as written.
func (s Span) Len() int { return s.End - s.Start }

// Spans gives the byte span of every component of a parsed IRI. Delimiters
// are outside the spans: the Scheme span stops before ":", the Query span
// starts after "?". The Authority span covers userinfo, "@", host, ":" and
// port, without the leading "//".
//
// The components and delimiters are those of RFC 3986 section 3.
type Spans struct {
	Scheme, Authority, Userinfo, Host, Port, Path, Query, Fragment Span
}

// HostKind tells which ABNF rule matched the host (RFC 3987 section 2.2,
// RFC 3986 section 3.2.2).
type HostKind uint8

// The host kinds: the alternatives of ihost in RFC 3987 section 2.2 (RFC
// 3986 section 3.2.2).
const (
	HostNone      HostKind = iota // no authority, so no host
	HostRegName                   // ireg-name, possibly empty
	HostIPv4                      // IPv4address
	HostIPv6                      // IP-literal holding an IPv6address
	HostIPvFuture                 // IP-literal holding an IPvFuture
)

var hostKindNames = [...]string{"none", "reg-name", "ipv4", "ipv6", "ipvfuture"}

// String returns "none", "reg-name", "ipv4", "ipv6" or "ipvfuture".
//
// The names follow the rules of ihost, RFC 3987 section 2.2.
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "invalid"
}

// PathForm tells which ABNF path rule matched the path (RFC 3987 section 2.2,
// RFC 3986 section 3.3).
type PathForm uint8

// The path forms: the alternatives of ipath in RFC 3987 section 2.2 (RFC
// 3986 section 3.3).
const (
	PathAbempty  PathForm = iota // ipath-abempty: after an authority, empty or starting with "/"
	PathAbsolute                 // ipath-absolute: starts with "/" but not "//"
	PathNoScheme                 // ipath-noscheme: relative reference, no ":" in the first segment
	PathRootless                 // ipath-rootless: after a scheme, starts with a segment
	PathEmpty                    // ipath-empty: no characters, no authority
	PathOpaque                   // iopaque_part of the draft2002 variant (RFC 2396 opaque_part)
)

var pathFormNames = [...]string{"abempty", "absolute", "noscheme", "rootless", "empty", "opaque"}

// String returns "abempty", "absolute", "noscheme", "rootless", "empty" or "opaque".
//
// The names follow the ipath rules of RFC 3987 section 2.2.
func (f PathForm) String() string {
	if int(f) < len(pathFormNames) {
		return pathFormNames[f]
	}
	return "invalid"
}

// Component names one component of an IRI, in the order they appear.
//
// The components are those of RFC 3986 section 3.
type Component uint8

// The components of RFC 3986 section 3, in order.
const (
	ComponentScheme Component = iota
	ComponentAuthority
	ComponentUserinfo
	ComponentHost
	ComponentPort
	ComponentPath
	ComponentQuery
	ComponentFragment
)

var componentNames = [...]string{"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"}

// String returns the component's name in lowercase, e.g. "query".
//
// The names are those of RFC 3986 section 3.
func (c Component) String() string {
	if int(c) < len(componentNames) {
		return componentNames[c]
	}
	return "invalid"
}

// Spans returns the byte span of every component in u.String(), which for an
// IRI returned by Parse is exactly the input: the spans are offsets into the
// parsed string. The span of an absent component is the zero Span; a
// present but empty component has an empty span at its position.
//
// The spans are computed from the components (each delimiter is one byte,
// "//" two), so they cost nothing at parse time.
//
// The components and their delimiters are those of RFC 3986 section 3.
func (u *IRI) Spans() Spans {
	var sp Spans
	i := 0
	if u.Scheme != "" {
		sp.Scheme = Span{0, len(u.Scheme)}
		i = len(u.Scheme) + 1
	}
	auth := u.hasAuthority()
	if auth {
		i += 2
		start := i
		if u.HasUserinfo || u.Userinfo != "" {
			sp.Userinfo = Span{i, i + len(u.Userinfo)}
			i = sp.Userinfo.End + 1
		}
		sp.Host = Span{i, i + len(u.Host)}
		i = sp.Host.End
		if u.HasPort || u.Port != "" {
			sp.Port = Span{i + 1, i + 1 + len(u.Port)}
			i = sp.Port.End
		}
		sp.Authority = Span{start, i}
	}
	i += len(u.pathPrefix(auth))
	sp.Path = Span{i, i + len(u.Path)}
	i = sp.Path.End
	if u.HasQuery || u.Query != "" {
		sp.Query = Span{i + 1, i + 1 + len(u.Query)}
		i = sp.Query.End
	}
	if u.HasFragment || u.Fragment != "" {
		sp.Fragment = Span{i + 1, i + 1 + len(u.Fragment)}
	}
	return sp
}

// hasAuthority reports whether String writes an authority: HasAuthority
// is set or a component of the authority is not empty, so that a host set
// without the flag is not lost.
func (u *IRI) hasAuthority() bool {
	return u.HasAuthority || u.Host != "" || u.HasUserinfo || u.Userinfo != "" || u.HasPort || u.Port != ""
}

// pathPrefix returns what String writes before the path so that the
// recomposed string reads back with the same components (RFC 3986 section
// 3.3 and 4.2): "/" before a path that follows an authority but does not
// start with a separator, "/." before a path starting with "//" without an
// authority (it would read as one), and "./" before a relative path whose
// first segment holds ":" (it would read as a scheme). Parsed IRIs never
// need one; an IRI built or edited field by field may.
func (u *IRI) pathPrefix(auth bool) string {
	p := u.Path
	switch {
	case p == "":
		return ""
	case auth:
		if p[0] != '/' && p[0] != '\\' {
			return "/"
		}
	case strings.HasPrefix(p, "//"):
		return "/."
	case u.Scheme == "" && p[0] != '/' && p[0] != '\\':
		// A "\" separates segments too (webaddress href-path-sep), so that
		// a parsed "\:" or "a\b:c" keeps its spans.
		seg := p
		if i := strings.IndexAny(p, "/\\"); i >= 0 {
			seg = p[:i]
		}
		if strings.IndexByte(seg, ':') >= 0 {
			return "./"
		}
	}
	return ""
}

// Span returns the span of component c.
//
// The components are those of RFC 3986 section 3.
func (s Spans) Span(c Component) Span {
	switch c {
	case ComponentScheme:
		return s.Scheme
	case ComponentAuthority:
		return s.Authority
	case ComponentUserinfo:
		return s.Userinfo
	case ComponentHost:
		return s.Host
	case ComponentPort:
		return s.Port
	case ComponentPath:
		return s.Path
	case ComponentQuery:
		return s.Query
	case ComponentFragment:
		return s.Fragment
	}
	return Span{}
}

func (u *IRI) writeAuthority(b *strings.Builder) {
	if u.HasUserinfo {
		b.WriteString(u.Userinfo)
		b.WriteByte('@')
	}
	b.WriteString(u.Host)
	if u.HasPort {
		b.WriteByte(':')
		b.WriteString(u.Port)
	}
}

// String recomposes the IRI from its components as RFC 3986 section 5.3
// describes. For an IRI returned by Parse it returns exactly the input.
//
// For an IRI built or edited field by field, String derives what the
// flags would say rather than dropping a component: a non-empty Host,
// Userinfo or Port is written with its authority (so IRI{Scheme: "https",
// Host: "example.org", Path: "/p"} gives "https://example.org/p"), a
// non-empty Query or Fragment with its "?" or "#", and a path gets the
// prefix that keeps it a path ("/" after an authority, "/." before "//"
// without one, "./" before a first segment with ":"). The Set methods
// validate a component against a grammar instead.
func (u IRI) String() string {
	auth := u.hasAuthority()
	userinfo := u.HasUserinfo || u.Userinfo != ""
	port := u.HasPort || u.Port != ""
	query := u.HasQuery || u.Query != ""
	fragment := u.HasFragment || u.Fragment != ""
	prefix := u.pathPrefix(auth)
	n := len(prefix) + len(u.Path)
	if u.Scheme != "" {
		n += len(u.Scheme) + 1
	}
	if auth {
		n += 2 + len(u.Userinfo) + 1 + len(u.Host) + 1 + len(u.Port)
	}
	if query {
		n += 1 + len(u.Query)
	}
	if fragment {
		n += 1 + len(u.Fragment)
	}
	var b strings.Builder
	b.Grow(n)
	if u.Scheme != "" {
		b.WriteString(u.Scheme)
		b.WriteByte(':')
	}
	if auth {
		b.WriteString(authSeps[u.authSep&3])
		if userinfo {
			b.WriteString(u.Userinfo)
			b.WriteByte('@')
		}
		b.WriteString(u.Host)
		if port {
			b.WriteByte(':')
			b.WriteString(u.Port)
		}
	}
	b.WriteString(prefix)
	b.WriteString(u.Path)
	if query {
		b.WriteByte('?')
		b.WriteString(u.Query)
	}
	if fragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler: the IRI as String writes
// it, so that encoding/json, YAML, flag and database code see the string.
//
// The string is the recomposition of RFC 3986 section 5.3.
func (u IRI) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text as an
// IRI reference with Parse (RFC3987 grammar) and replaces *u with the
// result; an invalid text gives the *ParseError and leaves *u unchanged.
//
// The grammar is IRI-reference of RFC 3987 section 2.2.
func (u *IRI) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = *p
	return nil
}

// The operations of the package on a parsed IRI: each method is the
// package function of the same name after parsing.

// ToURI maps the parsed IRI reference u to a URI reference, as the function
// ToURI does after parsing. Pass Grammar(WebAddress) if u was parsed as a
// Web Address, so that "\" path separators become "/".
//
// The mapping is that of draft-ietf-iri-3987bis-00 sections 3.1 to 3.6 (RFC 3987
// section 3.1).
func (u *IRI) ToURI(opts ...Option) (string, error) {
	o := newOptions(RFC3987, opts)
	if o.err != nil {
		return "", o.err
	}
	out, err := u.toURI(o)
	if err != nil {
		err.(*MappingError).Input = u.String()
	}
	return out, err
}

// ToIRI converts the parsed URI or IRI reference u to an IRI reference, as
// the function ToIRI does after parsing.
//
// The conversion is that of draft-ietf-iri-3987bis-00 section 3.7 (RFC 3987
// section 3.2).
func (u *IRI) ToIRI(opts ...Option) (string, error) {
	o := newOptions(RFC3987, opts)
	if o.err != nil {
		return "", o.err
	}
	return u.toIRI(o), nil
}

// Normalize returns the normal form of u at the given level as a new IRI
// (u is not modified). At LevelSimple it is a copy of u. The fragment gets
// only the percent-encoding normalization every component gets (RFC 3986
// section 6.2.2); no scheme rule touches it, and no delimiter of an empty
// component is removed except the ":" of an empty or default port. With
// Grammar(RFC3986), u is taken for a URI and normalized as Normalize does
// under that grammar.
func (u *IRI) Normalize(level Level, opts ...Option) *IRI {
	n := *u
	n.normalizeOpts(level, opts)
	return &n // small enough to inline: n stays on the caller's stack when it can
}

// ResolveReference resolves ref against u, the base, with the strict
// algorithm of RFC 3986 section 5.2.2 (merge as in 5.2.3, dot segments
// removed as in 5.2.4) and returns the target as a new IRI, like
// net/url's URL.ResolveReference. Neither u nor ref is modified. With the
// NonStrict option, a scheme of ref equal to u's (compared without regard
// to case, RFC 3986 section 3.1) is ignored, as section 5.2.2 allows for
// backward compatibility: "http:g" against "http://a/b/c/d;p?q" gives
// "http://a/b/c/g" rather than "http:g". Other options are ignored.
//
// u should be absolute (RFC 3986 section 5.1); if it is not, the algorithm
// is applied all the same and the result is a relative reference.
//
// Where the algorithm's result would recompose into a string that parses
// differently (a path starting with "//" without an authority, or a
// relative path whose first segment holds ":" without a scheme), the path
// is prefixed with "/." or "./" so that String() keeps its meaning.
func (u *IRI) ResolveReference(ref *IRI, opts ...Option) *IRI {
	t := &IRI{}
	switch {
	case ref.Scheme != "" && !ignoreRefScheme(u, ref, opts):
		t.Scheme = ref.Scheme
		t.copyAuthority(ref)
		t.Path = removeDotSegments(ref.Path)
		t.Query, t.HasQuery = ref.Query, ref.HasQuery
	case ref.HasAuthority:
		t.copyAuthority(ref)
		t.Path = removeDotSegments(ref.Path)
		t.Query, t.HasQuery = ref.Query, ref.HasQuery
		t.Scheme = u.Scheme
	default:
		if ref.Path == "" {
			t.Path = u.Path
			if ref.HasQuery {
				t.Query, t.HasQuery = ref.Query, true
			} else {
				t.Query, t.HasQuery = u.Query, u.HasQuery
			}
		} else {
			if strings.HasPrefix(ref.Path, "/") {
				t.Path = removeDotSegments(ref.Path)
			} else {
				t.Path = removeDotSegments(resolveMerge(u, ref.Path))
			}
			t.Query, t.HasQuery = ref.Query, ref.HasQuery
		}
		t.copyAuthority(u)
		t.Scheme = u.Scheme
	}
	t.Fragment, t.HasFragment = ref.Fragment, ref.HasFragment
	t.fixResolvedPath()
	t.recomputeForm()
	return t
}

// Relativize returns the shortest reference that resolves against u, the
// base, to exactly target (compared as strings), as the package function
// Relativize describes. The result is a new IRI.
//
// Resolution is that of RFC 3986 section 5.2.
func (u *IRI) Relativize(target *IRI) (*IRI, error) {
	if u.Scheme == "" {
		return nil, ErrNotAbsolute
	}
	want := target.String()
	var best *IRI
	bestLen := 0
	try := func(c *IRI) {
		c.Fragment, c.HasFragment = target.Fragment, target.HasFragment
		if !c.recomposesSafely() {
			return
		}
		c.recomputeForm()
		s := c.String()
		if best != nil && len(s) >= bestLen {
			return
		}
		if u.ResolveReference(c).String() != want {
			return
		}
		best, bestLen = c, len(s)
	}
	withQuery := func(path string) *IRI {
		return &IRI{Path: path, Query: target.Query, HasQuery: target.HasQuery}
	}
	sameAuthority := target.Scheme == u.Scheme && target.HasAuthority == u.HasAuthority &&
		target.Authority() == u.Authority() && target.HasUserinfo == u.HasUserinfo &&
		target.HasPort == u.HasPort
	if sameAuthority {
		if target.Path == u.Path {
			// Same document: "", "#f" or "?q#f".
			if target.HasQuery == u.HasQuery && target.Query == u.Query {
				try(&IRI{})
			}
			if target.HasQuery {
				try(&IRI{Query: target.Query, HasQuery: true})
			}
		}
		for _, p := range relativePathCandidates(u, target.Path) {
			try(withQuery(p))
		}
		if strings.HasPrefix(target.Path, "/") {
			try(withQuery(target.Path))
		}
	}
	if target.Scheme == u.Scheme && target.HasAuthority {
		c := withQuery(target.Path)
		c.copyAuthority(target)
		try(c)
	}
	full := *target
	full.Fragment, full.HasFragment = "", false
	f := &full
	try(f)
	if best == nil {
		return nil, ErrNotReachable
	}
	return best, nil
}

// URL maps u to a URI with the mapping of ToURI (the same options) and
// returns it as a *url.URL whose String() is exactly the ToURI result, for
// the packages that take one (net/http and others). The path, query and
// fragment keep their written forms (net/url's RawPath, RawQuery and
// RawFragment), and so does the scheme's case. The error is ToURI's, or a
// *url.Error for the few URIs net/url cannot represent: an IPvFuture
// literal, a percent-encoded octet in a host that is not a DNS name
// ("foo://%41/"), an empty fragment ("http://h/#") and an empty authority
// with an empty path ("http://").
//
// The mapping is that of draft-ietf-iri-3987bis-00 sections 3.1 to 3.6.
func (u *IRI) URL(opts ...Option) (*url.URL, error) {
	s, err := u.ToURI(opts...)
	if err != nil {
		return nil, err
	}
	r, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if r.Scheme != "" {
		r.Scheme = s[:len(r.Scheme)] // net/url lowercases it
	}
	if got := r.String(); got != s {
		return nil, &url.Error{Op: "iri: URL", URL: s, Err: fmt.Errorf("net/url would write it as %q", got)}
	}
	return r, nil
}
