package check

// Scheme rules for ftp (RFC 1738 section 3.2) and the reserved URN
// namespace identifier "urn" (RFC 2141 section 2.1).

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
)

// RFC 1738 section 3.1: "//<user>:<password>@<host>:<port>/<url-path>",
// where only the user, password, port and url-path may be left out, so an
// ftp URL has an authority with a host; section 3.2.2: the url-path is
// <cwd1>/.../<cwdN>/<name>;type=<typecode>, "/" and ";" within a name or
// CWD component must be encoded, and <typecode> is "a", "i" or "d".
func init() {
	RegisterSchemeRules(SchemeRules{Name: "ftp", Reference: "RFC 1738 sections 3.1 and 3.2.2",
		Authority: MustHave, Host: MustHave, Validate: validateFTP})
}

// validateFTP checks the ";" of the path: only the last segment may have
// one, followed by "type=" and a typecode a, i or d (RFC 1738 section 5
// also allows them in uppercase: ftptype = "A" | "I" | "D" | "a" | "i" |
// "d").
func validateFTP(u *iri.IRI) []SchemeProblem {
	var out []SchemeProblem
	if strings.IndexByte(u.Path, ';') < 0 {
		return nil
	}
	start := u.Spans().Path.Start
	segs := strings.Split(u.Path, "/")
	off := start
	for k, seg := range segs {
		semi := strings.IndexByte(seg, ';')
		switch {
		case semi < 0:
		case k < len(segs)-1:
			out = append(out, SchemeProblem{span(off+semi, off+semi+1),
				fmt.Sprintf("the directory name %q has \";\", which must be encoded as %%3B", seg)})
		default:
			param := seg[semi+1:]
			code, ok := strings.CutPrefix(param, "type=")
			if !ok || len(code) != 1 || !strings.Contains("aidAID", code) {
				out = append(out, SchemeProblem{span(off+semi, off+len(seg)),
					fmt.Sprintf("%q is not \";type=\" with a typecode a, i or d", seg[semi:])})
			}
		}
		off += len(seg) + 1
	}
	return out
}

// urnNID reports the namespace identifier "urn" (in any case).
func (r *checkRun) urnNID() {
	u := r.u
	if len(u.Scheme) != 3 || !strings.EqualFold(u.Scheme, "urn") || u.HasAuthority {
		return
	}
	nid, _, _ := strings.Cut(u.Path, ":")
	if strings.EqualFold(nid, "urn") {
		r.add(CodeURNReservedNID, span(r.sp.Path.Start, r.sp.Path.Start+len(nid)),
			fmt.Sprintf("the namespace identifier %q is reserved by RFC 2141 so that it cannot be confused with the scheme; use a registered namespace", nid))
	}
}
