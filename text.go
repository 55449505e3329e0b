package iri

// MarshalText returns the host kind's name ("reg-name", "ipv6", ...).
//
// The names follow ihost, RFC 3987 section 2.2.
func (k HostKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// MarshalText returns the path form's name ("abempty", "rootless", ...).
//
// The names follow ipath, RFC 3987 section 2.2.
func (f PathForm) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// MarshalText returns the component's name ("host", "query", ...).
//
// The names are those of RFC 3986 section 3.
func (c Component) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// MarshalText returns the level's name ("simple", "syntax", "scheme").
//
// The levels are those of draft-ietf-iri-3987bis-00 section 5.3.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText sets l to the level named by text, as ParseLevel does.
//
// The levels are those of draft-ietf-iri-3987bis-00 section 5.3.
func (l *Level) UnmarshalText(text []byte) error {
	x, err := ParseLevel(string(text))
	if err == nil {
		*l = x
	}
	return err
}

// MarshalText returns the variant's name ("rfc3987", "webaddress", ...);
// a Reference form marshals as its variant's name.
//
// Each variant's section is Variant.Section, e.g. RFC 3987 section 2.2.
func (v Variant) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText sets v to the variant named by text, as LookupVariant
// does.
//
// Each variant's section is Variant.Section, e.g. RFC 3987 section 2.2.
func (v *Variant) UnmarshalText(text []byte) error {
	x, err := LookupVariant(string(text))
	if err == nil {
		*v = x
	}
	return err
}
