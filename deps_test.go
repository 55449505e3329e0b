package iri

// What depending on the library costs a consumer: the modules its build
// list gains, the packages importing the root package links.

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// goCmd returns the go command, skipping the test when there is none.
func goCmd(t *testing.T) string {
	t.Helper()
	g, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	return g
}

// TestConsumerModuleGraphHasNoDevTools: a module that requires the library
// must not see the development tools in its build list (go list -m all),
// which license and vulnerability scanners read: gremlins, staticcheck
// (honnef.co) and what they bring, cobra and viper, live in tools/go.mod.
// The consumer is a throwaway module beside the test, with the library
// replaced by this directory and workspace mode off; the module cache
// serves the rest (GOPROXY=off: the library's own modules are all there
// once its tests have built).
func TestConsumerModuleGraphHasNoDevTools(t *testing.T) {
	g := goCmd(t)
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mod := "module example.com/consumer\n\ngo 1.26.0\n\n" +
		"require github.com/goiri/iri v0.0.0-00010101000000-000000000000\n\n" +
		"replace github.com/goiri/iri => " + root + "\n"
	main := "package main\n\nimport \"github.com/goiri/iri\"\n\nfunc main() { _, _ = iri.ToURI(\"http://a/\") }\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"go.mod": mod, "main.go": main, "go.sum": string(sum)} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(g, "list", "-m", "all")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -m all in a consumer module: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "github.com/goiri/iri ") {
		t.Fatalf("go list -m all does not list the library:\n%s", out)
	}
	for _, bad := range []string{"gremlins", "honnef.co/go/tools", "spf13/cobra", "spf13/viper"} {
		if strings.Contains(string(out), bad) {
			t.Errorf("a consumer's go list -m all lists %s:\n%s", bad, out)
		}
	}
}

// rootDeps is what importing the root package links besides the standard
// library, written by hand: the IDNA and normalization tables the mapping
// needs (golang.org/x/net/idna and the golang.org/x/text packages it
// brings, whose bidi classes Display uses too) and the module's internal
// packages (internal/schemes is the IANA scheme list Extract recognises,
// internal/delim the delimiters it shares with package entry). No
// legacy-charset tables, no bidi reordering, no public suffix list: those
// live in subpackages (charset, visual, registrable).
var rootDeps = []string{
	"github.com/goiri/iri",
	"github.com/goiri/iri/internal/chars",
	"github.com/goiri/iri/internal/delim",
	"github.com/goiri/iri/internal/idnaprofile",
	"github.com/goiri/iri/internal/registry",
	"github.com/goiri/iri/internal/schemes",
	"golang.org/x/net/idna",
	"golang.org/x/text/secure/bidirule",
	"golang.org/x/text/transform",
	"golang.org/x/text/unicode/bidi",
	"golang.org/x/text/unicode/norm",
}

// leavingDeps are packages the root still imports while a move out of it
// is under way, tolerated with a note; empty now that bidi reordering
// (package visual) and the document charsets (package charset) have moved.
var leavingDeps = []string{}

// forbiddenStd are standard packages the root must not link: HTTP, TLS and
// the rest of crypto come with the public suffix list's package, process
// execution has no place in a parser.
var forbiddenStd = []string{"net/http", "crypto", "os/exec", "net/rpc", "net/smtp"}

// TestRootImports pins what importing the root package links (go list
// -deps): its packages outside the standard library are exactly rootDeps
// (leavingDeps tolerated), and none of the standard library's is under
// forbiddenStd.
func TestRootImports(t *testing.T) {
	g := goCmd(t)
	out, err := exec.Command(g, "list", "-deps", "-f", "{{if .Standard}}std {{end}}{{.ImportPath}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if p, ok := strings.CutPrefix(line, "std "); ok {
			for _, f := range forbiddenStd {
				if p == f || strings.HasPrefix(p, f+"/") {
					t.Errorf("the root package links %s", p)
				}
			}
			continue
		}
		got = append(got, line)
	}
	for _, p := range got {
		switch {
		case slices.Contains(rootDeps, p):
		case slices.Contains(leavingDeps, p):
			t.Logf("the root package still links %s (leavingDeps)", p)
		default:
			t.Errorf("the root package links %s, which is not in rootDeps", p)
		}
	}
	for _, p := range rootDeps {
		if !slices.Contains(got, p) {
			t.Errorf("the root package no longer links %s: remove it from rootDeps", p)
		}
	}
}
