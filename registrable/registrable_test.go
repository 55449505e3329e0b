package registrable

import (
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// TestDomain: the registrable domains follow the Public Suffix
// List ("com", "uk" and "co.uk", "jp" and "github.io" are on it; "example"
// is not, so its last label is the suffix).
func TestDomain(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{
		{"http://www.paypal.com.account-verify.example/", "account-verify.example", true},
		{"http://www.example.co.uk/", "example.co.uk", true},
		{"http://example.com/", "example.com", true},
		{"http://example.com./", "example.com", true},
		{"http://WWW.EXAMPLE.COM:80/x", "EXAMPLE.COM", true},
		{"http://user@a.b.example.org/", "example.org", true},
		{"http://foo.github.io/", "foo.github.io", true}, // private section
		{"http://\u4F8B\u3048.jp/", "\u4F8B\u3048.jp", true},
		{"http://a.\u4F8B\u3048\u3002jp/", "\u4F8B\u3048\u3002jp", true}, // U+3002 separates labels in IDNA
		{"http://a.r%C3%A9sum%C3%A9.example/", "r%C3%A9sum%C3%A9.example", true},
		{"//a.example.net/p", "example.net", true},
		{"http://localhost/", "", false},
		{"http://co.uk/", "", false},
		{"http://com/", "", false},
		{"http://[::1]/", "", false},
		// A label of 300 ideographs is certainly longer than a DNS label
		// (63 octets): none, found without running ToASCII on it.
		{"http://" + strings.Repeat("\u4F8B", 300) + ".jp/", "", false},
		// IP literals are no domain names, whatever their text looks like.
		{"http://[v7.example.com]/", "", false},
		{"http://[::ffff:1.2.3.4]/", "", false},
		{"http://1.2.3.4/", "", false},
		{"http:/path", "", false},
		{"mailto:a@example.com", "", false},
		{"file:///etc/hosts", "", false}, // empty host
		{"http://a%2Eb.example.com/", "", false},
		{"http://\u0301a.example/", "", false}, // fails IDNA ToASCII
		{"http://a..example.com/", "", false},  // empty label: not a domain name
	} {
		u, err := iri.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		sp, ok := Domain(u)
		if ok != tt.ok {
			t.Errorf("Domain(%q) ok = %v, want %v", tt.in, ok, tt.ok)
			continue
		}
		if !ok {
			if sp != (iri.Span{}) {
				t.Errorf("Domain(%q) = %v with false", tt.in, sp)
			}
			continue
		}
		if got := tt.in[sp.Start:sp.End]; got != tt.want {
			t.Errorf("Domain(%q) = %q (%v), want %q", tt.in, got, sp, tt.want)
		}
		if want := strings.LastIndex(tt.in, tt.want); sp.Start != want {
			t.Errorf("Domain(%q) starts at %d, want %d", tt.in, sp.Start, want)
		}
	}
}

func TestMarkInDisplay(t *testing.T) {
	mark := Mark("[", "]")
	for _, tt := range []struct {
		in   string
		opts []iri.Option
		want string
	}{
		{"http://paypal.com.account-verify.example/", []iri.Option{mark}, "http://paypal.com.[account-verify.example]/"},
		{"http://www.example.co.uk./x", []iri.Option{mark}, "http://www.[example.co.uk]./x"},
		// The embedding is decided on the IRI and wraps the marked text.
		{"http://\u05D0.example.com/", []iri.Option{mark}, "\u202Ahttp://\u05D0.[example.com]/\u202C"},
		{"http://example.com/", []iri.Option{mark, iri.AlwaysEmbed()}, "\u202Ahttp://[example.com]/\u202C"},
		// Nothing to mark: no registrable domain, no parse.
		{"http://localhost/", []iri.Option{mark}, "http://localhost/"},
		{"http://a b.com/", []iri.Option{mark}, "http://a b.com/"},
		{"mailto:a@example.com", []iri.Option{mark}, "mailto:a@example.com"},
		// The Grammar option chooses the parser: LEIRI allows the space.
		{"http://x.example.com/a b", []iri.Option{mark, iri.Grammar(iri.LEIRI)}, "http://x.[example.com]/a b"},
		{"http://x.example.com/a b", []iri.Option{mark}, "http://x.example.com/a b"},
		// Without the option nothing changes.
		{"http://paypal.com.account-verify.example/", nil, "http://paypal.com.account-verify.example/"},
	} {
		if got := iri.Display(tt.in, tt.opts...); got != tt.want {
			t.Errorf("Display(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
