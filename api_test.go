package iri_test

import (
	"flag"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goiri/iri/internal/apidump"
)

var updateAPI = flag.Bool("update", false, "rewrite the golden API lists in api/ from the packages")

// moduleRoot is the library module's root: this directory.
const moduleRoot = "."

// publicPackages lists the import paths of the library module's packages
// that other modules can import: not internal, not commands.
func publicPackages(t *testing.T) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", "{{if ne .Name \"main\"}}{{.ImportPath}}{{end}}", "./...")
	cmd.Dir = moduleRoot
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	var pkgs []string
	for _, p := range strings.Fields(string(out)) {
		if !strings.Contains(p+"/", "/internal/") {
			pkgs = append(pkgs, p)
		}
	}
	return pkgs
}

// goldenFile is api/<name>.txt: the root package is iri, a subpackage its
// path below the module with "/" written "_" (check, registrable).
func goldenFile(path string) string {
	const module = "github.com/goiri/iri"
	name := "iri"
	if rest, ok := strings.CutPrefix(path, module+"/"); ok {
		name = strings.ReplaceAll(rest, "/", "_")
	}
	return filepath.Join(moduleRoot, "api", name+".txt")
}

// TestGoldenAPI: the exported API of every public package of the module
// is the list in api/ (one file per package): a change of the API, on
// purpose or not, fails here until the list says the same, so that it
// shows in review and gets its CHANGELOG line. After a deliberate change,
// rewrite the lists with
//
//	go test -run TestGoldenAPI . -update
func TestGoldenAPI(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	seen := map[string]bool{}
	for _, path := range publicPackages(t) {
		lines, err := apidump.Lines(moduleRoot, path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		file := goldenFile(path)
		seen[filepath.Base(file)] = true
		got := strings.Join(lines, "\n") + "\n"
		if *updateAPI {
			if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("%s has no golden API list (%v): run go test -run TestGoldenAPI . -update", path, err)
			continue
		}
		want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		have := map[string]bool{}
		for _, l := range lines {
			have[l] = true
		}
		listed := map[string]bool{}
		for _, l := range want {
			listed[l] = true
			if !have[l] {
				t.Errorf("%s: listed in %s but gone from the API: %s", path, filepath.Base(file), l)
			}
		}
		for _, l := range lines {
			if !listed[l] {
				t.Errorf("%s: in the API but not listed in %s: %s", path, filepath.Base(file), l)
			}
		}
	}
	// A list whose package is gone is stale too.
	entries, err := os.ReadDir(filepath.Join(moduleRoot, "api"))
	if err != nil && !*updateAPI {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txt") && !seen[e.Name()] {
			t.Errorf("api/%s lists a package that no longer exists", e.Name())
		}
	}
	if t.Failed() {
		t.Log("after a deliberate API change: go test -run TestGoldenAPI . -update, and a CHANGELOG line")
	}
}

// TestDocCommentsNameSections: every exported identifier of the public
// packages (constants, variables, types, functions, methods of exported
// types) has a doc comment that names the specification section it
// implements. A constant or variable in a parenthesized block may take it
// from its own comment, its line comment, the comment heading its group of
// the block, or the block's.
func TestDocCommentsNameSections(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	cmd := exec.Command("go", "list", "-f", "{{if ne .Name \"main\"}}{{.ImportPath}}|{{.Dir}}|{{join .GoFiles \",\"}}{{end}}", "./...")
	cmd.Dir = moduleRoot
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	for _, line := range strings.Fields(string(out)) {
		parts := strings.SplitN(line, "|", 3)
		if len(parts) != 3 || strings.Contains(parts[0]+"/", "/internal/") {
			continue
		}
		fset := token.NewFileSet()
		for _, name := range strings.Split(parts[2], ",") {
			if strings.HasSuffix(name, "_gen.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(parts[1], name), nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			for _, msg := range apidump.Undocumented(fset, f) {
				t.Errorf("%s: %s", parts[0], msg)
			}
		}
	}
}
