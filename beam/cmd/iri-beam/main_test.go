package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/goiri/iri/beam/pipeline"
)

// TestMain parses Beam's flags and runs the pipelines in-process (Prism).
func TestMain(m *testing.M) { ptest.Main(m) }

func parse(t *testing.T, args ...string) *config {
	t.Helper()
	var c config
	fs := flag.NewFlagSet("iri-beam", flag.ContinueOnError)
	c.declare(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return &c
}

func TestFlagDefaults(t *testing.T) {
	o, err := parse(t, "--input", "in", "--output", "out").options()
	want := pipeline.Options{Variant: "rfc3987", Level: "scheme", Format: "lines"}
	if err != nil || !reflect.DeepEqual(o, want) {
		t.Errorf("options = %+v, %v; want %+v", o, err, want)
	}
}

func TestFlagErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--output", "out"}, "--input and --output are required"},
		{[]string{"--input", "in"}, "--input and --output are required"},
		{[]string{"--input", "in", "--output", "out", "--ignore", "PORT_DEFAULT,NOPE"}, `--ignore: unknown check code "NOPE"`},
		{[]string{"--input", "in", "--output", "out", "--level", "exact"}, `unknown comparison level "exact"`},
		{[]string{"--input", "in", "--output", "out", "--variant", "urn"}, `"urn"`},
		{[]string{"--input", "in", "--output", "out", "--format", "nt"}, `unknown input format "nt"`},
	}
	for _, tt := range tests {
		_, err := parse(t, tt.args...).options()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want it to contain %s", tt.args, err, tt.want)
		}
	}
}

func TestUsage(t *testing.T) {
	var b bytes.Buffer
	printUsage(&b)
	for _, w := range []string{"Usage: iri-beam --input GLOB --output PREFIX", "-variant", "-level", "-ignore", "-format", "-runner"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("usage lacks %q", w)
		}
	}
}

// TestRun runs the command's pipeline on a file with --variant leiri,
// --level syntax and --ignore, as the flags give them.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	// LEIRI accepts the space (draft-ietf-iri-3987bis-00 section 7.1);
	// syntax normalization lowercases the scheme, decodes %7E ("~",
	// unreserved) and keeps the port. Findings: SPACE (ignored below),
	// SCHEME_NOT_LOWERCASE, PORT_DEFAULT, PCT_ENCODED_UNRESERVED. A bare
	// "[" is no IRI in any variant: SYNTAX.
	in := "HTTP://a:80/%7Ex y\nhttp://a:80/~x y\nhttp://[\n"
	if err := os.WriteFile(input, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(dir, "out")
	c := parse(t, "--input", input, "--output", prefix, "--variant", "leiri", "--level", "syntax", "--ignore", "space")
	if err := run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	check := func(suffix string, want ...string) {
		t.Helper()
		b, err := os.ReadFile(prefix + suffix)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
		sort.Strings(got)
		sort.Strings(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", suffix, got, want)
		}
	}
	check(pipeline.SuffixIRIs, `{"iri":"http://a:80/~x y","count":2}`)
	check(pipeline.SuffixFindings,
		`{"code":"SCHEME_NOT_LOWERCASE","count":1}`,
		`{"code":"PORT_DEFAULT","count":2}`,
		`{"code":"PCT_ENCODED_UNRESERVED","count":1}`,
		`{"code":"SYNTAX","count":1}`)
	b, err := os.ReadFile(prefix + pipeline.SuffixRejected)
	if err != nil {
		t.Fatal(err)
	}
	if r := string(b); !strings.HasPrefix(r, `{"input":"http://[","error":"iri: `) || strings.Count(r, "\n") != 1 {
		t.Errorf("rejected: %q", r)
	}
}
