package iri

// Reference resolution (RFC 3986 section 5.2, RFC 3987 section 6.5) and its
// inverse, relativization.

import (
	"bytes"
	"errors"
	"strings"
)

// ErrNotAbsolute is returned when a base IRI has no scheme: RFC 3986
// section 5.1 requires the base of a resolution to be an absolute IRI.
var ErrNotAbsolute = errors.New("iri: base is not an absolute IRI (it has no scheme)")

// ErrNotReachable is returned by Relativize when no reference resolves
// against the base to exactly the target: resolution always removes dot
// segments, so a target whose path still holds "." or ".." segments (and
// differs from the base's path) cannot be the result of resolving anything.
//
// Dot segments are removed by RFC 3986 section 5.2.4.
var ErrNotReachable = errors.New("iri: no reference resolves to the target against this base (normalize or resolve it first)")

// Resolve resolves the IRI reference ref against the absolute IRI base with
// the strict algorithm of RFC 3986 section 5.2.2 (or, with NonStrict, its
// backward-compatible variant) and recomposes the result as section 5.3
// describes. Both are parsed with the RFC3987 grammar; characters that
// IRIs add to URIs are treated like unreserved characters (RFC 3987
// section 6.5). A fragment of base is ignored. The error is a *ParseError
// for an input that does not parse, or ErrNotAbsolute. Options other than
// NonStrict are ignored.
func Resolve(base, ref string, opts ...Option) (string, error) {
	b, err := parseBase(base)
	if err != nil {
		return "", err
	}
	r, err := Parse(ref)
	if err != nil {
		return "", err
	}
	return b.ResolveReference(r, opts...).String(), nil
}

// parseBase parses the base of a resolution with the IRI rule. A base that
// fails only because it is a relative reference gives ErrNotAbsolute
// rather than the grammar error of its would-be scheme.
func parseBase(base string) (*IRI, error) {
	b, err := ParseIRI(base)
	if err != nil {
		if r, rerr := Parse(base); rerr == nil && !r.HasScheme() {
			return nil, ErrNotAbsolute
		}
	}
	return b, err
}

// ignoreRefScheme reports whether the non-strict resolution of RFC 3986
// section 5.2.2 applies: the NonStrict option is given and ref's scheme is
// u's ("if ((not strict) and (R.scheme == Base.scheme)) then
// undefine(R.scheme)"). Schemes are compared without regard to case
// (section 3.1).
func ignoreRefScheme(u, ref *IRI, opts []Option) bool {
	if len(opts) == 0 {
		return false
	}
	var o options
	o.apply(opts)
	return o.nonStrict && strings.EqualFold(ref.Scheme, u.Scheme)
}

// copyAuthority copies the authority of src (present or not) into u.
func (u *IRI) copyAuthority(src *IRI) {
	u.HasAuthority = src.HasAuthority
	u.Userinfo, u.HasUserinfo = src.Userinfo, src.HasUserinfo
	u.Host, u.HostKind = src.Host, src.HostKind
	u.Port, u.HasPort = src.Port, src.HasPort
}

// resolveMerge merges a relative-path reference with the path of base (RFC 3986
// section 5.2.3).
func resolveMerge(base *IRI, refPath string) string {
	if base.HasAuthority && base.Path == "" {
		return "/" + refPath
	}
	i := strings.LastIndexByte(base.Path, '/')
	if i < 0 {
		return refPath
	}
	return base.Path[:i+1] + refPath
}

// removeDotSegments removes the "." and ".." complete segments of path
// with the two-buffer method of RFC 3986 section 5.2.4. It runs in time
// linear in len(path).
func removeDotSegments(path string) string {
	if !strings.Contains(path, ".") {
		return path // no rule A to D can apply; E copies everything
	}
	out := make([]byte, 0, len(path))
	in := path
	pop := func() {
		i := bytes.LastIndexByte(out, '/')
		if i < 0 {
			i = 0
		}
		out = out[:i]
	}
	for len(in) > 0 {
		switch {
		case strings.HasPrefix(in, "../"): // A
			in = in[3:]
		case strings.HasPrefix(in, "./"): // A
			in = in[2:]
		case strings.HasPrefix(in, "/./"): // B
			in = in[2:]
		case in == "/.": // B
			in = "/"
		case strings.HasPrefix(in, "/../"): // C
			in = in[3:]
			pop()
		case in == "/..": // C
			in = "/"
			pop()
		case in == "." || in == "..": // D
			in = ""
		default: // E
			i := 0
			if in[0] == '/' {
				i = 1
			}
			j := strings.IndexByte(in[i:], '/')
			if j < 0 {
				j = len(in)
			} else {
				j += i
			}
			out = append(out, in[:j]...)
			in = in[j:]
		}
	}
	return string(out)
}

// fixResolvedPath keeps the path from being read as something else once the IRI is
// recomposed: without an authority a path starting with "//" would become
// one, so it gets the prefix "/." (which remove_dot_segments takes away
// again); without a scheme and an authority a first segment holding ":"
// would become a scheme, so it gets the prefix "./".
func (u *IRI) fixResolvedPath() {
	if u.HasAuthority {
		return
	}
	if strings.HasPrefix(u.Path, "//") {
		u.Path = "/." + u.Path
		return
	}
	if u.Scheme == "" && !strings.HasPrefix(u.Path, "/") {
		seg := u.Path
		if i := strings.IndexByte(seg, '/'); i >= 0 {
			seg = seg[:i]
		}
		if strings.IndexByte(seg, ':') >= 0 {
			u.Path = "./" + u.Path
		}
	}
}

// recomputeForm sets PathForm (and HostKind when there is no authority) of
// an IRI built from components.
func (u *IRI) recomputeForm() {
	switch {
	case u.HasAuthority:
		u.PathForm = PathAbempty
	case strings.HasPrefix(u.Path, "/"):
		u.PathForm = PathAbsolute
	case u.Path == "":
		u.PathForm = PathEmpty
	case u.Scheme != "":
		u.PathForm = PathRootless
	default:
		u.PathForm = PathNoScheme
	}
	if !u.HasAuthority {
		u.HostKind = HostNone
	}
}

// Relativize returns the shortest IRI reference that resolves against base
// to exactly target: Resolve(base, Relativize(base, target)) == target.
// base must be an absolute IRI (its fragment is ignored) and target an IRI;
// both are parsed with the RFC3987 grammar. The candidates are, in order of
// preference on equal length: a same-document reference ("", "#f", "?q"),
// a relative-path reference (with as many "../" as needed), an
// absolute-path reference, a network-path reference and target itself.
//
// It returns ErrNotReachable when no reference resolves to target (its path
// has dot segments that resolution would remove), ErrNotAbsolute when base
// has no scheme, and a *ParseError when an input does not parse.
//
// Resolution is that of RFC 3986 section 5.2; the reference forms are those of
// section 4.2.
func Relativize(base, target string) (string, error) {
	b, err := parseBase(base)
	if err != nil {
		return "", err
	}
	t, err := ParseIRI(target)
	if err != nil {
		return "", err
	}
	r, err := b.Relativize(t)
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

// recomposesSafely reports whether u recomposes into a string that parses back
// into the same components.
func (u *IRI) recomposesSafely() bool {
	if u.HasAuthority {
		return u.Path == "" || strings.HasPrefix(u.Path, "/")
	}
	if strings.HasPrefix(u.Path, "//") {
		return false
	}
	if u.Scheme == "" && !strings.HasPrefix(u.Path, "/") {
		seg := u.Path
		if i := strings.IndexByte(seg, '/'); i >= 0 {
			seg = seg[:i]
		}
		return strings.IndexByte(seg, ':') < 0
	}
	return true
}

// relativePathCandidates returns relative-path candidates for reaching
// path target from base: the segments after the longest common directory
// prefix of the base's directory (what merge appends a reference to, taken
// as it is and without its own dot segments) and the target, preceded by
// one "../" for every directory of the base left over. The caller checks
// each candidate by resolving it.
func relativePathCandidates(base *IRI, target string) []string {
	dirs := []string{resolveMerge(base, "")}
	if clean := removeDotSegments(dirs[0]); clean != dirs[0] {
		dirs = append(dirs, clean)
	}
	targets := []string{target}
	if !base.HasAuthority && strings.HasPrefix(target, "/.//") {
		// The path resolution gave before fixResolvedPath prefixed it.
		targets = append(targets, target[2:])
	}
	var out []string
	for _, d := range dirs {
		for _, t := range targets {
			out = relativeFromDir(d, t, out)
		}
	}
	return out
}

// relativeFromDir appends to out the relative paths that lead from the
// directory dir (empty or ending in "/") to target.
func relativeFromDir(dir, target string, out []string) []string {
	if dir == "" {
		// A base without authority whose path holds no "/": the
		// reference's path is taken as it is.
		return append(out, target, "./"+target)
	}
	n := 0
	for i := 0; i < len(dir) && i < len(target) && dir[i] == target[i]; i++ {
		if dir[i] == '/' {
			n = i + 1
		}
	}
	if n == 0 {
		return out // no common "/" prefix: only an absolute path can reach it
	}
	ups := strings.Count(dir[n:], "/")
	rest := target[n:]
	up := strings.Repeat("../", ups)
	out = append(out, up+rest)
	if rest == "" {
		if ups > 0 {
			out = append(out, strings.TrimSuffix(up, "/"))
		} else {
			out = append(out, ".", "./")
		}
	} else {
		out = append(out, up+"./"+rest)
	}
	return out
}
