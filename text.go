package iri

// MarshalText implements encoding.TextMarshaler: the IRI as String writes
// it, so that encoding/json, YAML, flag and database code see the string.
func (u IRI) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text as an
// IRI reference with Parse (RFC3987 grammar) and replaces *u with the
// result; an invalid text gives the *ParseError and leaves *u unchanged.
func (u *IRI) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = *p
	return nil
}

// MarshalText returns the host kind's name ("reg-name", "ipv6", ...).
func (k HostKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// MarshalText returns the path form's name ("abempty", "rootless", ...).
func (f PathForm) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// MarshalText returns the component's name ("host", "query", ...).
func (c Component) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// MarshalText returns the level's name ("simple", "syntax", "scheme").
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText sets l to the level named by text, as ParseLevel does.
func (l *Level) UnmarshalText(text []byte) error {
	x, err := ParseLevel(string(text))
	if err == nil {
		*l = x
	}
	return err
}

// MarshalText returns the variant's name ("rfc3987", "webaddress", ...);
// a Reference form marshals as its variant's name.
func (v Variant) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText sets v to the variant named by text, as LookupVariant
// does.
func (v *Variant) UnmarshalText(text []byte) error {
	x, err := LookupVariant(string(text))
	if err == nil {
		*v = x
	}
	return err
}
