package apidump

import (
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestPackageLinesFormat: the lines of a small package of the standard
// library's shape, written out by hand in Go's api/ format.
func TestPackageLinesFormat(t *testing.T) {
	lines, err := Lines(".", "container/ring")
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

// TestUndocumentedFindsMissingSections: the walker of
// Undocumented reports a missing comment and a comment
// without a section, and accepts a block's comment for its constants.
func TestUndocumentedFindsMissingSections(t *testing.T) {
	const src = `package p

// A is the thing of RFC 3987 section 2.2.
func A() {}

func B() {}

// C does things.
func C() {}

// The kinds, after RFC 3986 section 3.
const (
	K1 = iota
	K2
)

// T has methods.
type T int

// M implements UAX #9.
func (T) M() {}

// N does nothing.
func (T) N() {}

func (T) n() {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(Undocumented(fset, f), "\n")
	for _, want := range []string{"B has no doc comment", "the doc comment of C names no section", "the doc comment of T names no section", "the doc comment of T.N names no section"} {
		if !strings.Contains(got, want) {
			t.Errorf("undocumented misses %q:\n%s", want, got)
		}
	}
	for _, ok := range []string{" A ", "K1", "K2", "T.M", "T.n"} {
		if strings.Contains(got, ok) {
			t.Errorf("undocumented reports %s:\n%s", ok, got)
		}
	}
}
