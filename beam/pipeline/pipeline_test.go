package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// TestMain runs the pipelines of these tests in-process on Beam's Prism
// runner (ptest's default; --runner=direct picks the direct runner).
func TestMain(m *testing.M) { ptest.Main(m) }

// The corpus of the pipeline tests, one IRI reference per line, and what
// each line gives with the default options (RFC 3987, level scheme). The
// normal forms follow draft-ietf-iri-3987bis-00 section 5.3 as README
// ("Comparing, normalizing and resolving") and compare.go describe the
// levels; the findings follow docs/codes.md, where each code's example
// triggers that code alone.
var corpus = []string{
	// Syntax level: scheme and host lowercased, "/./" removed (5.3.2).
	// Findings: SCHEME_NOT_LOWERCASE ("HTTP"), HOST_NOT_LOWERCASE
	// ("Example.COM") and PATH_DOT_SEGMENT (the "." of an absolute path),
	// as in their examples "HTTP://a/", "http://EXAMPLE.COM/" and
	// "http://a/./b".
	"HTTP://Example.COM/a/./b",
	// Already normal.
	"http://example.com/a/b",
	// Syntax level decodes %62 ("b", unreserved); scheme level drops the
	// default port 80 (5.3.3). Findings: PORT_DEFAULT and
	// PCT_ENCODED_UNRESERVED, as in their examples "http://a:80/" and
	// "http://a/%41".
	"http://example.com:80/a/%62",
	// A final CR is dropped (CRLF files).
	"http://example.com/a/b\r",
	// Scheme level: the A-label is shown as its U-label "résumé".
	"http://xn--rsum-bpad.example.org/",
	// Scheme level: an empty http path becomes "/".
	"http://résumé.example.org",
	// %41 is "A", unreserved: decoded. Findings: PCT_ENCODED_UNRESERVED.
	"http://a/%41",
	// Skipped.
	"",
	// Rejected: "http://a/" is bytes 0-8, "b" 9, the space 10, where the
	// isegment that took "b" stops (errors_test.go: "http://h/a b").
	// Findings: SYNTAX and SPACE.
	"http://a/b c",
	// Rejected: not UTF-8 at byte 9; its bytes, base64: "htt" aHR0,
	// "p:/" cDov, "/a/" L2Ev, 0xFF /w==. Findings: INVALID_UTF8 (its
	// example "http://a/\xff").
	"http://a/\xff",
}

var (
	corpusIRIs = []string{
		`{"iri":"http://example.com/a/b","count":4}`,
		`{"iri":"http://résumé.example.org/","count":2}`,
		`{"iri":"http://a/A","count":1}`,
	}
	corpusFindings = []string{
		`{"code":"SCHEME_NOT_LOWERCASE","count":1}`,
		`{"code":"HOST_NOT_LOWERCASE","count":1}`,
		`{"code":"PATH_DOT_SEGMENT","count":1}`,
		`{"code":"PORT_DEFAULT","count":1}`,
		`{"code":"PCT_ENCODED_UNRESERVED","count":2}`,
		`{"code":"SYNTAX","count":1}`,
		`{"code":"SPACE","count":1}`,
		`{"code":"INVALID_UTF8","count":1}`,
	}
	corpusRejected = []string{
		`{"input":"http://a/b c","error":"iri: invalid character U+0020 ' ' at byte 10 in isegment: space is not allowed; encode it as %20 (RFC 3987 section 2.2)"}`,
		`{"input":"http://a/\ufffd","input_b64":"aHR0cDovL2Ev/w==","error":"iri: invalid UTF-8 byte 0xFF at byte 9: an IRI is text in UTF-8, and this byte is not part of a UTF-8 character; convert the input to UTF-8 from its encoding, or write the byte as %FF (RFC 3987 section 2.2)"}`,
	}
)

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// TestBuild runs the pipeline on the corpus and asserts every record of
// the three outputs.
func TestBuild(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	out, err := Build(s, beam.CreateList(s, corpus), Options{})
	if err != nil {
		t.Fatal(err)
	}
	passert.Equals(s, out.IRIs, toAny(corpusIRIs)...)
	passert.Equals(s, out.Findings, toAny(corpusFindings)...)
	passert.Equals(s, out.Rejected, toAny(corpusRejected)...)
	ptest.RunAndValidate(t, p)
}

// TestFiles runs Files on an N-Triples file with the syntax level and an
// ignored code, and reads the three files it writes.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "in.nt")
	lines := []string{
		"# a comment",
		// HTTP://Example.COM/a/./b: syntax level http://example.com/a/b,
		// SCHEME_NOT_LOWERCASE, HOST_NOT_LOWERCASE, PATH_DOT_SEGMENT.
		`<HTTP://Example.COM/a/./b> <http://example.com/p> "chat"@fr .`,
		// The datatype IRI counts too.
		`<http://example.com/a/b> <http://example.com/p> "1"^^<http://www.w3.org/2001/XMLSchema#integer> .`,
		"",
		// http://résumé.example.org: no "/" added at the syntax level.
		`_:b1 <http://example.com/p> <http://r\u00E9sum\u00E9.example.org> .`,
		// Not N-Triples: the space at byte 11 ('<' is byte 0).
		`<http://a/b c> <http://example.com/p> _:b2 .`,
		// "http://a/b c" is decoded and rejected (SYNTAX and SPACE, space at
		// byte 10); http://a/%41 is http://a/A with PCT_ENCODED_UNRESERVED,
		// which is ignored.
		`<http://a/b\u0020c> <http://example.com/p> <http://a/%41> .`,
		// Not N-Triples: no final '.', at byte 12+1+22+1+12 = 48.
		`<http://a/s> <http://example.com/p> <http://a/o>`,
	}
	if err := os.WriteFile(input, []byte(strings.Join(lines, "\r\n")+"\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(dir, "out")
	p, s := beam.NewPipelineWithRoot()
	o := Options{Format: FormatNTriples, Level: "syntax", Ignore: []string{"PCT_ENCODED_UNRESERVED"}}
	if err := Files(s, input, prefix, o); err != nil {
		t.Fatal(err)
	}
	ptest.RunAndValidate(t, p)

	const iriChar = "a character other than U+0000-U+0020 and <\\\"{}|^`\\\\, a UCHAR or '>'"
	want := map[string][]string{
		SuffixIRIs: {
			`{"iri":"http://example.com/a/b","count":2}`,
			`{"iri":"http://example.com/p","count":4}`,
			`{"iri":"http://www.w3.org/2001/XMLSchema#integer","count":1}`,
			`{"iri":"http://résumé.example.org","count":1}`,
			`{"iri":"http://a/A","count":1}`,
		},
		SuffixFindings: {
			`{"code":"SCHEME_NOT_LOWERCASE","count":1}`,
			`{"code":"HOST_NOT_LOWERCASE","count":1}`,
			`{"code":"PATH_DOT_SEGMENT","count":1}`,
			`{"code":"SYNTAX","count":1}`,
			`{"code":"SPACE","count":1}`,
		},
		SuffixRejected: {
			`{"input":"<http://a/b c> <http://example.com/p> _:b2 .","error":"ntriples: at byte 11 in IRIREF: expected ` + iriChar + `, found U+0020 (RDF 1.1 N-Triples grammar)"}`,
			`{"input":"<http://a/b\\u0020c> <http://example.com/p> <http://a/%41> .","iri":"http://a/b c","error":"iri: invalid character U+0020 ' ' at byte 10 in isegment: space is not allowed; encode it as %20 (RFC 3987 section 2.2)"}`,
			`{"input":"<http://a/s> <http://example.com/p> <http://a/o>","error":"ntriples: at byte 48 in triple: expected '.', found end of line (RDF 1.1 N-Triples grammar)"}`,
		},
	}
	for suffix, w := range want {
		checkFile(t, prefix+suffix, w)
	}
}

// checkFile asserts that the file holds exactly the lines want, in any
// order.
func checkFile(t *testing.T, name string, want []string) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	if len(b) > 0 {
		if b[len(b)-1] != '\n' {
			t.Errorf("%s does not end with a newline", name)
		}
		got = strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
	sort.Strings(got)
	w := append([]string(nil), want...)
	sort.Strings(w)
	if !reflect.DeepEqual(got, w) {
		t.Errorf("%s:\n got %q\nwant %q", name, got, w)
	}
}

// TestFilesEmpty: every output file is written, even with no records.
func TestFilesEmpty(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(input, []byte("\n\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(dir, "out")
	p, s := beam.NewPipelineWithRoot()
	if err := Files(s, input, prefix, Options{}); err != nil {
		t.Fatal(err)
	}
	ptest.RunAndValidate(t, p)
	for _, suffix := range []string{SuffixIRIs, SuffixFindings, SuffixRejected} {
		checkFile(t, prefix+suffix, nil)
	}
}

// TestFilesArguments: Files wants both an input and an output prefix.
func TestFilesArguments(t *testing.T) {
	for _, c := range [][2]string{{"", "out"}, {"in.txt", ""}, {"", ""}} {
		_, s := beam.NewPipelineWithRoot()
		if err := Files(s, c[0], c[1], Options{}); err == nil || !strings.Contains(err.Error(), "required") {
			t.Errorf("Files(%q, %q) error = %v, want one saying both are required", c[0], c[1], err)
		}
	}
}

// TestFilesMissingInput: an input that names no file, a file name or a
// glob, is an error before anything runs, not three empty outputs.
func TestFilesMissingInput(t *testing.T) {
	dir := t.TempDir()
	for _, in := range []string{filepath.Join(dir, "nosuch.txt"), filepath.Join(dir, "*.nt")} {
		_, s := beam.NewPipelineWithRoot()
		err := Files(s, in, filepath.Join(dir, "out"), Options{})
		if err == nil || err.Error() != "no file matches "+strconv.Quote(in) {
			t.Errorf("Files(%q) error = %v, want \"no file matches %q\"", in, err, in)
		}
	}
}

// TestWriteLinesReportsWriteErrors: a file that cannot be written (on
// Linux, /dev/full opens but every write fails with ENOSPC) makes the
// writer fail; the error of the last flush is not replaced by that of the
// close.
func TestWriteLinesReportsWriteErrors(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full here")
	}
	lines := []string{"a", "", "b"}
	next := func(s *string) bool {
		if len(lines) == 0 {
			return false
		}
		*s, lines = lines[0], lines[1:]
		return true
	}
	w := &writeFn{Filename: "/dev/full"}
	if err := w.ProcessElement(context.Background(), 0, next); err == nil {
		t.Error("writing to /dev/full succeeded")
	}
}
