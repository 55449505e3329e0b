package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// heavyRootDeps are packages whose presence in the root's imports means the
// moves that make the goal reachable (bidi reordering and document
// charsets to subpackages) have not landed yet.
var heavyRootDeps = []string{"github.com/go-text/typesetting/", "golang.org/x/text/encoding"}

// TestSizeRatio: a program that parses an IRI and calls ToURI builds to at
// most 1.3 times the size of the same program written with net/url and
// golang.org/x/net/idna (BENCHMARKS.md). While the root still imports
// bidi reordering or the document charsets, the ratio is reported and the
// test skipped.
func TestSizeRatio(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	m, err := measure(root)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("with the library %d bytes (%d packages), with net/url and idna %d bytes (%d packages): %.2fx",
		m.iri.size, m.iri.packages, m.url.size, m.url.packages, m.ratio())
	if m.ratio() <= 1.3 {
		return
	}
	list := exec.Command("go", "list", "-deps", ".")
	list.Dir = root
	deps, err := list.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, heavy := range heavyRootDeps {
		if strings.Contains(string(deps), heavy) {
			t.Skipf("ratio %.2f above 1.3 while the root still imports %s (moving to a subpackage)", m.ratio(), heavy)
		}
	}
	t.Errorf("size ratio %.2f, goal at most 1.3", m.ratio())
}
