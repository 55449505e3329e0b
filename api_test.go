package iri_test

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	nethttp "net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// TestExportedNames pins the size of the root package's API: at most 93
// exported top-level identifiers (constants, variables, types, functions;
// methods and fields do not count). 90 before issue 25 added DiffVariants
// and VariantDifference and issue 31 took Visual out (to package visual)
// and added ALabels and DisplayEmbedding.
func TestExportedNames(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "iri" { // gen.go is package main
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					n++
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							n++
						}
					case *ast.ValueSpec:
						for _, id := range s.Names {
							if id.IsExported() {
								n++
							}
						}
					}
				}
			}
		}
	}
	if n > 93 {
		t.Errorf("the root package declares %d exported top-level identifiers, want at most 93", n)
	}
	if n < 60 {
		t.Errorf("counted only %d exported identifiers: the counter is broken", n)
	}
}

func TestStringDerivesFlags(t *testing.T) {
	for _, tt := range []struct {
		u    iri.IRI
		want string
	}{
		{iri.IRI{Scheme: "https", Host: "example.org", Path: "/p"}, "https://example.org/p"},
		{iri.IRI{Scheme: "https", Host: "example.org", Path: "p"}, "https://example.org/p"},
		{iri.IRI{Scheme: "http", Host: "h", Port: "8080"}, "http://h:8080"},
		{iri.IRI{Scheme: "ftp", Userinfo: "u", Host: "h", Path: "/"}, "ftp://u@h/"},
		{iri.IRI{Scheme: "http", HasAuthority: true, HasPort: true, Path: "/"}, "http://:/"},
		{iri.IRI{Path: "//a/b"}, "/.//a/b"},
		{iri.IRI{Scheme: "x", Path: "//a"}, "x:/.//a"},
		{iri.IRI{Path: "a:b/c"}, "./a:b/c"},
		{iri.IRI{Scheme: "urn", Path: "a:b"}, "urn:a:b"},
		{iri.IRI{Path: "/p", Query: "q"}, "/p?q"},
		{iri.IRI{Path: "/p", Fragment: "f"}, "/p#f"},
		{iri.IRI{Path: "/p", HasQuery: true, HasFragment: true}, "/p?#"},
	} {
		got := tt.u.String()
		if got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.u, got, tt.want)
			continue
		}
		// What String writes parses, and Spans locates each field in it.
		if _, err := iri.Parse(got); err != nil {
			t.Errorf("Parse(%q): %v", got, err)
		}
		sp := tt.u.Spans()
		for _, c := range []struct {
			span  iri.Span
			field string
		}{{sp.Scheme, tt.u.Scheme}, {sp.Userinfo, tt.u.Userinfo}, {sp.Host, tt.u.Host}, {sp.Port, tt.u.Port},
			{sp.Path, tt.u.Path}, {sp.Query, tt.u.Query}, {sp.Fragment, tt.u.Fragment}} {
			if got[c.span.Start:c.span.End] != c.field {
				t.Errorf("%q: span %v holds %q, want %q", got, c.span, got[c.span.Start:c.span.End], c.field)
			}
		}
	}
}

func TestSetters(t *testing.T) {
	u, err := iri.Parse("http://a.example/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		do   func(u *iri.IRI) error
		want string // "" when the step must fail and leave u unchanged
	}{
		{func(u *iri.IRI) error { return u.SetHost("résumé.example") }, "http://résumé.example/p?q#f"},
		{func(u *iri.IRI) error { return u.SetHost("a b") }, ""},
		{func(u *iri.IRI) error { return u.SetHost("a/b") }, ""},
		{func(u *iri.IRI) error { return u.SetHost("[::1]") }, "http://[::1]/p?q#f"},
		{func(u *iri.IRI) error { return u.SetHost("[::1") }, ""},
		{func(u *iri.IRI) error { return u.SetPort("8080") }, "http://[::1]:8080/p?q#f"},
		{func(u *iri.IRI) error { return u.SetPort("80x") }, ""},
		{func(u *iri.IRI) error { return u.SetPath("/a/é") }, "http://[::1]:8080/a/é?q#f"},
		{func(u *iri.IRI) error { return u.SetPath("rel") }, ""},
		{func(u *iri.IRI) error { return u.SetPath("/x?y") }, ""},
		{func(u *iri.IRI) error { return u.SetQuery("a=1&b=é") }, "http://[::1]:8080/a/é?a=1&b=é#f"},
		{func(u *iri.IRI) error { return u.SetQuery("a#b") }, ""},
		{func(u *iri.IRI) error { return u.SetFragment("") }, "http://[::1]:8080/a/é?a=1&b=é#"},
		{func(u *iri.IRI) error { return u.SetFragment("x#y") }, ""},
		{func(u *iri.IRI) error { return u.SetUserinfo("me") }, "http://me@[::1]:8080/a/é?a=1&b=é#"},
		{func(u *iri.IRI) error { return u.SetUserinfo("a@b") }, ""},
		{func(u *iri.IRI) error { return u.SetScheme("9x") }, ""},
		{func(u *iri.IRI) error { return u.SetScheme("https") }, "https://me@[::1]:8080/a/é?a=1&b=é#"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentFragment); return nil }, "https://me@[::1]:8080/a/é?a=1&b=é"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentQuery); return nil }, "https://me@[::1]:8080/a/é"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentUserinfo); return nil }, "https://[::1]:8080/a/é"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentPort); return nil }, "https://[::1]/a/é"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentAuthority); return nil }, "https:/a/é"},
		{func(u *iri.IRI) error { u.Clear(iri.ComponentScheme); return nil }, "/a/é"},
	}
	for i, st := range steps {
		before := *u
		err := st.do(u)
		switch {
		case st.want == "" && err == nil:
			t.Errorf("step %d: no error, IRI now %q", i, u)
		case st.want == "" && *u != before:
			t.Errorf("step %d: failed (%v) but changed the IRI to %q", i, err, u)
		case st.want != "" && err != nil:
			t.Errorf("step %d: %v", i, err)
		case st.want != "" && u.String() != st.want:
			t.Errorf("step %d: %q, want %q", i, u, st.want)
		}
	}
	if u.HostKind != iri.HostNone || u.PathForm != iri.PathAbsolute {
		t.Errorf("after the last step: host kind %v, path form %v; want none, absolute", u.HostKind, u.PathForm)
	}
	v, _ := iri.Parse("http://h/")
	if err := v.SetHost("[::1]"); err != nil || v.HostKind != iri.HostIPv6 {
		t.Errorf("SetHost([::1]): %v, host kind %v, want ipv6", err, v.HostKind)
	}
	var pe *iri.ParseError
	if err := v.SetHost("a b"); !errors.As(err, &pe) {
		t.Errorf("SetHost(\"a b\") = %v, want a wrapped *ParseError", err)
	}
	// The grammar is an option: 3987bis has no pct-encoded in ireg-name.
	if err := v.SetHost("%C3%A9", iri.Grammar(iri.RFC3987bis)); err == nil {
		t.Errorf("SetHost(%%C3%%A9) under 3987bis: no error")
	}
	if err := v.SetHost("%C3%A9"); err != nil {
		t.Errorf("SetHost(%%C3%%A9) under rfc3987: %v", err)
	}
}

func TestAccessors(t *testing.T) {
	for _, tt := range []struct {
		in, hostname string
		port         int
		portOK       bool
		absolute     bool
		redacted     string
	}{
		{"http://[::1]:80/", "::1", 80, true, true, "http://[::1]:80/"},
		{"http://h:8080/#f", "h", 8080, true, false, "http://h:8080/#f"},
		{"http://h:/", "h", 0, false, true, "http://h:/"},
		{"http://h:65536/", "h", 0, false, true, "http://h:65536/"},
		{"http://h:65535/", "h", 65535, true, true, "http://h:65535/"},
		{"ftp://user:secret@h/", "h", 0, false, true, "ftp://user:xxxxx@h/"},
		{"ftp://user:@h/", "h", 0, false, true, "ftp://user:xxxxx@h/"},
		{"ftp://user@h/", "h", 0, false, true, "ftp://user@h/"},
		{"/p?q", "", 0, false, false, "/p?q"},
		{"mailto:a@b", "", 0, false, true, "mailto:a@b"},
	} {
		u, err := iri.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		port, ok := u.PortNumber()
		if u.Hostname() != tt.hostname || port != tt.port || ok != tt.portOK || u.IsAbsolute() != tt.absolute || u.Redacted() != tt.redacted {
			t.Errorf("%q: Hostname %q, PortNumber %d %v, IsAbsolute %v, Redacted %q; want %q, %d %v, %v, %q",
				tt.in, u.Hostname(), port, ok, u.IsAbsolute(), u.Redacted(), tt.hostname, tt.port, tt.portOK, tt.absolute, tt.redacted)
		}
		if u.String() != tt.in {
			t.Errorf("Redacted changed the IRI: %q", u)
		}
	}
	u, err := iri.Parse("http://h/?q=caf%C3%A9&r=é+x&q=2&s;t=1")
	if err != nil {
		t.Fatal(err)
	}
	got := u.QueryValues()
	want := url.Values{"q": {"café", "2"}, "r": {"é x"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("QueryValues = %v, want %v", got, want)
	}
}

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

func TestURL(t *testing.T) {
	b, err := os.ReadFile("testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		u, err := iri.Parse(line)
		if err != nil {
			continue
		}
		want, err := u.ToURI()
		if err != nil {
			continue
		}
		r, err := u.URL()
		if err != nil {
			t.Errorf("%q: URL: %v", line, err)
			continue
		}
		if r.String() != want {
			t.Errorf("%q: URL().String() = %q, ToURI %q", line, r.String(), want)
		}
		n++
	}
	if n < 1000 {
		t.Errorf("only %d corpus lines mapped", n)
	}
	for _, tt := range []struct{ in, want string }{
		{"HTTP://résumé.example/é?é#é", "HTTP://xn--rsum-bpad.example/%C3%A9?%C3%A9#%C3%A9"},
		{"http://h/a%2Fb", "http://h/a%2Fb"},
		{"http://h/?", "http://h/?"},
	} {
		u, _ := iri.Parse(tt.in)
		r, err := u.URL()
		if err != nil || r.String() != tt.want {
			t.Errorf("%q: URL() = %v, %v; want %q", tt.in, r, err, tt.want)
		}
	}
	for _, in := range []string{"http://[v1.x]/", "foo://%41/", "http://h/#", "http://"} {
		u, _ := iri.Parse(in)
		var ue *url.Error
		if r, err := u.URL(); !errors.As(err, &ue) {
			t.Errorf("%q: URL() = %v, %v; want a *url.Error (net/url cannot write it back)", in, r, err)
		}
	}
	if _, err := iri.FromURL(&url.URL{Scheme: "http", Host: "xn--rsum-bpad.example", Path: "/é"}); err != nil {
		t.Errorf("FromURL: %v", err)
	}
	r, _ := url.Parse("http://xn--rsum-bpad.example/%C3%A9?q=%C3%A9")
	back, err := iri.FromURL(r)
	if err != nil || back.String() != "http://résumé.example/é?q=é" {
		t.Errorf("FromURL(%v) = %v, %v", r, back, err)
	}
}

// TestURLWithNetHTTP sends a request for a non-ASCII IRI through net/http
// to a server on the loopback interface and checks the request line.
func TestURLWithNetHTTP(t *testing.T) {
	var got string
	srv := httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		got = r.RequestURI
	}))
	defer srv.Close()
	u, err := iri.Parse(srv.URL + "/résumé/東京?q=é#frag")
	if err != nil {
		t.Fatal(err)
	}
	r, err := u.URL()
	if err != nil {
		t.Fatal(err)
	}
	req, err := nethttp.NewRequest("GET", r.String(), nil)
	if err != nil {
		t.Fatalf("http.NewRequest: %v", err)
	}
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if want := "/r%C3%A9sum%C3%A9/%E6%9D%B1%E4%BA%AC?q=%C3%A9"; got != want {
		t.Errorf("request URI %q, want %q", got, want)
	}
	resp, err = nethttp.DefaultClient.Do(&nethttp.Request{Method: "GET", URL: r})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestResolveRelativeBase(t *testing.T) {
	if _, err := iri.Resolve("rel/x", "g"); !errors.Is(err, iri.ErrNotAbsolute) {
		t.Errorf("Resolve(rel/x, g) = %v, want ErrNotAbsolute", err)
	}
	if _, err := iri.Relativize("rel/x", "http://a/b"); !errors.Is(err, iri.ErrNotAbsolute) {
		t.Errorf("Relativize(rel/x, ...) = %v, want ErrNotAbsolute", err)
	}
	var pe *iri.ParseError
	if _, err := iri.Resolve("http://a b/", "g"); !errors.As(err, &pe) {
		t.Errorf("Resolve with an invalid base = %v, want a *ParseError", err)
	}
}

func TestUnclosedIPLiteral(t *testing.T) {
	for _, tt := range []struct {
		in  string
		off int
	}{
		{"http://[::1/", 11},
		{"http://[::1", 11},
		{"http://[v1.x/", 12},
		{"http://[::1.2.3.4/", 17},
	} {
		for _, v := range []iri.Variant{iri.RFC3987, iri.RFC3987.Reference(), iri.RFC3986} {
			_, err := v.Parse(tt.in)
			var pe *iri.ParseError
			if !errors.As(err, &pe) || pe.Rule != "IP-literal" || pe.Offset != tt.off {
				t.Errorf("%s.Parse(%q) = %v, want an error at byte %d in IP-literal", v, tt.in, err, tt.off)
			}
		}
	}
}

// TestReferenceVariantsBehaveTheSame runs every mapping of every built-in
// variant and its Reference form on the same inputs: only the parser that
// runs may differ, never a result.
func TestReferenceVariantsBehaveTheSame(t *testing.T) {
	const web = " http://example.org\\a\\b "
	if got, err := iri.ToURI(web, iri.Grammar(iri.WebAddress.Reference())); err != nil || got != "http://example.org/a/b" {
		t.Errorf("ToURI(%q, webaddress reference) = %q, %v; want http://example.org/a/b", web, got, err)
	}
	inputs := []string{web, "http://résumé.example/é?q=é#f", "http://a/b c", "http://[::1]/%7e", "a\\b",
		"http://xn--rsum-bpad.example/%C3%A9", "http://a/%E2%80%AE", "http:\\\\h\\x", "mailto:a@b", "//h/p?q#f#g"}
	type mapping func(string, ...iri.Option) (string, error)
	for _, v := range iri.Variants() {
		for _, m := range []struct {
			name string
			f    mapping
		}{{"ToURI", iri.ToURI}, {"ToIRI", iri.ToIRI}, {"LEIRIToIRI", iri.LEIRIToIRI}, {"WebAddressToIRI", iri.WebAddressToIRI}} {
			for _, lenient := range []bool{false, true} {
				for _, in := range inputs {
					opts := func(v iri.Variant) []iri.Option {
						o := []iri.Option{iri.Grammar(v)}
						if lenient {
							o = append(o, iri.Lenient())
						}
						return o
					}
					a, aerr := m.f(in, opts(v)...)
					b, berr := m.f(in, opts(v.Reference())...)
					if a != b || (aerr == nil) != (berr == nil) || aerr != nil && aerr.Error() != berr.Error() {
						t.Errorf("%s(%q) lenient=%v: %s gives %q, %v; its Reference form %q, %v", m.name, in, lenient, v, a, aerr, b, berr)
					}
				}
			}
		}
	}
}
