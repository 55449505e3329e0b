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

// TestPackageLinesKinds: the lines of testdata/kinds, one declaration of
// each kind, written out by hand in the format of Go's api/ files: a
// variadic last parameter as "...T", an alias as the type it stands for,
// a generic type with its type parameters and their constraints, an
// interface and its exported methods, and an exported name that sorts
// after an unexported one (Ω, U+03A9, after "own"); the unexported type,
// field and method are left out.
func TestPackageLinesKinds(t *testing.T) {
	const path = "github.com/goiri/iri/internal/apidump/testdata/kinds"
	lines, err := Lines(".", path)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"func F(string, ...int) (int, error)",
		"func V(...string)",
		"type A = int",
		"type G struct, M map[K]E",
		"type G[K comparable, E any] struct",
		"type I interface",
		"type I interface, Get(int) bool",
		"type I interface, Put()",
		"var \u03a9 own",
	}
	for i := range want {
		want[i] = "pkg " + path + ", " + want[i]
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("Lines(%s) =\n%s\nwant\n%s", path, strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// TestUndocumentedSkipsUnexported: Undocumented goes on past an unexported
// function and past a method of an unexported type (which it does not
// report), checks the methods of generic types (receivers "G[T]" and
// "*H[K, V]"), and lets the comment heading a group in a parenthesized
// block document the names after it.
func TestUndocumentedSkipsUnexported(t *testing.T) {
	const src = `package p

func own() {}

func B() {}

type t int

func (t) M() {}

func C() {}

var (
	// V1 and V2, after RFC 3986 section 3.
	V1 = 1
	V2 = 2
)

// G is generic, after RFC 3987 section 2.2.
type G[T any] struct{}

func (G[T]) Get() {}

// H is generic too, after RFC 3987 section 2.2.
type H[K comparable, V any] struct{}

func (*H[K, V]) Put() {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, msg := range Undocumented(fset, f) {
		_, m, _ := strings.Cut(msg, ": ") // after "p.go:line:col"
		got = append(got, m)
	}
	want := []string{"B has no doc comment", "C has no doc comment", "G.Get has no doc comment", "H.Put has no doc comment"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Undocumented =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
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
