package apidump

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// sectionRef is what a doc comment must hold to name what it implements: a
// section, an RFC, an Internet-Draft, a Unicode standard or annex, or the
// Public Suffix List.
var sectionRef = regexp.MustCompile(`(?i)\bsections?\b|\bRFC\s+\d|\bdraft-|\bUTS\s+#|\bUAX\s+#|\bTS\s+#|Public Suffix List|\bappendix\b`)

// TestDocCommentsNameSections: every exported identifier of the public
// packages (constants, variables, types, functions, methods of exported
// types) has a doc comment that names the specification section it
// implements. A constant or variable in a parenthesized block may take it
// from its own comment, its line comment, the comment heading its group of
// the block, or the block's.
func TestDocCommentsNameSections(t *testing.T) {
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
			for _, msg := range undocumented(fset, f) {
				t.Errorf("%s: %s", parts[0], msg)
			}
		}
	}
}

// undocumented lists the exported identifiers of f whose doc comment is
// missing or names no section.
func undocumented(fset *token.FileSet, f *ast.File) []string {
	var out []string
	check := func(name string, pos token.Pos, docs ...*ast.CommentGroup) {
		var text strings.Builder
		for _, d := range docs {
			text.WriteString(d.Text())
		}
		switch {
		case text.Len() == 0:
			out = append(out, fset.Position(pos).String()+": "+name+" has no doc comment")
		case !sectionRef.MatchString(text.String()):
			out = append(out, fset.Position(pos).String()+": the doc comment of "+name+" names no section")
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			name := d.Name.Name
			if d.Recv != nil {
				typ := d.Recv.List[0].Type
				if star, ok := typ.(*ast.StarExpr); ok {
					typ = star.X
				}
				id, ok := typ.(*ast.Ident)
				if !ok || !id.IsExported() {
					continue
				}
				name = id.Name + "." + name
			}
			check(name, d.Pos(), d.Doc)
		case *ast.GenDecl:
			var group *ast.CommentGroup
			for _, spec := range d.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					if spec.Name.IsExported() {
						doc := spec.Doc
						if doc == nil {
							doc = d.Doc
						}
						check(spec.Name.Name, spec.Pos(), doc)
					}
				case *ast.ValueSpec:
					if spec.Doc != nil {
						group = spec.Doc
					}
					for _, id := range spec.Names {
						if id.IsExported() {
							check(id.Name, id.Pos(), spec.Doc, spec.Comment, group, d.Doc)
						}
					}
				}
			}
		}
	}
	return out
}

// TestUndocumentedFindsMissingSections: the walker of
// TestDocCommentsNameSections reports a missing comment and a comment
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
	got := strings.Join(undocumented(fset, f), "\n")
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
