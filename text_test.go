package iri_test

// Tests of the text and JSON encodings: IRI's (iri.go) and those of its
// enumerations (text.go).

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/goiri/iri"
)

func TestTextAndJSON(t *testing.T) {
	type doc struct {
		Link  iri.IRI   `json:"link"`
		Links []iri.IRI `json:"links"`
		Level iri.Level `json:"level"`
	}
	var d doc
	in := `{"link":"http://résumé.example/a?b#c","links":["a:b","/x"],"level":"scheme"}`
	if err := json.Unmarshal([]byte(in), &d); err != nil {
		t.Fatal(err)
	}
	if d.Link.Host != "résumé.example" || d.Link.Fragment != "c" || len(d.Links) != 2 || d.Links[0].Scheme != "a" || d.Level != iri.LevelScheme {
		t.Errorf("unmarshalled %+v", d)
	}
	out, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != in {
		t.Errorf("json.Marshal = %s, want %s", out, in)
	}
	// A value, not only a pointer, marshals as its string.
	out, _ = json.Marshal(d.Link)
	if string(out) != `"http://résumé.example/a?b#c"` {
		t.Errorf("json.Marshal(IRI) = %s", out)
	}
	before := d.Link
	var pe *iri.ParseError
	if err := json.Unmarshal([]byte(`"http://a b/"`), &d.Link); !errors.As(err, &pe) || pe.Offset != 8 {
		t.Errorf("unmarshal of an invalid IRI: %v, want a *ParseError at byte 8", err)
	}
	if d.Link != before {
		t.Errorf("a failed UnmarshalText changed the IRI to %q", d.Link.String())
	}
	for _, tt := range []struct {
		v    any
		want string
	}{
		{iri.HostIPv6, `"ipv6"`}, {iri.PathRootless, `"rootless"`}, {iri.ComponentQuery, `"query"`},
		{iri.LevelSyntax, `"syntax"`}, {iri.WebAddress.Reference(), `"webaddress"`},
	} {
		if b, _ := json.Marshal(tt.v); string(b) != tt.want {
			t.Errorf("json.Marshal(%v) = %s, want %s", tt.v, b, tt.want)
		}
	}
	var v iri.Variant
	if err := v.UnmarshalText([]byte("leiri")); err != nil || v != iri.LEIRI {
		t.Errorf("Variant.UnmarshalText(leiri) = %v, %v", v, err)
	}
	if err := v.UnmarshalText([]byte("nope")); err == nil || v != iri.LEIRI {
		t.Errorf("Variant.UnmarshalText(nope) = %v, %v; want an error and no change", v, err)
	}
}
