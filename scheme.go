package iri

import (
	"strings"

	"github.com/goiri/iri/internal/registry"
)

// Scheme is what the library knows of one URI scheme: the facts that
// mapping (IDNA for hosts, document charsets for queries), scheme-based
// normalization and the checks depend on. Register more with RegisterScheme.
//
// The facts are those the schemes' specifications give and draft-ietf-
// iri-3987bis-00 sections 3.4 (DNS hosts) and 5.3.3 (scheme-based
// normalization) use.
type Scheme struct {
	// Name is the scheme name in lowercase, e.g. "http".
	Name string
	// DefaultPort is the port used when none is given, e.g. "80"; "" if the
	// scheme has none. Scheme-based normalization removes it (RFC 3986
	// section 6.2.3, draft-ietf-iri-3987bis-00 section 5.3.3).
	DefaultPort string
	// DNSHost says the host (ireg-name) is a DNS domain name: IRI-to-URI
	// mapping converts it with IDNA ToASCII instead of percent-encoding it
	// (draft-ietf-iri-3987bis-00 section 3.4), URI-to-IRI mapping converts
	// "xn--" labels back, and comparison treats A-labels and U-labels alike.
	DNSHost bool
	// EmptyPathSlash says an empty path with an authority is equivalent to
	// "/" (RFC 3986 section 6.2.3).
	EmptyPathSlash bool
	// QueryCharset says the query is encoded in the document charset rather
	// than UTF-8 when the document's charset is not Unicode-based
	// (draft-ietf-iri-3987bis-00 section 3.5: http and https).
	QueryCharset bool
}

var schemeRegistry registry.Registry[Scheme]

func init() {
	for _, s := range []Scheme{
		{Name: "http", DefaultPort: "80", DNSHost: true, EmptyPathSlash: true, QueryCharset: true},
		{Name: "https", DefaultPort: "443", DNSHost: true, EmptyPathSlash: true, QueryCharset: true},
		{Name: "ws", DefaultPort: "80", DNSHost: true, EmptyPathSlash: true},
		{Name: "wss", DefaultPort: "443", DNSHost: true, EmptyPathSlash: true},
		{Name: "ftp", DefaultPort: "21", DNSHost: true, EmptyPathSlash: true},
		{Name: "gopher", DefaultPort: "70", DNSHost: true},
		{Name: "telnet", DefaultPort: "23", DNSHost: true},
		{Name: "ldap", DefaultPort: "389", DNSHost: true},
		{Name: "file", DNSHost: true},
		{Name: "mailto"},
		{Name: "urn"},
		{Name: "data"},
		{Name: "javascript"},
	} {
		RegisterScheme(s)
	}
}

// RegisterScheme adds s to the registry, replacing any entry of the same
// name (compared case-insensitively). It is safe for concurrent use.
//
// Scheme names compare case-insensitively, RFC 3986 section 3.1.
func RegisterScheme(s Scheme) {
	s.Name = strings.ToLower(s.Name)
	schemeRegistry.Set(s.Name, s)
}

// LookupScheme returns the registered facts for the scheme name, compared
// case-insensitively, and whether it is registered.
//
// Scheme names compare case-insensitively, RFC 3986 section 3.1.
func LookupScheme(name string) (Scheme, bool) { return schemeRegistry.Get(name) }
