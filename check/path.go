package check

// Dot-segments as written: RFC 3986 section 3.3, "intended for use at the
// beginning of a relative-path reference", and section 6.2.2.3 (RFC 3987
// section 5.3.2.4): "intended only for use within relative references".

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
)

// pathDots reports each "." or ".." segment of the path that reference
// resolution or normalization would remove: every one in a path after a
// scheme or an authority or starting with "/", and in a relative-path
// reference those after its first segment that is not a dot-segment.
// Encoded forms ("%2E") are PCT_ENCODED_DOT_SEGMENT's; an opaque part
// (draft2002) has no segments.
func (r *checkRun) pathDots() {
	u := r.u
	if u.PathForm == iri.PathOpaque || u.Path == "" {
		return
	}
	leading := u.Scheme == "" && !u.HasAuthority && u.Path[0] != '/'
	if !hasDotSegment(u.Path) {
		return
	}
	r.eachPathSegment(func(sp iri.Span) {
		seg := r.s[sp.Start:sp.End]
		if seg != "." && seg != ".." {
			leading = false
			return
		}
		if leading {
			return
		}
		r.add(CodePathDotSegment, sp, fmt.Sprintf(
			"the segment %q is a dot-segment outside the start of a relative reference; resolution removes it (RFC 3986 section 5.2.4), so write the path without it", seg))
	})
}

// hasDotSegment reports whether the path p has a segment "." or "..".
func hasDotSegment(p string) bool {
	for i := strings.IndexByte(p, '.'); i >= 0; {
		// A dot-segment starts at the start of p or after "/", and is
		// "." or ".." up to the next "/" or the end.
		if i == 0 || p[i-1] == '/' {
			j := i + 1
			if j < len(p) && p[j] == '.' {
				j++
			}
			if j == len(p) || p[j] == '/' {
				return true
			}
		}
		k := strings.IndexByte(p[i+1:], '.')
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}
