// Package kinds is the input of TestPackageLinesKinds: one declaration of
// each kind packageLines writes, and the unexported names it leaves out.
package kinds

// A is an alias, written as such; the names after it are listed too.
type A = int

// F has a variadic last parameter and two results.
func F(string, ...int) (int, error) { return 0, nil }

// V has a variadic parameter only.
func V(...string) {}

// G is generic, with two type parameters.
type G[K comparable, E any] struct {
	M map[K]E
	x int
}

// I has two exported methods and an unexported one.
type I interface {
	Get(int) bool
	Put()
	own()
}

// own is unexported, and in the export data because Ω has its type; it
// sorts before Ω (U+03A9, an uppercase letter: exported) in the package
// scope.
type own int

// Ω is exported.
var Ω own
