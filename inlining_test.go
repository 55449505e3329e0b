package iri

import (
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestInlining: the small functions of the fast path (fastpath.go,
// fastpath_draft2002.go) and the entry points that lead to it stay within
// the compiler's inlining budget, as net/netip checks for its own: a change
// that pushes one over the budget costs a call per character or per parse
// without failing any other test. The list names what inlines today;
// after a deliberate change that loses one, measure (BENCHMARKS.md) before
// taking it off.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	if runtime.Compiler != "gc" {
		t.Skip("inlining decisions are the gc compiler's")
	}
	g, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	want := []string{
		// Entry points: a parse is one call into the fast path.
		"Parse",
		"Valid",
		"Variant.Parse",
		"Variant.Valid",
		"Variant.Reference",
		"Variant.IsReference",
		// IP literals (RFC 3986 section 3.2.2), scanned in the fast path.
		"h16",
		"h16c",
		"dcolon",
		// The draft2002 fast path's scanners.
		"d02Hex4",
		"d02LabelEnd",
		"d02Scan",
		"d02SchemeEnd",
		// Small helpers every String and Spans call goes through.
		"(*IRI).hasAuthority",
		"(*IRI).setAuthSep",
		"Span.Len",
	}
	out, err := exec.Command(g, "build", "-gcflags=-m", "-o", "/dev/null", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	re := regexp.MustCompile(`: can inline (\S+)`)
	got := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if m := re.FindStringSubmatch(line); m != nil {
			got[m[1]] = true
		}
	}
	for _, f := range want {
		if !got[f] {
			t.Errorf("%s is no longer inlinable", f)
		}
	}
}
