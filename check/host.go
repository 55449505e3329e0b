package check

// Host label rules for DNS schemes beyond IDNA ToASCII (check.go): a
// percent-encoded host (RFC 3986 section 3.2.2) and empty labels (RFC 3490
// section 4.1).

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// isLDH reports whether c may appear in a DNS host name label: a letter, a
// digit or a hyphen (RFC 1123 section 2.1; the "LDH" of RFC 5890 section
// 2.3.1).
func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-'
}

// hostLabels applies the label rules to the reg-name host of a DNS scheme
// (iri.LookupScheme's DNSHost). Hosts that fail IDNA ToASCII as a whole
// are HOST_IDNA's (check.go) and get no other host finding here.
func (r *checkRun) hostLabels(v iri.Variant) {
	u := r.u
	if !u.HasAuthority || u.HostKind != iri.HostRegName || u.Host == "" {
		return
	}
	if sch, ok := iri.LookupScheme(u.Scheme); !ok || !sch.DNSHost {
		return
	}
	labels := splitSpans(r.s, r.sp.Host, ".")
	for i, sp := range labels {
		if sp.Len() == 0 && (i < len(labels)-1 || i == 0) {
			r.add(CodeHostEmptyLabel, sp, "the host has an empty label here; a DNS name has labels of 1 to 63 octets, and only the root label after a final \".\" may be empty")
		}
	}
	host, ok := chars.PctDecode(u.Host)
	if !ok {
		return
	}
	a, err := idnaprofile.Lookup.ToASCII(host)
	if err != nil {
		return
	}
	if strings.Contains(u.Host, "%") && host != u.Host {
		r.pctHost(host, a)
	}
}

// pctHost reports a host written with percent-encoding: one whose decoded
// ASCII form is not a DNS name (HOST_PCT_NOT_DNS), else one that encodes
// non-ASCII characters (HOST_PCT_ENCODED: RFC 3986 section 3.2.2 asks for
// the IDNA encoding "rather than a percent-encoding"). A host that only
// encodes ASCII letters, digits or hyphens is PCT_ENCODED_UNRESERVED's.
func (r *checkRun) pctHost(host, ascii string) {
	for i := 0; i < len(ascii); i++ {
		if c := ascii[i]; c != '.' && !isLDH(c) {
			r.add(CodeHostPctNotDNS, r.sp.Host, fmt.Sprintf(
				"the host decodes to %q, which has %q: not a DNS name (letters, digits and hyphens)", host, c))
			return
		}
	}
	for i := 0; i < len(host); i++ {
		if host[i] >= 0x80 {
			r.add(CodeHostPctEncoded, r.sp.Host, fmt.Sprintf(
				"the host percent-encodes the name %q: write it as is in an IRI, or as %q (IDNA) where ASCII is needed", host, ascii))
			return
		}
	}
}
