// Command sizecmp measures what importing the library costs a program: it
// builds two programs that parse an IRI and map it to a URI, one with
// github.com/goiri/iri (iri.Parse, iri.ToURI), one with net/url and
// golang.org/x/net/idna (url.Parse, idna.Lookup.ToASCII on the host), and
// prints the size of each executable, the number of packages each links
// and the ratio of the sizes. The goal (BENCHMARKS.md) is a ratio of at
// most 1.3; -max makes a larger ratio an error.
//
//	go run ./internal/cmd/sizecmp [-max 1.3]
//
// Both programs live in a throwaway module beside each other that requires
// the library, replaced by the working tree, with workspace mode off: the
// executables are what a consumer's "go build" makes.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const iriProgram = `package main

import (
	"fmt"
	"os"

	"github.com/goiri/iri"
)

func main() {
	for _, s := range os.Args[1:] {
		u, err := iri.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		uri, err := iri.ToURI(u.String())
		fmt.Println(uri, err)
	}
}
`

const urlProgram = `package main

import (
	"fmt"
	"os"

	"golang.org/x/net/idna"
	"net/url"
)

func main() {
	for _, s := range os.Args[1:] {
		u, err := url.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		h, err := idna.Lookup.ToASCII(u.Hostname())
		if err != nil {
			fmt.Println(err)
			continue
		}
		if p := u.Port(); p != "" {
			h += ":" + p
		}
		u.Host = h
		fmt.Println(u.String())
	}
}
`

func main() {
	max := flag.Float64("max", 0, "fail when the size ratio exceeds this (0: report only)")
	flag.Parse()
	root, err := os.Getwd()
	if err != nil {
		fatal(err)
	}
	m, err := measure(root)
	if err != nil {
		fatal(err)
	}
	for _, p := range []program{m.iri, m.url} {
		fmt.Printf("%-8s %9d bytes  %3d packages\n", p.name, p.size, p.packages)
	}
	fmt.Printf("ratio    %.2f (goal: at most 1.3)\n", m.ratio())
	if *max > 0 && m.ratio() > *max {
		fatal(fmt.Errorf("size ratio %.2f exceeds %.2f", m.ratio(), *max))
	}
}

// program is one of the two executables measured.
type program struct {
	name     string
	size     int64 // bytes
	packages int   // packages linked (go list -deps)
}

// measurement is the two executables of one run.
type measurement struct{ iri, url program }

// ratio is the size of the program written with the library over the size
// of the one written with net/url and golang.org/x/net/idna.
func (m measurement) ratio() float64 { return float64(m.iri.size) / float64(m.url.size) }

// measure builds both programs in a throwaway consumer module that
// requires the library in directory root (workspace mode off, modules from
// the cache) and measures them.
func measure(root string) (measurement, error) {
	var m measurement
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return m, fmt.Errorf("run from the module root: %v", err)
	}
	dir, err := os.MkdirTemp("", "sizecmp-*")
	if err != nil {
		return m, err
	}
	defer os.RemoveAll(dir)
	mod := "module example.com/sizecmp\n\ngo 1.26.0\n\n" +
		"require (\n\tgithub.com/goiri/iri v0.0.0-00010101000000-000000000000\n\tgolang.org/x/net v0.62.0\n)\n\n" +
		"replace github.com/goiri/iri => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return m, err
	}
	files := map[string]string{
		"go.mod":          mod,
		"go.sum":          string(sum),
		"withiri/main.go": iriProgram,
		"withurl/main.go": urlProgram,
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return m, err
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			return m, err
		}
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off")
	for _, p := range []*program{&m.iri, &m.url} {
		name := "withiri"
		if p == &m.url {
			name = "withurl"
		}
		out := filepath.Join(dir, name+".exe")
		build := exec.Command("go", "build", "-o", out, "./"+name)
		build.Dir, build.Env = dir, env
		if msg, err := build.CombinedOutput(); err != nil {
			return m, fmt.Errorf("go build ./%s: %v\n%s", name, err, msg)
		}
		fi, err := os.Stat(out)
		if err != nil {
			return m, err
		}
		list := exec.Command("go", "list", "-deps", "./"+name)
		list.Dir, list.Env = dir, env
		deps, err := list.Output()
		if err != nil {
			return m, fmt.Errorf("go list -deps ./%s: %v", name, err)
		}
		*p = program{name: name, size: fi.Size(), packages: len(strings.Fields(string(deps)))}
	}
	return m, nil
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "sizecmp:", err)
	os.Exit(1)
}
