package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/goiri/iri/beam/pipeline"
)

// TestMain parses Beam's flags and runs the pipelines in-process (Prism).
// With IRI_BEAM_RUN_MAIN=1 in its environment the test binary is the
// command itself: it runs main on its arguments (TestCommand).
func TestMain(m *testing.M) {
	if os.Getenv("IRI_BEAM_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	ptest.Main(m)
}

// TestCommand runs the command as a user does, in a process of its own,
// and checks its exit status (0 done, 1 the pipeline failed, 2 usage),
// what it says on stderr and what it writes.
func TestCommand(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(input, []byte("HTTP://a/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(dir, "out")
	notDir := filepath.Join(input, "out") // under a regular file: cannot be created
	for _, c := range []struct {
		name   string
		args   []string
		status int
		stderr []string
	}{
		{"done", []string{"--input", input, "--output", prefix}, 0, nil},
		{"extra argument", []string{"--input", input, "--output", prefix, "extra"}, 2,
			[]string{`iri-beam: unexpected argument "extra" (the input is --input)`}},
		{"no output", []string{"--input", input}, 2,
			[]string{"iri-beam: --input and --output are required", "Run iri-beam --help for the flags."}},
		// A --input naming no file is a usage error, and nothing is
		// written (it used to exit 0 with three empty outputs).
		{"missing input", []string{"--input", filepath.Join(dir, "nosuch.txt"), "--output", filepath.Join(dir, "missing")}, 2,
			[]string{`iri-beam: --input: no file matches "` + filepath.Join(dir, "nosuch.txt") + `"`}},
		{"glob matching nothing", []string{"--input", filepath.Join(dir, "*.nt"), "--output", filepath.Join(dir, "missing")}, 2,
			[]string{"iri-beam: --input: no file matches"}},
		{"output not writable", []string{"--input", input, "--output", notDir}, 1, []string{"iri-beam: "}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], c.args...)
			cmd.Env = append(os.Environ(), "IRI_BEAM_RUN_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			status := 0
			if ee, ok := err.(*exec.ExitError); ok {
				status = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if status != c.status {
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, c.status, stderr.String())
			}
			for _, w := range c.stderr {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q:\n%s", w, stderr.String())
				}
			}
		})
	}
	// The runs whose input names no file wrote nothing.
	for _, suffix := range []string{pipeline.SuffixIRIs, pipeline.SuffixFindings, pipeline.SuffixRejected} {
		if _, err := os.Stat(filepath.Join(dir, "missing") + suffix); err == nil {
			t.Errorf("missing input: %s was written", suffix)
		}
	}
	// The run that succeeded wrote its outputs: one IRI, normalized at the
	// default level (scheme: the scheme lowercased).
	b, err := os.ReadFile(prefix + pipeline.SuffixIRIs)
	if err != nil || string(b) != `{"iri":"http://a/","count":1}`+"\n" {
		t.Errorf("%s: %q, %v", pipeline.SuffixIRIs, b, err)
	}
}

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
