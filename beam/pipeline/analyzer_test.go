package pipeline

import (
	"reflect"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// emitted collects what analyzer.line emits.
type emitted struct{ keys, codes, rejected []string }

func analyze(t *testing.T, o Options, lines ...string) emitted {
	t.Helper()
	a, err := newAnalyzer(o)
	if err != nil {
		t.Fatal(err)
	}
	var e emitted
	for _, l := range lines {
		a.line(l,
			func(s string) { e.keys = append(e.keys, s) },
			func(s string) { e.codes = append(e.codes, s) },
			func(s string) { e.rejected = append(e.rejected, s) })
	}
	return e
}

func TestAnalyzerLevels(t *testing.T) {
	// Level by level (draft-ietf-iri-3987bis-00 section 5.3): simple keeps
	// the input; syntax lowercases scheme and host, decodes %62 ("b") and
	// removes "./"; scheme also drops the default port 80.
	in := []string{"HTTP://Example.COM:80/a/./%62"}
	want := map[string]string{
		"simple": "HTTP://Example.COM:80/a/./%62",
		"syntax": "http://example.com:80/a/b",
		"scheme": "http://example.com/a/b",
		"":       "http://example.com/a/b", // the default is scheme
	}
	// rfc3987 takes the iri.Key path, 3987bis the variant's parse: the same
	// normal forms.
	for _, variant := range []string{"", "rfc3987", "3987bis"} {
		for level, w := range want {
			e := analyze(t, Options{Variant: variant, Level: level}, in...)
			if !reflect.DeepEqual(e.keys, []string{w}) || e.rejected != nil {
				t.Errorf("variant %q level %q: keys %q rejected %q, want key %q", variant, level, e.keys, e.rejected, w)
			}
			// SCHEME_NOT_LOWERCASE (bytes 0-4), HOST_NOT_LOWERCASE (bytes
			// 7-18), PORT_DEFAULT (the port, bytes 19-21), PATH_DOT_SEGMENT
			// (the "." at byte 24), PCT_ENCODED_UNRESERVED (bytes 26-29):
			// ordered by position.
			if wc := []string{"SCHEME_NOT_LOWERCASE", "HOST_NOT_LOWERCASE", "PORT_DEFAULT", "PATH_DOT_SEGMENT", "PCT_ENCODED_UNRESERVED"}; !reflect.DeepEqual(e.codes, wc) {
				t.Errorf("variant %q level %q: codes %q, want %q", variant, level, e.codes, wc)
			}
		}
	}
}

func TestAnalyzerVariant(t *testing.T) {
	// LEIRI allows the space (draft-ietf-iri-3987bis-00 section 7.1), and
	// normalization leaves it alone; the check still reports it (SPACE),
	// without SYNTAX.
	e := analyze(t, Options{Variant: "leiri"}, "http://a/b c")
	if !reflect.DeepEqual(e.keys, []string{"http://a/b c"}) || e.rejected != nil {
		t.Errorf("leiri: keys %q rejected %q", e.keys, e.rejected)
	}
	if !reflect.DeepEqual(e.codes, []string{"SPACE"}) {
		t.Errorf("leiri: codes %q, want [SPACE]", e.codes)
	}
	// RFC 3986 rejects the non-ASCII "é" at byte 10 (after "http://a/r").
	e = analyze(t, Options{Variant: "rfc3986", Level: "simple"}, "http://a/ré")
	if e.keys != nil || len(e.rejected) != 1 {
		t.Fatalf("rfc3986: keys %q rejected %q", e.keys, e.rejected)
	}
	if r := e.rejected[0]; !strings.Contains(r, `"input":"http://a/ré"`) || !strings.Contains(r, "at byte 10") || !strings.Contains(r, "RFC 3986") {
		t.Errorf("rfc3986: rejected %s", r)
	}
	// Under rfc3986 the key stays a URI (its grammar file says uri-only:
	// RFC 3986 section 6.2.2.2 decodes only unreserved characters): the
	// UTF-8 of "é" stays percent-encoded, "%7e" becomes "~". Under rfc3987
	// the same key decodes "é" (draft-ietf-iri-3987bis-00 section 5.3.2.3).
	e = analyze(t, Options{Variant: "rfc3986", Level: "syntax"}, "http://a/r%C3%A9%7e")
	if !reflect.DeepEqual(e.keys, []string{"http://a/r%C3%A9~"}) {
		t.Errorf("rfc3986 key %q, want [http://a/r%%C3%%A9~]", e.keys)
	}
	e = analyze(t, Options{Variant: "rfc3987", Level: "syntax"}, "http://a/r%C3%A9%7e")
	if !reflect.DeepEqual(e.keys, []string{"http://a/ré~"}) {
		t.Errorf("rfc3987 key %q, want [http://a/ré~]", e.keys)
	}
}

func TestAnalyzerIgnore(t *testing.T) {
	e := analyze(t, Options{Ignore: []string{"PORT_DEFAULT", "SCHEME_NOT_LOWERCASE"}}, "HTTP://Example.COM:80/a/./%62")
	if want := []string{"HOST_NOT_LOWERCASE", "PATH_DOT_SEGMENT", "PCT_ENCODED_UNRESERVED"}; !reflect.DeepEqual(e.codes, want) {
		t.Errorf("codes %q, want %q", e.codes, want)
	}
}

func TestAnalyzerLines(t *testing.T) {
	// Only a final CR is dropped; an empty line (or a lone CR) is skipped;
	// white space is kept, so " http://a/" is rejected (byte 0).
	e := analyze(t, Options{}, "", "\r", "http://a/\r", " http://a/", "http://a/\r\r")
	if !reflect.DeepEqual(e.keys, []string{"http://a/"}) {
		t.Errorf("keys %q, want [http://a/]", e.keys)
	}
	if len(e.rejected) != 2 || !strings.HasPrefix(e.rejected[0], `{"input":" http://a/","error":"iri: `) ||
		!strings.HasPrefix(e.rejected[1], `{"input":"http://a/\r","error":"iri: `) {
		t.Errorf("rejected %q", e.rejected)
	}
}

func TestAnalyzerNTriples(t *testing.T) {
	o := Options{Format: FormatNTriples, Level: "simple"}
	// A comment and a blank line give nothing; an IRI that does not parse
	// is rejected with its line; the others are analysed in their order.
	e := analyze(t, o, "# c", "", `<http://a/\u00E9> <a:p> <http://a/%ZZ> .`)
	if !reflect.DeepEqual(e.keys, []string{"http://a/é", "a:p"}) {
		t.Errorf("keys %q", e.keys)
	}
	// "http://a/%ZZ": "http://a/" is bytes 0-8, "%" 9, the first bad hex
	// digit 10 (errors_test.go: "http://h/%4g").
	if !reflect.DeepEqual(e.rejected, []string{`{"input":"<http://a/\\u00E9> <a:p> <http://a/%ZZ> .","iri":"http://a/%ZZ",` +
		`"error":"iri: invalid character U+005A 'Z' at byte 10 in pct-encoded: '%' at byte 9 is not followed by two hexadecimal digits; write a '%' that is data as %25 (RFC 3986 section 2.1)"}`}) {
		t.Errorf("rejected %q", e.rejected)
	}
	if !reflect.DeepEqual(e.codes, []string{"SYNTAX"}) {
		t.Errorf("codes %q, want [SYNTAX]", e.codes)
	}
	// The bytes of a line and of an IRIREF that are not UTF-8 are kept in
	// base64 (computed with Python's base64 module): "a:\xff" is
	// 61 3A FF, 011000 010011 101011 111111, "YTr/".
	e = analyze(t, o, "<a:\xff> <a:p> <a:o> .")
	if len(e.rejected) != 1 || !strings.Contains(e.rejected[0], `"input_b64":"PGE6/z4gPGE6cD4gPGE6bz4gLg=="`) ||
		!strings.Contains(e.rejected[0], `"iri":"a:\ufffd","iri_b64":"YTr/"`) {
		t.Errorf("rejected %q", e.rejected)
	}
	if !reflect.DeepEqual(e.keys, []string{"a:p", "a:o"}) || !reflect.DeepEqual(e.codes, []string{"INVALID_UTF8"}) {
		t.Errorf("keys %q codes %q", e.keys, e.codes)
	}
	// A line that is not N-Triples is rejected whole, nothing else.
	e = analyze(t, o, "<a:s> <a:p>")
	if e.keys != nil || e.codes != nil || !reflect.DeepEqual(e.rejected, []string{
		`{"input":"<a:s> <a:p>","error":"ntriples: at byte 11 in object: expected '<', '_:' or '\"', found end of line (RDF 1.1 N-Triples grammar)"}`}) {
		t.Errorf("keys %q codes %q rejected %q", e.keys, e.codes, e.rejected)
	}
}

func TestOptionsErrors(t *testing.T) {
	tests := []struct {
		o    Options
		want string
	}{
		{Options{Variant: "rfc9999"}, `"rfc9999"`},
		{Options{Level: "protocol"}, `unknown comparison level "protocol"`},
		{Options{Format: "turtle"}, `unknown input format "turtle" (known: lines, ntriples)`},
		{Options{Ignore: []string{"PORT_DEFAULT", "port_default"}}, `unknown check code "port_default"`},
	}
	for _, tt := range tests {
		err := tt.o.Validate()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: error %v, want it to contain %s", tt.o, err, tt.want)
		}
		_, s := beam.NewPipelineWithRoot()
		if _, err := Build(s, beam.Create(s, "x"), tt.o); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Build %+v: error %v, want it to contain %s", tt.o, err, tt.want)
		}
	}
	for _, o := range []Options{{}, {Variant: "webaddress", Level: "simple", Format: "ntriples", Ignore: []string{"SYNTAX"}}} {
		if err := o.Validate(); err != nil {
			t.Errorf("%+v: %v", o, err)
		}
	}
}

func TestParseCodeList(t *testing.T) {
	got, err := ParseCodeList(" port_default, ,NOT_NFC,")
	if err != nil || !reflect.DeepEqual(got, []string{"PORT_DEFAULT", "NOT_NFC"}) {
		t.Errorf("ParseCodeList = %q, %v", got, err)
	}
	if got, err := ParseCodeList(""); got != nil || err != nil {
		t.Errorf("ParseCodeList(\"\") = %q, %v", got, err)
	}
	if _, err := ParseCodeList("SYNTAX,BOGUS"); err == nil || !strings.Contains(err.Error(), `"BOGUS"`) {
		t.Errorf("ParseCodeList(BOGUS) error = %v", err)
	}
}
