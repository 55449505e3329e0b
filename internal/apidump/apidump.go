// Package apidump writes the exported API of a package as the lines of a
// golden list, in the format of Go's own api/ files ("pkg P, func F(T) R",
// "pkg P, method (*T) M() R", "pkg P, type T struct, F int", ...), one
// line per exported constant, variable, function, type, struct field,
// method and interface method, sorted. The lists live in api/ at the root
// of the module; the root package's TestGoldenAPI fails when a package's
// API and its list differ. Undocumented finds the exported identifiers
// whose doc comment names no specification section
// (TestDocCommentsNameSections).
//
// The package is read from the compiler's export data ("go list -export"),
// so the types are exactly what the compiler sees.
package apidump

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
)

// Lines returns the API lines of the package with import path path, as
// the go command in dir sees it, sorted.
func Lines(dir, path string) ([]string, error) {
	exports, err := exportFiles(dir, path)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(p string) (io.ReadCloser, error) {
		f, ok := exports[p]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", p)
		}
		return os.Open(f)
	})
	pkg, err := imp.Import(path)
	if err != nil {
		return nil, err
	}
	return packageLines(pkg), nil
}

// exportFiles builds path and its dependencies and returns the export data
// file of each, by import path.
func exportFiles(dir, path string) (map[string]string, error) {
	cmd := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", path)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export %s: %v\n%s", path, err, stderr.String())
	}
	m := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if p, f, ok := strings.Cut(line, "\t"); ok && f != "" {
			m[p] = f
		}
	}
	return m, nil
}

func packageLines(pkg *types.Package) []string {
	prefix := "pkg " + pkg.Path() + ", "
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	typ := func(t types.Type) string { return types.TypeString(t, qual) }
	// sig writes a signature without parameter names, as Go's api files
	// do: "(string, ...Option) (string, error)".
	sig := func(s *types.Signature) string {
		tuple := func(t *types.Tuple, variadic bool) []string {
			var ts []string
			for i := 0; i < t.Len(); i++ {
				if variadic && i == t.Len()-1 {
					ts = append(ts, "..."+typ(t.At(i).Type().(*types.Slice).Elem()))
					continue
				}
				ts = append(ts, typ(t.At(i).Type()))
			}
			return ts
		}
		out := "(" + strings.Join(tuple(s.Params(), s.Variadic()), ", ") + ")"
		switch res := tuple(s.Results(), false); len(res) {
		case 0:
		case 1:
			out += " " + res[0]
		default:
			out += " (" + strings.Join(res, ", ") + ")"
		}
		return out
	}
	var out []string
	add := func(format string, args ...any) { out = append(out, prefix+fmt.Sprintf(format, args...)) }
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			add("const %s %s = %s", name, typ(obj.Type()), obj.Val().ExactString())
		case *types.Var:
			add("var %s %s", name, typ(obj.Type()))
		case *types.Func:
			add("func %s%s", name, sig(obj.Type().(*types.Signature)))
		case *types.TypeName:
			if obj.IsAlias() {
				// The aliased type, not the alias's own name, as Go's
				// api files write it ("type FileMode = fs.FileMode").
				add("type %s = %s", name, typ(types.Unalias(obj.Type())))
				continue
			}
			named := obj.Type().(*types.Named)
			tparams := ""
			if tp := named.TypeParams(); tp != nil && tp.Len() > 0 {
				var ps []string
				for i := 0; i < tp.Len(); i++ {
					ps = append(ps, tp.At(i).Obj().Name()+" "+typ(tp.At(i).Constraint()))
				}
				tparams = "[" + strings.Join(ps, ", ") + "]"
			}
			switch u := named.Underlying().(type) {
			case *types.Struct:
				add("type %s%s struct", name, tparams)
				for i := 0; i < u.NumFields(); i++ {
					f := u.Field(i)
					switch {
					case !f.Exported():
					case f.Embedded():
						add("type %s struct, embedded %s", name, typ(f.Type()))
					default:
						add("type %s struct, %s %s", name, f.Name(), typ(f.Type()))
					}
				}
			case *types.Interface:
				add("type %s%s interface", name, tparams)
				for i := 0; i < u.NumMethods(); i++ {
					if m := u.Method(i); m.Exported() {
						add("type %s interface, %s%s", name, m.Name(), sig(m.Type().(*types.Signature)))
					}
				}
			default:
				add("type %s%s %s", name, tparams, typ(u))
			}
			for i := 0; i < named.NumMethods(); i++ {
				m := named.Method(i)
				if !m.Exported() {
					continue
				}
				s := m.Type().(*types.Signature)
				recv := name
				if _, ptr := s.Recv().Type().(*types.Pointer); ptr {
					recv = "*" + name
				}
				add("method (%s) %s%s", recv, m.Name(), sig(s))
			}
		}
	}
	sort.Strings(out)
	return out
}

// SectionRef is what a doc comment must hold to name what it implements: a
// section, an RFC, an Internet-Draft, a Unicode standard or annex, or the
// Public Suffix List.
var SectionRef = regexp.MustCompile(`(?i)\bsections?\b|\bRFC\s+\d|\bdraft-|\bUTS\s+#|\bUAX\s+#|\bTS\s+#|Public Suffix List|\bappendix\b`)

// Undocumented lists the exported identifiers of f whose doc comment is
// missing or does not name the specification section it implements
// (SectionRef), one message each. A constant or variable in a
// parenthesized block may take its section from its own comment, its line
// comment, the comment heading its group of the block, or the block's.
func Undocumented(fset *token.FileSet, f *ast.File) []string {
	var out []string
	check := func(name string, pos token.Pos, docs ...*ast.CommentGroup) {
		var text strings.Builder
		for _, d := range docs {
			text.WriteString(d.Text())
		}
		switch {
		case text.Len() == 0:
			out = append(out, fset.Position(pos).String()+": "+name+" has no doc comment")
		case !SectionRef.MatchString(text.String()):
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
				switch g := typ.(type) { // a generic type's receiver: T[P] or T[P, Q]
				case *ast.IndexExpr:
					typ = g.X
				case *ast.IndexListExpr:
					typ = g.X
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
