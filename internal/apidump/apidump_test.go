package apidump

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden lists in api/ from the packages")

// moduleRoot is the library module's root, two levels up from here.
const moduleRoot = "../.."

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
//	go test ./internal/apidump -run TestGoldenAPI -update
func TestGoldenAPI(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	seen := map[string]bool{}
	for _, path := range publicPackages(t) {
		lines, err := Lines(moduleRoot, path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		file := goldenFile(path)
		seen[filepath.Base(file)] = true
		got := strings.Join(lines, "\n") + "\n"
		if *update {
			if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("%s has no golden API list (%v): run go test ./internal/apidump -run TestGoldenAPI -update", path, err)
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
	if err != nil && !*update {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txt") && !seen[e.Name()] {
			t.Errorf("api/%s lists a package that no longer exists", e.Name())
		}
	}
	if t.Failed() {
		t.Log("after a deliberate API change: go test ./internal/apidump -run TestGoldenAPI -update, and a CHANGELOG line")
	}
}

// TestPackageLinesFormat: the lines of a small package of the standard
// library's shape, written out by hand in Go's api/ format.
func TestPackageLinesFormat(t *testing.T) {
	lines, err := Lines(moduleRoot, "container/ring")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"pkg container/ring, func New(int) *Ring",
		"pkg container/ring, method (*Ring) Do(func(any))",
		"pkg container/ring, method (*Ring) Len() int",
		"pkg container/ring, method (*Ring) Link(*Ring) *Ring",
		"pkg container/ring, method (*Ring) Move(int) *Ring",
		"pkg container/ring, method (*Ring) Next() *Ring",
		"pkg container/ring, method (*Ring) Prev() *Ring",
		"pkg container/ring, method (*Ring) Unlink(int) *Ring",
		"pkg container/ring, type Ring struct",
		"pkg container/ring, type Ring struct, Value any",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("Lines(container/ring) =\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
