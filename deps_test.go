package iri

// What depending on the library costs a consumer: the modules its build
// list gains, the packages importing the root package links.

import (
	"os"
	"os/exec"
	"path/filepath"
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
