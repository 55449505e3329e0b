package iri

import "testing"

// TestHostSpecific: HOSTSPECIFIC of draft-ietf-iri-3987bis-00 section 3.2,
// "the substring that follows the substring matched by the iauthority
// production, or the whole string if the iauthority production wasn't
// matched". Expected values cut from the input by hand.
func TestHostSpecific(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://example.org:8080/a/b?c=d#e", "/a/b?c=d#e"},
		{"http://u@example.org/a", "/a"},
		{"http://example.org", ""},                // nothing follows the iauthority
		{"http://h:/?#", "/?#"},                   // empty port, query and fragment kept
		{"http:///p", "/p"},                       // an empty iauthority is matched
		{"file:///etc/hosts", "/etc/hosts"},       // likewise
		{"//h/p?q", "/p?q"},                       // a relative reference with an authority
		{"http://résumé.example/é?ü#ß", "/é?ü#ß"}, // non-ASCII
		// No iauthority: the whole string, scheme and ":" included.
		{"mailto:a@example.org", "mailto:a@example.org"},
		{"urn:isbn:0-395-36341-1", "urn:isbn:0-395-36341-1"},
		{"a/b?c#d", "a/b?c#d"},
		{"?q", "?q"},
		{"", ""},
	} {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := u.HostSpecific(); got != tt.want {
			t.Errorf("HostSpecific(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// An IRI built field by field: what String writes after the
	// authority ("https://example.org/p": the "/" String adds).
	u := IRI{Scheme: "https", Host: "example.org", Path: "p", Query: "q"}
	if got := u.HostSpecific(); got != "/p?q" {
		t.Errorf("built IRI: HostSpecific = %q, want %q", got, "/p?q")
	}
}

// TestHostPort: HOSTPORT of section 3.2, "if there is a scheme component and
// a port component and the port given by the port component is different
// than the default port defined for the protocol given by the scheme
// component, then HOSTPORT is the substring that starts with the substring
// matched by the host production and ends with the substring matched by the
// port production, and includes the colon in between the two. Otherwise, it
// is the same as the host component."
func TestHostPort(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://example.org:8080/", "example.org:8080"},
		{"http://example.org:80/", "example.org"},    // http's default port
		{"http://example.org:080/", "example.org"},   // the same port, 80
		{"http://example.org:0/", "example.org:0"},   // port 0 is not 80
		{"http://example.org:00/", "example.org:00"}, // nor is 00; as written
		{"http://example.org:81/", "example.org:81"},
		{"http://example.org:8/", "example.org:8"},
		{"http://example.org/", "example.org"},        // no port
		{"http://example.org:/", "example.org"},       // an empty port gives none
		{"HTTP://example.org:80/", "example.org"},     // scheme names are case-insensitive
		{"https://example.org:80/", "example.org:80"}, // https's default is 443
		{"https://example.org:443", "example.org"},
		{"foo://example.org:80/", "example.org:80"}, // no default port known
		{"file://h:80/x", "h:80"},                   // a scheme without a default port
		{"//example.org:8080/", "example.org:8080"}, // no scheme, so no default port to drop
		{"//example.org:80/", "example.org:80"},     // not even 80: without a scheme it is no default
		{"//example.org:/", "example.org"},          // an empty port is no port
		{"http://[::1]:8080/", "[::1]:8080"},        // the host as matched, brackets included
		{"http://[::1]/", "[::1]"},
		{"http://u:pw@h:8080/", "h:8080"}, // the userinfo is not part of it
		{"http://résumé.example:8080/", "résumé.example:8080"},
		{"mailto:a@example.org", ""}, // no host component
		{"a/b", ""},
	} {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := u.HostPort(); got != tt.want {
			t.Errorf("HostPort(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
